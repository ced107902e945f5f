#include <metal_stdlib>
using namespace metal;
struct Fancy
{
    int v;
    int hits;
};
struct Simple
{
    int v;
};
struct ICounter
{
    uint typeId;
    Simple p0;
    Fancy p1;
};
Fancy makeAndBump_1(int start, int times);
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* output [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int c;
    int i;
    int c_1 = 5;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            int t = c_1;
            int t_1 = i_1;
            c = t;
            i = t_1;
            break;
        }
        int t_2 = c_1 + i_1;
        int t_3 = i_1 + 1;
        c_1 = t_2;
        i_1 = t_3;
        continue;
    }
    Fancy t_4 = makeAndBump_1(5, 4);
    output[0u] = c;
    output[1u] = t_4.v + t_4.hits;
    output[2u] = 7;
    output[3u] = c * 1000 + -7;
    output[4u] = 14;
    output[5u] = 10;
    array<Fancy, 2> h = array<Fancy, 2>{};
    h[0] = Fancy{2, 0};
    h[1] = Fancy{4, 0};
    int i_2;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            i_2 = i_3;
            break;
        }
        int t_5 = i_3 + 1;
        int t_6 = h[i_3].v;
        h[i_3].v = t_6 + t_5 * 3;
        int t_7 = h[i_3].hits;
        h[i_3].hits = t_7 + 1;
        i_3 = t_5;
        continue;
    }
    array<Fancy, 2> t_8 = h;
    Fancy t_9 = t_8[1];
    Fancy t_10 = t_8[0];
    output[6u] = t_10.v + t_10.hits + (t_9.v + t_9.hits);
    array<Fancy, 2> t_11 = h;
    Fancy t_12 = t_11[1];
    Fancy t_13 = t_11[0];
    output[7u] = -(t_13.v + t_13.hits) - (t_12.v + t_12.hits);
    output[8u] = c + 100;
    output[9u] = 3000;
    array<ICounter, 2> arr = array<ICounter, 2>{};
    arr = array<ICounter, 2>{ICounter{0u, Simple{c}, Fancy{0, 0}}, ICounter{1u, Simple{0}, Fancy{7, 0}}};
    int i_4;
    int i_5 = 0;
    for (;;) {
        if (i_5 < 2) {
        } else {
            i_4 = i_5;
            break;
        }
        ICounter t_14 = arr[i_5];
        uint t_15 = t_14.typeId;
        int t_16 = t_14.p0.v;
        Fancy t_17 = t_14.p1;
        int t_18 = t_17.v;
        int t_19 = t_17.hits;
        int t_20;
        int t_21;
        int t_22;
        switch (t_15) {
        case 0u:
        {
            int t_23 = t_16 + 10;
            int t_24 = t_18;
            int t_25 = t_19;
            t_20 = t_23;
            t_21 = t_24;
            t_22 = t_25;
            break;
        }
        case 1u:
        {
            int t_26 = t_16;
            int t_27 = t_18 + 30;
            int t_28 = t_19 + 1;
            t_20 = t_26;
            t_21 = t_27;
            t_22 = t_28;
            break;
        }
        default: {
            int t_29 = t_16;
            int t_30 = t_18;
            int t_31 = t_19;
            t_20 = t_29;
            t_21 = t_30;
            t_22 = t_31;
            break;
        }
        }
        arr[i_5] = ICounter{t_15, Simple{t_20}, Fancy{t_21, t_22}};
        i_5 = i_5 + 1;
        continue;
    }
    ICounter t_32 = arr[0];
    int t_33;
    switch (t_32.typeId) {
    case 0u:
    {
        t_33 = t_32.p0.v;
        break;
    }
    case 1u:
    {
        Fancy t_34 = t_32.p1;
        t_33 = t_34.v + t_34.hits;
        break;
    }
    default: {
        t_33 = 0;
        break;
    }
    }
    ICounter t_35 = arr[1];
    int t_36;
    switch (t_35.typeId) {
    case 0u:
    {
        t_36 = t_35.p0.v;
        break;
    }
    case 1u:
    {
        Fancy t_37 = t_35.p1;
        t_36 = t_37.v + t_37.hits;
        break;
    }
    default: {
        t_36 = 0;
        break;
    }
    }
    output[10u] = t_33 * 100 + t_36;
    ICounter t_38 = arr[1];
    int t_39;
    switch (t_38.typeId) {
    case 0u:
    {
        t_39 = t_38.p0.v * 1000;
        break;
    }
    case 1u:
    {
        Fancy t_40 = t_38.p1;
        t_39 = -(t_40.v + t_40.hits);
        break;
    }
    default: {
        t_39 = 0;
        break;
    }
    }
    output[11u] = t_39;
    return;
}
Fancy makeAndBump_1(int start, int times) {
    int c_2;
    int c_3;
    int i_6;
    int c_4 = start * 2;
    int c_5 = 0;
    int i_7 = 0;
    for (;;) {
        if (i_7 < times) {
        } else {
            int t_41 = c_4;
            int t_42 = c_5;
            int t_43 = i_7;
            c_2 = t_41;
            c_3 = t_42;
            i_6 = t_43;
            break;
        }
        int t_44 = c_4 + i_7 * 3;
        int t_45 = c_5 + 1;
        int t_46 = i_7 + 1;
        c_4 = t_44;
        c_5 = t_45;
        i_7 = t_46;
        continue;
    }
    return Fancy{c_2, c_3};
}
