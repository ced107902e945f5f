static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 5;
    outputBuffer[1u] = 4;
    outputBuffer[2u] = 21;
    outputBuffer[3u] = 9;
    outputBuffer[4u] = 20;
    outputBuffer[5u] = 8;
    outputBuffer[6u] = 8;
    outputBuffer[7u] = 44;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
