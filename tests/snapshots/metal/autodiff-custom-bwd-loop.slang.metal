#include <metal_stdlib>
using namespace metal;
struct loopRecord_bwd_Grads
{
    array<float, 3> f0;
    float f1;
};
struct branchRecord_bwd_Grads
{
    float f0;
};
loopRecord_bwd_Grads loopRecord_bwd(array<float, 3> p, float p_1, device float* grad_1, device float* outputBuffer_1);
branchRecord_bwd_Grads branchRecord_bwd(float p_2, int p_3, device float* grad_2, device float* outputBuffer_2);
loopRecord_bwd_Grads loopRecord_bwd(array<float, 3> p, float p_1, device float* grad_1, device float* outputBuffer_1) {
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            i = i_1;
            break;
        }
        outputBuffer_1[7u] = p[i_1] * p_1;
        i_1 = i_1 + 1;
        continue;
    }
    int t;
    int t_1 = 0;
    int t_2 = 0;
    for (;;) {
        bool t_3 = t_1 < 3;
        int t_4 = select(2, 0, t_3);
        int t_5;
        int t_6;
        int t_7;
        if (t_4 == 0) {
            outputBuffer_1[7u] = p[t_1] * p_1;
            int t_8 = 1;
            int t_9 = t_1 + 1;
            int t_10 = 0;
            t_5 = t_8;
            t_6 = t_9;
            t_7 = t_10;
        } else {
            int t_11 = t_4;
            int t_12 = 0;
            int t_13 = select(t_1, 0, t_3);
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
    array<float, 3> t_17;
    float t_18;
    int t_19 = t - 1;
    array<float, 3> t_20 = array<float, 3>{0.0f, 0.0f, 0.0f};
    float t_21 = 0.0f;
    for (;;) {
        if (t_19 < 0) {
            array<float, 3> t_22 = t_20;
            float t_23 = t_21;
            t_17 = t_22;
            t_18 = t_23;
            break;
        }
        int t_24;
        int t_25 = 0;
        int t_26 = 0;
        for (;;) {
            if (t_26 == t_19) {
                t_24 = t_25;
                break;
            }
            bool t_27 = t_25 < 3;
            int t_28 = select(2, 0, t_27);
            int t_29;
            int t_30;
            int t_31;
            if (t_28 == 0) {
                outputBuffer_1[7u] = p[t_25] * p_1;
                int t_32 = 1;
                int t_33 = t_25 + 1;
                int t_34 = 0;
                t_29 = t_32;
                t_30 = t_33;
                t_31 = t_34;
            } else {
                int t_35 = t_28;
                int t_36 = 0;
                int t_37 = select(t_25, 0, t_27);
                t_29 = t_35;
                t_30 = t_36;
                t_31 = t_37;
            }
            if (t_29 == 2) {
                t_24 = t_25;
                break;
            }
            int t_38 = t_30;
            int t_39 = t_26 + 1;
            t_25 = t_38;
            t_26 = t_39;
            continue;
        }
        bool t_40 = t_24 < 3;
        int t_41 = select(2, 0, t_40);
        bool t_42 = t_41 == 0;
        int t_43;
        int t_44;
        int t_45;
        if (t_42) {
            outputBuffer_1[7u] = p[t_24] * p_1;
            int t_46 = 1;
            int t_47 = t_24 + 1;
            int t_48 = 0;
            t_43 = t_46;
            t_44 = t_47;
            t_45 = t_48;
        } else {
            int t_49 = t_41;
            int t_50 = 0;
            int t_51 = select(t_24, 0, t_40);
            t_43 = t_49;
            t_44 = t_50;
            t_45 = t_51;
        }
        array<float, 3> t_52;
        float t_53;
        if (t_42) {
            float t_54 = p[t_24];
            outputBuffer_1[7u] = t_54 * p_1;
            float t_55 = grad_1[uint(t_24)];
            float t_56 = p_1 * t_55;
            array<float, 3> t_57 = array<float, 3>{0.0f, 0.0f, 0.0f};
            t_57[0] = select(0.0f, t_56, t_24 == 0);
            array<float, 3> t_58 = t_57;
            t_58[1] = select(0.0f, t_56, t_24 == 1);
            array<float, 3> t_59 = t_58;
            t_59[2] = select(0.0f, t_56, t_24 == 2);
            array<float, 3> t_60 = t_59;
            float t_61 = t_54 * t_55;
            t_52 = t_60;
            t_53 = t_61;
        } else {
            array<float, 3> t_62 = array<float, 3>{0.0f, 0.0f, 0.0f};
            float t_63 = 0.0f;
            t_52 = t_62;
            t_53 = t_63;
        }
        int t_64 = t_19 - 1;
        array<float, 3> t_65 = array<float, 3>{t_20[0] + t_52[0], t_20[1] + t_52[1], t_20[2] + t_52[2]};
        float t_66 = t_21 + t_53;
        t_19 = t_64;
        t_20 = t_65;
        t_21 = t_66;
        continue;
    }
    return loopRecord_bwd_Grads{t_17, t_18};
}
branchRecord_bwd_Grads branchRecord_bwd(float p_2, int p_3, device float* grad_2, device float* outputBuffer_2) {
    bool t_67 = p_3 > 0;
    if (t_67) {
        outputBuffer_2[7u] = p_2 * p_2;
    }
    float t_68;
    if (t_67) {
        outputBuffer_2[7u] = p_2 * p_2;
        float t_69 = grad_2[3u];
        float t_70 = p_2 * t_69;
        t_68 = t_70 + t_70;
    } else {
        t_68 = 0.0f;
    }
    return branchRecord_bwd_Grads{t_68};
}
kernel void computeMain(const device float* grad [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    loopRecord_bwd_Grads t_71 = loopRecord_bwd(array<float, 3>{1.0f, 2.0f, 3.0f}, 2.0f, grad, outputBuffer);
    array<float, 3> t_72 = t_71.f0;
    outputBuffer[0u] = t_72[0];
    outputBuffer[1u] = t_72[2];
    outputBuffer[2u] = t_71.f1;
    branchRecord_bwd_Grads t_73 = branchRecord_bwd(3.0f, 1, grad, outputBuffer);
    outputBuffer[3u] = t_73.f0;
    outputBuffer[4u] = 6.0f;
    outputBuffer[5u] = 3.0f;
    outputBuffer[6u] = 228.0f;
    return;
}
