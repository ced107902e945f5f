#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 5;
    outputBuffer[1u] = -1;
    outputBuffer[2u] = 4;
    outputBuffer[3u] = 2;
    outputBuffer[4u] = 9;
    outputBuffer[5u] = 1011;
    outputBuffer[6u] = 32;
    outputBuffer[7u] = 0;
    outputBuffer[8u] = 20;
    outputBuffer[9u] = -5;
    outputBuffer[10u] = 63;
    outputBuffer[11u] = 10;
    return;
}
