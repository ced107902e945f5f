struct Stack4
{
    int t;
};
struct Holder
{
    int v;
};
struct Table_Seven_
{
    int bias;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 15.0f;
    outputBuffer[1u] = 2.5f;
    Stack4 t = {9};
    Stack4 this_1 = (Stack4)0;
    this_1 = t;
    int t_1 = this_1.t;
    outputBuffer[2u] = (float)(4 + (400 + t_1));
    Stack4 this_2 = (Stack4)0;
    this_2 = t;
    int t_2 = this_2.t;
    outputBuffer[3u] = (float)(400 + t_2);
    Holder t_3 = {21};
    Holder this_3 = (Holder)0;
    this_3 = t_3;
    int t_4 = this_3.v;
    outputBuffer[4u] = (float)(t_4 - 1);
    Holder this_4 = (Holder)0;
    this_4 = t_3;
    int t_5 = this_4.v;
    int t_6 = this_4.v;
    outputBuffer[5u] = (float)(t_5 + t_6);
    Table_Seven_ t_7 = {30};
    Table_Seven_ this_5 = (Table_Seven_)0;
    this_5 = t_7;
    int t_8 = this_5.bias;
    outputBuffer[6u] = (float)(7 + t_8);
    Table_Seven_ this_6 = (Table_Seven_)0;
    this_6 = t_7;
    int t_9 = this_6.bias;
    outputBuffer[7u] = (float)((7 + t_9) * 2);
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
