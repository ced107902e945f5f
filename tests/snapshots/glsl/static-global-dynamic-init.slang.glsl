#version 450
struct Pair
{
    int lo;
    int hi;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
Pair p = Pair(0, 0);
void main();
void main() {
    p = Pair(11, 110);
    outputBuffer.data[0u] = 8;
    outputBuffer.data[1u] = 11;
    outputBuffer.data[2u] = 22;
    int t = p.hi;
    int t_1 = p.lo;
    outputBuffer.data[3u] = t + t_1;
    return;
}
