#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
bool core_any(bvec2[2] x);
bool core_all(bvec2[2] x_1);
void main() {
    float t = outputBuffer.data[0u];
    float t_1 = outputBuffer.data[2u];
    mat2 t_2 = mat2(vec2(t / t, t_1 / t), vec2(2.0, t_1 / t_1 * 1.0));
    mat2 x_2 = mat2(0.0);
    x_2 = t_2;
    bvec2[2] r = bvec2[2](bvec2(false), bvec2(false));
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            i = i_1;
            break;
        }
        vec2 t_3 = x_2[i_1];
        r[i_1] = isnan(t_3);
        i_1 = i_1 + 1;
        continue;
    }
    bvec2[2] t_4 = r;
    bvec2[2] n = bvec2[2](bvec2(false), bvec2(false));
    n = t_4;
    mat2 x_3 = mat2(0.0);
    x_3 = t_2;
    bvec2[2] r_1 = bvec2[2](bvec2(false), bvec2(false));
    int i_2;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            i_2 = i_3;
            break;
        }
        vec2 t_5 = x_3[i_3];
        r_1[i_3] = isinf(t_5);
        i_3 = i_3 + 1;
        continue;
    }
    bvec2[2] t_6 = r_1;
    bvec2[2] i_4 = bvec2[2](bvec2(false), bvec2(false));
    i_4 = t_6;
    mat2 x_4 = mat2(0.0);
    x_4 = t_2;
    bvec2[2] r_2 = bvec2[2](bvec2(false), bvec2(false));
    int i_5;
    int i_6 = 0;
    for (;;) {
        if (i_6 < 2) {
        } else {
            i_5 = i_6;
            break;
        }
        vec2 t_7 = x_4[i_6];
        r_2[i_6] = not(bvec2(uvec2(isnan(t_7)) | uvec2(isinf(t_7))));
        i_6 = i_6 + 1;
        continue;
    }
    bvec2[2] t_8 = r_2;
    bvec2[2] f = bvec2[2](bvec2(false), bvec2(false));
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
            int t_17 = bits_3 | (t_14 ? 1 : 0) << (t_13 & 31) | (t_15 ? 1 : 0) << (t_13 + 4 & 31) | (t_16 ? 1 : 0) << (t_13 + 8 & 31);
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
    outputBuffer.data[0u] = float(bits);
    mat2 x_5 = mat2(0.0);
    x_5 = t_2;
    bvec2[2] r_5 = bvec2[2](bvec2(false), bvec2(false));
    int i_7;
    int i_8 = 0;
    for (;;) {
        if (i_8 < 2) {
        } else {
            i_7 = i_8;
            break;
        }
        vec2 t_21 = x_5[i_8];
        r_5[i_8] = isnan(t_21);
        i_8 = i_8 + 1;
        continue;
    }
    bvec2[2] t_22 = r_5;
    bool t_23 = core_any(t_22);
    outputBuffer.data[1u] = t_23 ? 1.0 : 0.0;
    mat2 x_6 = mat2(0.0);
    x_6 = t_2;
    bvec2[2] r_6 = bvec2[2](bvec2(false), bvec2(false));
    int i_9;
    int i_10 = 0;
    for (;;) {
        if (i_10 < 2) {
        } else {
            i_9 = i_10;
            break;
        }
        vec2 t_24 = x_6[i_10];
        r_6[i_10] = not(bvec2(uvec2(isnan(t_24)) | uvec2(isinf(t_24))));
        i_10 = i_10 + 1;
        continue;
    }
    bvec2[2] t_25 = r_6;
    bool t_26 = core_all(t_25);
    outputBuffer.data[2u] = t_26 ? 1.0 : 0.0;
    mat2 x_7 = mat2(0.0);
    x_7 = t_2;
    bvec2[2] r_7 = bvec2[2](bvec2(false), bvec2(false));
    int i_11;
    int i_12 = 0;
    for (;;) {
        if (i_12 < 2) {
        } else {
            i_11 = i_12;
            break;
        }
        vec2 t_27 = x_7[i_12];
        r_7[i_12] = isinf(t_27);
        i_12 = i_12 + 1;
        continue;
    }
    bvec2[2] t_28 = r_7;
    outputBuffer.data[3u] = float(t_28[0].y);
    return;
}
bool core_any(bvec2[2] x) {
    bvec2[2] x_8 = bvec2[2](bvec2(false), bvec2(false));
    x_8 = x;
    int r_8;
    int r_9 = 0;
    for (;;) {
        if (r_9 < 2) {
        } else {
            r_8 = r_9;
            break;
        }
        bvec2 t_29 = x_8[r_9];
        if (any(t_29)) {
            return true;
        }
        r_9 = r_9 + 1;
        continue;
    }
    return false;
}
bool core_all(bvec2[2] x_1) {
    bvec2[2] x_9 = bvec2[2](bvec2(false), bvec2(false));
    x_9 = x_1;
    int r_10;
    int r_11 = 0;
    for (;;) {
        if (r_11 < 2) {
        } else {
            r_10 = r_11;
            break;
        }
        bvec2 t_30 = x_9[r_11];
        if (!all(t_30)) {
            return false;
        }
        r_11 = r_11 + 1;
        continue;
    }
    return true;
}
