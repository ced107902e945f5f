#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device atomic_uint* buffer_1 [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    uint t_2;
    uint t_3 = 0u;
    for (;;) {
        uint t_4 = atomic_load_explicit(&buffer_1[0u], memory_order_relaxed);
        uint old = t_4;
        while (!atomic_compare_exchange_weak_explicit(&buffer_1[0u], &old, as_type<uint>(as_type<half2>(t_4) + half2(0.5h, 1.0h)), memory_order_relaxed, memory_order_relaxed) && old == t_4) {
        }
        uint t_5 = old;
        if (t_5 == t_4) {
            t_2 = t_5;
            break;
        }
        t_3 = t_5;
        continue;
    }
    uint t_6;
    uint t_7 = 0u;
    for (;;) {
        uint t_8 = atomic_load_explicit(&buffer_1[4u + 4u * t_1 >> (2u & 31u)], memory_order_relaxed);
        uint old_1 = t_8;
        while (!atomic_compare_exchange_weak_explicit(&buffer_1[4u + 4u * t_1 >> (2u & 31u)], &old_1, as_type<uint>(as_type<half2>(t_8) + as_type<half2>(uint(as_type<ushort>(half(t_1))) | 872415232u)), memory_order_relaxed, memory_order_relaxed) && old_1 == t_8) {
        }
        uint t_9 = old_1;
        if (t_9 == t_8) {
            t_6 = t_9;
            break;
        }
        t_7 = t_9;
        continue;
    }
    uint t_10 = 2u * t_1;
    outputBuffer[8u + t_10] = float(as_type<half>(ushort(t_6)));
    outputBuffer[9u + t_10] = float(as_type<half>(ushort(t_6 >> (16u & 31u))));
    threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup);
    uint t_11 = atomic_load_explicit(&buffer_1[4u + 4u * t_1 >> (2u & 31u)], memory_order_relaxed);
    outputBuffer[t_10] = float(as_type<half>(ushort(t_11)));
    outputBuffer[t_10 + 1u] = float(as_type<half>(ushort(t_11 >> (16u & 31u))));
    if (t_1 == 0u) {
        uint t_12 = atomic_load_explicit(&buffer_1[0u], memory_order_relaxed);
        outputBuffer[16u] = float(as_type<half>(ushort(t_12)));
        outputBuffer[17u] = float(as_type<half>(ushort(t_12 >> (16u & 31u))));
    }
    return;
}
