#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device atomic_uint* buffer_1 [[buffer(0)]], device int* outputBuffer [[buffer(1)]]) {
    uint t = atomic_load_explicit(&buffer_1[0u], memory_order_relaxed);
    uint t_1 = atomic_load_explicit(&buffer_1[0u], memory_order_relaxed);
    uint t_2 = atomic_load_explicit(&buffer_1[1u], memory_order_relaxed);
    outputBuffer[0u] = int(uchar(t));
    outputBuffer[1u] = int(as_type<char>(uchar(t_1 >> (8u & 31u))));
    outputBuffer[2u] = int(as_type<float>(t_2) * 2.0f);
    uint t_3 = atomic_load_explicit(&buffer_1[0u], memory_order_relaxed);
    outputBuffer[3u] = int(uchar(t_3 >> (24u & 31u)));
    uint t_4 = atomic_fetch_and_explicit(&buffer_1[2u], 4294902015u, memory_order_relaxed);
    uint t_5 = atomic_fetch_or_explicit(&buffer_1[2u], 43776u, memory_order_relaxed);
    uint t_6 = atomic_fetch_and_explicit(&buffer_1[2u], 4278255615u, memory_order_relaxed);
    uint t_7 = atomic_fetch_or_explicit(&buffer_1[2u], 16646144u, memory_order_relaxed);
    uint t_8 = atomic_load_explicit(&buffer_1[2u], memory_order_relaxed);
    outputBuffer[4u] = int(t_8);
    uint t_9 = atomic_fetch_and_explicit(&buffer_1[3u], 4294967040u, memory_order_relaxed);
    uint t_10 = atomic_fetch_or_explicit(&buffer_1[3u], 7u, memory_order_relaxed);
    uint t_11 = atomic_fetch_and_explicit(&buffer_1[3u], 4294902015u, memory_order_relaxed);
    uint t_12 = atomic_fetch_or_explicit(&buffer_1[3u], 65280u, memory_order_relaxed);
    atomic_store_explicit(&buffer_1[4u], t_2, memory_order_relaxed);
    uint t_13 = atomic_load_explicit(&buffer_1[3u], memory_order_relaxed);
    uint t_14 = atomic_load_explicit(&buffer_1[4u], memory_order_relaxed);
    outputBuffer[5u] = int(t_13) + int(as_type<float>(t_14) * 100.0f);
    return;
}
