#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    int[] data;
} source;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    int t = source.data[3u];
    outputBuffer.data[0u] = t;
    int t_1 = source.data[0u];
    outputBuffer.data[1u] = t_1;
    outputBuffer.data[2u] = 3;
    int t_2 = source.data[2u];
    outputBuffer.data[3u] = t_2;
    return;
}
