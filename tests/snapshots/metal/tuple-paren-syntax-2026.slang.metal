#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 15;
    outputBuffer[1u] = 78;
    outputBuffer[2u] = 203;
    outputBuffer[3u] = 64;
    return;
}
