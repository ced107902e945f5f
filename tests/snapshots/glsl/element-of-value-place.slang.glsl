#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    vec4[] data;
} vectors;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    float[] data;
} result;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    uint t_2 = t_1 + 2u;
    vec4 t_3 = vectors.data[0u];
    vec4 t_4 = vec4(0.0);
    t_4 = t_3;
    float t_5 = t_4[t_2];
    result.data[0u] = t_5;
    vec4 t_6 = vectors.data[1u];
    vec4 t_7 = vec4(0.0);
    t_7 = t_6.wzyx;
    float t_8 = t_7[t_2];
    result.data[1u] = t_8;
    vec4 t_9 = vectors.data[1u];
    vec2 t_10 = vec2(0.0);
    t_10 = t_9.zw;
    float t_11 = t_10[t_2 - 1u];
    result.data[2u] = t_11;
    vec3 t_12 = vec3(0.0);
    t_12 = t_6.zyx;
    float t_13 = t_12[t_1];
    result.data[3u] = t_13;
    return;
}
