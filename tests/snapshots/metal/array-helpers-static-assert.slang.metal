#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 3;
    outputBuffer[1u] = 34;
    outputBuffer[2u] = 2221;
    outputBuffer[3u] = 28;
    outputBuffer[4u] = 6;
    outputBuffer[5u] = 4;
    return;
}
