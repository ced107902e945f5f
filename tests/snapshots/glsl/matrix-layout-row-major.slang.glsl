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
    mat2 q = mat2(0.0);
    q = t;
    mat4 t_1 = matrices.data[0u];
    mat4 m = mat4(0.0);
    m = t_1;
    mat4 t_2 = m;
    vec4 t_3 = vec4(1.0, 0.0, 2.0, 1.0) * t_2;
    outputBuffer.data[0u] = t_3.x;
    outputBuffer.data[1u] = t_3.y;
    outputBuffer.data[2u] = t_3.z;
    outputBuffer.data[3u] = t_3.w;
    float t_4 = m[2][1];
    outputBuffer.data[4u] = t_4;
    mat2x3 t_5 = globalParams.params.m;
    vec2 t_6 = vec3(1.0, 10.0, 100.0) * t_5;
    outputBuffer.data[5u] = t_6.x;
    outputBuffer.data[6u] = t_6.y;
    float t_7 = globalParams.params.m[1][2];
    outputBuffer.data[7u] = t_7;
    float t_8 = q[0][1];
    outputBuffer.data[8u] = t_8;
    float t_9 = q[1][0];
    outputBuffer.data[9u] = t_9;
    return;
}
