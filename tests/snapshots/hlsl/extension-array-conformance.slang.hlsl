[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 1001;
    outputBuffer[1u] = 2020;
    outputBuffer[2u] = 7;
    outputBuffer[3u] = 5;
    outputBuffer[4u] = 3001;
    outputBuffer[5u] = 30;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
