#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device uint* inputBuffer [[buffer(0)]], device uint* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = inputBuffer[0u];
    uint t_2 = t.x;
    uint t_3 = simd_sum(1u);
    uint t_4 = popcount(static_cast<ulong>(simd_ballot(true)));
    uint t_5 = simd_max(t_2);
    uint t_6 = t_1 + t_1 * 10u + t_1 * 100u + uint(select(0, 1000, t_1 > 2u)) + uint(select(0, 10000, t_3 == t_4)) + 100000u;
    uint r;
    if (select(t_2 % 2u, t_2, 2u == 0u) == 0u) {
        r = t_6 + (t_1 + 1u) * 1000000u;
    } else {
        r = t_6 + uint(select(0, 2000000, t_1 == 6u));
    }
    outputBuffer[t_2] = r;
    return;
}
