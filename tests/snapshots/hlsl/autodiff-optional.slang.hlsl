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
    Optional_float_ f0[3];
};
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
weighted_bwd_Grads weighted_bwd(Optional_float_ p, float p_1, float p_2);
weighted_fwd_Result weighted_fwd(Optional_float_ p_3, Optional_float_ p_4, float p_5, float p_6);
sumSome_bwd_Grads sumSome_bwd(Optional_float_ p_7[3], float p_8);
void computeMain_1();
weighted_bwd_Grads weighted_bwd(Optional_float_ p, float p_1, float p_2) {
    bool t = p.hasValue;
    float t_1 = p.value;
    bool t_2 = (t ? 2 : 0) == 0;
    float t_3 = t_2 ? 0.0f : p_2;
    Optional_float_ t_4;
    float t_5;
    if (t) {
        float t_6 = p_1 * t_3;
        Optional_float_ t_7 = {0.0f, false};
        Optional_float_ t_8 = t_7;
        t_8.value = p_1 * t_6;
        Optional_float_ t_9 = t_8;
        t_9.hasValue = true;
        Optional_float_ t_10 = t_9;
        float t_11 = t_1 * p_1 * t_3 + t_1 * t_6;
        t_4 = t_10;
        t_5 = t_11;
    } else {
        Optional_float_ t_12 = {0.0f, false};
        Optional_float_ t_13 = t_12;
        float t_14 = 0.0f;
        t_4 = t_13;
        t_5 = t_14;
    }
    weighted_bwd_Grads t_15 = {t_4, (t_2 ? p_2 : 0.0f) + t_5};
    return t_15;
}
weighted_fwd_Result weighted_fwd(Optional_float_ p_3, Optional_float_ p_4, float p_5, float p_6) {
    if (p_3.hasValue) {
        float t_16 = p_3.value;
        float t_17 = t_16 * p_5;
        weighted_fwd_Result t_18 = {t_17 * p_5, p_5 * (p_5 * p_4.value + t_16 * p_6) + t_17 * p_6};
        return t_18;
    }
    weighted_fwd_Result t_19 = {p_5, p_6};
    return t_19;
}
sumSome_bwd_Grads sumSome_bwd(Optional_float_ p_7[3], float p_8) {
    float s;
    int i;
    float s_1 = 0.0f;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_20 = s_1;
            int t_21 = i_1;
            s = t_20;
            i = t_21;
            break;
        }
        Optional_float_ t_22 = p_7[i_1];
        float t_23 = t_22.value;
        float t_24 = t_22.hasValue ? s_1 + t_23 * t_23 : s_1;
        int t_25 = i_1 + 1;
        s_1 = t_24;
        i_1 = t_25;
        continue;
    }
    int t_26;
    float t_27 = 0.0f;
    int t_28 = 0;
    int t_29 = 0;
    for (;;) {
        bool t_30 = t_28 < 3;
        int t_31 = t_30 ? 0 : 2;
        int t_32;
        float t_33;
        int t_34;
        float t_35;
        int t_36;
        if (t_31 == 0) {
            Optional_float_ t_37 = p_7[t_28];
            float t_38 = t_37.value;
            int t_39 = 1;
            float t_40 = t_37.hasValue ? t_27 + t_38 * t_38 : t_27;
            int t_41 = t_28 + 1;
            float t_42 = 0.0f;
            int t_43 = 0;
            t_32 = t_39;
            t_33 = t_40;
            t_34 = t_41;
            t_35 = t_42;
            t_36 = t_43;
        } else {
            int t_44 = t_31;
            float t_45 = 0.0f;
            int t_46 = 0;
            float t_47 = t_30 ? 0.0f : t_27;
            int t_48 = t_30 ? 0 : t_28;
            t_32 = t_44;
            t_33 = t_45;
            t_34 = t_46;
            t_35 = t_47;
            t_36 = t_48;
        }
        int t_49 = t_29 + 1;
        if (t_32 == 2) {
            t_26 = t_49;
            break;
        }
        float t_50 = t_33;
        int t_51 = t_34;
        int t_52 = t_49;
        t_27 = t_50;
        t_28 = t_51;
        t_29 = t_52;
        continue;
    }
    int t_53 = t_26 - 1;
    Optional_float_ t_54[3] = {{0.0f, false}, {0.0f, false}, {0.0f, false}};
    float t_55;
    Optional_float_ t_56[3];
    int t_57 = t_53;
    float t_58 = 0.0f;
    Optional_float_ t_59[3] = t_54;
    for (;;) {
        if (t_57 < 0) {
            float t_60 = t_58;
            Optional_float_ t_61[3] = t_59;
            t_55 = t_60;
            t_56 = t_61;
            break;
        }
        float t_62;
        int t_63;
        float t_64 = 0.0f;
        int t_65 = 0;
        int t_66 = 0;
        for (;;) {
            if (t_66 == t_57) {
                float t_67 = t_64;
                int t_68 = t_65;
                t_62 = t_67;
                t_63 = t_68;
                break;
            }
            bool t_69 = t_65 < 3;
            int t_70 = t_69 ? 0 : 2;
            int t_71;
            float t_72;
            int t_73;
            float t_74;
            int t_75;
            if (t_70 == 0) {
                Optional_float_ t_76 = p_7[t_65];
                float t_77 = t_76.value;
                int t_78 = 1;
                float t_79 = t_76.hasValue ? t_64 + t_77 * t_77 : t_64;
                int t_80 = t_65 + 1;
                float t_81 = 0.0f;
                int t_82 = 0;
                t_71 = t_78;
                t_72 = t_79;
                t_73 = t_80;
                t_74 = t_81;
                t_75 = t_82;
            } else {
                int t_83 = t_70;
                float t_84 = 0.0f;
                int t_85 = 0;
                float t_86 = t_69 ? 0.0f : t_64;
                int t_87 = t_69 ? 0 : t_65;
                t_71 = t_83;
                t_72 = t_84;
                t_73 = t_85;
                t_74 = t_86;
                t_75 = t_87;
            }
            if (t_71 == 2) {
                float t_88 = t_64;
                int t_89 = t_65;
                t_62 = t_88;
                t_63 = t_89;
                break;
            }
            float t_90 = t_72;
            int t_91 = t_73;
            int t_92 = t_66 + 1;
            t_64 = t_90;
            t_65 = t_91;
            t_66 = t_92;
            continue;
        }
        bool t_93 = t_63 < 3;
        Optional_float_ t_94[3];
        float t_95;
        float t_96;
        float t_97;
        if ((t_93 ? 0 : 2) == 0) {
            Optional_float_ t_98 = p_7[t_63];
            Optional_float_ t_99;
            float t_100;
            if (t_98.hasValue) {
                float t_101 = t_98.value * t_58;
                Optional_float_ t_102 = {0.0f, false};
                Optional_float_ t_103 = t_102;
                t_103.value = t_101 + t_101;
                Optional_float_ t_104 = t_103;
                t_104.hasValue = true;
                Optional_float_ t_105 = t_104;
                float t_106 = t_58;
                t_99 = t_105;
                t_100 = t_106;
            } else {
                Optional_float_ t_107 = {0.0f, false};
                Optional_float_ t_108 = t_107;
                float t_109 = t_58;
                t_99 = t_108;
                t_100 = t_109;
            }
            bool t_110 = t_63 == 0;
            float t_111 = t_99.value;
            bool t_112 = t_99.hasValue;
            Optional_float_ t_113 = {t_110 ? t_111 : 0.0f, t_110 ? t_112 : false};
            Optional_float_ t_114[3] = t_54;
            t_114[0] = t_113;
            bool t_115 = t_63 == 1;
            Optional_float_ t_116 = {t_115 ? t_111 : 0.0f, t_115 ? t_112 : false};
            Optional_float_ t_117[3] = t_114;
            t_117[1] = t_116;
            bool t_118 = t_63 == 2;
            Optional_float_ t_119 = {t_118 ? t_111 : 0.0f, t_118 ? t_112 : false};
            Optional_float_ t_120[3] = t_117;
            t_120[2] = t_119;
            Optional_float_ t_121[3] = t_120;
            float t_122 = t_100;
            float t_123 = 0.0f;
            float t_124 = 0.0f;
            t_94 = t_121;
            t_95 = t_122;
            t_96 = t_123;
            t_97 = t_124;
        } else {
            Optional_float_ t_125[3] = t_54;
            float t_126 = 0.0f;
            float t_127 = t_58;
            float t_128 = t_57 == t_53 ? p_8 : 0.0f;
            t_94 = t_125;
            t_95 = t_126;
            t_96 = t_127;
            t_97 = t_128;
        }
        Optional_float_ t_129 = t_94[2];
        bool t_130 = t_129.hasValue;
        Optional_float_ t_131 = t_59[2];
        bool t_132 = t_131.hasValue;
        float t_133 = t_129.value;
        float t_134 = t_131.value;
        Optional_float_ t_135 = {t_132 ? (t_130 ? t_134 + t_133 : t_134) : t_133, t_132 ? t_132 : t_130};
        Optional_float_ t_136 = t_94[1];
        bool t_137 = t_136.hasValue;
        Optional_float_ t_138 = t_59[1];
        bool t_139 = t_138.hasValue;
        float t_140 = t_136.value;
        float t_141 = t_138.value;
        Optional_float_ t_142 = {t_139 ? (t_137 ? t_141 + t_140 : t_141) : t_140, t_139 ? t_139 : t_137};
        Optional_float_ t_143 = t_94[0];
        bool t_144 = t_143.hasValue;
        Optional_float_ t_145 = t_59[0];
        bool t_146 = t_145.hasValue;
        float t_147 = t_143.value;
        float t_148 = t_145.value;
        Optional_float_ t_149 = {t_146 ? (t_144 ? t_148 + t_147 : t_148) : t_147, t_146 ? t_146 : t_144};
        Optional_float_ t_150[3] = {t_149, t_142, t_135};
        int t_151 = t_57 - 1;
        float t_152 = t_95 + (t_93 ? 0.0f : t_97);
        Optional_float_ t_153[3] = t_150;
        t_57 = t_151;
        t_58 = t_152;
        t_59 = t_153;
        continue;
    }
    sumSome_bwd_Grads t_154 = {t_56};
    return t_154;
}
void computeMain_1() {
    Optional_float_ t_155 = {2.0f, true};
    weighted_bwd_Grads t_156 = weighted_bwd(t_155, 3.0f, 1.0f);
    Optional_float_ t_157 = t_156.f0;
    outputBuffer[0u] = t_157.value;
    outputBuffer[1u] = (t_157.hasValue ? 1.0f : 0.0f) + 10.0f * t_156.f1;
    Optional_float_ t_158 = {0.0f, false};
    weighted_bwd_Grads t_159 = weighted_bwd(t_158, 3.0f, 1.0f);
    Optional_float_ t_160 = t_159.f0;
    outputBuffer[2u] = (t_160.hasValue ? 1.0f : 0.0f) + 10.0f * t_159.f1;
    Optional_float_ t_161 = {0.5f, true};
    weighted_fwd_Result t_162 = weighted_fwd(t_155, t_161, 3.0f, 1.0f);
    outputBuffer[3u] = t_162.d;
    outputBuffer[4u] = 10.25f;
    outputBuffer[5u] = 0.0f;
    Optional_float_ t_163[3] = {{1.0f, true}, {0.0f, false}, {3.0f, true}};
    sumSome_bwd_Grads t_164 = sumSome_bwd(t_163, 1.0f);
    Optional_float_ t_165[3] = t_164.f0;
    Optional_float_ t_166 = t_165[0];
    Optional_float_ t_167 = t_165[1];
    Optional_float_ t_168 = t_165[2];
    outputBuffer[6u] = t_166.value + 10.0f * (t_166.hasValue ? 1.0f : 0.0f);
    outputBuffer[7u] = t_167.hasValue ? 1.0f : 0.0f;
    outputBuffer[8u] = t_168.value + 10.0f * (t_168.hasValue ? 1.0f : 0.0f);
    outputBuffer[9u] = 13.0f;
    outputBuffer[10u] = 15.0f;
    outputBuffer[11u] = 0.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
