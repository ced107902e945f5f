#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 103.0f;
    outputBuffer[1u] = 103.0f;
    outputBuffer[2u] = 16.0f;
    outputBuffer[3u] = 25.0f;
    outputBuffer[4u] = 25.0f;
    outputBuffer[5u] = 25.0f;
    return;
}
