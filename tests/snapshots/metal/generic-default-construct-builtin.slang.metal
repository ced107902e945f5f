#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 0;
    outputBuffer[1u] = 5;
    outputBuffer[2u] = 6;
    outputBuffer[3u] = 8;
    return;
}
