#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    int n;
    int steps;
    int n_1 = 6;
    int steps_1 = 0;
    for (;;) {
        if (n_1 != 1) {
        } else {
            int t = n_1;
            int t_1 = steps_1;
            n = t;
            steps = t_1;
            break;
        }
        int t_2 = (n_1 & 1) == 0 ? n_1 / 2 : 3 * n_1 + 1;
        int t_3 = steps_1 + 1;
        n_1 = t_2;
        steps_1 = t_3;
        continue;
    }
    outputBuffer.data[0u] = steps;
    int n_2;
    int steps_2;
    int n_3 = 27;
    int steps_3 = 0;
    for (;;) {
        if (n_3 != 1) {
        } else {
            int t_4 = n_3;
            int t_5 = steps_3;
            n_2 = t_4;
            steps_2 = t_5;
            break;
        }
        int t_6 = (n_3 & 1) == 0 ? n_3 / 2 : 3 * n_3 + 1;
        int t_7 = steps_3 + 1;
        n_3 = t_6;
        steps_3 = t_7;
        continue;
    }
    outputBuffer.data[1u] = steps_2;
    outputBuffer.data[2u] = 42;
    return;
}
