#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    outputBuffer[0u] = float(half(1.0f / (3.0f + float(t.x))));
    outputBuffer[1u] = 1.5f;
    outputBuffer[2u] = -2.25f;
    outputBuffer[3u] = 65504.0f;
    outputBuffer[4u] = 1.0f;
    outputBuffer[5u] = 2048.0f;
    return;
}
