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
    float2x2 t_2 = transpose(float2x2(t, t_1));
    float4 t_3 = matrices[0u][0];
    float4 t_4 = matrices[0u][1];
    float4 t_5 = matrices[0u][2];
    float4 t_6 = matrices[0u][3];
    float4x4 t_7 = transpose(float4x4(t_3, t_4, t_5, t_6));
    float4 t_8 = float4(1.0f, 0.0f, 2.0f, 1.0f) * t_7;
    outputBuffer[0u] = t_8.x;
    outputBuffer[1u] = t_8.y;
    outputBuffer[2u] = t_8.z;
    outputBuffer[3u] = t_8.w;
    outputBuffer[4u] = t_7[2].y;
    float2 t_9 = globalParams.params.m[0];
    float2 t_10 = globalParams.params.m[1];
    float2 t_11 = globalParams.params.m[2];
    float2 t_12 = float3(1.0f, 10.0f, 100.0f) * transpose(float3x2(t_9, t_10, t_11));
    outputBuffer[5u] = t_12.x;
    outputBuffer[6u] = t_12.y;
    float t_13 = globalParams.params.m[2][1];
    outputBuffer[7u] = t_13;
    outputBuffer[8u] = t_2[0].y;
    outputBuffer[9u] = t_2[1].x;
    return;
}
