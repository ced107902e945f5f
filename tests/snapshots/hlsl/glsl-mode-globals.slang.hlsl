[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
uint core_subgroupBallotFindLSB(uint4 value);
uint core_subgroupBallotFindMSB(uint4 value_1);
void computeMain_1() {
    outputBuffer[0u] = 23.0f;
    outputBuffer[1u] = 34.0f;
    outputBuffer[2u] = 17.0f;
    outputBuffer[3u] = 39.0f;
    outputBuffer[4u] = 21.0f;
    outputBuffer[5u] = 32.0f;
    outputBuffer[6u] = 6.0f;
    outputBuffer[7u] = 5.0f;
    outputBuffer[8u] = 12.0f;
    uint t = WaveActiveBitAnd(1u);
    uint t_1 = WaveActiveBitOr(0u);
    uint t_2 = WaveActiveBitXor(1u);
    outputBuffer[9u] = (float)(t != 0u) + 2.0f * (float)(t_1 != 0u) + 4.0f * (float)(t_2 != 0u);
    uint2 t_3 = WaveActiveBitOr(uint2(1u, 0u));
    bool2 t_4 = t_3 != uint2(0u, 0u);
    outputBuffer[10u] = (float)t_4.x + 2.0f * (float)t_4.y;
    uint t_5 = core_subgroupBallotFindLSB(uint4(6u, 0u, 0u, 0u));
    outputBuffer[11u] = (float)t_5;
    uint t_6 = core_subgroupBallotFindMSB(uint4(6u, 0u, 0u, 0u));
    outputBuffer[12u] = (float)t_6;
    outputBuffer[13u] = 2.0f;
    return;
}
uint core_subgroupBallotFindLSB(uint4 value) {
    uint4 value_2 = (uint4)0u;
    value_2 = value;
    uint i;
    uint i_1 = 0u;
    for (;;) {
        if (i_1 < 4u) {
        } else {
            i = i_1;
            break;
        }
        uint t_7 = value_2[i_1];
        if (t_7 != 0u) {
            uint t_8 = value_2[i_1];
            return i_1 * 32u + (uint)firstbitlow(t_8);
        }
        i_1 = i_1 + 1u;
        continue;
    }
    return 4294967295u;
}
uint core_subgroupBallotFindMSB(uint4 value_1) {
    uint4 value_3 = (uint4)0u;
    value_3 = value_1;
    int i_2;
    int i_3 = 3;
    for (;;) {
        if (i_3 >= 0) {
        } else {
            i_2 = i_3;
            break;
        }
        uint t_9 = value_3[i_3];
        if (t_9 != 0u) {
            uint t_10 = value_3[i_3];
            return (uint)i_3 * 32u + (uint)firstbithigh(t_10);
        }
        i_3 = i_3 - 1;
        continue;
    }
    return 4294967295u;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
