#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_LocalInvocationId [[thread_position_in_threadgroup]], device atomic_int* outputBuffer [[buffer(0)]], device atomic_uint* bytes [[buffer(1)]]) {
    uint3 LocalInvocationId = in_LocalInvocationId;
    threadgroup atomic_uint counter;
    threadgroup atomic_uint ticket;
    threadgroup atomic_int lowest;
    threadgroup atomic_int highest;
    threadgroup array<atomic_uint, 2> flags;
    threadgroup atomic_uint winner;
    threadgroup atomic_uint slot;
    uint3 t = LocalInvocationId;
    uint t_1 = t.x;
    bool t_2 = t_1 == 0u;
    if (t_2) {
        atomic_store_explicit(&counter, 10u, memory_order_relaxed);
        atomic_store_explicit(&ticket, 0u, memory_order_relaxed);
        atomic_store_explicit(&lowest, 0, memory_order_relaxed);
        atomic_store_explicit(&highest, -100, memory_order_relaxed);
        atomic_store_explicit(&flags[0], 0u, memory_order_relaxed);
        atomic_store_explicit(&flags[1], 240u, memory_order_relaxed);
        atomic_store_explicit(&winner, 99u, memory_order_relaxed);
        atomic_store_explicit(&slot, 7u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint t_3 = atomic_fetch_add_explicit(&counter, t_1 + 1u, memory_order_relaxed);
    uint t_4 = atomic_fetch_add_explicit(&ticket, 1u, memory_order_relaxed);
    int t_5 = atomic_fetch_or_explicit(&outputBuffer[7u], 1 << (int(t_4) & 31), memory_order_relaxed);
    int t_6 = int(t_1);
    int t_7 = atomic_fetch_min_explicit(&lowest, t_6 - 2, memory_order_relaxed);
    int t_8 = atomic_fetch_max_explicit(&highest, -t_6 * 3, memory_order_relaxed);
    uint t_9 = atomic_fetch_or_explicit(&flags[0], 1u << (t_1 * 4u & 31u), memory_order_relaxed);
    uint t_10 = atomic_fetch_xor_explicit(&flags[1], 1u << (t_1 & 31u), memory_order_relaxed);
    uint old = 99u;
    while (!atomic_compare_exchange_weak_explicit(&winner, &old, t_1, memory_order_relaxed, memory_order_relaxed) && old == 99u) {
    }
    uint t_11 = old;
    int t_12 = atomic_fetch_add_explicit(&outputBuffer[6u], select(0, 1, t_11 == 99u), memory_order_relaxed);
    uint t_13 = atomic_exchange_explicit(&slot, t_1 + 100u, memory_order_relaxed);
    int t_14 = atomic_fetch_add_explicit(&outputBuffer[8u], select(0, 1, t_13 == 7u), memory_order_relaxed);
    uint t_15 = atomic_fetch_add_explicit(&bytes[1u], t_1, memory_order_relaxed);
    uint t_16 = atomic_fetch_max_explicit(&bytes[2u], t_1 * 5u, memory_order_relaxed);
    uint old_1 = 0u;
    while (!atomic_compare_exchange_weak_explicit(&bytes[3u], &old_1, 7u, memory_order_relaxed, memory_order_relaxed) && old_1 == 0u) {
    }
    uint t_17 = old_1;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (t_2) {
        uint t_18 = atomic_load_explicit(&counter, memory_order_relaxed);
        atomic_store_explicit(&outputBuffer[0u], int(t_18), memory_order_relaxed);
        int t_19 = atomic_load_explicit(&lowest, memory_order_relaxed);
        atomic_store_explicit(&outputBuffer[1u], t_19, memory_order_relaxed);
        int t_20 = atomic_load_explicit(&highest, memory_order_relaxed);
        atomic_store_explicit(&outputBuffer[2u], t_20, memory_order_relaxed);
        uint t_21 = atomic_load_explicit(&flags[0], memory_order_relaxed);
        atomic_store_explicit(&outputBuffer[3u], int(t_21), memory_order_relaxed);
        uint t_22 = atomic_load_explicit(&flags[1], memory_order_relaxed);
        atomic_store_explicit(&outputBuffer[4u], int(t_22), memory_order_relaxed);
        uint t_23 = atomic_load_explicit(&winner, memory_order_relaxed);
        atomic_store_explicit(&outputBuffer[5u], select(0, 1, t_23 < 4u), memory_order_relaxed);
        uint t_24 = atomic_load_explicit(&slot, memory_order_relaxed);
        bool t_25;
        if (t_24 >= 100u) {
            uint t_26 = atomic_load_explicit(&slot, memory_order_relaxed);
            t_25 = t_26 <= 103u;
        } else {
            t_25 = false;
        }
        atomic_store_explicit(&outputBuffer[9u], select(0, 1, t_25), memory_order_relaxed);
        uint t_27 = atomic_load_explicit(&bytes[0u], memory_order_relaxed);
        atomic_store_explicit(&outputBuffer[10u], int(t_27), memory_order_relaxed);
        atomic_store_explicit(&outputBuffer[11u], 42, memory_order_relaxed);
    }
    return;
}
