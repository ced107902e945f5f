#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    uint t_2 = atomicAdd(outputBuffer.data[0u], 1u);
    uint t_3 = atomicAdd(outputBuffer.data[1u], t_1);
    uint t_4 = atomicMin(outputBuffer.data[2u], t_1 * 7u + 3u);
    uint t_5 = atomicAnd(outputBuffer.data[3u], ~(1u << (t_1 & 31u)));
    uint t_6 = atomicMax(outputBuffer.data[4u], t_1 * 3u);
    uint t_7 = atomicOr(outputBuffer.data[5u], 1u << (t_1 * 2u & 31u));
    return;
}
