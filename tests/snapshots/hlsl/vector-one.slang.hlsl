[[vk::binding(0, 0)]] RWStructuredBuffer<float> inputBuffer : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    float t = inputBuffer[0u];
    float t_1 = inputBuffer[1u];
    float t_2 = t + t_1;
    float t_3 = t_1 * t_2;
    outputBuffer[0u] = t_2;
    outputBuffer[1u] = t_3;
    outputBuffer[2u] = 7.0f + t_2 * t_3;
    float t_4 = inputBuffer[2u];
    float t_5 = inputBuffer[3u];
    outputBuffer[3u] = t_5 * 2.0f + t_4;
    outputBuffer[4u] = 20.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
