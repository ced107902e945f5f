#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 2;
    outputBuffer[1u] = 2;
    outputBuffer[2u] = 33;
    outputBuffer[3u] = 1;
    outputBuffer[4u] = 1;
    outputBuffer[5u] = 2;
    outputBuffer[6u] = 2;
    outputBuffer[7u] = 11;
    return;
}
