[[vk::binding(0, 0)]] Texture2D<float> depth : register(t0, space0);
[[vk::binding(1, 0)]] SamplerComparisonState cmp : register(s1, space0);
[[vk::binding(2, 0)]] RWStructuredBuffer<float> outputBuffer : register(u2, space0);
void computeMain_1();
void computeMain_1() {
    float t = depth.Load(int3(int3(1, 2, 0)));
    outputBuffer[0u] = t;
    float t_1 = depth.SampleCmpLevelZero(cmp, float2(0.3f, 0.6f), 0.5f);
    outputBuffer[1u] = t_1;
    float t_2 = depth.SampleCmpLevelZero(cmp, float2(0.3f, 0.6f), 1.5f);
    outputBuffer[2u] = t_2;
    float t_3 = depth.Load(int3(int3(3, 3, 0)));
    outputBuffer[3u] = t_3 * 2.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
