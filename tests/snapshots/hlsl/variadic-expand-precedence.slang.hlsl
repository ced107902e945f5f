[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
int oddDigits(int v_0, int v_1, int v_2);
int countBig(int v_0_1, uint v_1_1, int v_2_1);
void computeMain_1() {
    outputBuffer[0u] = 123;
    int t = oddDigits(1, 2, 3);
    outputBuffer[1u] = t;
    outputBuffer[2u] = 0;
    int t_1 = countBig(1, 5u, 2);
    outputBuffer[3u] = t_1;
    return;
}
int oddDigits(int v_0, int v_1, int v_2) {
    return ((v_0 * 2 + 1) * 10 + (v_1 * 2 + 1)) * 10 + (v_2 * 2 + 1);
}
int countBig(int v_0_1, uint v_1_1, int v_2_1) {
    return (v_0_1 > 1 ? 10 : 1) + ((int)v_1_1 > 1 ? 10 : 1) + (v_2_1 > 1 ? 10 : 1);
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
