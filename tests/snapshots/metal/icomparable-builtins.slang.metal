#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 3;
    outputBuffer[1u] = 17;
    outputBuffer[2u] = 4;
    outputBuffer[3u] = 12;
    outputBuffer[4u] = 2;
    outputBuffer[5u] = -2;
    outputBuffer[6u] = 1;
    outputBuffer[7u] = 1;
    outputBuffer[8u] = 1;
    outputBuffer[9u] = 1;
    return;
}
