#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 7027;
    outputBuffer[1u] = 8017;
    outputBuffer[2u] = 2;
    outputBuffer[3u] = 1;
    outputBuffer[4u] = 100;
    outputBuffer[5u] = 200;
    return;
}
