[[vk::binding(0, 0)]] Texture2D<float4> grad : register(t0, space0);
[[vk::binding(1, 0)]] SamplerState pointSampler : register(s1, space0);
[[vk::binding(2, 0)]] RWStructuredBuffer<float> outputBuffer : register(u2, space0);
void computeMain_1();
void computeMain_1() {
    float4 t = grad.SampleLevel(pointSampler, float2(0.125f, 0.125f), 0.0f, int2(0, 3));
    outputBuffer[0u] = round(t.x * 3.0f) * 10.0f + round(t.y * 3.0f);
    float4 t_1 = grad.SampleLevel(pointSampler, float2(0.125f, 0.125f), 0.0f, int2(0, 0));
    float4 t_2 = grad.SampleLevel(pointSampler, float2(0.125f, 0.125f), 0.0f, int2(1, 2));
    outputBuffer[1u] = round(t_2.x * 3.0f) * 10.0f + round(t_2.y * 3.0f);
    float4 t_3 = grad.SampleLevel(pointSampler, float2(0.125f, 0.125f), 0.0f, int2(1, 0));
    float4 t_4 = grad.SampleLevel(pointSampler, float2(0.125f, 0.125f), 0.0f, int2(2, 1));
    outputBuffer[2u] = round(t_4.x * 3.0f) * 10.0f + round(t_4.y * 3.0f);
    float4 t_5 = grad.SampleLevel(pointSampler, float2(0.125f, 0.125f), 0.0f, int2(2, 0));
    float4 t_6 = grad.SampleLevel(pointSampler, float2(0.125f, 0.125f), 0.0f, int2(3, 0));
    outputBuffer[3u] = round(t_6.x * 3.0f) * 10.0f + round(t_6.y * 3.0f);
    float4 t_7 = grad.SampleLevel(pointSampler, float2(0.125f, 0.125f), 0.0f, int2(3, 0));
    outputBuffer[4u] = 2.0f;
    outputBuffer[5u] = 3.0f;
    outputBuffer[6u] = 0.0f + round(t_1.x * 3.0f) + round(t_3.x * 3.0f) + round(t_5.x * 3.0f) + round(t_7.x * 3.0f);
    float4 t_8 = grad.SampleLevel(pointSampler, float2(0.125f, 0.125f), 0.0f, int2(1, 2));
    outputBuffer[7u] = round(t_8.x * 3.0f) * 10.0f + round(t_8.y * 3.0f);
    float4 t_9 = grad.SampleLevel(pointSampler, float2(0.125f, 0.125f), 0.0f, int2(1, 1));
    outputBuffer[8u] = round(t_9.x * 3.0f) * 10.0f + round(t_9.y * 3.0f);
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
