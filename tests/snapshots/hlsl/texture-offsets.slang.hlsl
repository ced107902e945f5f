static uint LocalInvocationIndex;
[[vk::binding(0, 0)]] Texture2D<float4> grad_texture : register(t0, space0);
[[vk::binding(1, 0)]] SamplerState grad_sampler : register(s1, space0);
[[vk::binding(2, 0)]] Texture2D<float4> separate : register(t2, space0);
[[vk::binding(3, 0)]] SamplerState pointSampler : register(s3, space0);
[[vk::binding(4, 0)]] RWStructuredBuffer<float> outputBuffer : register(u4, space0);
void computeMain_1();
void computeMain_1() {
    uint t = LocalInvocationIndex;
    float4 t_1 = grad_texture.SampleLevel(grad_sampler, float2(0.125f, 0.125f), 0.0f, int2(1, 2));
    float t_2 = (float)t + 0.5f;
    float4 t_3 = grad_texture.SampleLevel(grad_sampler, float2(t_2, 3.5f) / float2(4.0f, 4.0f), 0.0f, int2(-1, 0));
    uint t_4 = t * 3u;
    outputBuffer[t_4] = t_1.x * 10.0f + t_1.y + t_3.x * 100.0f + t_3.y * 1000.0f;
    float4 t_5 = grad_texture.SampleGrad(grad_sampler, float2(t_2, 1.5f) / float2(4.0f, 4.0f), float2(0.0f, 0.0f), float2(0.0f, 0.0f), int2(1, 1));
    outputBuffer[t_4 + 1u] = t_5.x * 10.0f + t_5.y;
    float4 t_6 = separate.SampleLevel(pointSampler, float2(t_2, 0.5f) / float2(4.0f, 4.0f), 0.0f, int2(0, 3));
    outputBuffer[t_4 + 2u] = t_6.x * 10.0f + t_6.y;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint in_LocalInvocationIndex : SV_GroupIndex)
{
    LocalInvocationIndex = in_LocalInvocationIndex;
    computeMain_1();
}
