#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    if (int(t.x) == 0) {
        outputBuffer[0u] = 1;
    }
    outputBuffer[1u] = 10;
    outputBuffer[2u] = 11;
    outputBuffer[3u] = 22;
    return;
}
