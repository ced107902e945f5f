[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    int a[5] = {0, 0, 0, 0, 0};
    int i;
    int i_1 = 0;
    for (;;) {
        if ((uint)i_1 < 5u) {
        } else {
            i = i_1;
            break;
        }
        a[i_1] = i_1 * i_1;
        i_1 = i_1 + 1;
        continue;
    }
    outputBuffer[0u] = 15;
    int t = a[4];
    int t_1 = a[2];
    outputBuffer[1u] = t + t_1;
    outputBuffer[2u] = 5;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
