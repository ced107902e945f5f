#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 3;
    outputBuffer.data[1u] = 17;
    outputBuffer.data[2u] = 4;
    outputBuffer.data[3u] = 12;
    outputBuffer.data[4u] = 2;
    outputBuffer.data[5u] = -2;
    outputBuffer.data[6u] = 1;
    outputBuffer.data[7u] = 1;
    outputBuffer.data[8u] = 1;
    outputBuffer.data[9u] = 1;
    return;
}
