#version 450
struct Holder
{
    int v;
    int w;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    Holder[] data;
} holders;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 128;
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            i = i_1;
            break;
        }
        i_1 = i_1 + 1;
        continue;
    }
    outputBuffer.data[1u] = 21;
    int t = holders.data[1u].v;
    int t_1 = holders.data[1u].w;
    outputBuffer.data[2u] = t;
    outputBuffer.data[3u] = t_1;
    int t_2 = holders.data[0u].w;
    outputBuffer.data[4u] = t_2;
    outputBuffer.data[5u] = t * 3;
    return;
}
