#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 0;
    outputBuffer[1u] = 0;
    outputBuffer[2u] = 0;
    outputBuffer[3u] = -1;
    outputBuffer[4u] = 0;
    outputBuffer[5u] = 0;
    outputBuffer[6u] = 0;
    outputBuffer[7u] = 0;
    outputBuffer[8u] = 0;
    outputBuffer[9u] = 0;
    outputBuffer[10u] = 6;
    outputBuffer[11u] = 2;
    outputBuffer[12u] = -4;
    outputBuffer[13u] = 8;
    return;
}
