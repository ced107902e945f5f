#version 450
struct Params
{
    vec2[3] m;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    Params params;
} globalParams;
layout(std430, binding = 1, set = 0) readonly buffer StructuredBuffer_block
{
    vec4[][4] data;
} matrices;
layout(std430, binding = 2, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
layout(push_constant, std430) uniform EntryPointParams_block
{
    vec2[2] q;
} entryPointParams;
void main();
void main() {
    vec2 t = entryPointParams.q[0];
    vec2 t_1 = entryPointParams.q[1];
    mat2 t_2 = transpose(mat2(t, t_1));
    vec4 t_3 = matrices.data[0u][0];
    vec4 t_4 = matrices.data[0u][1];
    vec4 t_5 = matrices.data[0u][2];
    vec4 t_6 = matrices.data[0u][3];
    mat4 t_7 = transpose(mat4(t_3, t_4, t_5, t_6));
    vec4 t_8 = vec4(1.0, 0.0, 2.0, 1.0) * t_7;
    outputBuffer.data[0u] = t_8.x;
    outputBuffer.data[1u] = t_8.y;
    outputBuffer.data[2u] = t_8.z;
    outputBuffer.data[3u] = t_8.w;
    outputBuffer.data[4u] = t_7[2].y;
    vec2 t_9 = globalParams.params.m[0];
    vec2 t_10 = globalParams.params.m[1];
    vec2 t_11 = globalParams.params.m[2];
    vec2 t_12 = vec3(1.0, 10.0, 100.0) * transpose(mat3x2(t_9, t_10, t_11));
    outputBuffer.data[5u] = t_12.x;
    outputBuffer.data[6u] = t_12.y;
    float t_13 = globalParams.params.m[2][1];
    outputBuffer.data[7u] = t_13;
    outputBuffer.data[8u] = t_2[0].y;
    outputBuffer.data[9u] = t_2[1].x;
    return;
}
