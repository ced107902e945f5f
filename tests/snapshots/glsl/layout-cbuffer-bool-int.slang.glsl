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
    outputBuffer.data[0u] = t != 0u ? 10 : 20;
    uint t_1 = globalParams.params.b;
    outputBuffer.data[1u] = t_1 != 0u ? 10 : 20;
    int t_2 = globalParams.params.c;
    outputBuffer.data[2u] = t_2;
    uvec3 t_3 = globalParams.params.d;
    outputBuffer.data[3u] = notEqual(t_3, uvec3(0u, 0u, 0u)).x ? 1 : 0;
    uvec3 t_4 = globalParams.params.d;
    outputBuffer.data[4u] = notEqual(t_4, uvec3(0u, 0u, 0u)).y ? 1 : 0;
    uvec3 t_5 = globalParams.params.d;
    outputBuffer.data[5u] = notEqual(t_5, uvec3(0u, 0u, 0u)).z ? 1 : 0;
    uint t_6 = globalParams.params.e;
    outputBuffer.data[6u] = int(t_6);
    int t_7 = globalParams.params.f;
    outputBuffer.data[7u] = t_7;
    return;
}
