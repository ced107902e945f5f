#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 7;
    outputBuffer[1u] = 31;
    outputBuffer[2u] = 100;
    outputBuffer[3u] = 20;
    return;
}
