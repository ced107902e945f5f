#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 4;
    outputBuffer[1u] = 4;
    outputBuffer[2u] = 2;
    outputBuffer[3u] = 2;
    outputBuffer[4u] = 2;
    outputBuffer[5u] = 4;
    outputBuffer[6u] = 8;
    outputBuffer[7u] = 12;
    return;
}
