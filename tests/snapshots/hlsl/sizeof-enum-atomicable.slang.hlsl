[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 4;
    outputBuffer[1u] = 4;
    outputBuffer[2u] = 2;
    outputBuffer[3u] = 2;
    outputBuffer[4u] = 2;
    outputBuffer[5u] = 4;
    outputBuffer[6u] = 8;
    outputBuffer[7u] = 12;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
