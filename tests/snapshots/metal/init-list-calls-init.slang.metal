#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 109;
    outputBuffer[1u] = 28;
    outputBuffer[2u] = 15;
    outputBuffer[3u] = 56;
    outputBuffer[4u] = 34;
    outputBuffer[5u] = 468;
    return;
}
