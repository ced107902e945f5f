#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 149;
    outputBuffer[1u] = 919;
    outputBuffer[2u] = 92;
    outputBuffer[3u] = 4023;
    outputBuffer[4u] = 4456;
    outputBuffer[5u] = 321;
    outputBuffer[6u] = 99;
    outputBuffer[7u] = 111;
    outputBuffer[8u] = 87;
    outputBuffer[9u] = 5;
    return;
}
