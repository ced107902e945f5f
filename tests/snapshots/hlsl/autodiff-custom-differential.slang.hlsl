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
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
f_bwd_Grads f_bwd(State p, State p_1);
f_fwd_Result f_fwd(State p_2, State p_3);
g_bwd_Grads g_bwd(State p_4, inout float p_5, float p_6, float p_7);
void computeMain_1();
f_bwd_Grads f_bwd(State p, State p_1) {
    float t = p.a;
    float t_1 = p_1.a;
    float2 t_2 = float2(0.0f, 0.0f);
    t_2.x = t_1;
    State t_3 = {0.0f + (3.0f * t * t_1 + 3.0f * (t * t_1)), 0, float2(2.0f, 2.0f) * p_1.b + t_2 + float2(0.0f, 0.0f)};
    f_bwd_Grads t_4 = {t_3};
    return t_4;
}
f_fwd_Result f_fwd(State p_2, State p_3) {
    float t_5 = p_2.a;
    float2 t_6 = p_2.b;
    float t_7 = p_3.a;
    float2 t_8 = p_3.b;
    float t_9 = 3.0f * t_5;
    State t_10 = {t_9 * t_5 + t_6.x, p_2.n + 1, float2(2.0f, 2.0f) * t_6};
    State t_11 = {t_5 * (3.0f * t_7) + t_9 * t_7 + t_8.x, 0, float2(2.0f, 2.0f) * t_8};
    f_fwd_Result t_12 = {t_10, t_11};
    return t_12;
}
g_bwd_Grads g_bwd(State p_4, inout float p_5, float p_6, float p_7) {
    float t_13 = p_4.a;
    float2 t_14 = p_4.b;
    float t_15 = 3.0f * t_13 * t_13 + t_14.x;
    p_5 = t_15;
    float2 t_16 = float2(0.0f, 0.0f);
    t_16.y = t_15 * p_7;
    State t_17 = {0.0f + (p_6 + (float2(2.0f, 2.0f) * t_14).y * p_7), 0, t_16 + float2(0.0f, 0.0f)};
    f_bwd_Grads t_18 = f_bwd(p_4, t_17);
    State t_19 = t_18.f0;
    g_bwd_Grads t_20 = {t_19, 0.0f};
    return t_20;
}
void computeMain_1() {
    State t_21 = {2.0f, 7, float2(1.0f, 5.0f)};
    State t_22 = {1.0f, 0, float2(0.5f, 1.0f)};
    f_fwd_Result t_23 = f_fwd(t_21, t_22);
    State t_24 = t_23.p;
    State t_25 = t_23.d;
    float2 t_26 = t_25.b;
    outputBuffer[0u] = t_25.a;
    outputBuffer[1u] = t_26.x;
    outputBuffer[2u] = t_26.y;
    outputBuffer[3u] = (float)t_24.n;
    float t_27 = 0.0f;
    t_27 = 0.0f;
    g_bwd_Grads t_28 = g_bwd(t_21, t_27, 0.5f, 1.0f);
    State t_29 = t_28.f0;
    float2 t_30 = t_29.b;
    outputBuffer[4u] = t_29.a;
    outputBuffer[5u] = t_30.x;
    outputBuffer[6u] = t_30.y;
    outputBuffer[7u] = 7.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
