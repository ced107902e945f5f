#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 1;
    outputBuffer[1u] = 2;
    outputBuffer[2u] = 2;
    outputBuffer[3u] = 2;
    outputBuffer[4u] = 2;
    outputBuffer[5u] = 1;
    outputBuffer[6u] = 2;
    outputBuffer[7u] = 2;
    outputBuffer[8u] = 2;
    outputBuffer[9u] = 1;
    outputBuffer[10u] = 2;
    outputBuffer[11u] = 1;
    outputBuffer[12u] = 1;
    outputBuffer[13u] = 1;
    outputBuffer[14u] = 1;
    outputBuffer[15u] = 1;
    outputBuffer[16u] = 2;
    outputBuffer[17u] = 2;
    outputBuffer[18u] = 2;
    outputBuffer[19u] = 2;
    return;
}
