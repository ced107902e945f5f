#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 357;
    outputBuffer[1u] = 3;
    outputBuffer[2u] = 5;
    outputBuffer[3u] = 3;
    outputBuffer[4u] = 3;
    return;
}
