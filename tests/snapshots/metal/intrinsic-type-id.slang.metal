#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = 41u + t.x;
    outputBuffer[0u] = as_type<int>(t_1) + 1;
    outputBuffer[1u] = int(t_1 * 2u);
    outputBuffer[2u] = -1082130432;
    outputBuffer[3u] = -3;
    return;
}
