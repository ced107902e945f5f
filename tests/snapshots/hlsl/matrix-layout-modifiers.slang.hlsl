struct Mats
{
    row_major float2x3 a;
    column_major float2x3 b;
    row_major float2x2 c;
    int2 d[2];
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<Mats> input : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    row_major float2x3 t = input[0u].a;
    column_major float2x3 t_1 = input[0u].b;
    row_major float2x2 t_2 = input[0u].c;
    int2 t_3 = input[0u].d[0];
    int2 t_4 = input[0u].d[1];
    float2 t_5 = mul(t, float3(1.0f, 10.0f, 100.0f));
    row_major float2x3 t_6 = t_1;
    float2 t_7 = mul(t_6, float3(1.0f, 10.0f, 100.0f));
    outputBuffer[0u] = t_5.x;
    outputBuffer[1u] = t_5.y;
    outputBuffer[2u] = t_7.x;
    outputBuffer[3u] = t_7.y;
    outputBuffer[4u] = t_2[0].y;
    float t_8 = t_2[1].x;
    outputBuffer[5u] = t_8;
    outputBuffer[6u] = (float)t_3.y;
    outputBuffer[7u] = (float)t_4.x;
    outputBuffer[8u] = (t + t_6)[1].y;
    column_major float2x3 t_9 = input[0u].b;
    row_major float2x3 t_10 = t_9;
    outputBuffer[9u] = t_10[0].x + t_10[1].z;
    outputBuffer[10u] = t_8;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
