#version 450
layout(local_size_x = 2, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
int calls = 0;
int labels(uint p);
int doSwitch(int p_1);
int doNested(int n);
int shortCircuit(int n_1);
int forever(int x);
void main();
int labels(uint p) {
    int r;
    switch (p) {
    case 4294967295u:
    {
        r = 1;
        break;
    }
    case 2147483648u:
    {
        int r_1;
        switch (p & 3u) {
        case 3u:
        {
            r_1 = 32;
            break;
        }
        default: {
            r_1 = 42;
            break;
        }
        }
        r = r_1 + 100;
        break;
    }
    case 7u:
    {
        int r_2;
        switch (p & 3u) {
        case 3u:
        {
            r_2 = 30;
            break;
        }
        default: {
            r_2 = 40;
            break;
        }
        }
        r = r_2 + 100;
        break;
    }
    default: {
        r = 0;
        break;
    }
    }
    int r_3;
    switch (r) {
    default: {
        r_3 = r + 1000;
        break;
    }
    }
    return r_3;
}
int doSwitch(int p_1) {
    int i;
    int acc;
    bool t;
    int i_1 = 0;
    int acc_1 = 0;
    bool t_1 = false;
    for (;;) {
        int i_2;
        int acc_2;
        bool t_2;
        switch (i_1 - i_1 / 3 * 3) {
        case 0:
        {
            int t_3 = i_1 + 2;
            bool t_4;
            if (t_3 < p_1) {
                t_4 = t_1;
            } else {
                int t_5 = t_3;
                int t_6 = acc_1;
                bool t_7 = true;
                i_2 = t_5;
                acc_2 = t_6;
                t_2 = t_7;
                break;
            }
            int t_8 = t_3;
            int t_9 = acc_1;
            bool t_10 = t_4;
            i_1 = t_8;
            acc_1 = t_9;
            t_1 = t_10;
            continue;
        }
        case 1:
        {
            int t_11 = i_1;
            int t_12 = acc_1 + i_1;
            bool t_13 = t_1;
            i_2 = t_11;
            acc_2 = t_12;
            t_2 = t_13;
            break;
        }
        default: {
            int t_14 = i_1;
            int t_15 = acc_1 + 10 * i_1;
            bool t_16 = t_1;
            i_2 = t_14;
            acc_2 = t_15;
            t_2 = t_16;
            break;
        }
        }
        if (t_2) {
            int t_17 = i_2;
            int t_18 = acc_2;
            bool t_19 = t_2;
            i = t_17;
            acc = t_18;
            t = t_19;
            break;
        }
        int t_20 = i_2 + 1;
        if (t_20 < p_1) {
        } else {
            int t_21 = t_20;
            int t_22 = acc_2;
            bool t_23 = t_2;
            i = t_21;
            acc = t_22;
            t = t_23;
            break;
        }
        int t_24 = t_20;
        int t_25 = acc_2;
        bool t_26 = t_2;
        i_1 = t_24;
        acc_1 = t_25;
        t_1 = t_26;
        continue;
    }
    return acc * 100 + i;
}
int doNested(int n) {
    int i_3;
    int acc_3;
    bool t_27;
    int i_4 = 0;
    int acc_4 = 0;
    bool t_28 = false;
    for (;;) {
        int t_29 = i_4 + 1;
        int acc_5;
        bool t_30;
        switch (t_29 & 1) {
        case 1:
        {
            int acc_6;
            bool t_31;
            switch (t_29 - t_29 / 3 * 3) {
            case 0:
            {
                int t_32 = acc_4 + 1000;
                bool t_33;
                if (t_29 < n) {
                    t_33 = t_28;
                } else {
                    int t_34 = t_32;
                    bool t_35 = true;
                    acc_6 = t_34;
                    t_31 = t_35;
                    break;
                }
                int t_36 = t_29;
                int t_37 = t_32;
                bool t_38 = t_33;
                i_4 = t_36;
                acc_4 = t_37;
                t_28 = t_38;
                continue;
            }
            default: {
                int t_39 = acc_4 + t_29;
                bool t_40 = t_28;
                acc_6 = t_39;
                t_31 = t_40;
                break;
            }
            }
            if (t_31) {
                int t_41 = acc_6;
                bool t_42 = t_31;
                acc_5 = t_41;
                t_30 = t_42;
                break;
            }
            int t_43 = acc_6 + 100;
            bool t_44 = t_31;
            acc_5 = t_43;
            t_30 = t_44;
            break;
        }
        default: {
            int t_45 = acc_4;
            bool t_46 = t_28;
            acc_5 = t_45;
            t_30 = t_46;
            break;
        }
        }
        if (t_30) {
            int t_47 = t_29;
            int t_48 = acc_5;
            bool t_49 = t_30;
            i_3 = t_47;
            acc_3 = t_48;
            t_27 = t_49;
            break;
        }
        int t_50 = acc_5 + 1;
        if (t_29 < n) {
        } else {
            int t_51 = t_29;
            int t_52 = t_50;
            bool t_53 = t_30;
            i_3 = t_51;
            acc_3 = t_52;
            t_27 = t_53;
            break;
        }
        int t_54 = t_29;
        int t_55 = t_50;
        bool t_56 = t_30;
        i_4 = t_54;
        acc_4 = t_55;
        t_28 = t_56;
        continue;
    }
    return acc_3;
}
int shortCircuit(int n_1) {
    calls = 0;
    int k;
    int i_5;
    int k_1 = 0;
    int i_6 = 0;
    for (;;) {
        bool t_57;
        if (i_6 < n_1) {
            int t_58 = calls;
            calls = t_58 + i_6;
            t_57 = i_6 <= 2;
        } else {
            t_57 = false;
        }
        if (t_57) {
        } else {
            int t_59 = k_1;
            int t_60 = i_6;
            k = t_59;
            i_5 = t_60;
            break;
        }
        int t_61 = k_1 + 1;
        int t_62 = i_6 + 1;
        k_1 = t_61;
        i_6 = t_62;
        continue;
    }
    int m;
    int steps;
    int m_1 = n_1;
    int steps_1 = 0;
    for (;;) {
        int t_63 = m_1 / 2;
        if (t_63 > 0) {
        } else {
            int t_64 = t_63;
            int t_65 = steps_1;
            m = t_64;
            steps = t_65;
            break;
        }
        int t_66 = t_63;
        int t_67 = steps_1 + 1;
        m_1 = t_66;
        steps_1 = t_67;
        continue;
    }
    int t_68 = calls;
    return t_68 * 1000 + k * 100 + steps;
}
int forever(int x) {
    int i_7;
    int i_8 = 0;
    for (;;) {
        int t_69 = i_8 + 1;
        if (t_69 > 50) {
            return -t_69;
        }
        int t_70 = x * t_69;
        if (t_70 - t_70 / 7 * 7 == 3) {
            switch (t_69 & 1) {
            case 0:
            {
                return t_69 * 10;
            }
            case 1:
            {
                if (t_69 > 4) {
                    return t_69 * 100;
                }
                break;
            }
            default: {
                break;
            }
            }
        }
        i_8 = t_69;
        continue;
    }
    return 0;
}
void main() {
    uvec3 t_71 = gl_GlobalInvocationID;
    int t_72 = int(t_71.x);
    uint[3] us = uint[3](0u, 0u, 0u);
    us = uint[3](4294967295u, 2147483648u, 7u);
    int t_73 = t_72 * 7;
    uint t_74 = us[t_72];
    int t_75 = labels(t_74);
    outputBuffer.data[uint(t_73)] = t_75;
    int t_76 = labels(t_72 == 0 ? 7u : 5u);
    outputBuffer.data[uint(t_73 + 1)] = t_76;
    int t_77 = doSwitch(t_72 + 6);
    outputBuffer.data[uint(t_73 + 2)] = t_77;
    int t_78 = shortCircuit(t_72 * 3 + 2);
    outputBuffer.data[uint(t_73 + 3)] = t_78;
    int t_79 = forever(t_72 + 2);
    outputBuffer.data[uint(t_73 + 4)] = t_79;
    int t_80 = forever(t_72 + 5);
    outputBuffer.data[uint(t_73 + 5)] = t_80;
    int t_81 = doNested(t_72 * 4 + 3);
    outputBuffer.data[uint(t_73 + 6)] = t_81;
    return;
}
