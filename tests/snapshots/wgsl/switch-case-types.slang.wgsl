struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    switch (t_1 - 1u) {
    case 0u: {
        outputBuffer.data[0u] = 2i;
        break;
    }
    case 4294967295u: {
        outputBuffer.data[0u] = 1i;
        break;
    }
    default: {
        outputBuffer.data[0u] = 3i;
        break;
    }
    }
    switch (i32(t_1) - 1i) {
    case -1i: {
        outputBuffer.data[1u] = 1i;
        break;
    }
    default: {
        outputBuffer.data[1u] = 3i;
        break;
    }
    }
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
