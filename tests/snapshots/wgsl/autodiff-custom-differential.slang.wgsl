struct RWStructuredBuffer {
    data: array<f32>,
}
struct State {
    a: f32,
    n: i32,
    b: vec2<f32>,
}
struct f_bwd_Grads {
    f0: State,
}
struct f_fwd_Result {
    p: State,
    d: State,
}
struct g_bwd_Grads {
    f0: State,
    f1: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn f_bwd(p: State, p_1: State) -> f_bwd_Grads {
    var t: f32 = p.a;
    var t_1: f32 = p_1.a;
    var t_2: vec2<f32> = vec2<f32>(0.0f, 0.0f);
    t_2.x = t_1;
    return f_bwd_Grads(State(0.0f + (3.0f * t * t_1 + 3.0f * (t * t_1)), 0i, vec2<f32>(2.0f, 2.0f) * p_1.b + t_2 + vec2<f32>(0.0f, 0.0f)));
}
fn f_fwd(p_2: State, p_3: State) -> f_fwd_Result {
    var t_3: f32 = p_2.a;
    var t_4: vec2<f32> = p_2.b;
    var t_5: f32 = p_3.a;
    var t_6: vec2<f32> = p_3.b;
    var t_7: f32 = 3.0f * t_3;
    return f_fwd_Result(State(t_7 * t_3 + t_4.x, p_2.n + 1i, vec2<f32>(2.0f, 2.0f) * t_4), State(t_3 * (3.0f * t_5) + t_7 * t_5 + t_6.x, 0i, vec2<f32>(2.0f, 2.0f) * t_6));
}
fn g_bwd(p_4: State, p_5: ptr<function, f32>, p_6: f32, p_7: f32) -> g_bwd_Grads {
    var t_8: f32 = p_4.a;
    var t_9: vec2<f32> = p_4.b;
    var t_10: f32 = 3.0f * t_8 * t_8 + t_9.x;
    *p_5 = t_10;
    var t_11: vec2<f32> = vec2<f32>(0.0f, 0.0f);
    t_11.y = t_10 * p_7;
    var t_12: f_bwd_Grads = f_bwd(p_4, State(0.0f + (p_6 + (vec2<f32>(2.0f, 2.0f) * t_9).y * p_7), 0i, t_11 + vec2<f32>(0.0f, 0.0f)));
    return g_bwd_Grads(t_12.f0, 0.0f);
}
fn computeMain_1() {
    var t_13: f_fwd_Result = f_fwd(State(2.0f, 7i, vec2<f32>(1.0f, 5.0f)), State(1.0f, 0i, vec2<f32>(0.5f, 1.0f)));
    var t_14: State = t_13.d;
    var t_15: vec2<f32> = t_14.b;
    outputBuffer.data[0u] = t_14.a;
    outputBuffer.data[1u] = t_15.x;
    outputBuffer.data[2u] = t_15.y;
    outputBuffer.data[3u] = f32(t_13.p.n);
    var t_16: f32 = f32();
    t_16 = 0.0f;
    var t_17: g_bwd_Grads = g_bwd(State(2.0f, 7i, vec2<f32>(1.0f, 5.0f)), &t_16, 0.5f, 1.0f);
    var t_18: State = t_17.f0;
    var t_19: vec2<f32> = t_18.b;
    outputBuffer.data[4u] = t_18.a;
    outputBuffer.data[5u] = t_19.x;
    outputBuffer.data[6u] = t_19.y;
    outputBuffer.data[7u] = 7.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
