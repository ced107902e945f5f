#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    int[4] arr = int[4](0, 0, 0, 0);
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        arr[i_1] = i_1 * 10;
        i_1 = i_1 + 1;
        continue;
    }
    int t = arr[3];
    outputBuffer.data[0u] = 6 + t;
    outputBuffer.data[1u] = 4;
    return;
}
