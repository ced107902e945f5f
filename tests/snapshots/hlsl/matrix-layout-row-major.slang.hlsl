struct Params
{
    row_major float2x3 m;
};
struct matrices_elem
{
    row_major float4x4 m;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] cbuffer globalParams : register(b0, space0)
{
    Params params;
};
[[vk::binding(1, 0)]] StructuredBuffer<matrices_elem> matrices : register(t1, space0);
[[vk::binding(2, 0)]] RWStructuredBuffer<float> outputBuffer : register(u2, space0);
[[vk::push_constant]] cbuffer entryPointParams
{
    row_major float2x2 q;
};
void computeMain_1();
void computeMain_1() {
    row_major float2x2 t = q;
    row_major float2x2 q_1 = (float2x2)0.0f;
    q_1 = t;
    row_major float4x4 t_1 = matrices[0u].m;
    row_major float4x4 m = (float4x4)0.0f;
    m = t_1;
    row_major float4x4 t_2 = m;
    float4 t_3 = mul(t_2, float4(1.0f, 0.0f, 2.0f, 1.0f));
    outputBuffer[0u] = t_3.x;
    outputBuffer[1u] = t_3.y;
    outputBuffer[2u] = t_3.z;
    outputBuffer[3u] = t_3.w;
    float t_4 = m[2][1];
    outputBuffer[4u] = t_4;
    row_major float2x3 t_5 = params.m;
    float2 t_6 = mul(t_5, float3(1.0f, 10.0f, 100.0f));
    outputBuffer[5u] = t_6.x;
    outputBuffer[6u] = t_6.y;
    float t_7 = params.m[1][2];
    outputBuffer[7u] = t_7;
    float t_8 = q_1[0][1];
    outputBuffer[8u] = t_8;
    float t_9 = q_1[1][0];
    outputBuffer[9u] = t_9;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
