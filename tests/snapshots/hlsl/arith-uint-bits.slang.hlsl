static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 2u;
    outputBuffer[1u] = 4294967294u;
    outputBuffer[2u] = 0u;
    outputBuffer[3u] = 15728880u;
    outputBuffer[4u] = 4042322175u;
    outputBuffer[5u] = 252645135u;
    outputBuffer[6u] = 2147483648u;
    outputBuffer[7u] = 1u;
    outputBuffer[8u] = 3989547399u;
    outputBuffer[9u] = 4294967292u;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
