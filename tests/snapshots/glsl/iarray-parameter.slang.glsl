#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    float[3] a = float[3](0.0, 0.0, 0.0);
    a = float[3](1.0, 2.0, 3.0);
    float s;
    int i;
    float s_1 = 0.0;
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
    outputBuffer.data[0u] = s;
    vec4 a_1 = vec4(0.0);
    a_1 = vec4(4.0, 3.0, 2.0, 1.0);
    float s_2;
    int i_2;
    float s_3 = 0.0;
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
    outputBuffer.data[1u] = s_2;
    int[5] a_2 = int[5](0, 0, 0, 0, 0);
    a_2 = int[5](3, 9, -2, 7, 4);
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
    outputBuffer.data[2u] = float(m);
    vec4 a_3 = vec4(0.0);
    a_3 = vec4(4.0, 3.0, 2.0, 1.0);
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
        float t_22 = isnan(m_3) ? t_21 : isnan(t_21) ? m_3 : max(m_3, t_21);
        int t_23 = i_7 + 1;
        m_3 = t_22;
        i_7 = t_23;
        continue;
    }
    outputBuffer.data[3u] = m_2;
    mat2x3 a_4 = mat2x3(0.0);
    a_4 = mat2x3(vec3(1.0, 2.0, 3.0), vec3(4.0, 5.0, 6.0));
    vec3 t_24 = a_4[0];
    vec3 m_4;
    int i_8;
    vec3 m_5 = t_24;
    int i_9 = 1;
    for (;;) {
        if (i_9 < 2) {
        } else {
            vec3 t_25 = m_5;
            int t_26 = i_9;
            m_4 = t_25;
            i_8 = t_26;
            break;
        }
        vec3 t_27 = a_4[i_9];
        vec3 t_28 = mix(mix(max(m_5, t_27), m_5, isnan(t_27)), t_27, isnan(m_5));
        int t_29 = i_9 + 1;
        m_5 = t_28;
        i_9 = t_29;
        continue;
    }
    outputBuffer.data[4u] = m_4.x + m_4.y * 10.0 + m_4.z * 100.0;
    outputBuffer.data[5u] = 0.5;
    outputBuffer.data[6u] = 1.5;
    return;
}
