#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 21.0f;
    outputBuffer[1u] = 7654.0f;
    outputBuffer[2u] = 453.0f;
    outputBuffer[3u] = 46.0f;
    outputBuffer[4u] = 5.0f;
    return;
}
