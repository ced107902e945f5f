struct P_f_fwd_Result
{
    float p;
    float d;
};
struct P
{
    float a;
    float b;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
P_f_fwd_Result P_f_fwd(P p, P p_1, float p_2, float p_3);
void computeMain_1();
P_f_fwd_Result P_f_fwd(P p, P p_1, float p_2, float p_3) {
    float t = p.a;
    float t_1 = p.b;
    float t_2 = t * p_2;
    P_f_fwd_Result t_3 = {t_2 * p_2 + t_1 * p_2, p_2 * (p_2 * p_1.a + t * p_3) + t_2 * p_3 + (p_2 * p_1.b + t_1 * p_3)};
    return t_3;
}
void computeMain_1() {
    P t_4 = {2.0f, 3.0f};
    P t_5 = {1.0f, 0.5f};
    P_f_fwd_Result t_6 = P_f_fwd(t_4, t_5, 1.5f, 2.0f);
    outputBuffer[0u] = t_6.p;
    outputBuffer[1u] = t_6.d;
    outputBuffer[2u] = 2.25f;
    outputBuffer[3u] = 1.5f;
    outputBuffer[4u] = 9.0f;
    outputBuffer[5u] = 2.6327477f;
    outputBuffer[6u] = 5.2654953f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
