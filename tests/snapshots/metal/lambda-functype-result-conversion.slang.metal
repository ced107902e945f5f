#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 3.0f;
    outputBuffer[1u] = 6.5f;
    outputBuffer[2u] = 5.0f;
    outputBuffer[3u] = 9.0f;
    outputBuffer[4u] = 1.0f;
    outputBuffer[5u] = 1.0f;
    return;
}
