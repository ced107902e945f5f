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
    float t_5 = input_1.data[1u].b[1];
    float t_6 = input_1.data[1u].b[2];
    vec3 t_7 = input_1.data[1u].c;
    mat2x3 t_8 = input_1.data[1u].m;
    Outer o = Outer(0.0, Inner(vec3(0.0), 0.0, vec2(0.0)), float[3](0.0, 0.0, 0.0), vec3(0.0), mat2x3(0.0));
    o = Outer(t, Inner(t_1, t_2, t_3), float[3](t_4, t_5, t_6), t_7, t_8);
    float t_9 = o.a;
    outputBuffer.data[0u] = t_9;
    vec3 t_10 = o.i.v;
    outputBuffer.data[1u] = t_10.x;
    float t_11 = o.i.w;
    outputBuffer.data[2u] = t_11;
    vec2 t_12 = o.i.u;
    outputBuffer.data[3u] = t_12.y;
    float t_13 = o.b[0];
    outputBuffer.data[4u] = t_13;
    float t_14 = o.b[2];
    outputBuffer.data[5u] = t_14;
    vec3 t_15 = o.c;
    outputBuffer.data[6u] = t_15.z;
    float t_16 = o.m[0][2];
    outputBuffer.data[7u] = t_16;
    float t_17 = o.m[1][0];
    outputBuffer.data[8u] = t_17;
    vec2 t_18 = input_1.data[0u].i.u;
    outputBuffer.data[9u] = t_18.x;
    float t_19 = input_1.data[0u].m[1][2];
    outputBuffer.data[10u] = t_19;
    return;
}
