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
    vec2 t_8 = vec3(1.0, 10.0, 100.0) * t;
    vec2 t_9 = vec3(1.0, 10.0, 100.0) * t_4;
    outputBuffer.data[0u] = t_8.x;
    outputBuffer.data[1u] = t_8.y;
    outputBuffer.data[2u] = t_9.x;
    outputBuffer.data[3u] = t_9.y;
    outputBuffer.data[4u] = t_5[0].y;
    float t_10 = t_5[1].x;
    outputBuffer.data[5u] = t_10;
    outputBuffer.data[6u] = float(t_6.y);
    outputBuffer.data[7u] = float(t_7.x);
    outputBuffer.data[8u] = (t + t_4)[1].y;
    vec2 t_11 = input_1.data[0u].b[0];
    vec2 t_12 = input_1.data[0u].b[1];
    vec2 t_13 = input_1.data[0u].b[2];
    mat2x3 t_14 = transpose(mat3x2(t_11, t_12, t_13));
    outputBuffer.data[9u] = t_14[0].x + t_14[1].z;
    outputBuffer.data[10u] = t_10;
    return;
}
