#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device atomic_uint* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    threadgroup atomic_uint counter;
    threadgroup atomic_uint total;
    uint3 t = GlobalInvocationId;
    bool t_1 = t.x == 0u;
    if (t_1) {
        atomic_store_explicit(&counter, 0u, memory_order_relaxed);
        atomic_store_explicit(&total, 0u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint t_2 = atomic_fetch_add_explicit(&counter, 1u, memory_order_relaxed);
    uint t_3 = atomic_fetch_add_explicit(&counter, 1u, memory_order_relaxed);
    uint t_4 = atomic_fetch_add_explicit(&total, 5u, memory_order_relaxed);
    uint t_5 = atomic_fetch_add_explicit(&outputBuffer[2u], 1u, memory_order_relaxed);
    uint t_6 = atomic_fetch_add_explicit(&outputBuffer[2u], 1u, memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (t_1) {
        uint t_7 = atomic_load_explicit(&counter, memory_order_relaxed);
        atomic_store_explicit(&outputBuffer[0u], t_7, memory_order_relaxed);
        uint t_8 = atomic_load_explicit(&total, memory_order_relaxed);
        atomic_store_explicit(&outputBuffer[1u], t_8, memory_order_relaxed);
    }
    uint t_9 = atomic_fetch_add_explicit(&outputBuffer[3u], select(t_4 / 5u, 4294967295u, 5u == 0u), memory_order_relaxed);
    return;
}
