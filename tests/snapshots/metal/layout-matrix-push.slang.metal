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
    float3x4 params = float3x4{};
    float4x3 params_1 = float4x3{};
    float2x3 params_2 = float2x3{};
    params = t;
    params_1 = t_1;
    params_2 = transpose(float3x2(t_2, t_3, t_4));
    float3x4 t_5 = params;
    float3 t_6 = float4(1.0f, 10.0f, 100.0f, 1000.0f) * t_5;
    float3x4 t_7 = params;
    float4 t_8 = t_7 * float3(1.0f, 10.0f, 100.0f);
    float4x3 t_9 = params_1;
    float4 t_10 = float3(1.0f, 10.0f, 100.0f) * t_9;
    float4x3 t_11 = params_1;
    float3 t_12 = t_11 * float4(1.0f, 10.0f, 100.0f, 1000.0f);
    float2x3 t_13 = params_2;
    float2 t_14 = float3(1.0f, 10.0f, 100.0f) * t_13;
    float2x3 t_15 = params_2;
    float3 t_16 = t_15 * float2(1.0f, 10.0f);
    outputBuffer[0u] = t_6.x;
    outputBuffer[1u] = t_6.y;
    outputBuffer[2u] = t_6.z;
    outputBuffer[3u] = t_8.x;
    outputBuffer[4u] = t_8.y;
    outputBuffer[5u] = t_8.z;
    outputBuffer[6u] = t_8.w;
    outputBuffer[7u] = t_10.x;
    outputBuffer[8u] = t_10.y;
    outputBuffer[9u] = t_10.z;
    outputBuffer[10u] = t_10.w;
    outputBuffer[11u] = t_12.x;
    outputBuffer[12u] = t_12.y;
    outputBuffer[13u] = t_12.z;
    outputBuffer[14u] = t_14.x;
    outputBuffer[15u] = t_14.y;
    outputBuffer[16u] = t_16.x;
    outputBuffer[17u] = t_16.y;
    outputBuffer[18u] = t_16.z;
    float t_17 = params[1][2];
    outputBuffer[19u] = t_17;
    float t_18 = params_1[3][1];
    outputBuffer[20u] = t_18;
    float t_19 = params_2[1][0];
    outputBuffer[21u] = t_19;
    float3x4 t_20 = params;
    float3x4 a = float3x4{};
    a = t_20;
    float t_21 = a[2][3];
    outputBuffer[22u] = t_21;
    float4 t_22 = params[2];
    outputBuffer[23u] = t_22.y;
    return;
}
