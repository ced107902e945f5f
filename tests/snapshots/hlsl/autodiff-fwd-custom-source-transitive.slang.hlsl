struct outer_fwd_Result
{
    float p;
    float d;
};
[[vk::binding(0, 0)]] StructuredBuffer<float> buf : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
outer_fwd_Result outer_fwd(float p, float p_1);
void computeMain_1();
outer_fwd_Result outer_fwd(float p, float p_1) {
    float t = buf[1u];
    float t_1 = t * 2.0f;
    float t_2 = buf[0u];
    outer_fwd_Result t_3 = {t_1 * p + t_2 * 2.0f, p * 22.0f + t_1 * p_1 + 20.0f};
    return t_3;
}
void computeMain_1() {
    outer_fwd_Result t_4 = outer_fwd(3.0f, 0.0f);
    outputBuffer[0u] = t_4.d;
    outer_fwd_Result t_5 = outer_fwd(3.0f, 1.0f);
    outputBuffer[1u] = t_5.d;
    outer_fwd_Result t_6 = outer_fwd(3.0f, 1.0f);
    outputBuffer[2u] = t_6.p;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
