struct RWStructuredBuffer {
    data: array<f32>,
}
struct S_eval_fwd_Result {
    p: f32,
    d: f32,
}
struct S {
    a: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn S_eval_fwd(p: S, p_1: S, p_2: f32, p_3: f32) -> S_eval_fwd_Result {
    var t: f32 = p.a;
    var t_1: f32 = t * p_1.a;
    var t_2: f32 = p_2 * p_2;
    var t_3: f32 = p_2 * p_3;
    return S_eval_fwd_Result(t * t + t_2 * p_2, t_1 + t_1 + (p_2 * (t_3 + t_3) + t_2 * p_3));
}
fn computeMain_1() {
    var t_4: S_eval_fwd_Result = S_eval_fwd(S(2.0f), S(0.0f), 3.0f, 1.0f);
    outputBuffer.data[0u] = t_4.p;
    outputBuffer.data[1u] = t_4.d;
    outputBuffer.data[2u] = 27.0f;
    var t_5: S_eval_fwd_Result = S_eval_fwd(S(2.0f), S(0.0f), 1.0f, 2.0f);
    outputBuffer.data[3u] = t_5.d;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
