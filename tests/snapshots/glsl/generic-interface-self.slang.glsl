#version 450
struct Bag_3_
{
    int bias;
};
struct IFold_3_
{
    uint typeId;
    Bag_3_ p0;
};
struct Bag_2_
{
    int bias;
};
struct IFold_2_
{
    uint typeId;
    Bag_2_ p0;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
int apply(IFold_3_ p, int p_1);
int apply_1(IFold_2_ f, int seed);
void main() {
    outputBuffer.data[0u] = 1;
    outputBuffer.data[1u] = 0;
    outputBuffer.data[2u] = 1;
    int t = apply(IFold_3_(0u, Bag_3_(1)), 4);
    outputBuffer.data[3u] = t;
    int t_1 = apply_1(IFold_2_(0u, Bag_2_(0)), 1);
    outputBuffer.data[4u] = t_1;
    int[3] xs = int[3](0, 0, 0);
    xs = int[3](0, 0, 1);
    int r;
    int i;
    int r_1 = 1;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int t_2 = r_1;
            int t_3 = i_1;
            r = t_2;
            i = t_3;
            break;
        }
        int t_4 = xs[i_1];
        int t_5 = r_1 * 2 + t_4;
        int t_6 = i_1 + 1;
        r_1 = t_5;
        i_1 = t_6;
        continue;
    }
    outputBuffer.data[5u] = r;
    return;
}
int apply(IFold_3_ p, int p_1) {
    int[3] xs_1 = int[3](0, 0, 0);
    int i_2;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            i_2 = i_3;
            break;
        }
        xs_1[i_3] = p_1 + i_3;
        i_3 = i_3 + 1;
        continue;
    }
    int[3] t_7 = xs_1;
    int[3] xs_2 = int[3](0, 0, 0);
    xs_2 = t_7;
    int r_2;
    int i_4;
    int r_3 = p.p0.bias;
    int i_5 = 0;
    for (;;) {
        if (i_5 < 3) {
        } else {
            int t_8 = r_3;
            int t_9 = i_5;
            r_2 = t_8;
            i_4 = t_9;
            break;
        }
        int t_10 = xs_2[i_5];
        int t_11 = r_3 * 2 + t_10;
        int t_12 = i_5 + 1;
        r_3 = t_11;
        i_5 = t_12;
        continue;
    }
    return r_2;
}
int apply_1(IFold_2_ f, int seed) {
    int[2] xs_3 = int[2](0, 0);
    int i_6;
    int i_7 = 0;
    for (;;) {
        if (i_7 < 2) {
        } else {
            i_6 = i_7;
            break;
        }
        xs_3[i_7] = seed + i_7;
        i_7 = i_7 + 1;
        continue;
    }
    int[2] t_13 = xs_3;
    int[2] xs_4 = int[2](0, 0);
    xs_4 = t_13;
    int r_4;
    int i_8;
    int r_5 = f.p0.bias;
    int i_9 = 0;
    for (;;) {
        if (i_9 < 2) {
        } else {
            int t_14 = r_5;
            int t_15 = i_9;
            r_4 = t_14;
            i_8 = t_15;
            break;
        }
        int t_16 = xs_4[i_9];
        int t_17 = r_5 * 2 + t_16;
        int t_18 = i_9 + 1;
        r_5 = t_17;
        i_9 = t_18;
        continue;
    }
    return r_4;
}
