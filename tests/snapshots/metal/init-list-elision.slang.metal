#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    outputBuffer[0u] = int((float(t.x) + 1.0f) * 1000.0f + 200.0f + 30.0f + 4.0f);
    outputBuffer[1u] = 12345;
    outputBuffer[2u] = 710;
    outputBuffer[3u] = 610;
    return;
}
