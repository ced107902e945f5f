#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
float joinTwice_1(float x, float k, inout float s);
void main() {
    float t = 0.0;
    float t_1 = joinTwice_1(3.0, 2.0, t);
    float t_2 = t;
    outputBuffer.data[0u] = t_1;
    outputBuffer.data[1u] = t_2;
    outputBuffer.data[9u] = 6.0;
    outputBuffer.data[2u] = 9.0;
    outputBuffer.data[3u] = 0.0;
    outputBuffer.data[4u] = 9.0;
    outputBuffer.data[5u] = 6.0;
    outputBuffer.data[6u] = 9.0;
    outputBuffer.data[7u] = 6.0;
    outputBuffer.data[8u] = 16.0;
    return;
}
float joinTwice_1(float x, float k, inout float s) {
    float t_3 = x * 10.0 + x;
    s = k + k;
    return (t_3 * 10.0 + x) * 10.0 + t_3;
}
