#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 90;
    outputBuffer[1u] = 95;
    outputBuffer[2u] = 88;
    outputBuffer[3u] = 97;
    return;
}
