#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device atomic_uint* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    uint t_2 = atomic_fetch_add_explicit(&outputBuffer[0u], 1u, memory_order_relaxed);
    uint t_3 = atomic_fetch_add_explicit(&outputBuffer[1u], t_1, memory_order_relaxed);
    uint t_4 = atomic_fetch_min_explicit(&outputBuffer[2u], t_1 * 7u + 3u, memory_order_relaxed);
    uint t_5 = atomic_fetch_and_explicit(&outputBuffer[3u], ~(1u << (t_1 & 31u)), memory_order_relaxed);
    uint t_6 = atomic_fetch_max_explicit(&outputBuffer[4u], t_1 * 3u, memory_order_relaxed);
    uint t_7 = atomic_fetch_or_explicit(&outputBuffer[5u], 1u << (t_1 * 2u & 31u), memory_order_relaxed);
    return;
}
