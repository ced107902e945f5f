[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 10;
    outputBuffer[1u] = 20;
    outputBuffer[2u] = 33;
    outputBuffer[3u] = 33;
    outputBuffer[4u] = 307;
    outputBuffer[5u] = 306;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
