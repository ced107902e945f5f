struct RWStructuredBuffer {
    data: array<f32>,
}
struct g_fwd_Result {
    p: f32,
    d: f32,
}
struct S {
    a: f32,
    b: f32,
}
struct h_fwd_Result {
    p: f32,
    d: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn g_fwd(p: S, p_1: S, p_2: f32, p_3: f32) -> g_fwd_Result {
    var t: f32 = p.a;
    return g_fwd_Result(2.0f * t + t * p_2, 0.0f + (p_2 * p_1.a + t * p_3));
}
fn h_fwd(p_4: S, p_5: S, p_6: f32, p_7: f32) -> h_fwd_Result {
    var t_1: f32 = p_4.a;
    return h_fwd_Result(t_1 * p_6, t_1 * p_7);
}
fn computeMain_1() {
    outputBuffer.data[0u] = 15.0f;
    outputBuffer.data[1u] = 7.0f;
    var t_2: g_fwd_Result = g_fwd(S(3.0f, 5.0f), S(1.0f, 1.0f), 2.0f, 1.0f);
    outputBuffer.data[2u] = t_2.p;
    outputBuffer.data[3u] = t_2.d;
    var t_3: h_fwd_Result = h_fwd(S(3.0f, 5.0f), S(1.0f, 1.0f), 2.0f, 0.5f);
    outputBuffer.data[4u] = t_3.p;
    outputBuffer.data[5u] = t_3.d;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
