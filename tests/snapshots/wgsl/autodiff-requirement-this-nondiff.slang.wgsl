struct RWStructuredBuffer {
    data: array<f32>,
}
struct viaTimes_fwd_Result {
    p: f32,
    d: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 0.0f;
    outputBuffer.data[1u] = 0.0f;
    outputBuffer.data[2u] = 0.0f;
    outputBuffer.data[3u] = 4.0f;
    outputBuffer.data[4u] = 0.0f;
    outputBuffer.data[5u] = 4.0f;
    outputBuffer.data[6u] = 0.0f;
    var t: viaTimes_fwd_Result = viaTimes_fwd(2.0f, 1.0f, 3.0f, 0.0f);
    outputBuffer.data[7u] = t.d;
    var t_1: viaTimes_fwd_Result = viaTimes_fwd(2.0f, 0.0f, 3.0f, 1.0f);
    outputBuffer.data[8u] = t_1.d;
    outputBuffer.data[9u] = 20.0f;
    return;
}
fn viaTimes_fwd(p: f32, p_1: f32, p_2: f32, p_3: f32) -> viaTimes_fwd_Result {
    return viaTimes_fwd_Result(p * p_2, p_2 * 0.0f + p * p_3);
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
