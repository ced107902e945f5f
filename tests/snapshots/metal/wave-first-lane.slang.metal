#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device uint* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    bool t_2 = simd_is_first();
    outputBuffer[4u + t_1] = uint(select(0, 1, t_2));
    if (t_1 >= 1u) {
        bool t_3 = simd_is_first();
        outputBuffer[t_1] = uint(select(0, 1, t_3));
    }
    return;
}
