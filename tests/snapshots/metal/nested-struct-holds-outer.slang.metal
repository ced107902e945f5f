#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 8;
    outputBuffer[1u] = 16;
    outputBuffer[2u] = 10;
    outputBuffer[3u] = 1;
    return;
}
