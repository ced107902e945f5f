[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 3.0f;
    outputBuffer[1u] = 6.5f;
    outputBuffer[2u] = 5.0f;
    outputBuffer[3u] = 9.0f;
    outputBuffer[4u] = 1.0f;
    outputBuffer[5u] = 1.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
