#include <metal_stdlib>
using namespace metal;
struct Pair
{
    int a;
    int b;
};
kernel void computeMain(uint3 in_LocalInvocationId [[thread_position_in_threadgroup]], device int* outputBuffer [[buffer(0)]]) {
    uint3 LocalInvocationId = in_LocalInvocationId;
    threadgroup array<int, 4> slots;
    threadgroup Pair pair;
    uint3 t = LocalInvocationId;
    int t_1 = int(t.x);
    slots[t_1] = (t_1 + 1) * 3;
    if (t_1 == 0) {
        pair.a = 4;
        pair.b = 7;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    int t_2 = slots[3 - t_1];
    int t_3 = slots[t_1];
    outputBuffer[uint(t_1)] = t_2 + t_3;
    int t_4 = pair.a;
    int t_5 = pair.b;
    outputBuffer[uint(4 + t_1)] = t_4 * 10 + t_5 + t_1;
    return;
}
