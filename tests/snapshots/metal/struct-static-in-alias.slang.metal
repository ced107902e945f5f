#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 3.0f;
    outputBuffer[1u] = 5.0f;
    outputBuffer[2u] = 3.0f;
    outputBuffer[3u] = 1.5f;
    outputBuffer[4u] = 6.0f;
    outputBuffer[5u] = 15.0f;
    return;
}
