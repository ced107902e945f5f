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
        while (!atomic_compare_exchange_weak_explicit(&buffer_1[0u], &old, t_4 & 65535u | uint(as_type<ushort>(as_type<half>(ushort(t_4 >> (16u & 31u))) + 0.25h)) << (16u & 31u), memory_order_relaxed, memory_order_relaxed) && old == t_4) {
        }
        uint t_5 = old;
        if (t_5 == t_4) {
            t_2 = t_5;
            break;
        }
        t_3 = t_5;
        continue;
    }
    uint t_6 = 8u + 4u * t_1 + 2u * (t_1 & 1u);
    uint t_7 = (t_6 & 3u) << (3u & 31u);
    uint t_8;
    uint t_9 = 0u;
    for (;;) {
        uint t_10 = atomic_load_explicit(&buffer_1[(t_6 & 4294967292u) >> (2u & 31u)], memory_order_relaxed);
        uint old_1 = t_10;
        while (!atomic_compare_exchange_weak_explicit(&buffer_1[(t_6 & 4294967292u) >> (2u & 31u)], &old_1, t_10 & ~(65535u << (t_7 & 31u)) | uint(as_type<ushort>(as_type<half>(ushort(t_10 >> (t_7 & 31u))) + 0.5h)) << (t_7 & 31u), memory_order_relaxed, memory_order_relaxed) && old_1 == t_10) {
        }
        uint t_11 = old_1;
        if (t_11 == t_10) {
            t_8 = t_11;
            break;
        }
        t_9 = t_11;
        continue;
    }
    outputBuffer[8u + t_1] = float(as_type<half>(ushort(t_8 >> (t_7 & 31u))));
    threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup);
    uint t_12 = atomic_load_explicit(&buffer_1[(t_6 & 4294967292u) >> (2u & 31u)], memory_order_relaxed);
    outputBuffer[t_1] = float(as_type<half>(ushort(t_12 >> (t_7 & 31u))));
    if (t_1 == 0u) {
        uint t_13 = atomic_load_explicit(&buffer_1[0u], memory_order_relaxed);
        outputBuffer[16u] = float(as_type<half>(ushort(t_13 >> (16u & 31u))));
        uint t_14 = atomic_load_explicit(&buffer_1[0u], memory_order_relaxed);
        outputBuffer[17u] = float(as_type<half>(ushort(t_14)));
        uint t_15 = atomic_load_explicit(&buffer_1[4u], memory_order_relaxed);
        outputBuffer[18u] = float(as_type<half>(ushort(t_15 >> (16u & 31u))));
        uint t_16 = atomic_load_explicit(&buffer_1[5u], memory_order_relaxed);
        outputBuffer[19u] = float(as_type<half>(ushort(t_16)));
    }
    return;
}
