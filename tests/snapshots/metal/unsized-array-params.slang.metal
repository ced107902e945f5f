#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    array<int, 3> a = array<int, 3>{};
    a = array<int, 3>{1, 2, 3};
    int s;
    int i;
    int s_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int t = s_1;
            int t_1 = i_1;
            s = t;
            i = t_1;
            break;
        }
        int t_2 = a[i_1];
        int t_3 = s_1 + t_2;
        int t_4 = i_1 + 1;
        s_1 = t_3;
        i_1 = t_4;
        continue;
    }
    outputBuffer[0u] = s;
    array<int, 5> a_1 = array<int, 5>{};
    a_1 = array<int, 5>{10, 20, 30, 40, 50};
    int s_2;
    int i_2;
    int s_3 = 0;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 5) {
        } else {
            int t_5 = s_3;
            int t_6 = i_3;
            s_2 = t_5;
            i_2 = t_6;
            break;
        }
        int t_7 = a_1[i_3];
        int t_8 = s_3 + t_7;
        int t_9 = i_3 + 1;
        s_3 = t_8;
        i_3 = t_9;
        continue;
    }
    outputBuffer[1u] = s_2;
    array<int, 3> c = array<int, 3>{};
    c = array<int, 3>{1, 2, 3};
    int t_10 = c[2];
    outputBuffer[2u] = t_10 * 3;
    array<int, 5> c_1 = array<int, 5>{};
    c_1 = array<int, 5>{10, 20, 30, 40, 50};
    int t_11 = c_1[4];
    outputBuffer[3u] = t_11 * 5;
    array<int, 3> t_12 = array<int, 3>{};
    t_12 = array<int, 3>{1, 2, 3};
    int i_4;
    int i_5 = 0;
    for (;;) {
        if (i_5 < 3) {
        } else {
            i_4 = i_5;
            break;
        }
        int t_13 = t_12[i_5];
        t_12[i_5] = t_13 + 100;
        i_5 = i_5 + 1;
        continue;
    }
    array<int, 3> t_14 = t_12;
    array<int, 3> a_2 = array<int, 3>{};
    a_2 = t_14;
    int s_4;
    int i_6;
    int s_5 = 0;
    int i_7 = 0;
    for (;;) {
        if (i_7 < 3) {
        } else {
            int t_15 = s_5;
            int t_16 = i_7;
            s_4 = t_15;
            i_6 = t_16;
            break;
        }
        int t_17 = a_2[i_7];
        int t_18 = s_5 + t_17;
        int t_19 = i_7 + 1;
        s_5 = t_18;
        i_7 = t_19;
        continue;
    }
    outputBuffer[4u] = s_4;
    array<float, 2> t_20 = array<float, 2>{};
    t_20 = array<float, 2>{0.5f, 1.5f};
    int i_8;
    int i_9 = 0;
    for (;;) {
        if (i_9 < 2) {
        } else {
            i_8 = i_9;
            break;
        }
        float t_21 = t_20[i_9];
        t_20[i_9] = t_21 + 1.0f;
        i_9 = i_9 + 1;
        continue;
    }
    array<float, 2> t_22 = t_20;
    outputBuffer[5u] = int(t_22[0] + t_22[1]);
    return;
}
