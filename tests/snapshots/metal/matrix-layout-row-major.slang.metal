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
    float2x2 q = float2x2{};
    q = t;
    float4x4 t_1 = matrices[0u];
    float4x4 m = float4x4{};
    m = t_1;
    float4x4 t_2 = m;
    float4 t_3 = float4(1.0f, 0.0f, 2.0f, 1.0f) * t_2;
    outputBuffer[0u] = t_3.x;
    outputBuffer[1u] = t_3.y;
    outputBuffer[2u] = t_3.z;
    outputBuffer[3u] = t_3.w;
    float t_4 = m[2][1];
    outputBuffer[4u] = t_4;
    float2x3 t_5 = globalParams.params.m;
    float2 t_6 = float3(1.0f, 10.0f, 100.0f) * t_5;
    outputBuffer[5u] = t_6.x;
    outputBuffer[6u] = t_6.y;
    float t_7 = globalParams.params.m[1][2];
    outputBuffer[7u] = t_7;
    float t_8 = q[0][1];
    outputBuffer[8u] = t_8;
    float t_9 = q[1][0];
    outputBuffer[9u] = t_9;
    return;
}
