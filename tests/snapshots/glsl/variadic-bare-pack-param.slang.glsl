#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
int digits(int p, int p_1, int p_2);
void main() {
    int t = digits(1, 2, 3);
    outputBuffer.data[0u] = t;
    outputBuffer.data[1u] = 4;
    outputBuffer.data[2u] = 305;
    outputBuffer.data[3u] = 6;
    return;
}
int digits(int p, int p_1, int p_2) {
    return (p * 10 + p_1) * 10 + p_2;
}
