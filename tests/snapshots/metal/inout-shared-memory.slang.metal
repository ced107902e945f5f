#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device atomic_uint* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    threadgroup atomic_uint counter;
    threadgroup array<atomic_uint, 2> pair;
    threadgroup array<uint, 64> slots;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    bool t_2 = t_1 == 0u;
    if (t_2) {
        atomic_store_explicit(&counter, 0u, memory_order_relaxed);
        atomic_store_explicit(&pair[0], 0u, memory_order_relaxed);
        atomic_store_explicit(&pair[1], 0u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint t_3 = atomic_fetch_add_explicit(&counter, 1u, memory_order_relaxed);
    uint t_4 = atomic_fetch_add_explicit(&pair[1], 1u, memory_order_relaxed);
    uint t_5 = atomic_fetch_add_explicit(&pair[1], 1u, memory_order_relaxed);
    slots[t_1] = t_1 * 3u;
    uint t_6 = atomic_fetch_add_explicit(&outputBuffer[2u], 1u, memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (t_2) {
        uint t_7 = atomic_load_explicit(&counter, memory_order_relaxed);
        atomic_store_explicit(&outputBuffer[0u], t_7, memory_order_relaxed);
        uint t_8 = atomic_load_explicit(&pair[1], memory_order_relaxed);
        atomic_store_explicit(&outputBuffer[1u], t_8, memory_order_relaxed);
        atomic_store_explicit(&pair[0], 9u, memory_order_relaxed);
        uint t_9 = atomic_load_explicit(&pair[0], memory_order_relaxed);
        atomic_store_explicit(&pair[0], 0u, memory_order_relaxed);
        atomic_store_explicit(&outputBuffer[3u], t_9, memory_order_relaxed);
        uint sum;
        uint k;
        uint sum_1 = 0u;
        uint k_1 = 0u;
        for (;;) {
            if (k_1 < 64u) {
            } else {
                uint t_10 = sum_1;
                uint t_11 = k_1;
                sum = t_10;
                k = t_11;
                break;
            }
            uint t_12 = slots[k_1];
            uint t_13 = sum_1 + t_12;
            uint t_14 = k_1 + 1u;
            sum_1 = t_13;
            k_1 = t_14;
            continue;
        }
        atomic_store_explicit(&outputBuffer[4u], sum, memory_order_relaxed);
    }
    if (t_1 == 7u) {
        atomic_store_explicit(&outputBuffer[6u], 11u, memory_order_relaxed);
    }
    return;
}
