#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 27.0f;
    outputBuffer[1u] = 1.0f;
    outputBuffer[2u] = 20.0f;
    outputBuffer[3u] = 12.0f;
    outputBuffer[4u] = 2.0f;
    outputBuffer[5u] = 924.0f;
    return;
}
