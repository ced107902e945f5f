#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 1;
    outputBuffer[1u] = 21;
    outputBuffer[2u] = 307;
    outputBuffer[3u] = 7;
    outputBuffer[4u] = 4;
    outputBuffer[5u] = 20;
    outputBuffer[6u] = 55;
    outputBuffer[7u] = 4;
    outputBuffer[8u] = 2;
    outputBuffer[9u] = 1;
    outputBuffer[10u] = 2;
    outputBuffer[11u] = 2;
    return;
}
