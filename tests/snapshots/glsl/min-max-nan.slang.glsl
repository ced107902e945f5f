#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    float[] data;
} inputs;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    float t = inputs.data[0u];
    float t_1 = inputs.data[1u];
    float t_2 = inputs.data[2u];
    float t_3 = inputs.data[3u];
    float t_4 = isnan(t) ? t_1 : isnan(t_1) ? t : min(t, t_1);
    outputBuffer.data[0u] = t_4;
    outputBuffer.data[1u] = t_4;
    float t_5 = isnan(t) ? t_2 : isnan(t_2) ? t : max(t, t_2);
    outputBuffer.data[2u] = t_5;
    outputBuffer.data[3u] = t_5;
    vec2 t_6 = vec2(t, t_3);
    vec2 t_7 = vec2(t_2, t);
    vec2 t_8 = mix(mix(min(t_6, t_7), t_6, isnan(t_7)), t_7, isnan(t_6));
    outputBuffer.data[4u] = t_8.x;
    outputBuffer.data[5u] = t_8.y;
    vec3 t_9 = vec3(t_1, t, t_2);
    vec3 t_10 = vec3(t, t_3, t_1);
    vec3 t_11 = mix(mix(max(t_9, t_10), t_9, isnan(t_10)), t_10, isnan(t_9));
    outputBuffer.data[6u] = t_11.x;
    outputBuffer.data[7u] = t_11.y;
    outputBuffer.data[8u] = t_11.z;
    float t_12 = isnan(t) ? t_1 : isnan(t_1) ? t : max(t, t_1);
    float t_13 = isnan(t_2) ? t_3 : isnan(t_3) ? t_2 : min(t_2, t_3);
    outputBuffer.data[9u] = isnan(t_12) ? t_13 : isnan(t_13) ? t_12 : min(t_12, t_13);
    return;
}
