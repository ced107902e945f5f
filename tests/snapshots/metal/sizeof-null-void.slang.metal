#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 8;
    outputBuffer[1u] = 8;
    outputBuffer[2u] = 0;
    outputBuffer[3u] = 1;
    outputBuffer[4u] = 12;
    outputBuffer[5u] = 4;
    outputBuffer[6u] = 16;
    outputBuffer[7u] = 9;
    return;
}
