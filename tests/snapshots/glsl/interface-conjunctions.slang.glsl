#version 450
struct Box
{
    int w;
    int h;
    int d;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    Box this_1 = Box(0, 0, 0);
    this_1 = Box(2, 3, 5);
    int t = this_1.w;
    Box this_2 = Box(0, 0, 0);
    this_2 = Box(2, 3, 5);
    int t_1 = this_2.h;
    outputBuffer.data[0u] = t * t_1;
    Box this_3 = Box(0, 0, 0);
    this_3 = Box(2, 3, 5);
    int t_2 = this_3.w;
    Box this_4 = Box(0, 0, 0);
    this_4 = Box(2, 3, 5);
    int t_3 = this_4.h;
    Box this_5 = Box(0, 0, 0);
    this_5 = Box(2, 3, 5);
    int t_4 = this_5.d;
    outputBuffer.data[1u] = t_2 * t_3 * t_4;
    Box this_6 = Box(0, 0, 0);
    this_6 = Box(2, 3, 5);
    int t_5 = this_6.w;
    Box this_7 = Box(0, 0, 0);
    this_7 = Box(2, 3, 5);
    int t_6 = this_7.h;
    outputBuffer.data[2u] = 2 * (t_5 + t_6);
    Box this_8 = Box(0, 0, 0);
    this_8 = Box(2, 3, 5);
    int t_7 = this_8.d;
    outputBuffer.data[3u] = t_7;
    return;
}
