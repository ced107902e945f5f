#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 1;
    outputBuffer[1u] = 4;
    outputBuffer[2u] = 5;
    return;
}
