enable f16;
struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    outputBuffer.data[0u] = f32(f16(1.0f / (3.0f + f32(t.x))));
    outputBuffer.data[1u] = 1.5f;
    outputBuffer.data[2u] = -2.25f;
    outputBuffer.data[3u] = 65504.0f;
    outputBuffer.data[4u] = 1.0f;
    outputBuffer.data[5u] = 2048.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
