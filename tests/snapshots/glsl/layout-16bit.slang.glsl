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
    outputBuffer.data[0u] = float(t);
    outputBuffer.data[1u] = float(t_1);
    outputBuffer.data[2u] = float(t_2);
    outputBuffer.data[3u] = float(t_3);
    outputBuffer.data[4u] = float(t_4);
    outputBuffer.data[5u] = float(t_5.x);
    outputBuffer.data[6u] = float(t_5.y);
    return;
}
