#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]], device int* inputs [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 900;
    int t = inputs[1u];
    int t_1 = inputs[0u];
    uint t_2 = (uint(t) & 15u & 4294901775u | uint(t_1 * 20) << (4u & 31u) & 65520u) & 65535u | 4293984256u;
    int t_3 = inputs[1u];
    int t_4 = inputs[2u];
    ulong t_5 = ulong(long(t_3) << (long(30) & long(63))) & ulong(1099511627775) & ulong(18446736377128157183) | ulong(uchar(t_4 + 1)) << (ulong(40) & ulong(63)) & ulong(7696581394432);
    int t_6 = as_type<int>(t_2 << (28u & 31u)) >> (28 & 31);
    outputBuffer[1u] = t_6;
    outputBuffer[2u] = int(t_2 << (16u & 31u) >> (20u & 31u));
    outputBuffer[3u] = int(t_2 >> (16u & 31u));
    outputBuffer[4u] = int(as_type<long>(t_5 << (ulong(24) & ulong(63))) >> (long(24) & long(63)) >> (long(20) & long(63)));
    outputBuffer[5u] = int(uchar(t_5 << (ulong(21) & ulong(63)) >> (ulong(61) & ulong(63))));
    outputBuffer[6u] = as_type<int>((t_2 & 4294967280u | uint(t_6 + 10) & 15u) << (28u & 31u)) >> (28 & 31);
    outputBuffer[7u] = 12188089;
    outputBuffer[8u] = 1682;
    outputBuffer[9u] = 28;
    outputBuffer[10u] = 28;
    outputBuffer[11u] = 9;
    return;
}
