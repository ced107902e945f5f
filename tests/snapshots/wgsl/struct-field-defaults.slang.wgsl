struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    outputBuffer.data[0u] = 5i;
    outputBuffer.data[1u] = 0i;
    outputBuffer.data[2u] = 7i;
    outputBuffer.data[3u] = 8i;
    outputBuffer.data[4u] = 42i;
    outputBuffer.data[5u] = (i32(t.x) + 2i) * 42i;
    outputBuffer.data[6u] = 12i;
    outputBuffer.data[7u] = 12i;
    outputBuffer.data[8u] = 8i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
