#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 1001;
    outputBuffer[1u] = 2020;
    outputBuffer[2u] = 7;
    outputBuffer[3u] = 5;
    outputBuffer[4u] = 3001;
    outputBuffer[5u] = 30;
    return;
}
