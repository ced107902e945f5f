struct viaTimes_fwd_Result
{
    float p;
    float d;
};
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
viaTimes_fwd_Result viaTimes_fwd(float p, float p_1, float p_2, float p_3);
void computeMain_1() {
    outputBuffer[0u] = 0.0f;
    outputBuffer[1u] = 0.0f;
    outputBuffer[2u] = 0.0f;
    outputBuffer[3u] = 4.0f;
    outputBuffer[4u] = 0.0f;
    outputBuffer[5u] = 4.0f;
    outputBuffer[6u] = 0.0f;
    viaTimes_fwd_Result t = viaTimes_fwd(2.0f, 1.0f, 3.0f, 0.0f);
    outputBuffer[7u] = t.d;
    viaTimes_fwd_Result t_1 = viaTimes_fwd(2.0f, 0.0f, 3.0f, 1.0f);
    outputBuffer[8u] = t_1.d;
    outputBuffer[9u] = 20.0f;
    return;
}
viaTimes_fwd_Result viaTimes_fwd(float p, float p_1, float p_2, float p_3) {
    viaTimes_fwd_Result t_2 = {p * p_2, p_2 * 0.0f + p * p_3};
    return t_2;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
