struct Conditional_int_true_
{
    int value;
};
struct Sample_1_
{
    int value;
    Conditional_int_true_ weight;
};
struct Sample_0_
{
    int value;
};
struct Optional_int_
{
    int value;
    bool hasValue;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    Sample_1_ a = (Sample_1_)0;
    a.value = 3;
    Conditional_int_true_ t = {5};
    a.weight = t;
    Sample_0_ b = (Sample_0_)0;
    b.value = 4;
    Sample_1_ t_1 = a;
    int t_2;
    for (;;) {
        Sample_1_ this_1 = (Sample_1_)0;
        this_1 = t_1;
        Conditional_int_true_ t_3 = this_1.weight;
        if (true) {
            int t_4 = this_1.value;
            t_2 = t_4 * t_3.value;
            break;
        }
        int t_5 = this_1.value;
        t_2 = t_5;
        break;
    }
    outputBuffer[0u] = t_2;
    Sample_0_ t_6 = b;
    int t_7;
    for (;;) {
        Sample_0_ this_2 = (Sample_0_)0;
        this_2 = t_6;
        int t_8 = this_2.value;
        t_7 = t_8;
        break;
    }
    outputBuffer[1u] = t_7;
    a.weight.value = 7;
    Sample_1_ t_9 = a;
    int t_10;
    for (;;) {
        Sample_1_ this_3 = (Sample_1_)0;
        this_3 = t_9;
        Conditional_int_true_ t_11 = this_3.weight;
        if (true) {
            int t_12 = this_3.value;
            t_10 = t_12 * t_11.value;
            break;
        }
        int t_13 = this_3.value;
        t_10 = t_13;
        break;
    }
    Sample_0_ t_14 = b;
    int t_15;
    for (;;) {
        Sample_0_ this_4 = (Sample_0_)0;
        this_4 = t_14;
        int t_16 = this_4.value;
        t_15 = t_16;
        break;
    }
    outputBuffer[2u] = t_10 * 100 + t_15;
    Optional_int_ o = (Optional_int_)0;
    Optional_int_ t_17 = {9, true};
    o = t_17;
    bool t_18 = o.hasValue;
    int t_19;
    if (t_18) {
        int t_20 = o.value;
        t_19 = t_20;
    } else {
        t_19 = -1;
    }
    outputBuffer[3u] = t_19;
    Optional_int_ p = (Optional_int_)0;
    Optional_int_ t_21 = {0, false};
    p = t_21;
    bool t_22 = p.hasValue;
    int t_23;
    if (t_22) {
        t_23 = 1;
    } else {
        t_23 = -1;
    }
    outputBuffer[4u] = t_23;
    outputBuffer[5u] = 11;
    outputBuffer[6u] = 84;
    outputBuffer[7u] = 2;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
