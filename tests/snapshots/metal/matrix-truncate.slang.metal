#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device float4x4* matrices [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float4x4 t = matrices[0u];
    float4 t_1 = t[0];
    float4 t_2 = t[1];
    float4 t_3 = t[2];
    float3 t_4 = float3(1.0f, 10.0f, 100.0f) * float3x3(t_1.xyz, t_2.xyz, t_3.xyz);
    float t_5 = t_3.z;
    outputBuffer[0u] = t_5;
    float t_6 = t_2.x;
    outputBuffer[1u] = t_6;
    outputBuffer[2u] = t[3].z;
    outputBuffer[3u] = t_2.w;
    outputBuffer[4u] = float(int2(t_2.xy).y);
    outputBuffer[5u] = t_4.x;
    outputBuffer[6u] = t_4.y;
    outputBuffer[7u] = t_4.z;
    outputBuffer[8u] = t_1.x + t_1.y + t_1.z + t_6 + t_2.y + t_2.z + t_3.x + t_3.y + t_5;
    return;
}
