#include <metal_stdlib>
using namespace metal;
struct State
{
    float a;
    int n;
    float2 b;
};
struct f_bwd_Grads
{
    State f0;
};
struct f_fwd_Result
{
    State p;
    State d;
};
struct g_bwd_Grads
{
    State f0;
    float f1;
};
f_bwd_Grads f_bwd(State p, State p_1);
f_fwd_Result f_fwd(State p_2, State p_3);
g_bwd_Grads g_bwd(State p_4, thread float& p_5, float p_6, float p_7);
f_bwd_Grads f_bwd(State p, State p_1) {
    float t = p.a;
    float t_1 = p_1.a;
    float2 t_2 = float2(0.0f, 0.0f);
    t_2.x = t_1;
    return f_bwd_Grads{State{0.0f + (3.0f * t * t_1 + 3.0f * (t * t_1)), 0, float2(2.0f, 2.0f) * p_1.b + t_2 + float2(0.0f, 0.0f)}};
}
f_fwd_Result f_fwd(State p_2, State p_3) {
    float t_3 = p_2.a;
    float2 t_4 = p_2.b;
    float t_5 = p_3.a;
    float2 t_6 = p_3.b;
    float t_7 = 3.0f * t_3;
    return f_fwd_Result{State{t_7 * t_3 + t_4.x, p_2.n + 1, float2(2.0f, 2.0f) * t_4}, State{t_3 * (3.0f * t_5) + t_7 * t_5 + t_6.x, 0, float2(2.0f, 2.0f) * t_6}};
}
g_bwd_Grads g_bwd(State p_4, thread float& p_5, float p_6, float p_7) {
    float t_8 = p_4.a;
    float2 t_9 = p_4.b;
    float t_10 = 3.0f * t_8 * t_8 + t_9.x;
    p_5 = t_10;
    float2 t_11 = float2(0.0f, 0.0f);
    t_11.y = t_10 * p_7;
    f_bwd_Grads t_12 = f_bwd(p_4, State{0.0f + (p_6 + (float2(2.0f, 2.0f) * t_9).y * p_7), 0, t_11 + float2(0.0f, 0.0f)});
    return g_bwd_Grads{t_12.f0, 0.0f};
}
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    f_fwd_Result t_13 = f_fwd(State{2.0f, 7, float2(1.0f, 5.0f)}, State{1.0f, 0, float2(0.5f, 1.0f)});
    State t_14 = t_13.d;
    float2 t_15 = t_14.b;
    outputBuffer[0u] = t_14.a;
    outputBuffer[1u] = t_15.x;
    outputBuffer[2u] = t_15.y;
    outputBuffer[3u] = float(t_13.p.n);
    float t_16 = float{};
    t_16 = 0.0f;
    g_bwd_Grads t_17 = g_bwd(State{2.0f, 7, float2(1.0f, 5.0f)}, t_16, 0.5f, 1.0f);
    State t_18 = t_17.f0;
    float2 t_19 = t_18.b;
    outputBuffer[4u] = t_18.a;
    outputBuffer[5u] = t_19.x;
    outputBuffer[6u] = t_19.y;
    outputBuffer[7u] = 7.0f;
    return;
}
