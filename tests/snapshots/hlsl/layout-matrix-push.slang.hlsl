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
    row_major float3x4 params_1 = (float3x4)0.0f;
    row_major float4x3 params_2 = (float4x3)0.0f;
    column_major float2x3 params_3 = (float2x3)0.0f;
    params_1 = t;
    params_2 = t_1;
    params_3 = t_2;
    row_major float3x4 t_3 = params_1;
    float3 t_4 = mul(t_3, float4(1.0f, 10.0f, 100.0f, 1000.0f));
    row_major float3x4 t_5 = params_1;
    float4 t_6 = mul(float3(1.0f, 10.0f, 100.0f), t_5);
    row_major float4x3 t_7 = params_2;
    float4 t_8 = mul(t_7, float3(1.0f, 10.0f, 100.0f));
    row_major float4x3 t_9 = params_2;
    float3 t_10 = mul(float4(1.0f, 10.0f, 100.0f, 1000.0f), t_9);
    column_major float2x3 t_11 = params_3;
    float2 t_12 = mul(t_11, float3(1.0f, 10.0f, 100.0f));
    column_major float2x3 t_13 = params_3;
    float3 t_14 = mul(float2(1.0f, 10.0f), t_13);
    outputBuffer[0u] = t_4.x;
    outputBuffer[1u] = t_4.y;
    outputBuffer[2u] = t_4.z;
    outputBuffer[3u] = t_6.x;
    outputBuffer[4u] = t_6.y;
    outputBuffer[5u] = t_6.z;
    outputBuffer[6u] = t_6.w;
    outputBuffer[7u] = t_8.x;
    outputBuffer[8u] = t_8.y;
    outputBuffer[9u] = t_8.z;
    outputBuffer[10u] = t_8.w;
    outputBuffer[11u] = t_10.x;
    outputBuffer[12u] = t_10.y;
    outputBuffer[13u] = t_10.z;
    outputBuffer[14u] = t_12.x;
    outputBuffer[15u] = t_12.y;
    outputBuffer[16u] = t_14.x;
    outputBuffer[17u] = t_14.y;
    outputBuffer[18u] = t_14.z;
    float t_15 = params_1[1][2];
    outputBuffer[19u] = t_15;
    float t_16 = params_2[3][1];
    outputBuffer[20u] = t_16;
    float t_17 = params_3[1][0];
    outputBuffer[21u] = t_17;
    row_major float3x4 t_18 = params_1;
    row_major float3x4 a = (float3x4)0.0f;
    a = t_18;
    float t_19 = a[2][3];
    outputBuffer[22u] = t_19;
    float4 t_20 = params_1[2];
    outputBuffer[23u] = t_20.y;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
