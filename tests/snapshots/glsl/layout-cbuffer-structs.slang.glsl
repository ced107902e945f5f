#version 450
struct One
{
    float x;
};
struct Two
{
    One o;
    float y;
};
struct Params
{
    One a;
    float b;
    One[2] arr;
    Two t;
    float c;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    Params params;
} globalParams;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    float t = globalParams.params.a.x;
    outputBuffer.data[0u] = t;
    float t_1 = globalParams.params.b;
    outputBuffer.data[1u] = t_1;
    float t_2 = globalParams.params.arr[0].x;
    outputBuffer.data[2u] = t_2;
    float t_3 = globalParams.params.arr[1].x;
    outputBuffer.data[3u] = t_3;
    float t_4 = globalParams.params.t.o.x;
    outputBuffer.data[4u] = t_4;
    float t_5 = globalParams.params.t.y;
    outputBuffer.data[5u] = t_5;
    float t_6 = globalParams.params.c;
    outputBuffer.data[6u] = t_6;
    float t_7 = globalParams.params.arr[1].x;
    float t_8 = globalParams.params.t.y;
    outputBuffer.data[7u] = t_7 + t_8;
    return;
}
