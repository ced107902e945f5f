struct Box3
{
    int base;
};
struct IBox_int_3_
{
    uint typeId;
    Box3 p0;
};
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
int IBox_int_3_total(IBox_int_3_ p);
void computeMain_1() {
    IBox_int_3_ t = {0u, {10}};
    int t_1 = IBox_int_3_total(t);
    outputBuffer[0u] = t_1;
    IBox_int_3_ t_2 = {1u, {0}};
    int t_3 = IBox_int_3_total(t_2);
    outputBuffer[1u] = t_3;
    int s;
    int i;
    int s_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int t_4 = s_1;
            int t_5 = i_1;
            s = t_4;
            i = t_5;
            break;
        }
        int t_6 = s_1 + (10 + i_1);
        int t_7 = i_1 + 1;
        s_1 = t_6;
        i_1 = t_7;
        continue;
    }
    outputBuffer[2u] = s;
    return;
}
int IBox_int_3_total(IBox_int_3_ p) {
    int s_2;
    int i_2;
    int s_3 = 0;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            int t_8 = s_3;
            int t_9 = i_3;
            s_2 = t_8;
            i_2 = t_9;
            break;
        }
        int t_10;
        switch (p.typeId) {
        case 0u:
        {
            Box3 t_11 = p.p0;
            t_10 = t_11.base + i_3;
            break;
        }
        case 1u:
        {
            t_10 = 2 * i_3;
            break;
        }
        default: {
            t_10 = 0;
            break;
        }
        }
        int t_12 = s_3 + t_10;
        int t_13 = i_3 + 1;
        s_3 = t_12;
        i_3 = t_13;
        continue;
    }
    return s_2;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
