#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_WorkgroupId [[threadgroup_position_in_grid]], uint3 in_LocalInvocationId [[thread_position_in_threadgroup]], uint3 in_NumWorkgroups [[threadgroups_per_grid]], uint in_LocalInvocationIndex [[thread_index_in_threadgroup]], uint3 in_GlobalInvocationId [[thread_position_in_grid]], device uint* inputBuffer [[buffer(0)]], device int* outputBuffer [[buffer(1)]]) {
    uint3 WorkgroupId = in_WorkgroupId;
    uint3 LocalInvocationId = in_LocalInvocationId;
    uint3 NumWorkgroups = in_NumWorkgroups;
    uint LocalInvocationIndex = in_LocalInvocationIndex;
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    threadgroup atomic_uint total;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    uint t_2 = LocalInvocationIndex;
    if (t_2 == 0u) {
        atomic_store_explicit(&total, 0u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint t_3 = inputBuffer[t_1];
    uint t_4 = atomic_fetch_add_explicit(&total, t_3, memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (t_1 == 0u) {
        uint t_5 = atomic_load_explicit(&total, memory_order_relaxed);
        outputBuffer[0u] = int(t_5);
        outputBuffer[1u] = 6;
        outputBuffer[2u] = 12;
        outputBuffer[3u] = 3;
        outputBuffer[4u] = 1016;
        outputBuffer[5u] = 4;
        outputBuffer[6u] = 8;
        outputBuffer[7u] = -14;
        outputBuffer[8u] = 10;
        outputBuffer[9u] = 2;
        uint3 t_6 = NumWorkgroups;
        outputBuffer[10u] = int(t_6.x);
    }
    if (t_1 == 3u) {
        uint3 t_7 = LocalInvocationId;
        uint3 t_8 = WorkgroupId;
        outputBuffer[11u] = int(t_7.x) * 100 + int(t_8.x);
    }
    return;
}
