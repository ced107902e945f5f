static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u0, space0);
groupshared uint counter;
groupshared uint total;
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    bool t_1 = t.x == 0u;
    if (t_1) {
        counter = 0u;
        total = 0u;
    }
    GroupMemoryBarrierWithGroupSync();
    uint old;
    InterlockedAdd(counter, 1u, old);
    uint t_2 = old;
    uint old_1;
    InterlockedAdd(counter, 1u, old_1);
    uint t_3 = old_1;
    uint old_2;
    InterlockedAdd(total, 5u, old_2);
    uint t_4 = old_2;
    uint old_3;
    InterlockedAdd(outputBuffer[2u], 1u, old_3);
    uint t_5 = old_3;
    uint old_4;
    InterlockedAdd(outputBuffer[2u], 1u, old_4);
    uint t_6 = old_4;
    GroupMemoryBarrierWithGroupSync();
    if (t_1) {
        uint t_7 = counter;
        outputBuffer[0u] = t_7;
        uint t_8 = total;
        outputBuffer[1u] = t_8;
    }
    uint old_5;
    InterlockedAdd(outputBuffer[3u], t_4 / 5u, old_5);
    uint t_9 = old_5;
    return;
}
[numthreads(64, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
