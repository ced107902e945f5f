#include <metal_stdlib>
using namespace metal;
uint4 core_lanes_below(uint p);
kernel void computeMain(uint in_SubgroupLocalInvocationId [[thread_index_in_simdgroup]], uint3 in_GlobalInvocationId [[thread_position_in_grid]], device uint* outputBuffer [[buffer(0)]]) {
    uint SubgroupLocalInvocationId = in_SubgroupLocalInvocationId;
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    uint4 t_2 = uint4(uint(static_cast<ulong>(simd_ballot(true))), uint(static_cast<ulong>(simd_ballot(true)) >> 32), 0u, 0u);
    uint t_3 = t_2.x;
    uint t_4 = simd_sum(t_1);
    int2 t_5 = simd_broadcast_first(int2(3, 0));
    bool t_6 = simd_all(all(int2(3, 0) == t_5));
    uint t_7 = simd_broadcast_first(t_1);
    bool t_8 = simd_all(t_1 == t_7);
    uint4 t_9 = uint4(uint(static_cast<ulong>(simd_ballot(t_1 != 1u))), uint(static_cast<ulong>(simd_ballot(t_1 != 1u)) >> 32), 0u, 0u);
    uint t_10 = SubgroupLocalInvocationId;
    uint4 t_11 = core_lanes_below(t_10);
    uint4 t_12 = t_9 & t_11;
    uint t_13 = simd_shuffle(t_1 * 10u, 2u);
    uint t_14 = simd_shuffle(t_1, 3u);
    uint t_15 = t_1 * 8u;
    outputBuffer[t_15] = t_3 + (t_4 << (4u & 31u)) + (uint(t_6) << (8u & 31u)) + (uint(t_8) << (9u & 31u)) + (popcount(t_12.x) + popcount(t_12.y) + popcount(t_12.z) + popcount(t_12.w) << (12u & 31u)) + (t_13 << (16u & 31u)) + (t_14 << (24u & 31u));
    uint t_16 = SubgroupLocalInvocationId;
    uint4 t_17 = core_lanes_below(t_16 + 1u);
    uint t_18 = SubgroupLocalInvocationId;
    uint4 t_19 = core_lanes_below(t_18);
    uint t_20 = SubgroupLocalInvocationId;
    uint4 t_21 = core_lanes_below(t_20);
    outputBuffer[t_15 + 1u] = (t_17 & ~t_19).x | t_21.y << (8u & 31u);
    uint t_22 = SubgroupLocalInvocationId;
    uint4 t_23 = core_lanes_below(t_22);
    outputBuffer[t_15 + 2u] = (~t_23).x & t_3;
    uint t_24 = SubgroupLocalInvocationId;
    uint4 t_25 = core_lanes_below(t_24 + 1u);
    uint t_26 = SubgroupLocalInvocationId;
    uint4 t_27 = core_lanes_below(t_26 + 1u);
    outputBuffer[t_15 + 3u] = t_25.x | ((~t_27).x & t_3) << (8u & 31u);
    float2x2 x = float2x2{};
    x = float2x2(float2(float(t_1), 1.0f), float2(2.0f, float(t_1 * t_1)));
    float2x2 r = float2x2{};
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            i = i_1;
            break;
        }
        float2 t_28 = x[i_1];
        float2 t_29 = simd_sum(t_28);
        r[i_1] = t_29;
        i_1 = i_1 + 1;
        continue;
    }
    float2x2 t_30 = r;
    float2 t_31 = t_30[0];
    float2 t_32 = t_30[1];
    outputBuffer[t_15 + 4u] = uint(t_31.x + t_31.y * 10.0f + t_32.x * 100.0f + t_32.y * 1000.0f);
    array<int2, 2> x_1 = array<int2, 2>{};
    x_1 = array<int2, 2>{int2(int(t_1), 5), int2(6, 7)};
    array<int2, 2> r_1 = array<int2, 2>{};
    int i_2;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            i_2 = i_3;
            break;
        }
        int2 t_33 = x_1[i_3];
        int2 t_34 = simd_shuffle(t_33, 1u);
        r_1[i_3] = t_34;
        i_3 = i_3 + 1;
        continue;
    }
    array<int2, 2> t_35 = r_1;
    outputBuffer[t_15 + 5u] = uint(t_35[0].x + t_35[1].y * 10);
    uint4 t_36 = uint4(uint(static_cast<ulong>(simd_ballot(t_1 >= 2u))), uint(static_cast<ulong>(simd_ballot(t_1 >= 2u)) >> 32), 0u, 0u);
    uint4 t_37 = uint4(uint(static_cast<ulong>(simd_ballot(true))), uint(static_cast<ulong>(simd_ballot(true)) >> 32), 0u, 0u);
    outputBuffer[t_15 + 6u] = t_36.x | t_37.x << (8u & 31u);
    uint t_38 = simd_prefix_exclusive_product(t_1 + 1u);
    uint4 t_39 = uint4(uint(static_cast<ulong>(simd_ballot(true))), uint(static_cast<ulong>(simd_ballot(true)) >> 32), 0u, 0u);
    outputBuffer[t_15 + 7u] = t_38 + t_39.x * 16u;
    return;
}
uint4 core_lanes_below(uint p) {
    uint4 r_2 = uint4{};
    uint i_4;
    uint i_5 = 0u;
    for (;;) {
        if (i_5 < 4u) {
        } else {
            i_4 = i_5;
            break;
        }
        uint t_40 = i_5 * 32u;
        uint t_41;
        if (p >= t_40 + 32u) {
            t_41 = 4294967295u;
        } else {
            t_41 = select((1u << (p - t_40 & 31u)) - 1u, 0u, p <= t_40);
        }
        r_2[i_5] = t_41;
        i_5 = i_5 + 1u;
        continue;
    }
    uint4 t_42 = r_2;
    return t_42;
}
