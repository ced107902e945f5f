#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint in_LocalInvocationIndex [[thread_index_in_threadgroup]], uint3 in_LocalInvocationId [[thread_position_in_threadgroup]], device uint* outputBuffer [[buffer(0)]]) {
    uint LocalInvocationIndex = in_LocalInvocationIndex;
    uint3 LocalInvocationId = in_LocalInvocationId;
    uint3 t = LocalInvocationId;
    uint t_1 = LocalInvocationIndex;
    outputBuffer[t_1] = t_1 * 1000u + t.y * 10u + t.x;
    return;
}
