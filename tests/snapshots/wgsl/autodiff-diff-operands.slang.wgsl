struct RWStructuredBuffer {
    data: array<f32>,
}
struct useK_bwd_Grads {
    f0: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn useK_bwd(p: f32, p_1: f32) -> useK_bwd_Grads {
    return useK_bwd_Grads(5.0f * p_1 + 0.5f + (3.0f * p_1 + 0.5f));
}
fn computeMain_1() {
    outputBuffer.data[0u] = 3.0f;
    outputBuffer.data[1u] = 1.0f;
    outputBuffer.data[2u] = 12.0f;
    outputBuffer.data[3u] = 12.0f;
    var t: useK_bwd_Grads = useK_bwd(1.0f, 1.0f);
    outputBuffer.data[4u] = t.f0;
    outputBuffer.data[5u] = 4.0f;
    outputBuffer.data[6u] = 7.0f;
    outputBuffer.data[7u] = 65.0f;
    outputBuffer.data[8u] = 2.0f;
    outputBuffer.data[9u] = 2.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
