#include <metal_stdlib>
using namespace metal;
struct Params
{
    float2x3 m;
};
struct GlobalParams
{
    Params params;
};
struct EntryPointParams
{
    float2x2 q;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], constant GlobalParams& globalParams [[buffer(0)]], const device float4x4* matrices [[buffer(1)]], device float* outputBuffer [[buffer(2)]], constant EntryPointParams& entryPointParams [[buffer(30)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float2x2 t = entryPointParams.q;
    float4x4 t_1 = matrices[0u];
    float4 t_2 = float4(1.0f, 0.0f, 2.0f, 1.0f) * t_1;
    outputBuffer[0u] = t_2.x;
    outputBuffer[1u] = t_2.y;
    outputBuffer[2u] = t_2.z;
    outputBuffer[3u] = t_2.w;
    outputBuffer[4u] = t_1[2].y;
    float2x3 t_3 = globalParams.params.m;
    float2 t_4 = float3(1.0f, 10.0f, 100.0f) * t_3;
    outputBuffer[5u] = t_4.x;
    outputBuffer[6u] = t_4.y;
    float t_5 = globalParams.params.m[1][2];
    outputBuffer[7u] = t_5;
    outputBuffer[8u] = t[0].y;
    outputBuffer[9u] = t[1].x;
    return;
}
