#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 10;
    outputBuffer[1u] = 20;
    outputBuffer[2u] = 33;
    outputBuffer[3u] = 33;
    outputBuffer[4u] = 307;
    outputBuffer[5u] = 306;
    return;
}
