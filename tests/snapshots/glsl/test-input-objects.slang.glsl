#version 450
struct Inner
{
    ivec2 pair;
    float scale;
};
struct Params
{
    int first;
    Inner inner;
};
struct Plain
{
    int a;
    int b;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    Params gParams;
    Plain gPlain;
    Plain[2] gPlains;
    Plain p;
} globalParams;
layout(std430, binding = 2, set = 0) readonly buffer StructuredBuffer_block
{
    int[] data;
} gParams_data;
layout(std430, binding = 3, set = 0) buffer RWStructuredBuffer_block_1
{
    int[] data;
} gOnly_buf;
void main();
void main() {
    int t = globalParams.gParams.first;
    outputBuffer.data[0u] = t;
    int t_1 = gParams_data.data[2u];
    outputBuffer.data[1u] = t_1;
    ivec2 t_2 = globalParams.gParams.inner.pair;
    outputBuffer.data[2u] = t_2.y;
    float t_3 = globalParams.gParams.inner.scale;
    outputBuffer.data[3u] = int(t_3 * 2.0);
    int t_4 = gOnly_buf.data[1u];
    outputBuffer.data[4u] = t_4;
    int t_5 = globalParams.gPlain.a;
    outputBuffer.data[5u] = t_5;
    int t_6 = globalParams.gPlain.b;
    outputBuffer.data[6u] = t_6;
    int t_7 = globalParams.gPlains[0].a;
    outputBuffer.data[7u] = t_7;
    int t_8 = globalParams.gPlains[1].a;
    outputBuffer.data[8u] = t_8;
    int t_9 = globalParams.gPlains[1].b;
    outputBuffer.data[9u] = t_9;
    int t_10 = globalParams.p.b;
    outputBuffer.data[10u] = t_10;
    int t_11 = globalParams.p.a;
    outputBuffer.data[11u] = t_11;
    return;
}
