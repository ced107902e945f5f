#version 450
struct Params
{
    uint a;
    uint b;
    int c;
    uvec3 d;
    uint e;
    int f;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    Params params;
} globalParams;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uint t = globalParams.params.a;
    int t_1;
    if (t != 0u) {
        t_1 = 10;
    } else {
        t_1 = 20;
    }
    outputBuffer.data[0u] = t_1;
    uint t_2 = globalParams.params.b;
    int t_3;
    if (t_2 != 0u) {
        t_3 = 10;
    } else {
        t_3 = 20;
    }
    outputBuffer.data[1u] = t_3;
    int t_4 = globalParams.params.c;
    outputBuffer.data[2u] = t_4;
    uvec3 t_5 = globalParams.params.d;
    int t_6;
    if (notEqual(t_5, uvec3(0u, 0u, 0u)).x) {
        t_6 = 1;
    } else {
        t_6 = 0;
    }
    outputBuffer.data[3u] = t_6;
    uvec3 t_7 = globalParams.params.d;
    int t_8;
    if (notEqual(t_7, uvec3(0u, 0u, 0u)).y) {
        t_8 = 1;
    } else {
        t_8 = 0;
    }
    outputBuffer.data[4u] = t_8;
    uvec3 t_9 = globalParams.params.d;
    int t_10;
    if (notEqual(t_9, uvec3(0u, 0u, 0u)).z) {
        t_10 = 1;
    } else {
        t_10 = 0;
    }
    outputBuffer.data[5u] = t_10;
    uint t_11 = globalParams.params.e;
    outputBuffer.data[6u] = int(t_11);
    int t_12 = globalParams.params.f;
    outputBuffer.data[7u] = t_12;
    return;
}
