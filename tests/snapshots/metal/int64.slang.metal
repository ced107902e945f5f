#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device uint* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 1775253147u;
    outputBuffer[1u] = 3u;
    outputBuffer[2u] = 591751048u;
    outputBuffer[3u] = 2u;
    outputBuffer[4u] = 3636899840u;
    outputBuffer[5u] = 4294966131u;
    return;
}
