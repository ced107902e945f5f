struct Pair
{
    int a;
    int b;
};
static uint3 LocalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
groupshared int slots[4];
groupshared Pair pair;
void computeMain_1();
void computeMain_1() {
    uint3 t = LocalInvocationId;
    int t_1 = (int)t.x;
    slots[t_1] = (t_1 + 1) * 3;
    if (t_1 == 0) {
        pair.a = 4;
        pair.b = 7;
    }
    GroupMemoryBarrierWithGroupSync();
    int t_2 = slots[3 - t_1];
    int t_3 = slots[t_1];
    outputBuffer[(uint)t_1] = t_2 + t_3;
    int t_4 = pair.a;
    int t_5 = pair.b;
    outputBuffer[(uint)(4 + t_1)] = t_4 * 10 + t_5 + t_1;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_LocalInvocationId : SV_GroupThreadID)
{
    LocalInvocationId = in_LocalInvocationId;
    computeMain_1();
}
