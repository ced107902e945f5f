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
int applyOnce(_IMutatingFunc1_int_int_ f, int x_1);
void computeMain_1();
int applyTwice(_IMutatingFunc1_int_int_ p, int x) {
    uint t = p.typeId;
    AddK t_1 = p.p0;
    Counter t_2 = p.p1;
    int t_3 = t_2.calls;
    int t_4;
    int t_5;
    switch (t) {
    case 0u:
    {
        int t_6 = x + t_1.k;
        int t_7 = t_3;
        t_4 = t_6;
        t_5 = t_7;
        break;
    }
    case 1u:
    {
        int t_8 = t_3 + 1;
        int t_9 = x * 2 + t_8;
        int t_10 = t_8;
        t_4 = t_9;
        t_5 = t_10;
        break;
    }
    default: {
        int t_11 = 0;
        int t_12 = t_3;
        t_4 = t_11;
        t_5 = t_12;
        break;
    }
    }
    int t_13;
    int t_14;
    switch (t) {
    case 0u:
    {
        int t_15 = t_4 + t_1.k;
        int t_16 = t_3;
        t_13 = t_15;
        t_14 = t_16;
        break;
    }
    case 1u:
    {
        int t_17 = t_3 + 1;
        int t_18 = t_4 * 2 + t_17;
        int t_19 = t_17;
        t_13 = t_18;
        t_14 = t_19;
        break;
    }
    default: {
        int t_20 = 0;
        int t_21 = t_3;
        t_13 = t_20;
        t_14 = t_21;
        break;
    }
    }
    return t_13;
}
int applyOnce(_IMutatingFunc1_int_int_ f, int x_1) {
    AddK t_22 = f.p0;
    Counter t_23 = f.p1;
    int t_24 = t_23.calls;
    int t_25;
    int t_26;
    switch (f.typeId) {
    case 0u:
    {
        int t_27 = x_1 + t_22.k;
        int t_28 = t_24;
        t_25 = t_27;
        t_26 = t_28;
        break;
    }
    case 1u:
    {
        int t_29 = t_24 + 1;
        int t_30 = x_1 * 2 + t_29;
        int t_31 = t_29;
        t_25 = t_30;
        t_26 = t_31;
        break;
    }
    default: {
        int t_32 = 0;
        int t_33 = t_24;
        t_25 = t_32;
        t_26 = t_33;
        break;
    }
    }
    return t_25;
}
void computeMain_1() {
    _IMutatingFunc1_int_int_ t_34 = {0u, {5}, {0}};
    int t_35 = applyTwice(t_34, 1);
    outputBuffer[0u] = t_35;
    _IMutatingFunc1_int_int_ t_36 = {1u, {0}, {0}};
    int t_37 = applyOnce(t_36, 3);
    outputBuffer[1u] = t_37;
    outputBuffer[2u] = 0;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
