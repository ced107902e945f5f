#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    float[] data;
} inputs;
void main();
float core_frexp_1(float x, inout int e);
float core_nextafter_1(float x_1, float y);
void main() {
    float t = inputs.data[0u];
    int t_1 = 0;
    float t_2 = core_frexp_1(t, t_1);
    int t_3 = t_1;
    outputBuffer.data[0u] = floatBitsToUint(t_2);
    outputBuffer.data[1u] = uint(t_3);
    float t_4 = inputs.data[1u];
    float t_5 = inputs.data[2u];
    ivec2 t_6 = ivec2(0);
    vec2 x_2 = vec2(0.0);
    x_2 = vec2(t_4, t_5);
    vec2 m = vec2(0.0);
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            i = i_1;
            break;
        }
        float t_7 = x_2[i_1];
        int t_8 = 0;
        float t_9 = core_frexp_1(t_7, t_8);
        int t_10 = t_8;
        m[i_1] = t_9;
        t_6[i_1] = t_10;
        i_1 = i_1 + 1;
        continue;
    }
    vec2 t_11 = m;
    ivec2 t_12 = t_6;
    outputBuffer.data[2u] = floatBitsToUint(t_11.x);
    outputBuffer.data[3u] = uint(t_12.x);
    outputBuffer.data[4u] = floatBitsToUint(t_11.y) + uint(t_12.y);
    float t_13 = inputs.data[1u];
    float t_14 = t_13 - 2.0;
    float t_15 = trunc(t_14);
    outputBuffer.data[5u] = floatBitsToUint(t_14 - t_15);
    outputBuffer.data[6u] = floatBitsToUint(t_15);
    float t_16 = inputs.data[3u];
    float t_17 = core_nextafter_1(1.0 + t_16, 2.0);
    outputBuffer.data[7u] = floatBitsToUint(t_17);
    float t_18 = inputs.data[3u];
    float t_19 = core_nextafter_1(t_18, -1.0);
    outputBuffer.data[8u] = floatBitsToUint(t_19);
    float t_20 = inputs.data[3u];
    outputBuffer.data[9u] = floatBitsToUint(sin(t_20)) + floatBitsToUint(cos(t_20));
    float t_21 = inputs.data[2u];
    outputBuffer.data[10u] = uint(roundEven(exp((t_21 - 0.5) * 2.3025851)));
    float t_22 = inputs.data[0u];
    bvec3 c = bvec3(false);
    c = bvec3(true, false, t_22 > 1.0);
    ivec3 a = ivec3(0);
    a = ivec3(1, 2, 3);
    ivec3 b = ivec3(0);
    b = ivec3(10, 20, 30);
    ivec3 r = ivec3(0);
    int i_2;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            i_2 = i_3;
            break;
        }
        bool t_23 = c[i_3];
        int t_24;
        if (t_23) {
            int t_25 = a[i_3];
            t_24 = t_25;
        } else {
            int t_26 = b[i_3];
            t_24 = t_26;
        }
        r[i_3] = t_24;
        i_3 = i_3 + 1;
        continue;
    }
    ivec3 t_27 = r;
    outputBuffer.data[11u] = uint(t_27.x + t_27.y + t_27.z);
    float t_28 = inputs.data[1u];
    outputBuffer.data[12u] = floatBitsToUint(abs(t_28));
    float t_29 = inputs.data[1u];
    uint64_t t_30 = doubleBitsToUint64(double(t_29));
    uint t_31 = uint(t_30);
    uint t_32 = uint(t_30 >> (32ul & 63ul));
    outputBuffer.data[13u] = t_31;
    outputBuffer.data[14u] = t_32;
    outputBuffer.data[15u] = floatBitsToUint(float(uint64BitsToDouble(uint64_t(t_31) | uint64_t(t_32 + 1048576u) << (32ul & 63ul))));
    float t_33 = inputs.data[3u];
    u16vec2 t_34 = float16BitsToUint16(f16vec2(float16_t(t_33 + 1.0), float16_t(-2.0)));
    outputBuffer.data[16u] = uint(t_34.x) | uint(t_34.y) << (16u & 31u);
    outputBuffer.data[17u] = 4294949888u;
    uvec4 t_35 = uvec4(bitCount(ivec4(i8vec4(int8_t(-1), int8_t(3), int8_t(0), int8_t(t)))));
    outputBuffer.data[18u] = t_35.x * 1000u + t_35.y * 100u + t_35.z * 10u + t_35.w;
    outputBuffer.data[19u] = 60u;
    outputBuffer.data[20u] = 4u;
    float t_36 = inputs.data[2u];
    outputBuffer.data[21u] = uint(float16_t(t_36) * float16_t(2.0));
    outputBuffer.data[22u] = 3u;
    outputBuffer.data[23u] = 4u;
    return;
}
float core_frexp_1(float x, inout int e) {
    e = 0;
    if ((x == 0.0 ? true : isinf(x)) ? true : isnan(x)) {
        return x;
    }
    uint t_37 = floatBitsToUint(x);
    int t_38 = int(t_37 >> (23u & 31u) & 255u);
    uint b_1;
    int be;
    if (t_38 == 0) {
        uint t_39 = floatBitsToUint(x * 8388608.0);
        uint t_40 = t_39;
        int t_41 = int(t_39 >> (23u & 31u) & 255u) - 23;
        b_1 = t_40;
        be = t_41;
    } else {
        uint t_42 = t_37;
        int t_43 = t_38;
        b_1 = t_42;
        be = t_43;
    }
    e = be - 126;
    return uintBitsToFloat(b_1 & 2155872255u | 1056964608u);
}
float core_nextafter_1(float x_1, float y) {
    if (isnan(x_1) ? true : isnan(y)) {
        return x_1 + y;
    }
    if (x_1 == y) {
        return y;
    }
    if (x_1 == 0.0) {
        return uintBitsToFloat(y > 0.0 ? 1u : 2147483649u);
    }
    uint t_44 = floatBitsToUint(x_1);
    return uintBitsToFloat(y > x_1 == x_1 > 0.0 ? t_44 + 1u : t_44 - 1u);
}
