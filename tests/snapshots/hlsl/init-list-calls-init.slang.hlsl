[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 109;
    outputBuffer[1u] = 28;
    outputBuffer[2u] = 15;
    outputBuffer[3u] = 56;
    outputBuffer[4u] = 34;
    outputBuffer[5u] = 468;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
