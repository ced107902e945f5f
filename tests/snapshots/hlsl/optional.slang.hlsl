struct Optional_int_
{
    int value;
    bool hasValue;
};
struct Pair
{
    int a;
    float b;
};
struct Optional_Pair_
{
    Pair value;
    bool hasValue;
};
struct Holder
{
    Optional_Pair_ p;
    int tag;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    Optional_int_ t;
    for (;;) {
        if (true) {
            Optional_int_ t_1 = {5, true};
            t = t_1;
            break;
        }
        Optional_int_ t_2 = {0, false};
        t = t_2;
        break;
    }
    int t_3;
    for (;;) {
        if (t.hasValue) {
            t_3 = t.value;
            break;
        }
        t_3 = -1;
        break;
    }
    outputBuffer[0u] = t_3;
    Optional_int_ t_4;
    for (;;) {
        Optional_int_ t_5 = {0, false};
        t_4 = t_5;
        break;
    }
    int t_6;
    for (;;) {
        if (t_4.hasValue) {
            t_6 = t_4.value;
            break;
        }
        t_6 = -1;
        break;
    }
    outputBuffer[1u] = t_6;
    Optional_int_ o = (Optional_int_)0;
    Optional_int_ t_7 = {4, true};
    o = t_7;
    bool t_8 = o.hasValue;
    int t_9;
    if (t_8) {
        int t_10 = o.value;
        t_9 = t_10;
    } else {
        t_9 = 100;
    }
    outputBuffer[2u] = t_9;
    Optional_int_ t_11 = {0, false};
    o = t_11;
    bool t_12 = o.hasValue;
    int t_13;
    if (t_12) {
        t_13 = 1;
    } else {
        t_13 = 2;
    }
    outputBuffer[3u] = t_13;
    int t_14;
    for (;;) {
        if (true) {
            t_14 = 9;
            break;
        }
        t_14 = 0;
        break;
    }
    outputBuffer[4u] = t_14;
    Optional_int_ t_15 = o;
    Optional_int_ o_1 = (Optional_int_)0;
    o_1 = t_15;
    bool t_16 = o_1.hasValue;
    int n;
    if (!t_16) {
        n = 1;
    } else {
        n = 0;
    }
    Optional_int_ t_17 = o;
    Optional_int_ o_2 = (Optional_int_)0;
    o_2 = t_17;
    bool t_18 = o_2.hasValue;
    int n_1;
    if (!t_18) {
        n_1 = n + 10;
    } else {
        n_1 = n;
    }
    Optional_int_ t_19 = o;
    Optional_int_ o_3 = (Optional_int_)0;
    o_3 = t_19;
    bool t_20 = o_3.hasValue;
    int n_2;
    if (t_20) {
        n_2 = n_1 + 100;
    } else {
        n_2 = n_1;
    }
    Optional_int_ t_21 = {3, true};
    o = t_21;
    Optional_int_ t_22 = o;
    Optional_int_ o_4 = (Optional_int_)0;
    o_4 = t_22;
    bool t_23 = o_4.hasValue;
    int n_3;
    if (t_23) {
        n_3 = n_2 + 1000;
    } else {
        n_3 = n_2;
    }
    outputBuffer[5u] = n_3;
    Holder h = (Holder)0;
    Optional_Pair_ t_24;
    for (;;) {
        Pair p = (Pair)0;
        p.a = 30;
        p.b = 0.5f;
        if (true) {
            Pair t_25 = p;
            Optional_Pair_ t_26 = {t_25, true};
            t_24 = t_26;
            break;
        }
        Optional_Pair_ t_27 = {{0, 0.0f}, false};
        t_24 = t_27;
        break;
    }
    h.p = t_24;
    h.tag = 1;
    Optional_Pair_ t_28 = h.p;
    Pair t_29 = t_28.value;
    Pair q = (Pair)0;
    q = t_29;
    if (t_28.hasValue) {
        int t_30 = q.a;
        float t_31 = q.b;
        outputBuffer[6u] = t_30 + (int)(t_31 * 4.0f);
    }
    Optional_Pair_ t_32;
    for (;;) {
        Pair p_1 = (Pair)0;
        p_1.a = -10;
        p_1.b = 0.5f;
        Optional_Pair_ t_33 = {{0, 0.0f}, false};
        t_32 = t_33;
        break;
    }
    h.p = t_32;
    bool t_34 = h.p.hasValue;
    int t_35;
    if (t_34) {
        t_35 = 1;
    } else {
        t_35 = 0;
    }
    outputBuffer[7u] = t_35;
    Optional_Pair_ t_36;
    for (;;) {
        Pair p_2 = (Pair)0;
        p_2.a = 20;
        p_2.b = 0.5f;
        if (true) {
            Pair t_37 = p_2;
            Optional_Pair_ t_38 = {t_37, true};
            t_36 = t_38;
            break;
        }
        Optional_Pair_ t_39 = {{0, 0.0f}, false};
        t_36 = t_39;
        break;
    }
    Pair t_40 = t_36.value;
    Pair q_1 = (Pair)0;
    q_1 = t_40;
    if (t_36.hasValue) {
        int t_41 = q_1.a;
        outputBuffer[8u] = t_41;
    } else {
        outputBuffer[8u] = -5;
    }
    Optional_Pair_ t_42;
    for (;;) {
        Pair p_3 = (Pair)0;
        p_3.a = 0;
        p_3.b = 0.5f;
        Optional_Pair_ t_43 = {{0, 0.0f}, false};
        t_42 = t_43;
        break;
    }
    Pair t_44 = t_42.value;
    Pair q_2 = (Pair)0;
    q_2 = t_44;
    if (t_42.hasValue) {
        int t_45 = q_2.a;
        outputBuffer[9u] = t_45;
    } else {
        outputBuffer[9u] = -5;
    }
    int t_46;
    for (;;) {
        if (true) {
            t_46 = 6;
            break;
        }
        t_46 = 0;
        break;
    }
    int t_47;
    for (;;) {
        t_47 = 3;
        break;
    }
    outputBuffer[10u] = t_46 * 10 + t_47;
    Optional_Pair_ t_48;
    for (;;) {
        Pair p_4 = (Pair)0;
        p_4.a = 10;
        p_4.b = 0.5f;
        if (true) {
            Pair t_49 = p_4;
            Optional_Pair_ t_50 = {t_49, true};
            t_48 = t_50;
            break;
        }
        Optional_Pair_ t_51 = {{0, 0.0f}, false};
        t_48 = t_51;
        break;
    }
    Pair t_52 = t_48.value;
    Optional_Pair_ t_53 = {t_52, true};
    Optional_Pair_ wp = (Optional_Pair_)0;
    wp = t_53;
    bool t_54 = wp.hasValue;
    int t_55;
    if (t_54) {
        int t_56 = wp.value.a;
        t_55 = t_56;
    } else {
        t_55 = 0;
    }
    outputBuffer[11u] = t_55;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
