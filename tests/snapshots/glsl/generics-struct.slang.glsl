#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 7;
    outputBuffer.data[1u] = 40;
    int[3] values = int[3](0, 0, 0);
    values = int[3](5, 6, 7);
    int s;
    int i;
    int s_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int t = s_1;
            int t_1 = i_1;
            s = t;
            i = t_1;
            break;
        }
        int t_2 = values[i_1];
        int t_3 = s_1 + t_2;
        int t_4 = i_1 + 1;
        s_1 = t_3;
        i_1 = t_4;
        continue;
    }
    outputBuffer.data[2u] = s;
    outputBuffer.data[3u] = 17;
    return;
}
