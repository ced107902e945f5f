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
    row_major float2x2 m = (float2x2)0.0f;
    int2 m_1 = (int2)0;
    int2 m_2 = (int2)0;
    m = t_2;
    m_1 = t_3;
    m_2 = t_4;
    float2 t_5 = mul(t, float3(1.0f, 10.0f, 100.0f));
    row_major float2x3 t_6 = t_1;
    float2 t_7 = mul(t_6, float3(1.0f, 10.0f, 100.0f));
    row_major float2x3 s = (float2x3)0.0f;
    s = t + t_6;
    outputBuffer[0u] = t_5.x;
    outputBuffer[1u] = t_5.y;
    outputBuffer[2u] = t_7.x;
    outputBuffer[3u] = t_7.y;
    float t_8 = m[0][1];
    outputBuffer[4u] = t_8;
    float t_9 = m[1][0];
    outputBuffer[5u] = t_9;
    int t_10 = m_1[1];
    outputBuffer[6u] = (float)t_10;
    int t_11 = m_2[0];
    outputBuffer[7u] = (float)t_11;
    float t_12 = s[1][1];
    outputBuffer[8u] = t_12;
    column_major float2x3 t_13 = input[0u].b;
    row_major float2x3 m_3 = (float2x3)0.0f;
    m_3 = t_13;
    float t_14 = m_3[0][0];
    float t_15 = m_3[1][2];
    outputBuffer[9u] = t_14 + t_15;
    row_major float2x2 t_16 = m;
    row_major float2x2 local = (float2x2)0.0f;
    local = t_16;
    float t_17 = local[1][0];
    outputBuffer[10u] = t_17;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
