[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    int t[3] = {4, 5, 6};
    int arr[3] = {0, 0, 0};
    arr = t;
    int r;
    int i;
    int r_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int t_1 = r_1;
            int t_2 = i_1;
            r = t_1;
            i = t_2;
            break;
        }
        int t_3 = arr[i_1];
        int t_4 = i_1 + 1;
        int t_5 = r_1 + t_3 * t_4;
        int t_6 = t_4;
        r_1 = t_5;
        i_1 = t_6;
        continue;
    }
    outputBuffer[0u] = r;
    outputBuffer[1u] = 2;
    outputBuffer[2u] = 30;
    outputBuffer[3u] = 10;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
