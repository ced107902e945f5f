#include <metal_stdlib>
using namespace metal;
struct Inner
{
    float3 v;
    float w;
    float2 u;
};
struct Outer
{
    float a;
    Inner i;
    array<float, 3> b;
    float3 c;
    float2x3 m;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device Outer* input [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float t = input[1u].a;
    float3 t_1 = input[1u].i.v;
    float t_2 = input[1u].i.w;
    float2 t_3 = input[1u].i.u;
    float t_4 = input[1u].b[0];
    float t_5 = input[1u].b[1];
    float t_6 = input[1u].b[2];
    float3 t_7 = input[1u].c;
    float2x3 t_8 = input[1u].m;
    Outer o = Outer{};
    o = Outer{t, Inner{t_1, t_2, t_3}, array<float, 3>{t_4, t_5, t_6}, t_7, t_8};
    float t_9 = o.a;
    outputBuffer[0u] = t_9;
    float3 t_10 = o.i.v;
    outputBuffer[1u] = t_10.x;
    float t_11 = o.i.w;
    outputBuffer[2u] = t_11;
    float2 t_12 = o.i.u;
    outputBuffer[3u] = t_12.y;
    float t_13 = o.b[0];
    outputBuffer[4u] = t_13;
    float t_14 = o.b[2];
    outputBuffer[5u] = t_14;
    float3 t_15 = o.c;
    outputBuffer[6u] = t_15.z;
    float t_16 = o.m[0][2];
    outputBuffer[7u] = t_16;
    float t_17 = o.m[1][0];
    outputBuffer[8u] = t_17;
    float2 t_18 = input[0u].i.u;
    outputBuffer[9u] = t_18.x;
    float t_19 = input[0u].m[1][2];
    outputBuffer[10u] = t_19;
    return;
}
