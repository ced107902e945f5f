static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<float> inputs : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
float total(row_major float2x3 p);
void computeMain_1();
float total(row_major float2x3 p) {
    row_major float2x3 m = (float2x3)0.0f;
    m = p;
    float t = m[0][0];
    float t_1 = m[0][1];
    float t_2 = m[0][2];
    float t_3 = m[1][0];
    float t_4 = m[1][1];
    float t_5 = m[1][2];
    return t + t_1 * 2.0f + t_2 * 4.0f + t_3 * 8.0f + t_4 * 16.0f + t_5 * 32.0f;
}
void computeMain_1() {
    float t_6 = inputs[0u];
    float t_7 = inputs[1u];
    float t_8 = inputs[2u];
    float t_9 = inputs[3u];
    float t_10 = inputs[4u];
    float t_11 = inputs[5u];
    row_major float2x3 t_12 = float2x3(float3(t_6, t_7, t_8), float3(t_9, t_10, t_11));
    float t_13 = total(floor(t_12));
    outputBuffer[0u] = t_13;
    float t_14 = total(abs(t_12));
    outputBuffer[1u] = t_14;
    float t_15 = total(ceil(t_12));
    outputBuffer[2u] = t_15;
    float t_16 = total(frac(t_12));
    outputBuffer[3u] = t_16;
    float t_17 = total((float2x3)sign(t_12));
    outputBuffer[4u] = t_17;
    float t_18 = total(saturate(t_12));
    outputBuffer[5u] = t_18;
    float t_19 = total(min(t_12, float2x3(float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f))));
    float t_20 = total(max(t_12, float2x3(float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f))));
    outputBuffer[6u] = t_19 + t_20 * 100.0f;
    float t_21 = total(t_12 - float2x3(float3(1.0f, 2.0f, 3.0f), float3(4.0f, 0.5f, 5.0f)) * trunc(t_12 / float2x3(float3(1.0f, 2.0f, 3.0f), float3(4.0f, 0.5f, 5.0f))));
    outputBuffer[7u] = t_21;
    float t_22 = total(lerp(t_12, float2x3(float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f)), float2x3(float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f))));
    outputBuffer[8u] = t_22;
    float t_23 = total(clamp(t_12, float2x3(float3(-1.0f, -1.0f, -1.0f), float3(-1.0f, -1.0f, -1.0f)), float2x3(float3(3.0f, 3.0f, 3.0f), float3(3.0f, 3.0f, 3.0f))));
    outputBuffer[9u] = t_23;
    float t_24 = inputs[2u];
    float t_25 = inputs[3u];
    float t_26 = inputs[1u];
    float t_27 = inputs[5u];
    row_major float2x2 t_28 = float2x2(float2(t_24, t_25), float2(t_26, t_27));
    row_major float2x2 m_1 = (float2x2)0.0f;
    m_1 = max(t_28, float2x2(float2(5.0f, 5.0f), float2(5.0f, 5.0f))) - t_28;
    float t_29 = m_1[0][0];
    float t_30 = m_1[0][1];
    float t_31 = m_1[1][0];
    float t_32 = m_1[1][1];
    row_major float2x2 m_2 = (float2x2)0.0f;
    m_2 = trunc(float2x2(t_28[0] * float2x2(float2(0.5f, 0.5f), float2(0.5f, 0.5f))[0], t_28[1] * float2x2(float2(0.5f, 0.5f), float2(0.5f, 0.5f))[1]));
    float t_33 = m_2[0][0];
    float t_34 = m_2[0][1];
    float t_35 = m_2[1][0];
    float t_36 = m_2[1][1];
    outputBuffer[10u] = t_29 + t_30 * 2.0f + t_31 * 4.0f + t_32 * 8.0f + (t_33 + t_34 * 2.0f + t_35 * 4.0f + t_36 * 8.0f);
    row_major float2x2 m_3 = (float2x2)0.0f;
    m_3 = step(t_28, float2x2(float2(4.0f, 8.0f), float2(3.0f, 16.0f)));
    float t_37 = m_3[0][0];
    float t_38 = m_3[0][1];
    float t_39 = m_3[1][0];
    float t_40 = m_3[1][1];
    outputBuffer[11u] = t_37 + t_38 * 2.0f + t_39 * 4.0f + t_40 * 8.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
