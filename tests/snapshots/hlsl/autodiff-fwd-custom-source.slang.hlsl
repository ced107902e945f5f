struct once_fwd_Result
{
    float p;
    float d;
};
struct twice_fwd_Result
{
    float p;
    float d;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
once_fwd_Result once_fwd();
twice_fwd_Result twice_fwd();
void computeMain_1();
once_fwd_Result once_fwd() {
    once_fwd_Result t = {0.9f, 1.0f};
    return t;
}
twice_fwd_Result twice_fwd() {
    float t_1;
    float t_2;
    uint i;
    float t_3 = 1.0f;
    float t_4 = 0.0f;
    uint i_1 = 0u;
    for (;;) {
        if (i_1 < 2u) {
        } else {
            float t_5 = t_3;
            float t_6 = t_4;
            uint t_7 = i_1;
            t_1 = t_5;
            t_2 = t_6;
            i = t_7;
            break;
        }
        float t_8 = t_3 * 0.9f;
        float t_9 = 0.9f * t_4 + t_3 * (1.0f + (float)i_1);
        uint t_10 = i_1 + 1u;
        t_3 = t_8;
        t_4 = t_9;
        i_1 = t_10;
        continue;
    }
    twice_fwd_Result t_11 = {t_1, t_2};
    return t_11;
}
void computeMain_1() {
    once_fwd_Result t_12 = once_fwd();
    outputBuffer[0u] = t_12.p;
    outputBuffer[1u] = t_12.d;
    twice_fwd_Result t_13 = twice_fwd();
    outputBuffer[2u] = t_13.p;
    outputBuffer[3u] = t_13.d;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
