#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 30.0f;
    outputBuffer[1u] = 80.0f;
    outputBuffer[2u] = 600.0f;
    outputBuffer[3u] = 1.0f;
    return;
}
