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
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
int apply(IFold_3_ p, int p_1);
int apply_1(IFold_2_ f, int seed);
void computeMain_1() {
    outputBuffer[0u] = 1;
    outputBuffer[1u] = 0;
    outputBuffer[2u] = 1;
    IFold_3_ t = {0u, {1}};
    int t_1 = apply(t, 4);
    outputBuffer[3u] = t_1;
    IFold_2_ t_2 = {0u, {0}};
    int t_3 = apply_1(t_2, 1);
    outputBuffer[4u] = t_3;
    int t_4[3] = {0, 0, 1};
    int xs[3] = {0, 0, 0};
    xs = t_4;
    int r;
    int i;
    int r_1 = 1;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int t_5 = r_1;
            int t_6 = i_1;
            r = t_5;
            i = t_6;
            break;
        }
        int t_7 = xs[i_1];
        int t_8 = r_1 * 2 + t_7;
        int t_9 = i_1 + 1;
        r_1 = t_8;
        i_1 = t_9;
        continue;
    }
    outputBuffer[5u] = r;
    return;
}
int apply(IFold_3_ p, int p_1) {
    int xs_1[3] = {0, 0, 0};
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
    int t_10[3] = xs_1;
    Bag_3_ t_11 = p.p0;
    int xs_2[3] = {0, 0, 0};
    xs_2 = t_10;
    int r_2;
    int i_4;
    int r_3 = t_11.bias;
    int i_5 = 0;
    for (;;) {
        if (i_5 < 3) {
        } else {
            int t_12 = r_3;
            int t_13 = i_5;
            r_2 = t_12;
            i_4 = t_13;
            break;
        }
        int t_14 = xs_2[i_5];
        int t_15 = r_3 * 2 + t_14;
        int t_16 = i_5 + 1;
        r_3 = t_15;
        i_5 = t_16;
        continue;
    }
    return r_2;
}
int apply_1(IFold_2_ f, int seed) {
    int xs_3[2] = {0, 0};
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
    int t_17[2] = xs_3;
    Bag_2_ t_18 = f.p0;
    int xs_4[2] = {0, 0};
    xs_4 = t_17;
    int r_4;
    int i_8;
    int r_5 = t_18.bias;
    int i_9 = 0;
    for (;;) {
        if (i_9 < 2) {
        } else {
            int t_19 = r_5;
            int t_20 = i_9;
            r_4 = t_19;
            i_8 = t_20;
            break;
        }
        int t_21 = xs_4[i_9];
        int t_22 = r_5 * 2 + t_21;
        int t_23 = i_9 + 1;
        r_5 = t_22;
        i_9 = t_23;
        continue;
    }
    return r_4;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
