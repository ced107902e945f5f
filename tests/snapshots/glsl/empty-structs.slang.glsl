#version 450
struct Holder
{
    int v;
    int w;
};
struct S
{
    int x;
    int y;
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
    S s = S(0, 0);
    s.x = 4;
    s.y = 5;
    S t = s;
    S s_1 = S(0, 0);
    s_1 = t;
    int t_1 = s_1.x;
    int t_2 = s_1.y;
    outputBuffer.data[0u] = t_1 * 3 * 10 + t_2 + 3;
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
    int t_3 = holders.data[1u].v;
    int t_4 = holders.data[1u].w;
    Holder h = Holder(0, 0);
    h = Holder(t_3, t_4);
    int t_5 = h.v;
    outputBuffer.data[2u] = t_5;
    int t_6 = h.w;
    outputBuffer.data[3u] = t_6;
    int t_7 = holders.data[0u].w;
    outputBuffer.data[4u] = t_7;
    int t_8 = h.v;
    outputBuffer.data[5u] = t_8 * 3;
    return;
}
