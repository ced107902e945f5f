#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
struct S
{
    float16_t a;
    f16vec3 v;
    float f;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    S[] data;
} inputBuffer;
void main();
void main() {
    float16_t t = inputBuffer.data[0u].a;
    f16vec3 t_1 = inputBuffer.data[0u].v;
    float t_2 = inputBuffer.data[0u].f;
    outputBuffer.data[0u] = int(t * float16_t(4.0));
    float16_t t_3 = t_1.z;
    outputBuffer.data[1u] = int((t_1.x + t_1.y + t_3) * float16_t(2.0));
    outputBuffer.data[2u] = int(float(t_3) * t_2);
    outputBuffer.data[3u] = int(dot(t_1, f16vec3(float16_t(1.0), float16_t(2.0), float16_t(3.0))) * float16_t(4.0));
    outputBuffer.data[4u] = int(sqrt(float16_t(t_2) + float16_t(6.0)));
    outputBuffer.data[5u] = 9997;
    outputBuffer.data[6u] = all(greaterThan(t_1, f16vec3(float16_t(0.0), float16_t(0.0), float16_t(0.0)))) ? 1 : 0;
    outputBuffer.data[7u] = int(isnan(t) ? t_3 : isnan(t_3) ? t : max(t, t_3));
    return;
}
