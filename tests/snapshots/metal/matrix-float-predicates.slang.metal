#include <metal_stdlib>
using namespace metal;
bool core_any(array<bool2, 2> x);
bool core_all(array<bool2, 2> x_1);
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    float t = outputBuffer[0u];
    float t_1 = outputBuffer[2u];
    float2x2 t_2 = float2x2(float2(t / t, t_1 / t), float2(2.0f, t_1 / t_1 * 1.0f));
    float2x2 x_2 = float2x2{};
    x_2 = t_2;
    array<bool2, 2> r = array<bool2, 2>{};
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            i = i_1;
            break;
        }
        float2 t_3 = x_2[i_1];
        r[i_1] = isnan(t_3);
        i_1 = i_1 + 1;
        continue;
    }
    array<bool2, 2> t_4 = r;
    array<bool2, 2> n = array<bool2, 2>{};
    n = t_4;
    float2x2 x_3 = float2x2{};
    x_3 = t_2;
    array<bool2, 2> r_1 = array<bool2, 2>{};
    int i_2;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            i_2 = i_3;
            break;
        }
        float2 t_5 = x_3[i_3];
        r_1[i_3] = isinf(t_5);
        i_3 = i_3 + 1;
        continue;
    }
    array<bool2, 2> t_6 = r_1;
    array<bool2, 2> i_4 = array<bool2, 2>{};
    i_4 = t_6;
    float2x2 x_4 = float2x2{};
    x_4 = t_2;
    array<bool2, 2> r_2 = array<bool2, 2>{};
    int i_5;
    int i_6 = 0;
    for (;;) {
        if (i_6 < 2) {
        } else {
            i_5 = i_6;
            break;
        }
        float2 t_7 = x_4[i_6];
        r_2[i_6] = isfinite(t_7);
        i_6 = i_6 + 1;
        continue;
    }
    array<bool2, 2> t_8 = r_2;
    array<bool2, 2> f = array<bool2, 2>{};
    f = t_8;
    int bits;
    int r_3;
    int bits_1 = 0;
    int r_4 = 0;
    for (;;) {
        if (r_4 < 2) {
        } else {
            int t_9 = bits_1;
            int t_10 = r_4;
            bits = t_9;
            r_3 = t_10;
            break;
        }
        int bits_2;
        int c;
        int bits_3 = bits_1;
        int c_1 = 0;
        for (;;) {
            if (c_1 < 2) {
            } else {
                int t_11 = bits_3;
                int t_12 = c_1;
                bits_2 = t_11;
                c = t_12;
                break;
            }
            int t_13 = r_4 * 2 + c_1;
            bool t_14 = n[r_4][c_1];
            bool t_15 = i_4[r_4][c_1];
            bool t_16 = f[r_4][c_1];
            int t_17 = bits_3 | select(0, 1, t_14) << (t_13 & 31) | select(0, 1, t_15) << (t_13 + 4 & 31) | select(0, 1, t_16) << (t_13 + 8 & 31);
            int t_18 = c_1 + 1;
            bits_3 = t_17;
            c_1 = t_18;
            continue;
        }
        int t_19 = bits_2;
        int t_20 = r_4 + 1;
        bits_1 = t_19;
        r_4 = t_20;
        continue;
    }
    outputBuffer[0u] = float(bits);
    float2x2 x_5 = float2x2{};
    x_5 = t_2;
    array<bool2, 2> r_5 = array<bool2, 2>{};
    int i_7;
    int i_8 = 0;
    for (;;) {
        if (i_8 < 2) {
        } else {
            i_7 = i_8;
            break;
        }
        float2 t_21 = x_5[i_8];
        r_5[i_8] = isnan(t_21);
        i_8 = i_8 + 1;
        continue;
    }
    array<bool2, 2> t_22 = r_5;
    bool t_23 = core_any(t_22);
    outputBuffer[1u] = select(0.0f, 1.0f, t_23);
    float2x2 x_6 = float2x2{};
    x_6 = t_2;
    array<bool2, 2> r_6 = array<bool2, 2>{};
    int i_9;
    int i_10 = 0;
    for (;;) {
        if (i_10 < 2) {
        } else {
            i_9 = i_10;
            break;
        }
        float2 t_24 = x_6[i_10];
        r_6[i_10] = isfinite(t_24);
        i_10 = i_10 + 1;
        continue;
    }
    array<bool2, 2> t_25 = r_6;
    bool t_26 = core_all(t_25);
    outputBuffer[2u] = select(0.0f, 1.0f, t_26);
    float2x2 x_7 = float2x2{};
    x_7 = t_2;
    array<bool2, 2> r_7 = array<bool2, 2>{};
    int i_11;
    int i_12 = 0;
    for (;;) {
        if (i_12 < 2) {
        } else {
            i_11 = i_12;
            break;
        }
        float2 t_27 = x_7[i_12];
        r_7[i_12] = isinf(t_27);
        i_12 = i_12 + 1;
        continue;
    }
    array<bool2, 2> t_28 = r_7;
    outputBuffer[3u] = float(t_28[0].y);
    return;
}
bool core_any(array<bool2, 2> x) {
    array<bool2, 2> x_8 = array<bool2, 2>{};
    x_8 = x;
    int r_8;
    int r_9 = 0;
    for (;;) {
        if (r_9 < 2) {
        } else {
            r_8 = r_9;
            break;
        }
        bool2 t_29 = x_8[r_9];
        if (any(t_29)) {
            return true;
        }
        r_9 = r_9 + 1;
        continue;
    }
    return false;
}
bool core_all(array<bool2, 2> x_1) {
    array<bool2, 2> x_9 = array<bool2, 2>{};
    x_9 = x_1;
    int r_10;
    int r_11 = 0;
    for (;;) {
        if (r_11 < 2) {
        } else {
            r_10 = r_11;
            break;
        }
        bool2 t_30 = x_9[r_11];
        if (!all(t_30)) {
            return false;
        }
        r_11 = r_11 + 1;
        continue;
    }
    return true;
}
