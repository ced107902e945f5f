#version 450
layout(local_size_x = 2, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
int switchInLoop(int p);
int nested(int n);
int doWhile(int n_1);
int search(int p_1);
void main();
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
        if (i_4 < 5 ? !done_1 : false) {
        } else {
            int t_13 = acc_4;
            bool t_14 = done_1;
            int t_15 = i_4;
            acc_3 = t_13;
            done = t_14;
            i_3 = t_15;
            break;
        }
        int acc_5;
        bool done_2;
        int j;
        int acc_6 = acc_4;
        bool done_3 = done_1;
        int j_1 = 0;
        for (;;) {
            int t_16 = j_1 + 1;
            if (t_16 > i_4 + n) {
                int t_17 = acc_6;
                bool t_18 = done_3;
                int t_19 = t_16;
                acc_5 = t_17;
                done_2 = t_18;
                j = t_19;
                break;
            }
            if ((t_16 & 1) == 0) {
                int t_20 = acc_6;
                bool t_21 = done_3;
                int t_22 = t_16;
                acc_6 = t_20;
                done_3 = t_21;
                j_1 = t_22;
                continue;
            }
            int t_23 = acc_6 + (i_4 * 10 + t_16);
            bool done_4;
            if (t_23 > 60) {
                int t_24 = t_23;
                bool t_25 = true;
                int t_26 = t_16;
                acc_5 = t_24;
                done_2 = t_25;
                j = t_26;
                break;
            } else {
                done_4 = done_3;
            }
            int t_27 = t_23;
            bool t_28 = done_4;
            int t_29 = t_16;
            acc_6 = t_27;
            done_3 = t_28;
            j_1 = t_29;
            continue;
        }
        int t_30 = acc_5;
        bool t_31 = done_2;
        int t_32 = i_4 + 1;
        acc_4 = t_30;
        done_1 = t_31;
        i_4 = t_32;
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
        int t_33 = k_1 + 1;
        if (t_33 - t_33 / 3 * 3 == 0) {
            if (t_33 < n_1) {
            } else {
                int t_34 = t_33;
                int t_35 = acc_8;
                k = t_34;
                acc_7 = t_35;
                break;
            }
            int t_36 = t_33;
            int t_37 = acc_8;
            k_1 = t_36;
            acc_8 = t_37;
            continue;
        }
        int t_38 = acc_8 + t_33;
        if (t_33 < n_1) {
        } else {
            int t_39 = t_33;
            int t_40 = t_38;
            k = t_39;
            acc_7 = t_40;
            break;
        }
        int t_41 = t_33;
        int t_42 = t_38;
        k_1 = t_41;
        acc_8 = t_42;
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
            int t_43 = acc_10;
            int t_44 = a_1;
            int t_45 = b_1;
            acc_9 = t_43;
            a = t_44;
            b = t_45;
            break;
        }
        int t_46 = acc_10 + a_1 * b_1;
        int t_47 = a_1 + 2;
        int t_48 = b_1 - 1;
        acc_10 = t_46;
        a_1 = t_47;
        b_1 = t_48;
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
            int t_49 = i_6 * 4;
            int t_50 = t_49 + j_3;
            int j_4;
            switch (t_50) {
            case 5:
            case 6:
            {
                if (p_1 == 1) {
                    return 100 + t_49 + j_3;
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
                if (t_50 == p_1 * 5) {
                    return 300 + t_49 + j_3;
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
void main() {
    uvec3 t_51 = gl_GlobalInvocationID;
    int t_52 = int(t_51.x);
    int t_53 = t_52 * 4;
    int t_54 = switchInLoop(t_52);
    outputBuffer.data[uint(t_53)] = t_54;
    int t_55 = nested(t_52);
    outputBuffer.data[uint(t_53 + 1)] = t_55;
    int t_56 = doWhile(t_52 + 7);
    outputBuffer.data[uint(t_53 + 2)] = t_56;
    int t_57 = search(t_52 + 1);
    outputBuffer.data[uint(t_53 + 3)] = t_57;
    return;
}
