[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 6.0f;
    outputBuffer[1u] = 4.5f;
    outputBuffer[2u] = 6.25f;
    outputBuffer[3u] = -2.0f;
    outputBuffer[4u] = 0.75f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
