[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
[[vk::binding(0, 0)]] cbuffer globalParams : register(b0, space0)
{
    int count;
    float scale;
    int bias;
};
void computeMain_1();
void computeMain_1() {
    int t = count;
    outputBuffer[0u] = (float)t;
    float t_1 = scale;
    outputBuffer[1u] = t_1;
    int t_2 = bias;
    outputBuffer[2u] = (float)t_2;
    outputBuffer[3u] = 1.75f;
    outputBuffer[4u] = 2.0f;
    outputBuffer[5u] = 4.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
