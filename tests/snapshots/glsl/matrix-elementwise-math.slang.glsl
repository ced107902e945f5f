#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    float[] data;
} inputs;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
float total(mat2x3 p);
void main();
float total(mat2x3 p) {
    mat2x3 m = mat2x3(0.0);
    m = p;
    float t = m[0][0];
    float t_1 = m[0][1];
    float t_2 = m[0][2];
    float t_3 = m[1][0];
    float t_4 = m[1][1];
    float t_5 = m[1][2];
    return t + t_1 * 2.0 + t_2 * 4.0 + t_3 * 8.0 + t_4 * 16.0 + t_5 * 32.0;
}
void main() {
    float t_6 = inputs.data[0u];
    float t_7 = inputs.data[1u];
    float t_8 = inputs.data[2u];
    float t_9 = inputs.data[3u];
    float t_10 = inputs.data[4u];
    float t_11 = inputs.data[5u];
    mat2x3 t_12 = mat2x3(vec3(t_6, t_7, t_8), vec3(t_9, t_10, t_11));
    float t_13 = total(floor(t_12));
    outputBuffer.data[0u] = t_13;
    float t_14 = total(abs(t_12));
    outputBuffer.data[1u] = t_14;
    float t_15 = total(ceil(t_12));
    outputBuffer.data[2u] = t_15;
    float t_16 = total(fract(t_12));
    outputBuffer.data[3u] = t_16;
    float t_17 = total(sign(t_12));
    outputBuffer.data[4u] = t_17;
    float t_18 = total(clamp(t_12, mat2x3(0.0), 1.0));
    outputBuffer.data[5u] = t_18;
    mat2x3 t_19 = mat2x3(vec3(0.5, 0.5, 0.5), vec3(0.5, 0.5, 0.5));
    float t_20 = total(isnan(t_12) ? t_19 : isnan(t_19) ? t_12 : min(t_12, t_19));
    mat2x3 t_21 = mat2x3(vec3(0.5, 0.5, 0.5), vec3(0.5, 0.5, 0.5));
    float t_22 = total(isnan(t_12) ? t_21 : isnan(t_21) ? t_12 : max(t_12, t_21));
    outputBuffer.data[6u] = t_20 + t_22 * 100.0;
    float t_23 = total(t_12 - mat2x3(vec3(1.0, 2.0, 3.0), vec3(4.0, 0.5, 5.0)) * trunc(t_12 / mat2x3(vec3(1.0, 2.0, 3.0), vec3(4.0, 0.5, 5.0))));
    outputBuffer.data[7u] = t_23;
    float t_24 = total(mix(t_12, mat2x3(vec3(0.5, 0.5, 0.5), vec3(0.5, 0.5, 0.5)), mat2x3(vec3(0.5, 0.5, 0.5), vec3(0.5, 0.5, 0.5))));
    outputBuffer.data[8u] = t_24;
    float t_25 = total(clamp(t_12, mat2x3(vec3(-1.0, -1.0, -1.0), vec3(-1.0, -1.0, -1.0)), mat2x3(vec3(3.0, 3.0, 3.0), vec3(3.0, 3.0, 3.0))));
    outputBuffer.data[9u] = t_25;
    float t_26 = inputs.data[2u];
    float t_27 = inputs.data[3u];
    float t_28 = inputs.data[1u];
    float t_29 = inputs.data[5u];
    mat2 t_30 = mat2(vec2(t_26, t_27), vec2(t_28, t_29));
    mat2 t_31 = mat2(vec2(5.0, 5.0), vec2(5.0, 5.0));
    mat2 m_1 = mat2(0.0);
    m_1 = (isnan(t_30) ? t_31 : isnan(t_31) ? t_30 : max(t_30, t_31)) - t_30;
    float t_32 = m_1[0][0];
    float t_33 = m_1[0][1];
    float t_34 = m_1[1][0];
    float t_35 = m_1[1][1];
    mat2 m_2 = mat2(0.0);
    m_2 = trunc(matrixCompMult(t_30, mat2(vec2(0.5, 0.5), vec2(0.5, 0.5))));
    float t_36 = m_2[0][0];
    float t_37 = m_2[0][1];
    float t_38 = m_2[1][0];
    float t_39 = m_2[1][1];
    outputBuffer.data[10u] = t_32 + t_33 * 2.0 + t_34 * 4.0 + t_35 * 8.0 + (t_36 + t_37 * 2.0 + t_38 * 4.0 + t_39 * 8.0);
    mat2 m_3 = mat2(0.0);
    m_3 = step(t_30, mat2(vec2(4.0, 8.0), vec2(3.0, 16.0)));
    float t_40 = m_3[0][0];
    float t_41 = m_3[0][1];
    float t_42 = m_3[1][0];
    float t_43 = m_3[1][1];
    outputBuffer.data[11u] = t_40 + t_41 * 2.0 + t_42 * 4.0 + t_43 * 8.0;
    return;
}
