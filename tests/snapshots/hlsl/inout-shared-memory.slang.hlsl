static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u0, space0);
groupshared uint counter;
groupshared uint pair[2];
groupshared uint slots[64];
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    bool t_2 = t_1 == 0u;
    if (t_2) {
        counter = 0u;
        pair[0] = 0u;
        pair[1] = 0u;
    }
    GroupMemoryBarrierWithGroupSync();
    uint old;
    InterlockedAdd(counter, 1u, old);
    uint t_3 = old;
    uint old_1;
    InterlockedAdd(pair[1], 1u, old_1);
    uint t_4 = old_1;
    uint old_2;
    InterlockedAdd(pair[1], 1u, old_2);
    uint t_5 = old_2;
    slots[t_1] = t_1 * 3u;
    uint old_3;
    InterlockedAdd(outputBuffer[2u], 1u, old_3);
    uint t_6 = old_3;
    GroupMemoryBarrierWithGroupSync();
    if (t_2) {
        uint t_7 = counter;
        outputBuffer[0u] = t_7;
        uint t_8 = pair[1];
        outputBuffer[1u] = t_8;
        pair[0] = 9u;
        uint t_9 = pair[0];
        pair[0] = 0u;
        outputBuffer[3u] = t_9;
        uint sum;
        uint k;
        uint sum_1 = 0u;
        uint k_1 = 0u;
        for (;;) {
            if (k_1 < 64u) {
            } else {
                uint t_10 = sum_1;
                uint t_11 = k_1;
                sum = t_10;
                k = t_11;
                break;
            }
            uint t_12 = slots[k_1];
            uint t_13 = sum_1 + t_12;
            uint t_14 = k_1 + 1u;
            sum_1 = t_13;
            k_1 = t_14;
            continue;
        }
        outputBuffer[4u] = sum;
    }
    if (t_1 == 7u) {
        outputBuffer[6u] = 11u;
    }
    return;
}
[numthreads(64, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
