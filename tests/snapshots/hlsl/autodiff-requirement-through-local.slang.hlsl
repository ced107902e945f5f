struct viaLocalDot_fwd_Result
{
    float p;
    float d;
};
struct viaDiff_fwd_Result
{
    float p;
    float d;
};
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
viaLocalDot_fwd_Result viaLocalDot_fwd(float p, float p_1, float p_2, float p_3);
viaDiff_fwd_Result viaDiff_fwd(float p_4, float p_5, float p_6, float p_7);
void computeMain_1() {
    outputBuffer[0u] = 0.0f;
    viaLocalDot_fwd_Result t = viaLocalDot_fwd(2.0f, 0.0f, 3.0f, 1.0f);
    outputBuffer[1u] = t.d;
    viaLocalDot_fwd_Result t_1 = viaLocalDot_fwd(2.0f, 1.0f, 3.0f, 0.0f);
    outputBuffer[2u] = t_1.d;
    outputBuffer[3u] = 0.0f;
    viaDiff_fwd_Result t_2 = viaDiff_fwd(2.0f, 0.0f, 3.0f, 1.0f);
    outputBuffer[4u] = t_2.d;
    viaDiff_fwd_Result t_3 = viaDiff_fwd(2.0f, 1.0f, 3.0f, 0.0f);
    outputBuffer[5u] = t_3.d;
    outputBuffer[6u] = 20.0f;
    outputBuffer[7u] = 6.0f;
    return;
}
viaLocalDot_fwd_Result viaLocalDot_fwd(float p, float p_1, float p_2, float p_3) {
    viaLocalDot_fwd_Result t_4 = {p * p_2, p_2 * 0.0f + p * p_3};
    return t_4;
}
viaDiff_fwd_Result viaDiff_fwd(float p_4, float p_5, float p_6, float p_7) {
    viaDiff_fwd_Result t_5 = {p_4 * p_6, p_6 * p_5 + p_4 * p_7};
    return t_5;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
