#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 65u;
    outputBuffer.data[1u] = 233u;
    outputBuffer.data[2u] = 10u;
    outputBuffer.data[3u] = 65u;
    outputBuffer.data[4u] = 127u;
    outputBuffer.data[5u] = 234u;
    outputBuffer.data[6u] = 2309737967u;
    outputBuffer.data[7u] = 2u;
    outputBuffer.data[8u] = 7u;
    return;
}
