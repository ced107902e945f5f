#version 450
struct Inner
{
    vec3 v;
    float w;
    vec2 u;
};
struct Outer
{
    float a;
    Inner i;
    float[3] b;
    vec3 c;
    mat2x3 m;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    Outer[] data;
} input_1;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    float t = input_1.data[1u].a;
    vec3 t_1 = input_1.data[1u].i.v;
    float t_2 = input_1.data[1u].i.w;
    vec2 t_3 = input_1.data[1u].i.u;
    float t_4 = input_1.data[1u].b[0];
    float t_5 = input_1.data[1u].b[2];
    vec3 t_6 = input_1.data[1u].c;
    mat2x3 t_7 = input_1.data[1u].m;
    outputBuffer.data[0u] = t;
    outputBuffer.data[1u] = t_1.x;
    outputBuffer.data[2u] = t_2;
    outputBuffer.data[3u] = t_3.y;
    outputBuffer.data[4u] = t_4;
    outputBuffer.data[5u] = t_5;
    outputBuffer.data[6u] = t_6.z;
    outputBuffer.data[7u] = t_7[0].z;
    outputBuffer.data[8u] = t_7[1].x;
    vec2 t_8 = input_1.data[0u].i.u;
    outputBuffer.data[9u] = t_8.x;
    float t_9 = input_1.data[0u].m[1][2];
    outputBuffer.data[10u] = t_9;
    return;
}
