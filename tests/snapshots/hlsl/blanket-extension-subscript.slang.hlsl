struct Cells_int_
{
    int v[3];
};
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
int Cells_int_sumFirst(Cells_int_ p, int p_1);
void computeMain_1() {
    int c[3] = {0, 0, 0};
    int t[3] = {4, 5, 6};
    c = t;
    int t_1[3] = c;
    Cells_int_ t_2 = {t_1};
    int t_3 = Cells_int_sumFirst(t_2, 3);
    outputBuffer[0u] = t_3;
    c[1] = 50;
    int t_4[3] = c;
    int this_1[3] = {0, 0, 0};
    this_1 = t_4;
    int t_5 = this_1[1];
    outputBuffer[1u] = t_5;
    int t_6 = c[1];
    outputBuffer[2u] = t_6;
    int t_7[3] = c;
    Cells_int_ t_8 = {t_7};
    int t_9 = Cells_int_sumFirst(t_8, 2);
    outputBuffer[3u] = t_9;
    int t_10[3] = c;
    int this_2[3] = {0, 0, 0};
    this_2 = t_10;
    int t_11 = this_2[2];
    outputBuffer[4u] = t_11;
    return;
}
int Cells_int_sumFirst(Cells_int_ p, int p_1) {
    int this_3[3] = {0, 0, 0};
    int t_12[3] = p.v;
    this_3 = t_12;
    int t_13 = this_3[0];
    int s;
    int i;
    int s_1 = t_13;
    int i_1 = 1;
    for (;;) {
        if (i_1 < p_1) {
        } else {
            int t_14 = s_1;
            int t_15 = i_1;
            s = t_14;
            i = t_15;
            break;
        }
        int this_4[3] = {0, 0, 0};
        this_4 = t_12;
        int t_16 = this_4[i_1];
        int t_17 = s_1 + t_16;
        int t_18 = i_1 + 1;
        s_1 = t_17;
        i_1 = t_18;
        continue;
    }
    return s;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
