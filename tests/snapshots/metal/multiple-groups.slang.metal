#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_LocalInvocationId [[thread_position_in_threadgroup]], uint3 in_WorkgroupId [[threadgroup_position_in_grid]], uint3 in_GlobalInvocationId [[thread_position_in_grid]], device uint* outputBuffer [[buffer(0)]]) {
    uint3 LocalInvocationId = in_LocalInvocationId;
    uint3 WorkgroupId = in_WorkgroupId;
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint3 t_1 = WorkgroupId;
    uint3 t_2 = LocalInvocationId;
    uint t_3 = t.x;
    outputBuffer[t_3] = t_1.x * 100u + t_2.x * 10u + t_3;
    return;
}
