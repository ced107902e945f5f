#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 100;
    outputBuffer[1u] = 5;
    outputBuffer[2u] = 7;
    outputBuffer[3u] = 0;
    return;
}
