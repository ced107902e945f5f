#include <metal_stdlib>
using namespace metal;
array<int2, 2> core_select(array<bool2, 2> c, array<int2, 2> p, array<int2, 2> p_1);
float2x2 core_select_1(array<bool2, 2> c_1, float2x2 a, float2x2 b);
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    float t_1 = 1.0f + float(t.x);
    float2x2 t_2 = float2x2(float2(t_1, 2.0f), float2(3.0f, 4.0f));
    outputBuffer[0u] = int(t_1 * 1000.0f + 200.0f + 30.0f + 4.0f);
    outputBuffer[1u] = 2030;
    array<int2, 2> t_3 = core_select(array<bool2, 2>{bool2(true, false), bool2(false, true)}, array<int2, 2>{int2(10, 20), int2(30, 40)}, array<int2, 2>{int2(1, 2), int2(3, 4)});
    int2 t_4 = t_3[0];
    int2 t_5 = t_3[1];
    outputBuffer[2u] = t_4.x + t_4.y * 100 + t_5.x * 1000 + t_5.y * 10000;
    float2x2 t_6 = core_select_1(array<bool2, 2>{bool2(false, false), bool2(true, true)}, t_2, -t_2);
    float2 t_7 = t_6[0];
    float2 t_8 = t_6[1];
    outputBuffer[3u] = int(t_7.x * 1000.0f + t_7.y * 100.0f + t_8.x * 10.0f + t_8.y);
    return;
}
array<int2, 2> core_select(array<bool2, 2> c, array<int2, 2> p, array<int2, 2> p_1) {
    array<bool2, 2> c_2 = array<bool2, 2>{};
    c_2 = c;
    array<int2, 2> a_1 = array<int2, 2>{};
    a_1 = p;
    array<int2, 2> b_1 = array<int2, 2>{};
    b_1 = p_1;
    array<int2, 2> r = array<int2, 2>{};
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            i = i_1;
            break;
        }
        bool2 t_9 = c_2[i_1];
        int2 t_10 = a_1[i_1];
        int2 t_11 = b_1[i_1];
        bool2 c_3 = bool2{};
        c_3 = t_9;
        int2 a_2 = int2{};
        a_2 = t_10;
        int2 b_2 = int2{};
        b_2 = t_11;
        int2 r_1 = int2{};
        int i_2;
        int i_3 = 0;
        for (;;) {
            if (i_3 < 2) {
            } else {
                i_2 = i_3;
                break;
            }
            bool t_12 = c_3[i_3];
            int t_13;
            if (t_12) {
                int t_14 = a_2[i_3];
                t_13 = t_14;
            } else {
                int t_15 = b_2[i_3];
                t_13 = t_15;
            }
            r_1[i_3] = t_13;
            i_3 = i_3 + 1;
            continue;
        }
        int2 t_16 = r_1;
        r[i_1] = t_16;
        i_1 = i_1 + 1;
        continue;
    }
    array<int2, 2> t_17 = r;
    return t_17;
}
float2x2 core_select_1(array<bool2, 2> c_1, float2x2 a, float2x2 b) {
    array<bool2, 2> c_4 = array<bool2, 2>{};
    c_4 = c_1;
    float2x2 a_3 = float2x2{};
    a_3 = a;
    float2x2 b_3 = float2x2{};
    b_3 = b;
    float2x2 r_2 = float2x2{};
    int i_4;
    int i_5 = 0;
    for (;;) {
        if (i_5 < 2) {
        } else {
            i_4 = i_5;
            break;
        }
        bool2 t_18 = c_4[i_5];
        float2 t_19 = a_3[i_5];
        float2 t_20 = b_3[i_5];
        bool2 c_5 = bool2{};
        c_5 = t_18;
        float2 a_4 = float2{};
        a_4 = t_19;
        float2 b_4 = float2{};
        b_4 = t_20;
        float2 r_3 = float2{};
        int i_6;
        int i_7 = 0;
        for (;;) {
            if (i_7 < 2) {
            } else {
                i_6 = i_7;
                break;
            }
            bool t_21 = c_5[i_7];
            float t_22;
            if (t_21) {
                float t_23 = a_4[i_7];
                t_22 = t_23;
            } else {
                float t_24 = b_4[i_7];
                t_22 = t_24;
            }
            r_3[i_7] = t_22;
            i_7 = i_7 + 1;
            continue;
        }
        float2 t_25 = r_3;
        r_2[i_5] = t_25;
        i_5 = i_5 + 1;
        continue;
    }
    float2x2 t_26 = r_2;
    return t_26;
}
