#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 1107312640u;
    outputBuffer.data[1u] = 30600u;
    outputBuffer.data[2u] = 21862u;
    outputBuffer.data[3u] = 287454020u;
    outputBuffer.data[4u] = 1076895760u;
    outputBuffer.data[5u] = 52445u;
    outputBuffer.data[6u] = 43707u;
    outputBuffer.data[7u] = 1065353216u;
    outputBuffer.data[8u] = 2u;
    outputBuffer.data[9u] = 7u;
    return;
}
