#include <metal_stdlib>
using namespace metal;
uint4 core_WaveMatch(uint value, thread uint& SubgroupSize_1);
uint4 core_WaveMatch_1(uint2 value_1, thread uint& SubgroupSize_2);
kernel void computeMain(uint in_SubgroupSize [[threads_per_simdgroup]], uint3 in_GlobalInvocationId [[thread_position_in_grid]], device uint* outputBuffer [[buffer(0)]]) {
    uint SubgroupSize = in_SubgroupSize;
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    uint4 t_2 = core_WaveMatch(select(t_1 % 3u, t_1, 3u == 0u), SubgroupSize);
    outputBuffer[t_1] = t_2.x + t_2.y + t_2.z + t_2.w;
    if (t_1 >= 4u) {
        uint4 t_3 = core_WaveMatch_1(uint2(t_1 & 1u, 7u), SubgroupSize);
        outputBuffer[8u + t_1] = t_3.x;
    }
    return;
}
uint4 core_WaveMatch(uint value, thread uint& SubgroupSize_1) {
    uint4 t_4 = uint4(uint(static_cast<ulong>(simd_ballot(true))), uint(static_cast<ulong>(simd_ballot(true)) >> 32), 0u, 0u);
    uint4 active = uint4{};
    active = t_4;
    uint4 lanes = uint4{};
    lanes = uint4(0u, 0u, 0u, 0u);
    uint t_5 = SubgroupSize_1;
    uint j;
    uint j_1 = 0u;
    for (;;) {
        if (j_1 < t_5) {
        } else {
            j = j_1;
            break;
        }
        uint t_6 = 1u << (j_1 & 31u & 31u);
        uint t_7 = j_1 >> (5u & 31u);
        uint t_8 = active[t_7];
        if ((t_8 & t_6) != 0u) {
            uint t_9 = simd_shuffle(value, j_1);
            if (t_9 == value) {
                uint t_10 = lanes[t_7];
                lanes[t_7] = t_10 | t_6;
            }
        }
        j_1 = j_1 + 1u;
        continue;
    }
    uint4 t_11 = lanes;
    return t_11;
}
uint4 core_WaveMatch_1(uint2 value_1, thread uint& SubgroupSize_2) {
    uint4 t_12 = uint4(uint(static_cast<ulong>(simd_ballot(true))), uint(static_cast<ulong>(simd_ballot(true)) >> 32), 0u, 0u);
    uint4 active_1 = uint4{};
    active_1 = t_12;
    uint4 lanes_1 = uint4{};
    lanes_1 = uint4(0u, 0u, 0u, 0u);
    uint t_13 = SubgroupSize_2;
    uint j_2;
    uint j_3 = 0u;
    for (;;) {
        if (j_3 < t_13) {
        } else {
            j_2 = j_3;
            break;
        }
        uint t_14 = 1u << (j_3 & 31u & 31u);
        uint t_15 = j_3 >> (5u & 31u);
        uint t_16 = active_1[t_15];
        if ((t_16 & t_14) != 0u) {
            uint2 t_17 = simd_shuffle(value_1, j_3);
            if (all(t_17 == value_1)) {
                uint t_18 = lanes_1[t_15];
                lanes_1[t_15] = t_18 | t_14;
            }
        }
        j_3 = j_3 + 1u;
        continue;
    }
    uint4 t_19 = lanes_1;
    return t_19;
}
