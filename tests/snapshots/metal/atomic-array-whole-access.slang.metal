#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint in_LocalInvocationIndex [[thread_index_in_threadgroup]], device uint* outputBuffer [[buffer(0)]]) {
    uint LocalInvocationIndex = in_LocalInvocationIndex;
    threadgroup array<atomic_uint, 4> counters;
    uint t = LocalInvocationIndex;
    if (t == 0u) {
        atomic_store_explicit(&counters[0], 10u, memory_order_relaxed);
        atomic_store_explicit(&counters[1], 20u, memory_order_relaxed);
        atomic_store_explicit(&counters[2], 30u, memory_order_relaxed);
        atomic_store_explicit(&counters[3], 40u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint t_1 = t + 1u;
    uint t_2 = atomic_fetch_add_explicit(&counters[select(t_1 % 4u, t_1, 4u == 0u)], t_1, memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint t_3 = atomic_load_explicit(&counters[0], memory_order_relaxed);
    uint t_4 = atomic_load_explicit(&counters[1], memory_order_relaxed);
    uint t_5 = atomic_load_explicit(&counters[2], memory_order_relaxed);
    uint t_6 = atomic_load_explicit(&counters[3], memory_order_relaxed);
    array<uint, 4> snapshot = array<uint, 4>{};
    snapshot = array<uint, 4>{t_3, t_4, t_5, t_6};
    uint t_7 = snapshot[t];
    outputBuffer[t] = t_7;
    outputBuffer[4u + t] = t_2;
    return;
}
