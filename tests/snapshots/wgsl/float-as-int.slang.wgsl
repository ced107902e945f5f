struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var a: array<i32, 3> = array<i32, 3>();
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            i = i_1;
            break;
        }
        a[i_1] = i_1 + i32(t.x);
        i_1 = i_1 + 1i;
        continue;
    }
    outputBuffer.data[0u] = 1065353216i;
    outputBuffer.data[1u] = -1073741824i;
    outputBuffer.data[2u] = 15872i;
    outputBuffer.data[3u] = 1071644672i;
    outputBuffer.data[4u] = 3i;
    var t_1: i32 = a[2i];
    outputBuffer.data[5u] = t_1;
    outputBuffer.data[6u] = 1077936128i;
    outputBuffer.data[7u] = -32768i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
