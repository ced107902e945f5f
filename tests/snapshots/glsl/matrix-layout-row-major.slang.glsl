#version 450
struct Params
{
    mat2x3 m;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    Params params;
} globalParams;
layout(std430, binding = 1, set = 0) readonly buffer StructuredBuffer_block
{
    mat4[] data;
} matrices;
layout(std430, binding = 2, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
layout(push_constant, std430) uniform EntryPointParams_block
{
    mat2 q;
} entryPointParams;
void main();
void main() {
    mat2 t = entryPointParams.q;
    mat4 t_1 = matrices.data[0u];
    vec4 t_2 = vec4(1.0, 0.0, 2.0, 1.0) * t_1;
    outputBuffer.data[0u] = t_2.x;
    outputBuffer.data[1u] = t_2.y;
    outputBuffer.data[2u] = t_2.z;
    outputBuffer.data[3u] = t_2.w;
    outputBuffer.data[4u] = t_1[2].y;
    mat2x3 t_3 = globalParams.params.m;
    vec2 t_4 = vec3(1.0, 10.0, 100.0) * t_3;
    outputBuffer.data[5u] = t_4.x;
    outputBuffer.data[6u] = t_4.y;
    float t_5 = globalParams.params.m[1][2];
    outputBuffer.data[7u] = t_5;
    outputBuffer.data[8u] = t[0].y;
    outputBuffer.data[9u] = t[1].x;
    return;
}
