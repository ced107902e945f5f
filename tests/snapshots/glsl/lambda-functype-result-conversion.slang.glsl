#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 3.0;
    outputBuffer.data[1u] = 6.5;
    outputBuffer.data[2u] = 5.0;
    outputBuffer.data[3u] = 9.0;
    outputBuffer.data[4u] = 1.0;
    outputBuffer.data[5u] = 1.0;
    return;
}
