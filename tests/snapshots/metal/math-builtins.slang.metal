#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = -2.0f;
    outputBuffer[1u] = 3.0f;
    outputBuffer[2u] = 1.0f;
    outputBuffer[3u] = 2.5f;
    outputBuffer[4u] = -2.0f;
    outputBuffer[5u] = -1.0f;
    outputBuffer[6u] = 4.0f;
    outputBuffer[7u] = 1024.0f;
    outputBuffer[8u] = -0.75f;
    outputBuffer[9u] = 3.0f;
    outputBuffer[10u] = 8.0f;
    outputBuffer[11u] = 10.0f;
    return;
}
