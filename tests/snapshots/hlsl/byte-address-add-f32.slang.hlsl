static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> buffer_1 : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    uint t_2;
    uint t_3 = 0u;
    for (;;) {
        uint t_4 = buffer_1[1u];
        uint old;
        InterlockedCompareExchange(buffer_1[1u], t_4, asuint(asfloat(t_4) + 0.25f), old);
        uint t_5 = old;
        if (t_5 == t_4) {
            t_2 = t_5;
            break;
        }
        t_3 = t_5;
        continue;
    }
    uint t_6;
    uint t_7 = 0u;
    for (;;) {
        uint t_8 = buffer_1[16u + 4u * t_1 >> (2u & 31u)];
        uint old_1;
        InterlockedCompareExchange(buffer_1[16u + 4u * t_1 >> (2u & 31u)], t_8, asuint(asfloat(t_8) + (0.5f + (float)t_1)), old_1);
        uint t_9 = old_1;
        if (t_9 == t_8) {
            t_6 = t_9;
            break;
        }
        t_7 = t_9;
        continue;
    }
    outputBuffer[8u + t_1] = asfloat(t_6);
    AllMemoryBarrierWithGroupSync();
    uint t_10 = buffer_1[16u + 4u * t_1 >> (2u & 31u)];
    outputBuffer[t_1] = asfloat(t_10);
    if (t_1 == 0u) {
        uint t_11 = buffer_1[1u];
        outputBuffer[16u] = asfloat(t_11);
        uint t_12 = buffer_1[0u];
        outputBuffer[17u] = asfloat(t_12);
    }
    return;
}
[numthreads(8, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
