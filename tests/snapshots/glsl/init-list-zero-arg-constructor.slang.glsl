#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 5.0;
    outputBuffer.data[1u] = 5.0;
    outputBuffer.data[2u] = 8.0;
    outputBuffer.data[3u] = 9.0;
    outputBuffer.data[4u] = 8.0;
    outputBuffer.data[5u] = 0.0;
    outputBuffer.data[6u] = 9.0;
    return;
}
