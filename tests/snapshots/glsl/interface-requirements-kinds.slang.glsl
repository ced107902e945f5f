#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} output_1;
void main();
int build_N(int p);
int build_M(int p_1);
void main() {
    output_1.data[0u] = 1105;
    output_1.data[1u] = 13;
    int t = build_M(3);
    output_1.data[2u] = t;
    int t_1 = build_N(3);
    output_1.data[3u] = t_1;
    output_1.data[4u] = 4;
    output_1.data[5u] = 5;
    return;
}
int build_N(int p) {
    return -p * 10 + (p - 1) * 3 + 7;
}
int build_M(int p_1) {
    return p_1 * 10 + ((p_1 + 1) * 2 + 1) + p_1 * 100;
}
