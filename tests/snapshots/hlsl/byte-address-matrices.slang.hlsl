[[vk::binding(0, 0)]] StructuredBuffer<uint> data : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint t = data[0u];
    uint t_1 = data[1u];
    uint t_2 = data[2u];
    uint t_3 = data[3u];
    uint t_4 = data[4u];
    uint t_5 = data[5u];
    uint t_6 = data[6u];
    uint t_7 = data[7u];
    uint t_8 = data[8u];
    uint t_9 = data[9u];
    uint t_10 = data[10u];
    uint t_11 = data[11u];
    uint t_12 = data[12u];
    uint t_13 = data[13u];
    uint t_14 = data[14u];
    uint t_15 = data[15u];
    uint t_16 = data[16u];
    uint t_17 = data[17u];
    uint t_18 = data[18u];
    uint t_19 = data[19u];
    uint t_20 = data[20u];
    uint t_21 = data[21u];
    uint t_22 = data[22u];
    uint t_23 = data[23u];
    outputBuffer[0u] = t_1;
    outputBuffer[1u] = t_4;
    outputBuffer[2u] = t_10;
    outputBuffer[3u] = t_9;
    outputBuffer[4u] = t_15;
    outputBuffer[5u] = t_22;
    outputBuffer[6u] = t;
    outputBuffer[7u] = t_1;
    outputBuffer[8u] = t_2;
    outputBuffer[9u] = t_3;
    outputBuffer[10u] = t_4;
    outputBuffer[11u] = t_5;
    outputBuffer[12u] = t_6;
    outputBuffer[13u] = t_7;
    outputBuffer[14u] = t_8;
    outputBuffer[16u] = t_10;
    outputBuffer[18u] = t_12;
    outputBuffer[20u] = t_14;
    outputBuffer[15u] = t_9;
    outputBuffer[17u] = t_11;
    outputBuffer[19u] = t_13;
    outputBuffer[21u] = t_15;
    outputBuffer[22u] = t_16;
    outputBuffer[23u] = t_17;
    outputBuffer[24u] = t_18;
    outputBuffer[25u] = t_19;
    outputBuffer[26u] = t_20;
    outputBuffer[27u] = t_21;
    outputBuffer[28u] = t_22;
    outputBuffer[29u] = t_23;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
