#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 12.0f;
    outputBuffer[1u] = 43.0f;
    outputBuffer[2u] = 4.0f;
    outputBuffer[3u] = 3.0f;
    return;
}
