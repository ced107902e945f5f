struct Params
{
    column_major float2x3 m;
};
struct matrices_elem
{
    column_major float4x4 m;
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
    column_major float2x2 q;
};
void computeMain_1();
void computeMain_1() {
    column_major float2x2 t = q;
    column_major float4x4 t_1 = matrices[0u].m;
    float4 t_2 = mul(t_1, float4(1.0f, 0.0f, 2.0f, 1.0f));
    outputBuffer[0u] = t_2.x;
    outputBuffer[1u] = t_2.y;
    outputBuffer[2u] = t_2.z;
    outputBuffer[3u] = t_2.w;
    outputBuffer[4u] = t_1[2].y;
    column_major float2x3 t_3 = params.m;
    float2 t_4 = mul(t_3, float3(1.0f, 10.0f, 100.0f));
    outputBuffer[5u] = t_4.x;
    outputBuffer[6u] = t_4.y;
    float t_5 = params.m[1][2];
    outputBuffer[7u] = t_5;
    outputBuffer[8u] = t[0].y;
    outputBuffer[9u] = t[1].x;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
