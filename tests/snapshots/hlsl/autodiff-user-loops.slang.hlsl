struct earlyExit_bwd_Grads
{
    float f0;
    float f1;
};
struct whileLoop_bwd_Grads
{
    float f0;
};
struct whileLoop_fwd_Result
{
    float p;
    float d;
};
struct useGeneric_bwd_Grads
{
    float f0;
    float f1;
};
struct useCustom_bwd_Grads
{
    float f0;
    float f1;
};
struct doWhile_bwd_Grads
{
    float f0;
};
struct doWhile_fwd_Result
{
    float p;
    float d;
};
struct nestedBreak_bwd_Grads
{
    float f0;
};
struct nestedBreak_fwd_Result
{
    float p;
    float d;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
earlyExit_bwd_Grads earlyExit_bwd(float p, float p_1, float p_2);
whileLoop_bwd_Grads whileLoop_bwd(float p_3, float p_4);
whileLoop_fwd_Result whileLoop_fwd(float p_5, float p_6);
useGeneric_bwd_Grads useGeneric_bwd(float p_7, float p_8, float p_9);
useCustom_bwd_Grads useCustom_bwd(float p_10, float p_11, float p_12);
doWhile_bwd_Grads doWhile_bwd(float p_13, int p_14, float p_15);
doWhile_fwd_Result doWhile_fwd(float p_16, float p_17, int p_18);
nestedBreak_bwd_Grads nestedBreak_bwd(float p_19, float p_20);
nestedBreak_fwd_Result nestedBreak_fwd(float p_21, float p_22);
void computeMain_1();
earlyExit_bwd_Grads earlyExit_bwd(float p, float p_1, float p_2) {
    bool t;
    float t_1;
    float acc;
    int i;
    bool t_2 = false;
    float t_3 = 0.0f;
    float acc_1 = p;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 8) {
        } else {
            bool t_4 = t_2;
            float t_5 = t_3;
            float t_6 = acc_1;
            int t_7 = i_1;
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
            int t_14 = i_1;
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
            int t_20 = i_1;
            t = t_17;
            t_1 = t_18;
            acc = t_19;
            i = t_20;
            break;
        }
        bool t_21 = t_9;
        float t_22 = t_10;
        float t_23 = t_8;
        int t_24 = i_1 + 1;
        t_2 = t_21;
        t_3 = t_22;
        acc_1 = t_23;
        i_1 = t_24;
        continue;
    }
    bool t_25 = (t ? 2 : 0) == 0;
    int t_26;
    bool t_27 = false;
    float t_28 = 0.0f;
    float t_29 = p;
    int t_30 = 0;
    int t_31 = 0;
    for (;;) {
        bool t_32 = t_30 < 8;
        int t_33 = t_32 ? 0 : 2;
        int t_34;
        bool t_35;
        float t_36;
        float t_37;
        int t_38;
        bool t_39;
        float t_40;
        float t_41;
        int t_42;
        if (t_33 == 0) {
            float t_43 = t_29 * p_1 + 0.1f * p;
            bool t_44 = t_43 > 5.0f;
            bool t_45 = t_44 ? false : t_27;
            float t_46 = t_44 ? 0.0f : t_28;
            int t_47 = t_44 ? 2 : 0;
            int t_48;
            bool t_49;
            float t_50;
            float t_51;
            int t_52;
            bool t_53;
            float t_54;
            float t_55;
            int t_56;
            if (t_47 == 0) {
                bool t_57 = t_43 < -3.0f;
                int t_58 = t_57 ? 2 : 0;
                bool t_59 = t_58 == 0;
                int t_60 = t_59 ? 1 : t_58;
                bool t_61 = t_59 ? t_45 : false;
                float t_62 = t_59 ? t_46 : 0.0f;
                float t_63 = t_59 ? t_43 : 0.0f;
                int t_64 = t_59 ? t_30 + 1 : 0;
                bool t_65 = t_59 ? false : t_57 ? t_45 : false;
                float t_66 = t_59 ? 0.0f : t_57 ? t_46 : 0.0f;
                float t_67 = t_59 ? 0.0f : t_57 ? t_43 : 0.0f;
                int t_68 = t_59 ? 0 : t_57 ? t_30 : 0;
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
                int t_69 = t_47;
                bool t_70 = false;
                float t_71 = 0.0f;
                float t_72 = 0.0f;
                int t_73 = 0;
                bool t_74 = t_44;
                float t_75 = t_44 ? t_43 * 2.0f : 0.0f;
                float t_76 = t_44 ? t_43 : 0.0f;
                int t_77 = t_44 ? t_30 : 0;
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
            int t_78 = t_48;
            bool t_79 = t_49;
            float t_80 = t_50;
            float t_81 = t_51;
            int t_82 = t_52;
            bool t_83 = t_53;
            float t_84 = t_54;
            float t_85 = t_55;
            int t_86 = t_56;
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
            int t_87 = t_33;
            bool t_88 = false;
            float t_89 = 0.0f;
            float t_90 = 0.0f;
            int t_91 = 0;
            bool t_92 = t_32 ? false : t_27;
            float t_93 = t_32 ? 0.0f : t_28;
            float t_94 = t_32 ? 0.0f : t_29;
            int t_95 = t_32 ? 0 : t_30;
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
        int t_96 = t_31 + 1;
        if (t_34 == 2) {
            t_26 = t_96;
            break;
        }
        bool t_97 = t_35;
        float t_98 = t_36;
        float t_99 = t_37;
        int t_100 = t_38;
        int t_101 = t_96;
        t_27 = t_97;
        t_28 = t_98;
        t_29 = t_99;
        t_30 = t_100;
        t_31 = t_101;
        continue;
    }
    int t_102 = t_26 - 1;
    float t_103;
    float t_104;
    float t_105;
    float t_106;
    int t_107 = t_102;
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
        int t_119;
        bool t_120 = false;
        float t_121 = 0.0f;
        float t_122 = p;
        int t_123 = 0;
        int t_124 = 0;
        for (;;) {
            if (t_124 == t_107) {
                bool t_125 = t_120;
                float t_126 = t_121;
                float t_127 = t_122;
                int t_128 = t_123;
                t_116 = t_125;
                t_117 = t_126;
                t_118 = t_127;
                t_119 = t_128;
                break;
            }
            bool t_129 = t_123 < 8;
            int t_130 = t_129 ? 0 : 2;
            int t_131;
            bool t_132;
            float t_133;
            float t_134;
            int t_135;
            bool t_136;
            float t_137;
            float t_138;
            int t_139;
            if (t_130 == 0) {
                float t_140 = t_122 * p_1 + 0.1f * p;
                bool t_141 = t_140 > 5.0f;
                bool t_142 = t_141 ? false : t_120;
                float t_143 = t_141 ? 0.0f : t_121;
                int t_144 = t_141 ? 2 : 0;
                int t_145;
                bool t_146;
                float t_147;
                float t_148;
                int t_149;
                bool t_150;
                float t_151;
                float t_152;
                int t_153;
                if (t_144 == 0) {
                    bool t_154 = t_140 < -3.0f;
                    int t_155 = t_154 ? 2 : 0;
                    bool t_156 = t_155 == 0;
                    int t_157 = t_156 ? 1 : t_155;
                    bool t_158 = t_156 ? t_142 : false;
                    float t_159 = t_156 ? t_143 : 0.0f;
                    float t_160 = t_156 ? t_140 : 0.0f;
                    int t_161 = t_156 ? t_123 + 1 : 0;
                    bool t_162 = t_156 ? false : t_154 ? t_142 : false;
                    float t_163 = t_156 ? 0.0f : t_154 ? t_143 : 0.0f;
                    float t_164 = t_156 ? 0.0f : t_154 ? t_140 : 0.0f;
                    int t_165 = t_156 ? 0 : t_154 ? t_123 : 0;
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
                    int t_166 = t_144;
                    bool t_167 = false;
                    float t_168 = 0.0f;
                    float t_169 = 0.0f;
                    int t_170 = 0;
                    bool t_171 = t_141;
                    float t_172 = t_141 ? t_140 * 2.0f : 0.0f;
                    float t_173 = t_141 ? t_140 : 0.0f;
                    int t_174 = t_141 ? t_123 : 0;
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
                int t_175 = t_145;
                bool t_176 = t_146;
                float t_177 = t_147;
                float t_178 = t_148;
                int t_179 = t_149;
                bool t_180 = t_150;
                float t_181 = t_151;
                float t_182 = t_152;
                int t_183 = t_153;
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
                int t_184 = t_130;
                bool t_185 = false;
                float t_186 = 0.0f;
                float t_187 = 0.0f;
                int t_188 = 0;
                bool t_189 = t_129 ? false : t_120;
                float t_190 = t_129 ? 0.0f : t_121;
                float t_191 = t_129 ? 0.0f : t_122;
                int t_192 = t_129 ? 0 : t_123;
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
                int t_196 = t_123;
                t_116 = t_193;
                t_117 = t_194;
                t_118 = t_195;
                t_119 = t_196;
                break;
            }
            bool t_197 = t_132;
            float t_198 = t_133;
            float t_199 = t_134;
            int t_200 = t_135;
            int t_201 = t_124 + 1;
            t_120 = t_197;
            t_121 = t_198;
            t_122 = t_199;
            t_123 = t_200;
            t_124 = t_201;
            continue;
        }
        bool t_202 = t_119 < 8;
        bool t_203 = t_107 == t_102;
        float t_204 = t_203 ? (t ? (t_25 ? 0.0f : p_2) : 0.0f) : 0.0f;
        float t_205 = t_203 ? (t_25 ? p_2 : 0.0f) : 0.0f;
        float t_206;
        float t_207;
        float t_208;
        float t_209;
        float t_210;
        float t_211;
        float t_212;
        float t_213;
        if ((t_202 ? 0 : 2) == 0) {
            float t_214 = t_118 * p_1 + 0.1f * p;
            bool t_215 = t_214 > 5.0f;
            float t_216;
            float t_217;
            float t_218;
            float t_219;
            float t_220;
            float t_221;
            if ((t_215 ? 2 : 0) == 0) {
                bool t_222 = t_214 < -3.0f;
                bool t_223 = (t_222 ? 2 : 0) == 0;
                float t_224 = (t_223 ? t_109 : 0.0f) + (t_222 ? (t_223 ? 0.0f : t_205) : 0.0f);
                float t_225 = (t_223 ? t_108 : 0.0f) + (t_222 ? (t_223 ? 0.0f : t_204) : 0.0f);
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
            float t_236 = t_216 + (t_215 ? t_221 + 2.0f * t_220 : 0.0f);
            float t_237 = p_1 * t_236;
            float t_238 = t_118 * t_236;
            float t_239 = 0.1f * t_236;
            float t_240 = t_215 ? 0.0f : t_217;
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
        int t_253 = t_107 - 1;
        float t_254 = t_209 + (t_202 ? 0.0f : t_212);
        float t_255 = t_206 + (t_202 ? 0.0f : t_213);
        float t_256 = t_110 + t_207;
        float t_257 = t_111 + t_208;
        t_107 = t_253;
        t_108 = t_254;
        t_109 = t_255;
        t_110 = t_256;
        t_111 = t_257;
        continue;
    }
    earlyExit_bwd_Grads t_258 = {(t_25 ? p_1 * p_2 : 0.0f) + t_104 + t_106, (t_25 ? p * p_2 : 0.0f) + t_105};
    return t_258;
}
whileLoop_bwd_Grads whileLoop_bwd(float p_3, float p_4) {
    float t_259;
    int n;
    float t_260 = p_3;
    int n_1 = 0;
    for (;;) {
        if (n_1 < 10) {
        } else {
            float t_261 = t_260;
            int t_262 = n_1;
            t_259 = t_261;
            n = t_262;
            break;
        }
        if (t_260 >= 20.0f) {
            float t_263 = t_260;
            int t_264 = n_1;
            t_259 = t_263;
            n = t_264;
            break;
        }
        float t_265 = t_260 * 1.7f + sin(t_260);
        int t_266 = n_1 + 1;
        t_260 = t_265;
        n_1 = t_266;
        continue;
    }
    int t_267;
    float t_268 = p_3;
    int t_269 = 0;
    int t_270 = 0;
    for (;;) {
        bool t_271 = t_269 < 10;
        int t_272 = t_271 ? 0 : 2;
        int t_273;
        float t_274;
        int t_275;
        float t_276;
        int t_277;
        if (t_272 == 0) {
            bool t_278 = t_268 >= 20.0f;
            int t_279 = t_278 ? 2 : 0;
            int t_280;
            float t_281;
            int t_282;
            float t_283;
            int t_284;
            if (t_279 == 0) {
                int t_285 = 1;
                float t_286 = t_268 * 1.7f + sin(t_268);
                int t_287 = t_269 + 1;
                float t_288 = 0.0f;
                int t_289 = 0;
                t_280 = t_285;
                t_281 = t_286;
                t_282 = t_287;
                t_283 = t_288;
                t_284 = t_289;
            } else {
                int t_290 = t_279;
                float t_291 = 0.0f;
                int t_292 = 0;
                float t_293 = t_278 ? t_268 : 0.0f;
                int t_294 = t_278 ? t_269 : 0;
                t_280 = t_290;
                t_281 = t_291;
                t_282 = t_292;
                t_283 = t_293;
                t_284 = t_294;
            }
            int t_295 = t_280;
            float t_296 = t_281;
            int t_297 = t_282;
            float t_298 = t_283;
            int t_299 = t_284;
            t_273 = t_295;
            t_274 = t_296;
            t_275 = t_297;
            t_276 = t_298;
            t_277 = t_299;
        } else {
            int t_300 = t_272;
            float t_301 = 0.0f;
            int t_302 = 0;
            float t_303 = t_271 ? 0.0f : t_268;
            int t_304 = t_271 ? 0 : t_269;
            t_273 = t_300;
            t_274 = t_301;
            t_275 = t_302;
            t_276 = t_303;
            t_277 = t_304;
        }
        int t_305 = t_270 + 1;
        if (t_273 == 2) {
            t_267 = t_305;
            break;
        }
        float t_306 = t_274;
        int t_307 = t_275;
        int t_308 = t_305;
        t_268 = t_306;
        t_269 = t_307;
        t_270 = t_308;
        continue;
    }
    int t_309 = t_267 - 1;
    float t_310;
    int t_311 = t_309;
    float t_312 = 0.0f;
    for (;;) {
        if (t_311 < 0) {
            t_310 = t_312;
            break;
        }
        float t_313;
        int t_314;
        float t_315 = p_3;
        int t_316 = 0;
        int t_317 = 0;
        for (;;) {
            if (t_317 == t_311) {
                float t_318 = t_315;
                int t_319 = t_316;
                t_313 = t_318;
                t_314 = t_319;
                break;
            }
            bool t_320 = t_316 < 10;
            int t_321 = t_320 ? 0 : 2;
            int t_322;
            float t_323;
            int t_324;
            float t_325;
            int t_326;
            if (t_321 == 0) {
                bool t_327 = t_315 >= 20.0f;
                int t_328 = t_327 ? 2 : 0;
                int t_329;
                float t_330;
                int t_331;
                float t_332;
                int t_333;
                if (t_328 == 0) {
                    int t_334 = 1;
                    float t_335 = t_315 * 1.7f + sin(t_315);
                    int t_336 = t_316 + 1;
                    float t_337 = 0.0f;
                    int t_338 = 0;
                    t_329 = t_334;
                    t_330 = t_335;
                    t_331 = t_336;
                    t_332 = t_337;
                    t_333 = t_338;
                } else {
                    int t_339 = t_328;
                    float t_340 = 0.0f;
                    int t_341 = 0;
                    float t_342 = t_327 ? t_315 : 0.0f;
                    int t_343 = t_327 ? t_316 : 0;
                    t_329 = t_339;
                    t_330 = t_340;
                    t_331 = t_341;
                    t_332 = t_342;
                    t_333 = t_343;
                }
                int t_344 = t_329;
                float t_345 = t_330;
                int t_346 = t_331;
                float t_347 = t_332;
                int t_348 = t_333;
                t_322 = t_344;
                t_323 = t_345;
                t_324 = t_346;
                t_325 = t_347;
                t_326 = t_348;
            } else {
                int t_349 = t_321;
                float t_350 = 0.0f;
                int t_351 = 0;
                float t_352 = t_320 ? 0.0f : t_315;
                int t_353 = t_320 ? 0 : t_316;
                t_322 = t_349;
                t_323 = t_350;
                t_324 = t_351;
                t_325 = t_352;
                t_326 = t_353;
            }
            if (t_322 == 2) {
                float t_354 = t_315;
                int t_355 = t_316;
                t_313 = t_354;
                t_314 = t_355;
                break;
            }
            float t_356 = t_323;
            int t_357 = t_324;
            int t_358 = t_317 + 1;
            t_315 = t_356;
            t_316 = t_357;
            t_317 = t_358;
            continue;
        }
        bool t_359 = t_314 < 10;
        float t_360 = t_311 == t_309 ? 1.0f / (1.0f + (float)n) * p_4 : 0.0f;
        float t_361;
        float t_362;
        float t_363;
        if ((t_359 ? 0 : 2) == 0) {
            bool t_364 = t_313 >= 20.0f;
            float t_365;
            float t_366;
            float t_367;
            if ((t_364 ? 2 : 0) == 0) {
                float t_368 = cos(t_313) * t_312 + 1.7f * t_312;
                float t_369 = 0.0f;
                float t_370 = 0.0f;
                t_365 = t_368;
                t_366 = t_369;
                t_367 = t_370;
            } else {
                float t_371 = 0.0f;
                float t_372 = t_312;
                float t_373 = t_360;
                t_365 = t_371;
                t_366 = t_372;
                t_367 = t_373;
            }
            float t_374 = t_365 + (t_364 ? t_367 : 0.0f);
            float t_375 = 0.0f;
            float t_376 = 0.0f;
            t_361 = t_374;
            t_362 = t_375;
            t_363 = t_376;
        } else {
            float t_377 = 0.0f;
            float t_378 = t_312;
            float t_379 = t_360;
            t_361 = t_377;
            t_362 = t_378;
            t_363 = t_379;
        }
        int t_380 = t_311 - 1;
        float t_381 = t_361 + (t_359 ? 0.0f : t_363);
        t_311 = t_380;
        t_312 = t_381;
        continue;
    }
    whileLoop_bwd_Grads t_382 = {t_310};
    return t_382;
}
whileLoop_fwd_Result whileLoop_fwd(float p_5, float p_6) {
    float t_383;
    float t_384;
    int n_2;
    float t_385 = p_5;
    float t_386 = p_6;
    int n_3 = 0;
    for (;;) {
        if (n_3 < 10) {
        } else {
            float t_387 = t_385;
            float t_388 = t_386;
            int t_389 = n_3;
            t_383 = t_387;
            t_384 = t_388;
            n_2 = t_389;
            break;
        }
        if (t_385 >= 20.0f) {
            float t_390 = t_385;
            float t_391 = t_386;
            int t_392 = n_3;
            t_383 = t_390;
            t_384 = t_391;
            n_2 = t_392;
            break;
        }
        float t_393 = t_385 * 1.7f + sin(t_385);
        float t_394 = 1.7f * t_386 + cos(t_385) * t_386;
        int t_395 = n_3 + 1;
        t_385 = t_393;
        t_386 = t_394;
        n_3 = t_395;
        continue;
    }
    float t_396 = 1.0f + (float)n_2;
    whileLoop_fwd_Result t_397 = {t_383 / t_396, 1.0f / t_396 * t_384};
    return t_397;
}
useGeneric_bwd_Grads useGeneric_bwd(float p_7, float p_8, float p_9) {
    float2 t_398 = float2(p_7, 2.0f * p_7);
    float2 t_399 = float2(p_8, p_8);
    float2 t_400 = t_398 * t_398;
    float2 t_401 = t_400 * t_399 + float2(2.0f, 2.0f) * t_398;
    float2 t_402 = float2(0.0f, 0.0f);
    t_402.x = t_401.y * p_9;
    float2 t_403 = float2(0.0f, 0.0f);
    t_403.y = t_401.x * p_9;
    float2 t_404 = t_402 + t_403;
    float t_405 = p_7 * (p_8 * p_9);
    float2 t_406 = t_400 * t_404;
    float2 t_407 = t_398 * (t_399 * t_404);
    float2 t_408 = float2(2.0f, 2.0f) * t_404 + t_407 + t_407;
    useGeneric_bwd_Grads t_409 = {2.0f * p_9 + t_405 + t_405 + t_408.x + 2.0f * t_408.y, p_7 * p_7 * p_9 + t_406.x + t_406.y};
    return t_409;
}
useCustom_bwd_Grads useCustom_bwd(float p_10, float p_11, float p_12) {
    float s;
    int i_2;
    float s_1 = 0.0f;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            float t_410 = s_1;
            int t_411 = i_3;
            s = t_410;
            i_2 = t_411;
            break;
        }
        float t_412 = p_10 + (float)i_3 * p_11;
        float t_413 = s_1 + t_412 * t_412 * t_412;
        int t_414 = i_3 + 1;
        s_1 = t_413;
        i_3 = t_414;
        continue;
    }
    int t_415;
    float t_416 = 0.0f;
    int t_417 = 0;
    int t_418 = 0;
    for (;;) {
        bool t_419 = t_417 < 3;
        int t_420 = t_419 ? 0 : 2;
        int t_421;
        float t_422;
        int t_423;
        float t_424;
        int t_425;
        if (t_420 == 0) {
            float t_426 = p_10 + (float)t_417 * p_11;
            int t_427 = 1;
            float t_428 = t_416 + t_426 * t_426 * t_426;
            int t_429 = t_417 + 1;
            float t_430 = 0.0f;
            int t_431 = 0;
            t_421 = t_427;
            t_422 = t_428;
            t_423 = t_429;
            t_424 = t_430;
            t_425 = t_431;
        } else {
            int t_432 = t_420;
            float t_433 = 0.0f;
            int t_434 = 0;
            float t_435 = t_419 ? 0.0f : t_416;
            int t_436 = t_419 ? 0 : t_417;
            t_421 = t_432;
            t_422 = t_433;
            t_423 = t_434;
            t_424 = t_435;
            t_425 = t_436;
        }
        int t_437 = t_418 + 1;
        if (t_421 == 2) {
            t_415 = t_437;
            break;
        }
        float t_438 = t_422;
        int t_439 = t_423;
        int t_440 = t_437;
        t_416 = t_438;
        t_417 = t_439;
        t_418 = t_440;
        continue;
    }
    int t_441 = t_415 - 1;
    float t_442;
    float t_443;
    float t_444;
    int t_445 = t_441;
    float t_446 = 0.0f;
    float t_447 = 0.0f;
    float t_448 = 0.0f;
    for (;;) {
        if (t_445 < 0) {
            float t_449 = t_446;
            float t_450 = t_447;
            float t_451 = t_448;
            t_442 = t_449;
            t_443 = t_450;
            t_444 = t_451;
            break;
        }
        float t_452;
        int t_453;
        float t_454 = 0.0f;
        int t_455 = 0;
        int t_456 = 0;
        for (;;) {
            if (t_456 == t_445) {
                float t_457 = t_454;
                int t_458 = t_455;
                t_452 = t_457;
                t_453 = t_458;
                break;
            }
            bool t_459 = t_455 < 3;
            int t_460 = t_459 ? 0 : 2;
            int t_461;
            float t_462;
            int t_463;
            float t_464;
            int t_465;
            if (t_460 == 0) {
                float t_466 = p_10 + (float)t_455 * p_11;
                int t_467 = 1;
                float t_468 = t_454 + t_466 * t_466 * t_466;
                int t_469 = t_455 + 1;
                float t_470 = 0.0f;
                int t_471 = 0;
                t_461 = t_467;
                t_462 = t_468;
                t_463 = t_469;
                t_464 = t_470;
                t_465 = t_471;
            } else {
                int t_472 = t_460;
                float t_473 = 0.0f;
                int t_474 = 0;
                float t_475 = t_459 ? 0.0f : t_454;
                int t_476 = t_459 ? 0 : t_455;
                t_461 = t_472;
                t_462 = t_473;
                t_463 = t_474;
                t_464 = t_475;
                t_465 = t_476;
            }
            if (t_461 == 2) {
                float t_477 = t_454;
                int t_478 = t_455;
                t_452 = t_477;
                t_453 = t_478;
                break;
            }
            float t_479 = t_462;
            int t_480 = t_463;
            int t_481 = t_456 + 1;
            t_454 = t_479;
            t_455 = t_480;
            t_456 = t_481;
            continue;
        }
        bool t_482 = t_453 < 3;
        float t_483;
        float t_484;
        float t_485;
        float t_486;
        float t_487;
        if ((t_482 ? 0 : 2) == 0) {
            float t_488 = (float)t_453;
            float t_489 = p_10 + t_488 * p_11;
            float t_490 = 3.0f * t_489 * t_489 * t_446;
            float t_491 = t_488 * t_490;
            float t_492 = t_490;
            float t_493 = t_446;
            float t_494 = 0.0f;
            float t_495 = 0.0f;
            t_483 = t_491;
            t_484 = t_492;
            t_485 = t_493;
            t_486 = t_494;
            t_487 = t_495;
        } else {
            float t_496 = 0.0f;
            float t_497 = 0.0f;
            float t_498 = 0.0f;
            float t_499 = t_446;
            float t_500 = t_445 == t_441 ? p_12 : 0.0f;
            t_483 = t_496;
            t_484 = t_497;
            t_485 = t_498;
            t_486 = t_499;
            t_487 = t_500;
        }
        int t_501 = t_445 - 1;
        float t_502 = t_485 + (t_482 ? 0.0f : t_487);
        float t_503 = t_447 + t_483;
        float t_504 = t_448 + t_484;
        t_445 = t_501;
        t_446 = t_502;
        t_447 = t_503;
        t_448 = t_504;
        continue;
    }
    useCustom_bwd_Grads t_505 = {t_444, t_443};
    return t_505;
}
doWhile_bwd_Grads doWhile_bwd(float p_13, int p_14, float p_15) {
    float r;
    int i_4;
    float r_1 = p_13;
    int i_5 = 0;
    for (;;) {
        float t_506 = r_1 * r_1 * 0.5f + p_13;
        int t_507 = i_5 + 1;
        if (t_507 == 2) {
            if (t_507 < p_14) {
            } else {
                float t_508 = t_506;
                int t_509 = t_507;
                r = t_508;
                i_4 = t_509;
                break;
            }
            float t_510 = t_506;
            int t_511 = t_507;
            r_1 = t_510;
            i_5 = t_511;
            continue;
        }
        float t_512 = t_506 - 0.1f * p_13;
        if (t_507 < p_14) {
        } else {
            float t_513 = t_512;
            int t_514 = t_507;
            r = t_513;
            i_4 = t_514;
            break;
        }
        float t_515 = t_512;
        int t_516 = t_507;
        r_1 = t_515;
        i_5 = t_516;
        continue;
    }
    int t_517;
    float t_518 = p_13;
    int t_519 = 0;
    int t_520 = 0;
    for (;;) {
        float t_521 = t_518 * t_518 * 0.5f + p_13;
        int t_522 = t_519 + 1;
        int t_523;
        float t_524;
        int t_525;
        float t_526;
        int t_527;
        if (t_522 == 2) {
            bool t_528 = t_522 < p_14;
            int t_529 = t_528 ? 0 : 2;
            bool t_530 = t_529 == 0;
            int t_531 = t_530 ? 1 : t_529;
            float t_532 = t_530 ? t_521 : 0.0f;
            int t_533 = t_530 ? t_522 : 0;
            float t_534 = t_530 ? 0.0f : t_528 ? 0.0f : t_521;
            int t_535 = t_530 ? 0 : t_528 ? 0 : t_522;
            t_523 = t_531;
            t_524 = t_532;
            t_525 = t_533;
            t_526 = t_534;
            t_527 = t_535;
        } else {
            int t_536 = 0;
            float t_537 = 0.0f;
            int t_538 = 0;
            float t_539 = 0.0f;
            int t_540 = 0;
            t_523 = t_536;
            t_524 = t_537;
            t_525 = t_538;
            t_526 = t_539;
            t_527 = t_540;
        }
        int t_541;
        float t_542;
        int t_543;
        float t_544;
        int t_545;
        if (t_523 == 0) {
            bool t_546 = t_522 < p_14;
            int t_547 = t_546 ? 0 : 2;
            bool t_548 = t_547 == 0;
            float t_549 = t_521 - 0.1f * p_13;
            int t_550 = t_548 ? 1 : t_547;
            float t_551 = t_548 ? t_549 : 0.0f;
            int t_552 = t_548 ? t_522 : 0;
            float t_553 = t_548 ? 0.0f : t_546 ? 0.0f : t_549;
            int t_554 = t_548 ? 0 : t_546 ? 0 : t_522;
            t_541 = t_550;
            t_542 = t_551;
            t_543 = t_552;
            t_544 = t_553;
            t_545 = t_554;
        } else {
            int t_555 = t_523;
            float t_556 = t_524;
            int t_557 = t_525;
            float t_558 = t_526;
            int t_559 = t_527;
            t_541 = t_555;
            t_542 = t_556;
            t_543 = t_557;
            t_544 = t_558;
            t_545 = t_559;
        }
        int t_560 = t_520 + 1;
        if (t_541 == 2) {
            t_517 = t_560;
            break;
        }
        float t_561 = t_542;
        int t_562 = t_543;
        int t_563 = t_560;
        t_518 = t_561;
        t_519 = t_562;
        t_520 = t_563;
        continue;
    }
    int t_564 = t_517 - 1;
    float t_565;
    float t_566;
    int t_567 = t_564;
    float t_568 = 0.0f;
    float t_569 = 0.0f;
    for (;;) {
        if (t_567 < 0) {
            float t_570 = t_568;
            float t_571 = t_569;
            t_565 = t_570;
            t_566 = t_571;
            break;
        }
        float t_572;
        int t_573;
        float t_574 = p_13;
        int t_575 = 0;
        int t_576 = 0;
        for (;;) {
            if (t_576 == t_567) {
                float t_577 = t_574;
                int t_578 = t_575;
                t_572 = t_577;
                t_573 = t_578;
                break;
            }
            float t_579 = t_574 * t_574 * 0.5f + p_13;
            int t_580 = t_575 + 1;
            int t_581;
            float t_582;
            int t_583;
            float t_584;
            int t_585;
            if (t_580 == 2) {
                bool t_586 = t_580 < p_14;
                int t_587 = t_586 ? 0 : 2;
                bool t_588 = t_587 == 0;
                int t_589 = t_588 ? 1 : t_587;
                float t_590 = t_588 ? t_579 : 0.0f;
                int t_591 = t_588 ? t_580 : 0;
                float t_592 = t_588 ? 0.0f : t_586 ? 0.0f : t_579;
                int t_593 = t_588 ? 0 : t_586 ? 0 : t_580;
                t_581 = t_589;
                t_582 = t_590;
                t_583 = t_591;
                t_584 = t_592;
                t_585 = t_593;
            } else {
                int t_594 = 0;
                float t_595 = 0.0f;
                int t_596 = 0;
                float t_597 = 0.0f;
                int t_598 = 0;
                t_581 = t_594;
                t_582 = t_595;
                t_583 = t_596;
                t_584 = t_597;
                t_585 = t_598;
            }
            int t_599;
            float t_600;
            int t_601;
            float t_602;
            int t_603;
            if (t_581 == 0) {
                bool t_604 = t_580 < p_14;
                int t_605 = t_604 ? 0 : 2;
                bool t_606 = t_605 == 0;
                float t_607 = t_579 - 0.1f * p_13;
                int t_608 = t_606 ? 1 : t_605;
                float t_609 = t_606 ? t_607 : 0.0f;
                int t_610 = t_606 ? t_580 : 0;
                float t_611 = t_606 ? 0.0f : t_604 ? 0.0f : t_607;
                int t_612 = t_606 ? 0 : t_604 ? 0 : t_580;
                t_599 = t_608;
                t_600 = t_609;
                t_601 = t_610;
                t_602 = t_611;
                t_603 = t_612;
            } else {
                int t_613 = t_581;
                float t_614 = t_582;
                int t_615 = t_583;
                float t_616 = t_584;
                int t_617 = t_585;
                t_599 = t_613;
                t_600 = t_614;
                t_601 = t_615;
                t_602 = t_616;
                t_603 = t_617;
            }
            if (t_599 == 2) {
                float t_618 = t_574;
                int t_619 = t_575;
                t_572 = t_618;
                t_573 = t_619;
                break;
            }
            float t_620 = t_600;
            int t_621 = t_601;
            int t_622 = t_576 + 1;
            t_574 = t_620;
            t_575 = t_621;
            t_576 = t_622;
            continue;
        }
        float t_623 = t_572 * t_572 * 0.5f + p_13;
        int t_624 = t_573 + 1;
        bool t_625 = t_624 == 2;
        int t_626;
        float t_627;
        int t_628;
        float t_629;
        int t_630;
        if (t_625) {
            bool t_631 = t_624 < p_14;
            int t_632 = t_631 ? 0 : 2;
            bool t_633 = t_632 == 0;
            int t_634 = t_633 ? 1 : t_632;
            float t_635 = t_633 ? t_623 : 0.0f;
            int t_636 = t_633 ? t_624 : 0;
            float t_637 = t_633 ? 0.0f : t_631 ? 0.0f : t_623;
            int t_638 = t_633 ? 0 : t_631 ? 0 : t_624;
            t_626 = t_634;
            t_627 = t_635;
            t_628 = t_636;
            t_629 = t_637;
            t_630 = t_638;
        } else {
            int t_639 = 0;
            float t_640 = 0.0f;
            int t_641 = 0;
            float t_642 = 0.0f;
            int t_643 = 0;
            t_626 = t_639;
            t_627 = t_640;
            t_628 = t_641;
            t_629 = t_642;
            t_630 = t_643;
        }
        float t_644 = t_567 == t_564 ? p_15 : 0.0f;
        float t_645;
        float t_646;
        float t_647;
        float t_648;
        if (t_626 == 0) {
            bool t_649 = t_624 < p_14;
            bool t_650 = (t_649 ? 0 : 2) == 0;
            float t_651 = (t_650 ? t_568 : 0.0f) + (t_649 ? 0.0f : t_650 ? 0.0f : t_644);
            float t_652 = 0.1f * -t_651;
            float t_653 = t_651;
            float t_654 = 0.0f;
            float t_655 = 0.0f;
            t_645 = t_652;
            t_646 = t_653;
            t_647 = t_654;
            t_648 = t_655;
        } else {
            float t_656 = 0.0f;
            float t_657 = 0.0f;
            float t_658 = t_568;
            float t_659 = t_644;
            t_645 = t_656;
            t_646 = t_657;
            t_647 = t_658;
            t_648 = t_659;
        }
        float t_660;
        if (t_625) {
            bool t_661 = t_624 < p_14;
            bool t_662 = (t_661 ? 0 : 2) == 0;
            t_660 = (t_662 ? t_647 : 0.0f) + (t_661 ? 0.0f : t_662 ? 0.0f : t_648);
        } else {
            t_660 = 0.0f;
        }
        float t_663 = t_646 + t_660;
        float t_664 = t_572 * (0.5f * t_663);
        int t_665 = t_567 - 1;
        float t_666 = t_664 + t_664;
        float t_667 = t_569 + (t_645 + t_663);
        t_567 = t_665;
        t_568 = t_666;
        t_569 = t_667;
        continue;
    }
    doWhile_bwd_Grads t_668 = {t_565 + t_566};
    return t_668;
}
doWhile_fwd_Result doWhile_fwd(float p_16, float p_17, int p_18) {
    float r_2;
    float t_669;
    int i_6;
    float r_3 = p_16;
    float t_670 = p_17;
    int i_7 = 0;
    for (;;) {
        float t_671 = r_3 * t_670;
        float t_672 = r_3 * r_3 * 0.5f + p_16;
        float t_673 = 0.5f * (t_671 + t_671) + p_17;
        int t_674 = i_7 + 1;
        if (t_674 == 2) {
            if (t_674 < p_18) {
            } else {
                float t_675 = t_672;
                float t_676 = t_673;
                int t_677 = t_674;
                r_2 = t_675;
                t_669 = t_676;
                i_6 = t_677;
                break;
            }
            float t_678 = t_672;
            float t_679 = t_673;
            int t_680 = t_674;
            r_3 = t_678;
            t_670 = t_679;
            i_7 = t_680;
            continue;
        }
        float t_681 = t_672 - 0.1f * p_16;
        float t_682 = t_673 + -(0.1f * p_17);
        if (t_674 < p_18) {
        } else {
            float t_683 = t_681;
            float t_684 = t_682;
            int t_685 = t_674;
            r_2 = t_683;
            t_669 = t_684;
            i_6 = t_685;
            break;
        }
        float t_686 = t_681;
        float t_687 = t_682;
        int t_688 = t_674;
        r_3 = t_686;
        t_670 = t_687;
        i_7 = t_688;
        continue;
    }
    doWhile_fwd_Result t_689 = {r_2, t_669};
    return t_689;
}
nestedBreak_bwd_Grads nestedBreak_bwd(float p_19, float p_20) {
    float s_2;
    int i_8;
    float s_3 = 0.0f;
    int i_9 = 0;
    for (;;) {
        if (i_9 < 4) {
        } else {
            float t_690 = s_3;
            int t_691 = i_9;
            s_2 = t_690;
            i_8 = t_691;
            break;
        }
        float s_4;
        int j;
        float s_5 = s_3;
        int j_1 = 0;
        for (;;) {
            if (j_1 < 4) {
            } else {
                float t_692 = s_5;
                int t_693 = j_1;
                s_4 = t_692;
                j = t_693;
                break;
            }
            if (j_1 > i_9) {
                float t_694 = s_5;
                int t_695 = j_1;
                s_4 = t_694;
                j = t_695;
                break;
            }
            float t_696 = s_5 + (p_19 * (float)(i_9 - j_1) + s_5 * 0.1f);
            int t_697 = j_1 + 1;
            s_5 = t_696;
            j_1 = t_697;
            continue;
        }
        if (s_4 > 10.0f) {
            float t_698 = s_4;
            int t_699 = i_9;
            s_2 = t_698;
            i_8 = t_699;
            break;
        }
        float t_700 = s_4;
        int t_701 = i_9 + 1;
        s_3 = t_700;
        i_9 = t_701;
        continue;
    }
    int t_702;
    float t_703 = 0.0f;
    int t_704 = 0;
    int t_705 = 0;
    for (;;) {
        bool t_706 = t_704 < 4;
        int t_707 = t_706 ? 0 : 2;
        int t_708;
        float t_709;
        int t_710;
        float t_711;
        int t_712;
        if (t_707 == 0) {
            float s_6;
            int j_2;
            float s_7 = t_703;
            int j_3 = 0;
            for (;;) {
                if (j_3 < 4) {
                } else {
                    float t_713 = s_7;
                    int t_714 = j_3;
                    s_6 = t_713;
                    j_2 = t_714;
                    break;
                }
                if (j_3 > t_704) {
                    float t_715 = s_7;
                    int t_716 = j_3;
                    s_6 = t_715;
                    j_2 = t_716;
                    break;
                }
                float t_717 = s_7 + (p_19 * (float)(t_704 - j_3) + s_7 * 0.1f);
                int t_718 = j_3 + 1;
                s_7 = t_717;
                j_3 = t_718;
                continue;
            }
            bool t_719 = s_6 > 10.0f;
            int t_720 = t_719 ? 2 : 0;
            bool t_721 = t_720 == 0;
            int t_722 = t_721 ? 1 : t_720;
            float t_723 = t_721 ? s_6 : 0.0f;
            int t_724 = t_721 ? t_704 + 1 : 0;
            float t_725 = t_721 ? 0.0f : t_719 ? s_6 : 0.0f;
            int t_726 = t_721 ? 0 : t_719 ? t_704 : 0;
            t_708 = t_722;
            t_709 = t_723;
            t_710 = t_724;
            t_711 = t_725;
            t_712 = t_726;
        } else {
            int t_727 = t_707;
            float t_728 = 0.0f;
            int t_729 = 0;
            float t_730 = t_706 ? 0.0f : t_703;
            int t_731 = t_706 ? 0 : t_704;
            t_708 = t_727;
            t_709 = t_728;
            t_710 = t_729;
            t_711 = t_730;
            t_712 = t_731;
        }
        int t_732 = t_705 + 1;
        if (t_708 == 2) {
            t_702 = t_732;
            break;
        }
        float t_733 = t_709;
        int t_734 = t_710;
        int t_735 = t_732;
        t_703 = t_733;
        t_704 = t_734;
        t_705 = t_735;
        continue;
    }
    int t_736 = t_702 - 1;
    float t_737;
    float t_738;
    int t_739 = t_736;
    float t_740 = 0.0f;
    float t_741 = 0.0f;
    for (;;) {
        if (t_739 < 0) {
            float t_742 = t_740;
            float t_743 = t_741;
            t_737 = t_742;
            t_738 = t_743;
            break;
        }
        float t_744;
        int t_745;
        float t_746 = 0.0f;
        int t_747 = 0;
        int t_748 = 0;
        for (;;) {
            if (t_748 == t_739) {
                float t_749 = t_746;
                int t_750 = t_747;
                t_744 = t_749;
                t_745 = t_750;
                break;
            }
            bool t_751 = t_747 < 4;
            int t_752 = t_751 ? 0 : 2;
            int t_753;
            float t_754;
            int t_755;
            float t_756;
            int t_757;
            if (t_752 == 0) {
                float s_8;
                int j_4;
                float s_9 = t_746;
                int j_5 = 0;
                for (;;) {
                    if (j_5 < 4) {
                    } else {
                        float t_758 = s_9;
                        int t_759 = j_5;
                        s_8 = t_758;
                        j_4 = t_759;
                        break;
                    }
                    if (j_5 > t_747) {
                        float t_760 = s_9;
                        int t_761 = j_5;
                        s_8 = t_760;
                        j_4 = t_761;
                        break;
                    }
                    float t_762 = s_9 + (p_19 * (float)(t_747 - j_5) + s_9 * 0.1f);
                    int t_763 = j_5 + 1;
                    s_9 = t_762;
                    j_5 = t_763;
                    continue;
                }
                bool t_764 = s_8 > 10.0f;
                int t_765 = t_764 ? 2 : 0;
                bool t_766 = t_765 == 0;
                int t_767 = t_766 ? 1 : t_765;
                float t_768 = t_766 ? s_8 : 0.0f;
                int t_769 = t_766 ? t_747 + 1 : 0;
                float t_770 = t_766 ? 0.0f : t_764 ? s_8 : 0.0f;
                int t_771 = t_766 ? 0 : t_764 ? t_747 : 0;
                t_753 = t_767;
                t_754 = t_768;
                t_755 = t_769;
                t_756 = t_770;
                t_757 = t_771;
            } else {
                int t_772 = t_752;
                float t_773 = 0.0f;
                int t_774 = 0;
                float t_775 = t_751 ? 0.0f : t_746;
                int t_776 = t_751 ? 0 : t_747;
                t_753 = t_772;
                t_754 = t_773;
                t_755 = t_774;
                t_756 = t_775;
                t_757 = t_776;
            }
            if (t_753 == 2) {
                float t_777 = t_746;
                int t_778 = t_747;
                t_744 = t_777;
                t_745 = t_778;
                break;
            }
            float t_779 = t_754;
            int t_780 = t_755;
            int t_781 = t_748 + 1;
            t_746 = t_779;
            t_747 = t_780;
            t_748 = t_781;
            continue;
        }
        bool t_782 = t_745 < 4;
        int t_783 = t_782 ? 0 : 2;
        bool t_784 = t_783 == 0;
        int t_785;
        float t_786;
        int t_787;
        float t_788;
        int t_789;
        if (t_784) {
            float s_10;
            int j_6;
            float s_11 = t_744;
            int j_7 = 0;
            for (;;) {
                if (j_7 < 4) {
                } else {
                    float t_790 = s_11;
                    int t_791 = j_7;
                    s_10 = t_790;
                    j_6 = t_791;
                    break;
                }
                if (j_7 > t_745) {
                    float t_792 = s_11;
                    int t_793 = j_7;
                    s_10 = t_792;
                    j_6 = t_793;
                    break;
                }
                float t_794 = s_11 + (p_19 * (float)(t_745 - j_7) + s_11 * 0.1f);
                int t_795 = j_7 + 1;
                s_11 = t_794;
                j_7 = t_795;
                continue;
            }
            bool t_796 = s_10 > 10.0f;
            int t_797 = t_796 ? 2 : 0;
            bool t_798 = t_797 == 0;
            int t_799 = t_798 ? 1 : t_797;
            float t_800 = t_798 ? s_10 : 0.0f;
            int t_801 = t_798 ? t_745 + 1 : 0;
            float t_802 = t_798 ? 0.0f : t_796 ? s_10 : 0.0f;
            int t_803 = t_798 ? 0 : t_796 ? t_745 : 0;
            t_785 = t_799;
            t_786 = t_800;
            t_787 = t_801;
            t_788 = t_802;
            t_789 = t_803;
        } else {
            int t_804 = t_783;
            float t_805 = 0.0f;
            int t_806 = 0;
            float t_807 = t_782 ? 0.0f : t_744;
            int t_808 = t_782 ? 0 : t_745;
            t_785 = t_804;
            t_786 = t_805;
            t_787 = t_806;
            t_788 = t_807;
            t_789 = t_808;
        }
        float t_809 = t_739 == t_736 ? p_20 : 0.0f;
        float t_810;
        float t_811;
        float t_812;
        float t_813;
        if (t_784) {
            float s_12;
            int j_8;
            float s_13 = t_744;
            int j_9 = 0;
            for (;;) {
                if (j_9 < 4) {
                } else {
                    float t_814 = s_13;
                    int t_815 = j_9;
                    s_12 = t_814;
                    j_8 = t_815;
                    break;
                }
                if (j_9 > t_745) {
                    float t_816 = s_13;
                    int t_817 = j_9;
                    s_12 = t_816;
                    j_8 = t_817;
                    break;
                }
                float t_818 = s_13 + (p_19 * (float)(t_745 - j_9) + s_13 * 0.1f);
                int t_819 = j_9 + 1;
                s_13 = t_818;
                j_9 = t_819;
                continue;
            }
            bool t_820 = s_12 > 10.0f;
            bool t_821 = (t_820 ? 2 : 0) == 0;
            int t_822;
            float t_823 = t_744;
            int t_824 = 0;
            int t_825 = 0;
            for (;;) {
                bool t_826 = t_824 < 4;
                int t_827 = t_826 ? 0 : 2;
                int t_828;
                float t_829;
                int t_830;
                float t_831;
                int t_832;
                if (t_827 == 0) {
                    bool t_833 = t_824 > t_745;
                    int t_834 = t_833 ? 2 : 0;
                    int t_835;
                    float t_836;
                    int t_837;
                    float t_838;
                    int t_839;
                    if (t_834 == 0) {
                        int t_840 = 1;
                        float t_841 = t_823 + (p_19 * (float)(t_745 - t_824) + t_823 * 0.1f);
                        int t_842 = t_824 + 1;
                        float t_843 = 0.0f;
                        int t_844 = 0;
                        t_835 = t_840;
                        t_836 = t_841;
                        t_837 = t_842;
                        t_838 = t_843;
                        t_839 = t_844;
                    } else {
                        int t_845 = t_834;
                        float t_846 = 0.0f;
                        int t_847 = 0;
                        float t_848 = t_833 ? t_823 : 0.0f;
                        int t_849 = t_833 ? t_824 : 0;
                        t_835 = t_845;
                        t_836 = t_846;
                        t_837 = t_847;
                        t_838 = t_848;
                        t_839 = t_849;
                    }
                    int t_850 = t_835;
                    float t_851 = t_836;
                    int t_852 = t_837;
                    float t_853 = t_838;
                    int t_854 = t_839;
                    t_828 = t_850;
                    t_829 = t_851;
                    t_830 = t_852;
                    t_831 = t_853;
                    t_832 = t_854;
                } else {
                    int t_855 = t_827;
                    float t_856 = 0.0f;
                    int t_857 = 0;
                    float t_858 = t_826 ? 0.0f : t_823;
                    int t_859 = t_826 ? 0 : t_824;
                    t_828 = t_855;
                    t_829 = t_856;
                    t_830 = t_857;
                    t_831 = t_858;
                    t_832 = t_859;
                }
                int t_860 = t_825 + 1;
                if (t_828 == 2) {
                    t_822 = t_860;
                    break;
                }
                float t_861 = t_829;
                int t_862 = t_830;
                int t_863 = t_860;
                t_823 = t_861;
                t_824 = t_862;
                t_825 = t_863;
                continue;
            }
            int t_864 = t_822 - 1;
            float t_865;
            float t_866;
            int t_867 = t_864;
            float t_868 = 0.0f;
            float t_869 = 0.0f;
            for (;;) {
                if (t_867 < 0) {
                    float t_870 = t_868;
                    float t_871 = t_869;
                    t_865 = t_870;
                    t_866 = t_871;
                    break;
                }
                float t_872;
                int t_873;
                float t_874 = t_744;
                int t_875 = 0;
                int t_876 = 0;
                for (;;) {
                    if (t_876 == t_867) {
                        float t_877 = t_874;
                        int t_878 = t_875;
                        t_872 = t_877;
                        t_873 = t_878;
                        break;
                    }
                    bool t_879 = t_875 < 4;
                    int t_880 = t_879 ? 0 : 2;
                    int t_881;
                    float t_882;
                    int t_883;
                    float t_884;
                    int t_885;
                    if (t_880 == 0) {
                        bool t_886 = t_875 > t_745;
                        int t_887 = t_886 ? 2 : 0;
                        int t_888;
                        float t_889;
                        int t_890;
                        float t_891;
                        int t_892;
                        if (t_887 == 0) {
                            int t_893 = 1;
                            float t_894 = t_874 + (p_19 * (float)(t_745 - t_875) + t_874 * 0.1f);
                            int t_895 = t_875 + 1;
                            float t_896 = 0.0f;
                            int t_897 = 0;
                            t_888 = t_893;
                            t_889 = t_894;
                            t_890 = t_895;
                            t_891 = t_896;
                            t_892 = t_897;
                        } else {
                            int t_898 = t_887;
                            float t_899 = 0.0f;
                            int t_900 = 0;
                            float t_901 = t_886 ? t_874 : 0.0f;
                            int t_902 = t_886 ? t_875 : 0;
                            t_888 = t_898;
                            t_889 = t_899;
                            t_890 = t_900;
                            t_891 = t_901;
                            t_892 = t_902;
                        }
                        int t_903 = t_888;
                        float t_904 = t_889;
                        int t_905 = t_890;
                        float t_906 = t_891;
                        int t_907 = t_892;
                        t_881 = t_903;
                        t_882 = t_904;
                        t_883 = t_905;
                        t_884 = t_906;
                        t_885 = t_907;
                    } else {
                        int t_908 = t_880;
                        float t_909 = 0.0f;
                        int t_910 = 0;
                        float t_911 = t_879 ? 0.0f : t_874;
                        int t_912 = t_879 ? 0 : t_875;
                        t_881 = t_908;
                        t_882 = t_909;
                        t_883 = t_910;
                        t_884 = t_911;
                        t_885 = t_912;
                    }
                    if (t_881 == 2) {
                        float t_913 = t_874;
                        int t_914 = t_875;
                        t_872 = t_913;
                        t_873 = t_914;
                        break;
                    }
                    float t_915 = t_882;
                    int t_916 = t_883;
                    int t_917 = t_876 + 1;
                    t_874 = t_915;
                    t_875 = t_916;
                    t_876 = t_917;
                    continue;
                }
                bool t_918 = t_873 < 4;
                float t_919 = t_867 == t_864 ? (t_821 ? t_740 : 0.0f) + (t_820 ? (t_821 ? 0.0f : t_809) : 0.0f) : 0.0f;
                float t_920;
                float t_921;
                float t_922;
                float t_923;
                if ((t_918 ? 0 : 2) == 0) {
                    bool t_924 = t_873 > t_745;
                    float t_925;
                    float t_926;
                    float t_927;
                    float t_928;
                    if ((t_924 ? 2 : 0) == 0) {
                        float t_929 = (float)(t_745 - t_873) * t_868;
                        float t_930 = t_868 + 0.1f * t_868;
                        float t_931 = 0.0f;
                        float t_932 = 0.0f;
                        t_925 = t_929;
                        t_926 = t_930;
                        t_927 = t_931;
                        t_928 = t_932;
                    } else {
                        float t_933 = 0.0f;
                        float t_934 = 0.0f;
                        float t_935 = t_868;
                        float t_936 = t_919;
                        t_925 = t_933;
                        t_926 = t_934;
                        t_927 = t_935;
                        t_928 = t_936;
                    }
                    float t_937 = t_926 + (t_924 ? t_928 : 0.0f);
                    float t_938 = t_925;
                    float t_939 = 0.0f;
                    float t_940 = 0.0f;
                    t_920 = t_937;
                    t_921 = t_938;
                    t_922 = t_939;
                    t_923 = t_940;
                } else {
                    float t_941 = 0.0f;
                    float t_942 = 0.0f;
                    float t_943 = t_868;
                    float t_944 = t_919;
                    t_920 = t_941;
                    t_921 = t_942;
                    t_922 = t_943;
                    t_923 = t_944;
                }
                int t_945 = t_867 - 1;
                float t_946 = t_920 + (t_918 ? 0.0f : t_923);
                float t_947 = t_869 + t_921;
                t_867 = t_945;
                t_868 = t_946;
                t_869 = t_947;
                continue;
            }
            float t_948 = t_865;
            float t_949 = t_866;
            float t_950 = 0.0f;
            float t_951 = 0.0f;
            t_810 = t_948;
            t_811 = t_949;
            t_812 = t_950;
            t_813 = t_951;
        } else {
            float t_952 = 0.0f;
            float t_953 = 0.0f;
            float t_954 = t_740;
            float t_955 = t_809;
            t_810 = t_952;
            t_811 = t_953;
            t_812 = t_954;
            t_813 = t_955;
        }
        int t_956 = t_739 - 1;
        float t_957 = t_810 + (t_782 ? 0.0f : t_813);
        float t_958 = t_741 + t_811;
        t_739 = t_956;
        t_740 = t_957;
        t_741 = t_958;
        continue;
    }
    nestedBreak_bwd_Grads t_959 = {t_738};
    return t_959;
}
nestedBreak_fwd_Result nestedBreak_fwd(float p_21, float p_22) {
    float s_14;
    float t_960;
    int i_10;
    float s_15 = 0.0f;
    float t_961 = 0.0f;
    int i_11 = 0;
    for (;;) {
        if (i_11 < 4) {
        } else {
            float t_962 = s_15;
            float t_963 = t_961;
            int t_964 = i_11;
            s_14 = t_962;
            t_960 = t_963;
            i_10 = t_964;
            break;
        }
        float s_16;
        float t_965;
        int j_10;
        float s_17 = s_15;
        float t_966 = t_961;
        int j_11 = 0;
        for (;;) {
            if (j_11 < 4) {
            } else {
                float t_967 = s_17;
                float t_968 = t_966;
                int t_969 = j_11;
                s_16 = t_967;
                t_965 = t_968;
                j_10 = t_969;
                break;
            }
            if (j_11 > i_11) {
                float t_970 = s_17;
                float t_971 = t_966;
                int t_972 = j_11;
                s_16 = t_970;
                t_965 = t_971;
                j_10 = t_972;
                break;
            }
            float t_973 = (float)(i_11 - j_11);
            float t_974 = s_17 + (p_21 * t_973 + s_17 * 0.1f);
            float t_975 = t_966 + (t_973 * p_22 + 0.1f * t_966);
            int t_976 = j_11 + 1;
            s_17 = t_974;
            t_966 = t_975;
            j_11 = t_976;
            continue;
        }
        if (s_16 > 10.0f) {
            float t_977 = s_16;
            float t_978 = t_965;
            int t_979 = i_11;
            s_14 = t_977;
            t_960 = t_978;
            i_10 = t_979;
            break;
        }
        float t_980 = s_16;
        float t_981 = t_965;
        int t_982 = i_11 + 1;
        s_15 = t_980;
        t_961 = t_981;
        i_11 = t_982;
        continue;
    }
    nestedBreak_fwd_Result t_983 = {s_14, t_960};
    return t_983;
}
void computeMain_1() {
    earlyExit_bwd_Grads t_984 = earlyExit_bwd(1.2f, 1.5f, 1.0f);
    outputBuffer[0u] = t_984.f0;
    outputBuffer[1u] = t_984.f1;
    earlyExit_bwd_Grads t_985 = earlyExit_bwd(-1.0f, 2.5f, 1.0f);
    outputBuffer[2u] = t_985.f0;
    outputBuffer[3u] = t_985.f1;
    earlyExit_bwd_Grads t_986 = earlyExit_bwd(0.3f, 0.9f, 1.0f);
    outputBuffer[4u] = t_986.f0;
    outputBuffer[5u] = t_986.f1;
    whileLoop_bwd_Grads t_987 = whileLoop_bwd(0.6f, 1.0f);
    outputBuffer[6u] = t_987.f0;
    whileLoop_fwd_Result t_988 = whileLoop_fwd(0.6f, 1.0f);
    outputBuffer[7u] = t_988.d;
    useGeneric_bwd_Grads t_989 = useGeneric_bwd(0.7f, -1.3f, 1.0f);
    outputBuffer[8u] = t_989.f0;
    outputBuffer[9u] = t_989.f1;
    useCustom_bwd_Grads t_990 = useCustom_bwd(0.4f, 0.2f, 1.0f);
    outputBuffer[10u] = t_990.f0;
    outputBuffer[11u] = t_990.f1;
    doWhile_bwd_Grads t_991 = doWhile_bwd(0.5f, 4, 1.0f);
    outputBuffer[12u] = t_991.f0;
    doWhile_fwd_Result t_992 = doWhile_fwd(0.5f, 1.0f, 4);
    outputBuffer[13u] = t_992.d;
    doWhile_bwd_Grads t_993 = doWhile_bwd(0.5f, 1, 1.0f);
    outputBuffer[14u] = t_993.f0;
    nestedBreak_bwd_Grads t_994 = nestedBreak_bwd(1.1f, 1.0f);
    outputBuffer[15u] = t_994.f0;
    nestedBreak_fwd_Result t_995 = nestedBreak_fwd(1.1f, 1.0f);
    outputBuffer[16u] = t_995.d;
    nestedBreak_bwd_Grads t_996 = nestedBreak_bwd(3.0f, 1.0f);
    outputBuffer[17u] = t_996.f0;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
