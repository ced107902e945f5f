struct model_bwd_Grads
{
    float f0;
    float f1;
};
struct model_fwd_Result
{
    float p;
    float d;
};
struct Scale
{
    float s;
};
struct Sq
{
    float a;
};
struct ILayer
{
    uint typeId;
    Scale p0;
    Sq p1;
};
[[vk::binding(0, 0)]] StructuredBuffer<uint> kinds : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
model_bwd_Grads model_bwd(uint p, float p_1, float p_2, float p_3);
model_fwd_Result model_fwd(uint p_4, float p_5, float p_6, float p_7, float p_8);
void computeMain_1();
model_bwd_Grads model_bwd(uint p, float p_1, float p_2, float p_3) {
    bool t = p == 0u;
    ILayer l;
    if (t) {
        Scale t_1 = {p_1};
        Sq t_2 = {0.0f};
        ILayer t_3 = {0u, t_1, t_2};
        l = t_3;
    } else {
        Sq t_4 = {p_1};
        Scale t_5 = {0.0f};
        ILayer t_6 = {1u, t_5, t_4};
        l = t_6;
    }
    float acc;
    int i;
    float acc_1 = p_2;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_7 = acc_1;
            int t_8 = i_1;
            acc = t_7;
            i = t_8;
            break;
        }
        float t_9;
        switch (l.typeId) {
        case 0u:
        {
            Scale t_10 = l.p0;
            t_9 = t_10.s * acc_1;
            break;
        }
        case 1u:
        {
            Sq t_11 = l.p1;
            t_9 = t_11.a * acc_1 * acc_1;
            break;
        }
        default: {
            t_9 = 0.0f;
            break;
        }
        }
        float t_12 = t_9 * 0.5f;
        int t_13 = i_1 + 1;
        acc_1 = t_12;
        i_1 = t_13;
        continue;
    }
    int t_14;
    float t_15 = p_2;
    int t_16 = 0;
    int t_17 = 0;
    for (;;) {
        bool t_18 = t_16 < 3;
        int t_19 = t_18 ? 0 : 2;
        int t_20;
        float t_21;
        int t_22;
        float t_23;
        int t_24;
        if (t_19 == 0) {
            float t_25;
            switch (l.typeId) {
            case 0u:
            {
                Scale t_26 = l.p0;
                t_25 = t_26.s * t_15;
                break;
            }
            case 1u:
            {
                Sq t_27 = l.p1;
                t_25 = t_27.a * t_15 * t_15;
                break;
            }
            default: {
                t_25 = 0.0f;
                break;
            }
            }
            int t_28 = 1;
            float t_29 = t_25 * 0.5f;
            int t_30 = t_16 + 1;
            float t_31 = 0.0f;
            int t_32 = 0;
            t_20 = t_28;
            t_21 = t_29;
            t_22 = t_30;
            t_23 = t_31;
            t_24 = t_32;
        } else {
            int t_33 = t_19;
            float t_34 = 0.0f;
            int t_35 = 0;
            float t_36 = t_18 ? 0.0f : t_15;
            int t_37 = t_18 ? 0 : t_16;
            t_20 = t_33;
            t_21 = t_34;
            t_22 = t_35;
            t_23 = t_36;
            t_24 = t_37;
        }
        int t_38 = t_17 + 1;
        if (t_20 == 2) {
            t_14 = t_38;
            break;
        }
        float t_39 = t_21;
        int t_40 = t_22;
        int t_41 = t_38;
        t_15 = t_39;
        t_16 = t_40;
        t_17 = t_41;
        continue;
    }
    int t_42 = t_14 - 1;
    ILayer t_43 = {4294967295u, {0.0f}, {0.0f}};
    float t_44;
    ILayer t_45;
    int t_46 = t_42;
    float t_47 = 0.0f;
    ILayer t_48 = t_43;
    for (;;) {
        if (t_46 < 0) {
            float t_49 = t_47;
            ILayer t_50 = t_48;
            t_44 = t_49;
            t_45 = t_50;
            break;
        }
        float t_51;
        int t_52;
        float t_53 = p_2;
        int t_54 = 0;
        int t_55 = 0;
        for (;;) {
            if (t_55 == t_46) {
                float t_56 = t_53;
                int t_57 = t_54;
                t_51 = t_56;
                t_52 = t_57;
                break;
            }
            bool t_58 = t_54 < 3;
            int t_59 = t_58 ? 0 : 2;
            int t_60;
            float t_61;
            int t_62;
            float t_63;
            int t_64;
            if (t_59 == 0) {
                float t_65;
                switch (l.typeId) {
                case 0u:
                {
                    Scale t_66 = l.p0;
                    t_65 = t_66.s * t_53;
                    break;
                }
                case 1u:
                {
                    Sq t_67 = l.p1;
                    t_65 = t_67.a * t_53 * t_53;
                    break;
                }
                default: {
                    t_65 = 0.0f;
                    break;
                }
                }
                int t_68 = 1;
                float t_69 = t_65 * 0.5f;
                int t_70 = t_54 + 1;
                float t_71 = 0.0f;
                int t_72 = 0;
                t_60 = t_68;
                t_61 = t_69;
                t_62 = t_70;
                t_63 = t_71;
                t_64 = t_72;
            } else {
                int t_73 = t_59;
                float t_74 = 0.0f;
                int t_75 = 0;
                float t_76 = t_58 ? 0.0f : t_53;
                int t_77 = t_58 ? 0 : t_54;
                t_60 = t_73;
                t_61 = t_74;
                t_62 = t_75;
                t_63 = t_76;
                t_64 = t_77;
            }
            if (t_60 == 2) {
                float t_78 = t_53;
                int t_79 = t_54;
                t_51 = t_78;
                t_52 = t_79;
                break;
            }
            float t_80 = t_61;
            int t_81 = t_62;
            int t_82 = t_55 + 1;
            t_53 = t_80;
            t_54 = t_81;
            t_55 = t_82;
            continue;
        }
        bool t_83 = t_52 < 3;
        ILayer t_84;
        float t_85;
        float t_86;
        float t_87;
        if ((t_83 ? 0 : 2) == 0) {
            uint t_88 = l.typeId;
            float t_89 = 0.5f * t_47;
            ILayer t_90;
            float t_91;
            switch (t_88) {
            case 0u:
            {
                Scale t_92 = l.p0;
                Scale t_93 = {0.0f};
                Scale t_94 = t_93;
                t_94.s = t_51 * t_89;
                ILayer t_95;
                if (t_88 == 0u) {
                    Sq t_96 = {0.0f};
                    ILayer t_97 = {0u, t_94, t_96};
                    t_95 = t_97;
                } else {
                    t_95 = t_43;
                }
                ILayer t_98 = t_95;
                float t_99 = t_92.s * t_89;
                t_90 = t_98;
                t_91 = t_99;
                break;
            }
            case 1u:
            {
                Sq t_100 = l.p1;
                float t_101 = t_100.a;
                float t_102 = t_51 * t_89;
                Sq t_103 = {0.0f};
                Sq t_104 = t_103;
                t_104.a = t_51 * t_102;
                ILayer t_105;
                if (t_88 == 1u) {
                    Scale t_106 = {0.0f};
                    ILayer t_107 = {1u, t_106, t_104};
                    t_105 = t_107;
                } else {
                    t_105 = t_43;
                }
                ILayer t_108 = t_105;
                float t_109 = t_101 * t_51 * t_89 + t_101 * t_102;
                t_90 = t_108;
                t_91 = t_109;
                break;
            }
            default: {
                ILayer t_110 = t_43;
                float t_111 = 0.0f;
                t_90 = t_110;
                t_91 = t_111;
                break;
            }
            }
            ILayer t_112 = t_90;
            float t_113 = t_91;
            float t_114 = 0.0f;
            float t_115 = 0.0f;
            t_84 = t_112;
            t_85 = t_113;
            t_86 = t_114;
            t_87 = t_115;
        } else {
            ILayer t_116 = t_43;
            float t_117 = 0.0f;
            float t_118 = t_47;
            float t_119 = t_46 == t_42 ? p_3 : 0.0f;
            t_84 = t_116;
            t_85 = t_117;
            t_86 = t_118;
            t_87 = t_119;
        }
        ILayer t_120;
        switch (t_48.typeId) {
        case 0u:
        {
            Scale t_121 = t_48.p0;
            Scale t_122 = t_84.p0;
            Scale t_123 = {t_121.s + t_122.s};
            Sq t_124 = {0.0f};
            ILayer t_125 = {0u, t_123, t_124};
            t_120 = t_125;
            break;
        }
        case 1u:
        {
            Sq t_126 = t_48.p1;
            Sq t_127 = t_84.p1;
            Sq t_128 = {t_126.a + t_127.a};
            Scale t_129 = {0.0f};
            ILayer t_130 = {1u, t_129, t_128};
            t_120 = t_130;
            break;
        }
        default: {
            t_120 = t_84;
            break;
        }
        }
        int t_131 = t_46 - 1;
        float t_132 = t_85 + (t_83 ? 0.0f : t_87);
        ILayer t_133 = t_120;
        t_46 = t_131;
        t_47 = t_132;
        t_48 = t_133;
        continue;
    }
    Scale t_134 = t_45.p0;
    Sq t_135 = t_45.p1;
    model_bwd_Grads t_136 = {t ? t_134.s : t_135.a, t_44};
    return t_136;
}
model_fwd_Result model_fwd(uint p_4, float p_5, float p_6, float p_7, float p_8) {
    ILayer l_1;
    ILayer t_137;
    if (p_4 == 0u) {
        Scale t_138 = {p_5};
        Scale t_139 = {p_6};
        Sq t_140 = {0.0f};
        ILayer t_141 = {0u, t_138, t_140};
        ILayer t_142 = {0u, t_139, t_140};
        ILayer t_143 = t_141;
        ILayer t_144 = t_142;
        l_1 = t_143;
        t_137 = t_144;
    } else {
        Sq t_145 = {p_5};
        Sq t_146 = {p_6};
        Scale t_147 = {0.0f};
        ILayer t_148 = {1u, t_147, t_145};
        ILayer t_149 = {1u, t_147, t_146};
        ILayer t_150 = t_148;
        ILayer t_151 = t_149;
        l_1 = t_150;
        t_137 = t_151;
    }
    float acc_2;
    float t_152;
    int i_2;
    float acc_3 = p_7;
    float t_153 = p_8;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            float t_154 = acc_3;
            float t_155 = t_153;
            int t_156 = i_3;
            acc_2 = t_154;
            t_152 = t_155;
            i_2 = t_156;
            break;
        }
        float t_157;
        float t_158;
        switch (l_1.typeId) {
        case 0u:
        {
            Scale t_159 = l_1.p0;
            Scale t_160 = t_137.p0;
            float t_161 = t_159.s;
            float t_162 = t_161 * acc_3;
            float t_163 = acc_3 * t_160.s + t_161 * t_153;
            t_157 = t_162;
            t_158 = t_163;
            break;
        }
        case 1u:
        {
            Sq t_164 = l_1.p1;
            Sq t_165 = t_137.p1;
            float t_166 = t_164.a;
            float t_167 = t_166 * acc_3;
            float t_168 = t_167 * acc_3;
            float t_169 = acc_3 * (acc_3 * t_165.a + t_166 * t_153) + t_167 * t_153;
            t_157 = t_168;
            t_158 = t_169;
            break;
        }
        default: {
            float t_170 = 0.0f;
            float t_171 = 0.0f;
            t_157 = t_170;
            t_158 = t_171;
            break;
        }
        }
        float t_172 = t_157 * 0.5f;
        float t_173 = 0.5f * t_158;
        int t_174 = i_3 + 1;
        acc_3 = t_172;
        t_153 = t_173;
        i_3 = t_174;
        continue;
    }
    model_fwd_Result t_175 = {acc_2, t_152};
    return t_175;
}
void computeMain_1() {
    uint i_4;
    uint i_5 = 0u;
    for (;;) {
        if (i_5 < 2u) {
        } else {
            i_4 = i_5;
            break;
        }
        uint t_176 = kinds[i_5];
        uint t_177 = i_5 * 4u;
        model_fwd_Result t_178 = model_fwd(t_176, 1.5f, 1.0f, 0.8f, 0.0f);
        outputBuffer[t_177] = t_178.d;
        model_fwd_Result t_179 = model_fwd(t_176, 1.5f, 0.0f, 0.8f, 1.0f);
        outputBuffer[t_177 + 1u] = t_179.d;
        model_bwd_Grads t_180 = model_bwd(t_176, 1.5f, 0.8f, 1.0f);
        outputBuffer[t_177 + 2u] = t_180.f0;
        outputBuffer[t_177 + 3u] = t_180.f1;
        i_5 = i_5 + 1u;
        continue;
    }
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
