#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    uint[] data;
} src;
void main();
void main() {
    uint t = src.data[1u];
    uint t_1 = src.data[0u];
    uint64_t t_2 = uint64_t(t) << (32ul & 63ul) | uint64_t(t_1);
    outputBuffer.data[0u] = uint(t_2);
    outputBuffer.data[1u] = uint(t_2 >> (32ul & 63ul));
    uint t_3 = src.data[0u];
    uint t_4 = src.data[1u];
    uint64_t t_5 = uint64_t(t_3 + 4u) | uint64_t(t_4 + 6u) << (32ul & 63ul);
    outputBuffer.data[2u] = uint(t_5);
    outputBuffer.data[3u] = uint(t_5 >> (32ul & 63ul));
    return;
}
