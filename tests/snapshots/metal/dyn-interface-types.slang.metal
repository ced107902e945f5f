#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 103;
    outputBuffer[1u] = 110;
    outputBuffer[2u] = 210;
    outputBuffer[3u] = 3;
    return;
}
