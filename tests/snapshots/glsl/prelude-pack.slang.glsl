#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    uint[] data;
} inputs;
void main();
uint packInt4x8Clamp_1(i16vec4 v);
uint pack_clamp_u8(ivec4 v_1);
uint packSnorm4x8(vec4 v_2);
void main() {
    uint t = inputs.data[0u];
    uvec4 t_1 = uvec4(t, t >> (8u & 31u), t >> (16u & 31u), t >> (24u & 31u)) & uvec4(255u, 255u, 255u, 255u);
    outputBuffer.data[0u] = t_1.x + (t_1.y << (8u & 31u)) + (t_1.z << (16u & 31u)) + (t_1.w << (24u & 31u)) - t;
    ivec4 t_2 = ivec4(int(t << (24u & 31u)), int(t << (16u & 31u)), int(t << (8u & 31u)), int(t)) >> (ivec4(24, 24, 24, 24) & ivec4(31, 31, 31, 31));
    outputBuffer.data[1u] = uint(t_2.x + t_2.y + t_2.z + t_2.w + 1000);
    outputBuffer.data[2u] = 83690239u;
    uint t_3 = pack_clamp_u8(ivec4(-5, 300, 7, 255));
    outputBuffer.data[3u] = t_3;
    uint t_4 = packInt4x8Clamp_1(i16vec4(int16_t(-200), int16_t(200), int16_t(-1), int16_t(1)));
    outputBuffer.data[4u] = t_4;
    uint t_5 = inputs.data[1u];
    float t_6 = uintBitsToFloat(t_5);
    uint t_7 = inputs.data[2u];
    float t_8 = uintBitsToFloat(t_7);
    uint t_9 = inputs.data[3u];
    float t_10 = uintBitsToFloat(t_9);
    uvec4 t_11 = uvec4(roundEven(clamp(vec4(t_6, t_8, t_10, 2.0), vec4(0.0), vec4(1.0)) * vec4(255.0, 255.0, 255.0, 255.0))) & uvec4(255u, 255u, 255u, 255u);
    outputBuffer.data[5u] = t_11.x | t_11.y << (8u & 31u) | t_11.z << (16u & 31u) | t_11.w << (24u & 31u);
    uint t_12 = packSnorm4x8(vec4(t_6, t_8, t_10, -2.0));
    outputBuffer.data[6u] = t_12;
    uvec2 t_13 = uvec2(roundEven(clamp(vec2(t_10, t_6), vec2(0.0), vec2(1.0)) * vec2(65535.0, 65535.0))) & uvec2(65535u, 65535u);
    outputBuffer.data[7u] = t_13.x | t_13.y << (16u & 31u);
    uvec2 t_14 = uvec2(ivec2(roundEven(clamp(vec2(t_8, t_6), vec2(-1.0, -1.0), vec2(1.0, 1.0)) * vec2(32767.0, 32767.0)))) & uvec2(65535u, 65535u);
    outputBuffer.data[8u] = t_14.x | t_14.y << (16u & 31u);
    uvec2 t_15 = uvec2(packHalf2x16(vec2(t_6, 0.0)) & 65535u, packHalf2x16(vec2(t_8, 0.0)) & 65535u) & uvec2(65535u, 65535u);
    outputBuffer.data[9u] = t_15.x | t_15.y << (16u & 31u);
    uint t_16 = inputs.data[4u];
    outputBuffer.data[10u] = floatBitsToUint(unpackHalf2x16(t_16 & 65535u).x + unpackHalf2x16(t_16 >> (16u & 31u)).x * 4.0);
    outputBuffer.data[11u] = 10100u;
    outputBuffer.data[12u] = 2891u;
    outputBuffer.data[13u] = 10u;
    outputBuffer.data[14u] = 910u;
    uint t_17 = inputs.data[4u];
    uint t_18 = inputs.data[4u];
    uvec2 x = uvec2(0u);
    x = uvec2(t_17 >> (16u & 31u), t_18);
    vec2 r = vec2(0.0);
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            i = i_1;
            break;
        }
        uint t_19 = x[i_1];
        r[i_1] = unpackHalf2x16(t_19).x;
        i_1 = i_1 + 1;
        continue;
    }
    vec2 t_20 = r;
    uint t_21 = outputBuffer.data[10u];
    outputBuffer.data[10u] = t_21 + (floatBitsToUint(t_20.x) - floatBitsToUint(t_20.y));
    uvec4 t_22 = uvec4(u16vec4(t_1) + u16vec4(uint16_t(1), uint16_t(1), uint16_t(1), uint16_t(1))) & uvec4(255u, 255u, 255u, 255u);
    outputBuffer.data[15u] = t_22.x | t_22.y << (8u & 31u) | t_22.z << (16u & 31u) | t_22.w << (24u & 31u);
    return;
}
uint packInt4x8Clamp_1(i16vec4 v) {
    uvec4 t_23 = uvec4(clamp(ivec4(v), ivec4(-128, -128, -128, -128), ivec4(127, 127, 127, 127))) & uvec4(255u, 255u, 255u, 255u);
    return t_23.x | t_23.y << (8u & 31u) | t_23.z << (16u & 31u) | t_23.w << (24u & 31u);
}
uint pack_clamp_u8(ivec4 v_1) {
    uvec4 t_24 = uvec4(clamp(v_1, ivec4(0, 0, 0, 0), ivec4(255, 255, 255, 255))) & uvec4(255u, 255u, 255u, 255u);
    return t_24.x | t_24.y << (8u & 31u) | t_24.z << (16u & 31u) | t_24.w << (24u & 31u);
}
uint packSnorm4x8(vec4 v_2) {
    uvec4 t_25 = uvec4(ivec4(roundEven(clamp(v_2, vec4(-1.0, -1.0, -1.0, -1.0), vec4(1.0, 1.0, 1.0, 1.0)) * vec4(127.0, 127.0, 127.0, 127.0)))) & uvec4(255u, 255u, 255u, 255u);
    return t_25.x | t_25.y << (8u & 31u) | t_25.z << (16u & 31u) | t_25.w << (24u & 31u);
}
