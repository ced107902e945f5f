#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    float[] data;
} inputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    float t = inputBuffer.data[0u];
    outputBuffer.data[0u] = uint(int(t));
    float t_1 = inputBuffer.data[1u];
    outputBuffer.data[1u] = uint(int(t_1));
    outputBuffer.data[2u] = 7u;
    outputBuffer.data[3u] = 1088421888u;
    outputBuffer.data[4u] = 3221225472u;
    outputBuffer.data[5u] = 3u;
    outputBuffer.data[6u] = 4294967295u;
    float t_2 = inputBuffer.data[2u];
    outputBuffer.data[7u] = floatBitsToUint(t_2);
    return;
}
