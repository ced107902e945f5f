#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    float t_1 = float(t.x) + 2.0f;
    float3 t_2 = smoothstep(float3(0.0f, 0.0f, 0.0f), float3(4.0f, 4.0f, 4.0f), float3(0.0f, t_1, 2.0f * t_1));
    outputBuffer[0u] = t_2.x;
    outputBuffer[1u] = t_2.y;
    outputBuffer[2u] = t_2.z;
    float2 t_3 = float2(t_1, t_1);
    float2x2 t_4 = float2x2(float2(6.0f, 9.0f), float2(3.0f, 7.0f));
    float2x2 t_5 = float2x2(t_3, t_3);
    float2x2 t_6 = float2x2(t_4[0] / t_5[0], t_4[1] / t_5[1]);
    outputBuffer[3u] = t_6[0].y;
    outputBuffer[4u] = t_6[1].y;
    return;
}
