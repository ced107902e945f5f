#include <metal_stdlib>
using namespace metal;
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
int applyTwice(_IMutatingFunc1_int_int_ p, int x);
int applyOnce(_IMutatingFunc1_int_int_ f, int x_1);
int applyTwice(_IMutatingFunc1_int_int_ p, int x) {
    uint t = p.typeId;
    AddK t_1 = p.p0;
    int t_2 = p.p1.calls;
    int t_3;
    int t_4;
    switch (t) {
    case 0u:
    {
        int t_5 = x + t_1.k;
        int t_6 = t_2;
        t_3 = t_5;
        t_4 = t_6;
        break;
    }
    case 1u:
    {
        int t_7 = t_2 + 1;
        int t_8 = x * 2 + t_7;
        int t_9 = t_7;
        t_3 = t_8;
        t_4 = t_9;
        break;
    }
    default: {
        int t_10 = 0;
        int t_11 = t_2;
        t_3 = t_10;
        t_4 = t_11;
        break;
    }
    }
    int t_12;
    int t_13;
    switch (t) {
    case 0u:
    {
        int t_14 = t_3 + t_1.k;
        int t_15 = t_2;
        t_12 = t_14;
        t_13 = t_15;
        break;
    }
    case 1u:
    {
        int t_16 = t_2 + 1;
        int t_17 = t_3 * 2 + t_16;
        int t_18 = t_16;
        t_12 = t_17;
        t_13 = t_18;
        break;
    }
    default: {
        int t_19 = 0;
        int t_20 = t_2;
        t_12 = t_19;
        t_13 = t_20;
        break;
    }
    }
    return t_12;
}
int applyOnce(_IMutatingFunc1_int_int_ f, int x_1) {
    int t_21 = f.p1.calls;
    int t_22;
    int t_23;
    switch (f.typeId) {
    case 0u:
    {
        int t_24 = x_1 + f.p0.k;
        int t_25 = t_21;
        t_22 = t_24;
        t_23 = t_25;
        break;
    }
    case 1u:
    {
        int t_26 = t_21 + 1;
        int t_27 = x_1 * 2 + t_26;
        int t_28 = t_26;
        t_22 = t_27;
        t_23 = t_28;
        break;
    }
    default: {
        int t_29 = 0;
        int t_30 = t_21;
        t_22 = t_29;
        t_23 = t_30;
        break;
    }
    }
    return t_22;
}
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    int t_31 = applyTwice(_IMutatingFunc1_int_int_{0u, AddK{5}, Counter{0}}, 1);
    outputBuffer[0u] = t_31;
    int t_32 = applyOnce(_IMutatingFunc1_int_int_{1u, AddK{0}, Counter{0}}, 3);
    outputBuffer[1u] = t_32;
    outputBuffer[2u] = 0;
    return;
}
