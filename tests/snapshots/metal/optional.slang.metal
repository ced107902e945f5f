#include <metal_stdlib>
using namespace metal;
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
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    Optional_int_ t;
    for (;;) {
        if (true) {
            t = Optional_int_{5, true};
            break;
        }
        t = Optional_int_{0, false};
        break;
    }
    int t_1;
    for (;;) {
        if (t.hasValue) {
            t_1 = t.value;
            break;
        }
        t_1 = -1;
        break;
    }
    outputBuffer[0u] = t_1;
    Optional_int_ t_2;
    for (;;) {
        t_2 = Optional_int_{0, false};
        break;
    }
    int t_3;
    for (;;) {
        if (t_2.hasValue) {
            t_3 = t_2.value;
            break;
        }
        t_3 = -1;
        break;
    }
    outputBuffer[1u] = t_3;
    Optional_int_ o = Optional_int_{};
    o = Optional_int_{4, true};
    bool t_4 = o.hasValue;
    int t_5;
    if (t_4) {
        int t_6 = o.value;
        t_5 = t_6;
    } else {
        t_5 = 100;
    }
    outputBuffer[2u] = t_5;
    o = Optional_int_{0, false};
    bool t_7 = o.hasValue;
    int t_8;
    if (t_7) {
        t_8 = 1;
    } else {
        t_8 = 2;
    }
    outputBuffer[3u] = t_8;
    int t_9;
    for (;;) {
        if (true) {
            t_9 = 9;
            break;
        }
        t_9 = 0;
        break;
    }
    outputBuffer[4u] = t_9;
    Optional_int_ t_10 = o;
    Optional_int_ o_1 = Optional_int_{};
    o_1 = t_10;
    bool t_11 = o_1.hasValue;
    int n;
    if (!t_11) {
        n = 1;
    } else {
        n = 0;
    }
    Optional_int_ t_12 = o;
    Optional_int_ o_2 = Optional_int_{};
    o_2 = t_12;
    bool t_13 = o_2.hasValue;
    int n_1;
    if (!t_13) {
        n_1 = n + 10;
    } else {
        n_1 = n;
    }
    Optional_int_ t_14 = o;
    Optional_int_ o_3 = Optional_int_{};
    o_3 = t_14;
    bool t_15 = o_3.hasValue;
    int n_2;
    if (t_15) {
        n_2 = n_1 + 100;
    } else {
        n_2 = n_1;
    }
    o = Optional_int_{3, true};
    Optional_int_ t_16 = o;
    Optional_int_ o_4 = Optional_int_{};
    o_4 = t_16;
    bool t_17 = o_4.hasValue;
    int n_3;
    if (t_17) {
        n_3 = n_2 + 1000;
    } else {
        n_3 = n_2;
    }
    outputBuffer[5u] = n_3;
    Holder h = Holder{};
    Optional_Pair_ t_18;
    for (;;) {
        Pair p = Pair{};
        p.a = 30;
        p.b = 0.5f;
        if (true) {
            Pair t_19 = p;
            t_18 = Optional_Pair_{t_19, true};
            break;
        }
        t_18 = Optional_Pair_{Pair{0, 0.0f}, false};
        break;
    }
    h.p = t_18;
    h.tag = 1;
    Optional_Pair_ t_20 = h.p;
    Pair q = Pair{};
    q = t_20.value;
    if (t_20.hasValue) {
        int t_21 = q.a;
        float t_22 = q.b;
        outputBuffer[6u] = t_21 + int(t_22 * 4.0f);
    }
    Optional_Pair_ t_23;
    for (;;) {
        Pair p_1 = Pair{};
        p_1.a = -10;
        p_1.b = 0.5f;
        t_23 = Optional_Pair_{Pair{0, 0.0f}, false};
        break;
    }
    h.p = t_23;
    bool t_24 = h.p.hasValue;
    int t_25;
    if (t_24) {
        t_25 = 1;
    } else {
        t_25 = 0;
    }
    outputBuffer[7u] = t_25;
    Optional_Pair_ t_26;
    for (;;) {
        Pair p_2 = Pair{};
        p_2.a = 20;
        p_2.b = 0.5f;
        if (true) {
            Pair t_27 = p_2;
            t_26 = Optional_Pair_{t_27, true};
            break;
        }
        t_26 = Optional_Pair_{Pair{0, 0.0f}, false};
        break;
    }
    Pair q_1 = Pair{};
    q_1 = t_26.value;
    if (t_26.hasValue) {
        int t_28 = q_1.a;
        outputBuffer[8u] = t_28;
    } else {
        outputBuffer[8u] = -5;
    }
    Optional_Pair_ t_29;
    for (;;) {
        Pair p_3 = Pair{};
        p_3.a = 0;
        p_3.b = 0.5f;
        t_29 = Optional_Pair_{Pair{0, 0.0f}, false};
        break;
    }
    Pair q_2 = Pair{};
    q_2 = t_29.value;
    if (t_29.hasValue) {
        int t_30 = q_2.a;
        outputBuffer[9u] = t_30;
    } else {
        outputBuffer[9u] = -5;
    }
    int t_31;
    for (;;) {
        if (true) {
            t_31 = 6;
            break;
        }
        t_31 = 0;
        break;
    }
    int t_32;
    for (;;) {
        t_32 = 3;
        break;
    }
    outputBuffer[10u] = t_31 * 10 + t_32;
    Optional_Pair_ t_33;
    for (;;) {
        Pair p_4 = Pair{};
        p_4.a = 10;
        p_4.b = 0.5f;
        if (true) {
            Pair t_34 = p_4;
            t_33 = Optional_Pair_{t_34, true};
            break;
        }
        t_33 = Optional_Pair_{Pair{0, 0.0f}, false};
        break;
    }
    Optional_Pair_ wp = Optional_Pair_{};
    wp = Optional_Pair_{t_33.value, true};
    bool t_35 = wp.hasValue;
    int t_36;
    if (t_35) {
        int t_37 = wp.value.a;
        t_36 = t_37;
    } else {
        t_36 = 0;
    }
    outputBuffer[11u] = t_36;
    return;
}
