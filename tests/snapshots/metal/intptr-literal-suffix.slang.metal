#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = -1;
    outputBuffer[1u] = -1;
    outputBuffer[2u] = 15;
    outputBuffer[3u] = 1;
    outputBuffer[4u] = 1;
    outputBuffer[5u] = -1;
    outputBuffer[6u] = 2;
    outputBuffer[7u] = -2;
    outputBuffer[8u] = 15;
    return;
}
