#version 450
struct Pair
{
    float a;
    float b;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
layout(std430, binding = 1, set = 0) readonly buffer StructuredBuffer_block
{
    Pair[] data;
} pairs;
void main();
void main() {
    float t = pairs.data[0u].b;
    outputBuffer.data[0u] = t + 0.125;
    float t_1 = pairs.data[1u].a;
    outputBuffer.data[1u] = t_1;
    float t_2 = pairs.data[0u].a;
    outputBuffer.data[2u] = t_2;
    float t_3 = pairs.data[1u].b;
    outputBuffer.data[3u] = t_3 * 4.0;
    return;
}
