static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    uint old;
    InterlockedAdd(outputBuffer[0u], 1u, old);
    uint t_2 = old;
    uint old_1;
    InterlockedAdd(outputBuffer[1u], t_1, old_1);
    uint t_3 = old_1;
    uint old_2;
    InterlockedMin(outputBuffer[2u], t_1 * 7u + 3u, old_2);
    uint t_4 = old_2;
    uint old_3;
    InterlockedAnd(outputBuffer[3u], ~(1u << (t_1 & 31u)), old_3);
    uint t_5 = old_3;
    uint old_4;
    InterlockedMax(outputBuffer[4u], t_1 * 3u, old_4);
    uint t_6 = old_4;
    uint old_5;
    InterlockedOr(outputBuffer[5u], 1u << (t_1 * 2u & 31u), old_5);
    uint t_7 = old_5;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
