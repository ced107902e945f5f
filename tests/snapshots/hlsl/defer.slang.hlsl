static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
static int n = 0;
int early(int x);
void computeMain_1();
int early(int x) {
    if (x > 1) {
        int t = n;
        outputBuffer[(uint)t] = 200;
        int t_1 = n;
        n = t_1 + 1;
        int t_2 = n;
        outputBuffer[(uint)t_2] = 100 + x;
        int t_3 = n;
        n = t_3 + 1;
        return x * 2;
    }
    int t_4 = n;
    outputBuffer[(uint)t_4] = 300;
    int t_5 = n;
    n = t_5 + 1;
    int t_6 = n;
    outputBuffer[(uint)t_6] = 100 + x;
    int t_7 = n;
    n = t_7 + 1;
    return x;
}
void computeMain_1() {
    int t_8 = n;
    outputBuffer[(uint)t_8] = 40;
    int t_9 = n;
    n = t_9 + 1;
    int t_10 = n;
    outputBuffer[(uint)t_10] = 2;
    int t_11 = n;
    n = t_11 + 1;
    int t_12 = n;
    outputBuffer[(uint)t_12] = 1;
    int t_13 = n;
    n = t_13 + 1;
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            i = i_1;
            break;
        }
        int i_2;
        if (i_1 == 1) {
            int t_14 = n;
            outputBuffer[(uint)t_14] = 10 + i_1;
            int t_15 = n;
            n = t_15 + 1;
            i_1 = i_1 + 1;
            continue;
        } else {
            i_2 = i_1;
        }
        if (i_2 == 2) {
            int t_16 = n;
            outputBuffer[(uint)t_16] = 10 + i_2;
            int t_17 = n;
            n = t_17 + 1;
            i = i_2;
            break;
        }
        int t_18 = n;
        outputBuffer[(uint)t_18] = 20 + i_2;
        int t_19 = n;
        n = t_19 + 1;
        int t_20 = n;
        outputBuffer[(uint)t_20] = 10 + i_2;
        int t_21 = n;
        n = t_21 + 1;
        i_1 = i_2 + 1;
        continue;
    }
    int t_22 = early(1);
    int t_23 = early(5);
    int t_24 = n;
    outputBuffer[(uint)t_24] = t_22 + t_23 * 1000;
    int t_25 = n;
    n = t_25 + 1;
    int t_26 = n;
    outputBuffer[(uint)t_26] = 7;
    int t_27 = n;
    n = t_27 + 1;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
