#version 450
struct Pt
{
    int x;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void Pt_init_1(inout Pt p, int p_1, int p_2);
void main();
void Pt_init_1(inout Pt p, int p_1, int p_2) {
    int t = p_1 + p_2;
    int t_1;
    int t_2 = 0;
    for (;;) {
        int t_3;
        if (t > 10) {
            t_1 = t * 2;
            break;
        } else {
            t_3 = t_2;
        }
        int t_4 = t + 1;
        if (t < 0) {
            t_1 = t_4;
            break;
        }
        t_1 = t_4 * 10;
        break;
    }
    p = Pt(t_1);
    return;
}
void main() {
    outputBuffer.data[0u] = 24;
    outputBuffer.data[1u] = 40;
    outputBuffer.data[2u] = -3;
    Pt t_5 = Pt(0);
    Pt_init_1(t_5, 1, 2);
    Pt t_6 = t_5;
    outputBuffer.data[3u] = t_6.x;
    outputBuffer.data[4u] = 214;
    return;
}
