#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    float[] data;
} inputBuffer;
void main();
void main() {
    float t = inputBuffer.data[0u];
    float16_t t_1 = float16_t(t);
    float t_2 = inputBuffer.data[1u];
    float16_t t_3 = float16_t(t_2);
    int t_4 = int(isnan(t_3) ? t_1 : isnan(t_1) ? t_3 : max(t_3, t_1));
    outputBuffer.data[0u] = t_4;
    outputBuffer.data[1u] = t_4;
    float16_t t_5 = -t_3;
    outputBuffer.data[2u] = int(isnan(t_1) ? t_5 : isnan(t_5) ? t_1 : min(t_1, t_5));
    f16vec3 t_6 = f16vec3(t_1, t_3, t_1);
    f16vec3 t_7 = f16vec3(float16_t(1.0), t_1, float16_t(-3.0));
    f16vec3 t_8 = mix(mix(max(t_6, t_7), t_6, isnan(t_7)), t_7, isnan(t_6));
    outputBuffer.data[3u] = int(t_8.x + t_8.y * float16_t(10.0) + t_8.z * float16_t(100.0));
    f16mat2 t_9 = f16mat2(f16vec2(t_1, float16_t(1.0)), f16vec2(float16_t(4.0), t_1));
    f16mat2 t_10 = f16mat2(f16vec2(float16_t(5.0), t_1), f16vec2(t_1, float16_t(6.0)));
    f16vec2 t_11 = t_9[0];
    f16vec2 t_12 = t_10[0];
    f16vec2 t_13 = t_9[1];
    f16vec2 t_14 = t_10[1];
    f16mat2 t_15 = f16mat2(mix(mix(min(t_11, t_12), t_11, isnan(t_12)), t_12, isnan(t_11)), mix(mix(min(t_13, t_14), t_13, isnan(t_14)), t_14, isnan(t_13)));
    f16vec2 t_16 = t_15[0];
    f16vec2 t_17 = t_15[1];
    outputBuffer.data[4u] = int(float(t_16.x) + float(t_16.y) * 10.0 + float(t_17.x) * 100.0 + float(t_17.y) * 1000.0);
    outputBuffer.data[5u] = int(clamp(t_1, float16_t(1.0), t_3));
    outputBuffer.data[6u] = int(clamp(t_3 * float16_t(3.0), t_1, float16_t(4.0)));
    outputBuffer.data[7u] = isnan(t_1) ? 1 : 0;
    return;
}
