#include <metal_stdlib>
using namespace metal;
int defaultFirst(int x);
int whileNested(int p);
int defaultFirst(int x) {
    int r;
    int i;
    int r_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            int t = r_1;
            int t_1 = i_1;
            r = t;
            i = t_1;
            break;
        }
        int r_2;
        int i_2;
        switch (x + i_1) {
        case 2:
        {
            int t_2 = r_1 + 10;
            if (t_2 > 40) {
                return t_2 + 1000;
            }
            int r_3;
            int i_3;
            switch (i_1) {
            case 1:
            {
                int t_3 = t_2 + 100;
                int t_4 = i_1 + 1;
                r_1 = t_3;
                i_1 = t_4;
                continue;
            }
            default: {
                int t_5 = t_2;
                int t_6 = i_1;
                r_3 = t_5;
                i_3 = t_6;
                break;
            }
            }
            int t_7 = r_3 + 5;
            int t_8 = i_3;
            r_2 = t_7;
            i_2 = t_8;
            break;
        }
        case 3:
        {
            int r_4;
            int i_4;
            switch (i_1) {
            case 1:
            {
                int t_9 = r_1 + 100;
                int t_10 = i_1 + 1;
                r_1 = t_9;
                i_1 = t_10;
                continue;
            }
            default: {
                int t_11 = r_1;
                int t_12 = i_1;
                r_4 = t_11;
                i_4 = t_12;
                break;
            }
            }
            int t_13 = r_4 + 5;
            int t_14 = i_4;
            r_2 = t_13;
            i_2 = t_14;
            break;
        }
        default: {
            int t_15 = r_1 + 1 + 10;
            if (t_15 > 40) {
                return t_15 + 1000;
            }
            int r_5;
            int i_5;
            switch (i_1) {
            case 1:
            {
                int t_16 = t_15 + 100;
                int t_17 = i_1 + 1;
                r_1 = t_16;
                i_1 = t_17;
                continue;
            }
            default: {
                int t_18 = t_15;
                int t_19 = i_1;
                r_5 = t_18;
                i_5 = t_19;
                break;
            }
            }
            int t_20 = r_5 + 5;
            int t_21 = i_5;
            r_2 = t_20;
            i_2 = t_21;
            break;
        }
        }
        int t_22 = r_2 * 2;
        int t_23 = i_2 + 1;
        r_1 = t_22;
        i_1 = t_23;
        continue;
    }
    return r;
}
int whileNested(int p) {
    int i_6;
    int acc;
    int i_7 = 0;
    int acc_1 = 0;
    for (;;) {
        if (i_7 < p) {
        } else {
            int t_24 = i_7;
            int t_25 = acc_1;
            i_6 = t_24;
            acc = t_25;
            break;
        }
        int t_26 = i_7 + 1;
        int acc_2;
        switch (select(t_26 % 3, t_26, 3 == 0)) {
        case 0:
        {
            int acc_3;
            int k;
            int acc_4 = acc_1;
            int k_1 = 0;
            for (;;) {
                if (k_1 < t_26) {
                } else {
                    int t_27 = acc_4;
                    int t_28 = k_1;
                    acc_3 = t_27;
                    k = t_28;
                    break;
                }
                if (k_1 == 2) {
                    int t_29 = acc_4;
                    int t_30 = k_1;
                    acc_3 = t_29;
                    k = t_30;
                    break;
                }
                int t_31 = acc_4 + k_1;
                int t_32 = k_1 + 1;
                acc_4 = t_31;
                k_1 = t_32;
                continue;
            }
            acc_2 = acc_3;
            break;
        }
        case 1:
        {
            int acc_5;
            switch (select(t_26 % 2, t_26, 2 == 0)) {
            case 0:
            {
                int t_33 = t_26;
                int t_34 = acc_1;
                i_7 = t_33;
                acc_1 = t_34;
                continue;
            }
            default: {
                acc_5 = acc_1 + 50;
                break;
            }
            }
            acc_2 = acc_5 + 7;
            break;
        }
        default: {
            acc_2 = acc_1 + 7;
            break;
        }
        }
        int t_35 = t_26;
        int t_36 = acc_2 + 1000;
        i_7 = t_35;
        acc_1 = t_36;
        continue;
    }
    return acc;
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t_37 = GlobalInvocationId;
    int t_38 = int(t_37.x);
    int t_39 = t_38 * 3;
    int t_40 = defaultFirst(t_38);
    outputBuffer[uint(t_39)] = t_40;
    int t_41 = defaultFirst(t_38 - 3);
    outputBuffer[uint(t_39 + 1)] = t_41;
    int t_42 = whileNested(t_38 + 3);
    outputBuffer[uint(t_39 + 2)] = t_42;
    return;
}
