#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device float4x4* matrices [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float4x4 t = matrices[0u];
    float4x4 m = float4x4{};
    m = t;
    float4x4 t_1 = m;
    float4 t_2 = float4(1.0f, 0.0f, 2.0f, 1.0f) * t_1;
    outputBuffer[0u] = t_2.x;
    outputBuffer[1u] = t_2.y;
    outputBuffer[2u] = t_2.z;
    outputBuffer[3u] = t_2.w;
    float t_3 = m[2][1];
    outputBuffer[4u] = t_3;
    return;
}
