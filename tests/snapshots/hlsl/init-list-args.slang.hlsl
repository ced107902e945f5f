static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 21.0f;
    outputBuffer[1u] = 7654.0f;
    outputBuffer[2u] = 453.0f;
    outputBuffer[3u] = 46.0f;
    outputBuffer[4u] = 5.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
