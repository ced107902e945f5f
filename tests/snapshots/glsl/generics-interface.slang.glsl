#version 450
struct Square
{
    int side;
};
struct Rect
{
    int w;
    int h;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    Square this_1 = Square(0);
    this_1 = Square(3);
    int t = this_1.side;
    int t_1 = this_1.side;
    outputBuffer.data[0u] = t * t_1 * 10 + 4;
    Rect this_2 = Rect(0, 0);
    this_2 = Rect(2, 5);
    int t_2 = this_2.w;
    int t_3 = this_2.h;
    Rect this_3 = Rect(0, 0);
    this_3 = Rect(2, 5);
    outputBuffer.data[1u] = t_2 * t_3 * 10 + 4;
    Square this_4 = Square(0);
    this_4 = Square(3);
    int t_4 = this_4.side;
    int t_5 = this_4.side;
    Rect this_5 = Rect(0, 0);
    this_5 = Rect(2, 5);
    int t_6 = this_5.w;
    int t_7 = this_5.h;
    Rect this_6 = Rect(0, 0);
    this_6 = Rect(2, 5);
    outputBuffer.data[2u] = t_4 * t_5 * 10 + 4 - (t_6 * t_7 * 10 + 4);
    Square this_7 = Square(0);
    this_7 = Square(3);
    int t_8 = this_7.side;
    int t_9 = this_7.side;
    Rect this_8 = Rect(0, 0);
    this_8 = Rect(2, 5);
    int t_10 = this_8.w;
    int t_11 = this_8.h;
    outputBuffer.data[3u] = t_8 * t_9 + t_10 * t_11;
    return;
}
