#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 6.0f;
    outputBuffer[1u] = 4.5f;
    outputBuffer[2u] = 6.25f;
    outputBuffer[3u] = -2.0f;
    outputBuffer[4u] = 0.75f;
    return;
}
