#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device float4x4* matrices [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float4x4 t = matrices[0u];
    float4 t_1 = float4(1.0f, 0.0f, 2.0f, 1.0f) * t;
    outputBuffer[0u] = t_1.x;
    outputBuffer[1u] = t_1.y;
    outputBuffer[2u] = t_1.z;
    outputBuffer[3u] = t_1.w;
    outputBuffer[4u] = t[2].y;
    return;
}
