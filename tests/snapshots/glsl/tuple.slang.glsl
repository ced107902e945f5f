#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 149;
    outputBuffer.data[1u] = 919;
    outputBuffer.data[2u] = 92;
    outputBuffer.data[3u] = 4023;
    outputBuffer.data[4u] = 4456;
    outputBuffer.data[5u] = 321;
    outputBuffer.data[6u] = 99;
    outputBuffer.data[7u] = 111;
    outputBuffer.data[8u] = 87;
    outputBuffer.data[9u] = 5;
    return;
}
