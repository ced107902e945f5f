#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device uint* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 4294967295u;
    outputBuffer[1u] = 4294967295u;
    outputBuffer[2u] = 65535u;
    outputBuffer[3u] = 0u;
    outputBuffer[4u] = 1u;
    outputBuffer[5u] = 8u;
    outputBuffer[6u] = 7u;
    outputBuffer[7u] = 6u;
    return;
}
