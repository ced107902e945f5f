[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[1u] = 7;
    outputBuffer[5u] = 14;
    int t = outputBuffer[1u];
    outputBuffer[0u] = t + 1;
    int t_1 = outputBuffer[3u];
    int t_2 = outputBuffer[5u];
    outputBuffer[3u] = t_1 + (t_2 - 1);
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
