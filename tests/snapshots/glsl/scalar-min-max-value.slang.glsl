#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 2147483647;
    outputBuffer.data[1u] = int(0x80000000u);
    outputBuffer.data[2u] = 2147483647;
    outputBuffer.data[3u] = 0;
    outputBuffer.data[4u] = -32768;
    outputBuffer.data[5u] = 65535;
    outputBuffer.data[6u] = 8388607;
    outputBuffer.data[7u] = 65535;
    outputBuffer.data[8u] = 65504;
    outputBuffer.data[9u] = 1;
    return;
}
