#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device int* source [[buffer(0)]], device int* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int t = source[3u];
    outputBuffer[0u] = t;
    int t_1 = source[0u];
    outputBuffer[1u] = t_1;
    outputBuffer[2u] = 3;
    int t_2 = source[2u];
    outputBuffer[3u] = t_2;
    return;
}
