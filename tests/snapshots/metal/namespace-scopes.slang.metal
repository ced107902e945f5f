#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 5;
    outputBuffer[1u] = 400;
    outputBuffer[2u] = 20;
    outputBuffer[3u] = 10;
    outputBuffer[4u] = 205;
    outputBuffer[5u] = 35;
    outputBuffer[6u] = 40;
    outputBuffer[7u] = 20;
    return;
}
