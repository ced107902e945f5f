#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    int t_1 = int(t.x) + 3;
    outputBuffer[0u] = 1;
    outputBuffer[1u] = 2;
    outputBuffer[2u] = 0;
    outputBuffer[3u] = 7;
    outputBuffer[4u] = t_1;
    outputBuffer[5u] = t_1;
    outputBuffer[6u] = 0;
    outputBuffer[7u] = 7;
    return;
}
