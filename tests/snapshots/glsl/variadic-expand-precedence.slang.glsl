#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
int oddDigits(int v_0, int v_1, int v_2);
int countBig(int v_0_1, uint v_1_1, int v_2_1);
void main() {
    outputBuffer.data[0u] = 123;
    int t = oddDigits(1, 2, 3);
    outputBuffer.data[1u] = t;
    outputBuffer.data[2u] = 0;
    int t_1 = countBig(1, 5u, 2);
    outputBuffer.data[3u] = t_1;
    return;
}
int oddDigits(int v_0, int v_1, int v_2) {
    return ((v_0 * 2 + 1) * 10 + (v_1 * 2 + 1)) * 10 + (v_2 * 2 + 1);
}
int countBig(int v_0_1, uint v_1_1, int v_2_1) {
    return (v_0_1 > 1 ? 10 : 1) + (int(v_1_1) > 1 ? 10 : 1) + (v_2_1 > 1 ? 10 : 1);
}
