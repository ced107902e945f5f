struct RWStructuredBuffer {
    data: array<f32>,
}
struct viaLocalDot_fwd_Result {
    p: f32,
    d: f32,
}
struct viaDiff_fwd_Result {
    p: f32,
    d: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 0.0f;
    var t: viaLocalDot_fwd_Result = viaLocalDot_fwd(2.0f, 0.0f, 3.0f, 1.0f);
    outputBuffer.data[1u] = t.d;
    var t_1: viaLocalDot_fwd_Result = viaLocalDot_fwd(2.0f, 1.0f, 3.0f, 0.0f);
    outputBuffer.data[2u] = t_1.d;
    outputBuffer.data[3u] = 0.0f;
    var t_2: viaDiff_fwd_Result = viaDiff_fwd(2.0f, 0.0f, 3.0f, 1.0f);
    outputBuffer.data[4u] = t_2.d;
    var t_3: viaDiff_fwd_Result = viaDiff_fwd(2.0f, 1.0f, 3.0f, 0.0f);
    outputBuffer.data[5u] = t_3.d;
    outputBuffer.data[6u] = 20.0f;
    outputBuffer.data[7u] = 6.0f;
    return;
}
fn viaLocalDot_fwd(p: f32, p_1: f32, p_2: f32, p_3: f32) -> viaLocalDot_fwd_Result {
    return viaLocalDot_fwd_Result(p * p_2, p_2 * 0.0f + p * p_3);
}
fn viaDiff_fwd(p_4: f32, p_5: f32, p_6: f32, p_7: f32) -> viaDiff_fwd_Result {
    return viaDiff_fwd_Result(p_4 * p_6, p_6 * p_5 + p_4 * p_7);
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
