[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 20;
    outputBuffer[1u] = 5;
    outputBuffer[2u] = 166;
    outputBuffer[3u] = 50;
    outputBuffer[4u] = 14;
    outputBuffer[5u] = 18;
    outputBuffer[6u] = 31;
    outputBuffer[7u] = 51;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
