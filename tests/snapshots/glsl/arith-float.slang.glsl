#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    float[] data;
} inputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    float t = inputBuffer.data[0u];
    float t_1 = inputBuffer.data[1u];
    outputBuffer.data[0u] = t + t_1;
    outputBuffer.data[1u] = t - t_1;
    outputBuffer.data[2u] = t * t_1;
    outputBuffer.data[3u] = t / t_1;
    outputBuffer.data[4u] = -t;
    outputBuffer.data[5u] = t_1 * t_1 - t;
    return;
}
