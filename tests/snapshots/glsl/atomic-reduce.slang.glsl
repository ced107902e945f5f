#version 450
#extension GL_EXT_shader_atomic_float : require
#extension GL_EXT_shader_atomic_int64 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    float[] data;
} floats;
layout(std430, binding = 2, set = 0) buffer RWStructuredBuffer_block_2
{
    uint64_t[] data;
} longs;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    uint t_2 = atomicAdd(outputBuffer.data[0u], t_1);
    uint t_3 = atomicMin(outputBuffer.data[1u], t_1 + 7u);
    uint t_4 = atomicAdd(outputBuffer.data[2u], 4294967295u);
    uint t_5 = atomicAdd(outputBuffer.data[3u], 1u);
    uint t_6 = 1u << (t_1 & 31u);
    uint t_7 = atomicOr(outputBuffer.data[4u], t_6);
    uint t_8 = atomicAnd(outputBuffer.data[5u], ~t_6);
    uint t_9 = atomicXor(outputBuffer.data[6u], 3u);
    uint t_10 = atomicMax(outputBuffer.data[7u], t_1 * 3u);
    float t_11 = atomicAdd(floats.data[0u], 0.25);
    uint64_t t_12 = atomicAdd(longs.data[0u], 4294967296ul);
    memoryBarrier();
    barrier();
    if (t_1 == 0u) {
        float t_13 = floats.data[0u];
        outputBuffer.data[8u] = uint(t_13 * 10.0);
        uint64_t t_14 = longs.data[0u];
        outputBuffer.data[9u] = uint(t_14 >> (32ul & 63ul));
    }
    return;
}
