[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 30;
    outputBuffer[1u] = 20;
    outputBuffer[2u] = 0;
    outputBuffer[3u] = 40;
    outputBuffer[4u] = 3;
    outputBuffer[5u] = 3;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
