static uint3 LocalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u0, space0);
groupshared uint slots[16];
groupshared uint total;
void computeMain_1();
void computeMain_1() {
    uint3 t = LocalInvocationId;
    uint t_1 = t.x;
    slots[t_1] = t_1 * 10u + 5u;
    GroupMemoryBarrierWithGroupSync();
    uint t_2 = slots[15];
    GroupMemoryBarrierWithGroupSync();
    if (t_1 == 3u) {
        total = t_2 + 1u;
    }
    GroupMemoryBarrierWithGroupSync();
    uint t_3 = total;
    GroupMemoryBarrierWithGroupSync();
    uint t_4;
    if (t_3 == 156u) {
        GroupMemoryBarrierWithGroupSync();
        t_4 = t_3 + 1u;
    } else {
        t_4 = t_3;
    }
    outputBuffer[t_1] = t_2 * 1000u + t_4;
    return;
}
[numthreads(16, 1, 1)]
void computeMain(uint3 in_LocalInvocationId : SV_GroupThreadID)
{
    LocalInvocationId = in_LocalInvocationId;
    computeMain_1();
}
