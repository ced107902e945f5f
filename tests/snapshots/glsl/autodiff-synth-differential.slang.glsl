#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 29.0;
    outputBuffer.data[1u] = 15.0;
    outputBuffer.data[2u] = 24.0;
    outputBuffer.data[3u] = 0.0;
    outputBuffer.data[4u] = 12.0;
    outputBuffer.data[5u] = 0.0;
    outputBuffer.data[6u] = 25.0;
    outputBuffer.data[7u] = 12.5;
    return;
}
