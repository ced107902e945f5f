#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device int* gB [[buffer(0)]], const device int* gC [[buffer(1)]], device int* outputBuffer [[buffer(2)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    int t_2 = gB[t_1];
    int t_3 = gC[t_1];
    int t_4 = gB[t_1];
    outputBuffer[t_1] = t_2 + 2 * t_3 + 3 * t_4;
    return;
}
