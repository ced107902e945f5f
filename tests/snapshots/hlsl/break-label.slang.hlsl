static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
int endless(int p);
int perIteration(int n);
int labelledDo(int n_1);
int labelledSwitch(int p_1);
void computeMain_1();
int endless(int p) {
    int steps;
    bool t;
    int steps_1 = 0;
    bool t_1 = false;
    for (;;) {
        int steps_2;
        bool t_2;
        int j;
        int steps_3 = steps_1;
        bool t_3 = t_1;
        int j_1 = 0;
        for (;;) {
            if (j_1 < 4) {
            } else {
                int t_4 = steps_3;
                bool t_5 = t_3;
                int t_6 = j_1;
                steps_2 = t_4;
                t_2 = t_5;
                j = t_6;
                break;
            }
            int t_7 = steps_3 + 1;
            bool t_8;
            if (t_7 > p) {
                int t_9 = t_7;
                bool t_10 = true;
                int t_11 = j_1;
                steps_2 = t_9;
                t_2 = t_10;
                j = t_11;
                break;
            } else {
                t_8 = t_3;
            }
            int t_12 = t_7;
            bool t_13 = t_8;
            int t_14 = j_1 + 1;
            steps_3 = t_12;
            t_3 = t_13;
            j_1 = t_14;
            continue;
        }
        if (t_2) {
            int t_15 = steps_2;
            bool t_16 = t_2;
            steps = t_15;
            t = t_16;
            break;
        }
        int t_17 = steps_2 + 10;
        bool t_18 = t_2;
        steps_1 = t_17;
        t_1 = t_18;
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
            int t_19 = acc_1;
            int t_20 = i_1;
            acc = t_19;
            i = t_20;
            break;
        }
        int acc_2;
        bool t_21;
        int acc_3 = acc_1;
        bool t_22 = false;
        for (;;) {
            int acc_4;
            bool t_23;
            int j_2;
            int acc_5 = acc_3;
            bool t_24 = t_22;
            int j_3 = 0;
            for (;;) {
                if (j_3 < 5) {
                } else {
                    int t_25 = acc_5;
                    bool t_26 = t_24;
                    int t_27 = j_3;
                    acc_4 = t_25;
                    t_23 = t_26;
                    j_2 = t_27;
                    break;
                }
                int acc_6;
                bool t_28;
                switch (j_3) {
                case 2:
                {
                    bool t_29;
                    if (i_1 == n) {
                        int t_30 = acc_5;
                        bool t_31 = true;
                        acc_6 = t_30;
                        t_28 = t_31;
                        break;
                    } else {
                        t_29 = t_24;
                    }
                    int t_32 = acc_5 + 100;
                    bool t_33 = t_29;
                    acc_6 = t_32;
                    t_28 = t_33;
                    break;
                }
                default: {
                    int t_34 = acc_5 + 1;
                    bool t_35 = t_24;
                    acc_6 = t_34;
                    t_28 = t_35;
                    break;
                }
                }
                if (t_28) {
                    int t_36 = acc_6;
                    bool t_37 = t_28;
                    int t_38 = j_3;
                    acc_4 = t_36;
                    t_23 = t_37;
                    j_2 = t_38;
                    break;
                }
                int t_39 = acc_6;
                bool t_40 = t_28;
                int t_41 = j_3 + 1;
                acc_5 = t_39;
                t_24 = t_40;
                j_3 = t_41;
                continue;
            }
            if (t_23) {
                int t_42 = acc_4;
                bool t_43 = t_23;
                acc_2 = t_42;
                t_21 = t_43;
                break;
            }
            int t_44 = acc_4;
            bool t_45 = t_23;
            acc_2 = t_44;
            t_21 = t_45;
            break;
        }
        int t_46 = acc_2 + 1000;
        int t_47 = i_1 + 1;
        acc_1 = t_46;
        i_1 = t_47;
        continue;
    }
    return acc;
}
int labelledDo(int n_1) {
    int k;
    bool t_48;
    int k_1 = 0;
    bool t_49 = false;
    for (;;) {
        int t_50 = k_1 + 1;
        bool t_51;
        switch (t_50 - t_50 / 4 * 4) {
        case 3:
        {
            bool t_52;
            if (t_50 > n_1) {
                t_51 = true;
                break;
            } else {
                t_52 = t_49;
            }
            t_51 = t_52;
            break;
        }
        default: {
            t_51 = t_49;
            break;
        }
        }
        if (t_51) {
            int t_53 = t_50;
            bool t_54 = t_51;
            k = t_53;
            t_48 = t_54;
            break;
        }
        int t_55 = t_50 + 10;
        if (t_55 < 100) {
        } else {
            int t_56 = t_55;
            bool t_57 = t_51;
            k = t_56;
            t_48 = t_57;
            break;
        }
        int t_58 = t_55;
        bool t_59 = t_51;
        k_1 = t_58;
        t_49 = t_59;
        continue;
    }
    return k;
}
int labelledSwitch(int p_1) {
    int r;
    bool t_60;
    switch (p_1) {
    case 0:
    {
        int r_1;
        bool t_61;
        int i_2;
        int r_2 = 0;
        bool t_62 = false;
        int i_3 = 0;
        for (;;) {
            if (i_3 < 10) {
            } else {
                int t_63 = r_2;
                bool t_64 = t_62;
                int t_65 = i_3;
                r_1 = t_63;
                t_61 = t_64;
                i_2 = t_65;
                break;
            }
            int t_66 = r_2 + i_3;
            bool t_67;
            if (t_66 > 5) {
                int t_68 = t_66;
                bool t_69 = true;
                int t_70 = i_3;
                r_1 = t_68;
                t_61 = t_69;
                i_2 = t_70;
                break;
            } else {
                t_67 = t_62;
            }
            int t_71 = t_66;
            bool t_72 = t_67;
            int t_73 = i_3 + 1;
            r_2 = t_71;
            t_62 = t_72;
            i_3 = t_73;
            continue;
        }
        if (t_61) {
            int t_74 = r_1;
            bool t_75 = t_61;
            r = t_74;
            t_60 = t_75;
            break;
        }
        int t_76 = -1;
        bool t_77 = t_61;
        r = t_76;
        t_60 = t_77;
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
                int t_78 = r_4;
                int t_79 = i_5;
                r_3 = t_78;
                i_4 = t_79;
                break;
            }
            int t_80 = r_4 + 2;
            if (i_5 == 2) {
                int t_81 = t_80;
                int t_82 = i_5;
                r_3 = t_81;
                i_4 = t_82;
                break;
            }
            int t_83 = t_80;
            int t_84 = i_5 + 1;
            r_4 = t_83;
            i_5 = t_84;
            continue;
        }
        int t_85 = r_3 + 50;
        bool t_86 = false;
        r = t_85;
        t_60 = t_86;
        break;
    }
    }
    return r;
}
void computeMain_1() {
    uint3 t_87 = GlobalInvocationId;
    int t_88 = (int)t_87.x;
    int t_89 = t_88 * 5;
    int t_90 = t_89 + 2;
    int t_91 = endless(t_90);
    outputBuffer[(uint)t_89] = t_91;
    int t_92 = perIteration(t_88);
    outputBuffer[(uint)(t_89 + 1)] = t_92;
    int t_93 = labelledDo(t_88 * 20 + 5);
    outputBuffer[(uint)t_90] = t_93;
    int t_94 = labelledSwitch(t_88);
    outputBuffer[(uint)(t_89 + 3)] = t_94;
    int t_95 = labelledSwitch(t_88 + 5);
    outputBuffer[(uint)(t_89 + 4)] = t_95;
    return;
}
[numthreads(2, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
