static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 5;
    outputBuffer[1u] = -1;
    outputBuffer[2u] = 4;
    outputBuffer[3u] = 2;
    outputBuffer[4u] = 9;
    outputBuffer[5u] = 1011;
    outputBuffer[6u] = 32;
    outputBuffer[7u] = 0;
    outputBuffer[8u] = 20;
    outputBuffer[9u] = -5;
    outputBuffer[10u] = 63;
    outputBuffer[11u] = 10;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
