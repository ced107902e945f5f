[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
float joinTwice_1(float x, float k, inout float s);
void computeMain_1() {
    float t = 0.0f;
    float t_1 = joinTwice_1(3.0f, 2.0f, t);
    float t_2 = t;
    outputBuffer[0u] = t_1;
    outputBuffer[1u] = t_2;
    outputBuffer[9u] = 6.0f;
    outputBuffer[2u] = 9.0f;
    outputBuffer[3u] = 0.0f;
    outputBuffer[4u] = 9.0f;
    outputBuffer[5u] = 6.0f;
    outputBuffer[6u] = 9.0f;
    outputBuffer[7u] = 6.0f;
    outputBuffer[8u] = 16.0f;
    return;
}
float joinTwice_1(float x, float k, inout float s) {
    float t_3 = x * 10.0f + x;
    s = k + k;
    return (t_3 * 10.0f + x) * 10.0f + t_3;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
