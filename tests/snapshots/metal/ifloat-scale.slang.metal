#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 4.5f;
    outputBuffer[1u] = 12.0f;
    outputBuffer[2u] = 9.0f;
    outputBuffer[3u] = 5.0f;
    outputBuffer[4u] = 0.125f;
    outputBuffer[5u] = 1.0f;
    return;
}
