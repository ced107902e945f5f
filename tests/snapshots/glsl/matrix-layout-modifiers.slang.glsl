#version 450
struct Mats
{
    mat2x3 a;
    vec2[3] b;
    mat2 c;
    ivec2[2] d;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    Mats[] data;
} input_1;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    mat2x3 t = input_1.data[0u].a;
    vec2 t_1 = input_1.data[0u].b[0];
    vec2 t_2 = input_1.data[0u].b[1];
    vec2 t_3 = input_1.data[0u].b[2];
    mat2x3 t_4 = transpose(mat3x2(t_1, t_2, t_3));
    mat2 t_5 = input_1.data[0u].c;
    ivec2 t_6 = input_1.data[0u].d[0];
    ivec2 t_7 = input_1.data[0u].d[1];
    mat2 m = mat2(0.0);
    ivec2 m_1 = ivec2(0);
    ivec2 m_2 = ivec2(0);
    m = t_5;
    m_1 = t_6;
    m_2 = t_7;
    vec2 t_8 = vec3(1.0, 10.0, 100.0) * t;
    vec2 t_9 = vec3(1.0, 10.0, 100.0) * t_4;
    mat2x3 s = mat2x3(0.0);
    s = t + t_4;
    outputBuffer.data[0u] = t_8.x;
    outputBuffer.data[1u] = t_8.y;
    outputBuffer.data[2u] = t_9.x;
    outputBuffer.data[3u] = t_9.y;
    float t_10 = m[0][1];
    outputBuffer.data[4u] = t_10;
    float t_11 = m[1][0];
    outputBuffer.data[5u] = t_11;
    int t_12 = m_1[1];
    outputBuffer.data[6u] = float(t_12);
    int t_13 = m_2[0];
    outputBuffer.data[7u] = float(t_13);
    float t_14 = s[1][1];
    outputBuffer.data[8u] = t_14;
    vec2 t_15 = input_1.data[0u].b[0];
    vec2 t_16 = input_1.data[0u].b[1];
    vec2 t_17 = input_1.data[0u].b[2];
    mat2x3 m_3 = mat2x3(0.0);
    m_3 = transpose(mat3x2(t_15, t_16, t_17));
    float t_18 = m_3[0][0];
    float t_19 = m_3[1][2];
    outputBuffer.data[9u] = t_18 + t_19;
    mat2 t_20 = m;
    mat2 local = mat2(0.0);
    local = t_20;
    float t_21 = local[1][0];
    outputBuffer.data[10u] = t_21;
    return;
}
