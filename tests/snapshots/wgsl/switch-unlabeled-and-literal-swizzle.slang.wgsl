struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: i32 = i32(t.x) + 1i + 1i;
    outputBuffer.data[0u] = t_1;
    var a: i32;
    switch (t_1) {
    case 2i: {
        a = t_1 + 100i;
        break;
    }
    default: {
        a = t_1 + 1000i;
        break;
    }
    }
    outputBuffer.data[1u] = a * 10000i + 1005i;
    outputBuffer.data[2u] = 57i;
    outputBuffer.data[3u] = 1722i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
