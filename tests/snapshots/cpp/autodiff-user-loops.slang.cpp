struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct earlyExit_bwd_Grads {
    float f0;
    float f1;
};
struct whileLoop_bwd_Grads {
    float f0;
};
struct whileLoop_fwd_Result {
    float p;
    float d;
};
struct useGeneric_bwd_Grads {
    float f0;
    float f1;
};
struct useCustom_bwd_Grads {
    float f0;
    float f1;
};
struct doWhile_bwd_Grads {
    float f0;
};
struct doWhile_fwd_Result {
    float p;
    float d;
};
struct nestedBreak_bwd_Grads {
    float f0;
};
struct nestedBreak_fwd_Result {
    float p;
    float d;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static earlyExit_bwd_Grads earlyExit_bwd(float p, float p_1, float p_2);
static whileLoop_bwd_Grads whileLoop_bwd(float p_3, float p_4);
static whileLoop_fwd_Result whileLoop_fwd(float p_5, float p_6);
static useGeneric_bwd_Grads useGeneric_bwd(float p_7, float p_8, float p_9);
static useCustom_bwd_Grads useCustom_bwd(float p_10, float p_11, float p_12);
static doWhile_bwd_Grads doWhile_bwd(float p_13, int32_t p_14, float p_15);
static doWhile_fwd_Result doWhile_fwd(float p_16, float p_17, int32_t p_18);
static nestedBreak_bwd_Grads nestedBreak_bwd(float p_19, float p_20);
static nestedBreak_fwd_Result nestedBreak_fwd(float p_21, float p_22);
static void computeMain();
static earlyExit_bwd_Grads earlyExit_bwd(float p, float p_1, float p_2) {
    bool t;
    float t_1;
    float acc;
    int32_t i;
    bool t_2 = false;
    float t_3 = 0.0f;
    float acc_1 = p;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 8) {
        } else {
            bool t_4 = t_2;
            float t_5 = t_3;
            float t_6 = acc_1;
            int32_t t_7 = i_1;
            t = t_4;
            t_1 = t_5;
            acc = t_6;
            i = t_7;
            break;
        }
        float t_8 = acc_1 * p_1 + 0.1f * p;
        bool t_9;
        float t_10;
        if (t_8 > 5.0f) {
            bool t_11 = true;
            float t_12 = t_8 * 2.0f;
            float t_13 = t_8;
            int32_t t_14 = i_1;
            t = t_11;
            t_1 = t_12;
            acc = t_13;
            i = t_14;
            break;
        } else {
            bool t_15 = t_2;
            float t_16 = t_3;
            t_9 = t_15;
            t_10 = t_16;
        }
        if (t_8 < -3.0f) {
            bool t_17 = t_9;
            float t_18 = t_10;
            float t_19 = t_8;
            int32_t t_20 = i_1;
            t = t_17;
            t_1 = t_18;
            acc = t_19;
            i = t_20;
            break;
        }
        bool t_21 = t_9;
        float t_22 = t_10;
        float t_23 = t_8;
        int32_t t_24 = i_1 + 1;
        t_2 = t_21;
        t_3 = t_22;
        acc_1 = t_23;
        i_1 = t_24;
        continue;
    }
    bool t_25 = nsl::select(t, 2, 0) == 0;
    int32_t t_26;
    bool t_27 = false;
    float t_28 = 0.0f;
    float t_29 = p;
    int32_t t_30 = 0;
    int32_t t_31 = 0;
    for (;;) {
        bool t_32 = t_30 < 8;
        int32_t t_33 = nsl::select(t_32, 0, 2);
        int32_t t_34;
        bool t_35;
        float t_36;
        float t_37;
        int32_t t_38;
        bool t_39;
        float t_40;
        float t_41;
        int32_t t_42;
        if (t_33 == 0) {
            float t_43 = t_29 * p_1 + 0.1f * p;
            bool t_44 = t_43 > 5.0f;
            bool t_45 = nsl::select(t_44, false, t_27);
            float t_46 = nsl::select(t_44, 0.0f, t_28);
            int32_t t_47 = nsl::select(t_44, 2, 0);
            int32_t t_48;
            bool t_49;
            float t_50;
            float t_51;
            int32_t t_52;
            bool t_53;
            float t_54;
            float t_55;
            int32_t t_56;
            if (t_47 == 0) {
                bool t_57 = t_43 < -3.0f;
                int32_t t_58 = nsl::select(t_57, 2, 0);
                bool t_59 = t_58 == 0;
                int32_t t_60 = nsl::select(t_59, 1, t_58);
                bool t_61 = nsl::select(t_59, t_45, false);
                float t_62 = nsl::select(t_59, t_46, 0.0f);
                float t_63 = nsl::select(t_59, t_43, 0.0f);
                int32_t t_64 = nsl::select(t_59, t_30 + 1, 0);
                bool t_65 = nsl::select(t_59, false, nsl::select(t_57, t_45, false));
                float t_66 = nsl::select(t_59, 0.0f, nsl::select(t_57, t_46, 0.0f));
                float t_67 = nsl::select(t_59, 0.0f, nsl::select(t_57, t_43, 0.0f));
                int32_t t_68 = nsl::select(t_59, 0, nsl::select(t_57, t_30, 0));
                t_48 = t_60;
                t_49 = t_61;
                t_50 = t_62;
                t_51 = t_63;
                t_52 = t_64;
                t_53 = t_65;
                t_54 = t_66;
                t_55 = t_67;
                t_56 = t_68;
            } else {
                int32_t t_69 = t_47;
                bool t_70 = false;
                float t_71 = 0.0f;
                float t_72 = 0.0f;
                int32_t t_73 = 0;
                bool t_74 = t_44;
                float t_75 = nsl::select(t_44, t_43 * 2.0f, 0.0f);
                float t_76 = nsl::select(t_44, t_43, 0.0f);
                int32_t t_77 = nsl::select(t_44, t_30, 0);
                t_48 = t_69;
                t_49 = t_70;
                t_50 = t_71;
                t_51 = t_72;
                t_52 = t_73;
                t_53 = t_74;
                t_54 = t_75;
                t_55 = t_76;
                t_56 = t_77;
            }
            int32_t t_78 = t_48;
            bool t_79 = t_49;
            float t_80 = t_50;
            float t_81 = t_51;
            int32_t t_82 = t_52;
            bool t_83 = t_53;
            float t_84 = t_54;
            float t_85 = t_55;
            int32_t t_86 = t_56;
            t_34 = t_78;
            t_35 = t_79;
            t_36 = t_80;
            t_37 = t_81;
            t_38 = t_82;
            t_39 = t_83;
            t_40 = t_84;
            t_41 = t_85;
            t_42 = t_86;
        } else {
            int32_t t_87 = t_33;
            bool t_88 = false;
            float t_89 = 0.0f;
            float t_90 = 0.0f;
            int32_t t_91 = 0;
            bool t_92 = nsl::select(t_32, false, t_27);
            float t_93 = nsl::select(t_32, 0.0f, t_28);
            float t_94 = nsl::select(t_32, 0.0f, t_29);
            int32_t t_95 = nsl::select(t_32, 0, t_30);
            t_34 = t_87;
            t_35 = t_88;
            t_36 = t_89;
            t_37 = t_90;
            t_38 = t_91;
            t_39 = t_92;
            t_40 = t_93;
            t_41 = t_94;
            t_42 = t_95;
        }
        int32_t t_96 = t_31 + 1;
        if (t_34 == 2) {
            t_26 = t_96;
            break;
        }
        bool t_97 = t_35;
        float t_98 = t_36;
        float t_99 = t_37;
        int32_t t_100 = t_38;
        int32_t t_101 = t_96;
        t_27 = t_97;
        t_28 = t_98;
        t_29 = t_99;
        t_30 = t_100;
        t_31 = t_101;
        continue;
    }
    int32_t t_102 = t_26 - 1;
    float t_103;
    float t_104;
    float t_105;
    float t_106;
    int32_t t_107 = t_102;
    float t_108 = 0.0f;
    float t_109 = 0.0f;
    float t_110 = 0.0f;
    float t_111 = 0.0f;
    for (;;) {
        if (t_107 < 0) {
            float t_112 = t_108;
            float t_113 = t_109;
            float t_114 = t_110;
            float t_115 = t_111;
            t_103 = t_112;
            t_104 = t_113;
            t_105 = t_114;
            t_106 = t_115;
            break;
        }
        bool t_116;
        float t_117;
        float t_118;
        int32_t t_119;
        bool t_120 = false;
        float t_121 = 0.0f;
        float t_122 = p;
        int32_t t_123 = 0;
        int32_t t_124 = 0;
        for (;;) {
            if (t_124 == t_107) {
                bool t_125 = t_120;
                float t_126 = t_121;
                float t_127 = t_122;
                int32_t t_128 = t_123;
                t_116 = t_125;
                t_117 = t_126;
                t_118 = t_127;
                t_119 = t_128;
                break;
            }
            bool t_129 = t_123 < 8;
            int32_t t_130 = nsl::select(t_129, 0, 2);
            int32_t t_131;
            bool t_132;
            float t_133;
            float t_134;
            int32_t t_135;
            bool t_136;
            float t_137;
            float t_138;
            int32_t t_139;
            if (t_130 == 0) {
                float t_140 = t_122 * p_1 + 0.1f * p;
                bool t_141 = t_140 > 5.0f;
                bool t_142 = nsl::select(t_141, false, t_120);
                float t_143 = nsl::select(t_141, 0.0f, t_121);
                int32_t t_144 = nsl::select(t_141, 2, 0);
                int32_t t_145;
                bool t_146;
                float t_147;
                float t_148;
                int32_t t_149;
                bool t_150;
                float t_151;
                float t_152;
                int32_t t_153;
                if (t_144 == 0) {
                    bool t_154 = t_140 < -3.0f;
                    int32_t t_155 = nsl::select(t_154, 2, 0);
                    bool t_156 = t_155 == 0;
                    int32_t t_157 = nsl::select(t_156, 1, t_155);
                    bool t_158 = nsl::select(t_156, t_142, false);
                    float t_159 = nsl::select(t_156, t_143, 0.0f);
                    float t_160 = nsl::select(t_156, t_140, 0.0f);
                    int32_t t_161 = nsl::select(t_156, t_123 + 1, 0);
                    bool t_162 = nsl::select(t_156, false, nsl::select(t_154, t_142, false));
                    float t_163 = nsl::select(t_156, 0.0f, nsl::select(t_154, t_143, 0.0f));
                    float t_164 = nsl::select(t_156, 0.0f, nsl::select(t_154, t_140, 0.0f));
                    int32_t t_165 = nsl::select(t_156, 0, nsl::select(t_154, t_123, 0));
                    t_145 = t_157;
                    t_146 = t_158;
                    t_147 = t_159;
                    t_148 = t_160;
                    t_149 = t_161;
                    t_150 = t_162;
                    t_151 = t_163;
                    t_152 = t_164;
                    t_153 = t_165;
                } else {
                    int32_t t_166 = t_144;
                    bool t_167 = false;
                    float t_168 = 0.0f;
                    float t_169 = 0.0f;
                    int32_t t_170 = 0;
                    bool t_171 = t_141;
                    float t_172 = nsl::select(t_141, t_140 * 2.0f, 0.0f);
                    float t_173 = nsl::select(t_141, t_140, 0.0f);
                    int32_t t_174 = nsl::select(t_141, t_123, 0);
                    t_145 = t_166;
                    t_146 = t_167;
                    t_147 = t_168;
                    t_148 = t_169;
                    t_149 = t_170;
                    t_150 = t_171;
                    t_151 = t_172;
                    t_152 = t_173;
                    t_153 = t_174;
                }
                int32_t t_175 = t_145;
                bool t_176 = t_146;
                float t_177 = t_147;
                float t_178 = t_148;
                int32_t t_179 = t_149;
                bool t_180 = t_150;
                float t_181 = t_151;
                float t_182 = t_152;
                int32_t t_183 = t_153;
                t_131 = t_175;
                t_132 = t_176;
                t_133 = t_177;
                t_134 = t_178;
                t_135 = t_179;
                t_136 = t_180;
                t_137 = t_181;
                t_138 = t_182;
                t_139 = t_183;
            } else {
                int32_t t_184 = t_130;
                bool t_185 = false;
                float t_186 = 0.0f;
                float t_187 = 0.0f;
                int32_t t_188 = 0;
                bool t_189 = nsl::select(t_129, false, t_120);
                float t_190 = nsl::select(t_129, 0.0f, t_121);
                float t_191 = nsl::select(t_129, 0.0f, t_122);
                int32_t t_192 = nsl::select(t_129, 0, t_123);
                t_131 = t_184;
                t_132 = t_185;
                t_133 = t_186;
                t_134 = t_187;
                t_135 = t_188;
                t_136 = t_189;
                t_137 = t_190;
                t_138 = t_191;
                t_139 = t_192;
            }
            if (t_131 == 2) {
                bool t_193 = t_120;
                float t_194 = t_121;
                float t_195 = t_122;
                int32_t t_196 = t_123;
                t_116 = t_193;
                t_117 = t_194;
                t_118 = t_195;
                t_119 = t_196;
                break;
            }
            bool t_197 = t_132;
            float t_198 = t_133;
            float t_199 = t_134;
            int32_t t_200 = t_135;
            int32_t t_201 = t_124 + 1;
            t_120 = t_197;
            t_121 = t_198;
            t_122 = t_199;
            t_123 = t_200;
            t_124 = t_201;
            continue;
        }
        bool t_202 = t_119 < 8;
        bool t_203 = t_107 == t_102;
        float t_204 = nsl::select(t_203, nsl::select(t, nsl::select(t_25, 0.0f, p_2), 0.0f), 0.0f);
        float t_205 = nsl::select(t_203, nsl::select(t_25, p_2, 0.0f), 0.0f);
        float t_206;
        float t_207;
        float t_208;
        float t_209;
        float t_210;
        float t_211;
        float t_212;
        float t_213;
        if (nsl::select(t_202, 0, 2) == 0) {
            float t_214 = t_118 * p_1 + 0.1f * p;
            bool t_215 = t_214 > 5.0f;
            float t_216;
            float t_217;
            float t_218;
            float t_219;
            float t_220;
            float t_221;
            if (nsl::select(t_215, 2, 0) == 0) {
                bool t_222 = t_214 < -3.0f;
                bool t_223 = nsl::select(t_222, 2, 0) == 0;
                float t_224 = nsl::select(t_223, t_109, 0.0f) + nsl::select(t_222, nsl::select(t_223, 0.0f, t_205), 0.0f);
                float t_225 = nsl::select(t_223, t_108, 0.0f) + nsl::select(t_222, nsl::select(t_223, 0.0f, t_204), 0.0f);
                float t_226 = 0.0f;
                float t_227 = 0.0f;
                float t_228 = 0.0f;
                float t_229 = 0.0f;
                t_216 = t_224;
                t_217 = t_225;
                t_218 = t_226;
                t_219 = t_227;
                t_220 = t_228;
                t_221 = t_229;
            } else {
                float t_230 = 0.0f;
                float t_231 = 0.0f;
                float t_232 = t_108;
                float t_233 = t_109;
                float t_234 = t_204;
                float t_235 = t_205;
                t_216 = t_230;
                t_217 = t_231;
                t_218 = t_232;
                t_219 = t_233;
                t_220 = t_234;
                t_221 = t_235;
            }
            float t_236 = t_216 + nsl::select(t_215, t_221 + 2.0f * t_220, 0.0f);
            float t_237 = p_1 * t_236;
            float t_238 = t_118 * t_236;
            float t_239 = 0.1f * t_236;
            float t_240 = nsl::select(t_215, 0.0f, t_217);
            float t_241 = 0.0f;
            float t_242 = 0.0f;
            float t_243 = 0.0f;
            float t_244 = 0.0f;
            t_206 = t_237;
            t_207 = t_238;
            t_208 = t_239;
            t_209 = t_240;
            t_210 = t_241;
            t_211 = t_242;
            t_212 = t_243;
            t_213 = t_244;
        } else {
            float t_245 = 0.0f;
            float t_246 = 0.0f;
            float t_247 = 0.0f;
            float t_248 = 0.0f;
            float t_249 = t_108;
            float t_250 = t_109;
            float t_251 = t_204;
            float t_252 = t_205;
            t_206 = t_245;
            t_207 = t_246;
            t_208 = t_247;
            t_209 = t_248;
            t_210 = t_249;
            t_211 = t_250;
            t_212 = t_251;
            t_213 = t_252;
        }
        int32_t t_253 = t_107 - 1;
        float t_254 = t_209 + nsl::select(t_202, 0.0f, t_212);
        float t_255 = t_206 + nsl::select(t_202, 0.0f, t_213);
        float t_256 = t_110 + t_207;
        float t_257 = t_111 + t_208;
        t_107 = t_253;
        t_108 = t_254;
        t_109 = t_255;
        t_110 = t_256;
        t_111 = t_257;
        continue;
    }
    return earlyExit_bwd_Grads{nsl::select(t_25, p_1 * p_2, 0.0f) + t_104 + t_106, nsl::select(t_25, p * p_2, 0.0f) + t_105};
}
static whileLoop_bwd_Grads whileLoop_bwd(float p_3, float p_4) {
    float t_258;
    int32_t n;
    float t_259 = p_3;
    int32_t n_1 = 0;
    for (;;) {
        if (n_1 < 10) {
        } else {
            float t_260 = t_259;
            int32_t t_261 = n_1;
            t_258 = t_260;
            n = t_261;
            break;
        }
        if (t_259 >= 20.0f) {
            float t_262 = t_259;
            int32_t t_263 = n_1;
            t_258 = t_262;
            n = t_263;
            break;
        }
        float t_264 = t_259 * 1.7f + nsl::sin(t_259);
        int32_t t_265 = n_1 + 1;
        t_259 = t_264;
        n_1 = t_265;
        continue;
    }
    int32_t t_266;
    float t_267 = p_3;
    int32_t t_268 = 0;
    int32_t t_269 = 0;
    for (;;) {
        bool t_270 = t_268 < 10;
        int32_t t_271 = nsl::select(t_270, 0, 2);
        int32_t t_272;
        float t_273;
        int32_t t_274;
        float t_275;
        int32_t t_276;
        if (t_271 == 0) {
            bool t_277 = t_267 >= 20.0f;
            int32_t t_278 = nsl::select(t_277, 2, 0);
            int32_t t_279;
            float t_280;
            int32_t t_281;
            float t_282;
            int32_t t_283;
            if (t_278 == 0) {
                int32_t t_284 = 1;
                float t_285 = t_267 * 1.7f + nsl::sin(t_267);
                int32_t t_286 = t_268 + 1;
                float t_287 = 0.0f;
                int32_t t_288 = 0;
                t_279 = t_284;
                t_280 = t_285;
                t_281 = t_286;
                t_282 = t_287;
                t_283 = t_288;
            } else {
                int32_t t_289 = t_278;
                float t_290 = 0.0f;
                int32_t t_291 = 0;
                float t_292 = nsl::select(t_277, t_267, 0.0f);
                int32_t t_293 = nsl::select(t_277, t_268, 0);
                t_279 = t_289;
                t_280 = t_290;
                t_281 = t_291;
                t_282 = t_292;
                t_283 = t_293;
            }
            int32_t t_294 = t_279;
            float t_295 = t_280;
            int32_t t_296 = t_281;
            float t_297 = t_282;
            int32_t t_298 = t_283;
            t_272 = t_294;
            t_273 = t_295;
            t_274 = t_296;
            t_275 = t_297;
            t_276 = t_298;
        } else {
            int32_t t_299 = t_271;
            float t_300 = 0.0f;
            int32_t t_301 = 0;
            float t_302 = nsl::select(t_270, 0.0f, t_267);
            int32_t t_303 = nsl::select(t_270, 0, t_268);
            t_272 = t_299;
            t_273 = t_300;
            t_274 = t_301;
            t_275 = t_302;
            t_276 = t_303;
        }
        int32_t t_304 = t_269 + 1;
        if (t_272 == 2) {
            t_266 = t_304;
            break;
        }
        float t_305 = t_273;
        int32_t t_306 = t_274;
        int32_t t_307 = t_304;
        t_267 = t_305;
        t_268 = t_306;
        t_269 = t_307;
        continue;
    }
    int32_t t_308 = t_266 - 1;
    float t_309;
    int32_t t_310 = t_308;
    float t_311 = 0.0f;
    for (;;) {
        if (t_310 < 0) {
            t_309 = t_311;
            break;
        }
        float t_312;
        int32_t t_313;
        float t_314 = p_3;
        int32_t t_315 = 0;
        int32_t t_316 = 0;
        for (;;) {
            if (t_316 == t_310) {
                float t_317 = t_314;
                int32_t t_318 = t_315;
                t_312 = t_317;
                t_313 = t_318;
                break;
            }
            bool t_319 = t_315 < 10;
            int32_t t_320 = nsl::select(t_319, 0, 2);
            int32_t t_321;
            float t_322;
            int32_t t_323;
            float t_324;
            int32_t t_325;
            if (t_320 == 0) {
                bool t_326 = t_314 >= 20.0f;
                int32_t t_327 = nsl::select(t_326, 2, 0);
                int32_t t_328;
                float t_329;
                int32_t t_330;
                float t_331;
                int32_t t_332;
                if (t_327 == 0) {
                    int32_t t_333 = 1;
                    float t_334 = t_314 * 1.7f + nsl::sin(t_314);
                    int32_t t_335 = t_315 + 1;
                    float t_336 = 0.0f;
                    int32_t t_337 = 0;
                    t_328 = t_333;
                    t_329 = t_334;
                    t_330 = t_335;
                    t_331 = t_336;
                    t_332 = t_337;
                } else {
                    int32_t t_338 = t_327;
                    float t_339 = 0.0f;
                    int32_t t_340 = 0;
                    float t_341 = nsl::select(t_326, t_314, 0.0f);
                    int32_t t_342 = nsl::select(t_326, t_315, 0);
                    t_328 = t_338;
                    t_329 = t_339;
                    t_330 = t_340;
                    t_331 = t_341;
                    t_332 = t_342;
                }
                int32_t t_343 = t_328;
                float t_344 = t_329;
                int32_t t_345 = t_330;
                float t_346 = t_331;
                int32_t t_347 = t_332;
                t_321 = t_343;
                t_322 = t_344;
                t_323 = t_345;
                t_324 = t_346;
                t_325 = t_347;
            } else {
                int32_t t_348 = t_320;
                float t_349 = 0.0f;
                int32_t t_350 = 0;
                float t_351 = nsl::select(t_319, 0.0f, t_314);
                int32_t t_352 = nsl::select(t_319, 0, t_315);
                t_321 = t_348;
                t_322 = t_349;
                t_323 = t_350;
                t_324 = t_351;
                t_325 = t_352;
            }
            if (t_321 == 2) {
                float t_353 = t_314;
                int32_t t_354 = t_315;
                t_312 = t_353;
                t_313 = t_354;
                break;
            }
            float t_355 = t_322;
            int32_t t_356 = t_323;
            int32_t t_357 = t_316 + 1;
            t_314 = t_355;
            t_315 = t_356;
            t_316 = t_357;
            continue;
        }
        bool t_358 = t_313 < 10;
        float t_359 = nsl::select(t_310 == t_308, 1.0f / (1.0f + nsl::convert<float>(n)) * p_4, 0.0f);
        float t_360;
        float t_361;
        float t_362;
        if (nsl::select(t_358, 0, 2) == 0) {
            bool t_363 = t_312 >= 20.0f;
            float t_364;
            float t_365;
            float t_366;
            if (nsl::select(t_363, 2, 0) == 0) {
                float t_367 = nsl::cos(t_312) * t_311 + 1.7f * t_311;
                float t_368 = 0.0f;
                float t_369 = 0.0f;
                t_364 = t_367;
                t_365 = t_368;
                t_366 = t_369;
            } else {
                float t_370 = 0.0f;
                float t_371 = t_311;
                float t_372 = t_359;
                t_364 = t_370;
                t_365 = t_371;
                t_366 = t_372;
            }
            float t_373 = t_364 + nsl::select(t_363, t_366, 0.0f);
            float t_374 = 0.0f;
            float t_375 = 0.0f;
            t_360 = t_373;
            t_361 = t_374;
            t_362 = t_375;
        } else {
            float t_376 = 0.0f;
            float t_377 = t_311;
            float t_378 = t_359;
            t_360 = t_376;
            t_361 = t_377;
            t_362 = t_378;
        }
        int32_t t_379 = t_310 - 1;
        float t_380 = t_360 + nsl::select(t_358, 0.0f, t_362);
        t_310 = t_379;
        t_311 = t_380;
        continue;
    }
    return whileLoop_bwd_Grads{t_309};
}
static whileLoop_fwd_Result whileLoop_fwd(float p_5, float p_6) {
    float t_381;
    float t_382;
    int32_t n_2;
    float t_383 = p_5;
    float t_384 = p_6;
    int32_t n_3 = 0;
    for (;;) {
        if (n_3 < 10) {
        } else {
            float t_385 = t_383;
            float t_386 = t_384;
            int32_t t_387 = n_3;
            t_381 = t_385;
            t_382 = t_386;
            n_2 = t_387;
            break;
        }
        if (t_383 >= 20.0f) {
            float t_388 = t_383;
            float t_389 = t_384;
            int32_t t_390 = n_3;
            t_381 = t_388;
            t_382 = t_389;
            n_2 = t_390;
            break;
        }
        float t_391 = t_383 * 1.7f + nsl::sin(t_383);
        float t_392 = 1.7f * t_384 + nsl::cos(t_383) * t_384;
        int32_t t_393 = n_3 + 1;
        t_383 = t_391;
        t_384 = t_392;
        n_3 = t_393;
        continue;
    }
    float t_394 = 1.0f + nsl::convert<float>(n_2);
    return whileLoop_fwd_Result{t_381 / t_394, 1.0f / t_394 * t_382};
}
static useGeneric_bwd_Grads useGeneric_bwd(float p_7, float p_8, float p_9) {
    nsl::vec<float, 2> t_395 = nsl::make<nsl::vec<float, 2>>(p_7, 2.0f * p_7);
    nsl::vec<float, 2> t_396 = nsl::make<nsl::vec<float, 2>>(p_8, p_8);
    nsl::vec<float, 2> t_397 = t_395 * t_395;
    nsl::vec<float, 2> t_398 = t_397 * t_396 + nsl::make<nsl::vec<float, 2>>(2.0f, 2.0f) * t_395;
    nsl::vec<float, 2> t_399 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_399.x = t_398.y * p_9;
    nsl::vec<float, 2> t_400 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_400.y = t_398.x * p_9;
    nsl::vec<float, 2> t_401 = t_399 + t_400;
    float t_402 = p_7 * (p_8 * p_9);
    nsl::vec<float, 2> t_403 = t_397 * t_401;
    nsl::vec<float, 2> t_404 = t_395 * (t_396 * t_401);
    nsl::vec<float, 2> t_405 = nsl::make<nsl::vec<float, 2>>(2.0f, 2.0f) * t_401 + t_404 + t_404;
    return useGeneric_bwd_Grads{2.0f * p_9 + t_402 + t_402 + t_405.x + 2.0f * t_405.y, p_7 * p_7 * p_9 + t_403.x + t_403.y};
}
static useCustom_bwd_Grads useCustom_bwd(float p_10, float p_11, float p_12) {
    float s;
    int32_t i_2;
    float s_1 = 0.0f;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            float t_406 = s_1;
            int32_t t_407 = i_3;
            s = t_406;
            i_2 = t_407;
            break;
        }
        float t_408 = p_10 + nsl::convert<float>(i_3) * p_11;
        float t_409 = s_1 + t_408 * t_408 * t_408;
        int32_t t_410 = i_3 + 1;
        s_1 = t_409;
        i_3 = t_410;
        continue;
    }
    int32_t t_411;
    float t_412 = 0.0f;
    int32_t t_413 = 0;
    int32_t t_414 = 0;
    for (;;) {
        bool t_415 = t_413 < 3;
        int32_t t_416 = nsl::select(t_415, 0, 2);
        int32_t t_417;
        float t_418;
        int32_t t_419;
        float t_420;
        int32_t t_421;
        if (t_416 == 0) {
            float t_422 = p_10 + nsl::convert<float>(t_413) * p_11;
            int32_t t_423 = 1;
            float t_424 = t_412 + t_422 * t_422 * t_422;
            int32_t t_425 = t_413 + 1;
            float t_426 = 0.0f;
            int32_t t_427 = 0;
            t_417 = t_423;
            t_418 = t_424;
            t_419 = t_425;
            t_420 = t_426;
            t_421 = t_427;
        } else {
            int32_t t_428 = t_416;
            float t_429 = 0.0f;
            int32_t t_430 = 0;
            float t_431 = nsl::select(t_415, 0.0f, t_412);
            int32_t t_432 = nsl::select(t_415, 0, t_413);
            t_417 = t_428;
            t_418 = t_429;
            t_419 = t_430;
            t_420 = t_431;
            t_421 = t_432;
        }
        int32_t t_433 = t_414 + 1;
        if (t_417 == 2) {
            t_411 = t_433;
            break;
        }
        float t_434 = t_418;
        int32_t t_435 = t_419;
        int32_t t_436 = t_433;
        t_412 = t_434;
        t_413 = t_435;
        t_414 = t_436;
        continue;
    }
    int32_t t_437 = t_411 - 1;
    float t_438;
    float t_439;
    float t_440;
    int32_t t_441 = t_437;
    float t_442 = 0.0f;
    float t_443 = 0.0f;
    float t_444 = 0.0f;
    for (;;) {
        if (t_441 < 0) {
            float t_445 = t_442;
            float t_446 = t_443;
            float t_447 = t_444;
            t_438 = t_445;
            t_439 = t_446;
            t_440 = t_447;
            break;
        }
        float t_448;
        int32_t t_449;
        float t_450 = 0.0f;
        int32_t t_451 = 0;
        int32_t t_452 = 0;
        for (;;) {
            if (t_452 == t_441) {
                float t_453 = t_450;
                int32_t t_454 = t_451;
                t_448 = t_453;
                t_449 = t_454;
                break;
            }
            bool t_455 = t_451 < 3;
            int32_t t_456 = nsl::select(t_455, 0, 2);
            int32_t t_457;
            float t_458;
            int32_t t_459;
            float t_460;
            int32_t t_461;
            if (t_456 == 0) {
                float t_462 = p_10 + nsl::convert<float>(t_451) * p_11;
                int32_t t_463 = 1;
                float t_464 = t_450 + t_462 * t_462 * t_462;
                int32_t t_465 = t_451 + 1;
                float t_466 = 0.0f;
                int32_t t_467 = 0;
                t_457 = t_463;
                t_458 = t_464;
                t_459 = t_465;
                t_460 = t_466;
                t_461 = t_467;
            } else {
                int32_t t_468 = t_456;
                float t_469 = 0.0f;
                int32_t t_470 = 0;
                float t_471 = nsl::select(t_455, 0.0f, t_450);
                int32_t t_472 = nsl::select(t_455, 0, t_451);
                t_457 = t_468;
                t_458 = t_469;
                t_459 = t_470;
                t_460 = t_471;
                t_461 = t_472;
            }
            if (t_457 == 2) {
                float t_473 = t_450;
                int32_t t_474 = t_451;
                t_448 = t_473;
                t_449 = t_474;
                break;
            }
            float t_475 = t_458;
            int32_t t_476 = t_459;
            int32_t t_477 = t_452 + 1;
            t_450 = t_475;
            t_451 = t_476;
            t_452 = t_477;
            continue;
        }
        bool t_478 = t_449 < 3;
        float t_479;
        float t_480;
        float t_481;
        float t_482;
        float t_483;
        if (nsl::select(t_478, 0, 2) == 0) {
            float t_484 = nsl::convert<float>(t_449);
            float t_485 = p_10 + t_484 * p_11;
            float t_486 = 3.0f * t_485 * t_485 * t_442;
            float t_487 = t_484 * t_486;
            float t_488 = t_486;
            float t_489 = t_442;
            float t_490 = 0.0f;
            float t_491 = 0.0f;
            t_479 = t_487;
            t_480 = t_488;
            t_481 = t_489;
            t_482 = t_490;
            t_483 = t_491;
        } else {
            float t_492 = 0.0f;
            float t_493 = 0.0f;
            float t_494 = 0.0f;
            float t_495 = t_442;
            float t_496 = nsl::select(t_441 == t_437, p_12, 0.0f);
            t_479 = t_492;
            t_480 = t_493;
            t_481 = t_494;
            t_482 = t_495;
            t_483 = t_496;
        }
        int32_t t_497 = t_441 - 1;
        float t_498 = t_481 + nsl::select(t_478, 0.0f, t_483);
        float t_499 = t_443 + t_479;
        float t_500 = t_444 + t_480;
        t_441 = t_497;
        t_442 = t_498;
        t_443 = t_499;
        t_444 = t_500;
        continue;
    }
    return useCustom_bwd_Grads{t_440, t_439};
}
static doWhile_bwd_Grads doWhile_bwd(float p_13, int32_t p_14, float p_15) {
    float r;
    int32_t i_4;
    float r_1 = p_13;
    int32_t i_5 = 0;
    for (;;) {
        float t_501 = r_1 * r_1 * 0.5f + p_13;
        int32_t t_502 = i_5 + 1;
        if (t_502 == 2) {
            if (t_502 < p_14) {
            } else {
                float t_503 = t_501;
                int32_t t_504 = t_502;
                r = t_503;
                i_4 = t_504;
                break;
            }
            float t_505 = t_501;
            int32_t t_506 = t_502;
            r_1 = t_505;
            i_5 = t_506;
            continue;
        }
        float t_507 = t_501 - 0.1f * p_13;
        if (t_502 < p_14) {
        } else {
            float t_508 = t_507;
            int32_t t_509 = t_502;
            r = t_508;
            i_4 = t_509;
            break;
        }
        float t_510 = t_507;
        int32_t t_511 = t_502;
        r_1 = t_510;
        i_5 = t_511;
        continue;
    }
    int32_t t_512;
    float t_513 = p_13;
    int32_t t_514 = 0;
    int32_t t_515 = 0;
    for (;;) {
        float t_516 = t_513 * t_513 * 0.5f + p_13;
        int32_t t_517 = t_514 + 1;
        int32_t t_518;
        float t_519;
        int32_t t_520;
        float t_521;
        int32_t t_522;
        if (t_517 == 2) {
            bool t_523 = t_517 < p_14;
            int32_t t_524 = nsl::select(t_523, 0, 2);
            bool t_525 = t_524 == 0;
            int32_t t_526 = nsl::select(t_525, 1, t_524);
            float t_527 = nsl::select(t_525, t_516, 0.0f);
            int32_t t_528 = nsl::select(t_525, t_517, 0);
            float t_529 = nsl::select(t_525, 0.0f, nsl::select(t_523, 0.0f, t_516));
            int32_t t_530 = nsl::select(t_525, 0, nsl::select(t_523, 0, t_517));
            t_518 = t_526;
            t_519 = t_527;
            t_520 = t_528;
            t_521 = t_529;
            t_522 = t_530;
        } else {
            int32_t t_531 = 0;
            float t_532 = 0.0f;
            int32_t t_533 = 0;
            float t_534 = 0.0f;
            int32_t t_535 = 0;
            t_518 = t_531;
            t_519 = t_532;
            t_520 = t_533;
            t_521 = t_534;
            t_522 = t_535;
        }
        int32_t t_536;
        float t_537;
        int32_t t_538;
        float t_539;
        int32_t t_540;
        if (t_518 == 0) {
            bool t_541 = t_517 < p_14;
            int32_t t_542 = nsl::select(t_541, 0, 2);
            bool t_543 = t_542 == 0;
            float t_544 = t_516 - 0.1f * p_13;
            int32_t t_545 = nsl::select(t_543, 1, t_542);
            float t_546 = nsl::select(t_543, t_544, 0.0f);
            int32_t t_547 = nsl::select(t_543, t_517, 0);
            float t_548 = nsl::select(t_543, 0.0f, nsl::select(t_541, 0.0f, t_544));
            int32_t t_549 = nsl::select(t_543, 0, nsl::select(t_541, 0, t_517));
            t_536 = t_545;
            t_537 = t_546;
            t_538 = t_547;
            t_539 = t_548;
            t_540 = t_549;
        } else {
            int32_t t_550 = t_518;
            float t_551 = t_519;
            int32_t t_552 = t_520;
            float t_553 = t_521;
            int32_t t_554 = t_522;
            t_536 = t_550;
            t_537 = t_551;
            t_538 = t_552;
            t_539 = t_553;
            t_540 = t_554;
        }
        int32_t t_555 = t_515 + 1;
        if (t_536 == 2) {
            t_512 = t_555;
            break;
        }
        float t_556 = t_537;
        int32_t t_557 = t_538;
        int32_t t_558 = t_555;
        t_513 = t_556;
        t_514 = t_557;
        t_515 = t_558;
        continue;
    }
    int32_t t_559 = t_512 - 1;
    float t_560;
    float t_561;
    int32_t t_562 = t_559;
    float t_563 = 0.0f;
    float t_564 = 0.0f;
    for (;;) {
        if (t_562 < 0) {
            float t_565 = t_563;
            float t_566 = t_564;
            t_560 = t_565;
            t_561 = t_566;
            break;
        }
        float t_567;
        int32_t t_568;
        float t_569 = p_13;
        int32_t t_570 = 0;
        int32_t t_571 = 0;
        for (;;) {
            if (t_571 == t_562) {
                float t_572 = t_569;
                int32_t t_573 = t_570;
                t_567 = t_572;
                t_568 = t_573;
                break;
            }
            float t_574 = t_569 * t_569 * 0.5f + p_13;
            int32_t t_575 = t_570 + 1;
            int32_t t_576;
            float t_577;
            int32_t t_578;
            float t_579;
            int32_t t_580;
            if (t_575 == 2) {
                bool t_581 = t_575 < p_14;
                int32_t t_582 = nsl::select(t_581, 0, 2);
                bool t_583 = t_582 == 0;
                int32_t t_584 = nsl::select(t_583, 1, t_582);
                float t_585 = nsl::select(t_583, t_574, 0.0f);
                int32_t t_586 = nsl::select(t_583, t_575, 0);
                float t_587 = nsl::select(t_583, 0.0f, nsl::select(t_581, 0.0f, t_574));
                int32_t t_588 = nsl::select(t_583, 0, nsl::select(t_581, 0, t_575));
                t_576 = t_584;
                t_577 = t_585;
                t_578 = t_586;
                t_579 = t_587;
                t_580 = t_588;
            } else {
                int32_t t_589 = 0;
                float t_590 = 0.0f;
                int32_t t_591 = 0;
                float t_592 = 0.0f;
                int32_t t_593 = 0;
                t_576 = t_589;
                t_577 = t_590;
                t_578 = t_591;
                t_579 = t_592;
                t_580 = t_593;
            }
            int32_t t_594;
            float t_595;
            int32_t t_596;
            float t_597;
            int32_t t_598;
            if (t_576 == 0) {
                bool t_599 = t_575 < p_14;
                int32_t t_600 = nsl::select(t_599, 0, 2);
                bool t_601 = t_600 == 0;
                float t_602 = t_574 - 0.1f * p_13;
                int32_t t_603 = nsl::select(t_601, 1, t_600);
                float t_604 = nsl::select(t_601, t_602, 0.0f);
                int32_t t_605 = nsl::select(t_601, t_575, 0);
                float t_606 = nsl::select(t_601, 0.0f, nsl::select(t_599, 0.0f, t_602));
                int32_t t_607 = nsl::select(t_601, 0, nsl::select(t_599, 0, t_575));
                t_594 = t_603;
                t_595 = t_604;
                t_596 = t_605;
                t_597 = t_606;
                t_598 = t_607;
            } else {
                int32_t t_608 = t_576;
                float t_609 = t_577;
                int32_t t_610 = t_578;
                float t_611 = t_579;
                int32_t t_612 = t_580;
                t_594 = t_608;
                t_595 = t_609;
                t_596 = t_610;
                t_597 = t_611;
                t_598 = t_612;
            }
            if (t_594 == 2) {
                float t_613 = t_569;
                int32_t t_614 = t_570;
                t_567 = t_613;
                t_568 = t_614;
                break;
            }
            float t_615 = t_595;
            int32_t t_616 = t_596;
            int32_t t_617 = t_571 + 1;
            t_569 = t_615;
            t_570 = t_616;
            t_571 = t_617;
            continue;
        }
        float t_618 = t_567 * t_567 * 0.5f + p_13;
        int32_t t_619 = t_568 + 1;
        bool t_620 = t_619 == 2;
        int32_t t_621;
        float t_622;
        int32_t t_623;
        float t_624;
        int32_t t_625;
        if (t_620) {
            bool t_626 = t_619 < p_14;
            int32_t t_627 = nsl::select(t_626, 0, 2);
            bool t_628 = t_627 == 0;
            int32_t t_629 = nsl::select(t_628, 1, t_627);
            float t_630 = nsl::select(t_628, t_618, 0.0f);
            int32_t t_631 = nsl::select(t_628, t_619, 0);
            float t_632 = nsl::select(t_628, 0.0f, nsl::select(t_626, 0.0f, t_618));
            int32_t t_633 = nsl::select(t_628, 0, nsl::select(t_626, 0, t_619));
            t_621 = t_629;
            t_622 = t_630;
            t_623 = t_631;
            t_624 = t_632;
            t_625 = t_633;
        } else {
            int32_t t_634 = 0;
            float t_635 = 0.0f;
            int32_t t_636 = 0;
            float t_637 = 0.0f;
            int32_t t_638 = 0;
            t_621 = t_634;
            t_622 = t_635;
            t_623 = t_636;
            t_624 = t_637;
            t_625 = t_638;
        }
        float t_639 = nsl::select(t_562 == t_559, p_15, 0.0f);
        float t_640;
        float t_641;
        float t_642;
        float t_643;
        if (t_621 == 0) {
            bool t_644 = t_619 < p_14;
            bool t_645 = nsl::select(t_644, 0, 2) == 0;
            float t_646 = nsl::select(t_645, t_563, 0.0f) + nsl::select(t_644, 0.0f, nsl::select(t_645, 0.0f, t_639));
            float t_647 = 0.1f * -t_646;
            float t_648 = t_646;
            float t_649 = 0.0f;
            float t_650 = 0.0f;
            t_640 = t_647;
            t_641 = t_648;
            t_642 = t_649;
            t_643 = t_650;
        } else {
            float t_651 = 0.0f;
            float t_652 = 0.0f;
            float t_653 = t_563;
            float t_654 = t_639;
            t_640 = t_651;
            t_641 = t_652;
            t_642 = t_653;
            t_643 = t_654;
        }
        float t_655;
        if (t_620) {
            bool t_656 = t_619 < p_14;
            bool t_657 = nsl::select(t_656, 0, 2) == 0;
            t_655 = nsl::select(t_657, t_642, 0.0f) + nsl::select(t_656, 0.0f, nsl::select(t_657, 0.0f, t_643));
        } else {
            t_655 = 0.0f;
        }
        float t_658 = t_641 + t_655;
        float t_659 = t_567 * (0.5f * t_658);
        int32_t t_660 = t_562 - 1;
        float t_661 = t_659 + t_659;
        float t_662 = t_564 + (t_640 + t_658);
        t_562 = t_660;
        t_563 = t_661;
        t_564 = t_662;
        continue;
    }
    return doWhile_bwd_Grads{t_560 + t_561};
}
static doWhile_fwd_Result doWhile_fwd(float p_16, float p_17, int32_t p_18) {
    float r_2;
    float t_663;
    int32_t i_6;
    float r_3 = p_16;
    float t_664 = p_17;
    int32_t i_7 = 0;
    for (;;) {
        float t_665 = r_3 * t_664;
        float t_666 = r_3 * r_3 * 0.5f + p_16;
        float t_667 = 0.5f * (t_665 + t_665) + p_17;
        int32_t t_668 = i_7 + 1;
        if (t_668 == 2) {
            if (t_668 < p_18) {
            } else {
                float t_669 = t_666;
                float t_670 = t_667;
                int32_t t_671 = t_668;
                r_2 = t_669;
                t_663 = t_670;
                i_6 = t_671;
                break;
            }
            float t_672 = t_666;
            float t_673 = t_667;
            int32_t t_674 = t_668;
            r_3 = t_672;
            t_664 = t_673;
            i_7 = t_674;
            continue;
        }
        float t_675 = t_666 - 0.1f * p_16;
        float t_676 = t_667 + -(0.1f * p_17);
        if (t_668 < p_18) {
        } else {
            float t_677 = t_675;
            float t_678 = t_676;
            int32_t t_679 = t_668;
            r_2 = t_677;
            t_663 = t_678;
            i_6 = t_679;
            break;
        }
        float t_680 = t_675;
        float t_681 = t_676;
        int32_t t_682 = t_668;
        r_3 = t_680;
        t_664 = t_681;
        i_7 = t_682;
        continue;
    }
    return doWhile_fwd_Result{r_2, t_663};
}
static nestedBreak_bwd_Grads nestedBreak_bwd(float p_19, float p_20) {
    float s_2;
    int32_t i_8;
    float s_3 = 0.0f;
    int32_t i_9 = 0;
    for (;;) {
        if (i_9 < 4) {
        } else {
            float t_683 = s_3;
            int32_t t_684 = i_9;
            s_2 = t_683;
            i_8 = t_684;
            break;
        }
        float s_4;
        int32_t j;
        float s_5 = s_3;
        int32_t j_1 = 0;
        for (;;) {
            if (j_1 < 4) {
            } else {
                float t_685 = s_5;
                int32_t t_686 = j_1;
                s_4 = t_685;
                j = t_686;
                break;
            }
            if (j_1 > i_9) {
                float t_687 = s_5;
                int32_t t_688 = j_1;
                s_4 = t_687;
                j = t_688;
                break;
            }
            float t_689 = s_5 + (p_19 * nsl::convert<float>(i_9 - j_1) + s_5 * 0.1f);
            int32_t t_690 = j_1 + 1;
            s_5 = t_689;
            j_1 = t_690;
            continue;
        }
        if (s_4 > 10.0f) {
            float t_691 = s_4;
            int32_t t_692 = i_9;
            s_2 = t_691;
            i_8 = t_692;
            break;
        }
        float t_693 = s_4;
        int32_t t_694 = i_9 + 1;
        s_3 = t_693;
        i_9 = t_694;
        continue;
    }
    int32_t t_695;
    float t_696 = 0.0f;
    int32_t t_697 = 0;
    int32_t t_698 = 0;
    for (;;) {
        bool t_699 = t_697 < 4;
        int32_t t_700 = nsl::select(t_699, 0, 2);
        int32_t t_701;
        float t_702;
        int32_t t_703;
        float t_704;
        int32_t t_705;
        if (t_700 == 0) {
            float s_6;
            int32_t j_2;
            float s_7 = t_696;
            int32_t j_3 = 0;
            for (;;) {
                if (j_3 < 4) {
                } else {
                    float t_706 = s_7;
                    int32_t t_707 = j_3;
                    s_6 = t_706;
                    j_2 = t_707;
                    break;
                }
                if (j_3 > t_697) {
                    float t_708 = s_7;
                    int32_t t_709 = j_3;
                    s_6 = t_708;
                    j_2 = t_709;
                    break;
                }
                float t_710 = s_7 + (p_19 * nsl::convert<float>(t_697 - j_3) + s_7 * 0.1f);
                int32_t t_711 = j_3 + 1;
                s_7 = t_710;
                j_3 = t_711;
                continue;
            }
            bool t_712 = s_6 > 10.0f;
            int32_t t_713 = nsl::select(t_712, 2, 0);
            bool t_714 = t_713 == 0;
            int32_t t_715 = nsl::select(t_714, 1, t_713);
            float t_716 = nsl::select(t_714, s_6, 0.0f);
            int32_t t_717 = nsl::select(t_714, t_697 + 1, 0);
            float t_718 = nsl::select(t_714, 0.0f, nsl::select(t_712, s_6, 0.0f));
            int32_t t_719 = nsl::select(t_714, 0, nsl::select(t_712, t_697, 0));
            t_701 = t_715;
            t_702 = t_716;
            t_703 = t_717;
            t_704 = t_718;
            t_705 = t_719;
        } else {
            int32_t t_720 = t_700;
            float t_721 = 0.0f;
            int32_t t_722 = 0;
            float t_723 = nsl::select(t_699, 0.0f, t_696);
            int32_t t_724 = nsl::select(t_699, 0, t_697);
            t_701 = t_720;
            t_702 = t_721;
            t_703 = t_722;
            t_704 = t_723;
            t_705 = t_724;
        }
        int32_t t_725 = t_698 + 1;
        if (t_701 == 2) {
            t_695 = t_725;
            break;
        }
        float t_726 = t_702;
        int32_t t_727 = t_703;
        int32_t t_728 = t_725;
        t_696 = t_726;
        t_697 = t_727;
        t_698 = t_728;
        continue;
    }
    int32_t t_729 = t_695 - 1;
    float t_730;
    float t_731;
    int32_t t_732 = t_729;
    float t_733 = 0.0f;
    float t_734 = 0.0f;
    for (;;) {
        if (t_732 < 0) {
            float t_735 = t_733;
            float t_736 = t_734;
            t_730 = t_735;
            t_731 = t_736;
            break;
        }
        float t_737;
        int32_t t_738;
        float t_739 = 0.0f;
        int32_t t_740 = 0;
        int32_t t_741 = 0;
        for (;;) {
            if (t_741 == t_732) {
                float t_742 = t_739;
                int32_t t_743 = t_740;
                t_737 = t_742;
                t_738 = t_743;
                break;
            }
            bool t_744 = t_740 < 4;
            int32_t t_745 = nsl::select(t_744, 0, 2);
            int32_t t_746;
            float t_747;
            int32_t t_748;
            float t_749;
            int32_t t_750;
            if (t_745 == 0) {
                float s_8;
                int32_t j_4;
                float s_9 = t_739;
                int32_t j_5 = 0;
                for (;;) {
                    if (j_5 < 4) {
                    } else {
                        float t_751 = s_9;
                        int32_t t_752 = j_5;
                        s_8 = t_751;
                        j_4 = t_752;
                        break;
                    }
                    if (j_5 > t_740) {
                        float t_753 = s_9;
                        int32_t t_754 = j_5;
                        s_8 = t_753;
                        j_4 = t_754;
                        break;
                    }
                    float t_755 = s_9 + (p_19 * nsl::convert<float>(t_740 - j_5) + s_9 * 0.1f);
                    int32_t t_756 = j_5 + 1;
                    s_9 = t_755;
                    j_5 = t_756;
                    continue;
                }
                bool t_757 = s_8 > 10.0f;
                int32_t t_758 = nsl::select(t_757, 2, 0);
                bool t_759 = t_758 == 0;
                int32_t t_760 = nsl::select(t_759, 1, t_758);
                float t_761 = nsl::select(t_759, s_8, 0.0f);
                int32_t t_762 = nsl::select(t_759, t_740 + 1, 0);
                float t_763 = nsl::select(t_759, 0.0f, nsl::select(t_757, s_8, 0.0f));
                int32_t t_764 = nsl::select(t_759, 0, nsl::select(t_757, t_740, 0));
                t_746 = t_760;
                t_747 = t_761;
                t_748 = t_762;
                t_749 = t_763;
                t_750 = t_764;
            } else {
                int32_t t_765 = t_745;
                float t_766 = 0.0f;
                int32_t t_767 = 0;
                float t_768 = nsl::select(t_744, 0.0f, t_739);
                int32_t t_769 = nsl::select(t_744, 0, t_740);
                t_746 = t_765;
                t_747 = t_766;
                t_748 = t_767;
                t_749 = t_768;
                t_750 = t_769;
            }
            if (t_746 == 2) {
                float t_770 = t_739;
                int32_t t_771 = t_740;
                t_737 = t_770;
                t_738 = t_771;
                break;
            }
            float t_772 = t_747;
            int32_t t_773 = t_748;
            int32_t t_774 = t_741 + 1;
            t_739 = t_772;
            t_740 = t_773;
            t_741 = t_774;
            continue;
        }
        bool t_775 = t_738 < 4;
        int32_t t_776 = nsl::select(t_775, 0, 2);
        bool t_777 = t_776 == 0;
        int32_t t_778;
        float t_779;
        int32_t t_780;
        float t_781;
        int32_t t_782;
        if (t_777) {
            float s_10;
            int32_t j_6;
            float s_11 = t_737;
            int32_t j_7 = 0;
            for (;;) {
                if (j_7 < 4) {
                } else {
                    float t_783 = s_11;
                    int32_t t_784 = j_7;
                    s_10 = t_783;
                    j_6 = t_784;
                    break;
                }
                if (j_7 > t_738) {
                    float t_785 = s_11;
                    int32_t t_786 = j_7;
                    s_10 = t_785;
                    j_6 = t_786;
                    break;
                }
                float t_787 = s_11 + (p_19 * nsl::convert<float>(t_738 - j_7) + s_11 * 0.1f);
                int32_t t_788 = j_7 + 1;
                s_11 = t_787;
                j_7 = t_788;
                continue;
            }
            bool t_789 = s_10 > 10.0f;
            int32_t t_790 = nsl::select(t_789, 2, 0);
            bool t_791 = t_790 == 0;
            int32_t t_792 = nsl::select(t_791, 1, t_790);
            float t_793 = nsl::select(t_791, s_10, 0.0f);
            int32_t t_794 = nsl::select(t_791, t_738 + 1, 0);
            float t_795 = nsl::select(t_791, 0.0f, nsl::select(t_789, s_10, 0.0f));
            int32_t t_796 = nsl::select(t_791, 0, nsl::select(t_789, t_738, 0));
            t_778 = t_792;
            t_779 = t_793;
            t_780 = t_794;
            t_781 = t_795;
            t_782 = t_796;
        } else {
            int32_t t_797 = t_776;
            float t_798 = 0.0f;
            int32_t t_799 = 0;
            float t_800 = nsl::select(t_775, 0.0f, t_737);
            int32_t t_801 = nsl::select(t_775, 0, t_738);
            t_778 = t_797;
            t_779 = t_798;
            t_780 = t_799;
            t_781 = t_800;
            t_782 = t_801;
        }
        float t_802 = nsl::select(t_732 == t_729, p_20, 0.0f);
        float t_803;
        float t_804;
        float t_805;
        float t_806;
        if (t_777) {
            float s_12;
            int32_t j_8;
            float s_13 = t_737;
            int32_t j_9 = 0;
            for (;;) {
                if (j_9 < 4) {
                } else {
                    float t_807 = s_13;
                    int32_t t_808 = j_9;
                    s_12 = t_807;
                    j_8 = t_808;
                    break;
                }
                if (j_9 > t_738) {
                    float t_809 = s_13;
                    int32_t t_810 = j_9;
                    s_12 = t_809;
                    j_8 = t_810;
                    break;
                }
                float t_811 = s_13 + (p_19 * nsl::convert<float>(t_738 - j_9) + s_13 * 0.1f);
                int32_t t_812 = j_9 + 1;
                s_13 = t_811;
                j_9 = t_812;
                continue;
            }
            bool t_813 = s_12 > 10.0f;
            bool t_814 = nsl::select(t_813, 2, 0) == 0;
            int32_t t_815;
            float t_816 = t_737;
            int32_t t_817 = 0;
            int32_t t_818 = 0;
            for (;;) {
                bool t_819 = t_817 < 4;
                int32_t t_820 = nsl::select(t_819, 0, 2);
                int32_t t_821;
                float t_822;
                int32_t t_823;
                float t_824;
                int32_t t_825;
                if (t_820 == 0) {
                    bool t_826 = t_817 > t_738;
                    int32_t t_827 = nsl::select(t_826, 2, 0);
                    int32_t t_828;
                    float t_829;
                    int32_t t_830;
                    float t_831;
                    int32_t t_832;
                    if (t_827 == 0) {
                        int32_t t_833 = 1;
                        float t_834 = t_816 + (p_19 * nsl::convert<float>(t_738 - t_817) + t_816 * 0.1f);
                        int32_t t_835 = t_817 + 1;
                        float t_836 = 0.0f;
                        int32_t t_837 = 0;
                        t_828 = t_833;
                        t_829 = t_834;
                        t_830 = t_835;
                        t_831 = t_836;
                        t_832 = t_837;
                    } else {
                        int32_t t_838 = t_827;
                        float t_839 = 0.0f;
                        int32_t t_840 = 0;
                        float t_841 = nsl::select(t_826, t_816, 0.0f);
                        int32_t t_842 = nsl::select(t_826, t_817, 0);
                        t_828 = t_838;
                        t_829 = t_839;
                        t_830 = t_840;
                        t_831 = t_841;
                        t_832 = t_842;
                    }
                    int32_t t_843 = t_828;
                    float t_844 = t_829;
                    int32_t t_845 = t_830;
                    float t_846 = t_831;
                    int32_t t_847 = t_832;
                    t_821 = t_843;
                    t_822 = t_844;
                    t_823 = t_845;
                    t_824 = t_846;
                    t_825 = t_847;
                } else {
                    int32_t t_848 = t_820;
                    float t_849 = 0.0f;
                    int32_t t_850 = 0;
                    float t_851 = nsl::select(t_819, 0.0f, t_816);
                    int32_t t_852 = nsl::select(t_819, 0, t_817);
                    t_821 = t_848;
                    t_822 = t_849;
                    t_823 = t_850;
                    t_824 = t_851;
                    t_825 = t_852;
                }
                int32_t t_853 = t_818 + 1;
                if (t_821 == 2) {
                    t_815 = t_853;
                    break;
                }
                float t_854 = t_822;
                int32_t t_855 = t_823;
                int32_t t_856 = t_853;
                t_816 = t_854;
                t_817 = t_855;
                t_818 = t_856;
                continue;
            }
            int32_t t_857 = t_815 - 1;
            float t_858;
            float t_859;
            int32_t t_860 = t_857;
            float t_861 = 0.0f;
            float t_862 = 0.0f;
            for (;;) {
                if (t_860 < 0) {
                    float t_863 = t_861;
                    float t_864 = t_862;
                    t_858 = t_863;
                    t_859 = t_864;
                    break;
                }
                float t_865;
                int32_t t_866;
                float t_867 = t_737;
                int32_t t_868 = 0;
                int32_t t_869 = 0;
                for (;;) {
                    if (t_869 == t_860) {
                        float t_870 = t_867;
                        int32_t t_871 = t_868;
                        t_865 = t_870;
                        t_866 = t_871;
                        break;
                    }
                    bool t_872 = t_868 < 4;
                    int32_t t_873 = nsl::select(t_872, 0, 2);
                    int32_t t_874;
                    float t_875;
                    int32_t t_876;
                    float t_877;
                    int32_t t_878;
                    if (t_873 == 0) {
                        bool t_879 = t_868 > t_738;
                        int32_t t_880 = nsl::select(t_879, 2, 0);
                        int32_t t_881;
                        float t_882;
                        int32_t t_883;
                        float t_884;
                        int32_t t_885;
                        if (t_880 == 0) {
                            int32_t t_886 = 1;
                            float t_887 = t_867 + (p_19 * nsl::convert<float>(t_738 - t_868) + t_867 * 0.1f);
                            int32_t t_888 = t_868 + 1;
                            float t_889 = 0.0f;
                            int32_t t_890 = 0;
                            t_881 = t_886;
                            t_882 = t_887;
                            t_883 = t_888;
                            t_884 = t_889;
                            t_885 = t_890;
                        } else {
                            int32_t t_891 = t_880;
                            float t_892 = 0.0f;
                            int32_t t_893 = 0;
                            float t_894 = nsl::select(t_879, t_867, 0.0f);
                            int32_t t_895 = nsl::select(t_879, t_868, 0);
                            t_881 = t_891;
                            t_882 = t_892;
                            t_883 = t_893;
                            t_884 = t_894;
                            t_885 = t_895;
                        }
                        int32_t t_896 = t_881;
                        float t_897 = t_882;
                        int32_t t_898 = t_883;
                        float t_899 = t_884;
                        int32_t t_900 = t_885;
                        t_874 = t_896;
                        t_875 = t_897;
                        t_876 = t_898;
                        t_877 = t_899;
                        t_878 = t_900;
                    } else {
                        int32_t t_901 = t_873;
                        float t_902 = 0.0f;
                        int32_t t_903 = 0;
                        float t_904 = nsl::select(t_872, 0.0f, t_867);
                        int32_t t_905 = nsl::select(t_872, 0, t_868);
                        t_874 = t_901;
                        t_875 = t_902;
                        t_876 = t_903;
                        t_877 = t_904;
                        t_878 = t_905;
                    }
                    if (t_874 == 2) {
                        float t_906 = t_867;
                        int32_t t_907 = t_868;
                        t_865 = t_906;
                        t_866 = t_907;
                        break;
                    }
                    float t_908 = t_875;
                    int32_t t_909 = t_876;
                    int32_t t_910 = t_869 + 1;
                    t_867 = t_908;
                    t_868 = t_909;
                    t_869 = t_910;
                    continue;
                }
                bool t_911 = t_866 < 4;
                float t_912 = nsl::select(t_860 == t_857, nsl::select(t_814, t_733, 0.0f) + nsl::select(t_813, nsl::select(t_814, 0.0f, t_802), 0.0f), 0.0f);
                float t_913;
                float t_914;
                float t_915;
                float t_916;
                if (nsl::select(t_911, 0, 2) == 0) {
                    bool t_917 = t_866 > t_738;
                    float t_918;
                    float t_919;
                    float t_920;
                    float t_921;
                    if (nsl::select(t_917, 2, 0) == 0) {
                        float t_922 = nsl::convert<float>(t_738 - t_866) * t_861;
                        float t_923 = t_861 + 0.1f * t_861;
                        float t_924 = 0.0f;
                        float t_925 = 0.0f;
                        t_918 = t_922;
                        t_919 = t_923;
                        t_920 = t_924;
                        t_921 = t_925;
                    } else {
                        float t_926 = 0.0f;
                        float t_927 = 0.0f;
                        float t_928 = t_861;
                        float t_929 = t_912;
                        t_918 = t_926;
                        t_919 = t_927;
                        t_920 = t_928;
                        t_921 = t_929;
                    }
                    float t_930 = t_919 + nsl::select(t_917, t_921, 0.0f);
                    float t_931 = t_918;
                    float t_932 = 0.0f;
                    float t_933 = 0.0f;
                    t_913 = t_930;
                    t_914 = t_931;
                    t_915 = t_932;
                    t_916 = t_933;
                } else {
                    float t_934 = 0.0f;
                    float t_935 = 0.0f;
                    float t_936 = t_861;
                    float t_937 = t_912;
                    t_913 = t_934;
                    t_914 = t_935;
                    t_915 = t_936;
                    t_916 = t_937;
                }
                int32_t t_938 = t_860 - 1;
                float t_939 = t_913 + nsl::select(t_911, 0.0f, t_916);
                float t_940 = t_862 + t_914;
                t_860 = t_938;
                t_861 = t_939;
                t_862 = t_940;
                continue;
            }
            float t_941 = t_858;
            float t_942 = t_859;
            float t_943 = 0.0f;
            float t_944 = 0.0f;
            t_803 = t_941;
            t_804 = t_942;
            t_805 = t_943;
            t_806 = t_944;
        } else {
            float t_945 = 0.0f;
            float t_946 = 0.0f;
            float t_947 = t_733;
            float t_948 = t_802;
            t_803 = t_945;
            t_804 = t_946;
            t_805 = t_947;
            t_806 = t_948;
        }
        int32_t t_949 = t_732 - 1;
        float t_950 = t_803 + nsl::select(t_775, 0.0f, t_806);
        float t_951 = t_734 + t_804;
        t_732 = t_949;
        t_733 = t_950;
        t_734 = t_951;
        continue;
    }
    return nestedBreak_bwd_Grads{t_731};
}
static nestedBreak_fwd_Result nestedBreak_fwd(float p_21, float p_22) {
    float s_14;
    float t_952;
    int32_t i_10;
    float s_15 = 0.0f;
    float t_953 = 0.0f;
    int32_t i_11 = 0;
    for (;;) {
        if (i_11 < 4) {
        } else {
            float t_954 = s_15;
            float t_955 = t_953;
            int32_t t_956 = i_11;
            s_14 = t_954;
            t_952 = t_955;
            i_10 = t_956;
            break;
        }
        float s_16;
        float t_957;
        int32_t j_10;
        float s_17 = s_15;
        float t_958 = t_953;
        int32_t j_11 = 0;
        for (;;) {
            if (j_11 < 4) {
            } else {
                float t_959 = s_17;
                float t_960 = t_958;
                int32_t t_961 = j_11;
                s_16 = t_959;
                t_957 = t_960;
                j_10 = t_961;
                break;
            }
            if (j_11 > i_11) {
                float t_962 = s_17;
                float t_963 = t_958;
                int32_t t_964 = j_11;
                s_16 = t_962;
                t_957 = t_963;
                j_10 = t_964;
                break;
            }
            float t_965 = nsl::convert<float>(i_11 - j_11);
            float t_966 = s_17 + (p_21 * t_965 + s_17 * 0.1f);
            float t_967 = t_958 + (t_965 * p_22 + 0.1f * t_958);
            int32_t t_968 = j_11 + 1;
            s_17 = t_966;
            t_958 = t_967;
            j_11 = t_968;
            continue;
        }
        if (s_16 > 10.0f) {
            float t_969 = s_16;
            float t_970 = t_957;
            int32_t t_971 = i_11;
            s_14 = t_969;
            t_952 = t_970;
            i_10 = t_971;
            break;
        }
        float t_972 = s_16;
        float t_973 = t_957;
        int32_t t_974 = i_11 + 1;
        s_15 = t_972;
        t_953 = t_973;
        i_11 = t_974;
        continue;
    }
    return nestedBreak_fwd_Result{s_14, t_952};
}
static void computeMain() {
    earlyExit_bwd_Grads t_975 = earlyExit_bwd(1.2f, 1.5f, 1.0f);
    outputBuffer.data[0u] = t_975.f0;
    outputBuffer.data[1u] = t_975.f1;
    earlyExit_bwd_Grads t_976 = earlyExit_bwd(-1.0f, 2.5f, 1.0f);
    outputBuffer.data[2u] = t_976.f0;
    outputBuffer.data[3u] = t_976.f1;
    earlyExit_bwd_Grads t_977 = earlyExit_bwd(0.3f, 0.9f, 1.0f);
    outputBuffer.data[4u] = t_977.f0;
    outputBuffer.data[5u] = t_977.f1;
    whileLoop_bwd_Grads t_978 = whileLoop_bwd(0.6f, 1.0f);
    outputBuffer.data[6u] = t_978.f0;
    whileLoop_fwd_Result t_979 = whileLoop_fwd(0.6f, 1.0f);
    outputBuffer.data[7u] = t_979.d;
    useGeneric_bwd_Grads t_980 = useGeneric_bwd(0.7f, -1.3f, 1.0f);
    outputBuffer.data[8u] = t_980.f0;
    outputBuffer.data[9u] = t_980.f1;
    useCustom_bwd_Grads t_981 = useCustom_bwd(0.4f, 0.2f, 1.0f);
    outputBuffer.data[10u] = t_981.f0;
    outputBuffer.data[11u] = t_981.f1;
    doWhile_bwd_Grads t_982 = doWhile_bwd(0.5f, 4, 1.0f);
    outputBuffer.data[12u] = t_982.f0;
    doWhile_fwd_Result t_983 = doWhile_fwd(0.5f, 1.0f, 4);
    outputBuffer.data[13u] = t_983.d;
    doWhile_bwd_Grads t_984 = doWhile_bwd(0.5f, 1, 1.0f);
    outputBuffer.data[14u] = t_984.f0;
    nestedBreak_bwd_Grads t_985 = nestedBreak_bwd(1.1f, 1.0f);
    outputBuffer.data[15u] = t_985.f0;
    nestedBreak_fwd_Result t_986 = nestedBreak_fwd(1.1f, 1.0f);
    outputBuffer.data[16u] = t_986.d;
    nestedBreak_bwd_Grads t_987 = nestedBreak_bwd(3.0f, 1.0f);
    outputBuffer.data[17u] = t_987.f0;
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
