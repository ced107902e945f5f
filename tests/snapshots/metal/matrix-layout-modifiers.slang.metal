#include <metal_stdlib>
using namespace metal;
struct Mats
{
    float2x3 a;
    array<float2, 3> b;
    float2x2 c;
    array<int2, 2> d;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device Mats* input [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float2x3 t = input[0u].a;
    float2 t_1 = input[0u].b[0];
    float2 t_2 = input[0u].b[1];
    float2 t_3 = input[0u].b[2];
    float2x3 t_4 = transpose(float3x2(t_1, t_2, t_3));
    float2x2 t_5 = input[0u].c;
    int2 t_6 = input[0u].d[0];
    int2 t_7 = input[0u].d[1];
    float2 t_8 = float3(1.0f, 10.0f, 100.0f) * t;
    float2 t_9 = float3(1.0f, 10.0f, 100.0f) * t_4;
    outputBuffer[0u] = t_8.x;
    outputBuffer[1u] = t_8.y;
    outputBuffer[2u] = t_9.x;
    outputBuffer[3u] = t_9.y;
    outputBuffer[4u] = t_5[0].y;
    float t_10 = t_5[1].x;
    outputBuffer[5u] = t_10;
    outputBuffer[6u] = float(t_6.y);
    outputBuffer[7u] = float(t_7.x);
    outputBuffer[8u] = (t + t_4)[1].y;
    float2 t_11 = input[0u].b[0];
    float2 t_12 = input[0u].b[1];
    float2 t_13 = input[0u].b[2];
    float2x3 t_14 = transpose(float3x2(t_11, t_12, t_13));
    outputBuffer[9u] = t_14[0].x + t_14[1].z;
    outputBuffer[10u] = t_10;
    return;
}
