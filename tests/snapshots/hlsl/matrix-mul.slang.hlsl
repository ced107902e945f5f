static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 17.0f;
    outputBuffer[1u] = 39.0f;
    outputBuffer[2u] = 23.0f;
    outputBuffer[3u] = 34.0f;
    outputBuffer[4u] = 2.0f;
    outputBuffer[5u] = 1.0f;
    outputBuffer[6u] = 4.0f;
    outputBuffer[7u] = 3.0f;
    outputBuffer[8u] = 1.0f;
    outputBuffer[9u] = 3.0f;
    outputBuffer[10u] = 2.0f;
    outputBuffer[11u] = 4.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
