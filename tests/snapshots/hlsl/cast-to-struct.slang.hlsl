static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int t_1 = (int)t.x + 3;
    outputBuffer[0u] = 1;
    outputBuffer[1u] = 2;
    outputBuffer[2u] = 0;
    outputBuffer[3u] = 7;
    outputBuffer[4u] = t_1;
    outputBuffer[5u] = t_1;
    outputBuffer[6u] = 0;
    outputBuffer[7u] = 7;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
