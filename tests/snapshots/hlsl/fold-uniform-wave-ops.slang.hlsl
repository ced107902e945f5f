static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<uint> inputBuffer : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = inputBuffer[0u];
    uint t_2 = t.x;
    uint t_3 = WaveActiveSum(1u);
    uint t_4 = WaveActiveCountBits(true);
    uint t_5 = WaveActiveMax(t_2);
    uint t_6 = t_1 + t_1 * 10u + t_1 * 100u + (uint)(t_1 > 2u ? 1000 : 0) + (uint)(t_3 == t_4 ? 10000 : 0) + 100000u;
    uint r;
    if (t_2 % 2u == 0u) {
        r = t_6 + (t_1 + 1u) * 1000000u;
    } else {
        r = t_6 + (uint)(t_1 == 6u ? 2000000 : 0);
    }
    outputBuffer[t_2] = r;
    return;
}
[numthreads(16, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
