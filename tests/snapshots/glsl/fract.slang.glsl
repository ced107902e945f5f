#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    float[] data;
} inputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    float t = inputBuffer.data[0u];
    outputBuffer.data[0u] = fract(t);
    float t_1 = inputBuffer.data[1u];
    outputBuffer.data[1u] = fract(t_1);
    float t_2 = inputBuffer.data[0u];
    float t_3 = inputBuffer.data[2u];
    float t_4 = inputBuffer.data[3u];
    vec3 t_5 = fract(vec3(t_2 * 3.0, t_3 + 0.75, -t_4));
    outputBuffer.data[2u] = t_5.x;
    outputBuffer.data[3u] = t_5.y;
    outputBuffer.data[4u] = t_5.z;
    float t_6 = inputBuffer.data[1u];
    outputBuffer.data[5u] = float(fract(float16_t(t_6 * 1.5)));
    return;
}
