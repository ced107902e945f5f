static uint LocalInvocationIndex;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> source : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<int> source_counter : register(u1, space0);
[[vk::binding(2, 0)]] RWStructuredBuffer<int> sink : register(u2, space0);
[[vk::binding(3, 0)]] RWStructuredBuffer<int> sink_counter : register(u3, space0);
[[vk::binding(4, 0)]] RWStructuredBuffer<int> outputBuffer : register(u4, space0);
void computeMain_1();
void computeMain_1() {
    uint t = LocalInvocationIndex;
    int old;
    InterlockedAdd(source_counter[0u], -1, old);
    int t_1 = old;
    int t_2 = source[(uint)(t_1 + -1)];
    int old_1;
    InterlockedAdd(sink_counter[0u], 1, old_1);
    int t_3 = old_1;
    sink[(uint)t_3] = 10;
    int old_2;
    InterlockedAdd(outputBuffer[2u], t_2, old_2);
    int t_4 = old_2;
    int old_3;
    InterlockedAdd(outputBuffer[3u], t_2 * t_2, old_3);
    int t_5 = old_3;
    int old_4;
    InterlockedMax(outputBuffer[4u], t_2, old_4);
    int t_6 = old_4;
    uint count, stride;
    sink.GetDimensions(count, stride);
    uint t_7 = (uint)count;
    if (t == 0u) {
        outputBuffer[0u] = (int)t_7;
        outputBuffer[1u] = 4;
    }
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint in_LocalInvocationIndex : SV_GroupIndex)
{
    LocalInvocationIndex = in_LocalInvocationIndex;
    computeMain_1();
}
