static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
int switchInLoop(int p);
int nested(int n);
int doWhile(int n_1);
int search(int p_1);
void computeMain_1();
int switchInLoop(int p) {
    int acc;
    int i;
    int acc_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 10) {
        } else {
            int t = acc_1;
            int t_1 = i_1;
            acc = t;
            i = t_1;
            break;
        }
        int t_2 = i_1 + p;
        int acc_2;
        int i_2;
        switch (t_2 - t_2 / 4 * 4) {
        case 0:
        {
            int t_3 = acc_1 + 1;
            int t_4 = i_1 + (1 + (i_1 & 1));
            acc_1 = t_3;
            i_1 = t_4;
            continue;
        }
        case 1:
        {
            int t_5 = acc_1 + 10 + 100;
            int t_6 = i_1;
            acc_2 = t_5;
            i_2 = t_6;
            break;
        }
        case 2:
        {
            int t_7 = acc_1 + 100;
            int t_8 = i_1;
            acc_2 = t_7;
            i_2 = t_8;
            break;
        }
        default: {
            if (acc_1 > 300) {
                return acc_1 * 2;
            }
            int t_9 = acc_1 + 1000;
            int t_10 = i_1;
            acc_2 = t_9;
            i_2 = t_10;
            break;
        }
        }
        int t_11 = acc_2 + 5;
        int t_12 = i_2 + (1 + (i_2 & 1));
        acc_1 = t_11;
        i_1 = t_12;
        continue;
    }
    return acc;
}
int nested(int n) {
    int acc_3;
    bool done;
    int i_3;
    int acc_4 = 0;
    bool done_1 = false;
    int i_4 = 0;
    for (;;) {
        bool t_13;
        if (i_4 < 5) {
            t_13 = !done_1;
        } else {
            t_13 = false;
        }
        if (t_13) {
        } else {
            int t_14 = acc_4;
            bool t_15 = done_1;
            int t_16 = i_4;
            acc_3 = t_14;
            done = t_15;
            i_3 = t_16;
            break;
        }
        int acc_5;
        bool done_2;
        int j;
        int acc_6 = acc_4;
        bool done_3 = done_1;
        int j_1 = 0;
        for (;;) {
            int t_17 = j_1 + 1;
            if (t_17 > i_4 + n) {
                int t_18 = acc_6;
                bool t_19 = done_3;
                int t_20 = t_17;
                acc_5 = t_18;
                done_2 = t_19;
                j = t_20;
                break;
            }
            if ((t_17 & 1) == 0) {
                int t_21 = acc_6;
                bool t_22 = done_3;
                int t_23 = t_17;
                acc_6 = t_21;
                done_3 = t_22;
                j_1 = t_23;
                continue;
            }
            int t_24 = acc_6 + (i_4 * 10 + t_17);
            bool done_4;
            if (t_24 > 60) {
                int t_25 = t_24;
                bool t_26 = true;
                int t_27 = t_17;
                acc_5 = t_25;
                done_2 = t_26;
                j = t_27;
                break;
            } else {
                done_4 = done_3;
            }
            int t_28 = t_24;
            bool t_29 = done_4;
            int t_30 = t_17;
            acc_6 = t_28;
            done_3 = t_29;
            j_1 = t_30;
            continue;
        }
        int t_31 = acc_5;
        bool t_32 = done_2;
        int t_33 = i_4 + 1;
        acc_4 = t_31;
        done_1 = t_32;
        i_4 = t_33;
        continue;
    }
    return acc_3;
}
int doWhile(int n_1) {
    int k;
    int acc_7;
    int k_1 = 0;
    int acc_8 = 0;
    for (;;) {
        int t_34 = k_1 + 1;
        if (t_34 - t_34 / 3 * 3 == 0) {
            if (t_34 < n_1) {
            } else {
                int t_35 = t_34;
                int t_36 = acc_8;
                k = t_35;
                acc_7 = t_36;
                break;
            }
            int t_37 = t_34;
            int t_38 = acc_8;
            k_1 = t_37;
            acc_8 = t_38;
            continue;
        }
        int t_39 = acc_8 + t_34;
        if (t_34 < n_1) {
        } else {
            int t_40 = t_34;
            int t_41 = t_39;
            k = t_40;
            acc_7 = t_41;
            break;
        }
        int t_42 = t_34;
        int t_43 = t_39;
        k_1 = t_42;
        acc_8 = t_43;
        continue;
    }
    int acc_9;
    int a;
    int b;
    int acc_10 = acc_7;
    int a_1 = 0;
    int b_1 = 10;
    for (;;) {
        if (a_1 < b_1) {
        } else {
            int t_44 = acc_10;
            int t_45 = a_1;
            int t_46 = b_1;
            acc_9 = t_44;
            a = t_45;
            b = t_46;
            break;
        }
        int t_47 = acc_10 + a_1 * b_1;
        int t_48 = a_1 + 2;
        int t_49 = b_1 - 1;
        acc_10 = t_47;
        a_1 = t_48;
        b_1 = t_49;
        continue;
    }
    return acc_9;
}
int search(int p_1) {
    int i_5;
    int i_6 = 0;
    for (;;) {
        if (i_6 < 4) {
        } else {
            i_5 = i_6;
            break;
        }
        int j_2;
        int j_3 = 0;
        for (;;) {
            if (j_3 < 4) {
            } else {
                j_2 = j_3;
                break;
            }
            int t_50 = i_6 * 4;
            int t_51 = t_50 + j_3;
            int j_4;
            switch (t_51) {
            case 5:
            case 6:
            {
                if (p_1 == 1) {
                    return 100 + t_50 + j_3;
                }
                j_4 = j_3;
                break;
            }
            case 9:
            {
                if (p_1 == 2) {
                    return 200 + j_3;
                }
                j_3 = j_3 + 1;
                continue;
            }
            default: {
                if (t_51 == p_1 * 5) {
                    return 300 + t_50 + j_3;
                }
                j_4 = j_3;
                break;
            }
            }
            j_3 = j_4 + 1;
            continue;
        }
        i_6 = i_6 + 1;
        continue;
    }
    return -1;
}
void computeMain_1() {
    uint3 t_52 = GlobalInvocationId;
    int t_53 = (int)t_52.x;
    int t_54 = t_53 * 4;
    int t_55 = switchInLoop(t_53);
    outputBuffer[(uint)t_54] = t_55;
    int t_56 = nested(t_53);
    outputBuffer[(uint)(t_54 + 1)] = t_56;
    int t_57 = doWhile(t_53 + 7);
    outputBuffer[(uint)(t_54 + 2)] = t_57;
    int t_58 = search(t_53 + 1);
    outputBuffer[(uint)(t_54 + 3)] = t_58;
    return;
}
[numthreads(2, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
