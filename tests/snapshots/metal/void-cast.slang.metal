#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    int t_1 = outputBuffer[0u];
    int t_2 = t_1 + 10 + 100;
    outputBuffer[1u] = t_2;
    outputBuffer[2u] = t_2 + 1;
    outputBuffer[0u] = int(t.x);
    return;
}
