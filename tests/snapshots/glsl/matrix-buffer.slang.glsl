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
    mat4 m = mat4(0.0);
    m = t;
    mat4 t_1 = m;
    vec4 t_2 = vec4(1.0, 0.0, 2.0, 1.0) * t_1;
    outputBuffer.data[0u] = t_2.x;
    outputBuffer.data[1u] = t_2.y;
    outputBuffer.data[2u] = t_2.z;
    outputBuffer.data[3u] = t_2.w;
    float t_3 = m[2][1];
    outputBuffer.data[4u] = t_3;
    return;
}
