struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    outputBuffer.data[0u] = 0i;
    outputBuffer.data[1u] = 5i;
    outputBuffer.data[2u] = 0i;
    outputBuffer.data[3u] = i32(t.x) + 3i;
    outputBuffer.data[4u] = 5i;
    outputBuffer.data[5u] = 0i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
