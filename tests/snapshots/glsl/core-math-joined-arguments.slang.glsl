#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} inputs;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    int[] data;
} outputBuffer;
void main();
vec2 core_asinh(vec2 x);
vec3 core_atanh_1(vec3 x_1);
mat2 core_acosh_4(mat2 x_2);
mat2 core_atanh_4(mat2 x_3);
float core_refract(float i, float n, float p);
ivec3 core_sign_8(uvec3 x_4);
void main() {
    int t = inputs.data[0u];
    int t_1 = inputs.data[1u];
    float t_2 = float(t);
    outputBuffer.data[0u] = int(roundEven(log(t_2 + sqrt(t_2 * t_2 - 1.0)) * 1000.0));
    vec2 t_3 = core_asinh(vec2(ivec2(t, t_1)));
    outputBuffer.data[1u] = int(roundEven(t_3.y * 1000.0));
    vec3 t_4 = core_atanh_1(vec3(0.0, 0.0, 0.0));
    float t_5 = t_2 * 0.25;
    outputBuffer.data[2u] = int(roundEven((t_4.z + 0.5 * log((1.0 + t_5) / (1.0 - t_5))) * 1000.0));
    mat2 t_6 = mat2(vec2(1.5, 2.0), vec2(t_2, 3.0));
    mat2 t_7 = core_acosh_4(t_6);
    outputBuffer.data[3u] = int(roundEven((t_7[1].x + t_7[0].y * 10.0) * 1000.0));
    mat2 x_5 = mat2(0.0);
    x_5 = t_6;
    mat2 r = mat2(0.0);
    int i_1;
    int i_2 = 0;
    for (;;) {
        if (i_2 < 2) {
        } else {
            i_1 = i_2;
            break;
        }
        vec2 t_8 = x_5[i_2];
        vec2 t_9 = core_asinh(t_8);
        r[i_2] = t_9;
        i_2 = i_2 + 1;
        continue;
    }
    mat2 t_10 = r;
    mat2 t_11 = core_atanh_4(matrixCompMult(t_6, mat2(vec2(0.125, 0.125), vec2(0.125, 0.125))));
    outputBuffer.data[4u] = int(roundEven((t_10[1].y + t_11[0].x) * 1000.0));
    float t_12 = float(t_1);
    float t_13 = abs(t_12);
    outputBuffer.data[5u] = int(roundEven((t_13 + abs(t_12 - 4.0) * 10.0) * 1000.0));
    outputBuffer.data[6u] = int(roundEven(t_12 / t_13 * 1000.0));
    outputBuffer.data[7u] = int(roundEven((0.5 - 2.0 * t_12 * 0.5 * t_12) * 1000.0));
    outputBuffer.data[8u] = int(roundEven((1.0 * t_12 < 0.0 ? 2.0 : -2.0) * 1000.0));
    float t_14 = core_refract(0.6, -1.0, 0.5);
    outputBuffer.data[9u] = int(roundEven(t_14 * 1000.0));
    int t_15 = inputs.data[2u];
    uint t_16 = uint(t_15);
    outputBuffer.data[10u] = int(uint(abs(int(t_16))));
    int t_17 = inputs.data[3u];
    outputBuffer.data[11u] = int(uvec3(abs(ivec3(uvec3(t_16, uint(t_17), 0u)))).y);
    uint16_t t_18 = uint16_t(t_16);
    outputBuffer.data[12u] = int(uint16_t(abs(int16_t(t_18))));
    outputBuffer.data[13u] = int(uint64_t(abs(int64_t(uint64_t(t_16)))) >> (32ul & 63ul));
    int t_19 = inputs.data[4u];
    outputBuffer.data[14u] = (t_16 != 0u ? 1 : 0) + (uint(t_19) != 0u ? 1 : 0) * 10;
    int t_20 = inputs.data[3u];
    ivec3 t_21 = core_sign_8(uvec3(t_16, 0u, uint(t_20)));
    outputBuffer.data[15u] = t_21.x + t_21.y * 10 + t_21.z * 100;
    int t_22 = inputs.data[4u];
    outputBuffer.data[16u] = (uint16_t(t_22) != uint16_t(0) ? 1 : 0) + (t_18 != uint16_t(0) ? 1 : 0) * 10;
    return;
}
vec2 core_asinh(vec2 x) {
    float t_23 = x.x;
    float t_24;
    for (;;) {
        if (t_23 < 0.0) {
            t_24 = -log(-t_23 + sqrt(t_23 * t_23 + 1.0));
            break;
        }
        t_24 = log(t_23 + sqrt(t_23 * t_23 + 1.0));
        break;
    }
    float t_25 = x.y;
    float t_26;
    for (;;) {
        if (t_25 < 0.0) {
            t_26 = -log(-t_25 + sqrt(t_25 * t_25 + 1.0));
            break;
        }
        t_26 = log(t_25 + sqrt(t_25 * t_25 + 1.0));
        break;
    }
    return vec2(t_24, t_26);
}
vec3 core_atanh_1(vec3 x_1) {
    float t_27 = x_1.x;
    float t_28 = x_1.y;
    float t_29 = x_1.z;
    return vec3(0.5 * log((1.0 + t_27) / (1.0 - t_27)), 0.5 * log((1.0 + t_28) / (1.0 - t_28)), 0.5 * log((1.0 + t_29) / (1.0 - t_29)));
}
mat2 core_acosh_4(mat2 x_2) {
    mat2 x_6 = mat2(0.0);
    x_6 = x_2;
    mat2 r_1 = mat2(0.0);
    int i_3;
    int i_4 = 0;
    for (;;) {
        if (i_4 < 2) {
        } else {
            i_3 = i_4;
            break;
        }
        vec2 t_30 = x_6[i_4];
        float t_31 = t_30.x;
        float t_32 = t_30.y;
        r_1[i_4] = vec2(log(t_31 + sqrt(t_31 * t_31 - 1.0)), log(t_32 + sqrt(t_32 * t_32 - 1.0)));
        i_4 = i_4 + 1;
        continue;
    }
    mat2 t_33 = r_1;
    return t_33;
}
mat2 core_atanh_4(mat2 x_3) {
    mat2 x_7 = mat2(0.0);
    x_7 = x_3;
    mat2 r_2 = mat2(0.0);
    int i_5;
    int i_6 = 0;
    for (;;) {
        if (i_6 < 2) {
        } else {
            i_5 = i_6;
            break;
        }
        vec2 t_34 = x_7[i_6];
        float t_35 = t_34.x;
        float t_36 = t_34.y;
        r_2[i_6] = vec2(0.5 * log((1.0 + t_35) / (1.0 - t_35)), 0.5 * log((1.0 + t_36) / (1.0 - t_36)));
        i_6 = i_6 + 1;
        continue;
    }
    mat2 t_37 = r_2;
    return t_37;
}
float core_refract(float i, float n, float p) {
    float t_38 = n * i;
    float t_39 = 1.0 - p * p * (1.0 - t_38 * t_38);
    float t_40;
    if (t_39 < 0.0) {
        t_40 = 0.0;
    } else {
        t_40 = p * i - (p * t_38 + sqrt(t_39)) * n;
    }
    return t_40;
}
ivec3 core_sign_8(uvec3 x_4) {
    bvec3 c = bvec3(false);
    c = notEqual(x_4, uvec3(0u, 0u, 0u));
    ivec3 a = ivec3(0);
    a = ivec3(1, 1, 1);
    ivec3 b = ivec3(0);
    b = ivec3(0, 0, 0);
    ivec3 r_3 = ivec3(0);
    int i_7;
    int i_8 = 0;
    for (;;) {
        if (i_8 < 3) {
        } else {
            i_7 = i_8;
            break;
        }
        bool t_41 = c[i_8];
        int t_42;
        if (t_41) {
            int t_43 = a[i_8];
            t_42 = t_43;
        } else {
            int t_44 = b[i_8];
            t_42 = t_44;
        }
        r_3[i_8] = t_42;
        i_8 = i_8 + 1;
        continue;
    }
    ivec3 t_45 = r_3;
    return t_45;
}
