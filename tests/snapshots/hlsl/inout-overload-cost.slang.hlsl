[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 7027;
    outputBuffer[1u] = 8017;
    outputBuffer[2u] = 2;
    outputBuffer[3u] = 1;
    outputBuffer[4u] = 100;
    outputBuffer[5u] = 200;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
