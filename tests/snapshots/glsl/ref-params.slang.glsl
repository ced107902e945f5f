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
    int[3] arr = int[3](0, 0, 0);
    arr = int[3](1, 2, 3);
    int t_2 = arr[t_1];
    arr[t_1] = t_2 + 10;
    int t_3 = 2 + t_1;
    int t_4 = t_1 * 3;
    int t_5 = arr[t_1];
    outputBuffer.data[uint(t_4)] = (5 + t_1 + 3) * 100 + t_5;
    outputBuffer.data[uint(t_4 + 1)] = 2000 + (107 + t_1 + 100);
    outputBuffer.data[uint(t_4 + 2)] = t_3 * 100 + 10 + (t_3 + 1);
    return;
}
