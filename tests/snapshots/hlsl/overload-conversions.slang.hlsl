static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 1;
    outputBuffer[1u] = 2;
    outputBuffer[2u] = 2;
    outputBuffer[3u] = 2;
    outputBuffer[4u] = 2;
    outputBuffer[5u] = 1;
    outputBuffer[6u] = 2;
    outputBuffer[7u] = 2;
    outputBuffer[8u] = 2;
    outputBuffer[9u] = 1;
    outputBuffer[10u] = 2;
    outputBuffer[11u] = 1;
    outputBuffer[12u] = 1;
    outputBuffer[13u] = 1;
    outputBuffer[14u] = 1;
    outputBuffer[15u] = 1;
    outputBuffer[16u] = 2;
    outputBuffer[17u] = 2;
    outputBuffer[18u] = 2;
    outputBuffer[19u] = 2;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
