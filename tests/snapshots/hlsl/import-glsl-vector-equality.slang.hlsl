[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    int t = outputBuffer[0u];
    int t_1 = t + 1;
    int3 t_2 = int3(t_1, 2, 3);
    outputBuffer[0u] = all(t_2 == int3(1, 2, t_1 * 3)) ? 10 : 20;
    outputBuffer[1u] = any(t_2 != int3(1, 2, 4)) ? 30 : 40;
    outputBuffer[2u] = all(t_2 == int3(1, 2, 4)) ? 50 : 60;
    outputBuffer[3u] = (int)mul(float2x2(float2(1.0f, 0.0f), float2(0.0f, 1.0f)), float2x2(float2((float)t_1, 2.0f), float2(3.0f, 4.0f)))[0].y;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
