struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct straight_bwd_Grads {
    float f0;
};
struct nested_bwd_Grads {
    float f0;
};
struct nested_fwd_Result {
    float p;
    float d;
};
struct retInSwitch_bwd_Grads {
    float f0;
};
struct retInSwitch_fwd_Result {
    float p;
    float d;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static straight_bwd_Grads straight_bwd(float p, int32_t p_1, float p_2);
static nested_bwd_Grads nested_bwd(float p_3, int32_t p_4, float p_5);
static nested_fwd_Result nested_fwd(float p_6, float p_7, int32_t p_8);
static retInSwitch_bwd_Grads retInSwitch_bwd(float p_9, int32_t p_10, float p_11);
static retInSwitch_fwd_Result retInSwitch_fwd(float p_12, float p_13, int32_t p_14);
static void computeMain();
static straight_bwd_Grads straight_bwd(float p, int32_t p_1, float p_2) {
    int32_t t;
    float r;
    switch (p_1) {
    case 0:
    {
        float t_1 = p * p;
        int32_t t_2 = nsl::select(t_1 > 1.0f, 3, 0);
        bool t_3 = t_2 == 0;
        int32_t t_4 = nsl::select(t_3, 3, t_2);
        int32_t t_5 = nsl::select(t_4 == 3, 0, t_4);
        float t_6 = nsl::select(t_3, t_1 * 3.0f + p, t_1);
        t = t_5;
        r = t_6;
        break;
    }
    case 1:
    {
        float t_7 = nsl::sin(p);
        bool t_8 = t_7 < 0.0f;
        int32_t t_9 = nsl::select(t_8, 3, 0);
        bool t_10 = t_9 == 0;
        int32_t t_11 = nsl::select(t_10, 3, t_9);
        int32_t t_12 = nsl::select(t_11 == 3, 0, t_11);
        float t_13 = nsl::select(t_10, t_7 * p, nsl::select(t_8, -t_7, p));
        t = t_12;
        r = t_13;
        break;
    }
    default: {
        int32_t t_14 = 0;
        float t_15 = nsl::exp(p);
        t = t_14;
        r = t_15;
        break;
    }
    }
    float t_16 = p * p_2;
    float t_17;
    switch (p_1) {
    case 0:
    {
        bool t_18 = nsl::select(p * p > 1.0f, 3, 0) == 0;
        float t_19 = p * nsl::select(t_18, 3.0f * t_16, t_16);
        t_17 = nsl::select(t_18, t_16, 0.0f) + t_19 + t_19;
        break;
    }
    case 1:
    {
        float t_20 = nsl::sin(p);
        bool t_21 = t_20 < 0.0f;
        bool t_22 = nsl::select(t_21, 3, 0) == 0;
        float t_23 = nsl::select(t_22, 0.0f, t_16);
        t_17 = nsl::select(t_22, t_20 * t_16, 0.0f) + nsl::select(t_21, 0.0f, t_23) + nsl::cos(p) * (nsl::select(t_22, p * t_16, 0.0f) + nsl::select(t_21, -t_23, 0.0f));
        break;
    }
    default: {
        t_17 = nsl::exp(p) * t_16;
        break;
    }
    }
    return straight_bwd_Grads{r * p_2 + t_17};
}
static nested_bwd_Grads nested_bwd(float p_3, int32_t p_4, float p_5) {
    float s;
    int32_t i;
    float s_1 = p_3;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < p_4) {
        } else {
            float t_24 = s_1;
            int32_t t_25 = i_1;
            s = t_24;
            i = t_25;
            break;
        }
        float s_2;
        int32_t i_2;
        switch (i_1 & 1) {
        case 0:
        {
            float s_3;
            int32_t i_3;
            switch (nsl::rem(i_1, 3)) {
            case 0:
            {
                float t_26 = s_1 * 1.1f;
                if (t_26 > 3.0f) {
                    float t_27 = t_26;
                    int32_t t_28 = i_1;
                    s_3 = t_27;
                    i_3 = t_28;
                    break;
                }
                float t_29 = t_26 + p_3;
                int32_t t_30 = i_1;
                s_3 = t_29;
                i_3 = t_30;
                break;
            }
            default: {
                int32_t i_4;
                if (s_1 < 0.5f) {
                    float t_31 = s_1;
                    int32_t t_32 = i_1 + 1;
                    s_1 = t_31;
                    i_1 = t_32;
                    continue;
                } else {
                    i_4 = i_1;
                }
                float t_33 = s_1 * p_3;
                int32_t t_34 = i_4;
                s_3 = t_33;
                i_3 = t_34;
                break;
            }
            }
            float t_35 = s_3;
            int32_t t_36 = i_3;
            s_2 = t_35;
            i_2 = t_36;
            break;
        }
        default: {
            int32_t i_5;
            if (s_1 > 2.5f) {
                float t_37 = s_1;
                int32_t t_38 = i_1 + 1;
                s_1 = t_37;
                i_1 = t_38;
                continue;
            } else {
                i_5 = i_1;
            }
            float t_39 = s_1 + 0.5f * p_3 * p_3;
            int32_t t_40 = i_5;
            s_2 = t_39;
            i_2 = t_40;
            break;
        }
        }
        float t_41 = s_2 * 0.9f;
        int32_t t_42 = i_2 + 1;
        s_1 = t_41;
        i_1 = t_42;
        continue;
    }
    int32_t t_43;
    float t_44 = p_3;
    int32_t t_45 = 0;
    int32_t t_46 = 0;
    for (;;) {
        bool t_47 = t_45 < p_4;
        int32_t t_48 = nsl::select(t_47, 0, 2);
        int32_t t_49;
        float t_50;
        int32_t t_51;
        float t_52;
        int32_t t_53;
        if (t_48 == 0) {
            float t_54;
            int32_t t_55;
            int32_t t_56;
            float t_57;
            int32_t t_58;
            float t_59;
            int32_t t_60;
            switch (t_45 & 1) {
            case 0:
            {
                float t_61;
                int32_t t_62;
                int32_t t_63;
                float t_64;
                int32_t t_65;
                float t_66;
                int32_t t_67;
                float t_68;
                int32_t t_69;
                switch (nsl::rem(t_45, 3)) {
                case 0:
                {
                    float t_70 = t_44 * 1.1f;
                    bool t_71 = t_70 > 3.0f;
                    int32_t t_72 = nsl::select(t_71, 3, 0);
                    bool t_73 = t_72 == 0;
                    int32_t t_74 = nsl::select(t_73, 3, t_72);
                    float t_75 = nsl::select(t_73, t_70 + p_3, nsl::select(t_71, t_70, 0.0f));
                    int32_t t_76 = nsl::select(t_73, t_45, nsl::select(t_71, t_45, 0));
                    int32_t t_77 = nsl::select(t_74 == 3, 0, t_74);
                    float t_78 = 0.0f;
                    int32_t t_79 = 0;
                    float t_80 = 0.0f;
                    int32_t t_81 = 0;
                    float t_82 = 0.0f;
                    int32_t t_83 = 0;
                    t_61 = t_75;
                    t_62 = t_76;
                    t_63 = t_77;
                    t_64 = t_78;
                    t_65 = t_79;
                    t_66 = t_80;
                    t_67 = t_81;
                    t_68 = t_82;
                    t_69 = t_83;
                    break;
                }
                default: {
                    bool t_84 = t_44 < 0.5f;
                    int32_t t_85 = nsl::select(t_84, 1, 0);
                    bool t_86 = t_85 == 0;
                    int32_t t_87 = nsl::select(t_86, 3, t_85);
                    float t_88 = nsl::select(t_86, t_44 * p_3, 0.0f);
                    int32_t t_89 = nsl::select(t_86, nsl::select(t_84, 0, t_45), 0);
                    int32_t t_90 = nsl::select(t_87 == 3, 0, t_87);
                    float t_91 = nsl::select(t_86, 0.0f, nsl::select(t_84, t_44, 0.0f));
                    int32_t t_92 = nsl::select(t_86, 0, nsl::select(t_84, t_45 + 1, 0));
                    float t_93 = 0.0f;
                    int32_t t_94 = 0;
                    float t_95 = 0.0f;
                    int32_t t_96 = 0;
                    t_61 = t_88;
                    t_62 = t_89;
                    t_63 = t_90;
                    t_64 = t_91;
                    t_65 = t_92;
                    t_66 = t_93;
                    t_67 = t_94;
                    t_68 = t_95;
                    t_69 = t_96;
                    break;
                }
                }
                bool t_97 = t_63 == 0;
                int32_t t_98 = nsl::select(t_97, 3, t_63);
                float t_99 = nsl::select(t_97, t_61, t_68);
                int32_t t_100 = nsl::select(t_97, t_62, t_69);
                int32_t t_101 = nsl::select(t_98 == 3, 0, t_98);
                float t_102 = nsl::select(t_97, 0.0f, t_64);
                int32_t t_103 = nsl::select(t_97, 0, t_65);
                float t_104 = nsl::select(t_97, 0.0f, t_66);
                int32_t t_105 = nsl::select(t_97, 0, t_67);
                t_54 = t_99;
                t_55 = t_100;
                t_56 = t_101;
                t_57 = t_102;
                t_58 = t_103;
                t_59 = t_104;
                t_60 = t_105;
                break;
            }
            default: {
                bool t_106 = t_44 > 2.5f;
                int32_t t_107 = nsl::select(t_106, 1, 0);
                bool t_108 = t_107 == 0;
                int32_t t_109 = nsl::select(t_108, 3, t_107);
                float t_110 = nsl::select(t_108, t_44 + 0.5f * p_3 * p_3, 0.0f);
                int32_t t_111 = nsl::select(t_108, nsl::select(t_106, 0, t_45), 0);
                int32_t t_112 = nsl::select(t_109 == 3, 0, t_109);
                float t_113 = nsl::select(t_108, 0.0f, nsl::select(t_106, t_44, 0.0f));
                int32_t t_114 = nsl::select(t_108, 0, nsl::select(t_106, t_45 + 1, 0));
                float t_115 = 0.0f;
                int32_t t_116 = 0;
                t_54 = t_110;
                t_55 = t_111;
                t_56 = t_112;
                t_57 = t_113;
                t_58 = t_114;
                t_59 = t_115;
                t_60 = t_116;
                break;
            }
            }
            bool t_117 = t_56 == 0;
            int32_t t_118 = nsl::select(t_117, 1, t_56);
            float t_119 = nsl::select(t_117, t_54 * 0.9f, t_57);
            int32_t t_120 = nsl::select(t_117, t_55 + 1, t_58);
            float t_121 = nsl::select(t_117, 0.0f, t_59);
            int32_t t_122 = nsl::select(t_117, 0, t_60);
            t_49 = t_118;
            t_50 = t_119;
            t_51 = t_120;
            t_52 = t_121;
            t_53 = t_122;
        } else {
            int32_t t_123 = t_48;
            float t_124 = 0.0f;
            int32_t t_125 = 0;
            float t_126 = nsl::select(t_47, 0.0f, t_44);
            int32_t t_127 = nsl::select(t_47, 0, t_45);
            t_49 = t_123;
            t_50 = t_124;
            t_51 = t_125;
            t_52 = t_126;
            t_53 = t_127;
        }
        int32_t t_128 = t_46 + 1;
        if (t_49 == 2) {
            t_43 = t_128;
            break;
        }
        float t_129 = t_50;
        int32_t t_130 = t_51;
        int32_t t_131 = t_128;
        t_44 = t_129;
        t_45 = t_130;
        t_46 = t_131;
        continue;
    }
    int32_t t_132 = t_43 - 1;
    float t_133;
    float t_134;
    int32_t t_135 = t_132;
    float t_136 = 0.0f;
    float t_137 = 0.0f;
    for (;;) {
        if (t_135 < 0) {
            float t_138 = t_136;
            float t_139 = t_137;
            t_133 = t_138;
            t_134 = t_139;
            break;
        }
        float t_140;
        int32_t t_141;
        float t_142 = p_3;
        int32_t t_143 = 0;
        int32_t t_144 = 0;
        for (;;) {
            if (t_144 == t_135) {
                float t_145 = t_142;
                int32_t t_146 = t_143;
                t_140 = t_145;
                t_141 = t_146;
                break;
            }
            bool t_147 = t_143 < p_4;
            int32_t t_148 = nsl::select(t_147, 0, 2);
            int32_t t_149;
            float t_150;
            int32_t t_151;
            float t_152;
            int32_t t_153;
            if (t_148 == 0) {
                float t_154;
                int32_t t_155;
                int32_t t_156;
                float t_157;
                int32_t t_158;
                float t_159;
                int32_t t_160;
                switch (t_143 & 1) {
                case 0:
                {
                    float t_161;
                    int32_t t_162;
                    int32_t t_163;
                    float t_164;
                    int32_t t_165;
                    float t_166;
                    int32_t t_167;
                    float t_168;
                    int32_t t_169;
                    switch (nsl::rem(t_143, 3)) {
                    case 0:
                    {
                        float t_170 = t_142 * 1.1f;
                        bool t_171 = t_170 > 3.0f;
                        int32_t t_172 = nsl::select(t_171, 3, 0);
                        bool t_173 = t_172 == 0;
                        int32_t t_174 = nsl::select(t_173, 3, t_172);
                        float t_175 = nsl::select(t_173, t_170 + p_3, nsl::select(t_171, t_170, 0.0f));
                        int32_t t_176 = nsl::select(t_173, t_143, nsl::select(t_171, t_143, 0));
                        int32_t t_177 = nsl::select(t_174 == 3, 0, t_174);
                        float t_178 = 0.0f;
                        int32_t t_179 = 0;
                        float t_180 = 0.0f;
                        int32_t t_181 = 0;
                        float t_182 = 0.0f;
                        int32_t t_183 = 0;
                        t_161 = t_175;
                        t_162 = t_176;
                        t_163 = t_177;
                        t_164 = t_178;
                        t_165 = t_179;
                        t_166 = t_180;
                        t_167 = t_181;
                        t_168 = t_182;
                        t_169 = t_183;
                        break;
                    }
                    default: {
                        bool t_184 = t_142 < 0.5f;
                        int32_t t_185 = nsl::select(t_184, 1, 0);
                        bool t_186 = t_185 == 0;
                        int32_t t_187 = nsl::select(t_186, 3, t_185);
                        float t_188 = nsl::select(t_186, t_142 * p_3, 0.0f);
                        int32_t t_189 = nsl::select(t_186, nsl::select(t_184, 0, t_143), 0);
                        int32_t t_190 = nsl::select(t_187 == 3, 0, t_187);
                        float t_191 = nsl::select(t_186, 0.0f, nsl::select(t_184, t_142, 0.0f));
                        int32_t t_192 = nsl::select(t_186, 0, nsl::select(t_184, t_143 + 1, 0));
                        float t_193 = 0.0f;
                        int32_t t_194 = 0;
                        float t_195 = 0.0f;
                        int32_t t_196 = 0;
                        t_161 = t_188;
                        t_162 = t_189;
                        t_163 = t_190;
                        t_164 = t_191;
                        t_165 = t_192;
                        t_166 = t_193;
                        t_167 = t_194;
                        t_168 = t_195;
                        t_169 = t_196;
                        break;
                    }
                    }
                    bool t_197 = t_163 == 0;
                    int32_t t_198 = nsl::select(t_197, 3, t_163);
                    float t_199 = nsl::select(t_197, t_161, t_168);
                    int32_t t_200 = nsl::select(t_197, t_162, t_169);
                    int32_t t_201 = nsl::select(t_198 == 3, 0, t_198);
                    float t_202 = nsl::select(t_197, 0.0f, t_164);
                    int32_t t_203 = nsl::select(t_197, 0, t_165);
                    float t_204 = nsl::select(t_197, 0.0f, t_166);
                    int32_t t_205 = nsl::select(t_197, 0, t_167);
                    t_154 = t_199;
                    t_155 = t_200;
                    t_156 = t_201;
                    t_157 = t_202;
                    t_158 = t_203;
                    t_159 = t_204;
                    t_160 = t_205;
                    break;
                }
                default: {
                    bool t_206 = t_142 > 2.5f;
                    int32_t t_207 = nsl::select(t_206, 1, 0);
                    bool t_208 = t_207 == 0;
                    int32_t t_209 = nsl::select(t_208, 3, t_207);
                    float t_210 = nsl::select(t_208, t_142 + 0.5f * p_3 * p_3, 0.0f);
                    int32_t t_211 = nsl::select(t_208, nsl::select(t_206, 0, t_143), 0);
                    int32_t t_212 = nsl::select(t_209 == 3, 0, t_209);
                    float t_213 = nsl::select(t_208, 0.0f, nsl::select(t_206, t_142, 0.0f));
                    int32_t t_214 = nsl::select(t_208, 0, nsl::select(t_206, t_143 + 1, 0));
                    float t_215 = 0.0f;
                    int32_t t_216 = 0;
                    t_154 = t_210;
                    t_155 = t_211;
                    t_156 = t_212;
                    t_157 = t_213;
                    t_158 = t_214;
                    t_159 = t_215;
                    t_160 = t_216;
                    break;
                }
                }
                bool t_217 = t_156 == 0;
                int32_t t_218 = nsl::select(t_217, 1, t_156);
                float t_219 = nsl::select(t_217, t_154 * 0.9f, t_157);
                int32_t t_220 = nsl::select(t_217, t_155 + 1, t_158);
                float t_221 = nsl::select(t_217, 0.0f, t_159);
                int32_t t_222 = nsl::select(t_217, 0, t_160);
                t_149 = t_218;
                t_150 = t_219;
                t_151 = t_220;
                t_152 = t_221;
                t_153 = t_222;
            } else {
                int32_t t_223 = t_148;
                float t_224 = 0.0f;
                int32_t t_225 = 0;
                float t_226 = nsl::select(t_147, 0.0f, t_142);
                int32_t t_227 = nsl::select(t_147, 0, t_143);
                t_149 = t_223;
                t_150 = t_224;
                t_151 = t_225;
                t_152 = t_226;
                t_153 = t_227;
            }
            if (t_149 == 2) {
                float t_228 = t_142;
                int32_t t_229 = t_143;
                t_140 = t_228;
                t_141 = t_229;
                break;
            }
            float t_230 = t_150;
            int32_t t_231 = t_151;
            int32_t t_232 = t_144 + 1;
            t_142 = t_230;
            t_143 = t_231;
            t_144 = t_232;
            continue;
        }
        bool t_233 = t_141 < p_4;
        float t_234 = nsl::select(t_135 == t_132, p_5, 0.0f);
        float t_235;
        float t_236;
        float t_237;
        float t_238;
        if (nsl::select(t_233, 0, 2) == 0) {
            int32_t t_239 = t_141 & 1;
            float t_240;
            int32_t t_241;
            int32_t t_242;
            float t_243;
            int32_t t_244;
            float t_245;
            int32_t t_246;
            switch (t_239) {
            case 0:
            {
                float t_247;
                int32_t t_248;
                int32_t t_249;
                float t_250;
                int32_t t_251;
                float t_252;
                int32_t t_253;
                float t_254;
                int32_t t_255;
                switch (nsl::rem(t_141, 3)) {
                case 0:
                {
                    float t_256 = t_140 * 1.1f;
                    bool t_257 = t_256 > 3.0f;
                    int32_t t_258 = nsl::select(t_257, 3, 0);
                    bool t_259 = t_258 == 0;
                    int32_t t_260 = nsl::select(t_259, 3, t_258);
                    float t_261 = nsl::select(t_259, t_256 + p_3, nsl::select(t_257, t_256, 0.0f));
                    int32_t t_262 = nsl::select(t_259, t_141, nsl::select(t_257, t_141, 0));
                    int32_t t_263 = nsl::select(t_260 == 3, 0, t_260);
                    float t_264 = 0.0f;
                    int32_t t_265 = 0;
                    float t_266 = 0.0f;
                    int32_t t_267 = 0;
                    float t_268 = 0.0f;
                    int32_t t_269 = 0;
                    t_247 = t_261;
                    t_248 = t_262;
                    t_249 = t_263;
                    t_250 = t_264;
                    t_251 = t_265;
                    t_252 = t_266;
                    t_253 = t_267;
                    t_254 = t_268;
                    t_255 = t_269;
                    break;
                }
                default: {
                    bool t_270 = t_140 < 0.5f;
                    int32_t t_271 = nsl::select(t_270, 1, 0);
                    bool t_272 = t_271 == 0;
                    int32_t t_273 = nsl::select(t_272, 3, t_271);
                    float t_274 = nsl::select(t_272, t_140 * p_3, 0.0f);
                    int32_t t_275 = nsl::select(t_272, nsl::select(t_270, 0, t_141), 0);
                    int32_t t_276 = nsl::select(t_273 == 3, 0, t_273);
                    float t_277 = nsl::select(t_272, 0.0f, nsl::select(t_270, t_140, 0.0f));
                    int32_t t_278 = nsl::select(t_272, 0, nsl::select(t_270, t_141 + 1, 0));
                    float t_279 = 0.0f;
                    int32_t t_280 = 0;
                    float t_281 = 0.0f;
                    int32_t t_282 = 0;
                    t_247 = t_274;
                    t_248 = t_275;
                    t_249 = t_276;
                    t_250 = t_277;
                    t_251 = t_278;
                    t_252 = t_279;
                    t_253 = t_280;
                    t_254 = t_281;
                    t_255 = t_282;
                    break;
                }
                }
                bool t_283 = t_249 == 0;
                int32_t t_284 = nsl::select(t_283, 3, t_249);
                float t_285 = nsl::select(t_283, t_247, t_254);
                int32_t t_286 = nsl::select(t_283, t_248, t_255);
                int32_t t_287 = nsl::select(t_284 == 3, 0, t_284);
                float t_288 = nsl::select(t_283, 0.0f, t_250);
                int32_t t_289 = nsl::select(t_283, 0, t_251);
                float t_290 = nsl::select(t_283, 0.0f, t_252);
                int32_t t_291 = nsl::select(t_283, 0, t_253);
                t_240 = t_285;
                t_241 = t_286;
                t_242 = t_287;
                t_243 = t_288;
                t_244 = t_289;
                t_245 = t_290;
                t_246 = t_291;
                break;
            }
            default: {
                bool t_292 = t_140 > 2.5f;
                int32_t t_293 = nsl::select(t_292, 1, 0);
                bool t_294 = t_293 == 0;
                int32_t t_295 = nsl::select(t_294, 3, t_293);
                float t_296 = nsl::select(t_294, t_140 + 0.5f * p_3 * p_3, 0.0f);
                int32_t t_297 = nsl::select(t_294, nsl::select(t_292, 0, t_141), 0);
                int32_t t_298 = nsl::select(t_295 == 3, 0, t_295);
                float t_299 = nsl::select(t_294, 0.0f, nsl::select(t_292, t_140, 0.0f));
                int32_t t_300 = nsl::select(t_294, 0, nsl::select(t_292, t_141 + 1, 0));
                float t_301 = 0.0f;
                int32_t t_302 = 0;
                t_240 = t_296;
                t_241 = t_297;
                t_242 = t_298;
                t_243 = t_299;
                t_244 = t_300;
                t_245 = t_301;
                t_246 = t_302;
                break;
            }
            }
            bool t_303 = t_242 == 0;
            float t_304 = nsl::select(t_303, 0.9f * t_136, 0.0f);
            float t_305 = nsl::select(t_303, 0.0f, t_136);
            float t_306;
            float t_307;
            switch (t_239) {
            case 0:
            {
                int32_t t_308 = nsl::rem(t_141, 3);
                float t_309;
                int32_t t_310;
                int32_t t_311;
                float t_312;
                int32_t t_313;
                float t_314;
                int32_t t_315;
                float t_316;
                int32_t t_317;
                switch (t_308) {
                case 0:
                {
                    float t_318 = t_140 * 1.1f;
                    bool t_319 = t_318 > 3.0f;
                    int32_t t_320 = nsl::select(t_319, 3, 0);
                    bool t_321 = t_320 == 0;
                    int32_t t_322 = nsl::select(t_321, 3, t_320);
                    float t_323 = nsl::select(t_321, t_318 + p_3, nsl::select(t_319, t_318, 0.0f));
                    int32_t t_324 = nsl::select(t_321, t_141, nsl::select(t_319, t_141, 0));
                    int32_t t_325 = nsl::select(t_322 == 3, 0, t_322);
                    float t_326 = 0.0f;
                    int32_t t_327 = 0;
                    float t_328 = 0.0f;
                    int32_t t_329 = 0;
                    float t_330 = 0.0f;
                    int32_t t_331 = 0;
                    t_309 = t_323;
                    t_310 = t_324;
                    t_311 = t_325;
                    t_312 = t_326;
                    t_313 = t_327;
                    t_314 = t_328;
                    t_315 = t_329;
                    t_316 = t_330;
                    t_317 = t_331;
                    break;
                }
                default: {
                    bool t_332 = t_140 < 0.5f;
                    int32_t t_333 = nsl::select(t_332, 1, 0);
                    bool t_334 = t_333 == 0;
                    int32_t t_335 = nsl::select(t_334, 3, t_333);
                    float t_336 = nsl::select(t_334, t_140 * p_3, 0.0f);
                    int32_t t_337 = nsl::select(t_334, nsl::select(t_332, 0, t_141), 0);
                    int32_t t_338 = nsl::select(t_335 == 3, 0, t_335);
                    float t_339 = nsl::select(t_334, 0.0f, nsl::select(t_332, t_140, 0.0f));
                    int32_t t_340 = nsl::select(t_334, 0, nsl::select(t_332, t_141 + 1, 0));
                    float t_341 = 0.0f;
                    int32_t t_342 = 0;
                    float t_343 = 0.0f;
                    int32_t t_344 = 0;
                    t_309 = t_336;
                    t_310 = t_337;
                    t_311 = t_338;
                    t_312 = t_339;
                    t_313 = t_340;
                    t_314 = t_341;
                    t_315 = t_342;
                    t_316 = t_343;
                    t_317 = t_344;
                    break;
                }
                }
                bool t_345 = t_311 == 0;
                float t_346 = nsl::select(t_345, t_304, 0.0f);
                float t_347;
                float t_348;
                switch (t_308) {
                case 0:
                {
                    bool t_349 = t_140 * 1.1f > 3.0f;
                    bool t_350 = nsl::select(t_349, 3, 0) == 0;
                    float t_351 = nsl::select(t_350, t_346, 0.0f);
                    float t_352 = 1.1f * (t_351 + nsl::select(t_349, nsl::select(t_350, 0.0f, t_346), 0.0f));
                    float t_353 = t_351;
                    t_347 = t_352;
                    t_348 = t_353;
                    break;
                }
                default: {
                    bool t_354 = t_140 < 0.5f;
                    bool t_355 = nsl::select(t_354, 1, 0) == 0;
                    float t_356 = nsl::select(t_355, p_3 * t_346, 0.0f) + nsl::select(t_354, nsl::select(t_355, 0.0f, nsl::select(t_345, 0.0f, t_305)), 0.0f);
                    float t_357 = nsl::select(t_355, t_140 * t_346, 0.0f);
                    t_347 = t_356;
                    t_348 = t_357;
                    break;
                }
                }
                float t_358 = t_347;
                float t_359 = t_348;
                t_306 = t_358;
                t_307 = t_359;
                break;
            }
            default: {
                bool t_360 = t_140 > 2.5f;
                float t_361;
                float t_362;
                float t_363;
                float t_364;
                float t_365;
                if (nsl::select(t_360, 1, 0) == 0) {
                    float t_366 = 0.5f * p_3 * t_304 + 0.5f * (p_3 * t_304);
                    float t_367 = t_304;
                    float t_368 = 0.0f;
                    float t_369 = 0.0f;
                    float t_370 = 0.0f;
                    t_361 = t_366;
                    t_362 = t_367;
                    t_363 = t_368;
                    t_364 = t_369;
                    t_365 = t_370;
                } else {
                    float t_371 = 0.0f;
                    float t_372 = 0.0f;
                    float t_373 = t_305;
                    float t_374 = nsl::select(t_303, 0.0f, t_234);
                    float t_375 = t_304;
                    t_361 = t_371;
                    t_362 = t_372;
                    t_363 = t_373;
                    t_364 = t_374;
                    t_365 = t_375;
                }
                float t_376 = t_362 + nsl::select(t_360, t_363, 0.0f);
                float t_377 = t_361;
                t_306 = t_376;
                t_307 = t_377;
                break;
            }
            }
            float t_378 = t_306;
            float t_379 = t_307;
            float t_380 = 0.0f;
            float t_381 = 0.0f;
            t_235 = t_378;
            t_236 = t_379;
            t_237 = t_380;
            t_238 = t_381;
        } else {
            float t_382 = 0.0f;
            float t_383 = 0.0f;
            float t_384 = t_136;
            float t_385 = t_234;
            t_235 = t_382;
            t_236 = t_383;
            t_237 = t_384;
            t_238 = t_385;
        }
        int32_t t_386 = t_135 - 1;
        float t_387 = t_235 + nsl::select(t_233, 0.0f, t_238);
        float t_388 = t_137 + t_236;
        t_135 = t_386;
        t_136 = t_387;
        t_137 = t_388;
        continue;
    }
    return nested_bwd_Grads{t_133 + t_134};
}
static nested_fwd_Result nested_fwd(float p_6, float p_7, int32_t p_8) {
    float s_4;
    float t_389;
    int32_t i_6;
    float s_5 = p_6;
    float t_390 = p_7;
    int32_t i_7 = 0;
    for (;;) {
        if (i_7 < p_8) {
        } else {
            float t_391 = s_5;
            float t_392 = t_390;
            int32_t t_393 = i_7;
            s_4 = t_391;
            t_389 = t_392;
            i_6 = t_393;
            break;
        }
        float s_6;
        float t_394;
        int32_t i_8;
        switch (i_7 & 1) {
        case 0:
        {
            float s_7;
            float t_395;
            int32_t i_9;
            switch (nsl::rem(i_7, 3)) {
            case 0:
            {
                float t_396 = s_5 * 1.1f;
                float t_397 = 1.1f * t_390;
                if (t_396 > 3.0f) {
                    float t_398 = t_396;
                    float t_399 = t_397;
                    int32_t t_400 = i_7;
                    s_7 = t_398;
                    t_395 = t_399;
                    i_9 = t_400;
                    break;
                }
                float t_401 = t_396 + p_6;
                float t_402 = t_397 + p_7;
                int32_t t_403 = i_7;
                s_7 = t_401;
                t_395 = t_402;
                i_9 = t_403;
                break;
            }
            default: {
                int32_t i_10;
                if (s_5 < 0.5f) {
                    float t_404 = s_5;
                    float t_405 = t_390;
                    int32_t t_406 = i_7 + 1;
                    s_5 = t_404;
                    t_390 = t_405;
                    i_7 = t_406;
                    continue;
                } else {
                    i_10 = i_7;
                }
                float t_407 = s_5 * p_6;
                float t_408 = p_6 * t_390 + s_5 * p_7;
                int32_t t_409 = i_10;
                s_7 = t_407;
                t_395 = t_408;
                i_9 = t_409;
                break;
            }
            }
            float t_410 = s_7;
            float t_411 = t_395;
            int32_t t_412 = i_9;
            s_6 = t_410;
            t_394 = t_411;
            i_8 = t_412;
            break;
        }
        default: {
            int32_t i_11;
            if (s_5 > 2.5f) {
                float t_413 = s_5;
                float t_414 = t_390;
                int32_t t_415 = i_7 + 1;
                s_5 = t_413;
                t_390 = t_414;
                i_7 = t_415;
                continue;
            } else {
                i_11 = i_7;
            }
            float t_416 = 0.5f * p_6;
            float t_417 = s_5 + t_416 * p_6;
            float t_418 = t_390 + (p_6 * (0.5f * p_7) + t_416 * p_7);
            int32_t t_419 = i_11;
            s_6 = t_417;
            t_394 = t_418;
            i_8 = t_419;
            break;
        }
        }
        float t_420 = s_6 * 0.9f;
        float t_421 = 0.9f * t_394;
        int32_t t_422 = i_8 + 1;
        s_5 = t_420;
        t_390 = t_421;
        i_7 = t_422;
        continue;
    }
    return nested_fwd_Result{s_4, t_389};
}
static retInSwitch_bwd_Grads retInSwitch_bwd(float p_9, int32_t p_10, float p_11) {
    bool t_423;
    float t_424;
    float s_8;
    int32_t i_12;
    bool t_425 = false;
    float t_426 = 0.0f;
    float s_9 = p_9;
    int32_t i_13 = 0;
    for (;;) {
        if (i_13 < p_10) {
        } else {
            bool t_427 = t_425;
            float t_428 = t_426;
            float t_429 = s_9;
            int32_t t_430 = i_13;
            t_423 = t_427;
            t_424 = t_428;
            s_8 = t_429;
            i_12 = t_430;
            break;
        }
        int32_t t_431;
        bool t_432;
        float t_433;
        float s_10;
        switch (i_13) {
        case 2:
        {
            bool t_434 = s_9 > 1.5f;
            int32_t t_435 = nsl::select(t_434, 3, 0);
            bool t_436 = t_435 == 0;
            int32_t t_437 = nsl::select(t_436, 3, t_435);
            int32_t t_438 = nsl::select(t_437 == 3, 0, t_437);
            bool t_439 = nsl::select(t_434, true, t_425);
            float t_440 = nsl::select(t_434, s_9 * p_9, t_426);
            float t_441 = nsl::select(t_436, s_9 * s_9, s_9);
            t_431 = t_438;
            t_432 = t_439;
            t_433 = t_440;
            s_10 = t_441;
            break;
        }
        default: {
            int32_t t_442 = 0;
            bool t_443 = t_425;
            float t_444 = t_426;
            float t_445 = s_9 + p_9 * 0.25f;
            t_431 = t_442;
            t_432 = t_443;
            t_433 = t_444;
            s_10 = t_445;
            break;
        }
        }
        bool t_446;
        float t_447;
        if (t_432) {
            bool t_448 = true;
            float t_449 = t_433;
            float t_450 = s_10;
            int32_t t_451 = i_13;
            t_423 = t_448;
            t_424 = t_449;
            s_8 = t_450;
            i_12 = t_451;
            break;
        } else {
            bool t_452 = t_432;
            float t_453 = t_433;
            t_446 = t_452;
            t_447 = t_453;
        }
        bool t_454 = t_446;
        float t_455 = t_447;
        float t_456 = s_10;
        int32_t t_457 = i_13 + 1;
        t_425 = t_454;
        t_426 = t_455;
        s_9 = t_456;
        i_13 = t_457;
        continue;
    }
    bool t_458 = nsl::select(t_423, 2, 0) == 0;
    int32_t t_459;
    bool t_460 = false;
    float t_461 = 0.0f;
    float t_462 = p_9;
    int32_t t_463 = 0;
    int32_t t_464 = 0;
    for (;;) {
        bool t_465 = t_463 < p_10;
        int32_t t_466 = nsl::select(t_465, 0, 2);
        int32_t t_467;
        bool t_468;
        float t_469;
        float t_470;
        int32_t t_471;
        bool t_472;
        float t_473;
        float t_474;
        int32_t t_475;
        if (t_466 == 0) {
            int32_t t_476;
            bool t_477;
            float t_478;
            float s_11;
            switch (t_463) {
            case 2:
            {
                bool t_479 = t_462 > 1.5f;
                int32_t t_480 = nsl::select(t_479, 3, 0);
                bool t_481 = t_480 == 0;
                int32_t t_482 = nsl::select(t_481, 3, t_480);
                int32_t t_483 = nsl::select(t_482 == 3, 0, t_482);
                bool t_484 = nsl::select(t_479, true, t_460);
                float t_485 = nsl::select(t_479, t_462 * p_9, t_461);
                float t_486 = nsl::select(t_481, t_462 * t_462, t_462);
                t_476 = t_483;
                t_477 = t_484;
                t_478 = t_485;
                s_11 = t_486;
                break;
            }
            default: {
                int32_t t_487 = 0;
                bool t_488 = t_460;
                float t_489 = t_461;
                float t_490 = t_462 + p_9 * 0.25f;
                t_476 = t_487;
                t_477 = t_488;
                t_478 = t_489;
                s_11 = t_490;
                break;
            }
            }
            int32_t t_491 = nsl::select(t_477, 2, 0);
            bool t_492 = t_491 == 0;
            int32_t t_493 = nsl::select(t_492, 1, t_491);
            bool t_494 = nsl::select(t_492, nsl::select(t_477, false, t_477), false);
            float t_495 = nsl::select(t_492, nsl::select(t_477, 0.0f, t_478), 0.0f);
            float t_496 = nsl::select(t_492, s_11, 0.0f);
            int32_t t_497 = nsl::select(t_492, t_463 + 1, 0);
            bool t_498 = nsl::select(t_492, false, t_477);
            float t_499 = nsl::select(t_492, 0.0f, nsl::select(t_477, t_478, 0.0f));
            float t_500 = nsl::select(t_492, 0.0f, nsl::select(t_477, s_11, 0.0f));
            int32_t t_501 = nsl::select(t_492, 0, nsl::select(t_477, t_463, 0));
            t_467 = t_493;
            t_468 = t_494;
            t_469 = t_495;
            t_470 = t_496;
            t_471 = t_497;
            t_472 = t_498;
            t_473 = t_499;
            t_474 = t_500;
            t_475 = t_501;
        } else {
            int32_t t_502 = t_466;
            bool t_503 = false;
            float t_504 = 0.0f;
            float t_505 = 0.0f;
            int32_t t_506 = 0;
            bool t_507 = nsl::select(t_465, false, t_460);
            float t_508 = nsl::select(t_465, 0.0f, t_461);
            float t_509 = nsl::select(t_465, 0.0f, t_462);
            int32_t t_510 = nsl::select(t_465, 0, t_463);
            t_467 = t_502;
            t_468 = t_503;
            t_469 = t_504;
            t_470 = t_505;
            t_471 = t_506;
            t_472 = t_507;
            t_473 = t_508;
            t_474 = t_509;
            t_475 = t_510;
        }
        int32_t t_511 = t_464 + 1;
        if (t_467 == 2) {
            t_459 = t_511;
            break;
        }
        bool t_512 = t_468;
        float t_513 = t_469;
        float t_514 = t_470;
        int32_t t_515 = t_471;
        int32_t t_516 = t_511;
        t_460 = t_512;
        t_461 = t_513;
        t_462 = t_514;
        t_463 = t_515;
        t_464 = t_516;
        continue;
    }
    int32_t t_517 = t_459 - 1;
    float t_518;
    float t_519;
    float t_520;
    int32_t t_521 = t_517;
    float t_522 = 0.0f;
    float t_523 = 0.0f;
    float t_524 = 0.0f;
    for (;;) {
        if (t_521 < 0) {
            float t_525 = t_522;
            float t_526 = t_523;
            float t_527 = t_524;
            t_518 = t_525;
            t_519 = t_526;
            t_520 = t_527;
            break;
        }
        bool t_528;
        float t_529;
        float t_530;
        int32_t t_531;
        bool t_532 = false;
        float t_533 = 0.0f;
        float t_534 = p_9;
        int32_t t_535 = 0;
        int32_t t_536 = 0;
        for (;;) {
            if (t_536 == t_521) {
                bool t_537 = t_532;
                float t_538 = t_533;
                float t_539 = t_534;
                int32_t t_540 = t_535;
                t_528 = t_537;
                t_529 = t_538;
                t_530 = t_539;
                t_531 = t_540;
                break;
            }
            bool t_541 = t_535 < p_10;
            int32_t t_542 = nsl::select(t_541, 0, 2);
            int32_t t_543;
            bool t_544;
            float t_545;
            float t_546;
            int32_t t_547;
            bool t_548;
            float t_549;
            float t_550;
            int32_t t_551;
            if (t_542 == 0) {
                int32_t t_552;
                bool t_553;
                float t_554;
                float s_12;
                switch (t_535) {
                case 2:
                {
                    bool t_555 = t_534 > 1.5f;
                    int32_t t_556 = nsl::select(t_555, 3, 0);
                    bool t_557 = t_556 == 0;
                    int32_t t_558 = nsl::select(t_557, 3, t_556);
                    int32_t t_559 = nsl::select(t_558 == 3, 0, t_558);
                    bool t_560 = nsl::select(t_555, true, t_532);
                    float t_561 = nsl::select(t_555, t_534 * p_9, t_533);
                    float t_562 = nsl::select(t_557, t_534 * t_534, t_534);
                    t_552 = t_559;
                    t_553 = t_560;
                    t_554 = t_561;
                    s_12 = t_562;
                    break;
                }
                default: {
                    int32_t t_563 = 0;
                    bool t_564 = t_532;
                    float t_565 = t_533;
                    float t_566 = t_534 + p_9 * 0.25f;
                    t_552 = t_563;
                    t_553 = t_564;
                    t_554 = t_565;
                    s_12 = t_566;
                    break;
                }
                }
                int32_t t_567 = nsl::select(t_553, 2, 0);
                bool t_568 = t_567 == 0;
                int32_t t_569 = nsl::select(t_568, 1, t_567);
                bool t_570 = nsl::select(t_568, nsl::select(t_553, false, t_553), false);
                float t_571 = nsl::select(t_568, nsl::select(t_553, 0.0f, t_554), 0.0f);
                float t_572 = nsl::select(t_568, s_12, 0.0f);
                int32_t t_573 = nsl::select(t_568, t_535 + 1, 0);
                bool t_574 = nsl::select(t_568, false, t_553);
                float t_575 = nsl::select(t_568, 0.0f, nsl::select(t_553, t_554, 0.0f));
                float t_576 = nsl::select(t_568, 0.0f, nsl::select(t_553, s_12, 0.0f));
                int32_t t_577 = nsl::select(t_568, 0, nsl::select(t_553, t_535, 0));
                t_543 = t_569;
                t_544 = t_570;
                t_545 = t_571;
                t_546 = t_572;
                t_547 = t_573;
                t_548 = t_574;
                t_549 = t_575;
                t_550 = t_576;
                t_551 = t_577;
            } else {
                int32_t t_578 = t_542;
                bool t_579 = false;
                float t_580 = 0.0f;
                float t_581 = 0.0f;
                int32_t t_582 = 0;
                bool t_583 = nsl::select(t_541, false, t_532);
                float t_584 = nsl::select(t_541, 0.0f, t_533);
                float t_585 = nsl::select(t_541, 0.0f, t_534);
                int32_t t_586 = nsl::select(t_541, 0, t_535);
                t_543 = t_578;
                t_544 = t_579;
                t_545 = t_580;
                t_546 = t_581;
                t_547 = t_582;
                t_548 = t_583;
                t_549 = t_584;
                t_550 = t_585;
                t_551 = t_586;
            }
            if (t_543 == 2) {
                bool t_587 = t_532;
                float t_588 = t_533;
                float t_589 = t_534;
                int32_t t_590 = t_535;
                t_528 = t_587;
                t_529 = t_588;
                t_530 = t_589;
                t_531 = t_590;
                break;
            }
            bool t_591 = t_544;
            float t_592 = t_545;
            float t_593 = t_546;
            int32_t t_594 = t_547;
            int32_t t_595 = t_536 + 1;
            t_532 = t_591;
            t_533 = t_592;
            t_534 = t_593;
            t_535 = t_594;
            t_536 = t_595;
            continue;
        }
        bool t_596 = t_531 < p_10;
        bool t_597 = t_521 == t_517;
        float t_598 = nsl::select(t_597, nsl::select(t_423, nsl::select(t_458, 0.0f, p_11), 0.0f), 0.0f);
        float t_599 = nsl::select(t_597, nsl::select(t_458, p_11, 0.0f), 0.0f);
        float t_600;
        float t_601;
        float t_602;
        float t_603;
        float t_604;
        float t_605;
        float t_606;
        if (nsl::select(t_596, 0, 2) == 0) {
            int32_t t_607;
            bool t_608;
            float t_609;
            float s_13;
            switch (t_531) {
            case 2:
            {
                bool t_610 = t_530 > 1.5f;
                int32_t t_611 = nsl::select(t_610, 3, 0);
                bool t_612 = t_611 == 0;
                int32_t t_613 = nsl::select(t_612, 3, t_611);
                int32_t t_614 = nsl::select(t_613 == 3, 0, t_613);
                bool t_615 = nsl::select(t_610, true, t_528);
                float t_616 = nsl::select(t_610, t_530 * p_9, t_529);
                float t_617 = nsl::select(t_612, t_530 * t_530, t_530);
                t_607 = t_614;
                t_608 = t_615;
                t_609 = t_616;
                s_13 = t_617;
                break;
            }
            default: {
                int32_t t_618 = 0;
                bool t_619 = t_528;
                float t_620 = t_529;
                float t_621 = t_530 + p_9 * 0.25f;
                t_607 = t_618;
                t_608 = t_619;
                t_609 = t_620;
                s_13 = t_621;
                break;
            }
            }
            bool t_622 = nsl::select(t_608, 2, 0) == 0;
            float t_623 = nsl::select(t_608, nsl::select(t_622, 0.0f, t_598), nsl::select(t_622, t_522, 0.0f));
            float t_624 = nsl::select(t_622, t_523, 0.0f) + nsl::select(t_608, nsl::select(t_622, 0.0f, t_599), 0.0f);
            float t_625;
            float t_626;
            float t_627;
            switch (t_531) {
            case 2:
            {
                bool t_628 = t_530 > 1.5f;
                float t_629 = t_530 * t_624;
                float t_630 = nsl::select(nsl::select(t_628, 3, 0) == 0, t_629 + t_629, t_624) + nsl::select(t_628, p_9 * t_623, 0.0f);
                float t_631 = nsl::select(t_628, t_530 * t_623, 0.0f);
                float t_632 = nsl::select(t_628, 0.0f, t_623);
                t_625 = t_630;
                t_626 = t_631;
                t_627 = t_632;
                break;
            }
            default: {
                float t_633 = t_624;
                float t_634 = 0.25f * t_624;
                float t_635 = t_623;
                t_625 = t_633;
                t_626 = t_634;
                t_627 = t_635;
                break;
            }
            }
            float t_636 = t_625;
            float t_637 = t_626;
            float t_638 = t_627;
            float t_639 = 0.0f;
            float t_640 = 0.0f;
            float t_641 = 0.0f;
            float t_642 = 0.0f;
            t_600 = t_636;
            t_601 = t_637;
            t_602 = t_638;
            t_603 = t_639;
            t_604 = t_640;
            t_605 = t_641;
            t_606 = t_642;
        } else {
            float t_643 = 0.0f;
            float t_644 = 0.0f;
            float t_645 = 0.0f;
            float t_646 = t_522;
            float t_647 = t_523;
            float t_648 = t_598;
            float t_649 = t_599;
            t_600 = t_643;
            t_601 = t_644;
            t_602 = t_645;
            t_603 = t_646;
            t_604 = t_647;
            t_605 = t_648;
            t_606 = t_649;
        }
        int32_t t_650 = t_521 - 1;
        float t_651 = t_602 + nsl::select(t_596, 0.0f, t_605);
        float t_652 = t_600 + nsl::select(t_596, 0.0f, t_606);
        float t_653 = t_524 + t_601;
        t_521 = t_650;
        t_522 = t_651;
        t_523 = t_652;
        t_524 = t_653;
        continue;
    }
    return retInSwitch_bwd_Grads{t_519 + t_520};
}
static retInSwitch_fwd_Result retInSwitch_fwd(float p_12, float p_13, int32_t p_14) {
    float s_14;
    float t_654;
    int32_t i_14;
    float s_15 = p_12;
    float t_655 = p_13;
    int32_t i_15 = 0;
    for (;;) {
        if (i_15 < p_14) {
        } else {
            float t_656 = s_15;
            float t_657 = t_655;
            int32_t t_658 = i_15;
            s_14 = t_656;
            t_654 = t_657;
            i_14 = t_658;
            break;
        }
        float s_16;
        float t_659;
        switch (i_15) {
        case 2:
        {
            if (s_15 > 1.5f) {
                return retInSwitch_fwd_Result{s_15 * p_12, p_12 * t_655 + s_15 * p_13};
            }
            float t_660 = s_15 * t_655;
            float t_661 = s_15 * s_15;
            float t_662 = t_660 + t_660;
            s_16 = t_661;
            t_659 = t_662;
            break;
        }
        default: {
            float t_663 = s_15 + p_12 * 0.25f;
            float t_664 = t_655 + 0.25f * p_13;
            s_16 = t_663;
            t_659 = t_664;
            break;
        }
        }
        float t_665 = s_16;
        float t_666 = t_659;
        int32_t t_667 = i_15 + 1;
        s_15 = t_665;
        t_655 = t_666;
        i_15 = t_667;
        continue;
    }
    return retInSwitch_fwd_Result{s_14, t_654};
}
static void computeMain() {
    std::array<float, 3> xs = std::array<float, 3>{};
    xs = std::array<float, 3>{{0.8f, 1.3f, -0.4f}};
    int32_t k;
    int32_t k_1 = 0;
    for (;;) {
        if (k_1 < 3) {
        } else {
            k = k_1;
            break;
        }
        float t_668 = xs[k_1];
        straight_bwd_Grads t_669 = straight_bwd(t_668, k_1, 1.0f);
        outputBuffer.data[nsl::convert<uint32_t>(k_1)] = t_669.f0;
        int32_t t_670 = k_1 + 1;
        float t_671 = xs[nsl::rem(t_670, 3)];
        straight_bwd_Grads t_672 = straight_bwd(t_671, k_1, 1.0f);
        outputBuffer.data[nsl::convert<uint32_t>(3 + k_1)] = t_672.f0;
        k_1 = t_670;
        continue;
    }
    nested_bwd_Grads t_673 = nested_bwd(0.9f, 6, 1.0f);
    outputBuffer.data[6u] = t_673.f0;
    nested_fwd_Result t_674 = nested_fwd(0.9f, 1.0f, 6);
    outputBuffer.data[7u] = t_674.d;
    nested_bwd_Grads t_675 = nested_bwd(0.3f, 5, 1.0f);
    outputBuffer.data[8u] = t_675.f0;
    nested_fwd_Result t_676 = nested_fwd(0.3f, 1.0f, 5);
    outputBuffer.data[9u] = t_676.d;
    retInSwitch_bwd_Grads t_677 = retInSwitch_bwd(1.1f, 4, 1.0f);
    outputBuffer.data[10u] = t_677.f0;
    retInSwitch_bwd_Grads t_678 = retInSwitch_bwd(0.5f, 4, 1.0f);
    outputBuffer.data[11u] = t_678.f0;
    retInSwitch_fwd_Result t_679 = retInSwitch_fwd(0.5f, 1.0f, 4);
    outputBuffer.data[12u] = t_679.d;
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
