#include <metal_stdlib>
using namespace metal;
struct Inner
{
    float scale;
};
struct Material
{
    float4 tint;
    Inner inner;
};
struct GlobalParams
{
    Material gMat;
};
kernel void computeMain(constant GlobalParams& globalParams [[buffer(0)]], texture2d<float, access::sample> gMat_albedo [[texture(0)]], sampler gMat_samp [[sampler(0)]], const device float* gMat_inner_extra [[buffer(1)]], device float* output [[buffer(2)]]) {
    float4 t = gMat_albedo.sample(gMat_samp, float2(0.5f, 0.5f), level(0.0f));
    float4 t_1 = globalParams.gMat.tint;
    float4 t_2 = t * t_1;
    output[0u] = t_2.x;
    output[1u] = t_2.y;
    output[2u] = t_2.z;
    output[3u] = t_2.w;
    float t_3 = gMat_inner_extra[0u];
    float t_4 = globalParams.gMat.inner.scale;
    float t_5 = gMat_inner_extra[1u];
    output[4u] = t_3 * t_4 + t_5;
    float4 t_6 = globalParams.gMat.tint;
    float t_7 = globalParams.gMat.inner.scale;
    float4 t_8 = gMat_albedo.sample(gMat_samp, float2(0.25f, 0.75f), level(0.0f));
    float t_9 = gMat_inner_extra[1u];
    output[5u] = t_8.x * t_6.y + t_9 * t_7;
    float t_10 = globalParams.gMat.inner.scale;
    float t_11 = gMat_inner_extra[0u];
    float t_12 = gMat_inner_extra[1u];
    output[6u] = t_11 + t_12;
    output[7u] = t_10;
    return;
}
