#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 20;
    outputBuffer[1u] = 5;
    outputBuffer[2u] = 166;
    outputBuffer[3u] = 50;
    outputBuffer[4u] = 14;
    outputBuffer[5u] = 18;
    outputBuffer[6u] = 31;
    outputBuffer[7u] = 51;
    return;
}
