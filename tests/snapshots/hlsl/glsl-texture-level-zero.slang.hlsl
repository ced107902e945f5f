static uint3 LocalInvocationId;
[[vk::binding(0, 0)]] Texture2D<float4> board_texture : register(t0, space0);
[[vk::binding(2, 0)]] SamplerState board_sampler : register(s2, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<int> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = LocalInvocationId;
    float2 t_1 = (float2)t.xy * float2(16.0f, 16.0f) + float2(0.03125f, 0.03125f);
    uint t_2 = (t.y * 2u + t.x) * 3u;
    float4 t_3 = board_texture.SampleLevel(board_sampler, t_1, 0.0f);
    outputBuffer[t_2] = (int)round(t_3.x * 255.0f);
    float4 t_4 = board_texture.SampleLevel(board_sampler, t_1, 0.0f);
    outputBuffer[t_2 + 1u] = (int)round(t_4.y * 255.0f);
    float4 t_5 = board_texture.SampleLevel(board_sampler, t_1, 0.0f, int2(-8, 0));
    outputBuffer[t_2 + 2u] = (int)round(t_5.z * 255.0f);
    return;
}
[numthreads(2, 2, 1)]
void computeMain(uint3 in_LocalInvocationId : SV_GroupThreadID)
{
    LocalInvocationId = in_LocalInvocationId;
    computeMain_1();
}
