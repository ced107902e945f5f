[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 2121;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
