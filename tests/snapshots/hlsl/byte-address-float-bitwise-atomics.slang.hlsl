static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> fBuf : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint old;
    InterlockedExchange(fBuf[0u], 1075838976u, old);
    uint t = old;
    uint old_1;
    InterlockedCompareExchange(fBuf[1u], 1073741824u, 1088421888u, old_1);
    uint t_1 = old_1;
    uint old_2;
    InterlockedCompareExchange(fBuf[2u], 0u, 1091567616u, old_2);
    uint t_2 = old_2;
    uint old_3;
    InterlockedCompareExchange(fBuf[3u], 1077936128u, 1082130432u, old_3);
    uint t_3 = old_3;
    uint old_4;
    InterlockedCompareExchange(fBuf[3u], 1077936128u, 1084227584u, old_4);
    uint t_4 = old_4;
    outputBuffer[0u] = (uint)(asfloat(t) * 100.0f);
    outputBuffer[1u] = (uint)(asfloat(t_1) * 100.0f);
    outputBuffer[2u] = t_2;
    uint t_5 = fBuf[0u];
    outputBuffer[3u] = (uint)(asfloat(t_5) * 100.0f);
    uint t_6 = fBuf[1u];
    outputBuffer[4u] = (uint)(asfloat(t_6) * 100.0f);
    uint t_7 = fBuf[2u];
    outputBuffer[5u] = t_7;
    uint t_8 = fBuf[3u];
    outputBuffer[6u] = (uint)(asfloat(t_8) * 100.0f);
    outputBuffer[7u] = 1u;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
