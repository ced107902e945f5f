struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct powUntil_bwd_Grads {
    float f0;
};
struct nested_bwd_Grads {
    float f0;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static float powUntil(float x);
static powUntil_bwd_Grads powUntil_bwd(float p, float p_1);
static float nested(float x_1, int32_t p_2);
static nested_bwd_Grads nested_bwd(float p_3, int32_t p_4, float p_5);
static void computeMain();
static float powUntil(float x) {
    float acc;
    int32_t i;
    float acc_1 = 1.0f;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            float t = acc_1;
            int32_t t_1 = i_1;
            acc = t;
            i = t_1;
            break;
        }
        float t_2 = acc_1 * x;
        if (t_2 > 10.0f) {
            return t_2 + x;
        }
        float t_3 = t_2;
        int32_t t_4 = i_1 + 1;
        acc_1 = t_3;
        i_1 = t_4;
        continue;
    }
    return acc;
}
static powUntil_bwd_Grads powUntil_bwd(float p, float p_1) {
    bool t_5;
    float t_6;
    float acc_2;
    int32_t i_2;
    bool t_7 = false;
    float t_8 = 0.0f;
    float acc_3 = 1.0f;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 4) {
        } else {
            bool t_9 = t_7;
            float t_10 = t_8;
            float t_11 = acc_3;
            int32_t t_12 = i_3;
            t_5 = t_9;
            t_6 = t_10;
            acc_2 = t_11;
            i_2 = t_12;
            break;
        }
        float t_13 = acc_3 * p;
        bool t_14;
        float t_15;
        if (t_13 > 10.0f) {
            bool t_16 = true;
            float t_17 = t_13 + p;
            float t_18 = t_13;
            int32_t t_19 = i_3;
            t_5 = t_16;
            t_6 = t_17;
            acc_2 = t_18;
            i_2 = t_19;
            break;
        } else {
            bool t_20 = t_7;
            float t_21 = t_8;
            t_14 = t_20;
            t_15 = t_21;
        }
        bool t_22 = t_14;
        float t_23 = t_15;
        float t_24 = t_13;
        int32_t t_25 = i_3 + 1;
        t_7 = t_22;
        t_8 = t_23;
        acc_3 = t_24;
        i_3 = t_25;
        continue;
    }
    bool t_26 = nsl::select(t_5, 2, 0) == 0;
    int32_t t_27;
    bool t_28 = false;
    float t_29 = 0.0f;
    float t_30 = 1.0f;
    int32_t t_31 = 0;
    int32_t t_32 = 0;
    for (;;) {
        bool t_33 = t_31 < 4;
        int32_t t_34 = nsl::select(t_33, 0, 2);
        int32_t t_35;
        bool t_36;
        float t_37;
        float t_38;
        int32_t t_39;
        bool t_40;
        float t_41;
        float t_42;
        int32_t t_43;
        if (t_34 == 0) {
            float t_44 = t_30 * p;
            bool t_45 = t_44 > 10.0f;
            int32_t t_46 = nsl::select(t_45, 2, 0);
            bool t_47 = t_46 == 0;
            int32_t t_48 = nsl::select(t_47, 1, t_46);
            bool t_49 = nsl::select(t_47, nsl::select(t_45, false, t_28), false);
            float t_50 = nsl::select(t_47, nsl::select(t_45, 0.0f, t_29), 0.0f);
            float t_51 = nsl::select(t_47, t_44, 0.0f);
            int32_t t_52 = nsl::select(t_47, t_31 + 1, 0);
            bool t_53 = nsl::select(t_47, false, t_45);
            float t_54 = nsl::select(t_47, 0.0f, nsl::select(t_45, t_44 + p, 0.0f));
            float t_55 = nsl::select(t_47, 0.0f, nsl::select(t_45, t_44, 0.0f));
            int32_t t_56 = nsl::select(t_47, 0, nsl::select(t_45, t_31, 0));
            t_35 = t_48;
            t_36 = t_49;
            t_37 = t_50;
            t_38 = t_51;
            t_39 = t_52;
            t_40 = t_53;
            t_41 = t_54;
            t_42 = t_55;
            t_43 = t_56;
        } else {
            int32_t t_57 = t_34;
            bool t_58 = false;
            float t_59 = 0.0f;
            float t_60 = 0.0f;
            int32_t t_61 = 0;
            bool t_62 = nsl::select(t_33, false, t_28);
            float t_63 = nsl::select(t_33, 0.0f, t_29);
            float t_64 = nsl::select(t_33, 0.0f, t_30);
            int32_t t_65 = nsl::select(t_33, 0, t_31);
            t_35 = t_57;
            t_36 = t_58;
            t_37 = t_59;
            t_38 = t_60;
            t_39 = t_61;
            t_40 = t_62;
            t_41 = t_63;
            t_42 = t_64;
            t_43 = t_65;
        }
        int32_t t_66 = t_32 + 1;
        if (t_35 == 2) {
            t_27 = t_66;
            break;
        }
        bool t_67 = t_36;
        float t_68 = t_37;
        float t_69 = t_38;
        int32_t t_70 = t_39;
        int32_t t_71 = t_66;
        t_28 = t_67;
        t_29 = t_68;
        t_30 = t_69;
        t_31 = t_70;
        t_32 = t_71;
        continue;
    }
    int32_t t_72 = t_27 - 1;
    float t_73;
    float t_74;
    float t_75;
    int32_t t_76 = t_72;
    float t_77 = 0.0f;
    float t_78 = 0.0f;
    float t_79 = 0.0f;
    for (;;) {
        if (t_76 < 0) {
            float t_80 = t_77;
            float t_81 = t_78;
            float t_82 = t_79;
            t_73 = t_80;
            t_74 = t_81;
            t_75 = t_82;
            break;
        }
        bool t_83;
        float t_84;
        float t_85;
        int32_t t_86;
        bool t_87 = false;
        float t_88 = 0.0f;
        float t_89 = 1.0f;
        int32_t t_90 = 0;
        int32_t t_91 = 0;
        for (;;) {
            if (t_91 == t_76) {
                bool t_92 = t_87;
                float t_93 = t_88;
                float t_94 = t_89;
                int32_t t_95 = t_90;
                t_83 = t_92;
                t_84 = t_93;
                t_85 = t_94;
                t_86 = t_95;
                break;
            }
            bool t_96 = t_90 < 4;
            int32_t t_97 = nsl::select(t_96, 0, 2);
            int32_t t_98;
            bool t_99;
            float t_100;
            float t_101;
            int32_t t_102;
            bool t_103;
            float t_104;
            float t_105;
            int32_t t_106;
            if (t_97 == 0) {
                float t_107 = t_89 * p;
                bool t_108 = t_107 > 10.0f;
                int32_t t_109 = nsl::select(t_108, 2, 0);
                bool t_110 = t_109 == 0;
                int32_t t_111 = nsl::select(t_110, 1, t_109);
                bool t_112 = nsl::select(t_110, nsl::select(t_108, false, t_87), false);
                float t_113 = nsl::select(t_110, nsl::select(t_108, 0.0f, t_88), 0.0f);
                float t_114 = nsl::select(t_110, t_107, 0.0f);
                int32_t t_115 = nsl::select(t_110, t_90 + 1, 0);
                bool t_116 = nsl::select(t_110, false, t_108);
                float t_117 = nsl::select(t_110, 0.0f, nsl::select(t_108, t_107 + p, 0.0f));
                float t_118 = nsl::select(t_110, 0.0f, nsl::select(t_108, t_107, 0.0f));
                int32_t t_119 = nsl::select(t_110, 0, nsl::select(t_108, t_90, 0));
                t_98 = t_111;
                t_99 = t_112;
                t_100 = t_113;
                t_101 = t_114;
                t_102 = t_115;
                t_103 = t_116;
                t_104 = t_117;
                t_105 = t_118;
                t_106 = t_119;
            } else {
                int32_t t_120 = t_97;
                bool t_121 = false;
                float t_122 = 0.0f;
                float t_123 = 0.0f;
                int32_t t_124 = 0;
                bool t_125 = nsl::select(t_96, false, t_87);
                float t_126 = nsl::select(t_96, 0.0f, t_88);
                float t_127 = nsl::select(t_96, 0.0f, t_89);
                int32_t t_128 = nsl::select(t_96, 0, t_90);
                t_98 = t_120;
                t_99 = t_121;
                t_100 = t_122;
                t_101 = t_123;
                t_102 = t_124;
                t_103 = t_125;
                t_104 = t_126;
                t_105 = t_127;
                t_106 = t_128;
            }
            if (t_98 == 2) {
                bool t_129 = t_87;
                float t_130 = t_88;
                float t_131 = t_89;
                int32_t t_132 = t_90;
                t_83 = t_129;
                t_84 = t_130;
                t_85 = t_131;
                t_86 = t_132;
                break;
            }
            bool t_133 = t_99;
            float t_134 = t_100;
            float t_135 = t_101;
            int32_t t_136 = t_102;
            int32_t t_137 = t_91 + 1;
            t_87 = t_133;
            t_88 = t_134;
            t_89 = t_135;
            t_90 = t_136;
            t_91 = t_137;
            continue;
        }
        bool t_138 = t_86 < 4;
        bool t_139 = t_76 == t_72;
        float t_140 = nsl::select(t_139, nsl::select(t_5, nsl::select(t_26, 0.0f, p_1), 0.0f), 0.0f);
        float t_141 = nsl::select(t_139, nsl::select(t_26, p_1, 0.0f), 0.0f);
        float t_142;
        float t_143;
        float t_144;
        float t_145;
        float t_146;
        float t_147;
        float t_148;
        if (nsl::select(t_138, 0, 2) == 0) {
            bool t_149 = t_85 * p > 10.0f;
            bool t_150 = nsl::select(t_149, 2, 0) == 0;
            float t_151 = nsl::select(t_150, 0.0f, t_140);
            float t_152 = nsl::select(t_150, t_78, 0.0f) + nsl::select(t_149, nsl::select(t_150, 0.0f, t_141) + t_151, 0.0f);
            float t_153 = p * t_152;
            float t_154 = nsl::select(t_149, t_151, 0.0f) + t_85 * t_152;
            float t_155 = nsl::select(t_149, 0.0f, nsl::select(t_150, t_77, 0.0f));
            float t_156 = 0.0f;
            float t_157 = 0.0f;
            float t_158 = 0.0f;
            float t_159 = 0.0f;
            t_142 = t_153;
            t_143 = t_154;
            t_144 = t_155;
            t_145 = t_156;
            t_146 = t_157;
            t_147 = t_158;
            t_148 = t_159;
        } else {
            float t_160 = 0.0f;
            float t_161 = 0.0f;
            float t_162 = 0.0f;
            float t_163 = t_77;
            float t_164 = t_78;
            float t_165 = t_140;
            float t_166 = t_141;
            t_142 = t_160;
            t_143 = t_161;
            t_144 = t_162;
            t_145 = t_163;
            t_146 = t_164;
            t_147 = t_165;
            t_148 = t_166;
        }
        int32_t t_167 = t_76 - 1;
        float t_168 = t_144 + nsl::select(t_138, 0.0f, t_147);
        float t_169 = t_142 + nsl::select(t_138, 0.0f, t_148);
        float t_170 = t_79 + t_143;
        t_76 = t_167;
        t_77 = t_168;
        t_78 = t_169;
        t_79 = t_170;
        continue;
    }
    return powUntil_bwd_Grads{t_75};
}
static float nested(float x_1, int32_t p_2) {
    int32_t i_4;
    int32_t i_5 = 0;
    for (;;) {
        if (i_5 < 3) {
        } else {
            i_4 = i_5;
            break;
        }
        int32_t j;
        int32_t j_1 = 0;
        for (;;) {
            if (j_1 < 3) {
            } else {
                j = j_1;
                break;
            }
            if (nsl::select(p_2 == 0, j_1 == 1, false)) {
                return x_1 * x_1 * nsl::convert<float>(i_5 + 1);
            }
            switch (p_2) {
            case 1:
            {
                return x_1 * nsl::convert<float>(i_5 + j_1 + 2);
            }
            default: {
                break;
            }
            }
            j_1 = j_1 + 1;
            continue;
        }
        i_5 = i_5 + 1;
        continue;
    }
    return -x_1;
}
static nested_bwd_Grads nested_bwd(float p_3, int32_t p_4, float p_5) {
    bool t_171;
    float t_172;
    int32_t i_6;
    bool t_173 = false;
    float t_174 = 0.0f;
    int32_t i_7 = 0;
    for (;;) {
        if (i_7 < 3) {
        } else {
            bool t_175 = t_173;
            float t_176 = t_174;
            int32_t t_177 = i_7;
            t_171 = t_175;
            t_172 = t_176;
            i_6 = t_177;
            break;
        }
        bool t_178;
        float t_179;
        int32_t j_2;
        bool t_180 = t_173;
        float t_181 = t_174;
        int32_t j_3 = 0;
        for (;;) {
            if (j_3 < 3) {
            } else {
                bool t_182 = t_180;
                float t_183 = t_181;
                int32_t t_184 = j_3;
                t_178 = t_182;
                t_179 = t_183;
                j_2 = t_184;
                break;
            }
            bool t_185;
            float t_186;
            if (nsl::select(p_4 == 0, j_3 == 1, false)) {
                bool t_187 = true;
                float t_188 = p_3 * p_3 * nsl::convert<float>(i_7 + 1);
                int32_t t_189 = j_3;
                t_178 = t_187;
                t_179 = t_188;
                j_2 = t_189;
                break;
            } else {
                bool t_190 = t_180;
                float t_191 = t_181;
                t_185 = t_190;
                t_186 = t_191;
            }
            bool t_192;
            float t_193;
            switch (p_4) {
            case 1:
            {
                bool t_194 = true;
                float t_195 = p_3 * nsl::convert<float>(i_7 + j_3 + 2);
                t_192 = t_194;
                t_193 = t_195;
                break;
            }
            default: {
                bool t_196 = t_185;
                float t_197 = t_186;
                t_192 = t_196;
                t_193 = t_197;
                break;
            }
            }
            bool t_198;
            float t_199;
            if (t_192) {
                bool t_200 = true;
                float t_201 = t_193;
                int32_t t_202 = j_3;
                t_178 = t_200;
                t_179 = t_201;
                j_2 = t_202;
                break;
            } else {
                bool t_203 = t_192;
                float t_204 = t_193;
                t_198 = t_203;
                t_199 = t_204;
            }
            bool t_205 = t_198;
            float t_206 = t_199;
            int32_t t_207 = j_3 + 1;
            t_180 = t_205;
            t_181 = t_206;
            j_3 = t_207;
            continue;
        }
        bool t_208;
        float t_209;
        if (t_178) {
            bool t_210 = true;
            float t_211 = t_179;
            int32_t t_212 = i_7;
            t_171 = t_210;
            t_172 = t_211;
            i_6 = t_212;
            break;
        } else {
            bool t_213 = t_178;
            float t_214 = t_179;
            t_208 = t_213;
            t_209 = t_214;
        }
        bool t_215 = t_208;
        float t_216 = t_209;
        int32_t t_217 = i_7 + 1;
        t_173 = t_215;
        t_174 = t_216;
        i_7 = t_217;
        continue;
    }
    bool t_218 = nsl::select(t_171, 2, 0) == 0;
    int32_t t_219;
    bool t_220 = false;
    float t_221 = 0.0f;
    int32_t t_222 = 0;
    int32_t t_223 = 0;
    for (;;) {
        bool t_224 = t_222 < 3;
        int32_t t_225 = nsl::select(t_224, 0, 2);
        int32_t t_226;
        bool t_227;
        float t_228;
        int32_t t_229;
        bool t_230;
        float t_231;
        int32_t t_232;
        if (t_225 == 0) {
            bool t_233;
            float t_234;
            int32_t j_4;
            bool t_235 = t_220;
            float t_236 = t_221;
            int32_t j_5 = 0;
            for (;;) {
                if (j_5 < 3) {
                } else {
                    bool t_237 = t_235;
                    float t_238 = t_236;
                    int32_t t_239 = j_5;
                    t_233 = t_237;
                    t_234 = t_238;
                    j_4 = t_239;
                    break;
                }
                bool t_240;
                float t_241;
                if (nsl::select(p_4 == 0, j_5 == 1, false)) {
                    bool t_242 = true;
                    float t_243 = p_3 * p_3 * nsl::convert<float>(t_222 + 1);
                    int32_t t_244 = j_5;
                    t_233 = t_242;
                    t_234 = t_243;
                    j_4 = t_244;
                    break;
                } else {
                    bool t_245 = t_235;
                    float t_246 = t_236;
                    t_240 = t_245;
                    t_241 = t_246;
                }
                bool t_247;
                float t_248;
                switch (p_4) {
                case 1:
                {
                    bool t_249 = true;
                    float t_250 = p_3 * nsl::convert<float>(t_222 + j_5 + 2);
                    t_247 = t_249;
                    t_248 = t_250;
                    break;
                }
                default: {
                    bool t_251 = t_240;
                    float t_252 = t_241;
                    t_247 = t_251;
                    t_248 = t_252;
                    break;
                }
                }
                bool t_253;
                float t_254;
                if (t_247) {
                    bool t_255 = true;
                    float t_256 = t_248;
                    int32_t t_257 = j_5;
                    t_233 = t_255;
                    t_234 = t_256;
                    j_4 = t_257;
                    break;
                } else {
                    bool t_258 = t_247;
                    float t_259 = t_248;
                    t_253 = t_258;
                    t_254 = t_259;
                }
                bool t_260 = t_253;
                float t_261 = t_254;
                int32_t t_262 = j_5 + 1;
                t_235 = t_260;
                t_236 = t_261;
                j_5 = t_262;
                continue;
            }
            int32_t t_263 = nsl::select(t_233, 2, 0);
            bool t_264 = t_263 == 0;
            int32_t t_265 = nsl::select(t_264, 1, t_263);
            bool t_266 = nsl::select(t_264, nsl::select(t_233, false, t_233), false);
            float t_267 = nsl::select(t_264, nsl::select(t_233, 0.0f, t_234), 0.0f);
            int32_t t_268 = nsl::select(t_264, t_222 + 1, 0);
            bool t_269 = nsl::select(t_264, false, t_233);
            float t_270 = nsl::select(t_264, 0.0f, nsl::select(t_233, t_234, 0.0f));
            int32_t t_271 = nsl::select(t_264, 0, nsl::select(t_233, t_222, 0));
            t_226 = t_265;
            t_227 = t_266;
            t_228 = t_267;
            t_229 = t_268;
            t_230 = t_269;
            t_231 = t_270;
            t_232 = t_271;
        } else {
            int32_t t_272 = t_225;
            bool t_273 = false;
            float t_274 = 0.0f;
            int32_t t_275 = 0;
            bool t_276 = nsl::select(t_224, false, t_220);
            float t_277 = nsl::select(t_224, 0.0f, t_221);
            int32_t t_278 = nsl::select(t_224, 0, t_222);
            t_226 = t_272;
            t_227 = t_273;
            t_228 = t_274;
            t_229 = t_275;
            t_230 = t_276;
            t_231 = t_277;
            t_232 = t_278;
        }
        int32_t t_279 = t_223 + 1;
        if (t_226 == 2) {
            t_219 = t_279;
            break;
        }
        bool t_280 = t_227;
        float t_281 = t_228;
        int32_t t_282 = t_229;
        int32_t t_283 = t_279;
        t_220 = t_280;
        t_221 = t_281;
        t_222 = t_282;
        t_223 = t_283;
        continue;
    }
    int32_t t_284 = t_219 - 1;
    float t_285;
    float t_286;
    int32_t t_287 = t_284;
    float t_288 = 0.0f;
    float t_289 = 0.0f;
    for (;;) {
        if (t_287 < 0) {
            float t_290 = t_288;
            float t_291 = t_289;
            t_285 = t_290;
            t_286 = t_291;
            break;
        }
        bool t_292;
        float t_293;
        int32_t t_294;
        bool t_295 = false;
        float t_296 = 0.0f;
        int32_t t_297 = 0;
        int32_t t_298 = 0;
        for (;;) {
            if (t_298 == t_287) {
                bool t_299 = t_295;
                float t_300 = t_296;
                int32_t t_301 = t_297;
                t_292 = t_299;
                t_293 = t_300;
                t_294 = t_301;
                break;
            }
            bool t_302 = t_297 < 3;
            int32_t t_303 = nsl::select(t_302, 0, 2);
            int32_t t_304;
            bool t_305;
            float t_306;
            int32_t t_307;
            bool t_308;
            float t_309;
            int32_t t_310;
            if (t_303 == 0) {
                bool t_311;
                float t_312;
                int32_t j_6;
                bool t_313 = t_295;
                float t_314 = t_296;
                int32_t j_7 = 0;
                for (;;) {
                    if (j_7 < 3) {
                    } else {
                        bool t_315 = t_313;
                        float t_316 = t_314;
                        int32_t t_317 = j_7;
                        t_311 = t_315;
                        t_312 = t_316;
                        j_6 = t_317;
                        break;
                    }
                    bool t_318;
                    float t_319;
                    if (nsl::select(p_4 == 0, j_7 == 1, false)) {
                        bool t_320 = true;
                        float t_321 = p_3 * p_3 * nsl::convert<float>(t_297 + 1);
                        int32_t t_322 = j_7;
                        t_311 = t_320;
                        t_312 = t_321;
                        j_6 = t_322;
                        break;
                    } else {
                        bool t_323 = t_313;
                        float t_324 = t_314;
                        t_318 = t_323;
                        t_319 = t_324;
                    }
                    bool t_325;
                    float t_326;
                    switch (p_4) {
                    case 1:
                    {
                        bool t_327 = true;
                        float t_328 = p_3 * nsl::convert<float>(t_297 + j_7 + 2);
                        t_325 = t_327;
                        t_326 = t_328;
                        break;
                    }
                    default: {
                        bool t_329 = t_318;
                        float t_330 = t_319;
                        t_325 = t_329;
                        t_326 = t_330;
                        break;
                    }
                    }
                    bool t_331;
                    float t_332;
                    if (t_325) {
                        bool t_333 = true;
                        float t_334 = t_326;
                        int32_t t_335 = j_7;
                        t_311 = t_333;
                        t_312 = t_334;
                        j_6 = t_335;
                        break;
                    } else {
                        bool t_336 = t_325;
                        float t_337 = t_326;
                        t_331 = t_336;
                        t_332 = t_337;
                    }
                    bool t_338 = t_331;
                    float t_339 = t_332;
                    int32_t t_340 = j_7 + 1;
                    t_313 = t_338;
                    t_314 = t_339;
                    j_7 = t_340;
                    continue;
                }
                int32_t t_341 = nsl::select(t_311, 2, 0);
                bool t_342 = t_341 == 0;
                int32_t t_343 = nsl::select(t_342, 1, t_341);
                bool t_344 = nsl::select(t_342, nsl::select(t_311, false, t_311), false);
                float t_345 = nsl::select(t_342, nsl::select(t_311, 0.0f, t_312), 0.0f);
                int32_t t_346 = nsl::select(t_342, t_297 + 1, 0);
                bool t_347 = nsl::select(t_342, false, t_311);
                float t_348 = nsl::select(t_342, 0.0f, nsl::select(t_311, t_312, 0.0f));
                int32_t t_349 = nsl::select(t_342, 0, nsl::select(t_311, t_297, 0));
                t_304 = t_343;
                t_305 = t_344;
                t_306 = t_345;
                t_307 = t_346;
                t_308 = t_347;
                t_309 = t_348;
                t_310 = t_349;
            } else {
                int32_t t_350 = t_303;
                bool t_351 = false;
                float t_352 = 0.0f;
                int32_t t_353 = 0;
                bool t_354 = nsl::select(t_302, false, t_295);
                float t_355 = nsl::select(t_302, 0.0f, t_296);
                int32_t t_356 = nsl::select(t_302, 0, t_297);
                t_304 = t_350;
                t_305 = t_351;
                t_306 = t_352;
                t_307 = t_353;
                t_308 = t_354;
                t_309 = t_355;
                t_310 = t_356;
            }
            if (t_304 == 2) {
                bool t_357 = t_295;
                float t_358 = t_296;
                int32_t t_359 = t_297;
                t_292 = t_357;
                t_293 = t_358;
                t_294 = t_359;
                break;
            }
            bool t_360 = t_305;
            float t_361 = t_306;
            int32_t t_362 = t_307;
            int32_t t_363 = t_298 + 1;
            t_295 = t_360;
            t_296 = t_361;
            t_297 = t_362;
            t_298 = t_363;
            continue;
        }
        bool t_364 = t_294 < 3;
        int32_t t_365 = nsl::select(t_364, 0, 2);
        bool t_366 = t_365 == 0;
        int32_t t_367;
        bool t_368;
        float t_369;
        int32_t t_370;
        bool t_371;
        float t_372;
        int32_t t_373;
        if (t_366) {
            bool t_374;
            float t_375;
            int32_t j_8;
            bool t_376 = t_292;
            float t_377 = t_293;
            int32_t j_9 = 0;
            for (;;) {
                if (j_9 < 3) {
                } else {
                    bool t_378 = t_376;
                    float t_379 = t_377;
                    int32_t t_380 = j_9;
                    t_374 = t_378;
                    t_375 = t_379;
                    j_8 = t_380;
                    break;
                }
                bool t_381;
                float t_382;
                if (nsl::select(p_4 == 0, j_9 == 1, false)) {
                    bool t_383 = true;
                    float t_384 = p_3 * p_3 * nsl::convert<float>(t_294 + 1);
                    int32_t t_385 = j_9;
                    t_374 = t_383;
                    t_375 = t_384;
                    j_8 = t_385;
                    break;
                } else {
                    bool t_386 = t_376;
                    float t_387 = t_377;
                    t_381 = t_386;
                    t_382 = t_387;
                }
                bool t_388;
                float t_389;
                switch (p_4) {
                case 1:
                {
                    bool t_390 = true;
                    float t_391 = p_3 * nsl::convert<float>(t_294 + j_9 + 2);
                    t_388 = t_390;
                    t_389 = t_391;
                    break;
                }
                default: {
                    bool t_392 = t_381;
                    float t_393 = t_382;
                    t_388 = t_392;
                    t_389 = t_393;
                    break;
                }
                }
                bool t_394;
                float t_395;
                if (t_388) {
                    bool t_396 = true;
                    float t_397 = t_389;
                    int32_t t_398 = j_9;
                    t_374 = t_396;
                    t_375 = t_397;
                    j_8 = t_398;
                    break;
                } else {
                    bool t_399 = t_388;
                    float t_400 = t_389;
                    t_394 = t_399;
                    t_395 = t_400;
                }
                bool t_401 = t_394;
                float t_402 = t_395;
                int32_t t_403 = j_9 + 1;
                t_376 = t_401;
                t_377 = t_402;
                j_9 = t_403;
                continue;
            }
            int32_t t_404 = nsl::select(t_374, 2, 0);
            bool t_405 = t_404 == 0;
            int32_t t_406 = nsl::select(t_405, 1, t_404);
            bool t_407 = nsl::select(t_405, nsl::select(t_374, false, t_374), false);
            float t_408 = nsl::select(t_405, nsl::select(t_374, 0.0f, t_375), 0.0f);
            int32_t t_409 = nsl::select(t_405, t_294 + 1, 0);
            bool t_410 = nsl::select(t_405, false, t_374);
            float t_411 = nsl::select(t_405, 0.0f, nsl::select(t_374, t_375, 0.0f));
            int32_t t_412 = nsl::select(t_405, 0, nsl::select(t_374, t_294, 0));
            t_367 = t_406;
            t_368 = t_407;
            t_369 = t_408;
            t_370 = t_409;
            t_371 = t_410;
            t_372 = t_411;
            t_373 = t_412;
        } else {
            int32_t t_413 = t_365;
            bool t_414 = false;
            float t_415 = 0.0f;
            int32_t t_416 = 0;
            bool t_417 = nsl::select(t_364, false, t_292);
            float t_418 = nsl::select(t_364, 0.0f, t_293);
            int32_t t_419 = nsl::select(t_364, 0, t_294);
            t_367 = t_413;
            t_368 = t_414;
            t_369 = t_415;
            t_370 = t_416;
            t_371 = t_417;
            t_372 = t_418;
            t_373 = t_419;
        }
        float t_420 = nsl::select(t_287 == t_284, nsl::select(t_171, nsl::select(t_218, 0.0f, p_5), 0.0f), 0.0f);
        float t_421;
        float t_422;
        float t_423;
        float t_424;
        if (t_366) {
            bool t_425;
            float t_426;
            int32_t j_10;
            bool t_427 = t_292;
            float t_428 = t_293;
            int32_t j_11 = 0;
            for (;;) {
                if (j_11 < 3) {
                } else {
                    bool t_429 = t_427;
                    float t_430 = t_428;
                    int32_t t_431 = j_11;
                    t_425 = t_429;
                    t_426 = t_430;
                    j_10 = t_431;
                    break;
                }
                bool t_432;
                float t_433;
                if (nsl::select(p_4 == 0, j_11 == 1, false)) {
                    bool t_434 = true;
                    float t_435 = p_3 * p_3 * nsl::convert<float>(t_294 + 1);
                    int32_t t_436 = j_11;
                    t_425 = t_434;
                    t_426 = t_435;
                    j_10 = t_436;
                    break;
                } else {
                    bool t_437 = t_427;
                    float t_438 = t_428;
                    t_432 = t_437;
                    t_433 = t_438;
                }
                bool t_439;
                float t_440;
                switch (p_4) {
                case 1:
                {
                    bool t_441 = true;
                    float t_442 = p_3 * nsl::convert<float>(t_294 + j_11 + 2);
                    t_439 = t_441;
                    t_440 = t_442;
                    break;
                }
                default: {
                    bool t_443 = t_432;
                    float t_444 = t_433;
                    t_439 = t_443;
                    t_440 = t_444;
                    break;
                }
                }
                bool t_445;
                float t_446;
                if (t_439) {
                    bool t_447 = true;
                    float t_448 = t_440;
                    int32_t t_449 = j_11;
                    t_425 = t_447;
                    t_426 = t_448;
                    j_10 = t_449;
                    break;
                } else {
                    bool t_450 = t_439;
                    float t_451 = t_440;
                    t_445 = t_450;
                    t_446 = t_451;
                }
                bool t_452 = t_445;
                float t_453 = t_446;
                int32_t t_454 = j_11 + 1;
                t_427 = t_452;
                t_428 = t_453;
                j_11 = t_454;
                continue;
            }
            bool t_455 = nsl::select(t_425, 2, 0) == 0;
            int32_t t_456;
            bool t_457 = t_292;
            float t_458 = t_293;
            int32_t t_459 = 0;
            int32_t t_460 = 0;
            for (;;) {
                bool t_461 = t_459 < 3;
                int32_t t_462 = nsl::select(t_461, 0, 2);
                int32_t t_463;
                bool t_464;
                float t_465;
                int32_t t_466;
                bool t_467;
                float t_468;
                int32_t t_469;
                if (t_462 == 0) {
                    bool t_470;
                    float t_471;
                    int32_t t_472;
                    bool t_473;
                    float t_474;
                    int32_t t_475;
                    bool t_476;
                    float t_477;
                    int32_t t_478;
                    if (nsl::select(p_4 == 0, t_459 == 1, false)) {
                        bool t_479 = false;
                        float t_480 = 0.0f;
                        int32_t t_481 = 2;
                        bool t_482 = false;
                        float t_483 = 0.0f;
                        int32_t t_484 = 0;
                        bool t_485 = true;
                        float t_486 = p_3 * p_3 * nsl::convert<float>(t_294 + 1);
                        int32_t t_487 = t_459;
                        t_470 = t_479;
                        t_471 = t_480;
                        t_472 = t_481;
                        t_473 = t_482;
                        t_474 = t_483;
                        t_475 = t_484;
                        t_476 = t_485;
                        t_477 = t_486;
                        t_478 = t_487;
                    } else {
                        bool t_488 = t_457;
                        float t_489 = t_458;
                        int32_t t_490 = 0;
                        bool t_491 = false;
                        float t_492 = 0.0f;
                        int32_t t_493 = 0;
                        bool t_494 = false;
                        float t_495 = 0.0f;
                        int32_t t_496 = 0;
                        t_470 = t_488;
                        t_471 = t_489;
                        t_472 = t_490;
                        t_473 = t_491;
                        t_474 = t_492;
                        t_475 = t_493;
                        t_476 = t_494;
                        t_477 = t_495;
                        t_478 = t_496;
                    }
                    int32_t t_497;
                    bool t_498;
                    float t_499;
                    int32_t t_500;
                    bool t_501;
                    float t_502;
                    int32_t t_503;
                    if (t_472 == 0) {
                        bool t_504;
                        float t_505;
                        switch (p_4) {
                        case 1:
                        {
                            bool t_506 = true;
                            float t_507 = p_3 * nsl::convert<float>(t_294 + t_459 + 2);
                            t_504 = t_506;
                            t_505 = t_507;
                            break;
                        }
                        default: {
                            bool t_508 = t_470;
                            float t_509 = t_471;
                            t_504 = t_508;
                            t_505 = t_509;
                            break;
                        }
                        }
                        int32_t t_510 = nsl::select(t_504, 2, 0);
                        bool t_511 = t_510 == 0;
                        int32_t t_512 = nsl::select(t_511, 1, t_510);
                        bool t_513 = nsl::select(t_511, nsl::select(t_504, false, t_504), false);
                        float t_514 = nsl::select(t_511, nsl::select(t_504, 0.0f, t_505), 0.0f);
                        int32_t t_515 = nsl::select(t_511, t_459 + 1, 0);
                        bool t_516 = nsl::select(t_511, false, t_504);
                        float t_517 = nsl::select(t_511, 0.0f, nsl::select(t_504, t_505, 0.0f));
                        int32_t t_518 = nsl::select(t_511, 0, nsl::select(t_504, t_459, 0));
                        t_497 = t_512;
                        t_498 = t_513;
                        t_499 = t_514;
                        t_500 = t_515;
                        t_501 = t_516;
                        t_502 = t_517;
                        t_503 = t_518;
                    } else {
                        int32_t t_519 = t_472;
                        bool t_520 = t_473;
                        float t_521 = t_474;
                        int32_t t_522 = t_475;
                        bool t_523 = t_476;
                        float t_524 = t_477;
                        int32_t t_525 = t_478;
                        t_497 = t_519;
                        t_498 = t_520;
                        t_499 = t_521;
                        t_500 = t_522;
                        t_501 = t_523;
                        t_502 = t_524;
                        t_503 = t_525;
                    }
                    int32_t t_526 = t_497;
                    bool t_527 = t_498;
                    float t_528 = t_499;
                    int32_t t_529 = t_500;
                    bool t_530 = t_501;
                    float t_531 = t_502;
                    int32_t t_532 = t_503;
                    t_463 = t_526;
                    t_464 = t_527;
                    t_465 = t_528;
                    t_466 = t_529;
                    t_467 = t_530;
                    t_468 = t_531;
                    t_469 = t_532;
                } else {
                    int32_t t_533 = t_462;
                    bool t_534 = false;
                    float t_535 = 0.0f;
                    int32_t t_536 = 0;
                    bool t_537 = nsl::select(t_461, false, t_457);
                    float t_538 = nsl::select(t_461, 0.0f, t_458);
                    int32_t t_539 = nsl::select(t_461, 0, t_459);
                    t_463 = t_533;
                    t_464 = t_534;
                    t_465 = t_535;
                    t_466 = t_536;
                    t_467 = t_537;
                    t_468 = t_538;
                    t_469 = t_539;
                }
                int32_t t_540 = t_460 + 1;
                if (t_463 == 2) {
                    t_456 = t_540;
                    break;
                }
                bool t_541 = t_464;
                float t_542 = t_465;
                int32_t t_543 = t_466;
                int32_t t_544 = t_540;
                t_457 = t_541;
                t_458 = t_542;
                t_459 = t_543;
                t_460 = t_544;
                continue;
            }
            int32_t t_545 = t_456 - 1;
            float t_546;
            float t_547;
            int32_t t_548 = t_545;
            float t_549 = 0.0f;
            float t_550 = 0.0f;
            for (;;) {
                if (t_548 < 0) {
                    float t_551 = t_549;
                    float t_552 = t_550;
                    t_546 = t_551;
                    t_547 = t_552;
                    break;
                }
                bool t_553;
                float t_554;
                int32_t t_555;
                bool t_556 = t_292;
                float t_557 = t_293;
                int32_t t_558 = 0;
                int32_t t_559 = 0;
                for (;;) {
                    if (t_559 == t_548) {
                        bool t_560 = t_556;
                        float t_561 = t_557;
                        int32_t t_562 = t_558;
                        t_553 = t_560;
                        t_554 = t_561;
                        t_555 = t_562;
                        break;
                    }
                    bool t_563 = t_558 < 3;
                    int32_t t_564 = nsl::select(t_563, 0, 2);
                    int32_t t_565;
                    bool t_566;
                    float t_567;
                    int32_t t_568;
                    bool t_569;
                    float t_570;
                    int32_t t_571;
                    if (t_564 == 0) {
                        bool t_572;
                        float t_573;
                        int32_t t_574;
                        bool t_575;
                        float t_576;
                        int32_t t_577;
                        bool t_578;
                        float t_579;
                        int32_t t_580;
                        if (nsl::select(p_4 == 0, t_558 == 1, false)) {
                            bool t_581 = false;
                            float t_582 = 0.0f;
                            int32_t t_583 = 2;
                            bool t_584 = false;
                            float t_585 = 0.0f;
                            int32_t t_586 = 0;
                            bool t_587 = true;
                            float t_588 = p_3 * p_3 * nsl::convert<float>(t_294 + 1);
                            int32_t t_589 = t_558;
                            t_572 = t_581;
                            t_573 = t_582;
                            t_574 = t_583;
                            t_575 = t_584;
                            t_576 = t_585;
                            t_577 = t_586;
                            t_578 = t_587;
                            t_579 = t_588;
                            t_580 = t_589;
                        } else {
                            bool t_590 = t_556;
                            float t_591 = t_557;
                            int32_t t_592 = 0;
                            bool t_593 = false;
                            float t_594 = 0.0f;
                            int32_t t_595 = 0;
                            bool t_596 = false;
                            float t_597 = 0.0f;
                            int32_t t_598 = 0;
                            t_572 = t_590;
                            t_573 = t_591;
                            t_574 = t_592;
                            t_575 = t_593;
                            t_576 = t_594;
                            t_577 = t_595;
                            t_578 = t_596;
                            t_579 = t_597;
                            t_580 = t_598;
                        }
                        int32_t t_599;
                        bool t_600;
                        float t_601;
                        int32_t t_602;
                        bool t_603;
                        float t_604;
                        int32_t t_605;
                        if (t_574 == 0) {
                            bool t_606;
                            float t_607;
                            switch (p_4) {
                            case 1:
                            {
                                bool t_608 = true;
                                float t_609 = p_3 * nsl::convert<float>(t_294 + t_558 + 2);
                                t_606 = t_608;
                                t_607 = t_609;
                                break;
                            }
                            default: {
                                bool t_610 = t_572;
                                float t_611 = t_573;
                                t_606 = t_610;
                                t_607 = t_611;
                                break;
                            }
                            }
                            int32_t t_612 = nsl::select(t_606, 2, 0);
                            bool t_613 = t_612 == 0;
                            int32_t t_614 = nsl::select(t_613, 1, t_612);
                            bool t_615 = nsl::select(t_613, nsl::select(t_606, false, t_606), false);
                            float t_616 = nsl::select(t_613, nsl::select(t_606, 0.0f, t_607), 0.0f);
                            int32_t t_617 = nsl::select(t_613, t_558 + 1, 0);
                            bool t_618 = nsl::select(t_613, false, t_606);
                            float t_619 = nsl::select(t_613, 0.0f, nsl::select(t_606, t_607, 0.0f));
                            int32_t t_620 = nsl::select(t_613, 0, nsl::select(t_606, t_558, 0));
                            t_599 = t_614;
                            t_600 = t_615;
                            t_601 = t_616;
                            t_602 = t_617;
                            t_603 = t_618;
                            t_604 = t_619;
                            t_605 = t_620;
                        } else {
                            int32_t t_621 = t_574;
                            bool t_622 = t_575;
                            float t_623 = t_576;
                            int32_t t_624 = t_577;
                            bool t_625 = t_578;
                            float t_626 = t_579;
                            int32_t t_627 = t_580;
                            t_599 = t_621;
                            t_600 = t_622;
                            t_601 = t_623;
                            t_602 = t_624;
                            t_603 = t_625;
                            t_604 = t_626;
                            t_605 = t_627;
                        }
                        int32_t t_628 = t_599;
                        bool t_629 = t_600;
                        float t_630 = t_601;
                        int32_t t_631 = t_602;
                        bool t_632 = t_603;
                        float t_633 = t_604;
                        int32_t t_634 = t_605;
                        t_565 = t_628;
                        t_566 = t_629;
                        t_567 = t_630;
                        t_568 = t_631;
                        t_569 = t_632;
                        t_570 = t_633;
                        t_571 = t_634;
                    } else {
                        int32_t t_635 = t_564;
                        bool t_636 = false;
                        float t_637 = 0.0f;
                        int32_t t_638 = 0;
                        bool t_639 = nsl::select(t_563, false, t_556);
                        float t_640 = nsl::select(t_563, 0.0f, t_557);
                        int32_t t_641 = nsl::select(t_563, 0, t_558);
                        t_565 = t_635;
                        t_566 = t_636;
                        t_567 = t_637;
                        t_568 = t_638;
                        t_569 = t_639;
                        t_570 = t_640;
                        t_571 = t_641;
                    }
                    if (t_565 == 2) {
                        bool t_642 = t_556;
                        float t_643 = t_557;
                        int32_t t_644 = t_558;
                        t_553 = t_642;
                        t_554 = t_643;
                        t_555 = t_644;
                        break;
                    }
                    bool t_645 = t_566;
                    float t_646 = t_567;
                    int32_t t_647 = t_568;
                    int32_t t_648 = t_559 + 1;
                    t_556 = t_645;
                    t_557 = t_646;
                    t_558 = t_647;
                    t_559 = t_648;
                    continue;
                }
                bool t_649 = t_555 < 3;
                float t_650 = nsl::select(t_548 == t_545, nsl::select(t_425, nsl::select(t_455, 0.0f, t_420), nsl::select(t_455, t_288, 0.0f)), 0.0f);
                float t_651;
                float t_652;
                float t_653;
                float t_654;
                if (nsl::select(t_649, 0, 2) == 0) {
                    bool t_655 = nsl::select(p_4 == 0, t_555 == 1, false);
                    bool t_656;
                    float t_657;
                    int32_t t_658;
                    bool t_659;
                    float t_660;
                    int32_t t_661;
                    bool t_662;
                    float t_663;
                    int32_t t_664;
                    if (t_655) {
                        bool t_665 = false;
                        float t_666 = 0.0f;
                        int32_t t_667 = 2;
                        bool t_668 = false;
                        float t_669 = 0.0f;
                        int32_t t_670 = 0;
                        bool t_671 = true;
                        float t_672 = p_3 * p_3 * nsl::convert<float>(t_294 + 1);
                        int32_t t_673 = t_555;
                        t_656 = t_665;
                        t_657 = t_666;
                        t_658 = t_667;
                        t_659 = t_668;
                        t_660 = t_669;
                        t_661 = t_670;
                        t_662 = t_671;
                        t_663 = t_672;
                        t_664 = t_673;
                    } else {
                        bool t_674 = t_553;
                        float t_675 = t_554;
                        int32_t t_676 = 0;
                        bool t_677 = false;
                        float t_678 = 0.0f;
                        int32_t t_679 = 0;
                        bool t_680 = false;
                        float t_681 = 0.0f;
                        int32_t t_682 = 0;
                        t_656 = t_674;
                        t_657 = t_675;
                        t_658 = t_676;
                        t_659 = t_677;
                        t_660 = t_678;
                        t_661 = t_679;
                        t_662 = t_680;
                        t_663 = t_681;
                        t_664 = t_682;
                    }
                    float t_683;
                    float t_684;
                    float t_685;
                    float t_686;
                    if (t_658 == 0) {
                        bool t_687;
                        float t_688;
                        switch (p_4) {
                        case 1:
                        {
                            bool t_689 = true;
                            float t_690 = p_3 * nsl::convert<float>(t_294 + t_555 + 2);
                            t_687 = t_689;
                            t_688 = t_690;
                            break;
                        }
                        default: {
                            bool t_691 = t_656;
                            float t_692 = t_657;
                            t_687 = t_691;
                            t_688 = t_692;
                            break;
                        }
                        }
                        bool t_693 = nsl::select(t_687, 2, 0) == 0;
                        float t_694 = nsl::select(t_687, nsl::select(t_693, 0.0f, t_650), nsl::select(t_693, t_549, 0.0f));
                        float t_695;
                        float t_696;
                        switch (p_4) {
                        case 1:
                        {
                            float t_697 = nsl::convert<float>(t_294 + t_555 + 2) * t_694;
                            float t_698 = 0.0f;
                            t_695 = t_697;
                            t_696 = t_698;
                            break;
                        }
                        default: {
                            float t_699 = 0.0f;
                            float t_700 = t_694;
                            t_695 = t_699;
                            t_696 = t_700;
                            break;
                        }
                        }
                        float t_701 = t_695;
                        float t_702 = t_696;
                        float t_703 = 0.0f;
                        float t_704 = 0.0f;
                        t_683 = t_701;
                        t_684 = t_702;
                        t_685 = t_703;
                        t_686 = t_704;
                    } else {
                        float t_705 = 0.0f;
                        float t_706 = 0.0f;
                        float t_707 = t_549;
                        float t_708 = t_650;
                        t_683 = t_705;
                        t_684 = t_706;
                        t_685 = t_707;
                        t_686 = t_708;
                    }
                    float t_709;
                    float t_710;
                    if (t_655) {
                        float t_711 = p_3 * (nsl::convert<float>(t_294 + 1) * t_686);
                        float t_712 = t_711 + t_711;
                        float t_713 = 0.0f;
                        t_709 = t_712;
                        t_710 = t_713;
                    } else {
                        float t_714 = 0.0f;
                        float t_715 = t_684;
                        t_709 = t_714;
                        t_710 = t_715;
                    }
                    float t_716 = t_683 + t_709;
                    float t_717 = t_710;
                    float t_718 = 0.0f;
                    float t_719 = 0.0f;
                    t_651 = t_716;
                    t_652 = t_717;
                    t_653 = t_718;
                    t_654 = t_719;
                } else {
                    float t_720 = 0.0f;
                    float t_721 = 0.0f;
                    float t_722 = t_549;
                    float t_723 = t_650;
                    t_651 = t_720;
                    t_652 = t_721;
                    t_653 = t_722;
                    t_654 = t_723;
                }
                int32_t t_724 = t_548 - 1;
                float t_725 = t_652 + nsl::select(t_649, 0.0f, t_654);
                float t_726 = t_550 + t_651;
                t_548 = t_724;
                t_549 = t_725;
                t_550 = t_726;
                continue;
            }
            float t_727 = t_546;
            float t_728 = t_547;
            float t_729 = 0.0f;
            float t_730 = 0.0f;
            t_421 = t_727;
            t_422 = t_728;
            t_423 = t_729;
            t_424 = t_730;
        } else {
            float t_731 = 0.0f;
            float t_732 = 0.0f;
            float t_733 = t_288;
            float t_734 = t_420;
            t_421 = t_731;
            t_422 = t_732;
            t_423 = t_733;
            t_424 = t_734;
        }
        int32_t t_735 = t_287 - 1;
        float t_736 = t_421 + nsl::select(t_364, 0.0f, t_424);
        float t_737 = t_289 + t_422;
        t_287 = t_735;
        t_288 = t_736;
        t_289 = t_737;
        continue;
    }
    return nested_bwd_Grads{nsl::select(t_218, -p_5, 0.0f) + t_286};
}
static void computeMain() {
    powUntil_bwd_Grads t_738 = powUntil_bwd(3.0f, 1.0f);
    outputBuffer.data[0u] = t_738.f0;
    powUntil_bwd_Grads t_739 = powUntil_bwd(1.5f, 1.0f);
    outputBuffer.data[1u] = t_739.f0;
    nested_bwd_Grads t_740 = nested_bwd(3.0f, 0, 1.0f);
    outputBuffer.data[2u] = t_740.f0;
    nested_bwd_Grads t_741 = nested_bwd(3.0f, 1, 1.0f);
    outputBuffer.data[3u] = t_741.f0;
    nested_bwd_Grads t_742 = nested_bwd(3.0f, 2, 0.5f);
    outputBuffer.data[4u] = t_742.f0;
    float t_743 = powUntil(3.0f);
    powUntil_bwd_Grads t_744 = powUntil_bwd(3.0f, 2.0f);
    outputBuffer.data[5u] = t_744.f0;
    float t_745 = powUntil(3.0f);
    outputBuffer.data[6u] = t_745;
    float t_746 = nested(3.0f, 0);
    outputBuffer.data[7u] = t_746;
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
