static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float4> vectors : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> result : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    uint t_2 = t_1 + 2u;
    float4 t_3 = vectors[0u];
    float4 t_4 = (float4)0.0f;
    t_4 = t_3;
    float t_5 = t_4[t_2];
    result[0u] = t_5;
    float4 t_6 = vectors[1u];
    float4 t_7 = (float4)0.0f;
    t_7 = t_6.wzyx;
    float t_8 = t_7[t_2];
    result[1u] = t_8;
    float4 t_9 = vectors[1u];
    float2 t_10 = (float2)0.0f;
    t_10 = t_9.zw;
    float t_11 = t_10[t_2 - 1u];
    result[2u] = t_11;
    float3 t_12 = (float3)0.0f;
    t_12 = t_6.zyx;
    float t_13 = t_12[t_1];
    result[3u] = t_13;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
