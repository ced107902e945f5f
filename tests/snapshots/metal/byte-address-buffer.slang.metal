#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device uint* buffer_1 [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint t = buffer_1[0u];
    uint t_1 = buffer_1[1u];
    uint t_2 = buffer_1[2u];
    uint t_3 = buffer_1[3u];
    uint t_4 = buffer_1[7u];
    buffer_1[0u] = t + t_1 + t_2 + t_3;
    buffer_1[2u] = t_4;
    buffer_1[3u] = t_4 * 2u;
    uint t_5 = buffer_1[1u];
    buffer_1[7u] = t_5 * 100u;
    return;
}
