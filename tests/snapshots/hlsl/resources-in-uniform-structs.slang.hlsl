struct Inner
{
    float scale;
};
struct Material
{
    float4 tint;
    Inner inner;
};
[[vk::binding(0, 0)]] cbuffer globalParams : register(b0, space0)
{
    Material gMat;
};
[[vk::binding(1, 0)]] Texture2D<float4> gMat_albedo : register(t1, space0);
[[vk::binding(2, 0)]] SamplerState gMat_samp : register(s2, space0);
[[vk::binding(3, 0)]] StructuredBuffer<float> gMat_inner_extra : register(t3, space0);
[[vk::binding(4, 0)]] RWStructuredBuffer<float> output : register(u4, space0);
void computeMain_1();
void computeMain_1() {
    float4 t = gMat_albedo.SampleLevel(gMat_samp, float2(0.5f, 0.5f), 0.0f);
    float4 t_1 = gMat.tint;
    float4 t_2 = t * t_1;
    output[0u] = t_2.x;
    output[1u] = t_2.y;
    output[2u] = t_2.z;
    output[3u] = t_2.w;
    float t_3 = gMat_inner_extra[0u];
    float t_4 = gMat.inner.scale;
    float t_5 = gMat_inner_extra[1u];
    output[4u] = t_3 * t_4 + t_5;
    float4 t_6 = gMat.tint;
    float t_7 = gMat.inner.scale;
    float4 t_8 = gMat_albedo.SampleLevel(gMat_samp, float2(0.25f, 0.75f), 0.0f);
    float t_9 = gMat_inner_extra[1u];
    output[5u] = t_8.x * t_6.y + t_9 * t_7;
    float t_10 = gMat.inner.scale;
    float t_11 = gMat_inner_extra[0u];
    float t_12 = gMat_inner_extra[1u];
    output[6u] = t_11 + t_12;
    output[7u] = t_10;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
