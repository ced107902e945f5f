static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = -125;
    outputBuffer[1u] = 40;
    outputBuffer[2u] = 215;
    outputBuffer[3u] = 10;
    outputBuffer[4u] = 45;
    outputBuffer[5u] = -205;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
