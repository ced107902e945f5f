#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float t = outputBuffer[0u];
    float t_1 = t * 2.0f;
    float3 t_2 = mix(float3(t_1, t_1, t_1), float3(2.0f, 4.0f, 6.0f), float3(t_1));
    outputBuffer[1u] = t_2.x;
    outputBuffer[2u] = t_2.z;
    outputBuffer[3u] = t_1 + t_1 + t_1;
    outputBuffer[4u] = dot(float2(t_1, t_1), float2(3.0f, 5.0f));
    return;
}
