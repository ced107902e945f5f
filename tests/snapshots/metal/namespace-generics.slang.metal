#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* output [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    int t_1 = int(t.x) + 6;
    output[0u] = t_1 + 7;
    output[1u] = t_1 * 7;
    output[2u] = 6;
    output[3u] = 9;
    return;
}
