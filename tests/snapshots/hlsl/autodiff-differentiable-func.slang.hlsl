struct viaGeneric_fwd_Result
{
    float p;
    float d;
};
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
viaGeneric_fwd_Result viaGeneric_fwd(float p, float p_1, float p_2, float p_3);
void computeMain_1() {
    outputBuffer[0u] = 8.0f;
    outputBuffer[1u] = 6.0f;
    outputBuffer[2u] = 54.0f;
    outputBuffer[3u] = 5.0f;
    outputBuffer[4u] = 3.0f;
    viaGeneric_fwd_Result t = viaGeneric_fwd(2.0f, 1.0f, 5.0f, 1.0f);
    outputBuffer[5u] = t.d;
    return;
}
viaGeneric_fwd_Result viaGeneric_fwd(float p, float p_1, float p_2, float p_3) {
    viaGeneric_fwd_Result t_1 = {p * p_2 + p_2, p_2 * p_1 + p * p_3 + p_3};
    return t_1;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
