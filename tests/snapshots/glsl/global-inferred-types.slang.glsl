#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    int count;
    float scale;
    int bias;
} globalParams;
void main();
void main() {
    int t = globalParams.count;
    outputBuffer.data[0u] = float(t);
    float t_1 = globalParams.scale;
    outputBuffer.data[1u] = t_1;
    int t_2 = globalParams.bias;
    outputBuffer.data[2u] = float(t_2);
    outputBuffer.data[3u] = 1.75;
    outputBuffer.data[4u] = 2.0;
    outputBuffer.data[5u] = 4.0;
    return;
}
