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
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> output : register(u0, space0);
void computeMain_1();
Fancy makeAndBump_1(int start, int times);
void computeMain_1() {
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
    Fancy h[2] = {(Fancy)0, (Fancy)0};
    Fancy t_5 = {2, 0};
    h[0] = t_5;
    Fancy t_6 = {4, 0};
    h[1] = t_6;
    int i_2;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            i_2 = i_3;
            break;
        }
        int t_7 = i_3 + 1;
        int t_8 = h[i_3].v;
        h[i_3].v = t_8 + t_7 * 3;
        int t_9 = h[i_3].hits;
        h[i_3].hits = t_9 + 1;
        i_3 = t_7;
        continue;
    }
    Fancy t_10[2] = h;
    Fancy t_11 = t_10[1];
    Fancy t_12 = t_10[0];
    output[6u] = t_12.v + t_12.hits + (t_11.v + t_11.hits);
    Fancy t_13[2] = h;
    Fancy t_14 = t_13[1];
    Fancy t_15 = t_13[0];
    output[7u] = -(t_15.v + t_15.hits) - (t_14.v + t_14.hits);
    output[8u] = c + 100;
    output[9u] = 3000;
    ICounter t_16 = {1u, {0}, {7, 0}};
    Fancy t_17 = {0, 0};
    Simple t_18 = {c};
    ICounter t_19 = {0u, t_18, t_17};
    ICounter t_20[2] = {t_19, t_16};
    ICounter arr[2] = {(ICounter)0, (ICounter)0};
    arr = t_20;
    int i_4;
    int i_5 = 0;
    for (;;) {
        if (i_5 < 2) {
        } else {
            i_4 = i_5;
            break;
        }
        ICounter t_21 = arr[i_5];
        uint t_22 = t_21.typeId;
        Simple t_23 = t_21.p0;
        int t_24 = t_23.v;
        Fancy t_25 = t_21.p1;
        int t_26 = t_25.v;
        int t_27 = t_25.hits;
        int t_28;
        int t_29;
        int t_30;
        switch (t_22) {
        case 0u:
        {
            int t_31 = t_24 + 10;
            int t_32 = t_26;
            int t_33 = t_27;
            t_28 = t_31;
            t_29 = t_32;
            t_30 = t_33;
            break;
        }
        case 1u:
        {
            int t_34 = t_24;
            int t_35 = t_26 + 30;
            int t_36 = t_27 + 1;
            t_28 = t_34;
            t_29 = t_35;
            t_30 = t_36;
            break;
        }
        default: {
            int t_37 = t_24;
            int t_38 = t_26;
            int t_39 = t_27;
            t_28 = t_37;
            t_29 = t_38;
            t_30 = t_39;
            break;
        }
        }
        Simple t_40 = {t_28};
        Fancy t_41 = {t_29, t_30};
        ICounter t_42 = {t_22, t_40, t_41};
        arr[i_5] = t_42;
        i_5 = i_5 + 1;
        continue;
    }
    ICounter t_43 = arr[0];
    int t_44;
    switch (t_43.typeId) {
    case 0u:
    {
        Simple t_45 = t_43.p0;
        t_44 = t_45.v;
        break;
    }
    case 1u:
    {
        Fancy t_46 = t_43.p1;
        t_44 = t_46.v + t_46.hits;
        break;
    }
    default: {
        t_44 = 0;
        break;
    }
    }
    ICounter t_47 = arr[1];
    int t_48;
    switch (t_47.typeId) {
    case 0u:
    {
        Simple t_49 = t_47.p0;
        t_48 = t_49.v;
        break;
    }
    case 1u:
    {
        Fancy t_50 = t_47.p1;
        t_48 = t_50.v + t_50.hits;
        break;
    }
    default: {
        t_48 = 0;
        break;
    }
    }
    output[10u] = t_44 * 100 + t_48;
    ICounter t_51 = arr[1];
    int t_52;
    switch (t_51.typeId) {
    case 0u:
    {
        Simple t_53 = t_51.p0;
        t_52 = t_53.v * 1000;
        break;
    }
    case 1u:
    {
        Fancy t_54 = t_51.p1;
        t_52 = -(t_54.v + t_54.hits);
        break;
    }
    default: {
        t_52 = 0;
        break;
    }
    }
    output[11u] = t_52;
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
            int t_55 = c_4;
            int t_56 = c_5;
            int t_57 = i_7;
            c_2 = t_55;
            c_3 = t_56;
            i_6 = t_57;
            break;
        }
        int t_58 = c_4 + i_7 * 3;
        int t_59 = c_5 + 1;
        int t_60 = i_7 + 1;
        c_4 = t_58;
        c_5 = t_59;
        i_7 = t_60;
        continue;
    }
    Fancy t_61 = {c_2, c_3};
    return t_61;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
