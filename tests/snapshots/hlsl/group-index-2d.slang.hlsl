static uint LocalInvocationIndex;
static uint3 LocalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = LocalInvocationId;
    uint t_1 = LocalInvocationIndex;
    outputBuffer[t_1] = t_1 * 1000u + t.y * 10u + t.x;
    return;
}
[numthreads(4, 2, 1)]
void computeMain(uint in_LocalInvocationIndex : SV_GroupIndex, uint3 in_LocalInvocationId : SV_GroupThreadID)
{
    LocalInvocationIndex = in_LocalInvocationIndex;
    LocalInvocationId = in_LocalInvocationId;
    computeMain_1();
}
