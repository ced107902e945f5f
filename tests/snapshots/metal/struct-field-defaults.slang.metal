#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    outputBuffer[0u] = 5;
    outputBuffer[1u] = 0;
    outputBuffer[2u] = 7;
    outputBuffer[3u] = 8;
    outputBuffer[4u] = 42;
    outputBuffer[5u] = (int(t.x) + 2) * 42;
    outputBuffer[6u] = 12;
    outputBuffer[7u] = 12;
    outputBuffer[8u] = 8;
    return;
}
