static uint SubgroupSize;
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u0, space0);
void computeMain_1();
uint4 core_WaveMatch(uint value);
uint4 core_WaveMatch_1(uint2 value_1);
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    uint4 t_2 = core_WaveMatch(t_1 % 3u);
    outputBuffer[t_1] = t_2.x + t_2.y + t_2.z + t_2.w;
    if (t_1 >= 4u) {
        uint4 t_3 = core_WaveMatch_1(uint2(t_1 & 1u, 7u));
        outputBuffer[8u + t_1] = t_3.x;
    }
    return;
}
uint4 core_WaveMatch(uint value) {
    uint4 t_4 = WaveActiveBallot(true);
    uint4 active = (uint4)0u;
    active = t_4;
    uint4 lanes = (uint4)0u;
    lanes = uint4(0u, 0u, 0u, 0u);
    uint t_5 = SubgroupSize;
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
            uint t_9 = WaveReadLaneAt(value, j_1);
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
uint4 core_WaveMatch_1(uint2 value_1) {
    uint4 t_12 = WaveActiveBallot(true);
    uint4 active_1 = (uint4)0u;
    active_1 = t_12;
    uint4 lanes_1 = (uint4)0u;
    lanes_1 = uint4(0u, 0u, 0u, 0u);
    uint t_13 = SubgroupSize;
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
            uint2 t_17 = WaveReadLaneAt(value_1, j_3);
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
[numthreads(8, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    SubgroupSize = WaveGetLaneCount();
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
