struct twice_bwd_Grads
{
    float f0;
};
struct twice_fwd_Result
{
    float p;
    float d;
};
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
twice_bwd_Grads twice_bwd(float p, float p_1);
twice_fwd_Result twice_fwd(float p_2, float p_3);
void computeMain_1();
twice_bwd_Grads twice_bwd(float p, float p_1) {
    twice_bwd_Grads t = {p * 2.0f * p_1 + p * p_1 * 5.0f};
    return t;
}
twice_fwd_Result twice_fwd(float p_2, float p_3) {
    float t_1 = p_2 * 2.0f;
    twice_fwd_Result t_2 = {t_1 * p_2, p_2 * (p_3 * 5.0f) + t_1 * p_3};
    return t_2;
}
void computeMain_1() {
    outputBuffer[0u] = 10.0f;
    twice_bwd_Grads t_3 = twice_bwd(3.0f, 1.0f);
    outputBuffer[1u] = t_3.f0;
    twice_fwd_Result t_4 = twice_fwd(3.0f, 1.0f);
    outputBuffer[2u] = t_4.d;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
