struct Scale
{
    float factor;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    float t_2 = (float)t_1 + 2.0f;
    float t_3 = max(t_2, 1.5f);
    outputBuffer[0u] = t_3;
    float t_4 = float(t_2 * 3.0f + 1.0);
    outputBuffer[1u] = t_4;
    float t_5 = (float(3) + float2(1.0f, t_2).y);
    outputBuffer[2u] = t_5;
    float t_6 = min(t_2 + 4.0f, t_2);
    outputBuffer[3u] = t_6;
    float t_7 = 0.0f;
    t_7 = 10.0f;
    t_7 += t_2;
    float t_8 = t_7;
    outputBuffer[4u] = t_8;
    float t_9 = float(t_2 + t_2);
    outputBuffer[5u] = t_9;
    int t_10 = (int)t_2 + 1;
    int t_11 = int(t_10 + t_10);
    outputBuffer[6u] = (float)t_11;
    uint t_12 = asuint(t_1 + 9u);
    outputBuffer[7u] = (float)t_12;
    Scale t_13 = {2.5f};
    float t_14 = ((t_13.factor * t_2));
    outputBuffer[8u] = t_14;
    float t_15 = max(-t_2, -3.0f);
    outputBuffer[9u] = t_15;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
