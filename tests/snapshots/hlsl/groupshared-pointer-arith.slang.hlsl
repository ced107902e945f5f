struct Pair
{
    int a;
    int b;
};
static uint3 LocalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
groupshared int slots[8];
groupshared Pair pairs[4];
void computeMain_1();
void computeMain_1() {
    uint3 t = LocalInvocationId;
    uint t_1 = t.x;
    int64_t t_2 = (int64_t)t_1;
    (&slots[0])[t_2] = (int)(10u * t_1 + 1u);
    uint t_3 = t_1 + 4u;
    (&slots[0])[t_3] = (int)(10u * t_3 + 1u);
    int t_4 = (int)t_1;
    (&pairs[0])[(int64_t)(uint64_t)t_1].a = t_4;
    (&pairs[0])[(int64_t)(uint64_t)t_1].b = t_4 * 100;
    GroupMemoryBarrierWithGroupSync();
    int t_5 = (&(&slots[0])[7ll])[-((int64_t)t_4)];
    outputBuffer[t_1] = t_5;
    int t_6 = (&(&slots[0])[t_2])[4ll];
    outputBuffer[t_3] = t_6;
    int t_7 = (&pairs[0])[(int64_t)(3u - t_1)].b;
    int t_8 = (&pairs[0])[t_2].a;
    outputBuffer[8u + t_1] = t_7 + t_8;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_LocalInvocationId : SV_GroupThreadID)
{
    LocalInvocationId = in_LocalInvocationId;
    computeMain_1();
}
