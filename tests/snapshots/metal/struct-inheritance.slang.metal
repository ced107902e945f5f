#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 57;
    outputBuffer[1u] = 14;
    outputBuffer[2u] = 11;
    outputBuffer[3u] = 10014;
    outputBuffer[4u] = 523;
    outputBuffer[5u] = 23;
    outputBuffer[6u] = 64;
    outputBuffer[7u] = 6;
    return;
}
