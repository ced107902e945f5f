#version 450
layout(local_size_x = 3, local_size_y = 2, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_LocalInvocationID;
    int t_1 = int(t.x) + int(t.y) * 3;
    outputBuffer.data[uint(t_1)] = 321 + t_1 * 1000;
    return;
}
