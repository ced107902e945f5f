#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    outputBuffer[0u] = 8;
    outputBuffer[1u] = 70;
    outputBuffer[2u] = 1;
    outputBuffer[3u] = select(7, 3, int(t.x) == 0) + 16;
    return;
}
