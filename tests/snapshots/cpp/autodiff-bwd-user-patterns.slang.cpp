struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct reversedIndex_bwd_Grads {
    std::array<float, 5> f0;
};
struct recurrence_bwd_Grads {
    float f0;
};
struct recurrence_fwd_Result {
    float p;
    float d;
};
struct matStuff_bwd_Grads {
    nsl::mat<float, 2, 2> f0;
    nsl::vec<float, 2> f1;
};
struct higher_fwd_bwd_Grads {
    float f0;
    float f1;
};
struct higher_fwd_Result {
    float p;
    float d;
};
struct higher_fwd_fwd_Result {
    higher_fwd_Result p;
    higher_fwd_Result d;
};
struct usesFwd_bwd_Grads {
    float f0;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static reversedIndex_bwd_Grads reversedIndex_bwd(std::array<float, 5> p, float p_1);
static recurrence_bwd_Grads recurrence_bwd(float p_2, float p_3);
static recurrence_fwd_Result recurrence_fwd(float p_4, float p_5);
static matStuff_bwd_Grads matStuff_bwd(nsl::mat<float, 2, 2> p_6, nsl::vec<float, 2> p_7, nsl::mat<float, 2, 2> p_8);
static higher_fwd_bwd_Grads higher_fwd_bwd(float p_9, float p_10, higher_fwd_Result p_11);
static higher_fwd_fwd_Result higher_fwd_fwd(float p_12, float p_13, float p_14, float p_15);
static usesFwd_bwd_Grads usesFwd_bwd(float p_16, float p_17);
static void computeMain();
static reversedIndex_bwd_Grads reversedIndex_bwd(std::array<float, 5> p, float p_1) {
    float s;
    int32_t i;
    float s_1 = 0.0f;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 5) {
        } else {
            float t = s_1;
            int32_t t_1 = i_1;
            s = t;
            i = t_1;
            break;
        }
        int32_t t_2 = i_1 + 1;
        float t_3 = s_1 + (p[4 - i_1] * nsl::convert<float>(t_2) + p[i_1] * p[nsl::rem(i_1 + 2, 5)]);
        int32_t t_4 = t_2;
        s_1 = t_3;
        i_1 = t_4;
        continue;
    }
    int32_t t_5;
    float t_6 = 0.0f;
    int32_t t_7 = 0;
    int32_t t_8 = 0;
    for (;;) {
        bool t_9 = t_7 < 5;
        int32_t t_10 = nsl::select(t_9, 0, 2);
        int32_t t_11;
        float t_12;
        int32_t t_13;
        float t_14;
        int32_t t_15;
        if (t_10 == 0) {
            int32_t t_16 = t_7 + 1;
            int32_t t_17 = 1;
            float t_18 = t_6 + (p[4 - t_7] * nsl::convert<float>(t_16) + p[t_7] * p[nsl::rem(t_7 + 2, 5)]);
            int32_t t_19 = t_16;
            float t_20 = 0.0f;
            int32_t t_21 = 0;
            t_11 = t_17;
            t_12 = t_18;
            t_13 = t_19;
            t_14 = t_20;
            t_15 = t_21;
        } else {
            int32_t t_22 = t_10;
            float t_23 = 0.0f;
            int32_t t_24 = 0;
            float t_25 = nsl::select(t_9, 0.0f, t_6);
            int32_t t_26 = nsl::select(t_9, 0, t_7);
            t_11 = t_22;
            t_12 = t_23;
            t_13 = t_24;
            t_14 = t_25;
            t_15 = t_26;
        }
        int32_t t_27 = t_8 + 1;
        if (t_11 == 2) {
            t_5 = t_27;
            break;
        }
        float t_28 = t_12;
        int32_t t_29 = t_13;
        int32_t t_30 = t_27;
        t_6 = t_28;
        t_7 = t_29;
        t_8 = t_30;
        continue;
    }
    int32_t t_31 = t_5 - 1;
    float t_32;
    std::array<float, 5> t_33;
    int32_t t_34 = t_31;
    float t_35 = 0.0f;
    std::array<float, 5> t_36 = std::array<float, 5>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
    for (;;) {
        if (t_34 < 0) {
            float t_37 = t_35;
            std::array<float, 5> t_38 = t_36;
            t_32 = t_37;
            t_33 = t_38;
            break;
        }
        float t_39;
        int32_t t_40;
        float t_41 = 0.0f;
        int32_t t_42 = 0;
        int32_t t_43 = 0;
        for (;;) {
            if (t_43 == t_34) {
                float t_44 = t_41;
                int32_t t_45 = t_42;
                t_39 = t_44;
                t_40 = t_45;
                break;
            }
            bool t_46 = t_42 < 5;
            int32_t t_47 = nsl::select(t_46, 0, 2);
            int32_t t_48;
            float t_49;
            int32_t t_50;
            float t_51;
            int32_t t_52;
            if (t_47 == 0) {
                int32_t t_53 = t_42 + 1;
                int32_t t_54 = 1;
                float t_55 = t_41 + (p[4 - t_42] * nsl::convert<float>(t_53) + p[t_42] * p[nsl::rem(t_42 + 2, 5)]);
                int32_t t_56 = t_53;
                float t_57 = 0.0f;
                int32_t t_58 = 0;
                t_48 = t_54;
                t_49 = t_55;
                t_50 = t_56;
                t_51 = t_57;
                t_52 = t_58;
            } else {
                int32_t t_59 = t_47;
                float t_60 = 0.0f;
                int32_t t_61 = 0;
                float t_62 = nsl::select(t_46, 0.0f, t_41);
                int32_t t_63 = nsl::select(t_46, 0, t_42);
                t_48 = t_59;
                t_49 = t_60;
                t_50 = t_61;
                t_51 = t_62;
                t_52 = t_63;
            }
            if (t_48 == 2) {
                float t_64 = t_41;
                int32_t t_65 = t_42;
                t_39 = t_64;
                t_40 = t_65;
                break;
            }
            float t_66 = t_49;
            int32_t t_67 = t_50;
            int32_t t_68 = t_43 + 1;
            t_41 = t_66;
            t_42 = t_67;
            t_43 = t_68;
            continue;
        }
        bool t_69 = t_40 < 5;
        std::array<float, 5> t_70;
        float t_71;
        float t_72;
        float t_73;
        if (nsl::select(t_69, 0, 2) == 0) {
            int32_t t_74 = 4 - t_40;
            int32_t t_75 = nsl::rem(t_40 + 2, 5);
            float t_76 = p[t_75] * t_35;
            float t_77 = p[t_40] * t_35;
            float t_78 = nsl::convert<float>(t_40 + 1) * t_35;
            std::array<float, 5> t_79 = std::array<float, 5>{{nsl::select(t_75 == 0, t_77, 0.0f) + nsl::select(t_40 == 0, t_76, 0.0f) + nsl::select(t_74 == 0, t_78, 0.0f), nsl::select(t_75 == 1, t_77, 0.0f) + nsl::select(t_40 == 1, t_76, 0.0f) + nsl::select(t_74 == 1, t_78, 0.0f), nsl::select(t_75 == 2, t_77, 0.0f) + nsl::select(t_40 == 2, t_76, 0.0f) + nsl::select(t_74 == 2, t_78, 0.0f), nsl::select(t_75 == 3, t_77, 0.0f) + nsl::select(t_40 == 3, t_76, 0.0f) + nsl::select(t_74 == 3, t_78, 0.0f), nsl::select(t_75 == 4, t_77, 0.0f) + nsl::select(t_40 == 4, t_76, 0.0f) + nsl::select(t_74 == 4, t_78, 0.0f)}};
            float t_80 = t_35;
            float t_81 = 0.0f;
            float t_82 = 0.0f;
            t_70 = t_79;
            t_71 = t_80;
            t_72 = t_81;
            t_73 = t_82;
        } else {
            std::array<float, 5> t_83 = std::array<float, 5>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
            float t_84 = 0.0f;
            float t_85 = t_35;
            float t_86 = nsl::select(t_34 == t_31, p_1, 0.0f);
            t_70 = t_83;
            t_71 = t_84;
            t_72 = t_85;
            t_73 = t_86;
        }
        int32_t t_87 = t_34 - 1;
        float t_88 = t_71 + nsl::select(t_69, 0.0f, t_73);
        std::array<float, 5> t_89 = std::array<float, 5>{{t_36[0] + t_70[0], t_36[1] + t_70[1], t_36[2] + t_70[2], t_36[3] + t_70[3], t_36[4] + t_70[4]}};
        t_34 = t_87;
        t_35 = t_88;
        t_36 = t_89;
        continue;
    }
    return reversedIndex_bwd_Grads{t_33};
}
static recurrence_bwd_Grads recurrence_bwd(float p_2, float p_3) {
    std::array<float, 6> t_90 = std::array<float, 6>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
    t_90[0] = p_2;
    std::array<float, 6> a;
    int32_t i_2;
    std::array<float, 6> a_1 = t_90;
    int32_t i_3 = 1;
    for (;;) {
        if (i_3 < 6) {
        } else {
            std::array<float, 6> t_91 = a_1;
            int32_t t_92 = i_3;
            a = t_91;
            i_2 = t_92;
            break;
        }
        float t_93 = a_1[i_3 - 1];
        float t_94 = t_93 * 0.5f + nsl::sin(t_93) * p_2;
        std::array<float, 6> t_95 = a_1;
        t_95[0] = nsl::select(i_3 == 0, t_94, a_1[0]);
        std::array<float, 6> t_96 = t_95;
        t_96[1] = nsl::select(i_3 == 1, t_94, a_1[1]);
        std::array<float, 6> t_97 = t_96;
        t_97[2] = nsl::select(i_3 == 2, t_94, a_1[2]);
        std::array<float, 6> t_98 = t_97;
        t_98[3] = nsl::select(i_3 == 3, t_94, a_1[3]);
        std::array<float, 6> t_99 = t_98;
        t_99[4] = nsl::select(i_3 == 4, t_94, a_1[4]);
        std::array<float, 6> t_100 = t_99;
        t_100[5] = nsl::select(i_3 == 5, t_94, a_1[5]);
        std::array<float, 6> t_101 = t_100;
        int32_t t_102 = i_3 + 1;
        a_1 = t_101;
        i_3 = t_102;
        continue;
    }
    int32_t t_103;
    std::array<float, 6> t_104 = t_90;
    int32_t t_105 = 1;
    int32_t t_106 = 0;
    for (;;) {
        int32_t t_107;
        std::array<float, 6> t_108;
        int32_t t_109;
        std::array<float, 6> t_110;
        int32_t t_111;
        if (t_105 < 6) {
            int32_t t_112 = 0;
            std::array<float, 6> t_113 = std::array<float, 6>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_114 = 0;
            std::array<float, 6> t_115 = std::array<float, 6>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_116 = 0;
            t_107 = t_112;
            t_108 = t_113;
            t_109 = t_114;
            t_110 = t_115;
            t_111 = t_116;
        } else {
            int32_t t_117 = 2;
            std::array<float, 6> t_118 = std::array<float, 6>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_119 = 0;
            std::array<float, 6> t_120 = t_104;
            int32_t t_121 = t_105;
            t_107 = t_117;
            t_108 = t_118;
            t_109 = t_119;
            t_110 = t_120;
            t_111 = t_121;
        }
        int32_t t_122;
        std::array<float, 6> t_123;
        int32_t t_124;
        std::array<float, 6> t_125;
        int32_t t_126;
        if (t_107 == 0) {
            float t_127 = t_104[t_105 - 1];
            float t_128 = t_127 * 0.5f + nsl::sin(t_127) * p_2;
            std::array<float, 6> t_129 = t_104;
            t_129[0] = nsl::select(t_105 == 0, t_128, t_104[0]);
            std::array<float, 6> t_130 = t_129;
            t_130[1] = nsl::select(t_105 == 1, t_128, t_104[1]);
            std::array<float, 6> t_131 = t_130;
            t_131[2] = nsl::select(t_105 == 2, t_128, t_104[2]);
            std::array<float, 6> t_132 = t_131;
            t_132[3] = nsl::select(t_105 == 3, t_128, t_104[3]);
            std::array<float, 6> t_133 = t_132;
            t_133[4] = nsl::select(t_105 == 4, t_128, t_104[4]);
            std::array<float, 6> t_134 = t_133;
            t_134[5] = nsl::select(t_105 == 5, t_128, t_104[5]);
            int32_t t_135 = 1;
            std::array<float, 6> t_136 = t_134;
            int32_t t_137 = t_105 + 1;
            std::array<float, 6> t_138 = std::array<float, 6>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_139 = 0;
            t_122 = t_135;
            t_123 = t_136;
            t_124 = t_137;
            t_125 = t_138;
            t_126 = t_139;
        } else {
            int32_t t_140 = t_107;
            std::array<float, 6> t_141 = t_108;
            int32_t t_142 = t_109;
            std::array<float, 6> t_143 = t_110;
            int32_t t_144 = t_111;
            t_122 = t_140;
            t_123 = t_141;
            t_124 = t_142;
            t_125 = t_143;
            t_126 = t_144;
        }
        int32_t t_145 = t_106 + 1;
        if (t_122 == 2) {
            t_103 = t_145;
            break;
        }
        std::array<float, 6> t_146 = t_123;
        int32_t t_147 = t_124;
        int32_t t_148 = t_145;
        t_104 = t_146;
        t_105 = t_147;
        t_106 = t_148;
        continue;
    }
    int32_t t_149 = t_103 - 1;
    std::array<float, 6> t_150;
    float t_151;
    int32_t t_152 = t_149;
    std::array<float, 6> t_153 = std::array<float, 6>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
    float t_154 = 0.0f;
    for (;;) {
        if (t_152 < 0) {
            std::array<float, 6> t_155 = t_153;
            float t_156 = t_154;
            t_150 = t_155;
            t_151 = t_156;
            break;
        }
        std::array<float, 6> t_157;
        int32_t t_158;
        std::array<float, 6> t_159 = t_90;
        int32_t t_160 = 1;
        int32_t t_161 = 0;
        for (;;) {
            if (t_161 == t_152) {
                std::array<float, 6> t_162 = t_159;
                int32_t t_163 = t_160;
                t_157 = t_162;
                t_158 = t_163;
                break;
            }
            int32_t t_164;
            std::array<float, 6> t_165;
            int32_t t_166;
            std::array<float, 6> t_167;
            int32_t t_168;
            if (t_160 < 6) {
                int32_t t_169 = 0;
                std::array<float, 6> t_170 = std::array<float, 6>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
                int32_t t_171 = 0;
                std::array<float, 6> t_172 = std::array<float, 6>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
                int32_t t_173 = 0;
                t_164 = t_169;
                t_165 = t_170;
                t_166 = t_171;
                t_167 = t_172;
                t_168 = t_173;
            } else {
                int32_t t_174 = 2;
                std::array<float, 6> t_175 = std::array<float, 6>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
                int32_t t_176 = 0;
                std::array<float, 6> t_177 = t_159;
                int32_t t_178 = t_160;
                t_164 = t_174;
                t_165 = t_175;
                t_166 = t_176;
                t_167 = t_177;
                t_168 = t_178;
            }
            int32_t t_179;
            std::array<float, 6> t_180;
            int32_t t_181;
            std::array<float, 6> t_182;
            int32_t t_183;
            if (t_164 == 0) {
                float t_184 = t_159[t_160 - 1];
                float t_185 = t_184 * 0.5f + nsl::sin(t_184) * p_2;
                std::array<float, 6> t_186 = t_159;
                t_186[0] = nsl::select(t_160 == 0, t_185, t_159[0]);
                std::array<float, 6> t_187 = t_186;
                t_187[1] = nsl::select(t_160 == 1, t_185, t_159[1]);
                std::array<float, 6> t_188 = t_187;
                t_188[2] = nsl::select(t_160 == 2, t_185, t_159[2]);
                std::array<float, 6> t_189 = t_188;
                t_189[3] = nsl::select(t_160 == 3, t_185, t_159[3]);
                std::array<float, 6> t_190 = t_189;
                t_190[4] = nsl::select(t_160 == 4, t_185, t_159[4]);
                std::array<float, 6> t_191 = t_190;
                t_191[5] = nsl::select(t_160 == 5, t_185, t_159[5]);
                int32_t t_192 = 1;
                std::array<float, 6> t_193 = t_191;
                int32_t t_194 = t_160 + 1;
                std::array<float, 6> t_195 = std::array<float, 6>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
                int32_t t_196 = 0;
                t_179 = t_192;
                t_180 = t_193;
                t_181 = t_194;
                t_182 = t_195;
                t_183 = t_196;
            } else {
                int32_t t_197 = t_164;
                std::array<float, 6> t_198 = t_165;
                int32_t t_199 = t_166;
                std::array<float, 6> t_200 = t_167;
                int32_t t_201 = t_168;
                t_179 = t_197;
                t_180 = t_198;
                t_181 = t_199;
                t_182 = t_200;
                t_183 = t_201;
            }
            if (t_179 == 2) {
                std::array<float, 6> t_202 = t_159;
                int32_t t_203 = t_160;
                t_157 = t_202;
                t_158 = t_203;
                break;
            }
            std::array<float, 6> t_204 = t_180;
            int32_t t_205 = t_181;
            int32_t t_206 = t_161 + 1;
            t_159 = t_204;
            t_160 = t_205;
            t_161 = t_206;
            continue;
        }
        bool t_207 = t_158 < 6;
        int32_t t_208;
        std::array<float, 6> t_209;
        int32_t t_210;
        std::array<float, 6> t_211;
        int32_t t_212;
        if (t_207) {
            int32_t t_213 = 0;
            std::array<float, 6> t_214 = std::array<float, 6>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_215 = 0;
            std::array<float, 6> t_216 = std::array<float, 6>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_217 = 0;
            t_208 = t_213;
            t_209 = t_214;
            t_210 = t_215;
            t_211 = t_216;
            t_212 = t_217;
        } else {
            int32_t t_218 = 2;
            std::array<float, 6> t_219 = std::array<float, 6>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_220 = 0;
            std::array<float, 6> t_221 = t_157;
            int32_t t_222 = t_158;
            t_208 = t_218;
            t_209 = t_219;
            t_210 = t_220;
            t_211 = t_221;
            t_212 = t_222;
        }
        float t_223 = nsl::select(t_152 == t_149, p_3 + 0.0f, 0.0f);
        std::array<float, 6> t_224;
        float t_225;
        std::array<float, 6> t_226;
        std::array<float, 6> t_227;
        if (t_208 == 0) {
            int32_t t_228 = t_158 - 1;
            float t_229 = t_157[t_228];
            bool t_230 = t_158 == 0;
            bool t_231 = t_158 == 1;
            bool t_232 = t_158 == 2;
            bool t_233 = t_158 == 3;
            bool t_234 = t_158 == 4;
            bool t_235 = t_158 == 5;
            float t_236 = t_153[5];
            float t_237 = t_153[4];
            float t_238 = t_153[3];
            float t_239 = t_153[2];
            float t_240 = t_153[1];
            float t_241 = t_153[0];
            float t_242 = nsl::select(t_235, t_236, 0.0f) + nsl::select(t_234, t_237, 0.0f) + nsl::select(t_233, t_238, 0.0f) + nsl::select(t_232, t_239, 0.0f) + nsl::select(t_231, t_240, 0.0f) + nsl::select(t_230, t_241, 0.0f);
            float t_243 = nsl::cos(t_229) * (p_2 * t_242);
            bool t_244 = t_228 == 0;
            bool t_245 = t_228 == 1;
            bool t_246 = t_228 == 2;
            bool t_247 = t_228 == 3;
            bool t_248 = t_228 == 4;
            bool t_249 = t_228 == 5;
            float t_250 = 0.5f * t_242;
            std::array<float, 6> t_251 = std::array<float, 6>{{0.0f + nsl::select(t_230, 0.0f, t_241) + nsl::select(t_244, t_243, 0.0f) + nsl::select(t_244, t_250, 0.0f), 0.0f + nsl::select(t_231, 0.0f, t_240) + 0.0f + 0.0f + nsl::select(t_245, t_243, 0.0f) + nsl::select(t_245, t_250, 0.0f), 0.0f + nsl::select(t_232, 0.0f, t_239) + 0.0f + 0.0f + 0.0f + nsl::select(t_246, t_243, 0.0f) + nsl::select(t_246, t_250, 0.0f), 0.0f + nsl::select(t_233, 0.0f, t_238) + 0.0f + 0.0f + 0.0f + 0.0f + nsl::select(t_247, t_243, 0.0f) + nsl::select(t_247, t_250, 0.0f), 0.0f + nsl::select(t_234, 0.0f, t_237) + 0.0f + 0.0f + 0.0f + 0.0f + 0.0f + nsl::select(t_248, t_243, 0.0f) + nsl::select(t_248, t_250, 0.0f), nsl::select(t_235, 0.0f, t_236) + 0.0f + 0.0f + 0.0f + 0.0f + 0.0f + 0.0f + nsl::select(t_249, t_243, 0.0f) + nsl::select(t_249, t_250, 0.0f)}};
            float t_252 = nsl::sin(t_229) * t_242;
            std::array<float, 6> t_253 = std::array<float, 6>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
            std::array<float, 6> t_254 = std::array<float, 6>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
            t_224 = t_251;
            t_225 = t_252;
            t_226 = t_253;
            t_227 = t_254;
        } else {
            std::array<float, 6> t_255 = std::array<float, 6>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
            float t_256 = 0.0f;
            std::array<float, 6> t_257 = t_153;
            std::array<float, 6> t_258 = std::array<float, 6>{{0.0f, 0.0f, t_223, 0.0f, 0.0f, t_223}};
            t_224 = t_255;
            t_225 = t_256;
            t_226 = t_257;
            t_227 = t_258;
        }
        std::array<float, 6> t_259;
        if (t_207) {
            t_259 = std::array<float, 6>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
        } else {
            t_259 = t_227;
        }
        int32_t t_260 = t_152 - 1;
        std::array<float, 6> t_261 = std::array<float, 6>{{t_224[0] + t_259[0], t_224[1] + t_259[1], t_224[2] + t_259[2], t_224[3] + t_259[3], t_224[4] + t_259[4], t_224[5] + t_259[5]}};
        float t_262 = t_154 + t_225;
        t_152 = t_260;
        t_153 = t_261;
        t_154 = t_262;
        continue;
    }
    return recurrence_bwd_Grads{t_151 + t_150[0]};
}
static recurrence_fwd_Result recurrence_fwd(float p_4, float p_5) {
    std::array<float, 6> a_2 = std::array<float, 6>{};
    std::array<float, 6> t_263 = std::array<float, 6>{};
    t_263 = std::array<float, 6>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
    a_2[0] = p_4;
    t_263[0] = p_5;
    int32_t i_4;
    int32_t i_5 = 1;
    for (;;) {
        if (i_5 < 6) {
        } else {
            i_4 = i_5;
            break;
        }
        int32_t t_264 = i_5 - 1;
        float t_265 = a_2[t_264];
        float t_266 = t_263[t_264];
        float t_267 = a_2[t_264];
        float t_268 = t_263[t_264];
        float t_269 = nsl::sin(t_267);
        a_2[i_5] = t_265 * 0.5f + t_269 * p_4;
        t_263[i_5] = 0.5f * t_266 + (p_4 * (nsl::cos(t_267) * t_268) + t_269 * p_5);
        i_5 = i_5 + 1;
        continue;
    }
    float t_270 = a_2[5];
    float t_271 = t_263[5];
    float t_272 = a_2[2];
    float t_273 = t_263[2];
    return recurrence_fwd_Result{t_270 + t_272, t_271 + t_273};
}
static matStuff_bwd_Grads matStuff_bwd(nsl::mat<float, 2, 2> p_6, nsl::vec<float, 2> p_7, nsl::mat<float, 2, 2> p_8) {
    nsl::mat<float, 2, 2> t_274 = nsl::transpose(p_6);
    nsl::mat<float, 2, 2> t_275 = nsl::mul(p_6, t_274);
    nsl::vec<float, 2> t_276 = nsl::mul(t_275, p_7);
    nsl::vec<float, 2> t_277 = nsl::splat<nsl::vec<float, 2>>(nsl::determinant(p_6));
    nsl::vec<float, 2> t_278 = p_8[0];
    float t_279 = p_8[1].x;
    nsl::vec<float, 2> t_280 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_280.x = t_276.y * t_279;
    nsl::vec<float, 2> t_281 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_281.y = t_276.x * t_279;
    nsl::vec<float, 2> t_282 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_282.y = t_278.y;
    nsl::vec<float, 2> t_283 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_283.x = t_278.x;
    nsl::vec<float, 2> t_284 = t_280 + t_281 + t_282 + t_283;
    nsl::mat<float, 2, 2> t_285 = t_275 * p_8;
    nsl::vec<float, 2> t_286 = t_285[0] + t_285[1];
    nsl::vec<float, 2> t_287 = p_6[0];
    nsl::vec<float, 2> t_288 = p_6[1];
    nsl::vec<float, 2> t_289 = nsl::splat<nsl::vec<float, 2>>(t_286.x + t_286.y);
    nsl::mat<float, 2, 2> t_290 = nsl::mat<float, 2, 2>{{t_277, t_277}} * p_8 + nsl::mat<float, 2, 2>{{nsl::splat<nsl::vec<float, 2>>(t_284.x) * p_7, nsl::splat<nsl::vec<float, 2>>(t_284.y) * p_7}};
    return matStuff_bwd_Grads{nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(t_288.y, -t_288.x) * t_289, nsl::make<nsl::vec<float, 2>>(-t_287.y, t_287.x) * t_289}} + nsl::mul(t_290, p_6) + nsl::transpose(nsl::mul(t_274, t_290)), nsl::mul(t_284, t_275)};
}
static higher_fwd_bwd_Grads higher_fwd_bwd(float p_9, float p_10, higher_fwd_Result p_11) {
    float t_291 = p_9 * p_9;
    float t_292 = p_9 * p_10;
    float t_293 = nsl::sin(p_9);
    float t_294 = nsl::cos(p_9);
    float t_295 = p_11.p;
    float t_296 = p_11.d;
    float t_297 = t_291 * t_296;
    float t_298 = t_293 * t_296;
    float t_299 = p_10 * t_298;
    float t_300 = p_9 * t_298;
    float t_301 = p_9 * (t_294 * p_10 * t_296 + t_293 * t_295);
    return higher_fwd_bwd_Grads{-t_293 * (p_10 * t_297) + t_294 * ((t_292 + t_292) * t_296 + t_291 * t_295) + t_299 + t_299 + t_301 + t_301, t_294 * t_297 + t_300 + t_300};
}
static higher_fwd_fwd_Result higher_fwd_fwd(float p_12, float p_13, float p_14, float p_15) {
    float t_302 = p_12 * p_12;
    float t_303 = p_12 * p_13;
    float t_304 = t_303 + t_303;
    float t_305 = p_12 * p_14;
    float t_306 = p_14 * p_13 + p_12 * p_15;
    float t_307 = t_305 + t_305;
    float t_308 = nsl::sin(p_12);
    float t_309 = nsl::cos(p_12);
    float t_310 = t_309 * p_13;
    float t_311 = t_309 * p_14;
    return higher_fwd_fwd_Result{higher_fwd_Result{t_302 * t_308, t_308 * t_307 + t_302 * t_311}, higher_fwd_Result{t_308 * t_304 + t_302 * t_310, t_307 * t_310 + t_308 * (t_306 + t_306) + (t_311 * t_304 + t_302 * (p_14 * (-t_308 * p_13) + t_309 * p_15))}};
}
static usesFwd_bwd_Grads usesFwd_bwd(float p_16, float p_17) {
    float t_312 = p_16 * 1.0f;
    higher_fwd_bwd_Grads t_313 = higher_fwd_bwd(p_16, 1.0f, higher_fwd_Result{0.0f, p_16 * p_17 + 0.0f});
    return usesFwd_bwd_Grads{(nsl::sin(p_16) * (t_312 + t_312) + p_16 * p_16 * (nsl::cos(p_16) * 1.0f)) * p_17 + (0.0f + t_313.f0)};
}
static void computeMain() {
    outputBuffer.data[0u] = 0.0f;
    outputBuffer.data[1u] = 3.0f;
    outputBuffer.data[2u] = 0.5f;
    outputBuffer.data[3u] = 2.0f;
    std::array<float, 5> dv = std::array<float, 5>{};
    dv = std::array<float, 5>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
    reversedIndex_bwd_Grads t_314 = reversedIndex_bwd(std::array<float, 5>{{0.1f, 0.2f, 0.3f, 0.4f, 0.5f}}, 1.0f);
    dv = t_314.f0;
    int32_t i_6;
    int32_t i_7 = 0;
    for (;;) {
        if (i_7 < 5) {
        } else {
            i_6 = i_7;
            break;
        }
        float t_315 = dv[i_7];
        outputBuffer.data[nsl::convert<uint32_t>(4 + i_7)] = t_315;
        i_7 = i_7 + 1;
        continue;
    }
    recurrence_bwd_Grads t_316 = recurrence_bwd(0.8f, 1.0f);
    outputBuffer.data[9u] = t_316.f0;
    recurrence_fwd_Result t_317 = recurrence_fwd(0.8f, 1.0f);
    outputBuffer.data[10u] = t_317.d;
    matStuff_bwd_Grads t_318 = matStuff_bwd(nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(1.0f, 2.0f), nsl::make<nsl::vec<float, 2>>(-0.5f, 0.75f)}}, nsl::make<nsl::vec<float, 2>>(0.3f, -0.7f), nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(1.0f, 0.5f), nsl::make<nsl::vec<float, 2>>(-1.0f, 2.0f)}});
    nsl::mat<float, 2, 2> t_319 = t_318.f0;
    nsl::vec<float, 2> t_320 = t_318.f1;
    nsl::vec<float, 2> t_321 = t_319[0];
    outputBuffer.data[11u] = t_321.x;
    outputBuffer.data[12u] = t_321.y;
    nsl::vec<float, 2> t_322 = t_319[1];
    outputBuffer.data[13u] = t_322.x;
    outputBuffer.data[14u] = t_322.y;
    outputBuffer.data[15u] = t_320.x;
    outputBuffer.data[16u] = t_320.y;
    int32_t k;
    int32_t k_1 = 0;
    for (;;) {
        if (k_1 < 3) {
        } else {
            k = k_1;
            break;
        }
        float r;
        switch (k_1) {
        case 0:
        {
            r = 1.6899998f;
            break;
        }
        case 1:
        {
            r = 3.6692965f;
            break;
        }
        default: {
            r = 2.1969998f;
            break;
        }
        }
        float t_323;
        switch (k_1) {
        case 0:
        {
            t_323 = 3.3799996f;
            break;
        }
        case 1:
        {
            t_323 = 4.7700853f;
            break;
        }
        default: {
            t_323 = 6.590999f;
            break;
        }
        }
        outputBuffer.data[nsl::convert<uint32_t>(17 + k_1)] = r * 1.0f + t_323;
        k_1 = k_1 + 1;
        continue;
    }
    outputBuffer.data[20u] = 3.2071068f;
    usesFwd_bwd_Grads t_324 = usesFwd_bwd(0.9f, 1.0f);
    outputBuffer.data[21u] = t_324.f0;
    higher_fwd_fwd_Result t_325 = higher_fwd_fwd(0.9f, 1.0f, 1.0f, 0.0f);
    outputBuffer.data[22u] = t_325.d.d;
    outputBuffer.data[23u] = t_325.p.d;
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
