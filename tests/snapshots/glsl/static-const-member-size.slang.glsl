#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    int[5] a = int[5](0, 0, 0, 0, 0);
    int i;
    int i_1 = 0;
    for (;;) {
        if (uint(i_1) < 5u) {
        } else {
            i = i_1;
            break;
        }
        a[i_1] = i_1 * i_1;
        i_1 = i_1 + 1;
        continue;
    }
    outputBuffer.data[0u] = 15;
    int t = a[4];
    int t_1 = a[2];
    outputBuffer.data[1u] = t + t_1;
    outputBuffer.data[2u] = 5;
    return;
}
