#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device float* inputBuffer [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float t = inputBuffer[0u];
    float t_1 = inputBuffer[1u];
    outputBuffer[0u] = t + t_1;
    outputBuffer[1u] = t - t_1;
    outputBuffer[2u] = t * t_1;
    outputBuffer[3u] = t / t_1;
    outputBuffer[4u] = -t;
    outputBuffer[5u] = t_1 * t_1 - t;
    return;
}
