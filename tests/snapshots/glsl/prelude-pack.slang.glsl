#version 450
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
uint core_pack_clamp_u8(ivec4 v);
uint core_packSnorm4x8(vec4 v_1);
void main() {
    uint t = inputs.data[0u];
    uvec4 t_1 = uvec4(t, t >> (8u & 31u), t >> (16u & 31u), t >> (24u & 31u)) & uvec4(255u, 255u, 255u, 255u);
    outputBuffer.data[0u] = t_1.x + (t_1.y << (8u & 31u)) + (t_1.z << (16u & 31u)) + (t_1.w << (24u & 31u)) - t;
    ivec4 t_2 = ivec4(int(t << (24u & 31u)), int(t << (16u & 31u)), int(t << (8u & 31u)), int(t)) >> (ivec4(24, 24, 24, 24) & ivec4(31, 31, 31, 31));
    outputBuffer.data[1u] = uint(t_2.x + t_2.y + t_2.z + t_2.w + 1000);
    outputBuffer.data[2u] = 83690239u;
    uint t_3 = core_pack_clamp_u8(ivec4(-5, 300, 7, 255));
    outputBuffer.data[3u] = t_3;
    outputBuffer.data[4u] = 33521536u;
    uint t_4 = inputs.data[1u];
    float t_5 = uintBitsToFloat(t_4);
    uint t_6 = inputs.data[2u];
    float t_7 = uintBitsToFloat(t_6);
    uint t_8 = inputs.data[3u];
    float t_9 = uintBitsToFloat(t_8);
    uvec4 t_10 = uvec4(roundEven(clamp(vec4(t_5, t_7, t_9, 2.0), vec4(0.0), vec4(1.0)) * vec4(255.0, 255.0, 255.0, 255.0))) & uvec4(255u, 255u, 255u, 255u);
    outputBuffer.data[5u] = t_10.x | t_10.y << (8u & 31u) | t_10.z << (16u & 31u) | t_10.w << (24u & 31u);
    uint t_11 = core_packSnorm4x8(vec4(t_5, t_7, t_9, -2.0));
    outputBuffer.data[6u] = t_11;
    uvec2 t_12 = uvec2(roundEven(clamp(vec2(t_9, t_5), vec2(0.0), vec2(1.0)) * vec2(65535.0, 65535.0))) & uvec2(65535u, 65535u);
    outputBuffer.data[7u] = t_12.x | t_12.y << (16u & 31u);
    uvec2 t_13 = uvec2(ivec2(roundEven(clamp(vec2(t_7, t_5), vec2(-1.0, -1.0), vec2(1.0, 1.0)) * vec2(32767.0, 32767.0)))) & uvec2(65535u, 65535u);
    outputBuffer.data[8u] = t_13.x | t_13.y << (16u & 31u);
    uvec2 t_14 = uvec2(packHalf2x16(vec2(t_5, 0.0)) & 65535u, packHalf2x16(vec2(t_7, 0.0)) & 65535u) & uvec2(65535u, 65535u);
    outputBuffer.data[9u] = t_14.x | t_14.y << (16u & 31u);
    uint t_15 = inputs.data[4u];
    outputBuffer.data[10u] = floatBitsToUint(unpackHalf2x16(t_15 & 65535u).x + unpackHalf2x16(t_15 >> (16u & 31u)).x * 4.0);
    outputBuffer.data[11u] = 10100u;
    outputBuffer.data[12u] = 2891u;
    outputBuffer.data[13u] = 10u;
    outputBuffer.data[14u] = 910u;
    uint t_16 = inputs.data[4u];
    uint t_17 = inputs.data[4u];
    uvec2 x = uvec2(0u);
    x = uvec2(t_16 >> (16u & 31u), t_17);
    vec2 r = vec2(0.0);
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            i = i_1;
            break;
        }
        uint t_18 = x[i_1];
        r[i_1] = unpackHalf2x16(t_18).x;
        i_1 = i_1 + 1;
        continue;
    }
    vec2 t_19 = r;
    uint t_20 = outputBuffer.data[10u];
    outputBuffer.data[10u] = t_20 + (floatBitsToUint(t_19.x) - floatBitsToUint(t_19.y));
    uvec4 t_21 = t_1 + uvec4(1u, 1u, 1u, 1u) & uvec4(255u, 255u, 255u, 255u);
    outputBuffer.data[15u] = t_21.x | t_21.y << (8u & 31u) | t_21.z << (16u & 31u) | t_21.w << (24u & 31u);
    return;
}
uint core_pack_clamp_u8(ivec4 v) {
    uvec4 t_22 = uvec4(clamp(v, ivec4(0, 0, 0, 0), ivec4(255, 255, 255, 255))) & uvec4(255u, 255u, 255u, 255u);
    return t_22.x | t_22.y << (8u & 31u) | t_22.z << (16u & 31u) | t_22.w << (24u & 31u);
}
uint core_packSnorm4x8(vec4 v_1) {
    uvec4 t_23 = uvec4(ivec4(roundEven(clamp(v_1, vec4(-1.0, -1.0, -1.0, -1.0), vec4(1.0, 1.0, 1.0, 1.0)) * vec4(127.0, 127.0, 127.0, 127.0)))) & uvec4(255u, 255u, 255u, 255u);
    return t_23.x | t_23.y << (8u & 31u) | t_23.z << (16u & 31u) | t_23.w << (24u & 31u);
}
