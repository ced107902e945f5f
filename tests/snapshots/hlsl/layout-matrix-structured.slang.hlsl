struct Params
{
    row_major float3x4 a;
    row_major float4x3 b;
    column_major float2x3 c;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<Params> pbuf : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    row_major float3x4 t = pbuf[0u].a;
    float3 t_1 = mul(t, float4(1.0f, 10.0f, 100.0f, 1000.0f));
    row_major float3x4 t_2 = pbuf[0u].a;
    float4 t_3 = mul(float3(1.0f, 10.0f, 100.0f), t_2);
    row_major float4x3 t_4 = pbuf[0u].b;
    float4 t_5 = mul(t_4, float3(1.0f, 10.0f, 100.0f));
    row_major float4x3 t_6 = pbuf[0u].b;
    float3 t_7 = mul(float4(1.0f, 10.0f, 100.0f, 1000.0f), t_6);
    column_major float2x3 t_8 = pbuf[0u].c;
    float2 t_9 = mul(t_8, float3(1.0f, 10.0f, 100.0f));
    column_major float2x3 t_10 = pbuf[0u].c;
    float3 t_11 = mul(float2(1.0f, 10.0f), t_10);
    outputBuffer[0u] = t_1.x;
    outputBuffer[1u] = t_1.y;
    outputBuffer[2u] = t_1.z;
    outputBuffer[3u] = t_3.x;
    outputBuffer[4u] = t_3.y;
    outputBuffer[5u] = t_3.z;
    outputBuffer[6u] = t_3.w;
    outputBuffer[7u] = t_5.x;
    outputBuffer[8u] = t_5.y;
    outputBuffer[9u] = t_5.z;
    outputBuffer[10u] = t_5.w;
    outputBuffer[11u] = t_7.x;
    outputBuffer[12u] = t_7.y;
    outputBuffer[13u] = t_7.z;
    outputBuffer[14u] = t_9.x;
    outputBuffer[15u] = t_9.y;
    outputBuffer[16u] = t_11.x;
    outputBuffer[17u] = t_11.y;
    outputBuffer[18u] = t_11.z;
    float t_12 = pbuf[0u].a[1][2];
    outputBuffer[19u] = t_12;
    float t_13 = pbuf[0u].b[3][1];
    outputBuffer[20u] = t_13;
    float t_14 = pbuf[0u].c[1][0];
    outputBuffer[21u] = t_14;
    row_major float3x4 t_15 = pbuf[0u].a;
    outputBuffer[22u] = t_15[2].w;
    float4 t_16 = pbuf[0u].a[2];
    outputBuffer[23u] = t_16.y;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
