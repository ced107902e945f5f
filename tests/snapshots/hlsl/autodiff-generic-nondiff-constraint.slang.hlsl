struct S_eval_fwd_Result
{
    float p;
    float d;
};
struct S
{
    float a;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
S_eval_fwd_Result S_eval_fwd(S p, S p_1, float p_2, float p_3);
void computeMain_1();
S_eval_fwd_Result S_eval_fwd(S p, S p_1, float p_2, float p_3) {
    float t = p.a;
    float t_1 = t * p_1.a;
    float t_2 = p_2 * p_2;
    float t_3 = p_2 * p_3;
    S_eval_fwd_Result t_4 = {t * t + t_2 * p_2, t_1 + t_1 + (p_2 * (t_3 + t_3) + t_2 * p_3)};
    return t_4;
}
void computeMain_1() {
    S t_5 = {2.0f};
    S t_6 = {0.0f};
    S_eval_fwd_Result t_7 = S_eval_fwd(t_5, t_6, 3.0f, 1.0f);
    outputBuffer[0u] = t_7.p;
    outputBuffer[1u] = t_7.d;
    outputBuffer[2u] = 27.0f;
    S_eval_fwd_Result t_8 = S_eval_fwd(t_5, t_6, 1.0f, 2.0f);
    outputBuffer[3u] = t_8.d;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
