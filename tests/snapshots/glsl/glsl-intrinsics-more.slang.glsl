#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
float core_refract(float i, float n, float p);
uvec2 core_uaddCarry_1(uvec2 x, uvec2 y, inout uvec2 carry);
uvec2 core_usubBorrow_1(uvec2 x_1, uvec2 y_1, inout uvec2 borrow);
void main() {
    uvec3 t = gl_GlobalInvocationID;
    int t_1 = int(t.x);
    float t_2 = float(t_1 + 1);
    outputBuffer.data[0u] = int(-t_2 * t_2 < 0.0 ? 2.0 : -2.0);
    outputBuffer.data[1u] = int(t_2 * t_2 < 0.0 ? 2.0 : -2.0);
    outputBuffer.data[2u] = int(3.0 - 2.0 * t_2 * 3.0 * t_2);
    float t_3 = core_refract(t_2, t_2, 0.5);
    outputBuffer.data[3u] = int(t_3 * 100.0);
    vec3 r = vec3(0.0);
    r = vec3(3.0, 4.0, 5.0);
    mat3x2 m = mat3x2(0.0);
    int i_1;
    int i_2 = 0;
    for (;;) {
        if (i_2 < 3) {
        } else {
            i_1 = i_2;
            break;
        }
        float t_4 = r[i_2];
        m[i_2] = vec2(1.0, 2.0) * vec2(t_4);
        i_2 = i_2 + 1;
        continue;
    }
    mat3x2 t_5 = m;
    vec2 t_6 = t_5[0];
    outputBuffer.data[4u] = int(t_6.x * 1000.0 + t_6.y * 100.0 + t_5[2].y);
    mat2 x_2 = mat2(0.0);
    x_2 = mat2(vec2(1.0, 2.0), vec2(3.0, 4.0));
    mat2 y_2 = mat2(0.0);
    y_2 = mat2(vec2(5.0, 6.0), vec2(7.0, 8.0));
    mat2 r_1 = mat2(0.0);
    int i_3;
    int i_4 = 0;
    for (;;) {
        if (i_4 < 2) {
        } else {
            i_3 = i_4;
            break;
        }
        vec2 t_7 = x_2[i_4];
        vec2 t_8 = y_2[i_4];
        r_1[i_4] = t_7 * t_8;
        i_4 = i_4 + 1;
        continue;
    }
    mat2 t_9 = r_1;
    outputBuffer.data[5u] = int(t_9[0].x * 1000.0 + t_9[1].y);
    outputBuffer.data[6u] = 215;
    outputBuffer.data[7u] = -974;
    uvec2 t_10 = uvec2(0u);
    uvec2 t_11 = core_uaddCarry_1(uvec2(4294967295u, 1u), uvec2(2u, 2u), t_10);
    uvec2 t_12 = t_10;
    uvec2 t_13 = uvec2(0u);
    uvec2 t_14 = core_usubBorrow_1(uvec2(1u, 5u), uvec2(2u, 2u), t_13);
    uvec2 t_15 = t_13;
    outputBuffer.data[8u] = int(t_11.x * 1000u + t_12.x * 100u + t_12.y * 10u + t_11.y);
    outputBuffer.data[9u] = int(t_15.x * 100u + t_15.y * 10u + t_14.y);
    outputBuffer.data[10u] = 1073741824;
    outputBuffer.data[11u] = 2929;
    double t_16 = double(t_2);
    uint64_t t_17 = doubleBitsToUint64(t_16 * 1.5lf);
    outputBuffer.data[12u] = int(uint(t_17 >> (32ul & 63ul)) >> (16u & 31u));
    outputBuffer.data[13u] = int(uint(t_17));
    outputBuffer.data[14u] = 3;
    dvec2 t_18 = ldexp(dvec2(t_16, 3.0lf), ivec2(dvec2(4.0lf, -1.0lf)));
    outputBuffer.data[15u] = int(t_18.x * t_18.y);
    bool t_19 = t_1 == 0;
    bool t_20 = ((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((t_19 ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false;
    outputBuffer.data[16u] = int((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((t_20 ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false);
    outputBuffer.data[17u] = int(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((t_20 ? !t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false) ? t_19 : false);
    outputBuffer.data[18u] = 111;
    return;
}
float core_refract(float i, float n, float p) {
    float t_21 = n * i;
    float t_22 = 1.0 - p * p * (1.0 - t_21 * t_21);
    float t_23;
    if (t_22 < 0.0) {
        t_23 = 0.0;
    } else {
        t_23 = p * i - (p * t_21 + sqrt(t_22)) * n;
    }
    return t_23;
}
uvec2 core_uaddCarry_1(uvec2 x, uvec2 y, inout uvec2 carry) {
    uvec2 t_24 = x + y;
    bvec2 c = bvec2(false);
    c = lessThan(t_24, x);
    uvec2 a = uvec2(0u);
    a = uvec2(1u, 1u);
    uvec2 b = uvec2(0u);
    b = uvec2(0u, 0u);
    uvec2 r_2 = uvec2(0u);
    int i_5;
    int i_6 = 0;
    for (;;) {
        if (i_6 < 2) {
        } else {
            i_5 = i_6;
            break;
        }
        bool t_25 = c[i_6];
        uint t_26;
        if (t_25) {
            uint t_27 = a[i_6];
            t_26 = t_27;
        } else {
            uint t_28 = b[i_6];
            t_26 = t_28;
        }
        r_2[i_6] = t_26;
        i_6 = i_6 + 1;
        continue;
    }
    uvec2 t_29 = r_2;
    carry = t_29;
    return t_24;
}
uvec2 core_usubBorrow_1(uvec2 x_1, uvec2 y_1, inout uvec2 borrow) {
    bvec2 c_1 = bvec2(false);
    c_1 = lessThan(x_1, y_1);
    uvec2 a_1 = uvec2(0u);
    a_1 = uvec2(1u, 1u);
    uvec2 b_1 = uvec2(0u);
    b_1 = uvec2(0u, 0u);
    uvec2 r_3 = uvec2(0u);
    int i_7;
    int i_8 = 0;
    for (;;) {
        if (i_8 < 2) {
        } else {
            i_7 = i_8;
            break;
        }
        bool t_30 = c_1[i_8];
        uint t_31;
        if (t_30) {
            uint t_32 = a_1[i_8];
            t_31 = t_32;
        } else {
            uint t_33 = b_1[i_8];
            t_31 = t_33;
        }
        r_3[i_8] = t_31;
        i_8 = i_8 + 1;
        continue;
    }
    uvec2 t_34 = r_3;
    borrow = t_34;
    return x_1 - y_1;
}
