#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    array<float, 3> a = array<float, 3>{};
    a = array<float, 3>{1.0f, 2.0f, 3.0f};
    float s;
    int i;
    float s_1 = 0.0f;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t = s_1;
            int t_1 = i_1;
            s = t;
            i = t_1;
            break;
        }
        float t_2 = a[i_1];
        int t_3 = i_1 + 1;
        float t_4 = s_1 + t_2 * float(t_3);
        int t_5 = t_3;
        s_1 = t_4;
        i_1 = t_5;
        continue;
    }
    outputBuffer[0u] = s;
    float4 a_1 = float4{};
    a_1 = float4(4.0f, 3.0f, 2.0f, 1.0f);
    float s_2;
    int i_2;
    float s_3 = 0.0f;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 4) {
        } else {
            float t_6 = s_3;
            int t_7 = i_3;
            s_2 = t_6;
            i_2 = t_7;
            break;
        }
        float t_8 = a_1[i_3];
        int t_9 = i_3 + 1;
        float t_10 = s_3 + t_8 * float(t_9);
        int t_11 = t_9;
        s_3 = t_10;
        i_3 = t_11;
        continue;
    }
    outputBuffer[1u] = s_2;
    array<int, 5> a_2 = array<int, 5>{};
    a_2 = array<int, 5>{3, 9, -2, 7, 4};
    int t_12 = a_2[0];
    int m;
    int i_4;
    int m_1 = t_12;
    int i_5 = 1;
    for (;;) {
        if (i_5 < 5) {
        } else {
            int t_13 = m_1;
            int t_14 = i_5;
            m = t_13;
            i_4 = t_14;
            break;
        }
        int t_15 = a_2[i_5];
        int t_16 = max(m_1, t_15);
        int t_17 = i_5 + 1;
        m_1 = t_16;
        i_5 = t_17;
        continue;
    }
    outputBuffer[2u] = float(m);
    float4 a_3 = float4{};
    a_3 = float4(4.0f, 3.0f, 2.0f, 1.0f);
    float t_18 = a_3[0];
    float m_2;
    int i_6;
    float m_3 = t_18;
    int i_7 = 1;
    for (;;) {
        if (i_7 < 4) {
        } else {
            float t_19 = m_3;
            int t_20 = i_7;
            m_2 = t_19;
            i_6 = t_20;
            break;
        }
        float t_21 = a_3[i_7];
        float t_22 = max(m_3, t_21);
        int t_23 = i_7 + 1;
        m_3 = t_22;
        i_7 = t_23;
        continue;
    }
    outputBuffer[3u] = m_2;
    float2x3 a_4 = float2x3{};
    a_4 = float2x3(float3(1.0f, 2.0f, 3.0f), float3(4.0f, 5.0f, 6.0f));
    float3 t_24 = a_4[0];
    float3 m_4;
    int i_8;
    float3 m_5 = t_24;
    int i_9 = 1;
    for (;;) {
        if (i_9 < 2) {
        } else {
            float3 t_25 = m_5;
            int t_26 = i_9;
            m_4 = t_25;
            i_8 = t_26;
            break;
        }
        float3 t_27 = a_4[i_9];
        float3 t_28 = max(m_5, t_27);
        int t_29 = i_9 + 1;
        m_5 = t_28;
        i_9 = t_29;
        continue;
    }
    outputBuffer[4u] = m_4.x + m_4.y * 10.0f + m_4.z * 100.0f;
    outputBuffer[5u] = 0.5f;
    outputBuffer[6u] = 1.5f;
    return;
}
