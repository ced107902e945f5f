#version 450
#extension GL_EXT_scalar_block_layout : require
struct S
{
    ivec3 a;
    ivec2 b;
    int[2] c;
    int d;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(scalar, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    S[] data;
} scalarBuffer;
layout(std140, binding = 1, set = 0) readonly buffer StructuredBuffer_block_1
{
    S[] data;
} std140Buffer;
layout(std430, binding = 2, set = 0) readonly buffer StructuredBuffer_block_2
{
    S[] data;
} std430Buffer;
layout(std430, binding = 3, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
layout(scalar, binding = 4, set = 0) buffer RWStructuredBuffer_block_1
{
    ivec3[] data;
} packed_1;
void main();
void main() {
    ivec3 t = scalarBuffer.data[1u].a;
    ivec2 t_1 = scalarBuffer.data[1u].b;
    int t_2 = scalarBuffer.data[1u].c[0];
    int t_3 = scalarBuffer.data[1u].c[1];
    outputBuffer.data[0u] = t.x;
    outputBuffer.data[1u] = t.z;
    outputBuffer.data[2u] = t_1.x;
    outputBuffer.data[3u] = t_1.y;
    outputBuffer.data[4u] = t_2;
    outputBuffer.data[5u] = t_3;
    int t_4 = scalarBuffer.data[1u].d;
    outputBuffer.data[6u] = t_4;
    int t_5 = scalarBuffer.data[0u].c[1];
    outputBuffer.data[7u] = t_5;
    ivec3 t_6 = std140Buffer.data[1u].a;
    ivec2 t_7 = std140Buffer.data[1u].b;
    int t_8 = std140Buffer.data[1u].c[0];
    int t_9 = std140Buffer.data[1u].c[1];
    outputBuffer.data[8u] = t_6.x;
    outputBuffer.data[9u] = t_6.z;
    outputBuffer.data[10u] = t_7.x;
    outputBuffer.data[11u] = t_7.y;
    outputBuffer.data[12u] = t_8;
    outputBuffer.data[13u] = t_9;
    int t_10 = std140Buffer.data[1u].d;
    outputBuffer.data[14u] = t_10;
    int t_11 = std140Buffer.data[0u].c[1];
    outputBuffer.data[15u] = t_11;
    ivec3 t_12 = std430Buffer.data[1u].a;
    ivec2 t_13 = std430Buffer.data[1u].b;
    int t_14 = std430Buffer.data[1u].c[0];
    int t_15 = std430Buffer.data[1u].c[1];
    outputBuffer.data[16u] = t_12.x;
    outputBuffer.data[17u] = t_12.z;
    outputBuffer.data[18u] = t_13.x;
    outputBuffer.data[19u] = t_13.y;
    outputBuffer.data[20u] = t_14;
    outputBuffer.data[21u] = t_15;
    int t_16 = std430Buffer.data[1u].d;
    outputBuffer.data[22u] = t_16;
    int t_17 = std430Buffer.data[0u].c[1];
    outputBuffer.data[23u] = t_17;
    ivec2 t_18 = scalarBuffer.data[1u].b;
    int t_19 = std140Buffer.data[1u].d;
    outputBuffer.data[24u] = t_18.y + t_19 * 100;
    packed_1.data[0u] = ivec3(1, 2, 3);
    packed_1.data[1u] = ivec3(4, 5, 6);
    return;
}
