#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    int[] data;
} bufs[2];
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    uint t_2 = t_1 & 1u;
    int t_3 = bufs[t_2].data[t_1];
    int t_4 = bufs[1u - t_2].data[t_1];
    outputBuffer.data[t_1] = t_3 * 100 + t_4;
    return;
}
