struct AddK
{
    int k;
};
struct Counter
{
    int calls;
};
struct _IMutatingFunc1_int_int_
{
    uint typeId;
    AddK p0;
    Counter p1;
};
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
int applyTwice(_IMutatingFunc1_int_int_ p, int x);
void computeMain_1();
int applyTwice(_IMutatingFunc1_int_int_ p, int x) {
    uint t = p.typeId;
    AddK t_1 = p.p0;
    Counter t_2 = p.p1;
    int t_3 = t_2.calls;
    int t_4;
    int f;
    switch (t) {
    case 0u:
    {
        int t_5 = x + t_1.k;
        int t_6 = t_3;
        t_4 = t_5;
        f = t_6;
        break;
    }
    case 1u:
    {
        int t_7 = t_3 + 1;
        int t_8 = x * 2 + t_7;
        int t_9 = t_7;
        t_4 = t_8;
        f = t_9;
        break;
    }
    default: {
        int t_10 = 0;
        int t_11 = t_3;
        t_4 = t_10;
        f = t_11;
        break;
    }
    }
    int t_12;
    int f_1;
    switch (t) {
    case 0u:
    {
        int t_13 = t_4 + t_1.k;
        int t_14 = f;
        t_12 = t_13;
        f_1 = t_14;
        break;
    }
    case 1u:
    {
        int t_15 = f + 1;
        int t_16 = t_4 * 2 + t_15;
        int t_17 = t_15;
        t_12 = t_16;
        f_1 = t_17;
        break;
    }
    default: {
        int t_18 = 0;
        int t_19 = f;
        t_12 = t_18;
        f_1 = t_19;
        break;
    }
    }
    return t_12;
}
void computeMain_1() {
    _IMutatingFunc1_int_int_ t_20 = {0u, {5}, {0}};
    int t_21 = applyTwice(t_20, 1);
    outputBuffer[0u] = t_21;
    outputBuffer[1u] = 7;
    outputBuffer[2u] = 0;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
