#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 24;
    outputBuffer.data[1u] = 4;
    outputBuffer.data[2u] = 40;
    outputBuffer.data[3u] = 16;
    outputBuffer.data[4u] = 48;
    outputBuffer.data[5u] = 16;
    outputBuffer.data[6u] = 36;
    outputBuffer.data[7u] = 44;
    outputBuffer.data[8u] = 12;
    outputBuffer.data[9u] = 48;
    outputBuffer.data[10u] = 16;
    outputBuffer.data[11u] = 1604;
    outputBuffer.data[12u] = 1604;
    outputBuffer.data[13u] = 6416;
    outputBuffer.data[14u] = 808;
    outputBuffer.data[15u] = 608;
    return;
}
