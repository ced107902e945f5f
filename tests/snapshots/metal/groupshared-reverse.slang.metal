#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_LocalInvocationId [[thread_position_in_threadgroup]], device uint* outputBuffer [[buffer(0)]]) {
    uint3 LocalInvocationId = in_LocalInvocationId;
    threadgroup array<uint, 8> shared_1;
    uint3 t = LocalInvocationId;
    uint t_1 = t.x;
    shared_1[t_1] = t_1 * t_1;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint t_2 = shared_1[7u - t_1];
    outputBuffer[t_1] = t_2;
    return;
}
