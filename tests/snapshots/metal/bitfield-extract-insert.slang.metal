#include <metal_stdlib>
using namespace metal;
uint core_bitfieldExtract(uint value, int p, int p_1);
int core_bitfieldExtract_1(int value_1, int offset, int bits);
int2 core_bitfieldExtract_4(int2 value_2, int offset_1, int bits_1);
uint core_bitfieldInsert(uint base, uint insert, int offset_2, int bits_2);
char core_bitfieldExtract_2(char value_3, int offset_3, int bits_3);
char core_bitfieldInsert_1(char base_1, char insert_1, int offset_4, int bits_4);
ushort core_bitfieldExtract_3(ushort value_4, int offset_5, int bits_5);
ushort core_bitfieldInsert_2(ushort base_2, ushort insert_2, int offset_6, int bits_6);
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    uint t = core_bitfieldExtract(4027435774u, 8, 8);
    outputBuffer[0u] = int(t);
    int t_1 = core_bitfieldExtract_1(-267531522, 8, 8);
    outputBuffer[1u] = t_1;
    int t_2 = core_bitfieldExtract_1(-267531522, 28, 4);
    outputBuffer[2u] = t_2;
    int t_3 = core_bitfieldExtract_1(-267531522, 3, 0);
    outputBuffer[3u] = t_3;
    uint r;
    int i;
    uint r_1 = 0u;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 1) {
        } else {
            uint t_4 = r_1;
            int t_5 = i_1;
            r = t_4;
            i = t_5;
            break;
        }
        uint t_6 = core_bitfieldInsert(4027435774u, 5u, 0, 4);
        uint t_7 = t_6;
        int t_8 = i_1 + 1;
        r_1 = t_7;
        i_1 = t_8;
        continue;
    }
    outputBuffer[4u] = int(r);
    uint r_2;
    int i_2;
    uint r_3 = 0u;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 1) {
        } else {
            uint t_9 = r_3;
            int t_10 = i_3;
            r_2 = t_9;
            i_2 = t_10;
            break;
        }
        uint t_11 = core_bitfieldInsert(4027435774u, 255u, 28, 0);
        uint t_12 = t_11;
        int t_13 = i_3 + 1;
        r_3 = t_12;
        i_3 = t_13;
        continue;
    }
    outputBuffer[5u] = int(r_2);
    char r_4;
    int i_4;
    char r_5 = char(0);
    int i_5 = 0;
    for (;;) {
        if (i_5 < 1) {
        } else {
            char t_14 = r_5;
            int t_15 = i_5;
            r_4 = t_14;
            i_4 = t_15;
            break;
        }
        char t_16 = core_bitfieldExtract_2(char(-100), 2, 4);
        char t_17 = t_16;
        int t_18 = i_5 + 1;
        r_5 = t_17;
        i_5 = t_18;
        continue;
    }
    outputBuffer[6u] = int(r_4);
    char r_6;
    int i_6;
    char r_7 = char(0);
    int i_7 = 0;
    for (;;) {
        if (i_7 < 1) {
        } else {
            char t_19 = r_7;
            int t_20 = i_7;
            r_6 = t_19;
            i_6 = t_20;
            break;
        }
        char t_21 = core_bitfieldInsert_1(char(-100), char(1), 7, 1);
        char t_22 = t_21;
        int t_23 = i_7 + 1;
        r_7 = t_22;
        i_7 = t_23;
        continue;
    }
    outputBuffer[7u] = int(r_6);
    ushort r_8;
    int i_8;
    ushort r_9 = ushort(0);
    int i_9 = 0;
    for (;;) {
        if (i_9 < 1) {
        } else {
            ushort t_24 = r_9;
            int t_25 = i_9;
            r_8 = t_24;
            i_8 = t_25;
            break;
        }
        ushort t_26 = core_bitfieldExtract_3(ushort(48879), 4, 8);
        ushort t_27 = t_26;
        int t_28 = i_9 + 1;
        r_9 = t_27;
        i_9 = t_28;
        continue;
    }
    outputBuffer[8u] = int(r_8);
    ushort r_10;
    int i_10;
    ushort r_11 = ushort(0);
    int i_11 = 0;
    for (;;) {
        if (i_11 < 1) {
        } else {
            ushort t_29 = r_11;
            int t_30 = i_11;
            r_10 = t_29;
            i_10 = t_30;
            break;
        }
        ushort t_31 = core_bitfieldInsert_2(ushort(48879), ushort(0), 12, 4);
        ushort t_32 = t_31;
        int t_33 = i_11 + 1;
        r_11 = t_32;
        i_11 = t_33;
        continue;
    }
    outputBuffer[9u] = int(r_10);
    int2 t_34 = core_bitfieldExtract_4(int2(112, 128), 4, 4);
    outputBuffer[10u] = t_34.x * 10 + t_34.y;
    uint2 base_3 = uint2{};
    base_3 = uint2(0u, 255u);
    uint2 insert_3 = uint2{};
    insert_3 = uint2(3u, 0u);
    uint2 r_12 = uint2{};
    int i_12;
    int i_13 = 0;
    for (;;) {
        if (i_13 < 2) {
        } else {
            i_12 = i_13;
            break;
        }
        uint t_35 = base_3[i_13];
        uint t_36 = insert_3[i_13];
        uint t_37 = core_bitfieldInsert(t_35, t_36, 1, 2);
        r_12[i_13] = t_37;
        i_13 = i_13 + 1;
        continue;
    }
    uint2 t_38 = r_12;
    outputBuffer[11u] = int(t_38.x * 1000u + t_38.y);
    return;
}
uint core_bitfieldExtract(uint value, int p, int p_1) {
    uint r_13;
    int i_14;
    uint r_14 = 0u;
    int i_15 = 0;
    for (;;) {
        if (i_15 < 1) {
        } else {
            uint t_39 = r_14;
            int t_40 = i_15;
            r_13 = t_39;
            i_14 = t_40;
            break;
        }
        uint t_41;
        for (;;) {
            if (p_1 <= 0) {
                t_41 = 0u;
                break;
            }
            t_41 = value << (uint(32 - p - p_1) & 31u) >> (uint(32 - p_1) & 31u);
            break;
        }
        uint t_42 = t_41;
        int t_43 = i_15 + 1;
        r_14 = t_42;
        i_15 = t_43;
        continue;
    }
    return r_13;
}
int core_bitfieldExtract_1(int value_1, int offset, int bits) {
    int r_15;
    int i_16;
    int r_16 = 0;
    int i_17 = 0;
    for (;;) {
        if (i_17 < 1) {
        } else {
            int t_44 = r_16;
            int t_45 = i_17;
            r_15 = t_44;
            i_16 = t_45;
            break;
        }
        int t_46;
        for (;;) {
            if (bits <= 0) {
                t_46 = 0;
                break;
            }
            t_46 = value_1 << (32 - offset - bits & 31) >> (32 - bits & 31);
            break;
        }
        int t_47 = t_46;
        int t_48 = i_17 + 1;
        r_16 = t_47;
        i_17 = t_48;
        continue;
    }
    return r_15;
}
int2 core_bitfieldExtract_4(int2 value_2, int offset_1, int bits_1) {
    int2 value_5 = int2{};
    value_5 = value_2;
    int2 r_17 = int2{};
    int i_18;
    int i_19 = 0;
    for (;;) {
        if (i_19 < 2) {
        } else {
            i_18 = i_19;
            break;
        }
        int t_49 = value_5[i_19];
        int t_50;
        for (;;) {
            if (bits_1 <= 0) {
                t_50 = 0;
                break;
            }
            t_50 = t_49 << (32 - offset_1 - bits_1 & 31) >> (32 - bits_1 & 31);
            break;
        }
        r_17[i_19] = t_50;
        i_19 = i_19 + 1;
        continue;
    }
    int2 t_51 = r_17;
    return t_51;
}
uint core_bitfieldInsert(uint base, uint insert, int offset_2, int bits_2) {
    if (bits_2 <= 0) {
        return base;
    }
    uint t_52 = uint(offset_2);
    uint t_53 = select(~(4294967295u << (uint(bits_2) & 31u)), 4294967295u, bits_2 >= 32) << (t_52 & 31u);
    return base & ~t_53 | insert << (t_52 & 31u) & t_53;
}
char core_bitfieldExtract_2(char value_3, int offset_3, int bits_3) {
    if (bits_3 <= 0) {
        return char(0);
    }
    return char(int(char(int(value_3) << (int(char(8 - offset_3 - bits_3)) & 31))) >> (int(char(8 - bits_3)) & 31));
}
char core_bitfieldInsert_1(char base_1, char insert_1, int offset_4, int bits_4) {
    if (bits_4 <= 0) {
        return base_1;
    }
    char t_54;
    if (bits_4 >= 8) {
        t_54 = char(-1);
    } else {
        t_54 = ~char(-1 << (int(char(bits_4)) & 31));
    }
    int t_55 = int(char(offset_4));
    char t_56 = char(int(t_54) << (t_55 & 31));
    return base_1 & ~t_56 | char(int(insert_1) << (t_55 & 31)) & t_56;
}
ushort core_bitfieldExtract_3(ushort value_4, int offset_5, int bits_5) {
    if (bits_5 <= 0) {
        return ushort(0);
    }
    return ushort(uint(ushort(uint(value_4) << (uint(ushort(16 - offset_5 - bits_5)) & 31u))) >> (uint(ushort(16 - bits_5)) & 31u));
}
ushort core_bitfieldInsert_2(ushort base_2, ushort insert_2, int offset_6, int bits_6) {
    if (bits_6 <= 0) {
        return base_2;
    }
    ushort t_57;
    if (bits_6 >= 16) {
        t_57 = ushort(65535);
    } else {
        t_57 = ~ushort(65535u << (uint(ushort(bits_6)) & 31u));
    }
    uint t_58 = uint(ushort(offset_6));
    ushort t_59 = ushort(uint(t_57) << (t_58 & 31u));
    return base_2 & ~t_59 | ushort(uint(insert_2) << (t_58 & 31u)) & t_59;
}
