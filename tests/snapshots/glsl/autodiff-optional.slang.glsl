#version 450
struct Optional_float_
{
    float value;
    bool hasValue;
};
struct weighted_bwd_Grads
{
    Optional_float_ f0;
    float f1;
};
struct weighted_fwd_Result
{
    float p;
    float d;
};
struct sumSome_bwd_Grads
{
    Optional_float_[3] f0;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
weighted_bwd_Grads weighted_bwd(Optional_float_ p, float p_1, float p_2);
weighted_fwd_Result weighted_fwd(Optional_float_ p_3, Optional_float_ p_4, float p_5, float p_6);
sumSome_bwd_Grads sumSome_bwd(Optional_float_[3] p_7, float p_8);
void main();
weighted_bwd_Grads weighted_bwd(Optional_float_ p, float p_1, float p_2) {
    bool t = p.hasValue;
    float t_1 = p.value;
    bool t_2 = (t ? 2 : 0) == 0;
    float t_3 = t_2 ? 0.0 : p_2;
    Optional_float_ t_4;
    float t_5;
    if (t) {
        float t_6 = p_1 * t_3;
        Optional_float_ t_7 = Optional_float_(0.0, false);
        t_7.value = p_1 * t_6;
        Optional_float_ t_8 = t_7;
        t_8.hasValue = true;
        Optional_float_ t_9 = t_8;
        float t_10 = t_1 * p_1 * t_3 + t_1 * t_6;
        t_4 = t_9;
        t_5 = t_10;
    } else {
        Optional_float_ t_11 = Optional_float_(0.0, false);
        float t_12 = 0.0;
        t_4 = t_11;
        t_5 = t_12;
    }
    return weighted_bwd_Grads(t_4, (t_2 ? p_2 : 0.0) + t_5);
}
weighted_fwd_Result weighted_fwd(Optional_float_ p_3, Optional_float_ p_4, float p_5, float p_6) {
    if (p_3.hasValue) {
        float t_13 = p_3.value;
        float t_14 = t_13 * p_5;
        return weighted_fwd_Result(t_14 * p_5, p_5 * (p_5 * p_4.value + t_13 * p_6) + t_14 * p_6);
    }
    return weighted_fwd_Result(p_5, p_6);
}
sumSome_bwd_Grads sumSome_bwd(Optional_float_[3] p_7, float p_8) {
    float s;
    int i;
    float s_1 = 0.0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_15 = s_1;
            int t_16 = i_1;
            s = t_15;
            i = t_16;
            break;
        }
        Optional_float_ t_17 = p_7[i_1];
        float t_18 = t_17.value;
        float t_19 = t_17.hasValue ? s_1 + t_18 * t_18 : s_1;
        int t_20 = i_1 + 1;
        s_1 = t_19;
        i_1 = t_20;
        continue;
    }
    int t_21;
    float t_22 = 0.0;
    int t_23 = 0;
    int t_24 = 0;
    for (;;) {
        bool t_25 = t_23 < 3;
        int t_26 = t_25 ? 0 : 2;
        int t_27;
        float t_28;
        int t_29;
        float t_30;
        int t_31;
        if (t_26 == 0) {
            Optional_float_ t_32 = p_7[t_23];
            float t_33 = t_32.value;
            int t_34 = 1;
            float t_35 = t_32.hasValue ? t_22 + t_33 * t_33 : t_22;
            int t_36 = t_23 + 1;
            float t_37 = 0.0;
            int t_38 = 0;
            t_27 = t_34;
            t_28 = t_35;
            t_29 = t_36;
            t_30 = t_37;
            t_31 = t_38;
        } else {
            int t_39 = t_26;
            float t_40 = 0.0;
            int t_41 = 0;
            float t_42 = t_25 ? 0.0 : t_22;
            int t_43 = t_25 ? 0 : t_23;
            t_27 = t_39;
            t_28 = t_40;
            t_29 = t_41;
            t_30 = t_42;
            t_31 = t_43;
        }
        int t_44 = t_24 + 1;
        if (t_27 == 2) {
            t_21 = t_44;
            break;
        }
        float t_45 = t_28;
        int t_46 = t_29;
        int t_47 = t_44;
        t_22 = t_45;
        t_23 = t_46;
        t_24 = t_47;
        continue;
    }
    int t_48 = t_21 - 1;
    float t_49;
    Optional_float_[3] t_50;
    int t_51 = t_48;
    float t_52 = 0.0;
    Optional_float_[3] t_53 = Optional_float_[3](Optional_float_(0.0, false), Optional_float_(0.0, false), Optional_float_(0.0, false));
    for (;;) {
        if (t_51 < 0) {
            float t_54 = t_52;
            Optional_float_[3] t_55 = t_53;
            t_49 = t_54;
            t_50 = t_55;
            break;
        }
        float t_56;
        int t_57;
        float t_58 = 0.0;
        int t_59 = 0;
        int t_60 = 0;
        for (;;) {
            if (t_60 == t_51) {
                float t_61 = t_58;
                int t_62 = t_59;
                t_56 = t_61;
                t_57 = t_62;
                break;
            }
            bool t_63 = t_59 < 3;
            int t_64 = t_63 ? 0 : 2;
            int t_65;
            float t_66;
            int t_67;
            float t_68;
            int t_69;
            if (t_64 == 0) {
                Optional_float_ t_70 = p_7[t_59];
                float t_71 = t_70.value;
                int t_72 = 1;
                float t_73 = t_70.hasValue ? t_58 + t_71 * t_71 : t_58;
                int t_74 = t_59 + 1;
                float t_75 = 0.0;
                int t_76 = 0;
                t_65 = t_72;
                t_66 = t_73;
                t_67 = t_74;
                t_68 = t_75;
                t_69 = t_76;
            } else {
                int t_77 = t_64;
                float t_78 = 0.0;
                int t_79 = 0;
                float t_80 = t_63 ? 0.0 : t_58;
                int t_81 = t_63 ? 0 : t_59;
                t_65 = t_77;
                t_66 = t_78;
                t_67 = t_79;
                t_68 = t_80;
                t_69 = t_81;
            }
            if (t_65 == 2) {
                float t_82 = t_58;
                int t_83 = t_59;
                t_56 = t_82;
                t_57 = t_83;
                break;
            }
            float t_84 = t_66;
            int t_85 = t_67;
            int t_86 = t_60 + 1;
            t_58 = t_84;
            t_59 = t_85;
            t_60 = t_86;
            continue;
        }
        bool t_87 = t_57 < 3;
        Optional_float_[3] t_88;
        float t_89;
        float t_90;
        float t_91;
        if ((t_87 ? 0 : 2) == 0) {
            Optional_float_ t_92 = p_7[t_57];
            Optional_float_ t_93;
            float t_94;
            if (t_92.hasValue) {
                float t_95 = t_92.value * t_52;
                Optional_float_ t_96 = Optional_float_(0.0, false);
                t_96.value = t_95 + t_95;
                Optional_float_ t_97 = t_96;
                t_97.hasValue = true;
                Optional_float_ t_98 = t_97;
                float t_99 = t_52;
                t_93 = t_98;
                t_94 = t_99;
            } else {
                Optional_float_ t_100 = Optional_float_(0.0, false);
                float t_101 = t_52;
                t_93 = t_100;
                t_94 = t_101;
            }
            bool t_102 = t_57 == 0;
            float t_103 = t_93.value;
            bool t_104 = t_93.hasValue;
            Optional_float_[3] t_105 = Optional_float_[3](Optional_float_(0.0, false), Optional_float_(0.0, false), Optional_float_(0.0, false));
            t_105[0] = Optional_float_(t_102 ? t_103 : 0.0, t_102 ? t_104 : false);
            bool t_106 = t_57 == 1;
            Optional_float_[3] t_107 = t_105;
            t_107[1] = Optional_float_(t_106 ? t_103 : 0.0, t_106 ? t_104 : false);
            bool t_108 = t_57 == 2;
            Optional_float_[3] t_109 = t_107;
            t_109[2] = Optional_float_(t_108 ? t_103 : 0.0, t_108 ? t_104 : false);
            Optional_float_[3] t_110 = t_109;
            float t_111 = t_94;
            float t_112 = 0.0;
            float t_113 = 0.0;
            t_88 = t_110;
            t_89 = t_111;
            t_90 = t_112;
            t_91 = t_113;
        } else {
            Optional_float_[3] t_114 = Optional_float_[3](Optional_float_(0.0, false), Optional_float_(0.0, false), Optional_float_(0.0, false));
            float t_115 = 0.0;
            float t_116 = t_52;
            float t_117 = t_51 == t_48 ? p_8 : 0.0;
            t_88 = t_114;
            t_89 = t_115;
            t_90 = t_116;
            t_91 = t_117;
        }
        Optional_float_ t_118 = t_88[2];
        bool t_119 = t_118.hasValue;
        Optional_float_ t_120 = t_53[2];
        bool t_121 = t_120.hasValue;
        float t_122 = t_118.value;
        float t_123 = t_120.value;
        Optional_float_ t_124 = t_88[1];
        bool t_125 = t_124.hasValue;
        Optional_float_ t_126 = t_53[1];
        bool t_127 = t_126.hasValue;
        float t_128 = t_124.value;
        float t_129 = t_126.value;
        Optional_float_ t_130 = t_88[0];
        bool t_131 = t_130.hasValue;
        Optional_float_ t_132 = t_53[0];
        bool t_133 = t_132.hasValue;
        float t_134 = t_130.value;
        float t_135 = t_132.value;
        int t_136 = t_51 - 1;
        float t_137 = t_89 + (t_87 ? 0.0 : t_91);
        Optional_float_[3] t_138 = Optional_float_[3](Optional_float_(t_133 ? (t_131 ? t_135 + t_134 : t_135) : t_134, t_133 ? t_133 : t_131), Optional_float_(t_127 ? (t_125 ? t_129 + t_128 : t_129) : t_128, t_127 ? t_127 : t_125), Optional_float_(t_121 ? (t_119 ? t_123 + t_122 : t_123) : t_122, t_121 ? t_121 : t_119));
        t_51 = t_136;
        t_52 = t_137;
        t_53 = t_138;
        continue;
    }
    return sumSome_bwd_Grads(t_50);
}
void main() {
    weighted_bwd_Grads t_139 = weighted_bwd(Optional_float_(2.0, true), 3.0, 1.0);
    Optional_float_ t_140 = t_139.f0;
    outputBuffer.data[0u] = t_140.value;
    outputBuffer.data[1u] = (t_140.hasValue ? 1.0 : 0.0) + 10.0 * t_139.f1;
    weighted_bwd_Grads t_141 = weighted_bwd(Optional_float_(0.0, false), 3.0, 1.0);
    outputBuffer.data[2u] = (t_141.f0.hasValue ? 1.0 : 0.0) + 10.0 * t_141.f1;
    weighted_fwd_Result t_142 = weighted_fwd(Optional_float_(2.0, true), Optional_float_(0.5, true), 3.0, 1.0);
    outputBuffer.data[3u] = t_142.d;
    outputBuffer.data[4u] = 10.25;
    outputBuffer.data[5u] = 0.0;
    sumSome_bwd_Grads t_143 = sumSome_bwd(Optional_float_[3](Optional_float_(1.0, true), Optional_float_(0.0, false), Optional_float_(3.0, true)), 1.0);
    Optional_float_[3] t_144 = t_143.f0;
    Optional_float_ t_145 = t_144[0];
    Optional_float_ t_146 = t_144[2];
    outputBuffer.data[6u] = t_145.value + 10.0 * (t_145.hasValue ? 1.0 : 0.0);
    outputBuffer.data[7u] = t_144[1].hasValue ? 1.0 : 0.0;
    outputBuffer.data[8u] = t_146.value + 10.0 * (t_146.hasValue ? 1.0 : 0.0);
    outputBuffer.data[9u] = 13.0;
    outputBuffer.data[10u] = 15.0;
    outputBuffer.data[11u] = 0.0;
    return;
}
