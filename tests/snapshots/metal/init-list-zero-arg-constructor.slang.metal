#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 5.0f;
    outputBuffer[1u] = 5.0f;
    outputBuffer[2u] = 8.0f;
    outputBuffer[3u] = 9.0f;
    outputBuffer[4u] = 8.0f;
    outputBuffer[5u] = 0.0f;
    outputBuffer[6u] = 9.0f;
    return;
}
