#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 11;
    outputBuffer[1u] = -10;
    outputBuffer[2u] = -3;
    return;
}
