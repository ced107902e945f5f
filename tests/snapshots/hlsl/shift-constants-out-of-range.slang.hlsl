static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 0;
    outputBuffer[1u] = 0;
    outputBuffer[2u] = 0;
    outputBuffer[3u] = -1;
    outputBuffer[4u] = 0;
    outputBuffer[5u] = 0;
    outputBuffer[6u] = 0;
    outputBuffer[7u] = 0;
    outputBuffer[8u] = 0;
    outputBuffer[9u] = 0;
    outputBuffer[10u] = 6;
    outputBuffer[11u] = 2;
    outputBuffer[12u] = -4;
    outputBuffer[13u] = 8;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
