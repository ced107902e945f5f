#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    outputBuffer[0u] = 0;
    outputBuffer[1u] = 5;
    outputBuffer[2u] = 0;
    outputBuffer[3u] = int(t.x) + 3;
    outputBuffer[4u] = 5;
    outputBuffer[5u] = 0;
    return;
}
