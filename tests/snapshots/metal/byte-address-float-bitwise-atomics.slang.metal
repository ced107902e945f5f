#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device atomic_uint* fBuf [[buffer(0)]], device uint* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint t = atomic_exchange_explicit(&fBuf[0u], 1075838976u, memory_order_relaxed);
    uint old = 1073741824u;
    while (!atomic_compare_exchange_weak_explicit(&fBuf[1u], &old, 1088421888u, memory_order_relaxed, memory_order_relaxed) && old == 1073741824u) {
    }
    uint t_1 = old;
    uint old_1 = 0u;
    while (!atomic_compare_exchange_weak_explicit(&fBuf[2u], &old_1, 1091567616u, memory_order_relaxed, memory_order_relaxed) && old_1 == 0u) {
    }
    uint t_2 = old_1;
    uint old_2 = 1077936128u;
    while (!atomic_compare_exchange_weak_explicit(&fBuf[3u], &old_2, 1082130432u, memory_order_relaxed, memory_order_relaxed) && old_2 == 1077936128u) {
    }
    uint t_3 = old_2;
    uint old_3 = 1077936128u;
    while (!atomic_compare_exchange_weak_explicit(&fBuf[3u], &old_3, 1084227584u, memory_order_relaxed, memory_order_relaxed) && old_3 == 1077936128u) {
    }
    uint t_4 = old_3;
    outputBuffer[0u] = uint(as_type<float>(t) * 100.0f);
    outputBuffer[1u] = uint(as_type<float>(t_1) * 100.0f);
    outputBuffer[2u] = t_2;
    uint t_5 = atomic_load_explicit(&fBuf[0u], memory_order_relaxed);
    outputBuffer[3u] = uint(as_type<float>(t_5) * 100.0f);
    uint t_6 = atomic_load_explicit(&fBuf[1u], memory_order_relaxed);
    outputBuffer[4u] = uint(as_type<float>(t_6) * 100.0f);
    uint t_7 = atomic_load_explicit(&fBuf[2u], memory_order_relaxed);
    outputBuffer[5u] = t_7;
    uint t_8 = atomic_load_explicit(&fBuf[3u], memory_order_relaxed);
    outputBuffer[6u] = uint(as_type<float>(t_8) * 100.0f);
    outputBuffer[7u] = 1u;
    return;
}
