#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 2u;
    outputBuffer.data[1u] = 4294967294u;
    outputBuffer.data[2u] = 0u;
    outputBuffer.data[3u] = 15728880u;
    outputBuffer.data[4u] = 4042322175u;
    outputBuffer.data[5u] = 252645135u;
    outputBuffer.data[6u] = 2147483648u;
    outputBuffer.data[7u] = 1u;
    outputBuffer.data[8u] = 3989547399u;
    outputBuffer.data[9u] = 4294967292u;
    return;
}
