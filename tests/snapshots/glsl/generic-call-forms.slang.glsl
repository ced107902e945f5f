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
int Acc_twice(Acc p, int p_1);
void main();
int Acc_twice(Acc p, int p_1) {
    Acc this_1 = Acc(0);
    this_1 = p;
    int t = this_1.base;
    Acc this_2 = Acc(0);
    this_2 = p;
    int t_1 = this_2.base;
    return (t + p_1 * 2) * 2 + (t_1 + 3);
}
void main() {
    int t_2 = Acc_twice(Acc(100), 2);
    outputBuffer.data[0u] = t_2;
    Acc this_3 = Acc(0);
    this_3 = Acc(100);
    int t_3 = this_3.base;
    outputBuffer.data[1u] = (t_3 + 7) * 3;
    outputBuffer.data[2u] = 410;
    outputBuffer.data[3u] = 6;
    outputBuffer.data[4u] = 35;
    outputBuffer.data[5u] = 306;
    outputBuffer.data[6u] = 51;
    outputBuffer.data[7u] = 700;
    return;
}
