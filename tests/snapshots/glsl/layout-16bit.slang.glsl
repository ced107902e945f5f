#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
struct S
{
    int16_t a;
    int16_t b;
    float16_t h0;
    float16_t h1;
    int c;
    f16vec2 hv;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    S[] data;
} input_1;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    int16_t t = input_1.data[0u].a;
    int16_t t_1 = input_1.data[0u].b;
    float16_t t_2 = input_1.data[0u].h0;
    float16_t t_3 = input_1.data[0u].h1;
    int t_4 = input_1.data[0u].c;
    f16vec2 t_5 = input_1.data[0u].hv;
    S s = S(int16_t(0), int16_t(0), float16_t(0.0), float16_t(0.0), 0, f16vec2(float16_t(0.0)));
    s = S(t, t_1, t_2, t_3, t_4, t_5);
    int16_t t_6 = s.a;
    outputBuffer.data[0u] = float(t_6);
    int16_t t_7 = s.b;
    outputBuffer.data[1u] = float(t_7);
    float16_t t_8 = s.h0;
    outputBuffer.data[2u] = float(t_8);
    float16_t t_9 = s.h1;
    outputBuffer.data[3u] = float(t_9);
    int t_10 = s.c;
    outputBuffer.data[4u] = float(t_10);
    f16vec2 t_11 = s.hv;
    outputBuffer.data[5u] = float(t_11.x);
    f16vec2 t_12 = s.hv;
    outputBuffer.data[6u] = float(t_12.y);
    return;
}
