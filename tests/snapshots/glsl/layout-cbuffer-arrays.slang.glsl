#version 450
struct Inner
{
    vec2 p;
    float q;
};
struct Params
{
    vec3 v;
    float w;
    float[3] f;
    vec2[2] g;
    vec3[2] h;
    Inner s;
    float after;
    Inner[2] t;
    vec2 last;
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
    uvec3 t = gl_GlobalInvocationID;
    vec3 t_1 = globalParams.params.v;
    outputBuffer.data[0u] = t_1.z;
    float t_2 = globalParams.params.w;
    outputBuffer.data[1u] = t_2;
    float t_3 = globalParams.params.f[0];
    outputBuffer.data[2u] = t_3;
    float t_4 = globalParams.params.f[2];
    outputBuffer.data[3u] = t_4;
    vec2 t_5 = globalParams.params.g[1];
    outputBuffer.data[4u] = t_5.y;
    vec3 t_6 = globalParams.params.h[1];
    outputBuffer.data[5u] = t_6.z;
    vec2 t_7 = globalParams.params.s.p;
    outputBuffer.data[6u] = t_7.y;
    float t_8 = globalParams.params.s.q;
    outputBuffer.data[7u] = t_8;
    float t_9 = globalParams.params.after;
    outputBuffer.data[8u] = t_9;
    vec2 t_10 = globalParams.params.t[1].p;
    outputBuffer.data[9u] = t_10.x;
    float t_11 = globalParams.params.t[1].q;
    outputBuffer.data[10u] = t_11;
    vec2 t_12 = globalParams.params.last;
    outputBuffer.data[11u] = t_12.y;
    float t_13 = globalParams.params.f[1];
    outputBuffer.data[12u] = t_13;
    vec2 t_14 = globalParams.params.t[1].p;
    outputBuffer.data[13u] = t_14.y;
    int t_15 = int(t.x) + 1;
    float t_16 = globalParams.params.f[t_15];
    outputBuffer.data[14u] = t_16;
    vec2 t_17 = globalParams.params.g[t_15];
    outputBuffer.data[15u] = t_17.x;
    return;
}
