struct Acc
{
    int base;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
int Acc_twice(Acc p, int x);
void computeMain_1();
int Acc_twice(Acc p, int x) {
    int t = p.base;
    return (t + x * 2) * 2 + (t + 3);
}
void computeMain_1() {
    Acc t_1 = {100};
    int t_2 = Acc_twice(t_1, 2);
    outputBuffer[0u] = t_2;
    outputBuffer[1u] = 321;
    outputBuffer[2u] = 410;
    outputBuffer[3u] = 6;
    outputBuffer[4u] = 35;
    outputBuffer[5u] = 306;
    outputBuffer[6u] = 51;
    outputBuffer[7u] = 700;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
