#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_LocalInvocationId [[thread_position_in_threadgroup]], device int* outputBuffer [[buffer(0)]]) {
    uint3 LocalInvocationId = in_LocalInvocationId;
    uint3 t = LocalInvocationId;
    int t_1 = int(t.x) + int(t.y) * 3;
    outputBuffer[uint(t_1)] = 321 + t_1 * 1000;
    return;
}
