#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} output_1;
void main();
void main() {
    int[4] t = int[4](0, 0, 0, 0);
    t[0] = 10;
    t[1] = 12;
    t[2] = 14;
    int[4] t_1 = t;
    int[4] this_1 = int[4](0, 0, 0, 0);
    this_1 = t_1;
    int t_2 = this_1[0];
    int[4] t_3 = t;
    int[4] this_2 = int[4](0, 0, 0, 0);
    this_2 = t_3;
    int t_4 = this_2[1];
    t[3] = (t_2 + t_4) * 2;
    int[4] t_5 = t;
    int[4] this_3 = int[4](0, 0, 0, 0);
    this_3 = t_5;
    int t_6 = this_3[0];
    output_1.data[0u] = t_6;
    int[4] t_7 = t;
    int[4] this_4 = int[4](0, 0, 0, 0);
    this_4 = t_7;
    int t_8 = this_4[1];
    output_1.data[1u] = t_8;
    int[4] t_9 = t;
    int[4] this_5 = int[4](0, 0, 0, 0);
    this_5 = t_9;
    int t_10 = this_5[2];
    output_1.data[2u] = t_10;
    int[4] t_11 = t;
    int[4] this_6 = int[4](0, 0, 0, 0);
    this_6 = t_11;
    int t_12 = this_6[3];
    output_1.data[3u] = t_12;
    output_1.data[4u] = 106;
    output_1.data[5u] = 203;
    return;
}
