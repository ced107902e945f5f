#version 450
struct Inner
{
    int x;
    int y;
};
struct Outer
{
    float scale;
    Inner inner;
    int tail;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    int a;
    float b;
    int c;
    Outer o;
} globalParams;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    int t = globalParams.a;
    outputBuffer.data[0u] = t;
    float t_1 = globalParams.b;
    outputBuffer.data[1u] = int(t_1);
    int t_2 = globalParams.c;
    outputBuffer.data[2u] = t_2;
    float t_3 = globalParams.o.scale;
    outputBuffer.data[3u] = int(t_3 * 2.0);
    int t_4 = globalParams.o.inner.x;
    outputBuffer.data[4u] = t_4;
    int t_5 = globalParams.o.inner.y;
    outputBuffer.data[5u] = t_5;
    int t_6 = globalParams.o.tail;
    outputBuffer.data[6u] = t_6;
    return;
}
