static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 2.0f;
    outputBuffer[1u] = 5.0f;
    float t = outputBuffer[0u];
    float t_1 = outputBuffer[1u];
    float t_2 = outputBuffer[3u];
    outputBuffer[3u] = t_2 + 9.0f;
    float t_3 = t * 3.0f;
    float t_4 = outputBuffer[2u];
    outputBuffer[2u] = t_4 + (t_3 + t_3);
    outputBuffer[4u] = (t * t + 3.0f * t_1) * 2.0f;
    float t_5 = outputBuffer[0u];
    float t_6 = outputBuffer[1u];
    outputBuffer[5u] = 1.5f * (t_5 * t_5 + 3.0f * t_6) * 2.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
