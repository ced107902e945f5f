#version 450
struct TestImpl
{
    int v;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
layout(std430, binding = 1, set = 0) readonly buffer StructuredBuffer_block
{
    TestImpl[] data;
} tests;
void main();
void main() {
    outputBuffer.data[0u] = 14;
    outputBuffer.data[1u] = 41;
    outputBuffer.data[2u] = 100;
    outputBuffer.data[3u] = 42;
    int t = tests.data[0u].v;
    outputBuffer.data[4u] = t + 1;
    outputBuffer.data[5u] = 13;
    outputBuffer.data[6u] = 12;
    outputBuffer.data[7u] = 3;
    return;
}
