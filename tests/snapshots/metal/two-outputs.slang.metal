#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device uint* squares [[buffer(0)]], device float* halves [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    squares[t_1] = t_1 * t_1 + 1u;
    halves[t_1] = float(t_1) / 2.0f;
    return;
}
