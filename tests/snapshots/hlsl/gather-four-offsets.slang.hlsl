[[vk::binding(0, 0)]] Texture2D<float4> tex : register(t0, space0);
[[vk::binding(1, 0)]] SamplerState samp : register(s1, space0);
[[vk::binding(2, 0)]] RWStructuredBuffer<float> outputBuffer : register(u2, space0);
void computeMain_1();
void computeMain_1() {
    float4 t = tex.GatherRed(samp, float2(0.5f, 0.5f), int2(0, 0));
    float4 t_1 = tex.GatherRed(samp, float2(0.5f, 0.5f), int2(1, 0));
    float4 t_2 = tex.GatherRed(samp, float2(0.5f, 0.5f), int2(-1, 0));
    float4 t_3 = tex.GatherRed(samp, float2(0.5f, 0.5f), int2(0, 1));
    float4 r = (float4)0.0f;
    r = float4(t.w, t_1.w, t_2.w, t_3.w);
    float4 t_4 = tex.GatherGreen(samp, float2(0.5f, 0.5f), int2(0, 0));
    float4 t_5 = tex.GatherGreen(samp, float2(0.5f, 0.5f), int2(1, 0));
    float4 t_6 = tex.GatherGreen(samp, float2(0.5f, 0.5f), int2(-1, 0));
    float4 t_7 = tex.GatherGreen(samp, float2(0.5f, 0.5f), int2(0, 1));
    float4 g = (float4)0.0f;
    g = float4(t_4.w, t_5.w, t_6.w, t_7.w);
    float4 t_8 = tex.GatherRed(samp, float2(0.5f, 0.5f), int2(1, 1));
    float4 plain = (float4)0.0f;
    plain = t_8;
    int k;
    int k_1 = 0;
    for (;;) {
        if (k_1 < 4) {
        } else {
            k = k_1;
            break;
        }
        float t_9 = r[k_1];
        outputBuffer[(uint)k_1] = round(t_9 * 3.0f);
        float t_10 = g[k_1];
        outputBuffer[(uint)(4 + k_1)] = round(t_10 * 3.0f);
        float t_11 = plain[k_1];
        outputBuffer[(uint)(8 + k_1)] = round(t_11 * 3.0f);
        k_1 = k_1 + 1;
        continue;
    }
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
