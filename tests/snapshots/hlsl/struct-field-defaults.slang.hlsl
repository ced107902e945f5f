static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    outputBuffer[0u] = 5;
    outputBuffer[1u] = 0;
    outputBuffer[2u] = 7;
    outputBuffer[3u] = 8;
    outputBuffer[4u] = 42;
    outputBuffer[5u] = ((int)t.x + 2) * 42;
    outputBuffer[6u] = 12;
    outputBuffer[7u] = 12;
    outputBuffer[8u] = 8;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
