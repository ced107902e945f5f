struct Table
{
    int data[4];
};
struct Scaled_3_
{
    int base;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> output : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    Table t = (Table)0;
    t.data[0] = 10;
    t.data[1] = 12;
    t.data[2] = 14;
    Table t_1 = t;
    Table this_1 = (Table)0;
    this_1 = t_1;
    int t_2 = this_1.data[0];
    Table t_3 = t;
    Table this_2 = (Table)0;
    this_2 = t_3;
    int t_4 = this_2.data[1];
    t.data[3] = (t_2 + t_4) * 2;
    Table t_5 = t;
    Table this_3 = (Table)0;
    this_3 = t_5;
    int t_6 = this_3.data[0];
    output[0u] = t_6;
    Table t_7 = t;
    Table this_4 = (Table)0;
    this_4 = t_7;
    int t_8 = this_4.data[1];
    output[1u] = t_8;
    Table t_9 = t;
    Table this_5 = (Table)0;
    this_5 = t_9;
    int t_10 = this_5.data[2];
    output[2u] = t_10;
    Table t_11 = t;
    Table this_6 = (Table)0;
    this_6 = t_11;
    int t_12 = this_6.data[3];
    output[3u] = t_12;
    Scaled_3_ s = (Scaled_3_)0;
    s.base = 100;
    Scaled_3_ t_13 = s;
    Scaled_3_ this_7 = (Scaled_3_)0;
    this_7 = t_13;
    int t_14 = this_7.base;
    output[4u] = t_14 + 6;
    Scaled_3_ t_15 = s;
    Scaled_3_ this_8 = (Scaled_3_)0;
    this_8 = t_15;
    int t_16 = this_8.base;
    Scaled_3_ t_17 = s;
    Scaled_3_ this_9 = (Scaled_3_)0;
    this_9 = t_17;
    int t_18 = this_9.base;
    output[5u] = t_16 + -12 + (t_18 + 15);
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
