#version 450
struct P
{
    float x;
    float y;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 21.0;
    outputBuffer.data[1u] = 7654.0;
    outputBuffer.data[2u] = 453.0;
    P a = P(0.0, 0.0);
    a = P(1.0, 2.0);
    P b = P(0.0, 0.0);
    b = P(3.0, 4.0);
    float t = a.x;
    float t_1 = b.x;
    float t_2 = a.y;
    float t_3 = b.y;
    P p = P(0.0, 0.0);
    p = P(t + t_1, t_2 + t_3);
    float t_4 = p.x;
    float t_5 = p.y;
    outputBuffer.data[3u] = t_4 * 10.0 + t_5;
    outputBuffer.data[4u] = 5.0;
    return;
}
