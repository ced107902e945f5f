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
    float t_5 = input[1u].b[2];
    float3 t_6 = input[1u].c;
    float2x3 t_7 = input[1u].m;
    outputBuffer[0u] = t;
    outputBuffer[1u] = t_1.x;
    outputBuffer[2u] = t_2;
    outputBuffer[3u] = t_3.y;
    outputBuffer[4u] = t_4;
    outputBuffer[5u] = t_5;
    outputBuffer[6u] = t_6.z;
    outputBuffer[7u] = t_7[0].z;
    outputBuffer[8u] = t_7[1].x;
    float2 t_8 = input[0u].i.u;
    outputBuffer[9u] = t_8.x;
    float t_9 = input[0u].m[1][2];
    outputBuffer[10u] = t_9;
    return;
}
