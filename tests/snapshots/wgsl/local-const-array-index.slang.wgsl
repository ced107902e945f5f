struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    outputBuffer.data[0u] = 70i;
    var scratch: array<i32, 5> = array<i32, 5>();
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 5i) {
        } else {
            i = i_1;
            break;
        }
        scratch[i_1] = i_1;
        i_1 = i_1 + 1i;
        continue;
    }
    var t_1: i32 = scratch[4i];
    outputBuffer.data[1u] = t_1;
    switch (i32(t.x) + 3i) {
    case 3i: {
        outputBuffer.data[2u] = 1i;
        break;
    }
    default: {
        outputBuffer.data[2u] = 2i;
        break;
    }
    }
    outputBuffer.data[3u] = 50i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
