#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device uint* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 65u;
    outputBuffer[1u] = 233u;
    outputBuffer[2u] = 10u;
    outputBuffer[3u] = 65u;
    outputBuffer[4u] = 127u;
    outputBuffer[5u] = 234u;
    outputBuffer[6u] = 2309737967u;
    outputBuffer[7u] = 2u;
    outputBuffer[8u] = 7u;
    return;
}
