#version 450
layout(local_size_x = 2, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
int static_counter = 10;
int[3] static_table = int[3](7, 8, 9);
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    int t_1 = int(t.x);
    int t_2 = static_counter;
    static_counter = t_2 + 1;
    int t_3 = static_counter;
    int t_4 = static_counter;
    static_counter = t_4 + 1;
    int t_5 = static_counter;
    int t_6 = t_1 * 4;
    outputBuffer.data[uint(t_6)] = t_3;
    outputBuffer.data[uint(t_6 + 1)] = t_5 + t_1;
    int t_7 = static_table[0];
    static_table[0] = t_7 + 1;
    int t_8 = static_table[t_1 - t_1 / 3 * 3];
    outputBuffer.data[uint(t_6 + 2)] = t_8 * 100;
    int t_9 = static_table[0];
    static_table[0] = t_9 + 1;
    int t_10 = static_table[0];
    outputBuffer.data[uint(t_6 + 3)] = t_10 * 100;
    return;
}
