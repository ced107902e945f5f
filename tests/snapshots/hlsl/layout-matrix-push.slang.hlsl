struct Params
{
    row_major float3x4 a;
    row_major float4x3 b;
    column_major float2x3 c;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
[[vk::push_constant]] cbuffer entryPointParams
{
    Params params;
};
void computeMain_1();
void computeMain_1() {
    row_major float3x4 t = params.a;
    row_major float4x3 t_1 = params.b;
    column_major float2x3 t_2 = params.c;
    float3 t_3 = mul(t, float4(1.0f, 10.0f, 100.0f, 1000.0f));
    float4 t_4 = mul(float3(1.0f, 10.0f, 100.0f), t);
    float4 t_5 = mul(t_1, float3(1.0f, 10.0f, 100.0f));
    float3 t_6 = mul(float4(1.0f, 10.0f, 100.0f, 1000.0f), t_1);
    row_major float2x3 t_7 = t_2;
    float2 t_8 = mul(t_7, float3(1.0f, 10.0f, 100.0f));
    float3 t_9 = mul(float2(1.0f, 10.0f), t_7);
    outputBuffer[0u] = t_3.x;
    outputBuffer[1u] = t_3.y;
    outputBuffer[2u] = t_3.z;
    outputBuffer[3u] = t_4.x;
    outputBuffer[4u] = t_4.y;
    outputBuffer[5u] = t_4.z;
    outputBuffer[6u] = t_4.w;
    outputBuffer[7u] = t_5.x;
    outputBuffer[8u] = t_5.y;
    outputBuffer[9u] = t_5.z;
    outputBuffer[10u] = t_5.w;
    outputBuffer[11u] = t_6.x;
    outputBuffer[12u] = t_6.y;
    outputBuffer[13u] = t_6.z;
    outputBuffer[14u] = t_8.x;
    outputBuffer[15u] = t_8.y;
    outputBuffer[16u] = t_9.x;
    outputBuffer[17u] = t_9.y;
    outputBuffer[18u] = t_9.z;
    outputBuffer[19u] = t[1].z;
    outputBuffer[20u] = t_1[3].y;
    outputBuffer[21u] = t_2[1].x;
    float4 t_10 = t[2];
    outputBuffer[22u] = t_10.w;
    outputBuffer[23u] = t_10.y;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
