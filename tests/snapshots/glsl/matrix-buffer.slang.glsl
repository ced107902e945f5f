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
    vec4 t_1 = vec4(1.0, 0.0, 2.0, 1.0) * t;
    outputBuffer.data[0u] = t_1.x;
    outputBuffer.data[1u] = t_1.y;
    outputBuffer.data[2u] = t_1.z;
    outputBuffer.data[3u] = t_1.w;
    outputBuffer.data[4u] = t[2].y;
    return;
}
