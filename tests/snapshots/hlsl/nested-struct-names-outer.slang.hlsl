[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 90;
    outputBuffer[1u] = 95;
    outputBuffer[2u] = 88;
    outputBuffer[3u] = 97;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
