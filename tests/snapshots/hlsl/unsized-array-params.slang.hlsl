[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    int t[3] = {1, 2, 3};
    int t_1[5] = {10, 20, 30, 40, 50};
    int a[3] = {0, 0, 0};
    a = t;
    int s;
    int i;
    int s_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int t_2 = s_1;
            int t_3 = i_1;
            s = t_2;
            i = t_3;
            break;
        }
        int t_4 = a[i_1];
        int t_5 = s_1 + t_4;
        int t_6 = i_1 + 1;
        s_1 = t_5;
        i_1 = t_6;
        continue;
    }
    outputBuffer[0u] = s;
    int a_1[5] = {0, 0, 0, 0, 0};
    a_1 = t_1;
    int s_2;
    int i_2;
    int s_3 = 0;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 5) {
        } else {
            int t_7 = s_3;
            int t_8 = i_3;
            s_2 = t_7;
            i_2 = t_8;
            break;
        }
        int t_9 = a_1[i_3];
        int t_10 = s_3 + t_9;
        int t_11 = i_3 + 1;
        s_3 = t_10;
        i_3 = t_11;
        continue;
    }
    outputBuffer[1u] = s_2;
    int c[3] = {0, 0, 0};
    c = t;
    int t_12 = c[2];
    outputBuffer[2u] = t_12 * 3;
    int c_1[5] = {0, 0, 0, 0, 0};
    c_1 = t_1;
    int t_13 = c_1[4];
    outputBuffer[3u] = t_13 * 5;
    int t_14[3] = {0, 0, 0};
    t_14 = t;
    int i_4;
    int i_5 = 0;
    for (;;) {
        if (i_5 < 3) {
        } else {
            i_4 = i_5;
            break;
        }
        int t_15 = t_14[i_5];
        t_14[i_5] = t_15 + 100;
        i_5 = i_5 + 1;
        continue;
    }
    int t_16[3] = t_14;
    int a_2[3] = {0, 0, 0};
    a_2 = t_16;
    int s_4;
    int i_6;
    int s_5 = 0;
    int i_7 = 0;
    for (;;) {
        if (i_7 < 3) {
        } else {
            int t_17 = s_5;
            int t_18 = i_7;
            s_4 = t_17;
            i_6 = t_18;
            break;
        }
        int t_19 = a_2[i_7];
        int t_20 = s_5 + t_19;
        int t_21 = i_7 + 1;
        s_5 = t_20;
        i_7 = t_21;
        continue;
    }
    outputBuffer[4u] = s_4;
    float t_22[2] = {0.5f, 1.5f};
    float t_23[2] = {0.0f, 0.0f};
    t_23 = t_22;
    int i_8;
    int i_9 = 0;
    for (;;) {
        if (i_9 < 2) {
        } else {
            i_8 = i_9;
            break;
        }
        float t_24 = t_23[i_9];
        t_23[i_9] = t_24 + 1.0f;
        i_9 = i_9 + 1;
        continue;
    }
    float t_25[2] = t_23;
    outputBuffer[5u] = (int)(t_25[0] + t_25[1]);
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
