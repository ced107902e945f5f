static uint LocalInvocationIndex;
[[vk::binding(0, 0)]] Texture2D<float4> grad : register(t0, space0);
[[vk::binding(1, 0)]] Texture3D<float> board : register(t1, space0);
[[vk::binding(2, 0)]] RWTexture2D<float> rw : register(u2, space0);
[[vk::binding(3, 0)]] SamplerState linearSampler : register(s3, space0);
[[vk::binding(4, 0)]] SamplerState pointSampler : register(s4, space0);
[[vk::binding(5, 0)]] RWStructuredBuffer<float> outputBuffer : register(u5, space0);
void computeMain_1();
void computeMain_1() {
    uint t = LocalInvocationIndex;
    float4 t_1 = grad.Load(int3(int3((int)t, 1, 0)));
    uint t_2 = t * 5u;
    outputBuffer[t_2] = t_1.x + t_1.w;
    float t_3 = (float)t;
    float4 t_4 = grad.SampleLevel(linearSampler, float2(3.5f - t_3, 2.5f) / float2(4.0f, 4.0f), 0.0f);
    outputBuffer[t_2 + 1u] = t_4.x + t_4.y;
    uint size, size_1, levels;
    grad.GetDimensions(0, size, size_1, levels);
    uint2 t_5 = uint2(size, size_1);
    uint t_6 = t & 1u;
    int t_7 = (int)t_6;
    float4 t_8 = grad.Load(int3(int3(t_7, 1, 1)));
    outputBuffer[t_2 + 2u] = (float)(t_5.x * 10u + t_5.y) + t_8.x;
    int2 t_9 = (int2)uint2(t, t);
    float t_10 = rw[t_9];
    rw[t_9] = t_10 * 2.0f + t_3;
    float t_11 = rw[t_9];
    outputBuffer[t_2 + 3u] = t_11;
    uint t_12 = t >> (1u & 31u);
    float t_13 = board.Load(int4(int4(t_7, (int)t_12, 0, 0)));
    float t_14 = board.SampleLevel(pointSampler, float3((float)t_6 + 0.25f, (float)t_12 + 0.75f, 0.4f) / float3(2.0f, 2.0f, 2.0f), 0.0f);
    outputBuffer[t_2 + 4u] = t_13 + 10.0f * t_14;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint in_LocalInvocationIndex : SV_GroupIndex)
{
    LocalInvocationIndex = in_LocalInvocationIndex;
    computeMain_1();
}
