#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device float* inputBuffer [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float t = inputBuffer[0u];
    outputBuffer[0u] = fract(t);
    float t_1 = inputBuffer[1u];
    outputBuffer[1u] = fract(t_1);
    float t_2 = inputBuffer[0u];
    float t_3 = inputBuffer[2u];
    float t_4 = inputBuffer[3u];
    float3 t_5 = fract(float3(t_2 * 3.0f, t_3 + 0.75f, -t_4));
    outputBuffer[2u] = t_5.x;
    outputBuffer[3u] = t_5.y;
    outputBuffer[4u] = t_5.z;
    float t_6 = inputBuffer[1u];
    outputBuffer[5u] = float(fract(half(t_6 * 1.5f)));
    return;
}
