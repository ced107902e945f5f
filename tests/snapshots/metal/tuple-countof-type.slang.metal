#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 30;
    outputBuffer[1u] = 20;
    outputBuffer[2u] = 0;
    outputBuffer[3u] = 40;
    outputBuffer[4u] = 3;
    outputBuffer[5u] = 3;
    return;
}
