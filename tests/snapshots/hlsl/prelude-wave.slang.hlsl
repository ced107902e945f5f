static uint SubgroupLocalInvocationId;
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u0, space0);
void computeMain_1();
uint4 core_lanes_below(uint p);
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    uint4 t_2 = WaveActiveBallot(true);
    uint t_3 = t_2.x;
    uint t_4 = WaveActiveSum(t_1);
    int2 t_5 = WaveReadLaneFirst(int2(3, 0));
    bool t_6 = WaveActiveAllTrue(all(int2(3, 0) == t_5));
    uint t_7 = WaveReadLaneFirst(t_1);
    bool t_8 = WaveActiveAllTrue(t_1 == t_7);
    uint4 t_9 = WaveActiveBallot(t_1 != 1u);
    uint t_10 = SubgroupLocalInvocationId;
    uint4 t_11 = core_lanes_below(t_10);
    uint4 t_12 = t_9 & t_11;
    uint t_13 = WaveReadLaneAt(t_1 * 10u, 2u);
    uint t_14 = WaveReadLaneAt(t_1, 3u);
    uint t_15 = t_1 * 8u;
    outputBuffer[t_15] = t_3 + (t_4 << (4u & 31u)) + ((uint)t_6 << (8u & 31u)) + ((uint)t_8 << (9u & 31u)) + ((uint)countbits(t_12.x) + (uint)countbits(t_12.y) + (uint)countbits(t_12.z) + (uint)countbits(t_12.w) << (12u & 31u)) + (t_13 << (16u & 31u)) + (t_14 << (24u & 31u));
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
    row_major float2x2 x = (float2x2)0.0f;
    x = float2x2(float2((float)t_1, 1.0f), float2(2.0f, (float)(t_1 * t_1)));
    row_major float2x2 r = (float2x2)0.0f;
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            i = i_1;
            break;
        }
        float2 t_28 = x[i_1];
        float2 t_29 = WaveActiveSum(t_28);
        r[i_1] = t_29;
        i_1 = i_1 + 1;
        continue;
    }
    row_major float2x2 t_30 = r;
    float2 t_31 = t_30[0];
    float2 t_32 = t_30[1];
    outputBuffer[t_15 + 4u] = (uint)(t_31.x + t_31.y * 10.0f + t_32.x * 100.0f + t_32.y * 1000.0f);
    int2 t_33[2] = {int2((int)t_1, 5), int2(6, 7)};
    int2 x_1[2] = {(int2)0, (int2)0};
    x_1 = t_33;
    int2 r_1[2] = {(int2)0, (int2)0};
    int i_2;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            i_2 = i_3;
            break;
        }
        int2 t_34 = x_1[i_3];
        int2 t_35 = WaveReadLaneAt(t_34, 1u);
        r_1[i_3] = t_35;
        i_3 = i_3 + 1;
        continue;
    }
    int2 t_36[2] = r_1;
    outputBuffer[t_15 + 5u] = (uint)(t_36[0].x + t_36[1].y * 10);
    uint4 t_37 = WaveActiveBallot(t_1 >= 2u);
    uint4 t_38 = WaveActiveBallot(true);
    outputBuffer[t_15 + 6u] = t_37.x | t_38.x << (8u & 31u);
    uint t_39 = WavePrefixProduct(t_1 + 1u);
    uint4 t_40 = WaveActiveBallot(true);
    outputBuffer[t_15 + 7u] = t_39 + t_40.x * 16u;
    return;
}
uint4 core_lanes_below(uint p) {
    uint4 r_2 = (uint4)0u;
    uint i_4;
    uint i_5 = 0u;
    for (;;) {
        if (i_5 < 4u) {
        } else {
            i_4 = i_5;
            break;
        }
        uint t_41 = i_5 * 32u;
        uint t_42;
        if (p >= t_41 + 32u) {
            t_42 = 4294967295u;
        } else {
            t_42 = p <= t_41 ? 0u : (1u << (p - t_41 & 31u)) - 1u;
        }
        r_2[i_5] = t_42;
        i_5 = i_5 + 1u;
        continue;
    }
    uint4 t_43 = r_2;
    return t_43;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    SubgroupLocalInvocationId = WaveGetLaneIndex();
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
