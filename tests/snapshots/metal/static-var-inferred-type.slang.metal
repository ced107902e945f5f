#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 37;
    outputBuffer[1u] = 44;
    outputBuffer[2u] = 442;
    outputBuffer[3u] = 6;
    return;
}
