struct RWStructuredBuffer {
    data: array<f32>,
}
struct P_f_fwd_Result {
    p: f32,
    d: f32,
}
struct P {
    a: f32,
    b: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn P_f_fwd(p: P, p_1: P, p_2: f32, p_3: f32) -> P_f_fwd_Result {
    var t: f32 = p.a;
    var t_1: f32 = p.b;
    var t_2: f32 = t * p_2;
    return P_f_fwd_Result(t_2 * p_2 + t_1 * p_2, p_2 * (p_2 * p_1.a + t * p_3) + t_2 * p_3 + (p_2 * p_1.b + t_1 * p_3));
}
fn computeMain_1() {
    var t_3: P_f_fwd_Result = P_f_fwd(P(2.0f, 3.0f), P(1.0f, 0.5f), 1.5f, 2.0f);
    outputBuffer.data[0u] = t_3.p;
    outputBuffer.data[1u] = t_3.d;
    outputBuffer.data[2u] = 2.25f;
    outputBuffer.data[3u] = 1.5f;
    outputBuffer.data[4u] = 9.0f;
    outputBuffer.data[5u] = 2.6327477f;
    outputBuffer.data[6u] = 5.2654953f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
