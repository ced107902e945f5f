static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<int> source : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<int> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    int t = source[3u];
    outputBuffer[0u] = t;
    int t_1 = source[0u];
    outputBuffer[1u] = t_1;
    outputBuffer[2u] = 3;
    int t_2 = source[2u];
    outputBuffer[3u] = t_2;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
