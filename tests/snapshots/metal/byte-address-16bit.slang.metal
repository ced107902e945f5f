#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device uint* input [[buffer(0)]], device atomic_uint* scratch [[buffer(1)]], device int* outputBuffer [[buffer(2)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    uint t_2 = 2u * t_1;
    uint t_3 = (t_2 & 3u) << (3u & 31u);
    uint t_4 = atomic_fetch_and_explicit(&scratch[(t_2 & 4294967292u) >> (2u & 31u)], ~(65535u << (t_3 & 31u)), memory_order_relaxed);
    uint t_5 = atomic_fetch_or_explicit(&scratch[(t_2 & 4294967292u) >> (2u & 31u)], uint(ushort((t_1 + 1u) * 257u)) << (t_3 & 31u), memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup);
    if (t_1 == 0u) {
        uint t_6 = atomic_load_explicit(&scratch[0u], memory_order_relaxed);
        outputBuffer[0u] = int(t_6);
        uint t_7 = atomic_load_explicit(&scratch[1u], memory_order_relaxed);
        outputBuffer[1u] = int(t_7);
        uint t_8 = atomic_load_explicit(&scratch[2u], memory_order_relaxed);
        outputBuffer[2u] = int(t_8);
        uint t_9 = input[0u];
        outputBuffer[3u] = int(ushort(t_9 >> (16u & 31u)));
        uint t_10 = input[1u];
        uint t_11 = input[1u];
        outputBuffer[4u] = int(ushort(t_10)) + int(as_type<short>(ushort(t_11 >> (16u & 31u)))) * 65536;
        uint t_12 = input[0u];
        uint t_13 = input[1u];
        outputBuffer[5u] = int(ushort(t_12 >> (16u & 31u))) * 65536 + int(ushort(t_13));
        uint t_14 = input[2u];
        uint t_15 = input[2u];
        outputBuffer[6u] = int(as_type<half>(ushort(t_14)) * 10.0h) * 100 + int(as_type<half>(ushort(t_15 >> (16u & 31u))) * 10.0h);
        uint t_16 = input[2u];
        outputBuffer[7u] = int(as_type<short>(ushort(t_16 >> (16u & 31u))));
    }
    return;
}
