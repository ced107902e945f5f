#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 4.5f;
    outputBuffer[1u] = -12.0f;
    outputBuffer[2u] = 8.0f;
    outputBuffer[3u] = 12.0f;
    outputBuffer[4u] = 6.0f;
    outputBuffer[5u] = 40.0f;
    outputBuffer[6u] = 21.0f;
    outputBuffer[7u] = -8.0f;
    return;
}
