#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    int[] data;
} inputs;
void main();
void main() {
    outputBuffer.data[0u] = 900;
    int t = inputs.data[1u];
    int t_1 = inputs.data[0u];
    uint t_2 = (uint(t) & 15u & 4294901775u | uint(t_1 * 20) << (4u & 31u) & 65520u) & 65535u | 4293984256u;
    int t_3 = inputs.data[1u];
    int t_4 = inputs.data[2u];
    uint64_t t_5 = uint64_t(int64_t(t_3) << (30l & 63l)) & 1099511627775ul & 18446736377128157183ul | uint64_t(uint8_t(t_4 + 1)) << (40ul & 63ul) & 7696581394432ul;
    int t_6 = int(t_2 << (28u & 31u)) >> (28 & 31);
    outputBuffer.data[1u] = t_6;
    outputBuffer.data[2u] = int(t_2 << (16u & 31u) >> (20u & 31u));
    outputBuffer.data[3u] = int(t_2 >> (16u & 31u));
    outputBuffer.data[4u] = int(int64_t(t_5 << (24ul & 63ul)) >> (24l & 63l) >> (20l & 63l));
    outputBuffer.data[5u] = int(uint8_t(t_5 << (21ul & 63ul) >> (61ul & 63ul)));
    outputBuffer.data[6u] = int((t_2 & 4294967280u | uint(t_6 + 10) & 15u) << (28u & 31u)) >> (28 & 31);
    outputBuffer.data[7u] = 12188089;
    outputBuffer.data[8u] = 1682;
    outputBuffer.data[9u] = 28;
    outputBuffer.data[10u] = 28;
    outputBuffer.data[11u] = 9;
    return;
}
