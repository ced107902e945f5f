static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 29.0f;
    outputBuffer[1u] = 15.0f;
    outputBuffer[2u] = 24.0f;
    outputBuffer[3u] = 0.0f;
    outputBuffer[4u] = 12.0f;
    outputBuffer[5u] = 0.0f;
    outputBuffer[6u] = 25.0f;
    outputBuffer[7u] = 12.5f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
