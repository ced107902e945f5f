[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 2;
    outputBuffer[1u] = 2;
    outputBuffer[2u] = 33;
    outputBuffer[3u] = 1;
    outputBuffer[4u] = 1;
    outputBuffer[5u] = 2;
    outputBuffer[6u] = 2;
    outputBuffer[7u] = 11;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
