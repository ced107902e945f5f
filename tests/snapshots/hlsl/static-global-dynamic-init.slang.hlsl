struct Pair
{
    int lo;
    int hi;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
static Pair p = (Pair)0;
void computeMain_1();
void computeMain_1() {
    Pair t = {11, 110};
    p = t;
    outputBuffer[0u] = 8;
    outputBuffer[1u] = 11;
    outputBuffer[2u] = 22;
    int t_1 = p.hi;
    int t_2 = p.lo;
    outputBuffer[3u] = t_1 + t_2;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
