struct Acc
{
    int base;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
int Acc_twice(Acc p, int p_1);
void computeMain_1();
int Acc_twice(Acc p, int p_1) {
    Acc this_1 = (Acc)0;
    this_1 = p;
    int t = this_1.base;
    Acc this_2 = (Acc)0;
    this_2 = p;
    int t_1 = this_2.base;
    return (t + p_1 * 2) * 2 + (t_1 + 3);
}
void computeMain_1() {
    Acc t_2 = {100};
    int t_3 = Acc_twice(t_2, 2);
    outputBuffer[0u] = t_3;
    Acc this_3 = (Acc)0;
    this_3 = t_2;
    int t_4 = this_3.base;
    outputBuffer[1u] = (t_4 + 7) * 3;
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
