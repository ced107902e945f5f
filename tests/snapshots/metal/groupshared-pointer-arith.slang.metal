#include <metal_stdlib>
using namespace metal;
struct Pair
{
    int a;
    int b;
};
kernel void computeMain(uint3 in_LocalInvocationId [[thread_position_in_threadgroup]], device int* outputBuffer [[buffer(0)]]) {
    uint3 LocalInvocationId = in_LocalInvocationId;
    threadgroup array<int, 8> slots;
    threadgroup array<Pair, 4> pairs;
    uint3 t = LocalInvocationId;
    uint t_1 = t.x;
    long t_2 = long(t_1);
    (&slots[0])[t_2] = int(10u * t_1 + 1u);
    uint t_3 = t_1 + 4u;
    (&slots[0])[t_3] = int(10u * t_3 + 1u);
    int t_4 = int(t_1);
    (&pairs[0])[long(ulong(t_1))].a = t_4;
    (&pairs[0])[long(ulong(t_1))].b = t_4 * 100;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    int t_5 = (&(&slots[0])[long(7)])[-long(t_4)];
    outputBuffer[t_1] = t_5;
    int t_6 = (&(&slots[0])[t_2])[long(4)];
    outputBuffer[t_3] = t_6;
    int t_7 = (&pairs[0])[long(3u - t_1)].b;
    int t_8 = (&pairs[0])[t_2].a;
    outputBuffer[8u + t_1] = t_7 + t_8;
    return;
}
