[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 252;
    outputBuffer[1u] = 93;
    outputBuffer[2u] = 7;
    outputBuffer[3u] = 16;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
