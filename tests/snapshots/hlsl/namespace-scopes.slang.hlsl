static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 5;
    outputBuffer[1u] = 400;
    outputBuffer[2u] = 20;
    outputBuffer[3u] = 10;
    outputBuffer[4u] = 205;
    outputBuffer[5u] = 35;
    outputBuffer[6u] = 40;
    outputBuffer[7u] = 20;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
