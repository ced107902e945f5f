static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 15;
    outputBuffer[1u] = 4;
    outputBuffer[2u] = 2104;
    outputBuffer[3u] = 9;
    outputBuffer[4u] = -1;
    outputBuffer[5u] = 11;
    outputBuffer[6u] = 84;
    outputBuffer[7u] = 2;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
