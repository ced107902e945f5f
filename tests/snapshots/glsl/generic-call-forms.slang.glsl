#version 450
struct Acc
{
    int base;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
int Acc_twice(Acc p, int x);
void main();
int Acc_twice(Acc p, int x) {
    int t = p.base;
    return (t + x * 2) * 2 + (t + 3);
}
void main() {
    int t_1 = Acc_twice(Acc(100), 2);
    outputBuffer.data[0u] = t_1;
    outputBuffer.data[1u] = 321;
    outputBuffer.data[2u] = 410;
    outputBuffer.data[3u] = 6;
    outputBuffer.data[4u] = 35;
    outputBuffer.data[5u] = 306;
    outputBuffer.data[6u] = 51;
    outputBuffer.data[7u] = 700;
    return;
}
