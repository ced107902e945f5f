static uint LocalInvocationIndex;
[[vk::binding(0, 0)]] Texture2D<float4> grad_texture : register(t0, space0);
[[vk::binding(1, 0)]] SamplerState grad_sampler : register(s1, space0);
[[vk::binding(2, 0)]] Texture2D<float4> nearest_texture : register(t2, space0);
[[vk::binding(3, 0)]] SamplerState nearest_sampler : register(s3, space0);
[[vk::binding(4, 0)]] TextureCube<float4> cube_texture : register(t4, space0);
[[vk::binding(5, 0)]] SamplerState cube_sampler : register(s5, space0);
[[vk::binding(6, 0)]] Texture2DArray<float4> layers_texture : register(t6, space0);
[[vk::binding(7, 0)]] SamplerState layers_sampler : register(s7, space0);
[[vk::binding(8, 0)]] Texture2D<float4> separate : register(t8, space0);
[[vk::binding(9, 0)]] SamplerState linearSampler : register(s9, space0);
[[vk::binding(10, 0)]] RWStructuredBuffer<float> outputBuffer : register(u10, space0);
void computeMain_1();
void computeMain_1() {
    uint t = LocalInvocationIndex;
    uint t_1 = t * 10u;
    float4 t_2 = grad_texture.Load(int3(int3((int)t, 1, 0)));
    outputBuffer[t_1] = t_2.x + t_2.y;
    float t_3 = (float)t;
    float t_4 = t_3 + 0.5f;
    float4 t_5 = grad_texture.SampleLevel(grad_sampler, float2(t_4, 2.5f) / float2(4.0f, 4.0f), 0.0f);
    outputBuffer[t_1 + 1u] = t_5.x + t_5.y;
    uint size, size_1, levels;
    grad_texture.GetDimensions(0u, size, size_1, levels);
    uint2 t_6 = uint2(size, size_1);
    uint size_2, size_3, levels_1;
    grad_texture.GetDimensions(0, size_2, size_3, levels_1);
    outputBuffer[t_1 + 2u] = (float)(t_6.x * 100u + t_6.y * 10u + levels_1);
    float4 t_7 = grad_texture.SampleGrad(grad_sampler, float2(3.5f - t_3, 0.5f) / float2(4.0f, 4.0f), float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    outputBuffer[t_1 + 3u] = t_7.x * 10.0f + t_7.w;
    float4 t_8 = grad_texture.GatherRed(grad_sampler, float2((float)(t % 3u + 1u), 2.0f) / float2(4.0f, 4.0f));
    outputBuffer[t_1 + 4u] = dot(t_8, float4(1.0f, 10.0f, 100.0f, 1000.0f));
    float4 t_9 = nearest_texture.SampleLevel(nearest_sampler, float2(t_3 + 0.9f, 0.1f) / float2(4.0f, 4.0f), 0.0f);
    outputBuffer[t_1 + 5u] = t_9.x;
    uint size_4, size_5, levels_2;
    cube_texture.GetDimensions(0, size_4, size_5, levels_2);
    uint2 t_10 = uint2(size_4, size_5);
    float4 t_11 = cube_texture.SampleLevel(cube_sampler, float3(1.0f, 0.2f * t_3, -0.3f), 0.0f);
    outputBuffer[t_1 + 6u] = t_11.x + (float)(t_10.x * 10u) + (float)t_10.y;
    uint size_6, size_7, size_8, levels_3;
    layers_texture.GetDimensions(0, size_6, size_7, size_8, levels_3);
    uint3 t_12 = uint3(size_6, size_7, size_8);
    uint t_13 = t & 1u;
    float4 t_14 = layers_texture.SampleLevel(layers_sampler, float3(0.3f, 0.6f, (float)t_13), 0.0f);
    outputBuffer[t_1 + 7u] = t_14.y + (float)(t_12.x * 100u) + (float)(t_12.y * 10u) + (float)t_12.z;
    float4 t_15 = grad_texture.SampleLevel(grad_sampler, float2(0.5f, t_4) / float2(4.0f, 4.0f), 0.0f);
    float4 t_16 = grad_texture.Load(int3(int3((int2)uint2(t, 0u), 0)));
    outputBuffer[t_1 + 8u] = t_15.y * 10.0f + t_16.x;
    float4 t_17 = separate.GatherGreen(linearSampler, float2(2.0f, (float)(1u + t_13)) / float2(4.0f, 4.0f));
    float4 t_18 = separate.SampleGrad(linearSampler, float2(t_4, 3.5f) / float2(4.0f, 4.0f), float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    outputBuffer[t_1 + 9u] = dot(t_17, float4(1.0f, 10.0f, 100.0f, 1000.0f)) + t_18.x;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint in_LocalInvocationIndex : SV_GroupIndex)
{
    LocalInvocationIndex = in_LocalInvocationIndex;
    computeMain_1();
}
