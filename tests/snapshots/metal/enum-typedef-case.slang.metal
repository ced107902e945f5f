#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 6;
    outputBuffer[1u] = 7;
    outputBuffer[2u] = 5;
    outputBuffer[3u] = 0;
    outputBuffer[4u] = 2;
    outputBuffer[5u] = 9;
    return;
}
