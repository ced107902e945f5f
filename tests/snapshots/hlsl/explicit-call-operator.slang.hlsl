[[vk::binding(0, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 3u;
    outputBuffer[1u] = 4u;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
