#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
int cursor = 0;
void main();
void recordAll(int p, float p_1, int p_2);
int total(int args_0, float args_1);
int sumValues();
int total_1(int args_0_1, int args_1_1, float args_2);
void main() {
    recordAll(3, 2.5, 7);
    int t = total(1, 4.0);
    outputBuffer.data[3u] = t;
    int t_1 = total_1(2, 3, 1.5);
    outputBuffer.data[4u] = t_1;
    outputBuffer.data[5u] = 0;
    int t_2 = sumValues();
    outputBuffer.data[6u] = t_2;
    int t_3 = cursor;
    outputBuffer.data[7u] = t_3;
    return;
}
void recordAll(int p, float p_1, int p_2) {
    int t_4 = cursor;
    cursor = t_4 + 1;
    outputBuffer.data[uint(t_4)] = p * 10;
    int t_5 = cursor;
    cursor = t_5 + 1;
    outputBuffer.data[uint(t_5)] = int(p_1 * 2.0);
    int t_6 = cursor;
    cursor = t_6 + 1;
    outputBuffer.data[uint(t_6)] = p_2 * 10;
    return;
}
int total(int args_0, float args_1) {
    return args_0 * 10 + int(args_1 * 2.0) + 2000;
}
int sumValues() {
    return 153;
}
int total_1(int args_0_1, int args_1_1, float args_2) {
    return args_0_1 * 10 + args_1_1 * 10 + int(args_2 * 2.0) + 3000;
}
