struct loopRecord_bwd_Grads
{
    float f0[3];
    float f1;
};
struct branchRecord_bwd_Grads
{
    float f0;
};
[[vk::binding(0, 0)]] StructuredBuffer<float> grad : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
loopRecord_bwd_Grads loopRecord_bwd(float p[3], float p_1);
branchRecord_bwd_Grads branchRecord_bwd(float p_2, int p_3);
void computeMain_1();
loopRecord_bwd_Grads loopRecord_bwd(float p[3], float p_1) {
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            i = i_1;
            break;
        }
        outputBuffer[7u] = p[i_1] * p_1;
        i_1 = i_1 + 1;
        continue;
    }
    int t;
    int t_1 = 0;
    int t_2 = 0;
    for (;;) {
        bool t_3 = t_1 < 3;
        int t_4 = t_3 ? 0 : 2;
        int t_5;
        int t_6;
        int t_7;
        if (t_4 == 0) {
            outputBuffer[7u] = p[t_1] * p_1;
            int t_8 = 1;
            int t_9 = t_1 + 1;
            int t_10 = 0;
            t_5 = t_8;
            t_6 = t_9;
            t_7 = t_10;
        } else {
            int t_11 = t_4;
            int t_12 = 0;
            int t_13 = t_3 ? 0 : t_1;
            t_5 = t_11;
            t_6 = t_12;
            t_7 = t_13;
        }
        int t_14 = t_2 + 1;
        if (t_5 == 2) {
            t = t_14;
            break;
        }
        int t_15 = t_6;
        int t_16 = t_14;
        t_1 = t_15;
        t_2 = t_16;
        continue;
    }
    float t_17[3] = {0.0f, 0.0f, 0.0f};
    float t_18[3];
    float t_19;
    int t_20 = t - 1;
    float t_21[3] = t_17;
    float t_22 = 0.0f;
    for (;;) {
        if (t_20 < 0) {
            float t_23[3] = t_21;
            float t_24 = t_22;
            t_18 = t_23;
            t_19 = t_24;
            break;
        }
        int t_25;
        int t_26 = 0;
        int t_27 = 0;
        for (;;) {
            if (t_27 == t_20) {
                t_25 = t_26;
                break;
            }
            bool t_28 = t_26 < 3;
            int t_29 = t_28 ? 0 : 2;
            int t_30;
            int t_31;
            int t_32;
            if (t_29 == 0) {
                outputBuffer[7u] = p[t_26] * p_1;
                int t_33 = 1;
                int t_34 = t_26 + 1;
                int t_35 = 0;
                t_30 = t_33;
                t_31 = t_34;
                t_32 = t_35;
            } else {
                int t_36 = t_29;
                int t_37 = 0;
                int t_38 = t_28 ? 0 : t_26;
                t_30 = t_36;
                t_31 = t_37;
                t_32 = t_38;
            }
            if (t_30 == 2) {
                t_25 = t_26;
                break;
            }
            int t_39 = t_31;
            int t_40 = t_27 + 1;
            t_26 = t_39;
            t_27 = t_40;
            continue;
        }
        bool t_41 = t_25 < 3;
        int t_42 = t_41 ? 0 : 2;
        bool t_43 = t_42 == 0;
        int t_44;
        int t_45;
        int t_46;
        if (t_43) {
            outputBuffer[7u] = p[t_25] * p_1;
            int t_47 = 1;
            int t_48 = t_25 + 1;
            int t_49 = 0;
            t_44 = t_47;
            t_45 = t_48;
            t_46 = t_49;
        } else {
            int t_50 = t_42;
            int t_51 = 0;
            int t_52 = t_41 ? 0 : t_25;
            t_44 = t_50;
            t_45 = t_51;
            t_46 = t_52;
        }
        float t_53[3];
        float t_54;
        if (t_43) {
            float t_55 = p[t_25];
            outputBuffer[7u] = t_55 * p_1;
            float t_56 = grad[(uint)t_25];
            float t_57 = p_1 * t_56;
            float t_58[3] = t_17;
            t_58[0] = t_25 == 0 ? t_57 : 0.0f;
            float t_59[3] = t_58;
            t_59[1] = t_25 == 1 ? t_57 : 0.0f;
            float t_60[3] = t_59;
            t_60[2] = t_25 == 2 ? t_57 : 0.0f;
            float t_61[3] = t_60;
            float t_62 = t_55 * t_56;
            t_53 = t_61;
            t_54 = t_62;
        } else {
            float t_63[3] = t_17;
            float t_64 = 0.0f;
            t_53 = t_63;
            t_54 = t_64;
        }
        float t_65[3] = {t_21[0] + t_53[0], t_21[1] + t_53[1], t_21[2] + t_53[2]};
        int t_66 = t_20 - 1;
        float t_67[3] = t_65;
        float t_68 = t_22 + t_54;
        t_20 = t_66;
        t_21 = t_67;
        t_22 = t_68;
        continue;
    }
    loopRecord_bwd_Grads t_69 = {t_18, t_19};
    return t_69;
}
branchRecord_bwd_Grads branchRecord_bwd(float p_2, int p_3) {
    bool t_70 = p_3 > 0;
    if (t_70) {
        outputBuffer[7u] = p_2 * p_2;
    }
    float t_71;
    if (t_70) {
        outputBuffer[7u] = p_2 * p_2;
        float t_72 = grad[3u];
        float t_73 = p_2 * t_72;
        t_71 = t_73 + t_73;
    } else {
        t_71 = 0.0f;
    }
    branchRecord_bwd_Grads t_74 = {t_71};
    return t_74;
}
void computeMain_1() {
    float t_75[3] = {1.0f, 2.0f, 3.0f};
    loopRecord_bwd_Grads t_76 = loopRecord_bwd(t_75, 2.0f);
    float t_77[3] = t_76.f0;
    outputBuffer[0u] = t_77[0];
    outputBuffer[1u] = t_77[2];
    outputBuffer[2u] = t_76.f1;
    branchRecord_bwd_Grads t_78 = branchRecord_bwd(3.0f, 1);
    outputBuffer[3u] = t_78.f0;
    outputBuffer[4u] = 6.0f;
    outputBuffer[5u] = 3.0f;
    outputBuffer[6u] = 228.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
