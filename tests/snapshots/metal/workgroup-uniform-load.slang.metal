#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_LocalInvocationId [[thread_position_in_threadgroup]], device uint* outputBuffer [[buffer(0)]]) {
    uint3 LocalInvocationId = in_LocalInvocationId;
    threadgroup array<uint, 16> slots;
    threadgroup uint total;
    uint3 t = LocalInvocationId;
    uint t_1 = t.x;
    slots[t_1] = t_1 * 10u + 5u;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint t_2 = slots[15];
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (t_1 == 3u) {
        total = t_2 + 1u;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint t_3 = total;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint t_4;
    if (t_3 == 156u) {
        threadgroup_barrier(mem_flags::mem_threadgroup);
        t_4 = t_3 + 1u;
    } else {
        t_4 = t_3;
    }
    outputBuffer[t_1] = t_2 * 1000u + t_4;
    return;
}
