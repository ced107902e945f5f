static uint3 LocalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> bytes : register(u1, space0);
groupshared uint counter;
groupshared uint ticket;
groupshared int lowest;
groupshared int highest;
groupshared uint flags[2];
groupshared uint winner;
groupshared uint slot;
void computeMain_1();
void computeMain_1() {
    uint3 t = LocalInvocationId;
    uint t_1 = t.x;
    bool t_2 = t_1 == 0u;
    if (t_2) {
        counter = 10u;
        ticket = 0u;
        lowest = 0;
        highest = -100;
        flags[0] = 0u;
        flags[1] = 240u;
        winner = 99u;
        slot = 7u;
    }
    GroupMemoryBarrierWithGroupSync();
    uint old;
    InterlockedAdd(counter, t_1 + 1u, old);
    uint t_3 = old;
    uint old_1;
    InterlockedAdd(ticket, 1u, old_1);
    uint t_4 = old_1;
    int old_2;
    InterlockedOr(outputBuffer[7u], 1 << ((int)t_4 & 31), old_2);
    int t_5 = old_2;
    int t_6 = (int)t_1;
    int old_3;
    InterlockedMin(lowest, t_6 - 2, old_3);
    int t_7 = old_3;
    int old_4;
    InterlockedMax(highest, -t_6 * 3, old_4);
    int t_8 = old_4;
    uint old_5;
    InterlockedOr(flags[0], 1u << (t_1 * 4u & 31u), old_5);
    uint t_9 = old_5;
    uint old_6;
    InterlockedXor(flags[1], 1u << (t_1 & 31u), old_6);
    uint t_10 = old_6;
    uint old_7;
    InterlockedCompareExchange(winner, 99u, t_1, old_7);
    uint t_11 = old_7;
    int old_8;
    InterlockedAdd(outputBuffer[6u], t_11 == 99u ? 1 : 0, old_8);
    int t_12 = old_8;
    uint old_9;
    InterlockedExchange(slot, t_1 + 100u, old_9);
    uint t_13 = old_9;
    int old_10;
    InterlockedAdd(outputBuffer[8u], t_13 == 7u ? 1 : 0, old_10);
    int t_14 = old_10;
    uint old_11;
    InterlockedAdd(bytes[1u], t_1, old_11);
    uint t_15 = old_11;
    uint old_12;
    InterlockedMax(bytes[2u], t_1 * 5u, old_12);
    uint t_16 = old_12;
    uint old_13;
    InterlockedCompareExchange(bytes[3u], 0u, 7u, old_13);
    uint t_17 = old_13;
    GroupMemoryBarrierWithGroupSync();
    if (t_2) {
        uint t_18 = counter;
        outputBuffer[0u] = (int)t_18;
        int t_19 = lowest;
        outputBuffer[1u] = t_19;
        int t_20 = highest;
        outputBuffer[2u] = t_20;
        uint t_21 = flags[0];
        outputBuffer[3u] = (int)t_21;
        uint t_22 = flags[1];
        outputBuffer[4u] = (int)t_22;
        uint t_23 = winner;
        outputBuffer[5u] = t_23 < 4u ? 1 : 0;
        uint t_24 = slot;
        bool t_25;
        if (t_24 >= 100u) {
            uint t_26 = slot;
            t_25 = t_26 <= 103u;
        } else {
            t_25 = false;
        }
        outputBuffer[9u] = t_25 ? 1 : 0;
        uint t_27 = bytes[0u];
        outputBuffer[10u] = (int)t_27;
        outputBuffer[11u] = 42;
    }
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_LocalInvocationId : SV_GroupThreadID)
{
    LocalInvocationId = in_LocalInvocationId;
    computeMain_1();
}
