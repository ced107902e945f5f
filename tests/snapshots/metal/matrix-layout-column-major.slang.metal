#include <metal_stdlib>
using namespace metal;
struct Params
{
    array<float2, 3> m;
};
struct GlobalParams
{
    Params params;
};
struct EntryPointParams
{
    array<float2, 2> q;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], constant GlobalParams& globalParams [[buffer(0)]], const device array<float4, 4>* matrices [[buffer(1)]], device float* outputBuffer [[buffer(2)]], constant EntryPointParams& entryPointParams [[buffer(30)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float2 t = entryPointParams.q[0];
    float2 t_1 = entryPointParams.q[1];
    float2x2 q = float2x2{};
    q = transpose(float2x2(t, t_1));
    float4 t_2 = matrices[0u][0];
    float4 t_3 = matrices[0u][1];
    float4 t_4 = matrices[0u][2];
    float4 t_5 = matrices[0u][3];
    float4x4 m = float4x4{};
    m = transpose(float4x4(t_2, t_3, t_4, t_5));
    float4x4 t_6 = m;
    float4 t_7 = float4(1.0f, 0.0f, 2.0f, 1.0f) * t_6;
    outputBuffer[0u] = t_7.x;
    outputBuffer[1u] = t_7.y;
    outputBuffer[2u] = t_7.z;
    outputBuffer[3u] = t_7.w;
    float t_8 = m[2][1];
    outputBuffer[4u] = t_8;
    float2 t_9 = globalParams.params.m[0];
    float2 t_10 = globalParams.params.m[1];
    float2 t_11 = globalParams.params.m[2];
    float2 t_12 = float3(1.0f, 10.0f, 100.0f) * transpose(float3x2(t_9, t_10, t_11));
    outputBuffer[5u] = t_12.x;
    outputBuffer[6u] = t_12.y;
    float t_13 = globalParams.params.m[2][1];
    outputBuffer[7u] = t_13;
    float t_14 = q[0][1];
    outputBuffer[8u] = t_14;
    float t_15 = q[1][0];
    outputBuffer[9u] = t_15;
    return;
}
