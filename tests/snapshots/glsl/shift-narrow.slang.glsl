#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    uint[] data;
} inputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 0;
    outputBuffer.data[1u] = 0;
    outputBuffer.data[2u] = 0;
    outputBuffer.data[3u] = 0;
    uint t = inputBuffer.data[0u];
    uint8_t t_1 = uint8_t(t);
    uint t_2 = inputBuffer.data[1u];
    uint8_t t_3 = uint8_t(t_2);
    outputBuffer.data[4u] = int(uint8_t(uint(t_1) << (4u & 31u)));
    outputBuffer.data[5u] = int(uint8_t(uint(t_3) >> (3u & 31u)));
    outputBuffer.data[6u] = int(int8_t(int(int8_t(t_3)) >> (2 & 31)));
    outputBuffer.data[7u] = int(uint16_t(uint(uint16_t(t_1)) << (13u & 31u)));
    return;
}
