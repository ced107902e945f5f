#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} inputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    int[] data;
} outputBuffer;
void main();
void main() {
    int t = inputBuffer.data[0u];
    int t_1 = inputBuffer.data[2u];
    ivec2 t_2 = ivec2(t_1) >> (ivec2(t - 2, 2) & ivec2(31, 31));
    outputBuffer.data[0u] = t_2.x;
    outputBuffer.data[1u] = t_2.y;
    int t_3 = inputBuffer.data[1u];
    ivec3 t_4 = ivec3(t_3) << (ivec3(1, 2, 3) & ivec3(31, 31, 31));
    outputBuffer.data[2u] = t_4.x;
    outputBuffer.data[3u] = t_4.z;
    int t_5 = inputBuffer.data[3u];
    ivec2 t_6 = ivec2(t_5) >> (ivec2(1, 3) & ivec2(31, 31));
    outputBuffer.data[4u] = t_6.x;
    outputBuffer.data[5u] = t_6.y;
    outputBuffer.data[6u] = 8;
    outputBuffer.data[7u] = 1;
    int t_7 = inputBuffer.data[1u];
    u16vec2 t_8 = u16vec2(uvec2(u16vec2(uint16_t(t_7))) << (uvec2(1u, 13u) & uvec2(31u, 31u)));
    outputBuffer.data[8u] = int(t_8.x);
    outputBuffer.data[9u] = int(t_8.y);
    return;
}
