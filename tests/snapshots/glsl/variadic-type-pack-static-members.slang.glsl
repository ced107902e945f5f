#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 252;
    outputBuffer.data[1u] = 93;
    outputBuffer.data[2u] = 7;
    outputBuffer.data[3u] = 16;
    return;
}
