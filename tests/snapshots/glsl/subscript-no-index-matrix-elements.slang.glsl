#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    ivec3[3] r = ivec3[3](ivec3(0), ivec3(0), ivec3(0));
    r = ivec3[3](ivec3(1, 20, 3), ivec3(4, 50, 6), ivec3(70, 8, 9));
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            i = i_1;
            break;
        }
        int j;
        int j_1 = 0;
        for (;;) {
            if (j_1 < 3) {
            } else {
                j = j_1;
                break;
            }
            int t = r[i_1][j_1];
            outputBuffer.data[uint(i_1 * 3 + j_1)] = t;
            j_1 = j_1 + 1;
            continue;
        }
        i_1 = i_1 + 1;
        continue;
    }
    outputBuffer.data[9u] = 2;
    outputBuffer.data[10u] = 8;
    outputBuffer.data[11u] = 20;
    return;
}
