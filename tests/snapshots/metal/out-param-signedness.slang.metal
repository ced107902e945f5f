#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = -2;
    outputBuffer[1u] = 2;
    outputBuffer[2u] = -2;
    outputBuffer[3u] = 10;
    outputBuffer[4u] = 3;
    return;
}
