#version 450
struct Box
{
    float x;
};
struct Plain
{
    float y;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    Box this_1 = Box(0.0);
    this_1 = Box(3.0);
    float t = this_1.x;
    outputBuffer.data[0u] = t + 100.0;
    Box this_2 = Box(0.0);
    this_2 = Box(3.0);
    float t_1 = this_2.x;
    outputBuffer.data[1u] = t_1 + 100.0;
    Box this_3 = Box(0.0);
    this_3 = Box(3.0);
    float t_2 = this_3.x;
    outputBuffer.data[2u] = t_2 * 2.0 + 10.0;
    Plain this_4 = Plain(0.0);
    this_4 = Plain(5.0);
    float t_3 = this_4.y;
    outputBuffer.data[3u] = t_3 * 3.0 + 10.0;
    Plain this_5 = Plain(0.0);
    this_5 = Plain(5.0);
    float t_4 = this_5.y;
    outputBuffer.data[4u] = t_4 * 3.0 + 10.0;
    Plain this_6 = Plain(0.0);
    this_6 = Plain(5.0);
    float t_5 = this_6.y;
    outputBuffer.data[5u] = t_5 * 3.0 + 10.0;
    return;
}
