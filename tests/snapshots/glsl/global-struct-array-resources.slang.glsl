#version 450
struct Pair
{
    int bias;
};
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    Pair[2] pairs;
} globalParams;
layout(std430, binding = 1, set = 0) readonly buffer StructuredBuffer_block
{
    int[] data;
} pairs_src[2];
layout(std430, binding = 2, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    int t_1 = ivec3(t).x;
    int t_2 = t_1 >> (1 & 31);
    uint t_3 = uint(t_1);
    int t_4 = pairs_src[t_2].data[t_3];
    int t_5 = globalParams.pairs[1 - t_2].bias;
    outputBuffer.data[t_3] = t_4 + t_5;
    return;
}
