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
    int2 t_5[2] = {t_3, t_4};
    Mats t_6 = {t, t_1, t_2, t_5};
    Mats m = (Mats)0;
    m = t_6;
    row_major float2x3 t_7 = m.a;
    float2 t_8 = mul(t_7, float3(1.0f, 10.0f, 100.0f));
    column_major float2x3 t_9 = m.b;
    float2 t_10 = mul(t_9, float3(1.0f, 10.0f, 100.0f));
    row_major float2x3 t_11 = m.a;
    column_major float2x3 t_12 = m.b;
    row_major float2x3 s = (float2x3)0.0f;
    s = t_11 + t_12;
    outputBuffer[0u] = t_8.x;
    outputBuffer[1u] = t_8.y;
    outputBuffer[2u] = t_10.x;
    outputBuffer[3u] = t_10.y;
    float t_13 = m.c[0][1];
    outputBuffer[4u] = t_13;
    float t_14 = m.c[1][0];
    outputBuffer[5u] = t_14;
    int t_15 = m.d[0][1];
    outputBuffer[6u] = (float)t_15;
    int t_16 = m.d[1][0];
    outputBuffer[7u] = (float)t_16;
    float t_17 = s[1][1];
    outputBuffer[8u] = t_17;
    column_major float2x3 t_18 = input[0u].b;
    row_major float2x3 m_1 = (float2x3)0.0f;
    m_1 = t_18;
    float t_19 = m_1[0][0];
    float t_20 = m_1[1][2];
    outputBuffer[9u] = t_19 + t_20;
    row_major float2x2 t_21 = m.c;
    row_major float2x2 local = (float2x2)0.0f;
    local = t_21;
    float t_22 = local[1][0];
    outputBuffer[10u] = t_22;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
