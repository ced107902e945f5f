#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 16.0f;
    outputBuffer[1u] = -2.0f;
    outputBuffer[2u] = 7.0f;
    outputBuffer[3u] = 11.0f;
    return;
}
