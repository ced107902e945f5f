#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    int[3] arr = int[3](0, 0, 0);
    arr = int[3](4, 5, 6);
    int r;
    int i;
    int r_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int t = r_1;
            int t_1 = i_1;
            r = t;
            i = t_1;
            break;
        }
        int t_2 = arr[i_1];
        int t_3 = i_1 + 1;
        int t_4 = r_1 + t_2 * t_3;
        int t_5 = t_3;
        r_1 = t_4;
        i_1 = t_5;
        continue;
    }
    outputBuffer.data[0u] = r;
    outputBuffer.data[1u] = 2;
    outputBuffer.data[2u] = 30;
    outputBuffer.data[3u] = 10;
    return;
}
