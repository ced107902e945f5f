#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 15.0f;
    outputBuffer[1u] = 2.5f;
    outputBuffer[2u] = 413.0f;
    outputBuffer[3u] = 409.0f;
    outputBuffer[4u] = 20.0f;
    outputBuffer[5u] = 42.0f;
    outputBuffer[6u] = 37.0f;
    outputBuffer[7u] = 74.0f;
    return;
}
