#version 450
struct S
{
    ivec4 b;
    int a;
    int c;
    int d;
    int e;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    S[] data;
} inputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    int t = inputBuffer.data[0u].a;
    outputBuffer.data[0u] = t;
    ivec4 t_1 = inputBuffer.data[0u].b;
    outputBuffer.data[1u] = t_1.y;
    int t_2 = inputBuffer.data[0u].c;
    outputBuffer.data[2u] = t_2;
    int t_3 = inputBuffer.data[1u].a;
    outputBuffer.data[3u] = t_3;
    ivec4 t_4 = inputBuffer.data[1u].b;
    outputBuffer.data[4u] = t_4.x;
    int t_5 = inputBuffer.data[1u].c;
    outputBuffer.data[5u] = t_5;
    return;
}
