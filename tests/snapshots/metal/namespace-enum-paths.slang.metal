#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 6;
    outputBuffer[1u] = 3;
    outputBuffer[2u] = 30;
    return;
}
