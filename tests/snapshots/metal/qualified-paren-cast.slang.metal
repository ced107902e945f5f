#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 2;
    outputBuffer[1u] = 15;
    outputBuffer[2u] = 7;
    outputBuffer[3u] = 20;
    return;
}
