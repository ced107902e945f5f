#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 1.0f;
    outputBuffer[1u] = 2.0f;
    outputBuffer[2u] = 0.0f;
    outputBuffer[3u] = -3.0f;
    outputBuffer[4u] = 0.0f;
    outputBuffer[5u] = 0.0f;
    return;
}
