static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 1107312640u;
    outputBuffer[1u] = 30600u;
    outputBuffer[2u] = 21862u;
    outputBuffer[3u] = 287454020u;
    outputBuffer[4u] = 1076895760u;
    outputBuffer[5u] = 52445u;
    outputBuffer[6u] = 43707u;
    outputBuffer[7u] = 1065353216u;
    outputBuffer[8u] = 2u;
    outputBuffer[9u] = 7u;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
