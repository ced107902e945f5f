struct g_fwd_Result
{
    float p;
    float d;
};
struct S
{
    float a;
    float b;
};
struct h_fwd_Result
{
    float p;
    float d;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
g_fwd_Result g_fwd(S p, S p_1, float p_2, float p_3);
h_fwd_Result h_fwd(S p_4, S p_5, float p_6, float p_7);
void computeMain_1();
g_fwd_Result g_fwd(S p, S p_1, float p_2, float p_3) {
    float t = p.a;
    g_fwd_Result t_1 = {2.0f * t + t * p_2, 0.0f + (p_2 * p_1.a + t * p_3)};
    return t_1;
}
h_fwd_Result h_fwd(S p_4, S p_5, float p_6, float p_7) {
    float t_2 = p_4.a;
    h_fwd_Result t_3 = {t_2 * p_6, t_2 * p_7};
    return t_3;
}
void computeMain_1() {
    outputBuffer[0u] = 15.0f;
    outputBuffer[1u] = 7.0f;
    S t_4 = {3.0f, 5.0f};
    S t_5 = {1.0f, 1.0f};
    g_fwd_Result t_6 = g_fwd(t_4, t_5, 2.0f, 1.0f);
    outputBuffer[2u] = t_6.p;
    outputBuffer[3u] = t_6.d;
    h_fwd_Result t_7 = h_fwd(t_4, t_5, 2.0f, 0.5f);
    outputBuffer[4u] = t_7.p;
    outputBuffer[5u] = t_7.d;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
