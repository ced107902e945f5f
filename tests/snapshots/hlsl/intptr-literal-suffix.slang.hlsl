[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = -1;
    outputBuffer[1u] = -1;
    outputBuffer[2u] = 15;
    outputBuffer[3u] = 1;
    outputBuffer[4u] = 1;
    outputBuffer[5u] = -1;
    outputBuffer[6u] = 2;
    outputBuffer[7u] = -2;
    outputBuffer[8u] = 15;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
