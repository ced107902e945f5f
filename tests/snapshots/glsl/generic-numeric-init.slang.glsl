#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 4294967295u;
    outputBuffer.data[1u] = 4294967295u;
    outputBuffer.data[2u] = 65535u;
    outputBuffer.data[3u] = 0u;
    outputBuffer.data[4u] = 1u;
    outputBuffer.data[5u] = 8u;
    outputBuffer.data[6u] = 7u;
    outputBuffer.data[7u] = 6u;
    return;
}
