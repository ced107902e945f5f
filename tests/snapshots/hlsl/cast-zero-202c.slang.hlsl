static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    outputBuffer[0u] = 0;
    outputBuffer[1u] = 5;
    outputBuffer[2u] = 0;
    outputBuffer[3u] = (int)t.x + 3;
    outputBuffer[4u] = 5;
    outputBuffer[5u] = 0;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
