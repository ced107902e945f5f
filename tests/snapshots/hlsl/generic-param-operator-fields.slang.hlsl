[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 12.0f;
    outputBuffer[1u] = 43.0f;
    outputBuffer[2u] = 4.0f;
    outputBuffer[3u] = 3.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
