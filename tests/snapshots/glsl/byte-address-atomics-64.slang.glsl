#version 450
#extension GL_EXT_shader_atomic_int64 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWByteAddressBuffer_block
{
    uint64_t[] data;
} buffer_u64;
layout(std430, binding = 0, set = 0) buffer RWByteAddressBuffer_block_1
{
    int64_t[] data;
} buffer_i64;
layout(std430, binding = 0, set = 0) buffer RWByteAddressBuffer_block_2
{
    uint[] data;
} buffer_1;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    uint t = gl_LocalInvocationIndex;
    uint64_t t_1 = atomicAdd(buffer_u64.data[0u], 1ul);
    uint64_t t_2 = atomicMax(buffer_u64.data[1u], uint64_t(2u * t + 3u));
    uint64_t t_3 = atomicOr(buffer_u64.data[2u], 1ul << (uint64_t(32u + t) & 63ul));
    int64_t t_4 = atomicMin(buffer_i64.data[3u], -int64_t(t));
    int64_t t_5 = atomicAdd(buffer_i64.data[4u], 10l);
    memoryBarrier();
    barrier();
    if (t == 0u) {
        uint64_t t_6 = atomicCompSwap(buffer_u64.data[5u], 0ul, 30064771079ul);
        uint t_7 = buffer_1.data[0u];
        outputBuffer.data[0u] = t_7;
        uint t_8 = buffer_1.data[1u];
        outputBuffer.data[1u] = t_8;
        uint t_9 = buffer_1.data[2u];
        outputBuffer.data[2u] = t_9;
        uint t_10 = buffer_1.data[5u];
        outputBuffer.data[3u] = t_10;
        uint t_11 = buffer_1.data[6u];
        outputBuffer.data[4u] = t_11;
        uint t_12 = buffer_1.data[7u];
        outputBuffer.data[5u] = t_12;
        uint t_13 = buffer_1.data[8u];
        outputBuffer.data[6u] = t_13;
        uint t_14 = buffer_1.data[11u];
        outputBuffer.data[7u] = t_14 * 10u + uint(t_6);
        uint64_t t_15 = atomicMax(buffer_u64.data[1u], 1ul);
        uint t_16 = buffer_1.data[2u];
        outputBuffer.data[8u] = uint(t_15) * 10u + t_16;
    }
    return;
}
