#version 450
#extension GL_EXT_scalar_block_layout : require
struct Data
{
    float f;
    vec3 v;
    vec2[2] a;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std140, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    Data[] data;
} block140;
layout(scalar, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    Data[] data;
} blockScalar;
layout(std430, binding = 2, set = 0) buffer RWStructuredBuffer_block_2
{
    Data[] data;
} block430;
layout(std430, binding = 3, set = 0) buffer RWStructuredBuffer_block_3
{
    float[] data;
} outputBuffer;
layout(scalar, binding = 4, set = 0) buffer RWStructuredBuffer_block_4
{
    Data[] data;
} written;
void main();
void main() {
    vec3 t = block140.data[0u].v;
    outputBuffer.data[0u] = t.x;
    vec2 t_1 = block140.data[0u].a[1];
    outputBuffer.data[1u] = t_1.y;
    vec3 t_2 = blockScalar.data[0u].v;
    outputBuffer.data[2u] = t_2.z;
    vec2 t_3 = blockScalar.data[0u].a[1];
    outputBuffer.data[3u] = t_3.x;
    vec3 t_4 = block430.data[0u].v;
    outputBuffer.data[4u] = t_4.y;
    vec2 t_5 = block430.data[0u].a[1];
    outputBuffer.data[5u] = t_5.y;
    vec2 t_6 = blockScalar.data[0u].a[0];
    outputBuffer.data[6u] = t_6.y;
    written.data[0u].f = 1.0;
    written.data[0u].v = vec3(2.0, 3.0, 4.0);
    written.data[0u].a[1] = vec2(7.0, 8.0);
    vec2 t_7 = written.data[0u].a[0];
    vec2 t_8 = t_7;
    t_8.y = 6.0;
    written.data[0u].a[0] = t_8;
    return;
}
