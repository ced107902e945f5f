#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 7;
    outputBuffer.data[1u] = 5;
    int total;
    int i;
    int total_1 = 5;
    int i_1 = 1;
    for (;;) {
        if (i_1 <= 4) {
        } else {
            int t = total_1;
            int t_1 = i_1;
            total = t;
            i = t_1;
            break;
        }
        int t_2 = total_1 + i_1;
        int t_3 = i_1 + 1;
        total_1 = t_2;
        i_1 = t_3;
        continue;
    }
    outputBuffer.data[2u] = total;
    outputBuffer.data[3u] = 25;
    outputBuffer.data[4u] = 42;
    return;
}
