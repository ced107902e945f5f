#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    int[6] g = int[6](0, 0, 0, 0, 0, 0);
    g = int[6](0, 0, 0, 0, 0, 0);
    g[1u] = 7;
    g[5u] = 9;
    int[6] t_1 = g;
    int[6] this_1 = int[6](0, 0, 0, 0, 0, 0);
    this_1 = t_1;
    int t_2 = this_1[5u];
    g[5u] = t_2 + 4;
    int[6] t_3 = g;
    int[6] this_2 = int[6](0, 0, 0, 0, 0, 0);
    this_2 = t_3;
    int t_4 = this_2[1u];
    outputBuffer.data[0u] = t_4;
    int[6] t_5 = g;
    int[6] this_3 = int[6](0, 0, 0, 0, 0, 0);
    this_3 = t_5;
    int t_6 = this_3[5u];
    outputBuffer.data[1u] = t_6;
    int[6] t_7 = g;
    int[6] this_4 = int[6](0, 0, 0, 0, 0, 0);
    this_4 = t_7;
    int t_8 = this_4[5];
    outputBuffer.data[2u] = t_8 * 100;
    int[6] t_9 = g;
    int[6] this_5 = int[6](0, 0, 0, 0, 0, 0);
    this_5 = t_9;
    int t_10 = this_5[1];
    outputBuffer.data[3u] = t_10 * 100;
    outputBuffer.data[4u] = 321;
    int[6] t_11 = g;
    int[6] this_6 = int[6](0, 0, 0, 0, 0, 0);
    this_6 = t_11;
    int t_12 = this_6[uint((int(t.x) + 1) * 3) + 2u];
    int[6] t_13 = g;
    int[6] this_7 = int[6](0, 0, 0, 0, 0, 0);
    this_7 = t_13;
    int t_14 = this_7[0u];
    outputBuffer.data[5u] = t_12 - t_14;
    return;
}
