struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: i32 = i32(t_1);
    var r: i32;
    switch (t_2) {
    case 0i: {
        r = 100i;
        break;
    }
    case 1i, 2i: {
        r = 200i + t_2;
        break;
    }
    case 3i: {
        r = 304i;
        break;
    }
    case 4i: {
        r = 4i;
        break;
    }
    default: {
        r = -1i;
        break;
    }
    }
    outputBuffer.data[t_1] = r;
    return;
}
@compute @workgroup_size(6, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
