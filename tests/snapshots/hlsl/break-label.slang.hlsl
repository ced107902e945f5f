static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
int endless(int p);
int perIteration(int n);
int labelledDo(int n_1);
int labelledSwitch(int t);
void computeMain_1();
int endless(int p) {
    int steps;
    bool t_1;
    int steps_1 = 0;
    bool t_2 = false;
    for (;;) {
        int steps_2;
        bool t_3;
        int j;
        int steps_3 = steps_1;
        bool t_4 = t_2;
        int j_1 = 0;
        for (;;) {
            if (j_1 < 4) {
            } else {
                int t_5 = steps_3;
                bool t_6 = t_4;
                int t_7 = j_1;
                steps_2 = t_5;
                t_3 = t_6;
                j = t_7;
                break;
            }
            int t_8 = steps_3 + 1;
            bool t_9;
            if (t_8 > p) {
                int t_10 = t_8;
                bool t_11 = true;
                int t_12 = j_1;
                steps_2 = t_10;
                t_3 = t_11;
                j = t_12;
                break;
            } else {
                t_9 = t_4;
            }
            int t_13 = t_8;
            bool t_14 = t_9;
            int t_15 = j_1 + 1;
            steps_3 = t_13;
            t_4 = t_14;
            j_1 = t_15;
            continue;
        }
        if (t_3) {
            int t_16 = steps_2;
            bool t_17 = t_3;
            steps = t_16;
            t_1 = t_17;
            break;
        }
        int t_18 = steps_2 + 10;
        bool t_19 = t_3;
        steps_1 = t_18;
        t_2 = t_19;
        continue;
    }
    return steps;
}
int perIteration(int n) {
    int acc;
    int i;
    int acc_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int t_20 = acc_1;
            int t_21 = i_1;
            acc = t_20;
            i = t_21;
            break;
        }
        int acc_2;
        bool t_22;
        int acc_3 = acc_1;
        bool t_23 = false;
        for (;;) {
            int acc_4;
            bool t_24;
            int j_2;
            int acc_5 = acc_3;
            bool t_25 = t_23;
            int j_3 = 0;
            for (;;) {
                if (j_3 < 5) {
                } else {
                    int t_26 = acc_5;
                    bool t_27 = t_25;
                    int t_28 = j_3;
                    acc_4 = t_26;
                    t_24 = t_27;
                    j_2 = t_28;
                    break;
                }
                int acc_6;
                bool t_29;
                switch (j_3) {
                case 2:
                {
                    bool t_30;
                    if (i_1 == n) {
                        int t_31 = acc_5;
                        bool t_32 = true;
                        acc_6 = t_31;
                        t_29 = t_32;
                        break;
                    } else {
                        t_30 = t_25;
                    }
                    int t_33 = acc_5 + 100;
                    bool t_34 = t_30;
                    acc_6 = t_33;
                    t_29 = t_34;
                    break;
                }
                default: {
                    int t_35 = acc_5 + 1;
                    bool t_36 = t_25;
                    acc_6 = t_35;
                    t_29 = t_36;
                    break;
                }
                }
                if (t_29) {
                    int t_37 = acc_6;
                    bool t_38 = t_29;
                    int t_39 = j_3;
                    acc_4 = t_37;
                    t_24 = t_38;
                    j_2 = t_39;
                    break;
                }
                int t_40 = acc_6;
                bool t_41 = t_29;
                int t_42 = j_3 + 1;
                acc_5 = t_40;
                t_25 = t_41;
                j_3 = t_42;
                continue;
            }
            if (t_24) {
                int t_43 = acc_4;
                bool t_44 = t_24;
                acc_2 = t_43;
                t_22 = t_44;
                break;
            }
            int t_45 = acc_4;
            bool t_46 = t_24;
            acc_2 = t_45;
            t_22 = t_46;
            break;
        }
        int t_47 = acc_2 + 1000;
        int t_48 = i_1 + 1;
        acc_1 = t_47;
        i_1 = t_48;
        continue;
    }
    return acc;
}
int labelledDo(int n_1) {
    int k;
    bool t_49;
    int k_1 = 0;
    bool t_50 = false;
    for (;;) {
        int t_51 = k_1 + 1;
        bool t_52;
        switch (t_51 - t_51 / 4 * 4) {
        case 3:
        {
            bool t_53;
            if (t_51 > n_1) {
                t_52 = true;
                break;
            } else {
                t_53 = t_50;
            }
            t_52 = t_53;
            break;
        }
        default: {
            t_52 = t_50;
            break;
        }
        }
        if (t_52) {
            int t_54 = t_51;
            bool t_55 = t_52;
            k = t_54;
            t_49 = t_55;
            break;
        }
        int t_56 = t_51 + 10;
        if (t_56 < 100) {
        } else {
            int t_57 = t_56;
            bool t_58 = t_52;
            k = t_57;
            t_49 = t_58;
            break;
        }
        int t_59 = t_56;
        bool t_60 = t_52;
        k_1 = t_59;
        t_50 = t_60;
        continue;
    }
    return k;
}
int labelledSwitch(int t) {
    int r;
    bool t_61;
    switch (t) {
    case 0:
    {
        int r_1;
        bool t_62;
        int i_2;
        int r_2 = 0;
        bool t_63 = false;
        int i_3 = 0;
        for (;;) {
            if (i_3 < 10) {
            } else {
                int t_64 = r_2;
                bool t_65 = t_63;
                int t_66 = i_3;
                r_1 = t_64;
                t_62 = t_65;
                i_2 = t_66;
                break;
            }
            int t_67 = r_2 + i_3;
            bool t_68;
            if (t_67 > 5) {
                int t_69 = t_67;
                bool t_70 = true;
                int t_71 = i_3;
                r_1 = t_69;
                t_62 = t_70;
                i_2 = t_71;
                break;
            } else {
                t_68 = t_63;
            }
            int t_72 = t_67;
            bool t_73 = t_68;
            int t_74 = i_3 + 1;
            r_2 = t_72;
            t_63 = t_73;
            i_3 = t_74;
            continue;
        }
        if (t_62) {
            int t_75 = r_1;
            bool t_76 = t_62;
            r = t_75;
            t_61 = t_76;
            break;
        }
        int t_77 = -1;
        bool t_78 = t_62;
        r = t_77;
        t_61 = t_78;
        break;
    }
    default: {
        int r_3;
        int i_4;
        int r_4 = 0;
        int i_5 = 0;
        for (;;) {
            if (i_5 < 10) {
            } else {
                int t_79 = r_4;
                int t_80 = i_5;
                r_3 = t_79;
                i_4 = t_80;
                break;
            }
            int t_81 = r_4 + 2;
            if (i_5 == 2) {
                int t_82 = t_81;
                int t_83 = i_5;
                r_3 = t_82;
                i_4 = t_83;
                break;
            }
            int t_84 = t_81;
            int t_85 = i_5 + 1;
            r_4 = t_84;
            i_5 = t_85;
            continue;
        }
        int t_86 = r_3 + 50;
        bool t_87 = false;
        r = t_86;
        t_61 = t_87;
        break;
    }
    }
    return r;
}
void computeMain_1() {
    uint3 t_88 = GlobalInvocationId;
    int t_89 = (int)t_88.x;
    int t_90 = t_89 * 5;
    int t_91 = t_90 + 2;
    int t_92 = endless(t_91);
    outputBuffer[(uint)t_90] = t_92;
    int t_93 = perIteration(t_89);
    outputBuffer[(uint)(t_90 + 1)] = t_93;
    int t_94 = labelledDo(t_89 * 20 + 5);
    outputBuffer[(uint)t_91] = t_94;
    int t_95 = labelledSwitch(t_89);
    outputBuffer[(uint)(t_90 + 3)] = t_95;
    int t_96 = labelledSwitch(t_89 + 5);
    outputBuffer[(uint)(t_90 + 4)] = t_96;
    return;
}
[numthreads(2, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
