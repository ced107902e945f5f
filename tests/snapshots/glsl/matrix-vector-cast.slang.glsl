#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
ivec2[2] core_select(bvec2[2] c, ivec2[2] p, ivec2[2] p_1);
mat2 core_select_1(bvec2[2] c_1, mat2 a, mat2 b);
void main() {
    uvec3 t = gl_GlobalInvocationID;
    float t_1 = 1.0 + float(t.x);
    mat2 t_2 = mat2(vec2(t_1, 2.0), vec2(3.0, 4.0));
    outputBuffer.data[0u] = int(t_1 * 1000.0 + 200.0 + 30.0 + 4.0);
    outputBuffer.data[1u] = 2030;
    ivec2[2] t_3 = core_select(bvec2[2](bvec2(true, false), bvec2(false, true)), ivec2[2](ivec2(10, 20), ivec2(30, 40)), ivec2[2](ivec2(1, 2), ivec2(3, 4)));
    ivec2 t_4 = t_3[0];
    ivec2 t_5 = t_3[1];
    outputBuffer.data[2u] = t_4.x + t_4.y * 100 + t_5.x * 1000 + t_5.y * 10000;
    mat2 t_6 = core_select_1(bvec2[2](bvec2(false, false), bvec2(true, true)), t_2, -t_2);
    vec2 t_7 = t_6[0];
    vec2 t_8 = t_6[1];
    outputBuffer.data[3u] = int(t_7.x * 1000.0 + t_7.y * 100.0 + t_8.x * 10.0 + t_8.y);
    return;
}
ivec2[2] core_select(bvec2[2] c, ivec2[2] p, ivec2[2] p_1) {
    bvec2[2] c_2 = bvec2[2](bvec2(false), bvec2(false));
    c_2 = c;
    ivec2[2] a_1 = ivec2[2](ivec2(0), ivec2(0));
    a_1 = p;
    ivec2[2] b_1 = ivec2[2](ivec2(0), ivec2(0));
    b_1 = p_1;
    ivec2[2] r = ivec2[2](ivec2(0), ivec2(0));
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            i = i_1;
            break;
        }
        bvec2 t_9 = c_2[i_1];
        ivec2 t_10 = a_1[i_1];
        ivec2 t_11 = b_1[i_1];
        bvec2 c_3 = bvec2(false);
        c_3 = t_9;
        ivec2 a_2 = ivec2(0);
        a_2 = t_10;
        ivec2 b_2 = ivec2(0);
        b_2 = t_11;
        ivec2 r_1 = ivec2(0);
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
        ivec2 t_16 = r_1;
        r[i_1] = t_16;
        i_1 = i_1 + 1;
        continue;
    }
    ivec2[2] t_17 = r;
    return t_17;
}
mat2 core_select_1(bvec2[2] c_1, mat2 a, mat2 b) {
    bvec2[2] c_4 = bvec2[2](bvec2(false), bvec2(false));
    c_4 = c_1;
    mat2 a_3 = mat2(0.0);
    a_3 = a;
    mat2 b_3 = mat2(0.0);
    b_3 = b;
    mat2 r_2 = mat2(0.0);
    int i_4;
    int i_5 = 0;
    for (;;) {
        if (i_5 < 2) {
        } else {
            i_4 = i_5;
            break;
        }
        bvec2 t_18 = c_4[i_5];
        vec2 t_19 = a_3[i_5];
        vec2 t_20 = b_3[i_5];
        bvec2 c_5 = bvec2(false);
        c_5 = t_18;
        vec2 a_4 = vec2(0.0);
        a_4 = t_19;
        vec2 b_4 = vec2(0.0);
        b_4 = t_20;
        vec2 r_3 = vec2(0.0);
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
        vec2 t_25 = r_3;
        r_2[i_5] = t_25;
        i_5 = i_5 + 1;
        continue;
    }
    mat2 t_26 = r_2;
    return t_26;
}
