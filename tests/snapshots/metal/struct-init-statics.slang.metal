#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 805;
    outputBuffer[1u] = 17;
    outputBuffer[2u] = 14;
    outputBuffer[3u] = 70;
    outputBuffer[4u] = 4002;
    outputBuffer[5u] = 21;
    outputBuffer[6u] = 3;
    outputBuffer[7u] = 40;
    return;
}
