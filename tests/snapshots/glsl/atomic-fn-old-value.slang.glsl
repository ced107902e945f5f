#version 450
#extension GL_EXT_shader_atomic_float : require
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    int[] data;
} ints;
layout(std430, binding = 2, set = 0) buffer RWStructuredBuffer_block_2
{
    float[] data;
} floats;
shared uint[2] counters;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    if (t_1 == 0u) {
        counters[0] = 0u;
        counters[1] = 0u;
    }
    memoryBarrierShared();
    barrier();
    uint t_2 = atomicAdd(counters[1], 1u);
    outputBuffer.data[t_2] = t_2 + 100u;
    memoryBarrier();
    barrier();
    if (t_1 != 0u) {
        return;
    }
    uint t_3 = atomicExchange(outputBuffer.data[17u], 9u);
    outputBuffer.data[18u] = t_3;
    uint t_4 = atomicCompSwap(outputBuffer.data[19u], 7u, 11u);
    outputBuffer.data[20u] = t_4;
    uint t_5 = atomicAdd(outputBuffer.data[21u], 4294967288u);
    outputBuffer.data[22u] = t_5;
    uint t_6 = atomicAdd(outputBuffer.data[23u], 1u);
    outputBuffer.data[24u] = t_6;
    uint t_7 = atomicAdd(outputBuffer.data[25u], 4294967295u);
    outputBuffer.data[26u] = t_7;
    uint t_8 = atomicAnd(outputBuffer.data[27u], 60u);
    uint t_9 = atomicOr(outputBuffer.data[27u], 1u);
    uint t_10 = atomicXor(outputBuffer.data[27u], 255u);
    outputBuffer.data[28u] = t_8 + t_9 + t_10;
    int t_11 = atomicMin(ints.data[0u], -10);
    int t_12 = ints.data[0u];
    outputBuffer.data[29u] = uint(t_12 + 100) * 1000u + uint(t_11 + 100);
    float t_13 = atomicAdd(floats.data[0u], 0.25);
    outputBuffer.data[30u] = uint(t_13 * 100.0);
    float t_14 = floats.data[0u];
    uint t_15 = atomicMax(outputBuffer.data[16u], 3u);
    outputBuffer.data[31u] = uint(t_14 * 100.0) + t_15;
    return;
}
