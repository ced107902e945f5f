#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = -125;
    outputBuffer[1u] = 40;
    outputBuffer[2u] = 215;
    outputBuffer[3u] = 10;
    outputBuffer[4u] = 45;
    outputBuffer[5u] = -205;
    return;
}
