struct h_fwd_Result
{
    float p;
    float d;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
h_fwd_Result h_fwd(float p, float p_1, float p_2, float p_3);
void computeMain_1();
h_fwd_Result h_fwd(float p, float p_1, float p_2, float p_3) {
    float t = p + p_2;
    float t_1 = p_1 + p_3;
    float t_2 = p - p_2;
    float m;
    float t_3;
    if (p > 1.0f) {
        float t_4 = sin(p);
        float t_5 = t * t_4;
        float t_6 = t_4 * t_1 + t * (cos(p) * p_1);
        m = t_5;
        t_3 = t_6;
    } else {
        float t_7 = t;
        float t_8 = t_1;
        m = t_7;
        t_3 = t_8;
    }
    float t_9 = 2.0f * p;
    h_fwd_Result t_10 = {m * t_2 + t_9 * p_2, t_2 * t_3 + m * (p_1 + -p_3) + (p_2 * (2.0f * p_1) + t_9 * p_3)};
    return t_10;
}
void computeMain_1() {
    h_fwd_Result t_11 = h_fwd(2.0f, 1.0f, 1.5f, 0.0f);
    outputBuffer[0u] = t_11.d;
    h_fwd_Result t_12 = h_fwd(2.0f, 1.0f, 1.5f, 1.0f);
    outputBuffer[1u] = t_12.d;
    outputBuffer[2u] = 5.908932f;
    outputBuffer[3u] = 1.2721078f;
    h_fwd_Result t_13 = h_fwd(2.0f, 1.0f, 1.5f, 0.0f);
    outputBuffer[4u] = t_13.p;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
