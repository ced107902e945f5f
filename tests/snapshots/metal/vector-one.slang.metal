#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device float* inputBuffer [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    float t = inputBuffer[0u];
    float t_1 = inputBuffer[1u];
    float t_2 = t + t_1;
    float t_3 = t_1 * t_2;
    outputBuffer[0u] = t_2;
    outputBuffer[1u] = t_3;
    outputBuffer[2u] = 7.0f + t_2 * t_3;
    float t_4 = inputBuffer[2u];
    float t_5 = inputBuffer[3u];
    outputBuffer[3u] = t_5 * 2.0f + t_4;
    outputBuffer[4u] = 20.0f;
    return;
}
