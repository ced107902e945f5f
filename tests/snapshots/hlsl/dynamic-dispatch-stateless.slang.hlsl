[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 11;
    outputBuffer[1u] = -10;
    outputBuffer[2u] = -3;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
