static uint LocalInvocationIndex;
[[vk::binding(0, 0)]] Texture2D<float4> grad_texture : register(t0, space0);
[[vk::binding(2, 0)]] SamplerState grad_sampler : register(s2, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<int> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint t = LocalInvocationIndex;
    uint t_1 = t * 5u;
    float t_2 = (float)(t + 1u);
    float t_3 = (float)t;
    float2 t_4 = (float2)t_2;
    float2 t_5 = float3(float2(t_3 + 0.5f, 2.5f) / float2(4.0f, 4.0f) * t_4, t_2).xy / t_4;
    float4 t_6 = grad_texture.SampleLevel(grad_sampler, t_5, 0.0f);
    outputBuffer[t_1] = (int)round(t_6.x * 3.0f) * 10 + (int)round(t_6.y * 3.0f);
    float4 t_7 = grad_texture.SampleLevel(grad_sampler, float4(float2(3.5f - t_3, 1.5f) / float2(4.0f, 4.0f) * float2(2.0f, 2.0f), 7.0f, 2.0f).xy / float2(2.0f, 2.0f), 0.0f);
    outputBuffer[t_1 + 1u] = (int)round(t_7.x * 3.0f) * 10 + (int)round(t_7.y * 3.0f);
    float4 t_8 = grad_texture.SampleLevel(grad_sampler, t_5, 0.0f, int2(0, 1));
    outputBuffer[t_1 + 2u] = (int)round(t_8.x * 3.0f) * 10 + (int)round(t_8.y * 3.0f);
    float4 t_9 = grad_texture.SampleGrad(grad_sampler, t_5, float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    outputBuffer[t_1 + 3u] = (int)round(t_9.x * 3.0f) * 10 + (int)round(t_9.y * 3.0f);
    float4 t_10 = grad_texture.SampleGrad(grad_sampler, float2((float)(t % 3u) + 0.5f, 0.5f) / float2(4.0f, 4.0f), float2(0.0f, 0.0f), float2(0.0f, 0.0f), int2(1, 0));
    float4 t_11 = grad_texture.SampleGrad(grad_sampler, t_5, float2(0.0f, 0.0f), float2(0.0f, 0.0f), int2(0, -2));
    outputBuffer[t_1 + 4u] = (int)round(t_10.x * 3.0f) * 10 + (int)round(t_10.y * 3.0f) + ((int)round(t_11.x * 3.0f) * 10 + (int)round(t_11.y * 3.0f)) * 100;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint in_LocalInvocationIndex : SV_GroupIndex)
{
    LocalInvocationIndex = in_LocalInvocationIndex;
    computeMain_1();
}
