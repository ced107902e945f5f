[[vk::binding(0, 0)]] Texture2D<float> depth : register(t0, space0);
[[vk::binding(1, 0)]] Texture2DArray<float> layers : register(t1, space0);
[[vk::binding(2, 0)]] SamplerComparisonState cmp : register(s2, space0);
[[vk::binding(3, 0)]] RWStructuredBuffer<float> outputBuffer : register(u3, space0);
void computeMain_1();
void computeMain_1() {
    float t = depth.SampleCmpLevelZero(cmp, float2(0.3f, 0.6f), 0.25f);
    outputBuffer[0u] = t;
    float t_1 = depth.SampleCmpLevelZero(cmp, float2(0.3f, 0.6f), 1.25f);
    outputBuffer[1u] = t_1;
    float t_2 = depth.SampleCmpLevelZero(cmp, float2(0.5f, 0.5f), 0.75f, int2(1, -1));
    outputBuffer[2u] = t_2;
    float4 t_3 = depth.GatherCmpRed(cmp, float2(0.5f, 0.5f), 0.5f);
    outputBuffer[3u] = t_3.x + t_3.y * 2.0f + t_3.z * 4.0f + t_3.w * 8.0f;
    float4 t_4 = layers.GatherCmpRed(cmp, float3(0.5f, 0.5f, 1.0f), 1.5f);
    outputBuffer[4u] = t_4.x + t_4.y + t_4.z + t_4.w;
    float4 t_5 = layers.GatherCmpRed(cmp, float3(0.5f, 0.5f, 0.0f), -0.5f);
    outputBuffer[5u] = t_5.x + t_5.y + t_5.z + t_5.w;
    float t_6 = depth.Load(int3(int3(2, 1, 0)));
    outputBuffer[6u] = t_6;
    float t_7 = layers.Load(int4(int4(1, 1, 1, 0)));
    outputBuffer[7u] = t_7 * 3.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
