#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    mat4[] data;
} matrices;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    mat4 t = matrices.data[0u];
    vec4 t_1 = t[0];
    vec4 t_2 = t[1];
    vec4 t_3 = t[2];
    vec3 t_4 = vec3(1.0, 10.0, 100.0) * mat3(t_1.xyz, t_2.xyz, t_3.xyz);
    float t_5 = t_3.z;
    outputBuffer.data[0u] = t_5;
    float t_6 = t_2.x;
    outputBuffer.data[1u] = t_6;
    outputBuffer.data[2u] = t[3].z;
    outputBuffer.data[3u] = t_2.w;
    outputBuffer.data[4u] = float(ivec2(t_2.xy).y);
    outputBuffer.data[5u] = t_4.x;
    outputBuffer.data[6u] = t_4.y;
    outputBuffer.data[7u] = t_4.z;
    outputBuffer.data[8u] = t_1.x + t_1.y + t_1.z + t_6 + t_2.y + t_2.z + t_3.x + t_3.y + t_5;
    return;
}
