#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 17.0f;
    outputBuffer[1u] = 39.0f;
    outputBuffer[2u] = 23.0f;
    outputBuffer[3u] = 34.0f;
    outputBuffer[4u] = 2.0f;
    outputBuffer[5u] = 1.0f;
    outputBuffer[6u] = 4.0f;
    outputBuffer[7u] = 3.0f;
    outputBuffer[8u] = 1.0f;
    outputBuffer[9u] = 3.0f;
    outputBuffer[10u] = 2.0f;
    outputBuffer[11u] = 4.0f;
    return;
}
