#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 8.5f;
    outputBuffer[1u] = 6.0f;
    outputBuffer[2u] = 6.0f;
    outputBuffer[3u] = 4.0f;
    outputBuffer[4u] = 4.0f;
    return;
}
