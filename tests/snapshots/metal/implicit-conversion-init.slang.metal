#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 300;
    outputBuffer[1u] = 500;
    outputBuffer[2u] = 7;
    outputBuffer[3u] = 200;
    return;
}
