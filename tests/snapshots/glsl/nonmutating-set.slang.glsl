#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[1u] = 7;
    outputBuffer.data[5u] = 14;
    int t = outputBuffer.data[1u];
    outputBuffer.data[0u] = t + 1;
    int t_1 = outputBuffer.data[3u];
    int t_2 = outputBuffer.data[5u];
    outputBuffer.data[3u] = t_1 + (t_2 - 1);
    return;
}
