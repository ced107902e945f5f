[[vk::binding(0, 0)]] RWStructuredBuffer<uint> inputBuffer : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u1, space0);
void computeMain_1();
uint4 core_msad4(uint p, uint2 p_1, uint4 p_2);
void computeMain_1() {
    uint t = inputBuffer[0u];
    uint t_1 = inputBuffer[1u];
    uint t_2 = inputBuffer[2u];
    uint4 t_3 = core_msad4(t, uint2(t_1, t_2), uint4(0u, 0u, 0u, 0u));
    outputBuffer[0u] = t_3.x;
    outputBuffer[1u] = t_3.y;
    outputBuffer[2u] = t_3.z;
    outputBuffer[3u] = t_3.w;
    uint t_4 = inputBuffer[3u];
    uint t_5 = inputBuffer[4u];
    uint t_6 = inputBuffer[5u];
    uint4 t_7 = core_msad4(t_4, uint2(t_5, t_6), uint4(1000u, 2000u, 3000u, 4000u));
    outputBuffer[4u] = t_7.x;
    outputBuffer[5u] = t_7.y;
    outputBuffer[6u] = t_7.z;
    outputBuffer[7u] = t_7.w;
    return;
}
uint4 core_msad4(uint p, uint2 p_1, uint4 p_2) {
    uint4 referenceBytes = (uint4)0u;
    referenceBytes = uint4(p, p >> (8u & 31u), p >> (16u & 31u), p >> (24u & 31u)) & uint4(255u, 255u, 255u, 255u);
    uint4 result = (uint4)0u;
    result = p_2;
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        uint t_8 = p_1.x;
        uint window;
        if (i_1 > 0) {
            int t_9 = 8 * i_1;
            window = t_8 >> ((uint)t_9 & 31u) | p_1.y << ((uint)(32 - t_9) & 31u);
        } else {
            window = t_8;
        }
        uint4 windowBytes = (uint4)0u;
        windowBytes = uint4(window, window >> (8u & 31u), window >> (16u & 31u), window >> (24u & 31u)) & uint4(255u, 255u, 255u, 255u);
        int j;
        int j_1 = 0;
        for (;;) {
            if (j_1 < 4) {
            } else {
                j = j_1;
                break;
            }
            uint t_10 = referenceBytes[j_1];
            if (t_10 != 0u) {
                uint t_11 = result[i_1];
                uint t_12 = referenceBytes[j_1];
                uint t_13 = windowBytes[j_1];
                result[i_1] = t_11 + (uint)abs((int)t_12 - (int)t_13);
            }
            j_1 = j_1 + 1;
            continue;
        }
        i_1 = i_1 + 1;
        continue;
    }
    uint4 t_14 = result;
    return t_14;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
