#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} inputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    float[] data;
} outputBuffer;
void main();
void main() {
    float t = inputBuffer.data[0u];
    float t_1 = inputBuffer.data[1u];
    float t_2 = t + t_1;
    float t_3 = t_1 * t_2;
    outputBuffer.data[0u] = t_2;
    outputBuffer.data[1u] = t_3;
    outputBuffer.data[2u] = 7.0 + t_2 * t_3;
    float t_4 = inputBuffer.data[2u];
    float t_5 = inputBuffer.data[3u];
    outputBuffer.data[3u] = t_5 * 2.0 + t_4;
    outputBuffer.data[4u] = 20.0;
    return;
}
