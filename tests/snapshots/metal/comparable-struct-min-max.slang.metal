#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 1;
    outputBuffer[1u] = 2;
    outputBuffer[2u] = 3;
    outputBuffer[3u] = 1;
    outputBuffer[4u] = 1;
    outputBuffer[5u] = 1;
    outputBuffer[6u] = 1;
    outputBuffer[7u] = 3;
    return;
}
