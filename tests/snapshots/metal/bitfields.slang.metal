#include <metal_stdlib>
using namespace metal;
struct Flags
{
    uint _bits0;
    uint plain;
    ulong _bits2;
};
struct Split
{
    uint _bits0;
    uint _bits1;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]], device int* inputs [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    Flags f = Flags{};
    f = Flags{0u, 9u, ulong(0)};
    uint t = f._bits0;
    uint t_1 = f._bits0;
    uint t_2 = f._bits0;
    uint t_3 = f.plain;
    outputBuffer[0u] = (as_type<int>(t << (28u & 31u)) >> (28 & 31)) + int(t_1 << (16u & 31u) >> (20u & 31u)) + int(t_2 >> (16u & 31u)) + int(t_3) * 100;
    int t_4 = inputs[1u];
    uint t_5 = f._bits0;
    f._bits0 = t_5 & 4294967280u | uint(t_4) & 15u;
    int t_6 = inputs[0u];
    uint t_7 = f._bits0;
    f._bits0 = t_7 & 4294901775u | uint(t_6 * 20) << (4u & 31u) & 65520u;
    uint t_8 = f._bits0;
    f._bits0 = t_8 & 65535u | 4293984256u;
    int t_9 = inputs[1u];
    ulong t_10 = f._bits2;
    f._bits2 = t_10 & ulong(18446742974197923840) | ulong(long(t_9) << (long(30) & long(63))) & ulong(1099511627775);
    int t_11 = inputs[2u];
    ulong t_12 = f._bits2;
    f._bits2 = t_12 & ulong(18446736377128157183) | ulong(uchar(t_11 + 1)) << (ulong(40) & ulong(63)) & ulong(7696581394432);
    uint t_13 = f._bits0;
    outputBuffer[1u] = as_type<int>(t_13 << (28u & 31u)) >> (28 & 31);
    uint t_14 = f._bits0;
    outputBuffer[2u] = int(t_14 << (16u & 31u) >> (20u & 31u));
    uint t_15 = f._bits0;
    outputBuffer[3u] = int(t_15 >> (16u & 31u));
    ulong t_16 = f._bits2;
    outputBuffer[4u] = int(as_type<long>(t_16 << (ulong(24) & ulong(63))) >> (long(24) & long(63)) >> (long(20) & long(63)));
    ulong t_17 = f._bits2;
    outputBuffer[5u] = int(uchar(t_17 << (ulong(21) & ulong(63)) >> (ulong(61) & ulong(63))));
    uint t_18 = f._bits0;
    uint t_19 = f._bits0;
    f._bits0 = t_19 & 4294967280u | uint((as_type<int>(t_18 << (28u & 31u)) >> (28 & 31)) + 10) & 15u;
    uint t_20 = f._bits0;
    outputBuffer[6u] = as_type<int>(t_20 << (28u & 31u)) >> (28 & 31);
    Split s = Split{};
    uint t_21 = s._bits0;
    s._bits0 = t_21 & 4278190080u | 11259375u;
    uint t_22 = s._bits1;
    s._bits1 = t_22 & 4278190080u | 1193046u;
    uint t_23 = s._bits0;
    uint t_24 = s._bits1;
    outputBuffer[7u] = int(t_23 << (8u & 31u) >> (8u & 31u) ^ t_24 << (8u & 31u) >> (8u & 31u));
    outputBuffer[8u] = 1682;
    outputBuffer[9u] = 28;
    outputBuffer[10u] = 28;
    uint t_25 = f.plain;
    outputBuffer[11u] = int(t_25);
    return;
}
