#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 8;
    outputBuffer[1u] = 20;
    outputBuffer[2u] = 40;
    return;
}
