#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 3.0f;
    outputBuffer[1u] = 0.0f;
    outputBuffer[2u] = 9.0f;
    outputBuffer[3u] = 200.0f;
    return;
}
