struct Scored
{
    int s;
};
struct Slot_Scored_
{
    Scored item;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    Scored t = {4};
    Scored this_1 = (Scored)0;
    this_1 = t;
    int t_1 = this_1.s;
    outputBuffer[0u] = t_1 * 2 + 1;
    outputBuffer[1u] = 50;
    outputBuffer[2u] = 60;
    Slot_Scored_ t_2 = {{4}};
    Slot_Scored_ this_2 = (Slot_Scored_)0;
    this_2 = t_2;
    Scored t_3 = this_2.item;
    Scored this_3 = (Scored)0;
    this_3 = t_3;
    int t_4 = this_3.s;
    outputBuffer[3u] = 100 + t_4 * 2;
    outputBuffer[4u] = 100;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
