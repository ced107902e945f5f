#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 29.0f;
    outputBuffer[1u] = 15.0f;
    outputBuffer[2u] = 24.0f;
    outputBuffer[3u] = 0.0f;
    outputBuffer[4u] = 12.0f;
    outputBuffer[5u] = 0.0f;
    outputBuffer[6u] = 25.0f;
    outputBuffer[7u] = 12.5f;
    return;
}
