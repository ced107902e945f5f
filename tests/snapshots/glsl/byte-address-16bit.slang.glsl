#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWByteAddressBuffer_block
{
    uint[] data;
} input_1;
layout(std430, binding = 1, set = 0) buffer RWByteAddressBuffer_block_1
{
    uint[] data;
} scratch;
layout(std430, binding = 2, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    uint t_2 = 2u * t_1;
    uint t_3 = (t_2 & 3u) << (3u & 31u);
    uint t_4 = atomicAnd(scratch.data[(t_2 & 4294967292u) >> (2u & 31u)], ~(65535u << (t_3 & 31u)));
    uint t_5 = atomicOr(scratch.data[(t_2 & 4294967292u) >> (2u & 31u)], uint(uint16_t((t_1 + 1u) * 257u)) << (t_3 & 31u));
    memoryBarrier();
    barrier();
    if (t_1 == 0u) {
        uint t_6 = scratch.data[0u];
        outputBuffer.data[0u] = int(t_6);
        uint t_7 = scratch.data[1u];
        outputBuffer.data[1u] = int(t_7);
        uint t_8 = scratch.data[2u];
        outputBuffer.data[2u] = int(t_8);
        uint t_9 = input_1.data[0u];
        outputBuffer.data[3u] = int(uint16_t(t_9 >> (16u & 31u)));
        uint t_10 = input_1.data[1u];
        uint t_11 = input_1.data[1u];
        outputBuffer.data[4u] = int(uint16_t(t_10)) + int(int16_t(uint16_t(t_11 >> (16u & 31u)))) * 65536;
        uint t_12 = input_1.data[0u];
        uint t_13 = input_1.data[1u];
        outputBuffer.data[5u] = int(uint16_t(t_12 >> (16u & 31u))) * 65536 + int(uint16_t(t_13));
        uint t_14 = input_1.data[2u];
        uint t_15 = input_1.data[2u];
        outputBuffer.data[6u] = int(uint16BitsToFloat16(uint16_t(t_14)) * float16_t(10.0)) * 100 + int(uint16BitsToFloat16(uint16_t(t_15 >> (16u & 31u))) * float16_t(10.0));
        uint t_16 = input_1.data[2u];
        outputBuffer.data[7u] = int(int16_t(uint16_t(t_16 >> (16u & 31u))));
    }
    return;
}
