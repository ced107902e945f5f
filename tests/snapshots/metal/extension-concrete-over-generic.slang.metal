#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 2.0f;
    outputBuffer[1u] = 30.0f;
    outputBuffer[2u] = 1.0f;
    outputBuffer[3u] = 40.0f;
    outputBuffer[4u] = 105.0f;
    outputBuffer[5u] = 3.0f;
    return;
}
