#version 450
layout(local_size_x = 2, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
int[3] static_table = int[3](7, 8, 9);
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    int t_1 = int(t.x);
    int t_2 = t_1 * 4;
    outputBuffer.data[uint(t_2)] = 11;
    outputBuffer.data[uint(t_2 + 1)] = 12 + t_1;
    int t_3 = static_table[0];
    static_table[0] = t_3 + 1;
    int t_4 = static_table[t_1 - t_1 / 3 * 3];
    outputBuffer.data[uint(t_2 + 2)] = t_4 * 100;
    int t_5 = static_table[0];
    static_table[0] = t_5 + 1;
    int t_6 = static_table[0];
    outputBuffer.data[uint(t_2 + 3)] = t_6 * 100;
    return;
}
