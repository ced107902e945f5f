static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    float t[3] = {1.0f, 2.0f, 3.0f};
    int t_1[5] = {3, 9, -2, 7, 4};
    float a[3] = {0.0f, 0.0f, 0.0f};
    a = t;
    float s;
    int i;
    float s_1 = 0.0f;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_2 = s_1;
            int t_3 = i_1;
            s = t_2;
            i = t_3;
            break;
        }
        float t_4 = a[i_1];
        int t_5 = i_1 + 1;
        float t_6 = s_1 + t_4 * (float)t_5;
        int t_7 = t_5;
        s_1 = t_6;
        i_1 = t_7;
        continue;
    }
    outputBuffer[0u] = s;
    float4 a_1 = (float4)0.0f;
    a_1 = float4(4.0f, 3.0f, 2.0f, 1.0f);
    float s_2;
    int i_2;
    float s_3 = 0.0f;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 4) {
        } else {
            float t_8 = s_3;
            int t_9 = i_3;
            s_2 = t_8;
            i_2 = t_9;
            break;
        }
        float t_10 = a_1[i_3];
        int t_11 = i_3 + 1;
        float t_12 = s_3 + t_10 * (float)t_11;
        int t_13 = t_11;
        s_3 = t_12;
        i_3 = t_13;
        continue;
    }
    outputBuffer[1u] = s_2;
    int a_2[5] = {0, 0, 0, 0, 0};
    a_2 = t_1;
    int t_14 = a_2[0];
    int m;
    int i_4;
    int m_1 = t_14;
    int i_5 = 1;
    for (;;) {
        if (i_5 < 5) {
        } else {
            int t_15 = m_1;
            int t_16 = i_5;
            m = t_15;
            i_4 = t_16;
            break;
        }
        int t_17 = a_2[i_5];
        int t_18 = max(m_1, t_17);
        int t_19 = i_5 + 1;
        m_1 = t_18;
        i_5 = t_19;
        continue;
    }
    outputBuffer[2u] = (float)m;
    float4 a_3 = (float4)0.0f;
    a_3 = float4(4.0f, 3.0f, 2.0f, 1.0f);
    float t_20 = a_3[0];
    float m_2;
    int i_6;
    float m_3 = t_20;
    int i_7 = 1;
    for (;;) {
        if (i_7 < 4) {
        } else {
            float t_21 = m_3;
            int t_22 = i_7;
            m_2 = t_21;
            i_6 = t_22;
            break;
        }
        float t_23 = a_3[i_7];
        float t_24 = max(m_3, t_23);
        int t_25 = i_7 + 1;
        m_3 = t_24;
        i_7 = t_25;
        continue;
    }
    outputBuffer[3u] = m_2;
    row_major float2x3 a_4 = (float2x3)0.0f;
    a_4 = float2x3(float3(1.0f, 2.0f, 3.0f), float3(4.0f, 5.0f, 6.0f));
    float3 t_26 = a_4[0];
    float3 m_4;
    int i_8;
    float3 m_5 = t_26;
    int i_9 = 1;
    for (;;) {
        if (i_9 < 2) {
        } else {
            float3 t_27 = m_5;
            int t_28 = i_9;
            m_4 = t_27;
            i_8 = t_28;
            break;
        }
        float3 t_29 = a_4[i_9];
        float3 t_30 = max(m_5, t_29);
        int t_31 = i_9 + 1;
        m_5 = t_30;
        i_9 = t_31;
        continue;
    }
    outputBuffer[4u] = m_4.x + m_4.y * 10.0f + m_4.z * 100.0f;
    outputBuffer[5u] = 0.5f;
    outputBuffer[6u] = 1.5f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
