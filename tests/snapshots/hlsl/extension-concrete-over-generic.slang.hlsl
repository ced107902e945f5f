static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 2.0f;
    outputBuffer[1u] = 30.0f;
    outputBuffer[2u] = 1.0f;
    outputBuffer[3u] = 40.0f;
    outputBuffer[4u] = 105.0f;
    outputBuffer[5u] = 3.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
