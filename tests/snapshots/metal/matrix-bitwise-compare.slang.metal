#include <metal_stdlib>
using namespace metal;
bool core_all(array<bool2, 2> x);
bool core_any(array<bool2, 2> x_1);
bool core_all_1(array<int2, 2> x_2);
bool core_any_1(array<int2, 2> x_3);
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    int t_1 = int(t.x);
    int2 t_2 = int2(1 + t_1, 2);
    int2 t_3 = int2(3 + t_1, 1);
    bool2 t_4 = int2(3, 4) >= t_3;
    bool2 t_5 = int2(3, 4) < t_3;
    bool2 t_6 = t_2 >= int2(2, 2);
    bool2 t_7 = t_2 < int2(2, 2);
    outputBuffer[0u] = (t_2 << (int2(2, 2) & int2(31))).x;
    outputBuffer[1u] = 16;
    int2 t_8 = t_2 << (int2(3, 3) & int2(31)) >> (int2(1, 2) & int2(31));
    outputBuffer[2u] = t_8.x;
    outputBuffer[3u] = t_8.y;
    outputBuffer[4u] = 3;
    outputBuffer[5u] = 32;
    outputBuffer[6u] = select(0, 1, t_7.x);
    outputBuffer[7u] = select(0, 1, t_7.y);
    outputBuffer[8u] = select(0, 1, t_4.y);
    bool t_9 = core_all(array<bool2, 2>{t_7 | t_6, t_5 | t_4});
    outputBuffer[9u] = select(0, 1, t_9);
    bool t_10 = core_any(array<bool2, 2>{t_7 & t_6, t_5 & t_4});
    outputBuffer[10u] = select(0, 1, t_10);
    bool t_11 = core_all(array<bool2, 2>{t_6, t_4});
    outputBuffer[11u] = select(0, 1, t_11);
    outputBuffer[12u] = select(0, 1, t_4.x);
    outputBuffer[13u] = (int2(3, 4) ^ t_3).y;
    outputBuffer[14u] = (t_2 ^ int2(2, 2)).x;
    bool t_12 = core_all_1(array<int2, 2>{t_2, int2(3, 4)});
    outputBuffer[15u] = select(0, 1, t_12);
    bool t_13 = core_any_1(array<int2, 2>{int2(0, 0), int2(0, 0)});
    outputBuffer[16u] = select(0, 1, t_13);
    bool t_14 = core_all(array<bool2, 2>{bool2(true, true), bool2(true, true)});
    outputBuffer[17u] = select(0, 1, t_14);
    return;
}
bool core_all(array<bool2, 2> x) {
    array<bool2, 2> x_4 = array<bool2, 2>{};
    x_4 = x;
    int r;
    int r_1 = 0;
    for (;;) {
        if (r_1 < 2) {
        } else {
            r = r_1;
            break;
        }
        bool2 t_15 = x_4[r_1];
        if (!all(t_15)) {
            return false;
        }
        r_1 = r_1 + 1;
        continue;
    }
    return true;
}
bool core_any(array<bool2, 2> x_1) {
    array<bool2, 2> x_5 = array<bool2, 2>{};
    x_5 = x_1;
    int r_2;
    int r_3 = 0;
    for (;;) {
        if (r_3 < 2) {
        } else {
            r_2 = r_3;
            break;
        }
        bool2 t_16 = x_5[r_3];
        if (any(t_16)) {
            return true;
        }
        r_3 = r_3 + 1;
        continue;
    }
    return false;
}
bool core_all_1(array<int2, 2> x_2) {
    array<int2, 2> x_6 = array<int2, 2>{};
    x_6 = x_2;
    int r_4;
    int r_5 = 0;
    for (;;) {
        if (r_5 < 2) {
        } else {
            r_4 = r_5;
            break;
        }
        int2 t_17 = x_6[r_5];
        if (!all(bool2(t_17))) {
            return false;
        }
        r_5 = r_5 + 1;
        continue;
    }
    return true;
}
bool core_any_1(array<int2, 2> x_3) {
    array<int2, 2> x_7 = array<int2, 2>{};
    x_7 = x_3;
    int r_6;
    int r_7 = 0;
    for (;;) {
        if (r_7 < 2) {
        } else {
            r_6 = r_7;
            break;
        }
        int2 t_18 = x_7[r_7];
        if (any(bool2(t_18))) {
            return true;
        }
        r_7 = r_7 + 1;
        continue;
    }
    return false;
}
