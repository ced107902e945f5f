static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] Texture2D<float4> tex : register(t0, space0);
[[vk::binding(1, 0)]] SamplerState samp : register(s1, space0);
[[vk::binding(2, 0)]] StructuredBuffer<int> source : register(t2, space0);
[[vk::binding(3, 0)]] RWStructuredBuffer<float> outputBuffer : register(u3, space0);
void computeMain_1();
void computeMain_1() {
    float4 t = tex.SampleLevel(samp, float2(0.25f, 0.75f), 0.0f);
    outputBuffer[0u] = t.x * 2.5f;
    float4 t_1 = tex.SampleLevel(samp, float2(0.5f, 0.5f), 0.0f);
    outputBuffer[1u] = t_1.x * -4.0f + 2.5f;
    int t_2 = source[1u];
    int t_3 = source[2u];
    outputBuffer[2u] = (float)(t_2 + t_3);
    int t_4 = source[2u];
    int t_5 = source[3u];
    outputBuffer[3u] = (float)(t_4 + t_5);
    outputBuffer[4u] = 102.0f;
    int t_6 = source[0u];
    outputBuffer[5u] = (float)t_6;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
