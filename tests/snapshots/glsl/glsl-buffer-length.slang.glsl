#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    uint[] data;
} values;
layout(std430, binding = 2, set = 0) buffer RWStructuredBuffer_block_2
{
    uint[] data;
} others;
void main();
void main() {
    uint t = uint(values.data.length());
    int t_1 = int(t);
    outputBuffer.data[0u] = t_1;
    uint t_2 = uint(others.data.length());
    outputBuffer.data[1u] = int(t_2) * 10;
    uint t_3 = uint(outputBuffer.data.length());
    outputBuffer.data[2u] = int(t_3);
    int total;
    int i;
    int total_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < t_1) {
        } else {
            int t_4 = total_1;
            int t_5 = i_1;
            total = t_4;
            i = t_5;
            break;
        }
        uint t_6 = values.data[uint(i_1)];
        int t_7 = total_1 + int(t_6);
        int t_8 = i_1 + 1;
        total_1 = t_7;
        i_1 = t_8;
        continue;
    }
    outputBuffer.data[3u] = total;
    return;
}
