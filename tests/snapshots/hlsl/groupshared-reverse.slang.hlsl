static uint3 LocalInvocationId;
groupshared uint shared_1[8];
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = LocalInvocationId;
    uint t_1 = t.x;
    shared_1[t_1] = t_1 * t_1;
    GroupMemoryBarrierWithGroupSync();
    uint t_2 = shared_1[7u - t_1];
    outputBuffer[t_1] = t_2;
    return;
}
[numthreads(8, 1, 1)]
void computeMain(uint3 in_LocalInvocationId : SV_GroupThreadID)
{
    LocalInvocationId = in_LocalInvocationId;
    computeMain_1();
}
