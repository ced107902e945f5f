#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 2.0f;
    outputBuffer[1u] = 5.0f;
    float t = outputBuffer[0u];
    float t_1 = outputBuffer[1u];
    float t_2 = outputBuffer[3u];
    outputBuffer[3u] = t_2 + 9.0f;
    float t_3 = t * 3.0f;
    float t_4 = outputBuffer[2u];
    outputBuffer[2u] = t_4 + (t_3 + t_3);
    outputBuffer[4u] = (t * t + 3.0f * t_1) * 2.0f;
    float t_5 = outputBuffer[0u];
    float t_6 = outputBuffer[1u];
    outputBuffer[5u] = 1.5f * (t_5 * t_5 + 3.0f * t_6) * 2.0f;
    return;
}
