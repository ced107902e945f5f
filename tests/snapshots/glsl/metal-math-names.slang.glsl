#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
float core_copysign_12(float x, float y);
vec2 core_copysign_13(vec2 x_1, vec2 y_1);
float16_t core_copysign_14(float16_t x_2, float16_t y_2);
f16vec2 core_copysign_15(f16vec2 x_3, f16vec2 y_3);
void main() {
    uvec3 t = gl_GlobalInvocationID;
    float t_1 = float(t.x);
    float t_2 = -t_1;
    float t_3 = core_copysign_12(3.0, t_2);
    vec2 t_4 = core_copysign_13(vec2(-1.5, 2.0), vec2(1.0, -4.0));
    outputBuffer.data[0u] = int(t_3 * 10.0) * 100 + int(t_4.x * 10.0) + int(t_4.y);
    float16_t t_5 = core_copysign_14(float16_t(3.0), float16_t(t_2));
    f16vec2 t_6 = core_copysign_15(f16vec2(float16_t(-1.5), float16_t(2.0)), f16vec2(float16_t(1.0), float16_t(-4.0)));
    vec3 t_7 = vec3(f16vec3(t_5, t_6.x, t_6.y));
    outputBuffer.data[1u] = int(t_7.x * 10.0) * 100 + int(t_7.y * 10.0) + int(t_7.z);
    outputBuffer.data[2u] = 35;
    outputBuffer.data[3u] = 3;
    outputBuffer.data[4u] = 4;
    outputBuffer.data[5u] = 77;
    outputBuffer.data[6u] = 16;
    outputBuffer.data[7u] = 32;
    outputBuffer.data[8u] = -100;
    outputBuffer.data[9u] = 100;
    float t_8 = 2.0;
    float t_9 = 2.0;
    float t_10 = isnan(t_1) ? t_9 : isnan(t_9) ? t_1 : max(t_1, t_9);
    float t_11 = 7.0;
    float t_12 = isnan(t_1) ? t_8 : isnan(t_8) ? t_1 : min(t_1, t_8);
    float t_13 = isnan(t_10) ? t_11 : isnan(t_11) ? t_10 : min(t_10, t_11);
    outputBuffer.data[10u] = int(isnan(t_12) ? t_13 : isnan(t_13) ? t_12 : max(t_12, t_13));
    outputBuffer.data[11u] = 6;
    return;
}
float core_copysign_12(float x, float y) {
    float r;
    int i;
    float r_1 = 0.0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 1) {
        } else {
            float t_14 = r_1;
            int t_15 = i_1;
            r = t_14;
            i = t_15;
            break;
        }
        float t_16 = (floatBitsToUint(y) & 2147483648u) != 0u ? -1.0 : 1.0;
        int t_17 = i_1 + 1;
        r_1 = t_16;
        i_1 = t_17;
        continue;
    }
    float r_2;
    int i_2;
    float r_3 = 0.0;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 1) {
        } else {
            float t_18 = r_3;
            int t_19 = i_3;
            r_2 = t_18;
            i_2 = t_19;
            break;
        }
        float t_20 = abs(x) * r;
        int t_21 = i_3 + 1;
        r_3 = t_20;
        i_3 = t_21;
        continue;
    }
    return r_2;
}
vec2 core_copysign_13(vec2 x_1, vec2 y_1) {
    bvec2 c = bvec2(false);
    c = notEqual(floatBitsToUint(y_1) & uvec2(2147483648u, 2147483648u), uvec2(0u, 0u));
    vec2 a = vec2(0.0);
    a = vec2(-1.0, -1.0);
    vec2 b = vec2(0.0);
    b = vec2(1.0, 1.0);
    vec2 r_4 = vec2(0.0);
    int i_4;
    int i_5 = 0;
    for (;;) {
        if (i_5 < 2) {
        } else {
            i_4 = i_5;
            break;
        }
        bool t_22 = c[i_5];
        float t_23;
        if (t_22) {
            float t_24 = a[i_5];
            t_23 = t_24;
        } else {
            float t_25 = b[i_5];
            t_23 = t_25;
        }
        r_4[i_5] = t_23;
        i_5 = i_5 + 1;
        continue;
    }
    vec2 t_26 = r_4;
    vec2 t_27 = abs(x_1) * t_26;
    bvec2 c_1 = bvec2(false);
    c_1 = equal(y_1, vec2(0.0, 0.0));
    vec2 a_1 = vec2(0.0);
    a_1 = t_27;
    vec2 b_1 = vec2(0.0);
    b_1 = t_27;
    vec2 r_5 = vec2(0.0);
    int i_6;
    int i_7 = 0;
    for (;;) {
        if (i_7 < 2) {
        } else {
            i_6 = i_7;
            break;
        }
        bool t_28 = c_1[i_7];
        float t_29;
        if (t_28) {
            float t_30 = a_1[i_7];
            t_29 = t_30;
        } else {
            float t_31 = b_1[i_7];
            t_29 = t_31;
        }
        r_5[i_7] = t_29;
        i_7 = i_7 + 1;
        continue;
    }
    vec2 t_32 = r_5;
    return t_32;
}
float16_t core_copysign_14(float16_t x_2, float16_t y_2) {
    float16_t r_6;
    int i_8;
    float16_t r_7 = float16_t(0.0);
    int i_9 = 0;
    for (;;) {
        if (i_9 < 1) {
        } else {
            float16_t t_33 = r_7;
            int t_34 = i_9;
            r_6 = t_33;
            i_8 = t_34;
            break;
        }
        float16_t t_35 = (floatBitsToUint(float(y_2)) & 2147483648u) != 0u ? float16_t(-1.0) : float16_t(1.0);
        int t_36 = i_9 + 1;
        r_7 = t_35;
        i_9 = t_36;
        continue;
    }
    float16_t r_8;
    int i_10;
    float16_t r_9 = float16_t(0.0);
    int i_11 = 0;
    for (;;) {
        if (i_11 < 1) {
        } else {
            float16_t t_37 = r_9;
            int t_38 = i_11;
            r_8 = t_37;
            i_10 = t_38;
            break;
        }
        float16_t t_39 = abs(x_2) * r_6;
        int t_40 = i_11 + 1;
        r_9 = t_39;
        i_11 = t_40;
        continue;
    }
    return r_8;
}
f16vec2 core_copysign_15(f16vec2 x_3, f16vec2 y_3) {
    bvec2 c_2 = bvec2(false);
    c_2 = notEqual(floatBitsToUint(vec2(y_3)) & uvec2(2147483648u, 2147483648u), uvec2(0u, 0u));
    f16vec2 a_2 = f16vec2(float16_t(0.0));
    a_2 = f16vec2(float16_t(-1.0), float16_t(-1.0));
    f16vec2 b_2 = f16vec2(float16_t(0.0));
    b_2 = f16vec2(float16_t(1.0), float16_t(1.0));
    f16vec2 r_10 = f16vec2(float16_t(0.0));
    int i_12;
    int i_13 = 0;
    for (;;) {
        if (i_13 < 2) {
        } else {
            i_12 = i_13;
            break;
        }
        bool t_41 = c_2[i_13];
        float16_t t_42;
        if (t_41) {
            float16_t t_43 = a_2[i_13];
            t_42 = t_43;
        } else {
            float16_t t_44 = b_2[i_13];
            t_42 = t_44;
        }
        r_10[i_13] = t_42;
        i_13 = i_13 + 1;
        continue;
    }
    f16vec2 t_45 = r_10;
    f16vec2 t_46 = abs(x_3) * t_45;
    bvec2 c_3 = bvec2(false);
    c_3 = equal(y_3, f16vec2(float16_t(0.0), float16_t(0.0)));
    f16vec2 a_3 = f16vec2(float16_t(0.0));
    a_3 = t_46;
    f16vec2 b_3 = f16vec2(float16_t(0.0));
    b_3 = t_46;
    f16vec2 r_11 = f16vec2(float16_t(0.0));
    int i_14;
    int i_15 = 0;
    for (;;) {
        if (i_15 < 2) {
        } else {
            i_14 = i_15;
            break;
        }
        bool t_47 = c_3[i_15];
        float16_t t_48;
        if (t_47) {
            float16_t t_49 = a_3[i_15];
            t_48 = t_49;
        } else {
            float16_t t_50 = b_3[i_15];
            t_48 = t_50;
        }
        r_11[i_15] = t_48;
        i_15 = i_15 + 1;
        continue;
    }
    f16vec2 t_51 = r_11;
    return t_51;
}
