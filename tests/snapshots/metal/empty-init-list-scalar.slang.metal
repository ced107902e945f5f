#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device uint* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 0u;
    outputBuffer[1u] = 5u;
    outputBuffer[2u] = 0u;
    outputBuffer[3u] = 5u;
    return;
}
