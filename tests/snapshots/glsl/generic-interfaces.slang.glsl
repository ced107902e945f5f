#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 15.0;
    outputBuffer.data[1u] = 2.5;
    outputBuffer.data[2u] = 413.0;
    outputBuffer.data[3u] = 409.0;
    outputBuffer.data[4u] = 20.0;
    outputBuffer.data[5u] = 42.0;
    outputBuffer.data[6u] = 37.0;
    outputBuffer.data[7u] = 74.0;
    return;
}
