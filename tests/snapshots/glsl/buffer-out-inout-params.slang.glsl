#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 1, set = 0) readonly buffer StructuredBuffer_block
{
    int[] data;
} gB;
layout(std430, binding = 2, set = 0) readonly buffer StructuredBuffer_block_1
{
    int[] data;
} gC;
layout(std430, binding = 3, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    int t_2 = gB.data[t_1];
    int t_3 = gC.data[t_1];
    int t_4 = gB.data[t_1];
    outputBuffer.data[t_1] = t_2 + 2 * t_3 + 3 * t_4;
    return;
}
