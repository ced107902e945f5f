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
    Params t_3 = {t, t_1, t_2};
    Params params_1 = (Params)0;
    params_1 = t_3;
    row_major float3x4 t_4 = params_1.a;
    float3 t_5 = mul(t_4, float4(1.0f, 10.0f, 100.0f, 1000.0f));
    row_major float3x4 t_6 = params_1.a;
    float4 t_7 = mul(float3(1.0f, 10.0f, 100.0f), t_6);
    row_major float4x3 t_8 = params_1.b;
    float4 t_9 = mul(t_8, float3(1.0f, 10.0f, 100.0f));
    row_major float4x3 t_10 = params_1.b;
    float3 t_11 = mul(float4(1.0f, 10.0f, 100.0f, 1000.0f), t_10);
    column_major float2x3 t_12 = params_1.c;
    float2 t_13 = mul(t_12, float3(1.0f, 10.0f, 100.0f));
    column_major float2x3 t_14 = params_1.c;
    float3 t_15 = mul(float2(1.0f, 10.0f), t_14);
    outputBuffer[0u] = t_5.x;
    outputBuffer[1u] = t_5.y;
    outputBuffer[2u] = t_5.z;
    outputBuffer[3u] = t_7.x;
    outputBuffer[4u] = t_7.y;
    outputBuffer[5u] = t_7.z;
    outputBuffer[6u] = t_7.w;
    outputBuffer[7u] = t_9.x;
    outputBuffer[8u] = t_9.y;
    outputBuffer[9u] = t_9.z;
    outputBuffer[10u] = t_9.w;
    outputBuffer[11u] = t_11.x;
    outputBuffer[12u] = t_11.y;
    outputBuffer[13u] = t_11.z;
    outputBuffer[14u] = t_13.x;
    outputBuffer[15u] = t_13.y;
    outputBuffer[16u] = t_15.x;
    outputBuffer[17u] = t_15.y;
    outputBuffer[18u] = t_15.z;
    float t_16 = params_1.a[1][2];
    outputBuffer[19u] = t_16;
    float t_17 = params_1.b[3][1];
    outputBuffer[20u] = t_17;
    float t_18 = params_1.c[1][0];
    outputBuffer[21u] = t_18;
    row_major float3x4 t_19 = params_1.a;
    row_major float3x4 a = (float3x4)0.0f;
    a = t_19;
    float t_20 = a[2][3];
    outputBuffer[22u] = t_20;
    float4 t_21 = params_1.a[2];
    outputBuffer[23u] = t_21.y;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
