#include <metal_stdlib>
using namespace metal;
struct Words
{
    array<uint, 2> v;
};
kernel void computeMain(const device uint* input [[buffer(0)]], device uint* output [[buffer(1)]]) {
    uint t = input[1u];
    uint t_1 = input[2u];
    uint t_2 = input[3u];
    output[0u] = t;
    output[1u] = t_1;
    output[2u] = t_2;
    uint t_3 = input[0u];
    uint t_4 = input[2u];
    uint t_5 = input[3u];
    ulong t_6 = ulong(t_4) | ulong(t_5) << (ulong(32) & ulong(63));
    output[3u] = t_3;
    output[5u] = uint(t_6);
    output[6u] = uint(t_6 >> (ulong(32) & ulong(63)));
    uint t_7 = input[0u];
    uint t_8 = input[1u];
    uint t_9 = input[2u];
    output[7u] = t_7;
    output[8u] = t_8;
    output[9u] = t_9;
    uint t_10 = input[4u];
    uint t_11 = input[5u];
    ulong t_12 = (ulong(t_10) | ulong(t_11) << (ulong(32) & ulong(63))) + ulong(1);
    output[10u] = uint(t_12);
    output[11u] = uint(t_12 >> (ulong(32) & ulong(63)));
    uint t_13 = input[6u];
    uint t_14 = input[7u];
    int2 t_15 = as_type<int2>(float2(as_type<float>(t_13), as_type<float>(t_14))) * int2(2, 2);
    output[12u] = as_type<uint>(t_15.x);
    output[13u] = as_type<uint>(t_15.y);
    uint t_16 = input[6u];
    uint t_17 = input[7u];
    Words ws = Words{};
    ws = Words{array<uint, 2>{t_16, t_17}};
    uint t_18 = ws.v[1];
    uint t_19 = ws.v[0];
    output[14u] = t_18;
    output[15u] = t_19;
    uint t_20 = input[1u];
    uint t_21 = input[2u];
    ulong t_22 = ulong(t_20) | ulong(t_21) << (ulong(32) & ulong(63));
    output[16u] = uint(t_22);
    output[17u] = uint(t_22 >> (ulong(32) & ulong(63)));
    return;
}
