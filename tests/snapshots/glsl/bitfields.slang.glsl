#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
struct Flags
{
    uint _bits0;
    uint plain;
    uint64_t _bits2;
};
struct Split
{
    uint _bits0;
    uint _bits1;
};
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
    Flags f = Flags(0u, 0u, 0ul);
    f = Flags(0u, 9u, 0ul);
    uint t = f._bits0;
    uint t_1 = f._bits0;
    uint t_2 = f._bits0;
    uint t_3 = f.plain;
    outputBuffer.data[0u] = (int(t << (28u & 31u)) >> (28 & 31)) + int(t_1 << (16u & 31u) >> (20u & 31u)) + int(t_2 >> (16u & 31u)) + int(t_3) * 100;
    int t_4 = inputs.data[1u];
    uint t_5 = f._bits0;
    f._bits0 = t_5 & 4294967280u | uint(t_4) & 15u;
    int t_6 = inputs.data[0u];
    uint t_7 = f._bits0;
    f._bits0 = t_7 & 4294901775u | uint(t_6 * 20) << (4u & 31u) & 65520u;
    uint t_8 = f._bits0;
    f._bits0 = t_8 & 65535u | 4293984256u;
    int t_9 = inputs.data[1u];
    uint64_t t_10 = f._bits2;
    f._bits2 = t_10 & 18446742974197923840ul | uint64_t(int64_t(t_9) << (30l & 63l)) & 1099511627775ul;
    int t_11 = inputs.data[2u];
    uint64_t t_12 = f._bits2;
    f._bits2 = t_12 & 18446736377128157183ul | uint64_t(uint8_t(t_11 + 1)) << (40ul & 63ul) & 7696581394432ul;
    uint t_13 = f._bits0;
    outputBuffer.data[1u] = int(t_13 << (28u & 31u)) >> (28 & 31);
    uint t_14 = f._bits0;
    outputBuffer.data[2u] = int(t_14 << (16u & 31u) >> (20u & 31u));
    uint t_15 = f._bits0;
    outputBuffer.data[3u] = int(t_15 >> (16u & 31u));
    uint64_t t_16 = f._bits2;
    outputBuffer.data[4u] = int(int64_t(t_16 << (24ul & 63ul)) >> (24l & 63l) >> (20l & 63l));
    uint64_t t_17 = f._bits2;
    outputBuffer.data[5u] = int(uint8_t(t_17 << (21ul & 63ul) >> (61ul & 63ul)));
    uint t_18 = f._bits0;
    uint t_19 = f._bits0;
    f._bits0 = t_19 & 4294967280u | uint((int(t_18 << (28u & 31u)) >> (28 & 31)) + 10) & 15u;
    uint t_20 = f._bits0;
    outputBuffer.data[6u] = int(t_20 << (28u & 31u)) >> (28 & 31);
    Split s = Split(0u, 0u);
    uint t_21 = s._bits0;
    s._bits0 = t_21 & 4278190080u | 11259375u;
    uint t_22 = s._bits1;
    s._bits1 = t_22 & 4278190080u | 1193046u;
    uint t_23 = s._bits0;
    uint t_24 = s._bits1;
    outputBuffer.data[7u] = int(t_23 << (8u & 31u) >> (8u & 31u) ^ t_24 << (8u & 31u) >> (8u & 31u));
    outputBuffer.data[8u] = 1682;
    outputBuffer.data[9u] = 28;
    outputBuffer.data[10u] = 28;
    uint t_25 = f.plain;
    outputBuffer.data[11u] = int(t_25);
    return;
}
