static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<float> inputBuffer : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    float t = inputBuffer[0u];
    float t_1 = inputBuffer[1u];
    outputBuffer[0u] = t + t_1;
    outputBuffer[1u] = t - t_1;
    outputBuffer[2u] = t * t_1;
    outputBuffer[3u] = t / t_1;
    outputBuffer[4u] = -t;
    outputBuffer[5u] = t_1 * t_1 - t;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
