static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 805;
    outputBuffer[1u] = 17;
    outputBuffer[2u] = 14;
    outputBuffer[3u] = 70;
    outputBuffer[4u] = 4002;
    outputBuffer[5u] = 21;
    outputBuffer[6u] = 3;
    outputBuffer[7u] = 40;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
