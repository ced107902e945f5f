static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<int> values : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<int> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int t_1 = (int)t.x;
    int t_2;
    bool t_3;
    int t_4;
    bool t_5 = false;
    int t_6 = 0;
    for (;;) {
        bool t_7;
        int t_8;
        int k;
        bool t_9 = t_5;
        int t_10 = t_6;
        int k_1 = 0;
        for (;;) {
            if (k_1 < 8) {
            } else {
                bool t_11 = t_9;
                int t_12 = t_10;
                int t_13 = k_1;
                t_7 = t_11;
                t_8 = t_12;
                k = t_13;
                break;
            }
            int t_14 = values[(uint)k_1];
            bool t_15;
            int t_16;
            if (t_14 > t_1) {
                bool t_17 = true;
                int t_18 = k_1;
                int t_19 = k_1;
                t_7 = t_17;
                t_8 = t_18;
                k = t_19;
                break;
            } else {
                bool t_20 = t_9;
                int t_21 = t_10;
                t_15 = t_20;
                t_16 = t_21;
            }
            bool t_22 = t_15;
            int t_23 = t_16;
            int t_24 = k_1 + 1;
            t_9 = t_22;
            t_10 = t_23;
            k_1 = t_24;
            continue;
        }
        if (t_7) {
            int t_25 = t_8;
            bool t_26 = t_7;
            int t_27 = t_8;
            t_2 = t_25;
            t_3 = t_26;
            t_4 = t_27;
            break;
        }
        int t_28 = -1;
        bool t_29 = t_7;
        int t_30 = t_8;
        t_2 = t_28;
        t_3 = t_29;
        t_4 = t_30;
        break;
    }
    int t_31;
    bool t_32;
    int t_33;
    bool t_34 = false;
    int t_35 = 0;
    for (;;) {
        bool t_36;
        int t_37;
        switch (t_1 - t_1 / 3 * 3) {
        case 0:
        {
            int t_38 = values[(uint)t_1];
            bool t_39 = true;
            int t_40 = t_38;
            t_36 = t_39;
            t_37 = t_40;
            break;
        }
        case 1:
        {
            bool t_41;
            int t_42;
            if (t_1 > 3) {
                int t_43 = values[(uint)t_1];
                bool t_44 = true;
                int t_45 = -t_43;
                t_36 = t_44;
                t_37 = t_45;
                break;
            } else {
                bool t_46 = t_34;
                int t_47 = t_35;
                t_41 = t_46;
                t_42 = t_47;
            }
            bool t_48 = t_41;
            int t_49 = t_42;
            t_36 = t_48;
            t_37 = t_49;
            break;
        }
        default: {
            bool t_50;
            int t_51;
            int j;
            bool t_52 = t_34;
            int t_53 = t_35;
            int j_1 = 0;
            for (;;) {
                if (j_1 < 4) {
                } else {
                    bool t_54 = t_52;
                    int t_55 = t_53;
                    int t_56 = j_1;
                    t_50 = t_54;
                    t_51 = t_55;
                    j = t_56;
                    break;
                }
                bool t_57;
                int t_58;
                bool t_59 = t_52;
                int t_60 = t_53;
                for (;;) {
                    int t_61 = values[(uint)j_1];
                    bool t_62;
                    int t_63;
                    if (t_61 == t_1 + 1) {
                        bool t_64 = true;
                        int t_65 = 100 + j_1;
                        t_57 = t_64;
                        t_58 = t_65;
                        break;
                    } else {
                        bool t_66 = t_59;
                        int t_67 = t_60;
                        t_62 = t_66;
                        t_63 = t_67;
                    }
                    bool t_68 = t_62;
                    int t_69 = t_63;
                    t_57 = t_68;
                    t_58 = t_69;
                    break;
                }
                if (t_57) {
                    bool t_70 = t_57;
                    int t_71 = t_58;
                    int t_72 = j_1;
                    t_50 = t_70;
                    t_51 = t_71;
                    j = t_72;
                    break;
                }
                bool t_73 = t_57;
                int t_74 = t_58;
                int t_75 = j_1 + 1;
                t_52 = t_73;
                t_53 = t_74;
                j_1 = t_75;
                continue;
            }
            if (t_50) {
                bool t_76 = t_50;
                int t_77 = t_51;
                t_36 = t_76;
                t_37 = t_77;
                break;
            }
            bool t_78 = t_50;
            int t_79 = t_51;
            t_36 = t_78;
            t_37 = t_79;
            break;
        }
        }
        if (t_36) {
            int t_80 = t_37;
            bool t_81 = t_36;
            int t_82 = t_37;
            t_31 = t_80;
            t_32 = t_81;
            t_33 = t_82;
            break;
        }
        int t_83 = values[(uint)(7 - t_1)];
        int t_84 = t_83 * 10;
        bool t_85 = t_36;
        int t_86 = t_37;
        t_31 = t_84;
        t_32 = t_85;
        t_33 = t_86;
        break;
    }
    bool t_87;
    bool t_88 = false;
    for (;;) {
        bool t_89;
        int k_2;
        bool t_90 = t_88;
        int k_3 = 0;
        for (;;) {
            if (k_3 < 2) {
            } else {
                bool t_91 = t_90;
                int t_92 = k_3;
                t_89 = t_91;
                k_2 = t_92;
                break;
            }
            bool t_93;
            if (k_3 == 1) {
                outputBuffer[(uint)t_1] = t_2 * 1000 + t_31;
                bool t_94 = true;
                int t_95 = k_3;
                t_89 = t_94;
                k_2 = t_95;
                break;
            } else {
                t_93 = t_90;
            }
            bool t_96 = t_93;
            int t_97 = k_3 + 1;
            t_90 = t_96;
            k_3 = t_97;
            continue;
        }
        if (t_89) {
            t_87 = t_89;
            break;
        }
        outputBuffer[(uint)t_1] = -12345;
        t_87 = t_89;
        break;
    }
    return;
}
[numthreads(8, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
