static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    int k;
    int s;
    int k_1 = (int)t_1;
    int s_1 = 0;
    for (;;) {
        if (k_1 < 20) {
        } else {
            int t_2 = k_1;
            int t_3 = s_1;
            k = t_2;
            s = t_3;
            break;
        }
        int t_4 = k_1 + 4;
        int t_5 = s_1 + k_1;
        k_1 = t_4;
        s_1 = t_5;
        continue;
    }
    outputBuffer[2u + t_1] = s;
    if (t_1 != 0u) {
        return;
    }
    int total;
    int count;
    int i;
    int total_1 = 0;
    int count_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 10) {
        } else {
            int t_6 = total_1;
            int t_7 = count_1;
            int t_8 = i_1;
            total = t_6;
            count = t_7;
            i = t_8;
            break;
        }
        int i_2;
        if (i_1 - i_1 / 3 * 3 == 0) {
            int t_9 = total_1;
            int t_10 = count_1;
            int t_11 = i_1 + 1;
            total_1 = t_9;
            count_1 = t_10;
            i_1 = t_11;
            continue;
        } else {
            i_2 = i_1;
        }
        int total_2;
        int j;
        int total_3 = total_1;
        int j_1 = 0;
        for (;;) {
            if (j_1 < 10) {
            } else {
                int t_12 = total_3;
                int t_13 = j_1;
                total_2 = t_12;
                j = t_13;
                break;
            }
            if (j_1 > i_2) {
                int t_14 = total_3;
                int t_15 = j_1;
                total_2 = t_14;
                j = t_15;
                break;
            }
            int t_16 = total_3 + i_2 * j_1;
            int t_17 = j_1 + 1;
            total_3 = t_16;
            j_1 = t_17;
            continue;
        }
        int t_18 = total_2;
        int t_19 = count_1 + 1;
        int t_20 = i_2 + 1;
        total_1 = t_18;
        count_1 = t_19;
        i_1 = t_20;
        continue;
    }
    outputBuffer[0u] = total;
    outputBuffer[1u] = count;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
