struct RWStructuredBuffer {
    data: array<f32>,
}
struct twice_bwd_Grads {
    f0: f32,
}
struct twice_fwd_Result {
    p: f32,
    d: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn twice_bwd(p: f32, p_1: f32) -> twice_bwd_Grads {
    return twice_bwd_Grads(p * 2.0f * p_1 + p * p_1 * 5.0f);
}
fn twice_fwd(p_2: f32, p_3: f32) -> twice_fwd_Result {
    var t: f32 = p_2 * 2.0f;
    return twice_fwd_Result(t * p_2, p_2 * (p_3 * 5.0f) + t * p_3);
}
fn computeMain_1() {
    outputBuffer.data[0u] = 10.0f;
    var t_1: twice_bwd_Grads = twice_bwd(3.0f, 1.0f);
    outputBuffer.data[1u] = t_1.f0;
    var t_2: twice_fwd_Result = twice_fwd(3.0f, 1.0f);
    outputBuffer.data[2u] = t_2.d;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
