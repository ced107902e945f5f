static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWTexture1D<uint> texture1D : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    int t_2 = (int)t_1;
    texture1D[t_2] = t_1 * 10u + 2u + 100u;
    AllMemoryBarrier();
    uint t_3 = texture1D[t_2];
    outputBuffer[t_1] = t_3 + t_1;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
