#version 450
struct Mats
{
    mat2x3 a;
    vec2[3] b;
    mat2 c;
    ivec2[2] d;
};
struct Mats_1
{
    mat2x3 a;
    mat2x3 b;
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
    mat2 t_4 = input_1.data[0u].c;
    ivec2 t_5 = input_1.data[0u].d[0];
    ivec2 t_6 = input_1.data[0u].d[1];
    Mats_1 m = Mats_1(mat2x3(0.0), mat2x3(0.0), mat2(0.0), ivec2[2](ivec2(0), ivec2(0)));
    m = Mats_1(t, transpose(mat3x2(t_1, t_2, t_3)), t_4, ivec2[2](t_5, t_6));
    mat2x3 t_7 = m.a;
    vec2 t_8 = vec3(1.0, 10.0, 100.0) * t_7;
    mat2x3 t_9 = m.b;
    vec2 t_10 = vec3(1.0, 10.0, 100.0) * t_9;
    mat2x3 t_11 = m.a;
    mat2x3 t_12 = m.b;
    mat2x3 s = mat2x3(0.0);
    s = t_11 + t_12;
    outputBuffer.data[0u] = t_8.x;
    outputBuffer.data[1u] = t_8.y;
    outputBuffer.data[2u] = t_10.x;
    outputBuffer.data[3u] = t_10.y;
    float t_13 = m.c[0][1];
    outputBuffer.data[4u] = t_13;
    float t_14 = m.c[1][0];
    outputBuffer.data[5u] = t_14;
    int t_15 = m.d[0][1];
    outputBuffer.data[6u] = float(t_15);
    int t_16 = m.d[1][0];
    outputBuffer.data[7u] = float(t_16);
    float t_17 = s[1][1];
    outputBuffer.data[8u] = t_17;
    vec2 t_18 = input_1.data[0u].b[0];
    vec2 t_19 = input_1.data[0u].b[1];
    vec2 t_20 = input_1.data[0u].b[2];
    mat2x3 m_1 = mat2x3(0.0);
    m_1 = transpose(mat3x2(t_18, t_19, t_20));
    float t_21 = m_1[0][0];
    float t_22 = m_1[1][2];
    outputBuffer.data[9u] = t_21 + t_22;
    mat2 t_23 = m.c;
    mat2 local = mat2(0.0);
    local = t_23;
    float t_24 = local[1][0];
    outputBuffer.data[10u] = t_24;
    return;
}
