#version 450
layout(local_size_x = 2, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    int t_1 = int(t.x);
    int t_2 = t_1 + 2;
    outputBuffer.data[uint(t_1)] = t_2 * 100 + 11 + 7;
    outputBuffer.data[uint(t_2)] = (t_1 + (t_1 + 1) + 3) * 10;
    return;
}
