struct Pair
{
    int first;
    float second;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
static Pair pair = (Pair)0;
static Pair fixedPair = (Pair)0;
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    Pair t_1 = {5, 2.5f};
    pair = t_1;
    Pair t_2 = {2, 1.0f};
    fixedPair = t_2;
    uint t_3 = t.x;
    int t_4 = pair.first;
    pair.first = t_4 * 10;
    int t_5 = pair.first;
    float t_6 = pair.second;
    int t_7 = fixedPair.first;
    float t_8 = fixedPair.second;
    outputBuffer[t_3] = 22 + (int)t_3 + 16 + t_5 + (int)(t_6 * 2.0f) + t_7 + (int)(t_8 * 3.0f);
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
