#include <metal_stdlib>
using namespace metal;
struct Params
{
    float3x4 a;
    float4x3 b;
    array<float2, 3> c;
};
struct EntryPointParams
{
    Params params;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]], constant EntryPointParams& entryPointParams [[buffer(30)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float3x4 t = entryPointParams.params.a;
    float4x3 t_1 = entryPointParams.params.b;
    float2 t_2 = entryPointParams.params.c[0];
    float2 t_3 = entryPointParams.params.c[1];
    float2 t_4 = entryPointParams.params.c[2];
    float2x3 t_5 = transpose(float3x2(t_2, t_3, t_4));
    float3 t_6 = float4(1.0f, 10.0f, 100.0f, 1000.0f) * t;
    float4 t_7 = t * float3(1.0f, 10.0f, 100.0f);
    float4 t_8 = float3(1.0f, 10.0f, 100.0f) * t_1;
    float3 t_9 = t_1 * float4(1.0f, 10.0f, 100.0f, 1000.0f);
    float2 t_10 = float3(1.0f, 10.0f, 100.0f) * t_5;
    float3 t_11 = t_5 * float2(1.0f, 10.0f);
    outputBuffer[0u] = t_6.x;
    outputBuffer[1u] = t_6.y;
    outputBuffer[2u] = t_6.z;
    outputBuffer[3u] = t_7.x;
    outputBuffer[4u] = t_7.y;
    outputBuffer[5u] = t_7.z;
    outputBuffer[6u] = t_7.w;
    outputBuffer[7u] = t_8.x;
    outputBuffer[8u] = t_8.y;
    outputBuffer[9u] = t_8.z;
    outputBuffer[10u] = t_8.w;
    outputBuffer[11u] = t_9.x;
    outputBuffer[12u] = t_9.y;
    outputBuffer[13u] = t_9.z;
    outputBuffer[14u] = t_10.x;
    outputBuffer[15u] = t_10.y;
    outputBuffer[16u] = t_11.x;
    outputBuffer[17u] = t_11.y;
    outputBuffer[18u] = t_11.z;
    outputBuffer[19u] = t[1].z;
    outputBuffer[20u] = t_1[3].y;
    outputBuffer[21u] = t_5[1].x;
    float4 t_12 = t[2];
    outputBuffer[22u] = t_12.w;
    outputBuffer[23u] = t_12.y;
    return;
}
