static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
bool core_all(bool2 x[2]);
bool core_any(bool2 x_1[2]);
bool core_all_1(int2 x_2[2]);
bool core_any_1(int2 x_3[2]);
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int t_1 = (int)t.x;
    int2 t_2 = int2(1 + t_1, 2);
    int2 t_3[2] = {t_2, int2(3, 4)};
    int2 t_4 = int2(3 + t_1, 1);
    bool2 t_5 = int2(3, 4) >= t_4;
    bool2 t_6 = int2(3, 4) < t_4;
    bool2 t_7 = t_2 >= int2(2, 2);
    bool2 t_8 = t_2 < int2(2, 2);
    bool2 t_9[2] = {t_8 && t_7, t_6 && t_5};
    bool2 t_10[2] = {t_8 || t_7, t_6 || t_5};
    outputBuffer[0u] = (t_2 << (int2(2, 2) & int2(31, 31))).x;
    outputBuffer[1u] = 16;
    int2 t_11 = t_2 << (int2(3, 3) & int2(31, 31)) >> (int2(1, 2) & int2(31, 31));
    outputBuffer[2u] = t_11.x;
    outputBuffer[3u] = t_11.y;
    outputBuffer[4u] = 3;
    outputBuffer[5u] = 32;
    outputBuffer[6u] = t_8.x ? 1 : 0;
    outputBuffer[7u] = t_8.y ? 1 : 0;
    outputBuffer[8u] = t_5.y ? 1 : 0;
    bool t_12 = core_all(t_10);
    outputBuffer[9u] = t_12 ? 1 : 0;
    bool t_13 = core_any(t_9);
    outputBuffer[10u] = t_13 ? 1 : 0;
    bool2 t_14[2] = {t_7, t_5};
    bool t_15 = core_all(t_14);
    outputBuffer[11u] = t_15 ? 1 : 0;
    outputBuffer[12u] = t_5.x ? 1 : 0;
    outputBuffer[13u] = (int2(3, 4) ^ t_4).y;
    outputBuffer[14u] = (t_2 ^ int2(2, 2)).x;
    bool t_16 = core_all_1(t_3);
    outputBuffer[15u] = t_16 ? 1 : 0;
    int2 t_17[2] = {int2(0, 0), int2(0, 0)};
    bool t_18 = core_any_1(t_17);
    outputBuffer[16u] = t_18 ? 1 : 0;
    bool2 t_19[2] = {bool2(true, true), bool2(true, true)};
    bool t_20 = core_all(t_19);
    outputBuffer[17u] = t_20 ? 1 : 0;
    return;
}
bool core_all(bool2 x[2]) {
    bool2 x_4[2] = {(bool2)false, (bool2)false};
    x_4 = x;
    int r;
    int r_1 = 0;
    for (;;) {
        if (r_1 < 2) {
        } else {
            r = r_1;
            break;
        }
        bool2 t_21 = x_4[r_1];
        if (!all(t_21)) {
            return false;
        }
        r_1 = r_1 + 1;
        continue;
    }
    return true;
}
bool core_any(bool2 x_1[2]) {
    bool2 x_5[2] = {(bool2)false, (bool2)false};
    x_5 = x_1;
    int r_2;
    int r_3 = 0;
    for (;;) {
        if (r_3 < 2) {
        } else {
            r_2 = r_3;
            break;
        }
        bool2 t_22 = x_5[r_3];
        if (any(t_22)) {
            return true;
        }
        r_3 = r_3 + 1;
        continue;
    }
    return false;
}
bool core_all_1(int2 x_2[2]) {
    int2 x_6[2] = {(int2)0, (int2)0};
    x_6 = x_2;
    int r_4;
    int r_5 = 0;
    for (;;) {
        if (r_5 < 2) {
        } else {
            r_4 = r_5;
            break;
        }
        int2 t_23 = x_6[r_5];
        if (!all(t_23)) {
            return false;
        }
        r_5 = r_5 + 1;
        continue;
    }
    return true;
}
bool core_any_1(int2 x_3[2]) {
    int2 x_7[2] = {(int2)0, (int2)0};
    x_7 = x_3;
    int r_6;
    int r_7 = 0;
    for (;;) {
        if (r_7 < 2) {
        } else {
            r_6 = r_7;
            break;
        }
        int2 t_24 = x_7[r_7];
        if (any(t_24)) {
            return true;
        }
        r_7 = r_7 + 1;
        continue;
    }
    return false;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
