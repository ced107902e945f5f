#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 9.0f;
    outputBuffer[1u] = 0.125f;
    outputBuffer[2u] = 3.0f;
    outputBuffer[3u] = 40.0f;
    outputBuffer[4u] = 3.5f;
    return;
}
