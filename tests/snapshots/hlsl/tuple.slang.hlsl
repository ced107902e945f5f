static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 149;
    outputBuffer[1u] = 919;
    outputBuffer[2u] = 92;
    outputBuffer[3u] = 4023;
    outputBuffer[4u] = 4456;
    outputBuffer[5u] = 321;
    outputBuffer[6u] = 99;
    outputBuffer[7u] = 111;
    outputBuffer[8u] = 87;
    outputBuffer[9u] = 5;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
