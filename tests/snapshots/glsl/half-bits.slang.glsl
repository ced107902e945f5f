#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    uint[] data;
} inputBuffer;
void main();
void main() {
    uint t = inputBuffer.data[0u];
    uint16_t t_1 = uint16_t(t);
    uint t_2 = inputBuffer.data[1u];
    uint t_3 = inputBuffer.data[2u];
    outputBuffer.data[0u] = int(uint16BitsToFloat16(t_1 | uint16_t(t_2)) * float16_t(2.0));
    outputBuffer.data[1u] = int(uint16BitsToFloat16(t_1 ^ uint16_t(t_3)));
    uint t_4 = inputBuffer.data[5u];
    outputBuffer.data[2u] = int(packHalf2x16(vec2(float(t_4) / 20490.0, 0.0)) & 65535u);
    uint t_5 = inputBuffer.data[7u];
    outputBuffer.data[3u] = int(unpackHalf2x16(t_5).x * 4096.0);
    uint t_6 = inputBuffer.data[0u];
    outputBuffer.data[4u] = isinf(unpackHalf2x16(t_6 * 2u + 1024u).x) ? 1 : 0;
    uint t_7 = inputBuffer.data[5u];
    outputBuffer.data[5u] = int(packHalf2x16(vec2(float(t_7), 0.0)) & 65535u);
    uint t_8 = inputBuffer.data[6u];
    outputBuffer.data[6u] = int(packHalf2x16(vec2(float(t_8), 0.0)) & 65535u);
    uint t_9 = inputBuffer.data[3u];
    uint t_10 = inputBuffer.data[4u];
    outputBuffer.data[7u] = int(uint16_t(t_9) & uint16_t(t_10));
    return;
}
