static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 65u;
    outputBuffer[1u] = 233u;
    outputBuffer[2u] = 10u;
    outputBuffer[3u] = 65u;
    outputBuffer[4u] = 127u;
    outputBuffer[5u] = 234u;
    outputBuffer[6u] = 2309737967u;
    outputBuffer[7u] = 2u;
    outputBuffer[8u] = 7u;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
