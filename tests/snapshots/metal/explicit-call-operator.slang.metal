#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device uint* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 3u;
    outputBuffer[1u] = 4u;
    return;
}
