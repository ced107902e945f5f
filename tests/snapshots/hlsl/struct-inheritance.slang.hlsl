static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 57;
    outputBuffer[1u] = 14;
    outputBuffer[2u] = 11;
    outputBuffer[3u] = 10014;
    outputBuffer[4u] = 523;
    outputBuffer[5u] = 23;
    outputBuffer[6u] = 64;
    outputBuffer[7u] = 6;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
