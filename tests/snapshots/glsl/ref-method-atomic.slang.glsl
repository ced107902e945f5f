#version 450
struct Counter
{
    uint n;
};
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    Counter[] data;
} counters;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = atomicAdd(counters.data[uint(ivec3(t).x & 1)].n, 1u);
    return;
}
