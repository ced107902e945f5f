[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 0;
    outputBuffer[1u] = 3;
    outputBuffer[2u] = -2;
    outputBuffer[3u] = 5;
    outputBuffer[4u] = 10;
    outputBuffer[5u] = -18;
    outputBuffer[6u] = 28;
    outputBuffer[7u] = 40;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
