struct Derived
{
    int a;
    int b;
};
struct Base
{
    int a;
};
struct Leaf
{
    int a;
    int b;
    int c;
};
struct Tally_3_
{
    int scale;
    int extra;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    Derived t = {5, 7};
    Derived d = (Derived)0;
    d = t;
    int t_1 = d.a;
    int t_2 = d.b;
    outputBuffer[0u] = t_1 * 10 + t_2;
    Derived t_3 = {3, 4};
    Derived e = (Derived)0;
    e = t_3;
    int t_4 = e.a;
    e.a = t_4 + 2;
    Derived t_5 = e;
    Derived this_1 = (Derived)0;
    this_1 = t_5;
    Derived t_6 = this_1;
    Derived this_2 = (Derived)0;
    this_2 = t_6;
    int t_7 = this_2.a;
    int t_8 = this_1.b;
    outputBuffer[1u] = t_7 * 2 + t_8;
    Derived t_9 = e;
    Base t_10 = {t_9.a};
    Base this_3 = (Base)0;
    this_3 = t_10;
    int t_11 = this_3.a;
    outputBuffer[2u] = t_11 * 2 + 1;
    Derived t_12 = e;
    Derived this_4 = (Derived)0;
    this_4 = t_12;
    int t_13 = this_4.a;
    Derived this_5 = (Derived)0;
    this_5 = t_12;
    Derived t_14 = this_5;
    Derived this_6 = (Derived)0;
    this_6 = t_14;
    int t_15 = this_6.a;
    int t_16 = this_5.b;
    outputBuffer[3u] = t_13 * 2 * 1000 + (t_15 * 2 + t_16);
    Leaf t_17 = {1, 2, 3};
    Leaf l = (Leaf)0;
    l = t_17;
    int t_18 = l.a;
    l.a = t_18 + 4;
    Leaf t_19 = l;
    Leaf this_7 = (Leaf)0;
    this_7 = t_19;
    int t_20 = this_7.a;
    int t_21 = this_7.b;
    int t_22 = this_7.c;
    outputBuffer[4u] = t_20 * 100 + t_21 * 10 + t_22;
    Leaf t_23 = l;
    Base t_24 = {t_23.a};
    Base this_8 = (Base)0;
    this_8 = t_24;
    int t_25 = this_8.a;
    Leaf t_26 = l;
    Leaf this_9 = (Leaf)0;
    this_9 = t_26;
    Leaf t_27 = this_9;
    Leaf this_10 = (Leaf)0;
    this_10 = t_27;
    int t_28 = this_10.a;
    int t_29 = this_9.b;
    outputBuffer[5u] = t_25 * 2 + 1 + (t_28 * 2 + t_29);
    Tally_3_ t_30 = {2, 4};
    Tally_3_ this_11 = (Tally_3_)0;
    this_11 = t_30;
    Tally_3_ t_31 = this_11;
    Tally_3_ this_12 = (Tally_3_)0;
    this_12 = t_31;
    int t_32 = this_12.scale;
    int t_33 = this_11.extra;
    outputBuffer[6u] = 3 * t_32 * 10 + t_33;
    Tally_3_ this_13 = (Tally_3_)0;
    this_13 = t_30;
    int t_34 = this_13.scale;
    outputBuffer[7u] = 3 * t_34;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
