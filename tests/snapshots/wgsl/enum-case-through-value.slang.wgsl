struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    outputBuffer.data[0u] = 8i;
    outputBuffer.data[1u] = 70i;
    outputBuffer.data[2u] = 1i;
    outputBuffer.data[3u] = select(7i, 3i, i32(t.x) == 0i) + 16i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
