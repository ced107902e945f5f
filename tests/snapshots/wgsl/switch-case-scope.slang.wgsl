struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn scoped(p: i32) -> i32 {
    var result: i32;
    switch (p) {
    case 0i: {
        result = 62i;
        break;
    }
    case 1i: {
        result = 57i;
        break;
    }
    case 2i: {
        result = 20i;
        break;
    }
    case 3i: {
        result = -3i;
        break;
    }
    default: {
        result = 1020i;
        break;
    }
    }
    return result;
}
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: i32 = scoped(i32(t_1));
    outputBuffer.data[t_1] = t_2;
    return;
}
@compute @workgroup_size(8, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
