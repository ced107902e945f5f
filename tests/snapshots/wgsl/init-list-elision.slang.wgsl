struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    outputBuffer.data[0u] = i32((f32(t.x) + 1.0f) * 1000.0f + 200.0f + 30.0f + 4.0f);
    outputBuffer.data[1u] = 12345i;
    outputBuffer.data[2u] = 710i;
    outputBuffer.data[3u] = 610i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
