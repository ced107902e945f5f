[[vk::binding(0, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 4294967295u;
    outputBuffer[1u] = 4294967295u;
    outputBuffer[2u] = 65535u;
    outputBuffer[3u] = 0u;
    outputBuffer[4u] = 1u;
    outputBuffer[5u] = 8u;
    outputBuffer[6u] = 7u;
    outputBuffer[7u] = 6u;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
