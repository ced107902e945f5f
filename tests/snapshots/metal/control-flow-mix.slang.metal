#include <metal_stdlib>
using namespace metal;
int switchInLoop(int p);
int nested(int n);
int doWhile(int n_1);
int search(int p_1);
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
        int acc_2;
        int i_2;
        switch (select((i_1 + p) % 4, i_1 + p, 4 == 0)) {
        case 0:
        {
            int t_2 = acc_1 + 1;
            int t_3 = i_1 + (1 + (i_1 & 1));
            acc_1 = t_2;
            i_1 = t_3;
            continue;
        }
        case 1:
        {
            int t_4 = acc_1 + 10 + 100;
            int t_5 = i_1;
            acc_2 = t_4;
            i_2 = t_5;
            break;
        }
        case 2:
        {
            int t_6 = acc_1 + 100;
            int t_7 = i_1;
            acc_2 = t_6;
            i_2 = t_7;
            break;
        }
        default: {
            if (acc_1 > 300) {
                return acc_1 * 2;
            }
            int t_8 = acc_1 + 1000;
            int t_9 = i_1;
            acc_2 = t_8;
            i_2 = t_9;
            break;
        }
        }
        int t_10 = acc_2 + 5;
        int t_11 = i_2 + (1 + (i_2 & 1));
        acc_1 = t_10;
        i_1 = t_11;
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
        if (select(false, !done_1, i_4 < 5)) {
        } else {
            int t_12 = acc_4;
            bool t_13 = done_1;
            int t_14 = i_4;
            acc_3 = t_12;
            done = t_13;
            i_3 = t_14;
            break;
        }
        int acc_5;
        bool done_2;
        int j;
        int acc_6 = acc_4;
        bool done_3 = done_1;
        int j_1 = 0;
        for (;;) {
            int t_15 = j_1 + 1;
            if (t_15 > i_4 + n) {
                int t_16 = acc_6;
                bool t_17 = done_3;
                int t_18 = t_15;
                acc_5 = t_16;
                done_2 = t_17;
                j = t_18;
                break;
            }
            if ((t_15 & 1) == 0) {
                int t_19 = acc_6;
                bool t_20 = done_3;
                int t_21 = t_15;
                acc_6 = t_19;
                done_3 = t_20;
                j_1 = t_21;
                continue;
            }
            int t_22 = acc_6 + (i_4 * 10 + t_15);
            bool done_4;
            if (t_22 > 60) {
                int t_23 = t_22;
                bool t_24 = true;
                int t_25 = t_15;
                acc_5 = t_23;
                done_2 = t_24;
                j = t_25;
                break;
            } else {
                done_4 = done_3;
            }
            int t_26 = t_22;
            bool t_27 = done_4;
            int t_28 = t_15;
            acc_6 = t_26;
            done_3 = t_27;
            j_1 = t_28;
            continue;
        }
        int t_29 = acc_5;
        bool t_30 = done_2;
        int t_31 = i_4 + 1;
        acc_4 = t_29;
        done_1 = t_30;
        i_4 = t_31;
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
        int t_32 = k_1 + 1;
        if (select(t_32 % 3, t_32, 3 == 0) == 0) {
            if (t_32 < n_1) {
            } else {
                int t_33 = t_32;
                int t_34 = acc_8;
                k = t_33;
                acc_7 = t_34;
                break;
            }
            int t_35 = t_32;
            int t_36 = acc_8;
            k_1 = t_35;
            acc_8 = t_36;
            continue;
        }
        int t_37 = acc_8 + t_32;
        if (t_32 < n_1) {
        } else {
            int t_38 = t_32;
            int t_39 = t_37;
            k = t_38;
            acc_7 = t_39;
            break;
        }
        int t_40 = t_32;
        int t_41 = t_37;
        k_1 = t_40;
        acc_8 = t_41;
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
            int t_42 = acc_10;
            int t_43 = a_1;
            int t_44 = b_1;
            acc_9 = t_42;
            a = t_43;
            b = t_44;
            break;
        }
        int t_45 = acc_10 + a_1 * b_1;
        int t_46 = a_1 + 2;
        int t_47 = b_1 - 1;
        acc_10 = t_45;
        a_1 = t_46;
        b_1 = t_47;
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
            int t_48 = i_6 * 4;
            int t_49 = t_48 + j_3;
            int j_4;
            switch (t_49) {
            case 5:
            case 6:
            {
                if (p_1 == 1) {
                    return 100 + t_48 + j_3;
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
                if (t_49 == p_1 * 5) {
                    return 300 + t_48 + j_3;
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
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t_50 = GlobalInvocationId;
    int t_51 = int(t_50.x);
    int t_52 = t_51 * 4;
    int t_53 = switchInLoop(t_51);
    outputBuffer[uint(t_52)] = t_53;
    int t_54 = nested(t_51);
    outputBuffer[uint(t_52 + 1)] = t_54;
    int t_55 = doWhile(t_51 + 7);
    outputBuffer[uint(t_52 + 2)] = t_55;
    int t_56 = search(t_51 + 1);
    outputBuffer[uint(t_52 + 3)] = t_56;
    return;
}
