static uint3 LocalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = LocalInvocationId;
    int t_1 = (int)t.x + (int)t.y * 3;
    outputBuffer[(uint)t_1] = 321 + t_1 * 1000;
    return;
}
[numthreads(3, 2, 1)]
void computeMain(uint3 in_LocalInvocationId : SV_GroupThreadID)
{
    LocalInvocationId = in_LocalInvocationId;
    computeMain_1();
}
