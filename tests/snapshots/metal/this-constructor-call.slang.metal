#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 36.0f;
    outputBuffer[1u] = 30.0f;
    outputBuffer[2u] = 8.0f;
    outputBuffer[3u] = 20.25f;
    return;
}
