static uint LocalInvocationIndex;
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u0, space0);
groupshared uint counters[4];
void computeMain_1();
void computeMain_1() {
    uint t = LocalInvocationIndex;
    if (t == 0u) {
        uint t_1[4] = {10u, 20u, 30u, 40u};
        counters = t_1;
    }
    GroupMemoryBarrierWithGroupSync();
    uint t_2 = t + 1u;
    uint old;
    InterlockedAdd(counters[t_2 % 4u], t_2, old);
    uint t_3 = old;
    GroupMemoryBarrierWithGroupSync();
    uint t_4[4] = counters;
    uint snapshot[4] = {0u, 0u, 0u, 0u};
    snapshot = t_4;
    uint t_5 = snapshot[t];
    outputBuffer[t] = t_5;
    outputBuffer[4u + t] = t_3;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint in_LocalInvocationIndex : SV_GroupIndex)
{
    LocalInvocationIndex = in_LocalInvocationIndex;
    computeMain_1();
}
