#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 805;
    outputBuffer.data[1u] = 17;
    outputBuffer.data[2u] = 14;
    outputBuffer.data[3u] = 70;
    outputBuffer.data[4u] = 4002;
    outputBuffer.data[5u] = 21;
    outputBuffer.data[6u] = 3;
    outputBuffer.data[7u] = 40;
    return;
}
