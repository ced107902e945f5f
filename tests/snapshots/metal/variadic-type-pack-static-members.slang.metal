#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 252;
    outputBuffer[1u] = 93;
    outputBuffer[2u] = 7;
    outputBuffer[3u] = 16;
    return;
}
