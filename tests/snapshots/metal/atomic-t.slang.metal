#include <metal_stdlib>
using namespace metal;
struct Atomic_uint_
{
    atomic_uint _value;
};
struct Atomic_int_
{
    atomic_int _value;
};
struct Record
{
    uint id;
    Atomic_int_ hits;
};
kernel void computeMain(uint3 in_LocalInvocationId [[thread_position_in_threadgroup]], uint3 in_GlobalInvocationId [[thread_position_in_grid]], device Atomic_uint_* counters [[buffer(0)]], device Record* records [[buffer(1)]]) {
    uint3 LocalInvocationId = in_LocalInvocationId;
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    threadgroup Atomic_uint_ groupCount;
    uint3 t = GlobalInvocationId;
    uint3 t_1 = LocalInvocationId;
    uint t_2 = t.x;
    bool t_3 = t_1.x == 0u;
    if (t_3) {
        atomic_store_explicit(&groupCount._value, 0u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint t_4 = atomic_fetch_add_explicit(&counters[0u]._value, 1u, memory_order_relaxed);
    uint t_5 = atomic_fetch_add_explicit(&counters[11u]._value, t_4, memory_order_relaxed);
    uint t_6 = atomic_fetch_add_explicit(&counters[1u]._value, t_2, memory_order_relaxed);
    uint t_7 = atomic_fetch_max_explicit(&counters[2u]._value, t_2 * 3u, memory_order_relaxed);
    uint t_8 = atomic_fetch_min_explicit(&counters[3u]._value, t_2 + 7u, memory_order_relaxed);
    uint t_9 = atomic_fetch_or_explicit(&counters[4u]._value, 1u << (select(t_2 % 32u, t_2, 32u == 0u) & 31u), memory_order_relaxed);
    uint t_10 = atomic_fetch_and_explicit(&counters[5u]._value, ~(1u << (select(t_2 % 16u, t_2, 16u == 0u) & 31u)), memory_order_relaxed);
    uint t_11 = atomic_fetch_xor_explicit(&counters[6u]._value, 1u << (select(t_2 % 5u, t_2, 5u == 0u) & 31u), memory_order_relaxed);
    uint t_12 = atomic_fetch_add_explicit(&counters[7u]._value, 1u, memory_order_relaxed);
    uint t_13 = atomic_fetch_add_explicit(&counters[8u]._value, 4294967294u, memory_order_relaxed);
    uint t_14 = atomic_fetch_add_explicit(&counters[9u]._value, 4294967295u, memory_order_relaxed);
    uint t_15 = atomic_fetch_add_explicit(&counters[10u]._value, 3u, memory_order_relaxed);
    uint t_16 = atomic_fetch_add_explicit(&counters[12u]._value, 1u, memory_order_relaxed);
    uint t_17 = atomic_fetch_add_explicit(&counters[12u]._value, 4294967295u, memory_order_relaxed);
    uint t_18 = select(t_2 % 2u, t_2, 2u == 0u);
    int t_19 = atomic_fetch_add_explicit(&records[t_18].hits._value, select(-1, 1, t_18 == 0u), memory_order_relaxed);
    int t_20 = atomic_fetch_max_explicit(&records[2u].hits._value, int(t_2), memory_order_relaxed);
    uint t_21 = atomic_fetch_add_explicit(&groupCount._value, 1u, memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (t_3) {
        uint t_22 = atomic_load_explicit(&groupCount._value, memory_order_relaxed);
        uint t_23 = atomic_fetch_add_explicit(&counters[13u]._value, t_22, memory_order_relaxed);
        uint t_24 = select(t_2 / 32u, 4294967295u, 32u == 0u);
        uint t_25 = atomic_exchange_explicit(&counters[14u + t_24]._value, 5u + t_24, memory_order_relaxed);
        uint t_26 = atomic_exchange_explicit(&counters[14u + t_24]._value, 9u, memory_order_relaxed);
        uint old = 9u;
        while (!atomic_compare_exchange_weak_explicit(&counters[14u + t_24]._value, &old, t_26 * 10u, memory_order_relaxed, memory_order_relaxed) && old == 9u) {
        }
        uint t_27 = old;
        uint old_1 = 1u;
        while (!atomic_compare_exchange_weak_explicit(&counters[14u + t_24]._value, &old_1, 77u, memory_order_relaxed, memory_order_relaxed) && old_1 == 1u) {
        }
        uint t_28 = old_1;
        uint t_29 = atomic_fetch_add_explicit(&counters[14u + t_24]._value, t_27 * 1000u + t_28 * 100000u, memory_order_relaxed);
    }
    return;
}
