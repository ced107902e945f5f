#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    int t_1 = int(t.x);
    int t_2 = t_1 + 2;
    outputBuffer[uint(t_1)] = t_2 * 100 + 11 + 7;
    outputBuffer[uint(t_2)] = (t_1 + (t_1 + 1) + 3) * 10;
    return;
}
