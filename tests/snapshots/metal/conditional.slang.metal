#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 15;
    outputBuffer[1u] = 4;
    outputBuffer[2u] = 2104;
    outputBuffer[3u] = 9;
    outputBuffer[4u] = -1;
    outputBuffer[5u] = 11;
    outputBuffer[6u] = 84;
    outputBuffer[7u] = 2;
    return;
}
