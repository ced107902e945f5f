struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Acc {
    nsl::vec<float, 3> sum;
    float w;
};
struct Acc_push_bwd_Grads {
    Acc f0;
    nsl::vec<float, 3> f1;
    float f2;
};
struct scatter_bwd_Grads {
    float f0;
    float f1;
};
struct scatter_fwd_Result {
    float p;
    float d;
};
struct accumulate_bwd_Grads {
    Acc f0;
    nsl::vec<float, 3> f1;
};
struct swz_bwd_Grads {
    nsl::vec<float, 3> f0;
    nsl::mat<float, 2, 2> f1;
};
struct ties_bwd_Grads {
    float f0;
    float f1;
};
struct swLoop_bwd_Grads {
    float f0;
};
struct swLoop_fwd_Result {
    float p;
    float d;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static thread_local std::array<float, 4> kTable = std::array<float, 4>{{0.5f, -1.0f, 2.0f, 0.25f}};
static Acc_push_bwd_Grads Acc_push_bwd(Acc& p, nsl::vec<float, 3> p_1, float p_2, Acc p_3);
static scatter_bwd_Grads scatter_bwd(float p_4, float p_5, int32_t p_6, float p_7);
static scatter_fwd_Result scatter_fwd(float p_8, float p_9, float p_10, float p_11, int32_t p_12);
static accumulate_bwd_Grads accumulate_bwd(Acc& p_13, nsl::vec<float, 3> p_14, int32_t p_15, Acc p_16);
static swz_bwd_Grads swz_bwd(nsl::vec<float, 3> p_17, nsl::mat<float, 2, 2> p_18, float p_19);
static ties_bwd_Grads ties_bwd(float p_20, float p_21, float p_22);
static swLoop_bwd_Grads swLoop_bwd(float p_23, int32_t p_24, float p_25);
static swLoop_fwd_Result swLoop_fwd(float p_26, float p_27, int32_t p_28);
static void computeMain();
static Acc_push_bwd_Grads Acc_push_bwd(Acc& p, nsl::vec<float, 3> p_1, float p_2, Acc p_3) {
    Acc t = p;
    float t_1 = t.w;
    nsl::vec<float, 3> t_2 = nsl::splat<nsl::vec<float, 3>>(t_1);
    nsl::vec<float, 3> t_3 = p_1 * t_2;
    nsl::vec<float, 3> t_4 = nsl::splat<nsl::vec<float, 3>>(p_2);
    p = Acc{t.sum + t_3 * t_4, t_1 * 0.9f + p_2 * 0.01f};
    nsl::vec<float, 3> t_5 = p_3.sum;
    float t_6 = p_3.w;
    nsl::vec<float, 3> t_7 = t_4 * t_5;
    nsl::vec<float, 3> t_8 = t_3 * t_5;
    nsl::vec<float, 3> t_9 = p_1 * t_7;
    return Acc_push_bwd_Grads{Acc{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f) + t_5, 0.9f * t_6 + (t_9.x + t_9.y + t_9.z) + 0.0f}, t_2 * t_7, 0.01f * t_6 + (t_8.x + t_8.y + t_8.z)};
}
static scatter_bwd_Grads scatter_bwd(float p_4, float p_5, int32_t p_6, float p_7) {
    std::array<float, 4> buf;
    int32_t i;
    std::array<float, 4> buf_1 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < p_6) {
        } else {
            std::array<float, 4> t_10 = buf_1;
            int32_t t_11 = i_1;
            buf = t_10;
            i = t_11;
            break;
        }
        int32_t t_12 = nsl::rem(i_1 * 3, 4);
        float t_13 = kTable[nsl::rem(i_1, 4)];
        float t_14 = buf_1[t_12] + (p_4 * t_13 + buf_1[nsl::rem(t_12 + 1, 4)] * p_5);
        std::array<float, 4> t_15 = buf_1;
        t_15[0] = nsl::select(t_12 == 0, t_14, buf_1[0]);
        std::array<float, 4> t_16 = t_15;
        t_16[1] = nsl::select(t_12 == 1, t_14, buf_1[1]);
        std::array<float, 4> t_17 = t_16;
        t_17[2] = nsl::select(t_12 == 2, t_14, buf_1[2]);
        std::array<float, 4> t_18 = t_17;
        t_18[3] = nsl::select(t_12 == 3, t_14, buf_1[3]);
        std::array<float, 4> t_19 = t_18;
        int32_t t_20 = i_1 + 1;
        buf_1 = t_19;
        i_1 = t_20;
        continue;
    }
    float t_21 = -p_7;
    int32_t t_22;
    std::array<float, 4> t_23 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    int32_t t_24 = 0;
    int32_t t_25 = 0;
    for (;;) {
        int32_t t_26;
        std::array<float, 4> t_27;
        int32_t t_28;
        std::array<float, 4> t_29;
        int32_t t_30;
        if (t_24 < p_6) {
            int32_t t_31 = 0;
            std::array<float, 4> t_32 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_33 = 0;
            std::array<float, 4> t_34 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_35 = 0;
            t_26 = t_31;
            t_27 = t_32;
            t_28 = t_33;
            t_29 = t_34;
            t_30 = t_35;
        } else {
            int32_t t_36 = 2;
            std::array<float, 4> t_37 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_38 = 0;
            std::array<float, 4> t_39 = t_23;
            int32_t t_40 = t_24;
            t_26 = t_36;
            t_27 = t_37;
            t_28 = t_38;
            t_29 = t_39;
            t_30 = t_40;
        }
        int32_t t_41;
        std::array<float, 4> t_42;
        int32_t t_43;
        std::array<float, 4> t_44;
        int32_t t_45;
        if (t_26 == 0) {
            int32_t t_46 = nsl::rem(t_24 * 3, 4);
            float t_47 = kTable[nsl::rem(t_24, 4)];
            float t_48 = t_23[t_46] + (p_4 * t_47 + t_23[nsl::rem(t_46 + 1, 4)] * p_5);
            std::array<float, 4> t_49 = t_23;
            t_49[0] = nsl::select(t_46 == 0, t_48, t_23[0]);
            std::array<float, 4> t_50 = t_49;
            t_50[1] = nsl::select(t_46 == 1, t_48, t_23[1]);
            std::array<float, 4> t_51 = t_50;
            t_51[2] = nsl::select(t_46 == 2, t_48, t_23[2]);
            std::array<float, 4> t_52 = t_51;
            t_52[3] = nsl::select(t_46 == 3, t_48, t_23[3]);
            int32_t t_53 = 1;
            std::array<float, 4> t_54 = t_52;
            int32_t t_55 = t_24 + 1;
            std::array<float, 4> t_56 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_57 = 0;
            t_41 = t_53;
            t_42 = t_54;
            t_43 = t_55;
            t_44 = t_56;
            t_45 = t_57;
        } else {
            int32_t t_58 = t_26;
            std::array<float, 4> t_59 = t_27;
            int32_t t_60 = t_28;
            std::array<float, 4> t_61 = t_29;
            int32_t t_62 = t_30;
            t_41 = t_58;
            t_42 = t_59;
            t_43 = t_60;
            t_44 = t_61;
            t_45 = t_62;
        }
        int32_t t_63 = t_25 + 1;
        if (t_41 == 2) {
            t_22 = t_63;
            break;
        }
        std::array<float, 4> t_64 = t_42;
        int32_t t_65 = t_43;
        int32_t t_66 = t_63;
        t_23 = t_64;
        t_24 = t_65;
        t_25 = t_66;
        continue;
    }
    int32_t t_67 = t_22 - 1;
    std::array<float, 4> t_68;
    float t_69;
    float t_70;
    int32_t t_71 = t_67;
    std::array<float, 4> t_72 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    float t_73 = 0.0f;
    float t_74 = 0.0f;
    for (;;) {
        if (t_71 < 0) {
            std::array<float, 4> t_75 = t_72;
            float t_76 = t_73;
            float t_77 = t_74;
            t_68 = t_75;
            t_69 = t_76;
            t_70 = t_77;
            break;
        }
        std::array<float, 4> t_78;
        int32_t t_79;
        std::array<float, 4> t_80 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
        int32_t t_81 = 0;
        int32_t t_82 = 0;
        for (;;) {
            if (t_82 == t_71) {
                std::array<float, 4> t_83 = t_80;
                int32_t t_84 = t_81;
                t_78 = t_83;
                t_79 = t_84;
                break;
            }
            int32_t t_85;
            std::array<float, 4> t_86;
            int32_t t_87;
            std::array<float, 4> t_88;
            int32_t t_89;
            if (t_81 < p_6) {
                int32_t t_90 = 0;
                std::array<float, 4> t_91 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
                int32_t t_92 = 0;
                std::array<float, 4> t_93 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
                int32_t t_94 = 0;
                t_85 = t_90;
                t_86 = t_91;
                t_87 = t_92;
                t_88 = t_93;
                t_89 = t_94;
            } else {
                int32_t t_95 = 2;
                std::array<float, 4> t_96 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
                int32_t t_97 = 0;
                std::array<float, 4> t_98 = t_80;
                int32_t t_99 = t_81;
                t_85 = t_95;
                t_86 = t_96;
                t_87 = t_97;
                t_88 = t_98;
                t_89 = t_99;
            }
            int32_t t_100;
            std::array<float, 4> t_101;
            int32_t t_102;
            std::array<float, 4> t_103;
            int32_t t_104;
            if (t_85 == 0) {
                int32_t t_105 = nsl::rem(t_81 * 3, 4);
                float t_106 = kTable[nsl::rem(t_81, 4)];
                float t_107 = t_80[t_105] + (p_4 * t_106 + t_80[nsl::rem(t_105 + 1, 4)] * p_5);
                std::array<float, 4> t_108 = t_80;
                t_108[0] = nsl::select(t_105 == 0, t_107, t_80[0]);
                std::array<float, 4> t_109 = t_108;
                t_109[1] = nsl::select(t_105 == 1, t_107, t_80[1]);
                std::array<float, 4> t_110 = t_109;
                t_110[2] = nsl::select(t_105 == 2, t_107, t_80[2]);
                std::array<float, 4> t_111 = t_110;
                t_111[3] = nsl::select(t_105 == 3, t_107, t_80[3]);
                int32_t t_112 = 1;
                std::array<float, 4> t_113 = t_111;
                int32_t t_114 = t_81 + 1;
                std::array<float, 4> t_115 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
                int32_t t_116 = 0;
                t_100 = t_112;
                t_101 = t_113;
                t_102 = t_114;
                t_103 = t_115;
                t_104 = t_116;
            } else {
                int32_t t_117 = t_85;
                std::array<float, 4> t_118 = t_86;
                int32_t t_119 = t_87;
                std::array<float, 4> t_120 = t_88;
                int32_t t_121 = t_89;
                t_100 = t_117;
                t_101 = t_118;
                t_102 = t_119;
                t_103 = t_120;
                t_104 = t_121;
            }
            if (t_100 == 2) {
                std::array<float, 4> t_122 = t_80;
                int32_t t_123 = t_81;
                t_78 = t_122;
                t_79 = t_123;
                break;
            }
            std::array<float, 4> t_124 = t_101;
            int32_t t_125 = t_102;
            int32_t t_126 = t_82 + 1;
            t_80 = t_124;
            t_81 = t_125;
            t_82 = t_126;
            continue;
        }
        bool t_127 = t_79 < p_6;
        int32_t t_128;
        std::array<float, 4> t_129;
        int32_t t_130;
        std::array<float, 4> t_131;
        int32_t t_132;
        if (t_127) {
            int32_t t_133 = 0;
            std::array<float, 4> t_134 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_135 = 0;
            std::array<float, 4> t_136 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_137 = 0;
            t_128 = t_133;
            t_129 = t_134;
            t_130 = t_135;
            t_131 = t_136;
            t_132 = t_137;
        } else {
            int32_t t_138 = 2;
            std::array<float, 4> t_139 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_140 = 0;
            std::array<float, 4> t_141 = t_78;
            int32_t t_142 = t_79;
            t_128 = t_138;
            t_129 = t_139;
            t_130 = t_140;
            t_131 = t_141;
            t_132 = t_142;
        }
        bool t_143 = t_71 == t_67;
        std::array<float, 4> t_144;
        float t_145;
        float t_146;
        std::array<float, 4> t_147;
        std::array<float, 4> t_148;
        if (t_128 == 0) {
            int32_t t_149 = nsl::rem(t_79 * 3, 4);
            float t_150 = kTable[nsl::rem(t_79, 4)];
            int32_t t_151 = nsl::rem(t_149 + 1, 4);
            bool t_152 = t_149 == 0;
            bool t_153 = t_149 == 1;
            bool t_154 = t_149 == 2;
            bool t_155 = t_149 == 3;
            float t_156 = t_72[3];
            float t_157 = t_72[2];
            float t_158 = t_72[1];
            float t_159 = t_72[0];
            float t_160 = nsl::select(t_155, t_156, 0.0f) + nsl::select(t_154, t_157, 0.0f) + nsl::select(t_153, t_158, 0.0f) + nsl::select(t_152, t_159, 0.0f);
            float t_161 = p_5 * t_160;
            std::array<float, 4> t_162 = std::array<float, 4>{{0.0f + nsl::select(t_152, 0.0f, t_159) + nsl::select(t_151 == 0, t_161, 0.0f) + nsl::select(t_152, t_160, 0.0f), 0.0f + nsl::select(t_153, 0.0f, t_158) + 0.0f + 0.0f + nsl::select(t_151 == 1, t_161, 0.0f) + nsl::select(t_153, t_160, 0.0f), 0.0f + nsl::select(t_154, 0.0f, t_157) + 0.0f + 0.0f + 0.0f + nsl::select(t_151 == 2, t_161, 0.0f) + nsl::select(t_154, t_160, 0.0f), nsl::select(t_155, 0.0f, t_156) + 0.0f + 0.0f + 0.0f + 0.0f + nsl::select(t_151 == 3, t_161, 0.0f) + nsl::select(t_155, t_160, 0.0f)}};
            float t_163 = t_150 * t_160;
            float t_164 = t_78[t_151] * t_160;
            std::array<float, 4> t_165 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            std::array<float, 4> t_166 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            t_144 = t_162;
            t_145 = t_163;
            t_146 = t_164;
            t_147 = t_165;
            t_148 = t_166;
        } else {
            std::array<float, 4> t_167 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            float t_168 = 0.0f;
            float t_169 = 0.0f;
            std::array<float, 4> t_170 = t_72;
            std::array<float, 4> t_171 = std::array<float, 4>{{nsl::select(t_143, 0.0f + buf[1] * p_7, 0.0f), nsl::select(t_143, 0.0f + buf[0] * p_7 + 0.0f, 0.0f), nsl::select(t_143, 0.0f + p_7 + 0.0f + 0.0f, 0.0f), nsl::select(t_143, p_4 * t_21 + 0.0f + 0.0f + 0.0f, 0.0f)}};
            t_144 = t_167;
            t_145 = t_168;
            t_146 = t_169;
            t_147 = t_170;
            t_148 = t_171;
        }
        std::array<float, 4> t_172;
        if (t_127) {
            t_172 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
        } else {
            t_172 = t_148;
        }
        int32_t t_173 = t_71 - 1;
        std::array<float, 4> t_174 = std::array<float, 4>{{t_144[0] + t_172[0], t_144[1] + t_172[1], t_144[2] + t_172[2], t_144[3] + t_172[3]}};
        float t_175 = t_73 + t_145;
        float t_176 = t_74 + t_146;
        t_71 = t_173;
        t_72 = t_174;
        t_73 = t_175;
        t_74 = t_176;
        continue;
    }
    return scatter_bwd_Grads{buf[3] * t_21 + t_69, t_70};
}
static scatter_fwd_Result scatter_fwd(float p_8, float p_9, float p_10, float p_11, int32_t p_12) {
    std::array<float, 4> buf_2 = std::array<float, 4>{};
    std::array<float, 4> t_177 = std::array<float, 4>{};
    t_177 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    buf_2 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    t_177 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    int32_t i_2;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < p_12) {
        } else {
            i_2 = i_3;
            break;
        }
        int32_t t_178 = nsl::rem(i_3 * 3, 4);
        float t_179 = buf_2[t_178];
        float t_180 = t_177[t_178];
        float t_181 = kTable[nsl::rem(i_3, 4)];
        int32_t t_182 = nsl::rem(t_178 + 1, 4);
        float t_183 = buf_2[t_182];
        float t_184 = t_177[t_182];
        buf_2[t_178] = t_179 + (p_8 * t_181 + t_183 * p_10);
        t_177[t_178] = t_180 + (t_181 * p_9 + (p_10 * t_184 + t_183 * p_11));
        i_3 = i_3 + 1;
        continue;
    }
    float t_185 = buf_2[0];
    float t_186 = t_177[0];
    float t_187 = buf_2[1];
    float t_188 = t_177[1];
    float t_189 = buf_2[2];
    float t_190 = t_177[2];
    float t_191 = buf_2[3];
    float t_192 = t_177[3];
    return scatter_fwd_Result{t_185 * t_187 + t_189 - t_191 * p_8, t_187 * t_186 + t_185 * t_188 + t_190 + -(p_8 * t_192 + t_191 * p_9)};
}
static accumulate_bwd_Grads accumulate_bwd(Acc& p_13, nsl::vec<float, 3> p_14, int32_t p_15, Acc p_16) {
    Acc t_193 = p_13;
    Acc t_194;
    int32_t i_4;
    Acc t_195 = t_193;
    int32_t i_5 = 0;
    for (;;) {
        if (i_5 < p_15) {
        } else {
            Acc t_196 = t_195;
            int32_t t_197 = i_5;
            t_194 = t_196;
            i_4 = t_197;
            break;
        }
        int32_t t_198 = i_5 + 1;
        float t_199 = 0.5f + 0.1f * nsl::convert<float>(i_5);
        float t_200 = t_195.w;
        Acc t_201 = Acc{t_195.sum + p_14 * nsl::convert<nsl::vec<float, 3>>(nsl::splat<nsl::vec<int32_t, 3>>(t_198)) * nsl::splat<nsl::vec<float, 3>>(t_200) * nsl::splat<nsl::vec<float, 3>>(t_199), t_200 * 0.9f + t_199 * 0.01f};
        int32_t t_202 = t_198;
        t_195 = t_201;
        i_5 = t_202;
        continue;
    }
    p_13 = t_194;
    int32_t t_203;
    Acc t_204 = t_193;
    int32_t t_205 = 0;
    int32_t t_206 = 0;
    for (;;) {
        int32_t t_207;
        Acc t_208;
        int32_t t_209;
        Acc t_210;
        int32_t t_211;
        if (t_205 < p_15) {
            int32_t t_212 = 0;
            Acc t_213 = Acc{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f};
            int32_t t_214 = 0;
            Acc t_215 = Acc{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f};
            int32_t t_216 = 0;
            t_207 = t_212;
            t_208 = t_213;
            t_209 = t_214;
            t_210 = t_215;
            t_211 = t_216;
        } else {
            int32_t t_217 = 2;
            Acc t_218 = Acc{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f};
            int32_t t_219 = 0;
            Acc t_220 = t_204;
            int32_t t_221 = t_205;
            t_207 = t_217;
            t_208 = t_218;
            t_209 = t_219;
            t_210 = t_220;
            t_211 = t_221;
        }
        int32_t t_222;
        Acc t_223;
        int32_t t_224;
        Acc t_225;
        int32_t t_226;
        if (t_207 == 0) {
            int32_t t_227 = t_205 + 1;
            float t_228 = 0.5f + 0.1f * nsl::convert<float>(t_205);
            float t_229 = t_204.w;
            int32_t t_230 = 1;
            Acc t_231 = Acc{t_204.sum + p_14 * nsl::convert<nsl::vec<float, 3>>(nsl::splat<nsl::vec<int32_t, 3>>(t_227)) * nsl::splat<nsl::vec<float, 3>>(t_229) * nsl::splat<nsl::vec<float, 3>>(t_228), t_229 * 0.9f + t_228 * 0.01f};
            int32_t t_232 = t_227;
            Acc t_233 = Acc{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f};
            int32_t t_234 = 0;
            t_222 = t_230;
            t_223 = t_231;
            t_224 = t_232;
            t_225 = t_233;
            t_226 = t_234;
        } else {
            int32_t t_235 = t_207;
            Acc t_236 = t_208;
            int32_t t_237 = t_209;
            Acc t_238 = t_210;
            int32_t t_239 = t_211;
            t_222 = t_235;
            t_223 = t_236;
            t_224 = t_237;
            t_225 = t_238;
            t_226 = t_239;
        }
        int32_t t_240 = t_206 + 1;
        if (t_222 == 2) {
            t_203 = t_240;
            break;
        }
        Acc t_241 = t_223;
        int32_t t_242 = t_224;
        int32_t t_243 = t_240;
        t_204 = t_241;
        t_205 = t_242;
        t_206 = t_243;
        continue;
    }
    int32_t t_244 = t_203 - 1;
    Acc t_245;
    nsl::vec<float, 3> t_246;
    int32_t t_247 = t_244;
    Acc t_248 = Acc{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f};
    nsl::vec<float, 3> t_249 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    for (;;) {
        if (t_247 < 0) {
            Acc t_250 = t_248;
            nsl::vec<float, 3> t_251 = t_249;
            t_245 = t_250;
            t_246 = t_251;
            break;
        }
        Acc t_252;
        int32_t t_253;
        Acc t_254 = t_193;
        int32_t t_255 = 0;
        int32_t t_256 = 0;
        for (;;) {
            if (t_256 == t_247) {
                Acc t_257 = t_254;
                int32_t t_258 = t_255;
                t_252 = t_257;
                t_253 = t_258;
                break;
            }
            int32_t t_259;
            Acc t_260;
            int32_t t_261;
            Acc t_262;
            int32_t t_263;
            if (t_255 < p_15) {
                int32_t t_264 = 0;
                Acc t_265 = Acc{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f};
                int32_t t_266 = 0;
                Acc t_267 = Acc{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f};
                int32_t t_268 = 0;
                t_259 = t_264;
                t_260 = t_265;
                t_261 = t_266;
                t_262 = t_267;
                t_263 = t_268;
            } else {
                int32_t t_269 = 2;
                Acc t_270 = Acc{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f};
                int32_t t_271 = 0;
                Acc t_272 = t_254;
                int32_t t_273 = t_255;
                t_259 = t_269;
                t_260 = t_270;
                t_261 = t_271;
                t_262 = t_272;
                t_263 = t_273;
            }
            int32_t t_274;
            Acc t_275;
            int32_t t_276;
            Acc t_277;
            int32_t t_278;
            if (t_259 == 0) {
                int32_t t_279 = t_255 + 1;
                float t_280 = 0.5f + 0.1f * nsl::convert<float>(t_255);
                float t_281 = t_254.w;
                int32_t t_282 = 1;
                Acc t_283 = Acc{t_254.sum + p_14 * nsl::convert<nsl::vec<float, 3>>(nsl::splat<nsl::vec<int32_t, 3>>(t_279)) * nsl::splat<nsl::vec<float, 3>>(t_281) * nsl::splat<nsl::vec<float, 3>>(t_280), t_281 * 0.9f + t_280 * 0.01f};
                int32_t t_284 = t_279;
                Acc t_285 = Acc{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f};
                int32_t t_286 = 0;
                t_274 = t_282;
                t_275 = t_283;
                t_276 = t_284;
                t_277 = t_285;
                t_278 = t_286;
            } else {
                int32_t t_287 = t_259;
                Acc t_288 = t_260;
                int32_t t_289 = t_261;
                Acc t_290 = t_262;
                int32_t t_291 = t_263;
                t_274 = t_287;
                t_275 = t_288;
                t_276 = t_289;
                t_277 = t_290;
                t_278 = t_291;
            }
            if (t_274 == 2) {
                Acc t_292 = t_254;
                int32_t t_293 = t_255;
                t_252 = t_292;
                t_253 = t_293;
                break;
            }
            Acc t_294 = t_275;
            int32_t t_295 = t_276;
            int32_t t_296 = t_256 + 1;
            t_254 = t_294;
            t_255 = t_295;
            t_256 = t_296;
            continue;
        }
        bool t_297 = t_253 < p_15;
        int32_t t_298;
        Acc t_299;
        int32_t t_300;
        Acc t_301;
        int32_t t_302;
        if (t_297) {
            int32_t t_303 = 0;
            Acc t_304 = Acc{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f};
            int32_t t_305 = 0;
            Acc t_306 = Acc{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f};
            int32_t t_307 = 0;
            t_298 = t_303;
            t_299 = t_304;
            t_300 = t_305;
            t_301 = t_306;
            t_302 = t_307;
        } else {
            int32_t t_308 = 2;
            Acc t_309 = Acc{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f};
            int32_t t_310 = 0;
            Acc t_311 = t_252;
            int32_t t_312 = t_253;
            t_298 = t_308;
            t_299 = t_309;
            t_300 = t_310;
            t_301 = t_311;
            t_302 = t_312;
        }
        bool t_313 = t_247 == t_244;
        nsl::vec<float, 3> t_314;
        Acc t_315;
        Acc t_316;
        Acc t_317;
        if (t_298 == 0) {
            nsl::vec<float, 3> t_318 = nsl::convert<nsl::vec<float, 3>>(nsl::splat<nsl::vec<int32_t, 3>>(t_253 + 1));
            Acc t_319 = Acc{};
            t_319 = t_252;
            Acc_push_bwd_Grads t_320 = Acc_push_bwd(t_319, p_14 * t_318, 0.5f + 0.1f * nsl::convert<float>(t_253), t_248);
            nsl::vec<float, 3> t_321 = t_318 * t_320.f1;
            Acc t_322 = t_320.f0;
            Acc t_323 = Acc{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f};
            Acc t_324 = Acc{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f};
            t_314 = t_321;
            t_315 = t_322;
            t_316 = t_323;
            t_317 = t_324;
        } else {
            nsl::vec<float, 3> t_325 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
            Acc t_326 = Acc{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f};
            Acc t_327 = t_248;
            Acc t_328 = Acc{nsl::select(t_313, p_16.sum, nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f)), nsl::select(t_313, p_16.w, 0.0f)};
            t_314 = t_325;
            t_315 = t_326;
            t_316 = t_327;
            t_317 = t_328;
        }
        Acc t_329;
        if (t_297) {
            t_329 = Acc{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f};
        } else {
            t_329 = t_317;
        }
        int32_t t_330 = t_247 - 1;
        Acc t_331 = Acc{t_315.sum + t_329.sum, t_315.w + t_329.w};
        nsl::vec<float, 3> t_332 = t_249 + t_314;
        t_247 = t_330;
        t_248 = t_331;
        t_249 = t_332;
        continue;
    }
    return accumulate_bwd_Grads{t_245, t_246};
}
static swz_bwd_Grads swz_bwd(nsl::vec<float, 3> p_17, nsl::mat<float, 2, 2> p_18, float p_19) {
    nsl::vec<float, 2> t_333 = nsl::swizzle<2, 0>(p_17) * nsl::make<nsl::vec<float, 2>>(2.0f, 2.0f);
    float t_334 = t_333.x;
    float t_335 = t_333.y;
    nsl::vec<float, 2> t_336 = p_18[0];
    nsl::vec<float, 2> t_337 = nsl::splat<nsl::vec<float, 2>>(t_334);
    nsl::vec<float, 2> t_338 = t_336 * t_337;
    nsl::vec<float, 3> t_339 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    t_339.z = p_19;
    float t_340 = -p_19;
    nsl::vec<float, 2> t_341 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_341.x = t_338.y * t_340;
    nsl::mat<float, 2, 2> t_342 = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}};
    t_342[1] = t_341;
    nsl::vec<float, 2> t_343 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_343.y = (p_17.y + t_334 * t_335) * t_340;
    nsl::mat<float, 2, 2> t_344 = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}};
    t_344[0] = t_343;
    nsl::vec<float, 2> t_345 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_345.y = t_338.x * p_19;
    nsl::mat<float, 2, 2> t_346 = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}};
    t_346[1] = t_345;
    nsl::vec<float, 2> t_347 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_347.x = p_18[1].y * p_19;
    nsl::mat<float, 2, 2> t_348 = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}};
    t_348[0] = t_347;
    nsl::mat<float, 2, 2> t_349 = t_342 + t_344 + t_346 + t_348;
    nsl::mat<float, 2, 2> t_350 = t_349;
    t_350[0] = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    nsl::vec<float, 2> t_351 = t_349[0];
    nsl::vec<float, 2> t_352 = t_336 * t_351;
    nsl::vec<float, 3> t_353 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    t_353.x = t_352.x + t_352.y;
    nsl::mat<float, 2, 2> t_354 = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}};
    t_354[0] = t_337 * t_351;
    nsl::mat<float, 2, 2> t_355 = t_350 + t_354;
    nsl::mat<float, 2, 2> t_356 = t_355;
    t_356[1] = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    nsl::vec<float, 2> t_357 = t_355[1];
    nsl::vec<float, 2> t_358 = t_357;
    t_358.x = 0.0f;
    nsl::mat<float, 2, 2> t_359 = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}};
    t_359[1] = t_358;
    nsl::vec<float, 3> t_360 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    t_360.y = t_357.x;
    nsl::vec<float, 3> t_361 = t_339 + t_353 + t_360;
    nsl::vec<float, 3> t_362 = t_361;
    t_362.y = 0.0f;
    float t_363 = t_361.y;
    nsl::vec<float, 3> t_364 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    t_364.z = t_334 * t_363;
    nsl::vec<float, 3> t_365 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    t_365.x = t_335 * t_363;
    nsl::vec<float, 3> t_366 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    t_366.y = t_363;
    nsl::vec<float, 3> t_367 = t_362 + t_364 + t_365 + t_366;
    nsl::vec<float, 3> t_368 = t_367;
    t_368.z = 0.0f;
    nsl::vec<float, 2> t_369 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_369.y = t_367.z;
    nsl::vec<float, 3> t_370 = t_368;
    t_370.x = 0.0f;
    nsl::vec<float, 2> t_371 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_371.x = t_367.x;
    nsl::vec<float, 2> t_372 = nsl::make<nsl::vec<float, 2>>(2.0f, 2.0f) * (t_369 + t_371);
    return swz_bwd_Grads{t_370 + nsl::make<nsl::vec<float, 3>>(t_372.y, 0.0f, t_372.x), t_356 + t_359};
}
static ties_bwd_Grads ties_bwd(float p_20, float p_21, float p_22) {
    float t_373 = nsl::sign(p_21 - p_20) * p_22;
    bool t_374 = p_20 < 0.0f;
    bool t_375 = p_20 > p_21;
    float t_376 = 2.0f * p_22;
    float t_377 = nsl::select(p_20 == p_21, 0.5f, 0.0f);
    return ties_bwd_Grads{-t_373 + nsl::select(t_374, 0.0f, nsl::select(t_375, 0.0f, 1.0f)) * p_22 + nsl::select(p_20 < p_21, 1.0f, t_377) * t_376 + nsl::select(t_375, 1.0f, t_377) * p_22, t_373 + nsl::select(t_374, 0.0f, nsl::select(t_375, 1.0f, 0.0f)) * p_22 + nsl::select(p_21 < p_20, 1.0f, t_377) * t_376 + nsl::select(p_21 > p_20, 1.0f, t_377) * p_22};
}
static swLoop_bwd_Grads swLoop_bwd(float p_23, int32_t p_24, float p_25) {
    float s;
    int32_t i_6;
    float s_1 = p_23;
    int32_t i_7 = 0;
    for (;;) {
        if (i_7 < p_24) {
        } else {
            float t_378 = s_1;
            int32_t t_379 = i_7;
            s = t_378;
            i_6 = t_379;
            break;
        }
        float s_2;
        int32_t i_8;
        switch (nsl::rem(i_7, 3)) {
        case 0:
        {
            float t_380 = s_1 * p_23;
            int32_t t_381 = i_7;
            s_2 = t_380;
            i_8 = t_381;
            break;
        }
        case 1:
        {
            if (s_1 > 2.0f) {
                float t_382 = s_1;
                int32_t t_383 = i_7;
                s_2 = t_382;
                i_8 = t_383;
                break;
            }
            float t_384 = s_1 + nsl::sqrt(nsl::abs(s_1));
            int32_t t_385 = i_7;
            s_2 = t_384;
            i_8 = t_385;
            break;
        }
        default: {
            float t_386 = s_1 * 0.5f;
            int32_t t_387 = i_7 + 1;
            s_1 = t_386;
            i_7 = t_387;
            continue;
        }
        }
        float t_388 = s_2 - 0.01f * p_23;
        int32_t t_389 = i_8 + 1;
        s_1 = t_388;
        i_7 = t_389;
        continue;
    }
    int32_t t_390;
    float t_391 = p_23;
    int32_t t_392 = 0;
    int32_t t_393 = 0;
    for (;;) {
        bool t_394 = t_392 < p_24;
        int32_t t_395 = nsl::select(t_394, 0, 2);
        int32_t t_396;
        float t_397;
        int32_t t_398;
        float t_399;
        int32_t t_400;
        if (t_395 == 0) {
            float t_401;
            int32_t t_402;
            int32_t t_403;
            float t_404;
            int32_t t_405;
            float t_406;
            int32_t t_407;
            switch (nsl::rem(t_392, 3)) {
            case 0:
            {
                float t_408 = t_391 * p_23;
                int32_t t_409 = t_392;
                int32_t t_410 = 0;
                float t_411 = 0.0f;
                int32_t t_412 = 0;
                float t_413 = 0.0f;
                int32_t t_414 = 0;
                t_401 = t_408;
                t_402 = t_409;
                t_403 = t_410;
                t_404 = t_411;
                t_405 = t_412;
                t_406 = t_413;
                t_407 = t_414;
                break;
            }
            case 1:
            {
                bool t_415 = t_391 > 2.0f;
                int32_t t_416 = nsl::select(t_415, 3, 0);
                bool t_417 = t_416 == 0;
                int32_t t_418 = nsl::select(t_417, 3, t_416);
                float t_419 = nsl::select(t_417, t_391 + nsl::sqrt(nsl::abs(t_391)), nsl::select(t_415, t_391, 0.0f));
                int32_t t_420 = nsl::select(t_417, t_392, nsl::select(t_415, t_392, 0));
                int32_t t_421 = nsl::select(t_418 == 3, 0, t_418);
                float t_422 = 0.0f;
                int32_t t_423 = 0;
                float t_424 = 0.0f;
                int32_t t_425 = 0;
                t_401 = t_419;
                t_402 = t_420;
                t_403 = t_421;
                t_404 = t_422;
                t_405 = t_423;
                t_406 = t_424;
                t_407 = t_425;
                break;
            }
            default: {
                float t_426 = 0.0f;
                int32_t t_427 = 0;
                int32_t t_428 = 1;
                float t_429 = t_391 * 0.5f;
                int32_t t_430 = t_392 + 1;
                float t_431 = 0.0f;
                int32_t t_432 = 0;
                t_401 = t_426;
                t_402 = t_427;
                t_403 = t_428;
                t_404 = t_429;
                t_405 = t_430;
                t_406 = t_431;
                t_407 = t_432;
                break;
            }
            }
            bool t_433 = t_403 == 0;
            int32_t t_434 = nsl::select(t_433, 1, t_403);
            float t_435 = nsl::select(t_433, t_401 - 0.01f * p_23, t_404);
            int32_t t_436 = nsl::select(t_433, t_402 + 1, t_405);
            float t_437 = nsl::select(t_433, 0.0f, t_406);
            int32_t t_438 = nsl::select(t_433, 0, t_407);
            t_396 = t_434;
            t_397 = t_435;
            t_398 = t_436;
            t_399 = t_437;
            t_400 = t_438;
        } else {
            int32_t t_439 = t_395;
            float t_440 = 0.0f;
            int32_t t_441 = 0;
            float t_442 = nsl::select(t_394, 0.0f, t_391);
            int32_t t_443 = nsl::select(t_394, 0, t_392);
            t_396 = t_439;
            t_397 = t_440;
            t_398 = t_441;
            t_399 = t_442;
            t_400 = t_443;
        }
        int32_t t_444 = t_393 + 1;
        if (t_396 == 2) {
            t_390 = t_444;
            break;
        }
        float t_445 = t_397;
        int32_t t_446 = t_398;
        int32_t t_447 = t_444;
        t_391 = t_445;
        t_392 = t_446;
        t_393 = t_447;
        continue;
    }
    int32_t t_448 = t_390 - 1;
    float t_449;
    float t_450;
    int32_t t_451 = t_448;
    float t_452 = 0.0f;
    float t_453 = 0.0f;
    for (;;) {
        if (t_451 < 0) {
            float t_454 = t_452;
            float t_455 = t_453;
            t_449 = t_454;
            t_450 = t_455;
            break;
        }
        float t_456;
        int32_t t_457;
        float t_458 = p_23;
        int32_t t_459 = 0;
        int32_t t_460 = 0;
        for (;;) {
            if (t_460 == t_451) {
                float t_461 = t_458;
                int32_t t_462 = t_459;
                t_456 = t_461;
                t_457 = t_462;
                break;
            }
            bool t_463 = t_459 < p_24;
            int32_t t_464 = nsl::select(t_463, 0, 2);
            int32_t t_465;
            float t_466;
            int32_t t_467;
            float t_468;
            int32_t t_469;
            if (t_464 == 0) {
                float t_470;
                int32_t t_471;
                int32_t t_472;
                float t_473;
                int32_t t_474;
                float t_475;
                int32_t t_476;
                switch (nsl::rem(t_459, 3)) {
                case 0:
                {
                    float t_477 = t_458 * p_23;
                    int32_t t_478 = t_459;
                    int32_t t_479 = 0;
                    float t_480 = 0.0f;
                    int32_t t_481 = 0;
                    float t_482 = 0.0f;
                    int32_t t_483 = 0;
                    t_470 = t_477;
                    t_471 = t_478;
                    t_472 = t_479;
                    t_473 = t_480;
                    t_474 = t_481;
                    t_475 = t_482;
                    t_476 = t_483;
                    break;
                }
                case 1:
                {
                    bool t_484 = t_458 > 2.0f;
                    int32_t t_485 = nsl::select(t_484, 3, 0);
                    bool t_486 = t_485 == 0;
                    int32_t t_487 = nsl::select(t_486, 3, t_485);
                    float t_488 = nsl::select(t_486, t_458 + nsl::sqrt(nsl::abs(t_458)), nsl::select(t_484, t_458, 0.0f));
                    int32_t t_489 = nsl::select(t_486, t_459, nsl::select(t_484, t_459, 0));
                    int32_t t_490 = nsl::select(t_487 == 3, 0, t_487);
                    float t_491 = 0.0f;
                    int32_t t_492 = 0;
                    float t_493 = 0.0f;
                    int32_t t_494 = 0;
                    t_470 = t_488;
                    t_471 = t_489;
                    t_472 = t_490;
                    t_473 = t_491;
                    t_474 = t_492;
                    t_475 = t_493;
                    t_476 = t_494;
                    break;
                }
                default: {
                    float t_495 = 0.0f;
                    int32_t t_496 = 0;
                    int32_t t_497 = 1;
                    float t_498 = t_458 * 0.5f;
                    int32_t t_499 = t_459 + 1;
                    float t_500 = 0.0f;
                    int32_t t_501 = 0;
                    t_470 = t_495;
                    t_471 = t_496;
                    t_472 = t_497;
                    t_473 = t_498;
                    t_474 = t_499;
                    t_475 = t_500;
                    t_476 = t_501;
                    break;
                }
                }
                bool t_502 = t_472 == 0;
                int32_t t_503 = nsl::select(t_502, 1, t_472);
                float t_504 = nsl::select(t_502, t_470 - 0.01f * p_23, t_473);
                int32_t t_505 = nsl::select(t_502, t_471 + 1, t_474);
                float t_506 = nsl::select(t_502, 0.0f, t_475);
                int32_t t_507 = nsl::select(t_502, 0, t_476);
                t_465 = t_503;
                t_466 = t_504;
                t_467 = t_505;
                t_468 = t_506;
                t_469 = t_507;
            } else {
                int32_t t_508 = t_464;
                float t_509 = 0.0f;
                int32_t t_510 = 0;
                float t_511 = nsl::select(t_463, 0.0f, t_458);
                int32_t t_512 = nsl::select(t_463, 0, t_459);
                t_465 = t_508;
                t_466 = t_509;
                t_467 = t_510;
                t_468 = t_511;
                t_469 = t_512;
            }
            if (t_465 == 2) {
                float t_513 = t_458;
                int32_t t_514 = t_459;
                t_456 = t_513;
                t_457 = t_514;
                break;
            }
            float t_515 = t_466;
            int32_t t_516 = t_467;
            int32_t t_517 = t_460 + 1;
            t_458 = t_515;
            t_459 = t_516;
            t_460 = t_517;
            continue;
        }
        bool t_518 = t_457 < p_24;
        float t_519 = nsl::select(t_451 == t_448, p_25, 0.0f);
        float t_520;
        float t_521;
        float t_522;
        float t_523;
        if (nsl::select(t_518, 0, 2) == 0) {
            int32_t t_524 = nsl::rem(t_457, 3);
            float t_525;
            int32_t t_526;
            int32_t t_527;
            float t_528;
            int32_t t_529;
            float t_530;
            int32_t t_531;
            switch (t_524) {
            case 0:
            {
                float t_532 = t_456 * p_23;
                int32_t t_533 = t_457;
                int32_t t_534 = 0;
                float t_535 = 0.0f;
                int32_t t_536 = 0;
                float t_537 = 0.0f;
                int32_t t_538 = 0;
                t_525 = t_532;
                t_526 = t_533;
                t_527 = t_534;
                t_528 = t_535;
                t_529 = t_536;
                t_530 = t_537;
                t_531 = t_538;
                break;
            }
            case 1:
            {
                bool t_539 = t_456 > 2.0f;
                int32_t t_540 = nsl::select(t_539, 3, 0);
                bool t_541 = t_540 == 0;
                int32_t t_542 = nsl::select(t_541, 3, t_540);
                float t_543 = nsl::select(t_541, t_456 + nsl::sqrt(nsl::abs(t_456)), nsl::select(t_539, t_456, 0.0f));
                int32_t t_544 = nsl::select(t_541, t_457, nsl::select(t_539, t_457, 0));
                int32_t t_545 = nsl::select(t_542 == 3, 0, t_542);
                float t_546 = 0.0f;
                int32_t t_547 = 0;
                float t_548 = 0.0f;
                int32_t t_549 = 0;
                t_525 = t_543;
                t_526 = t_544;
                t_527 = t_545;
                t_528 = t_546;
                t_529 = t_547;
                t_530 = t_548;
                t_531 = t_549;
                break;
            }
            default: {
                float t_550 = 0.0f;
                int32_t t_551 = 0;
                int32_t t_552 = 1;
                float t_553 = t_456 * 0.5f;
                int32_t t_554 = t_457 + 1;
                float t_555 = 0.0f;
                int32_t t_556 = 0;
                t_525 = t_550;
                t_526 = t_551;
                t_527 = t_552;
                t_528 = t_553;
                t_529 = t_554;
                t_530 = t_555;
                t_531 = t_556;
                break;
            }
            }
            bool t_557 = t_527 == 0;
            float t_558 = nsl::select(t_557, t_452, 0.0f);
            float t_559 = nsl::select(t_557, 0.0f, t_452);
            float t_560;
            float t_561;
            switch (t_524) {
            case 0:
            {
                float t_562 = p_23 * t_558;
                float t_563 = t_456 * t_558;
                t_560 = t_562;
                t_561 = t_563;
                break;
            }
            case 1:
            {
                bool t_564 = t_456 > 2.0f;
                float t_565;
                float t_566;
                float t_567;
                float t_568;
                if (nsl::select(t_564, 3, 0) == 0) {
                    float t_569 = t_558 + nsl::sign(t_456) * (0.5f / nsl::sqrt(nsl::max(1e-7f, nsl::abs(t_456))) * t_558);
                    float t_570 = 0.0f;
                    float t_571 = 0.0f;
                    float t_572 = 0.0f;
                    t_565 = t_569;
                    t_566 = t_570;
                    t_567 = t_571;
                    t_568 = t_572;
                } else {
                    float t_573 = 0.0f;
                    float t_574 = t_559;
                    float t_575 = nsl::select(t_557, 0.0f, t_519);
                    float t_576 = t_558;
                    t_565 = t_573;
                    t_566 = t_574;
                    t_567 = t_575;
                    t_568 = t_576;
                }
                float t_577 = t_565 + nsl::select(t_564, t_568, 0.0f);
                float t_578 = 0.0f;
                t_560 = t_577;
                t_561 = t_578;
                break;
            }
            default: {
                float t_579 = 0.5f * t_559;
                float t_580 = 0.0f;
                t_560 = t_579;
                t_561 = t_580;
                break;
            }
            }
            float t_581 = t_560;
            float t_582 = nsl::select(t_557, 0.01f * -t_452, 0.0f) + t_561;
            float t_583 = 0.0f;
            float t_584 = 0.0f;
            t_520 = t_581;
            t_521 = t_582;
            t_522 = t_583;
            t_523 = t_584;
        } else {
            float t_585 = 0.0f;
            float t_586 = 0.0f;
            float t_587 = t_452;
            float t_588 = t_519;
            t_520 = t_585;
            t_521 = t_586;
            t_522 = t_587;
            t_523 = t_588;
        }
        int32_t t_589 = t_451 - 1;
        float t_590 = t_520 + nsl::select(t_518, 0.0f, t_523);
        float t_591 = t_453 + t_521;
        t_451 = t_589;
        t_452 = t_590;
        t_453 = t_591;
        continue;
    }
    return swLoop_bwd_Grads{t_449 + t_450};
}
static swLoop_fwd_Result swLoop_fwd(float p_26, float p_27, int32_t p_28) {
    float s_3;
    float t_592;
    int32_t i_9;
    float s_4 = p_26;
    float t_593 = p_27;
    int32_t i_10 = 0;
    for (;;) {
        if (i_10 < p_28) {
        } else {
            float t_594 = s_4;
            float t_595 = t_593;
            int32_t t_596 = i_10;
            s_3 = t_594;
            t_592 = t_595;
            i_9 = t_596;
            break;
        }
        float s_5;
        float t_597;
        int32_t i_11;
        switch (nsl::rem(i_10, 3)) {
        case 0:
        {
            float t_598 = s_4 * p_26;
            float t_599 = p_26 * t_593 + s_4 * p_27;
            int32_t t_600 = i_10;
            s_5 = t_598;
            t_597 = t_599;
            i_11 = t_600;
            break;
        }
        case 1:
        {
            if (s_4 > 2.0f) {
                float t_601 = s_4;
                float t_602 = t_593;
                int32_t t_603 = i_10;
                s_5 = t_601;
                t_597 = t_602;
                i_11 = t_603;
                break;
            }
            float t_604 = nsl::abs(s_4);
            float t_605 = s_4 + nsl::sqrt(t_604);
            float t_606 = t_593 + 0.5f / nsl::sqrt(nsl::max(1e-7f, t_604)) * (nsl::sign(s_4) * t_593);
            int32_t t_607 = i_10;
            s_5 = t_605;
            t_597 = t_606;
            i_11 = t_607;
            break;
        }
        default: {
            float t_608 = s_4 * 0.5f;
            float t_609 = 0.5f * t_593;
            int32_t t_610 = i_10 + 1;
            s_4 = t_608;
            t_593 = t_609;
            i_10 = t_610;
            continue;
        }
        }
        float t_611 = s_5 - 0.01f * p_26;
        float t_612 = t_597 + -(0.01f * p_27);
        int32_t t_613 = i_11 + 1;
        s_4 = t_611;
        t_593 = t_612;
        i_10 = t_613;
        continue;
    }
    return swLoop_fwd_Result{s_3, t_592};
}
static void computeMain() {
    scatter_bwd_Grads t_614 = scatter_bwd(0.7f, -0.4f, 6, 1.0f);
    outputBuffer.data[0u] = t_614.f0;
    outputBuffer.data[1u] = t_614.f1;
    scatter_fwd_Result t_615 = scatter_fwd(0.7f, 1.0f, -0.4f, 0.0f, 6);
    outputBuffer.data[2u] = t_615.d;
    Acc t_616 = Acc{};
    t_616 = Acc{nsl::make<nsl::vec<float, 3>>(0.1f, 0.2f, 0.3f), 1.5f};
    accumulate_bwd_Grads t_617 = accumulate_bwd(t_616, nsl::make<nsl::vec<float, 3>>(1.0f, 2.0f, -1.0f), 3, Acc{nsl::make<nsl::vec<float, 3>>(1.0f, -1.0f, 0.5f), 2.0f});
    Acc t_618 = t_617.f0;
    nsl::vec<float, 3> t_619 = t_617.f1;
    outputBuffer.data[3u] = t_618.sum.x;
    outputBuffer.data[4u] = t_618.w;
    outputBuffer.data[5u] = t_619.x;
    outputBuffer.data[6u] = t_619.z;
    swz_bwd_Grads t_620 = swz_bwd(nsl::make<nsl::vec<float, 3>>(0.3f, -0.6f, 1.1f), nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(1.0f, 0.5f), nsl::make<nsl::vec<float, 2>>(-2.0f, 0.75f)}}, 1.0f);
    nsl::vec<float, 3> t_621 = t_620.f0;
    nsl::mat<float, 2, 2> t_622 = t_620.f1;
    outputBuffer.data[7u] = t_621.x;
    outputBuffer.data[8u] = t_621.y;
    outputBuffer.data[9u] = t_621.z;
    outputBuffer.data[10u] = t_622[0].x;
    nsl::vec<float, 2> t_623 = t_622[1];
    outputBuffer.data[11u] = t_623.y;
    outputBuffer.data[12u] = t_623.x;
    ties_bwd_Grads t_624 = ties_bwd(0.5f, 0.5f, 1.0f);
    outputBuffer.data[13u] = t_624.f0;
    outputBuffer.data[14u] = t_624.f1;
    ties_bwd_Grads t_625 = ties_bwd(-0.5f, 0.5f, 1.0f);
    outputBuffer.data[15u] = t_625.f0;
    outputBuffer.data[16u] = t_625.f1;
    outputBuffer.data[17u] = 1.8313735f;
    outputBuffer.data[18u] = 0.0f;
    outputBuffer.data[19u] = 1.7641199f;
    outputBuffer.data[20u] = 0.39733866f;
    swLoop_bwd_Grads t_626 = swLoop_bwd(1.3f, 5, 1.0f);
    outputBuffer.data[21u] = t_626.f0;
    swLoop_fwd_Result t_627 = swLoop_fwd(1.3f, 1.0f, 5);
    outputBuffer.data[22u] = t_627.d;
    swLoop_bwd_Grads t_628 = swLoop_bwd(0.6f, 4, 1.0f);
    outputBuffer.data[23u] = t_628.f0;
    return;
}
int main(int argc, char** argv) {
    if (argc != 5) {
        std::fprintf(stderr, "usage: %s DIR GX GY GZ\n", argv[0]);
        return 2;
    }
    const char* dir = argv[1];
    const uint32_t groups[3] = {(uint32_t)std::atoi(argv[2]), (uint32_t)std::atoi(argv[3]), (uint32_t)std::atoi(argv[4])};
    nsl::load_addresses(dir);
    std::vector<unsigned char> buffer0 = nsl::read_file(dir, "b0_0.bin");
    buffer0.resize(buffer0.size() + sizeof(float));
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(float)) / sizeof(float));
    outputBuffer.data = {reinterpret_cast<float*>(buffer0.data()), outputBuffer.count};
    const uint32_t size[3] = {1, 1, 1};
    const uint32_t threads = size[0] * size[1] * size[2];
    std::barrier<> group_barrier((std::ptrdiff_t)threads);
    nsl::group_barrier = &group_barrier;
    for (uint32_t gz = 0; gz < groups[2]; gz++)
    for (uint32_t gy = 0; gy < groups[1]; gy++)
    for (uint32_t gx = 0; gx < groups[0]; gx++) {
        std::vector<std::thread> invocations;
        for (uint32_t index = 0; index < threads; index++) {
            invocations.emplace_back([=] {
                const uint32_t lx = index % size[0], ly = index / size[0] % size[1], lz = index / (size[0] * size[1]);
                GlobalInvocationId = {gx * size[0] + lx, gy * size[1] + ly, gz * size[2] + lz};
                computeMain();
            });
        }
        for (std::thread& t : invocations) t.join();
    }
    buffer0.resize(buffer0.size() - sizeof(float));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    nsl::save_addresses(dir);
    return 0;
}
