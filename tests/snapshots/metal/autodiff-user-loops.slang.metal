#include <metal_stdlib>
using namespace metal;
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
earlyExit_bwd_Grads earlyExit_bwd(float p, float p_1, float p_2);
whileLoop_bwd_Grads whileLoop_bwd(float p_3, float p_4);
whileLoop_fwd_Result whileLoop_fwd(float p_5, float p_6);
useGeneric_bwd_Grads useGeneric_bwd(float p_7, float p_8, float p_9);
useCustom_bwd_Grads useCustom_bwd(float p_10, float p_11, float p_12);
doWhile_bwd_Grads doWhile_bwd(float p_13, int p_14, float p_15);
doWhile_fwd_Result doWhile_fwd(float p_16, float p_17, int p_18);
nestedBreak_bwd_Grads nestedBreak_bwd(float p_19, float p_20);
nestedBreak_fwd_Result nestedBreak_fwd(float p_21, float p_22);
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
    bool t_25 = select(0, 2, t) == 0;
    int t_26;
    bool t_27 = false;
    float t_28 = 0.0f;
    float t_29 = p;
    int t_30 = 0;
    int t_31 = 0;
    for (;;) {
        bool t_32 = t_30 < 8;
        int t_33 = select(2, 0, t_32);
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
            bool t_45 = select(t_27, false, t_44);
            float t_46 = select(t_28, 0.0f, t_44);
            int t_47 = select(0, 2, t_44);
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
                int t_58 = select(0, 2, t_57);
                bool t_59 = t_58 == 0;
                int t_60 = select(t_58, 1, t_59);
                bool t_61 = select(false, t_45, t_59);
                float t_62 = select(0.0f, t_46, t_59);
                float t_63 = select(0.0f, t_43, t_59);
                int t_64 = select(0, t_30 + 1, t_59);
                bool t_65 = select(select(false, t_45, t_57), false, t_59);
                float t_66 = select(select(0.0f, t_46, t_57), 0.0f, t_59);
                float t_67 = select(select(0.0f, t_43, t_57), 0.0f, t_59);
                int t_68 = select(select(0, t_30, t_57), 0, t_59);
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
                float t_75 = select(0.0f, t_43 * 2.0f, t_44);
                float t_76 = select(0.0f, t_43, t_44);
                int t_77 = select(0, t_30, t_44);
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
            bool t_92 = select(t_27, false, t_32);
            float t_93 = select(t_28, 0.0f, t_32);
            float t_94 = select(t_29, 0.0f, t_32);
            int t_95 = select(t_30, 0, t_32);
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
            int t_130 = select(2, 0, t_129);
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
                bool t_142 = select(t_120, false, t_141);
                float t_143 = select(t_121, 0.0f, t_141);
                int t_144 = select(0, 2, t_141);
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
                    int t_155 = select(0, 2, t_154);
                    bool t_156 = t_155 == 0;
                    int t_157 = select(t_155, 1, t_156);
                    bool t_158 = select(false, t_142, t_156);
                    float t_159 = select(0.0f, t_143, t_156);
                    float t_160 = select(0.0f, t_140, t_156);
                    int t_161 = select(0, t_123 + 1, t_156);
                    bool t_162 = select(select(false, t_142, t_154), false, t_156);
                    float t_163 = select(select(0.0f, t_143, t_154), 0.0f, t_156);
                    float t_164 = select(select(0.0f, t_140, t_154), 0.0f, t_156);
                    int t_165 = select(select(0, t_123, t_154), 0, t_156);
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
                    float t_172 = select(0.0f, t_140 * 2.0f, t_141);
                    float t_173 = select(0.0f, t_140, t_141);
                    int t_174 = select(0, t_123, t_141);
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
                bool t_189 = select(t_120, false, t_129);
                float t_190 = select(t_121, 0.0f, t_129);
                float t_191 = select(t_122, 0.0f, t_129);
                int t_192 = select(t_123, 0, t_129);
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
        float t_204 = select(0.0f, select(0.0f, select(p_2, 0.0f, t_25), t), t_203);
        float t_205 = select(0.0f, select(0.0f, p_2, t_25), t_203);
        float t_206;
        float t_207;
        float t_208;
        float t_209;
        float t_210;
        float t_211;
        float t_212;
        float t_213;
        if (select(2, 0, t_202) == 0) {
            float t_214 = t_118 * p_1 + 0.1f * p;
            bool t_215 = t_214 > 5.0f;
            float t_216;
            float t_217;
            float t_218;
            float t_219;
            float t_220;
            float t_221;
            if (select(0, 2, t_215) == 0) {
                bool t_222 = t_214 < -3.0f;
                bool t_223 = select(0, 2, t_222) == 0;
                float t_224 = select(0.0f, t_109, t_223) + select(0.0f, select(t_205, 0.0f, t_223), t_222);
                float t_225 = select(0.0f, t_108, t_223) + select(0.0f, select(t_204, 0.0f, t_223), t_222);
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
            float t_236 = t_216 + select(0.0f, t_221 + 2.0f * t_220, t_215);
            float t_237 = p_1 * t_236;
            float t_238 = t_118 * t_236;
            float t_239 = 0.1f * t_236;
            float t_240 = select(t_217, 0.0f, t_215);
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
        float t_254 = t_209 + select(t_212, 0.0f, t_202);
        float t_255 = t_206 + select(t_213, 0.0f, t_202);
        float t_256 = t_110 + t_207;
        float t_257 = t_111 + t_208;
        t_107 = t_253;
        t_108 = t_254;
        t_109 = t_255;
        t_110 = t_256;
        t_111 = t_257;
        continue;
    }
    return earlyExit_bwd_Grads{select(0.0f, p_1 * p_2, t_25) + t_104 + t_106, select(0.0f, p * p_2, t_25) + t_105};
}
whileLoop_bwd_Grads whileLoop_bwd(float p_3, float p_4) {
    float t_258;
    int n;
    float t_259 = p_3;
    int n_1 = 0;
    for (;;) {
        if (n_1 < 10) {
        } else {
            float t_260 = t_259;
            int t_261 = n_1;
            t_258 = t_260;
            n = t_261;
            break;
        }
        if (t_259 >= 20.0f) {
            float t_262 = t_259;
            int t_263 = n_1;
            t_258 = t_262;
            n = t_263;
            break;
        }
        float t_264 = t_259 * 1.7f + sin(t_259);
        int t_265 = n_1 + 1;
        t_259 = t_264;
        n_1 = t_265;
        continue;
    }
    int t_266;
    float t_267 = p_3;
    int t_268 = 0;
    int t_269 = 0;
    for (;;) {
        bool t_270 = t_268 < 10;
        int t_271 = select(2, 0, t_270);
        int t_272;
        float t_273;
        int t_274;
        float t_275;
        int t_276;
        if (t_271 == 0) {
            bool t_277 = t_267 >= 20.0f;
            int t_278 = select(0, 2, t_277);
            int t_279;
            float t_280;
            int t_281;
            float t_282;
            int t_283;
            if (t_278 == 0) {
                int t_284 = 1;
                float t_285 = t_267 * 1.7f + sin(t_267);
                int t_286 = t_268 + 1;
                float t_287 = 0.0f;
                int t_288 = 0;
                t_279 = t_284;
                t_280 = t_285;
                t_281 = t_286;
                t_282 = t_287;
                t_283 = t_288;
            } else {
                int t_289 = t_278;
                float t_290 = 0.0f;
                int t_291 = 0;
                float t_292 = select(0.0f, t_267, t_277);
                int t_293 = select(0, t_268, t_277);
                t_279 = t_289;
                t_280 = t_290;
                t_281 = t_291;
                t_282 = t_292;
                t_283 = t_293;
            }
            int t_294 = t_279;
            float t_295 = t_280;
            int t_296 = t_281;
            float t_297 = t_282;
            int t_298 = t_283;
            t_272 = t_294;
            t_273 = t_295;
            t_274 = t_296;
            t_275 = t_297;
            t_276 = t_298;
        } else {
            int t_299 = t_271;
            float t_300 = 0.0f;
            int t_301 = 0;
            float t_302 = select(t_267, 0.0f, t_270);
            int t_303 = select(t_268, 0, t_270);
            t_272 = t_299;
            t_273 = t_300;
            t_274 = t_301;
            t_275 = t_302;
            t_276 = t_303;
        }
        int t_304 = t_269 + 1;
        if (t_272 == 2) {
            t_266 = t_304;
            break;
        }
        float t_305 = t_273;
        int t_306 = t_274;
        int t_307 = t_304;
        t_267 = t_305;
        t_268 = t_306;
        t_269 = t_307;
        continue;
    }
    int t_308 = t_266 - 1;
    float t_309;
    int t_310 = t_308;
    float t_311 = 0.0f;
    for (;;) {
        if (t_310 < 0) {
            t_309 = t_311;
            break;
        }
        float t_312;
        int t_313;
        float t_314 = p_3;
        int t_315 = 0;
        int t_316 = 0;
        for (;;) {
            if (t_316 == t_310) {
                float t_317 = t_314;
                int t_318 = t_315;
                t_312 = t_317;
                t_313 = t_318;
                break;
            }
            bool t_319 = t_315 < 10;
            int t_320 = select(2, 0, t_319);
            int t_321;
            float t_322;
            int t_323;
            float t_324;
            int t_325;
            if (t_320 == 0) {
                bool t_326 = t_314 >= 20.0f;
                int t_327 = select(0, 2, t_326);
                int t_328;
                float t_329;
                int t_330;
                float t_331;
                int t_332;
                if (t_327 == 0) {
                    int t_333 = 1;
                    float t_334 = t_314 * 1.7f + sin(t_314);
                    int t_335 = t_315 + 1;
                    float t_336 = 0.0f;
                    int t_337 = 0;
                    t_328 = t_333;
                    t_329 = t_334;
                    t_330 = t_335;
                    t_331 = t_336;
                    t_332 = t_337;
                } else {
                    int t_338 = t_327;
                    float t_339 = 0.0f;
                    int t_340 = 0;
                    float t_341 = select(0.0f, t_314, t_326);
                    int t_342 = select(0, t_315, t_326);
                    t_328 = t_338;
                    t_329 = t_339;
                    t_330 = t_340;
                    t_331 = t_341;
                    t_332 = t_342;
                }
                int t_343 = t_328;
                float t_344 = t_329;
                int t_345 = t_330;
                float t_346 = t_331;
                int t_347 = t_332;
                t_321 = t_343;
                t_322 = t_344;
                t_323 = t_345;
                t_324 = t_346;
                t_325 = t_347;
            } else {
                int t_348 = t_320;
                float t_349 = 0.0f;
                int t_350 = 0;
                float t_351 = select(t_314, 0.0f, t_319);
                int t_352 = select(t_315, 0, t_319);
                t_321 = t_348;
                t_322 = t_349;
                t_323 = t_350;
                t_324 = t_351;
                t_325 = t_352;
            }
            if (t_321 == 2) {
                float t_353 = t_314;
                int t_354 = t_315;
                t_312 = t_353;
                t_313 = t_354;
                break;
            }
            float t_355 = t_322;
            int t_356 = t_323;
            int t_357 = t_316 + 1;
            t_314 = t_355;
            t_315 = t_356;
            t_316 = t_357;
            continue;
        }
        bool t_358 = t_313 < 10;
        float t_359 = select(0.0f, 1.0f / (1.0f + float(n)) * p_4, t_310 == t_308);
        float t_360;
        float t_361;
        float t_362;
        if (select(2, 0, t_358) == 0) {
            bool t_363 = t_312 >= 20.0f;
            float t_364;
            float t_365;
            float t_366;
            if (select(0, 2, t_363) == 0) {
                float t_367 = cos(t_312) * t_311 + 1.7f * t_311;
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
            float t_373 = t_364 + select(0.0f, t_366, t_363);
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
        int t_379 = t_310 - 1;
        float t_380 = t_360 + select(t_362, 0.0f, t_358);
        t_310 = t_379;
        t_311 = t_380;
        continue;
    }
    return whileLoop_bwd_Grads{t_309};
}
whileLoop_fwd_Result whileLoop_fwd(float p_5, float p_6) {
    float t_381;
    float t_382;
    int n_2;
    float t_383 = p_5;
    float t_384 = p_6;
    int n_3 = 0;
    for (;;) {
        if (n_3 < 10) {
        } else {
            float t_385 = t_383;
            float t_386 = t_384;
            int t_387 = n_3;
            t_381 = t_385;
            t_382 = t_386;
            n_2 = t_387;
            break;
        }
        if (t_383 >= 20.0f) {
            float t_388 = t_383;
            float t_389 = t_384;
            int t_390 = n_3;
            t_381 = t_388;
            t_382 = t_389;
            n_2 = t_390;
            break;
        }
        float t_391 = t_383 * 1.7f + sin(t_383);
        float t_392 = 1.7f * t_384 + cos(t_383) * t_384;
        int t_393 = n_3 + 1;
        t_383 = t_391;
        t_384 = t_392;
        n_3 = t_393;
        continue;
    }
    float t_394 = 1.0f + float(n_2);
    return whileLoop_fwd_Result{t_381 / t_394, 1.0f / t_394 * t_382};
}
useGeneric_bwd_Grads useGeneric_bwd(float p_7, float p_8, float p_9) {
    float2 t_395 = float2(p_7, 2.0f * p_7);
    float2 t_396 = float2(p_8, p_8);
    float2 t_397 = t_395 * t_395;
    float2 t_398 = t_397 * t_396 + float2(2.0f, 2.0f) * t_395;
    float2 t_399 = float2(0.0f, 0.0f);
    t_399.x = t_398.y * p_9;
    float2 t_400 = float2(0.0f, 0.0f);
    t_400.y = t_398.x * p_9;
    float2 t_401 = t_399 + t_400;
    float t_402 = p_7 * (p_8 * p_9);
    float2 t_403 = t_397 * t_401;
    float2 t_404 = t_395 * (t_396 * t_401);
    float2 t_405 = float2(2.0f, 2.0f) * t_401 + t_404 + t_404;
    return useGeneric_bwd_Grads{2.0f * p_9 + t_402 + t_402 + t_405.x + 2.0f * t_405.y, p_7 * p_7 * p_9 + t_403.x + t_403.y};
}
useCustom_bwd_Grads useCustom_bwd(float p_10, float p_11, float p_12) {
    float s;
    int i_2;
    float s_1 = 0.0f;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            float t_406 = s_1;
            int t_407 = i_3;
            s = t_406;
            i_2 = t_407;
            break;
        }
        float t_408 = p_10 + float(i_3) * p_11;
        float t_409 = s_1 + t_408 * t_408 * t_408;
        int t_410 = i_3 + 1;
        s_1 = t_409;
        i_3 = t_410;
        continue;
    }
    int t_411;
    float t_412 = 0.0f;
    int t_413 = 0;
    int t_414 = 0;
    for (;;) {
        bool t_415 = t_413 < 3;
        int t_416 = select(2, 0, t_415);
        int t_417;
        float t_418;
        int t_419;
        float t_420;
        int t_421;
        if (t_416 == 0) {
            float t_422 = p_10 + float(t_413) * p_11;
            int t_423 = 1;
            float t_424 = t_412 + t_422 * t_422 * t_422;
            int t_425 = t_413 + 1;
            float t_426 = 0.0f;
            int t_427 = 0;
            t_417 = t_423;
            t_418 = t_424;
            t_419 = t_425;
            t_420 = t_426;
            t_421 = t_427;
        } else {
            int t_428 = t_416;
            float t_429 = 0.0f;
            int t_430 = 0;
            float t_431 = select(t_412, 0.0f, t_415);
            int t_432 = select(t_413, 0, t_415);
            t_417 = t_428;
            t_418 = t_429;
            t_419 = t_430;
            t_420 = t_431;
            t_421 = t_432;
        }
        int t_433 = t_414 + 1;
        if (t_417 == 2) {
            t_411 = t_433;
            break;
        }
        float t_434 = t_418;
        int t_435 = t_419;
        int t_436 = t_433;
        t_412 = t_434;
        t_413 = t_435;
        t_414 = t_436;
        continue;
    }
    int t_437 = t_411 - 1;
    float t_438;
    float t_439;
    float t_440;
    int t_441 = t_437;
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
        int t_449;
        float t_450 = 0.0f;
        int t_451 = 0;
        int t_452 = 0;
        for (;;) {
            if (t_452 == t_441) {
                float t_453 = t_450;
                int t_454 = t_451;
                t_448 = t_453;
                t_449 = t_454;
                break;
            }
            bool t_455 = t_451 < 3;
            int t_456 = select(2, 0, t_455);
            int t_457;
            float t_458;
            int t_459;
            float t_460;
            int t_461;
            if (t_456 == 0) {
                float t_462 = p_10 + float(t_451) * p_11;
                int t_463 = 1;
                float t_464 = t_450 + t_462 * t_462 * t_462;
                int t_465 = t_451 + 1;
                float t_466 = 0.0f;
                int t_467 = 0;
                t_457 = t_463;
                t_458 = t_464;
                t_459 = t_465;
                t_460 = t_466;
                t_461 = t_467;
            } else {
                int t_468 = t_456;
                float t_469 = 0.0f;
                int t_470 = 0;
                float t_471 = select(t_450, 0.0f, t_455);
                int t_472 = select(t_451, 0, t_455);
                t_457 = t_468;
                t_458 = t_469;
                t_459 = t_470;
                t_460 = t_471;
                t_461 = t_472;
            }
            if (t_457 == 2) {
                float t_473 = t_450;
                int t_474 = t_451;
                t_448 = t_473;
                t_449 = t_474;
                break;
            }
            float t_475 = t_458;
            int t_476 = t_459;
            int t_477 = t_452 + 1;
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
        if (select(2, 0, t_478) == 0) {
            float t_484 = float(t_449);
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
            float t_496 = select(0.0f, p_12, t_441 == t_437);
            t_479 = t_492;
            t_480 = t_493;
            t_481 = t_494;
            t_482 = t_495;
            t_483 = t_496;
        }
        int t_497 = t_441 - 1;
        float t_498 = t_481 + select(t_483, 0.0f, t_478);
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
doWhile_bwd_Grads doWhile_bwd(float p_13, int p_14, float p_15) {
    float r;
    int i_4;
    float r_1 = p_13;
    int i_5 = 0;
    for (;;) {
        float t_501 = r_1 * r_1 * 0.5f + p_13;
        int t_502 = i_5 + 1;
        if (t_502 == 2) {
            if (t_502 < p_14) {
            } else {
                float t_503 = t_501;
                int t_504 = t_502;
                r = t_503;
                i_4 = t_504;
                break;
            }
            float t_505 = t_501;
            int t_506 = t_502;
            r_1 = t_505;
            i_5 = t_506;
            continue;
        }
        float t_507 = t_501 - 0.1f * p_13;
        if (t_502 < p_14) {
        } else {
            float t_508 = t_507;
            int t_509 = t_502;
            r = t_508;
            i_4 = t_509;
            break;
        }
        float t_510 = t_507;
        int t_511 = t_502;
        r_1 = t_510;
        i_5 = t_511;
        continue;
    }
    int t_512;
    float t_513 = p_13;
    int t_514 = 0;
    int t_515 = 0;
    for (;;) {
        float t_516 = t_513 * t_513 * 0.5f + p_13;
        int t_517 = t_514 + 1;
        int t_518;
        float t_519;
        int t_520;
        float t_521;
        int t_522;
        if (t_517 == 2) {
            bool t_523 = t_517 < p_14;
            int t_524 = select(2, 0, t_523);
            bool t_525 = t_524 == 0;
            int t_526 = select(t_524, 1, t_525);
            float t_527 = select(0.0f, t_516, t_525);
            int t_528 = select(0, t_517, t_525);
            float t_529 = select(select(t_516, 0.0f, t_523), 0.0f, t_525);
            int t_530 = select(select(t_517, 0, t_523), 0, t_525);
            t_518 = t_526;
            t_519 = t_527;
            t_520 = t_528;
            t_521 = t_529;
            t_522 = t_530;
        } else {
            int t_531 = 0;
            float t_532 = 0.0f;
            int t_533 = 0;
            float t_534 = 0.0f;
            int t_535 = 0;
            t_518 = t_531;
            t_519 = t_532;
            t_520 = t_533;
            t_521 = t_534;
            t_522 = t_535;
        }
        int t_536;
        float t_537;
        int t_538;
        float t_539;
        int t_540;
        if (t_518 == 0) {
            bool t_541 = t_517 < p_14;
            int t_542 = select(2, 0, t_541);
            bool t_543 = t_542 == 0;
            float t_544 = t_516 - 0.1f * p_13;
            int t_545 = select(t_542, 1, t_543);
            float t_546 = select(0.0f, t_544, t_543);
            int t_547 = select(0, t_517, t_543);
            float t_548 = select(select(t_544, 0.0f, t_541), 0.0f, t_543);
            int t_549 = select(select(t_517, 0, t_541), 0, t_543);
            t_536 = t_545;
            t_537 = t_546;
            t_538 = t_547;
            t_539 = t_548;
            t_540 = t_549;
        } else {
            int t_550 = t_518;
            float t_551 = t_519;
            int t_552 = t_520;
            float t_553 = t_521;
            int t_554 = t_522;
            t_536 = t_550;
            t_537 = t_551;
            t_538 = t_552;
            t_539 = t_553;
            t_540 = t_554;
        }
        int t_555 = t_515 + 1;
        if (t_536 == 2) {
            t_512 = t_555;
            break;
        }
        float t_556 = t_537;
        int t_557 = t_538;
        int t_558 = t_555;
        t_513 = t_556;
        t_514 = t_557;
        t_515 = t_558;
        continue;
    }
    int t_559 = t_512 - 1;
    float t_560;
    float t_561;
    int t_562 = t_559;
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
        int t_568;
        float t_569 = p_13;
        int t_570 = 0;
        int t_571 = 0;
        for (;;) {
            if (t_571 == t_562) {
                float t_572 = t_569;
                int t_573 = t_570;
                t_567 = t_572;
                t_568 = t_573;
                break;
            }
            float t_574 = t_569 * t_569 * 0.5f + p_13;
            int t_575 = t_570 + 1;
            int t_576;
            float t_577;
            int t_578;
            float t_579;
            int t_580;
            if (t_575 == 2) {
                bool t_581 = t_575 < p_14;
                int t_582 = select(2, 0, t_581);
                bool t_583 = t_582 == 0;
                int t_584 = select(t_582, 1, t_583);
                float t_585 = select(0.0f, t_574, t_583);
                int t_586 = select(0, t_575, t_583);
                float t_587 = select(select(t_574, 0.0f, t_581), 0.0f, t_583);
                int t_588 = select(select(t_575, 0, t_581), 0, t_583);
                t_576 = t_584;
                t_577 = t_585;
                t_578 = t_586;
                t_579 = t_587;
                t_580 = t_588;
            } else {
                int t_589 = 0;
                float t_590 = 0.0f;
                int t_591 = 0;
                float t_592 = 0.0f;
                int t_593 = 0;
                t_576 = t_589;
                t_577 = t_590;
                t_578 = t_591;
                t_579 = t_592;
                t_580 = t_593;
            }
            int t_594;
            float t_595;
            int t_596;
            float t_597;
            int t_598;
            if (t_576 == 0) {
                bool t_599 = t_575 < p_14;
                int t_600 = select(2, 0, t_599);
                bool t_601 = t_600 == 0;
                float t_602 = t_574 - 0.1f * p_13;
                int t_603 = select(t_600, 1, t_601);
                float t_604 = select(0.0f, t_602, t_601);
                int t_605 = select(0, t_575, t_601);
                float t_606 = select(select(t_602, 0.0f, t_599), 0.0f, t_601);
                int t_607 = select(select(t_575, 0, t_599), 0, t_601);
                t_594 = t_603;
                t_595 = t_604;
                t_596 = t_605;
                t_597 = t_606;
                t_598 = t_607;
            } else {
                int t_608 = t_576;
                float t_609 = t_577;
                int t_610 = t_578;
                float t_611 = t_579;
                int t_612 = t_580;
                t_594 = t_608;
                t_595 = t_609;
                t_596 = t_610;
                t_597 = t_611;
                t_598 = t_612;
            }
            if (t_594 == 2) {
                float t_613 = t_569;
                int t_614 = t_570;
                t_567 = t_613;
                t_568 = t_614;
                break;
            }
            float t_615 = t_595;
            int t_616 = t_596;
            int t_617 = t_571 + 1;
            t_569 = t_615;
            t_570 = t_616;
            t_571 = t_617;
            continue;
        }
        float t_618 = t_567 * t_567 * 0.5f + p_13;
        int t_619 = t_568 + 1;
        bool t_620 = t_619 == 2;
        int t_621;
        float t_622;
        int t_623;
        float t_624;
        int t_625;
        if (t_620) {
            bool t_626 = t_619 < p_14;
            int t_627 = select(2, 0, t_626);
            bool t_628 = t_627 == 0;
            int t_629 = select(t_627, 1, t_628);
            float t_630 = select(0.0f, t_618, t_628);
            int t_631 = select(0, t_619, t_628);
            float t_632 = select(select(t_618, 0.0f, t_626), 0.0f, t_628);
            int t_633 = select(select(t_619, 0, t_626), 0, t_628);
            t_621 = t_629;
            t_622 = t_630;
            t_623 = t_631;
            t_624 = t_632;
            t_625 = t_633;
        } else {
            int t_634 = 0;
            float t_635 = 0.0f;
            int t_636 = 0;
            float t_637 = 0.0f;
            int t_638 = 0;
            t_621 = t_634;
            t_622 = t_635;
            t_623 = t_636;
            t_624 = t_637;
            t_625 = t_638;
        }
        float t_639 = select(0.0f, p_15, t_562 == t_559);
        float t_640;
        float t_641;
        float t_642;
        float t_643;
        if (t_621 == 0) {
            bool t_644 = t_619 < p_14;
            bool t_645 = select(2, 0, t_644) == 0;
            float t_646 = select(0.0f, t_563, t_645) + select(select(t_639, 0.0f, t_645), 0.0f, t_644);
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
            bool t_657 = select(2, 0, t_656) == 0;
            t_655 = select(0.0f, t_642, t_657) + select(select(t_643, 0.0f, t_657), 0.0f, t_656);
        } else {
            t_655 = 0.0f;
        }
        float t_658 = t_641 + t_655;
        float t_659 = t_567 * (0.5f * t_658);
        int t_660 = t_562 - 1;
        float t_661 = t_659 + t_659;
        float t_662 = t_564 + (t_640 + t_658);
        t_562 = t_660;
        t_563 = t_661;
        t_564 = t_662;
        continue;
    }
    return doWhile_bwd_Grads{t_560 + t_561};
}
doWhile_fwd_Result doWhile_fwd(float p_16, float p_17, int p_18) {
    float r_2;
    float t_663;
    int i_6;
    float r_3 = p_16;
    float t_664 = p_17;
    int i_7 = 0;
    for (;;) {
        float t_665 = r_3 * t_664;
        float t_666 = r_3 * r_3 * 0.5f + p_16;
        float t_667 = 0.5f * (t_665 + t_665) + p_17;
        int t_668 = i_7 + 1;
        if (t_668 == 2) {
            if (t_668 < p_18) {
            } else {
                float t_669 = t_666;
                float t_670 = t_667;
                int t_671 = t_668;
                r_2 = t_669;
                t_663 = t_670;
                i_6 = t_671;
                break;
            }
            float t_672 = t_666;
            float t_673 = t_667;
            int t_674 = t_668;
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
            int t_679 = t_668;
            r_2 = t_677;
            t_663 = t_678;
            i_6 = t_679;
            break;
        }
        float t_680 = t_675;
        float t_681 = t_676;
        int t_682 = t_668;
        r_3 = t_680;
        t_664 = t_681;
        i_7 = t_682;
        continue;
    }
    return doWhile_fwd_Result{r_2, t_663};
}
nestedBreak_bwd_Grads nestedBreak_bwd(float p_19, float p_20) {
    float s_2;
    int i_8;
    float s_3 = 0.0f;
    int i_9 = 0;
    for (;;) {
        if (i_9 < 4) {
        } else {
            float t_683 = s_3;
            int t_684 = i_9;
            s_2 = t_683;
            i_8 = t_684;
            break;
        }
        float s_4;
        int j;
        float s_5 = s_3;
        int j_1 = 0;
        for (;;) {
            if (j_1 < 4) {
            } else {
                float t_685 = s_5;
                int t_686 = j_1;
                s_4 = t_685;
                j = t_686;
                break;
            }
            if (j_1 > i_9) {
                float t_687 = s_5;
                int t_688 = j_1;
                s_4 = t_687;
                j = t_688;
                break;
            }
            float t_689 = s_5 + (p_19 * float(i_9 - j_1) + s_5 * 0.1f);
            int t_690 = j_1 + 1;
            s_5 = t_689;
            j_1 = t_690;
            continue;
        }
        if (s_4 > 10.0f) {
            float t_691 = s_4;
            int t_692 = i_9;
            s_2 = t_691;
            i_8 = t_692;
            break;
        }
        float t_693 = s_4;
        int t_694 = i_9 + 1;
        s_3 = t_693;
        i_9 = t_694;
        continue;
    }
    int t_695;
    float t_696 = 0.0f;
    int t_697 = 0;
    int t_698 = 0;
    for (;;) {
        bool t_699 = t_697 < 4;
        int t_700 = select(2, 0, t_699);
        int t_701;
        float t_702;
        int t_703;
        float t_704;
        int t_705;
        if (t_700 == 0) {
            float s_6;
            int j_2;
            float s_7 = t_696;
            int j_3 = 0;
            for (;;) {
                if (j_3 < 4) {
                } else {
                    float t_706 = s_7;
                    int t_707 = j_3;
                    s_6 = t_706;
                    j_2 = t_707;
                    break;
                }
                if (j_3 > t_697) {
                    float t_708 = s_7;
                    int t_709 = j_3;
                    s_6 = t_708;
                    j_2 = t_709;
                    break;
                }
                float t_710 = s_7 + (p_19 * float(t_697 - j_3) + s_7 * 0.1f);
                int t_711 = j_3 + 1;
                s_7 = t_710;
                j_3 = t_711;
                continue;
            }
            bool t_712 = s_6 > 10.0f;
            int t_713 = select(0, 2, t_712);
            bool t_714 = t_713 == 0;
            int t_715 = select(t_713, 1, t_714);
            float t_716 = select(0.0f, s_6, t_714);
            int t_717 = select(0, t_697 + 1, t_714);
            float t_718 = select(select(0.0f, s_6, t_712), 0.0f, t_714);
            int t_719 = select(select(0, t_697, t_712), 0, t_714);
            t_701 = t_715;
            t_702 = t_716;
            t_703 = t_717;
            t_704 = t_718;
            t_705 = t_719;
        } else {
            int t_720 = t_700;
            float t_721 = 0.0f;
            int t_722 = 0;
            float t_723 = select(t_696, 0.0f, t_699);
            int t_724 = select(t_697, 0, t_699);
            t_701 = t_720;
            t_702 = t_721;
            t_703 = t_722;
            t_704 = t_723;
            t_705 = t_724;
        }
        int t_725 = t_698 + 1;
        if (t_701 == 2) {
            t_695 = t_725;
            break;
        }
        float t_726 = t_702;
        int t_727 = t_703;
        int t_728 = t_725;
        t_696 = t_726;
        t_697 = t_727;
        t_698 = t_728;
        continue;
    }
    int t_729 = t_695 - 1;
    float t_730;
    float t_731;
    int t_732 = t_729;
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
        int t_738;
        float t_739 = 0.0f;
        int t_740 = 0;
        int t_741 = 0;
        for (;;) {
            if (t_741 == t_732) {
                float t_742 = t_739;
                int t_743 = t_740;
                t_737 = t_742;
                t_738 = t_743;
                break;
            }
            bool t_744 = t_740 < 4;
            int t_745 = select(2, 0, t_744);
            int t_746;
            float t_747;
            int t_748;
            float t_749;
            int t_750;
            if (t_745 == 0) {
                float s_8;
                int j_4;
                float s_9 = t_739;
                int j_5 = 0;
                for (;;) {
                    if (j_5 < 4) {
                    } else {
                        float t_751 = s_9;
                        int t_752 = j_5;
                        s_8 = t_751;
                        j_4 = t_752;
                        break;
                    }
                    if (j_5 > t_740) {
                        float t_753 = s_9;
                        int t_754 = j_5;
                        s_8 = t_753;
                        j_4 = t_754;
                        break;
                    }
                    float t_755 = s_9 + (p_19 * float(t_740 - j_5) + s_9 * 0.1f);
                    int t_756 = j_5 + 1;
                    s_9 = t_755;
                    j_5 = t_756;
                    continue;
                }
                bool t_757 = s_8 > 10.0f;
                int t_758 = select(0, 2, t_757);
                bool t_759 = t_758 == 0;
                int t_760 = select(t_758, 1, t_759);
                float t_761 = select(0.0f, s_8, t_759);
                int t_762 = select(0, t_740 + 1, t_759);
                float t_763 = select(select(0.0f, s_8, t_757), 0.0f, t_759);
                int t_764 = select(select(0, t_740, t_757), 0, t_759);
                t_746 = t_760;
                t_747 = t_761;
                t_748 = t_762;
                t_749 = t_763;
                t_750 = t_764;
            } else {
                int t_765 = t_745;
                float t_766 = 0.0f;
                int t_767 = 0;
                float t_768 = select(t_739, 0.0f, t_744);
                int t_769 = select(t_740, 0, t_744);
                t_746 = t_765;
                t_747 = t_766;
                t_748 = t_767;
                t_749 = t_768;
                t_750 = t_769;
            }
            if (t_746 == 2) {
                float t_770 = t_739;
                int t_771 = t_740;
                t_737 = t_770;
                t_738 = t_771;
                break;
            }
            float t_772 = t_747;
            int t_773 = t_748;
            int t_774 = t_741 + 1;
            t_739 = t_772;
            t_740 = t_773;
            t_741 = t_774;
            continue;
        }
        bool t_775 = t_738 < 4;
        int t_776 = select(2, 0, t_775);
        bool t_777 = t_776 == 0;
        int t_778;
        float t_779;
        int t_780;
        float t_781;
        int t_782;
        if (t_777) {
            float s_10;
            int j_6;
            float s_11 = t_737;
            int j_7 = 0;
            for (;;) {
                if (j_7 < 4) {
                } else {
                    float t_783 = s_11;
                    int t_784 = j_7;
                    s_10 = t_783;
                    j_6 = t_784;
                    break;
                }
                if (j_7 > t_738) {
                    float t_785 = s_11;
                    int t_786 = j_7;
                    s_10 = t_785;
                    j_6 = t_786;
                    break;
                }
                float t_787 = s_11 + (p_19 * float(t_738 - j_7) + s_11 * 0.1f);
                int t_788 = j_7 + 1;
                s_11 = t_787;
                j_7 = t_788;
                continue;
            }
            bool t_789 = s_10 > 10.0f;
            int t_790 = select(0, 2, t_789);
            bool t_791 = t_790 == 0;
            int t_792 = select(t_790, 1, t_791);
            float t_793 = select(0.0f, s_10, t_791);
            int t_794 = select(0, t_738 + 1, t_791);
            float t_795 = select(select(0.0f, s_10, t_789), 0.0f, t_791);
            int t_796 = select(select(0, t_738, t_789), 0, t_791);
            t_778 = t_792;
            t_779 = t_793;
            t_780 = t_794;
            t_781 = t_795;
            t_782 = t_796;
        } else {
            int t_797 = t_776;
            float t_798 = 0.0f;
            int t_799 = 0;
            float t_800 = select(t_737, 0.0f, t_775);
            int t_801 = select(t_738, 0, t_775);
            t_778 = t_797;
            t_779 = t_798;
            t_780 = t_799;
            t_781 = t_800;
            t_782 = t_801;
        }
        float t_802 = select(0.0f, p_20, t_732 == t_729);
        float t_803;
        float t_804;
        float t_805;
        float t_806;
        if (t_777) {
            float s_12;
            int j_8;
            float s_13 = t_737;
            int j_9 = 0;
            for (;;) {
                if (j_9 < 4) {
                } else {
                    float t_807 = s_13;
                    int t_808 = j_9;
                    s_12 = t_807;
                    j_8 = t_808;
                    break;
                }
                if (j_9 > t_738) {
                    float t_809 = s_13;
                    int t_810 = j_9;
                    s_12 = t_809;
                    j_8 = t_810;
                    break;
                }
                float t_811 = s_13 + (p_19 * float(t_738 - j_9) + s_13 * 0.1f);
                int t_812 = j_9 + 1;
                s_13 = t_811;
                j_9 = t_812;
                continue;
            }
            bool t_813 = s_12 > 10.0f;
            bool t_814 = select(0, 2, t_813) == 0;
            int t_815;
            float t_816 = t_737;
            int t_817 = 0;
            int t_818 = 0;
            for (;;) {
                bool t_819 = t_817 < 4;
                int t_820 = select(2, 0, t_819);
                int t_821;
                float t_822;
                int t_823;
                float t_824;
                int t_825;
                if (t_820 == 0) {
                    bool t_826 = t_817 > t_738;
                    int t_827 = select(0, 2, t_826);
                    int t_828;
                    float t_829;
                    int t_830;
                    float t_831;
                    int t_832;
                    if (t_827 == 0) {
                        int t_833 = 1;
                        float t_834 = t_816 + (p_19 * float(t_738 - t_817) + t_816 * 0.1f);
                        int t_835 = t_817 + 1;
                        float t_836 = 0.0f;
                        int t_837 = 0;
                        t_828 = t_833;
                        t_829 = t_834;
                        t_830 = t_835;
                        t_831 = t_836;
                        t_832 = t_837;
                    } else {
                        int t_838 = t_827;
                        float t_839 = 0.0f;
                        int t_840 = 0;
                        float t_841 = select(0.0f, t_816, t_826);
                        int t_842 = select(0, t_817, t_826);
                        t_828 = t_838;
                        t_829 = t_839;
                        t_830 = t_840;
                        t_831 = t_841;
                        t_832 = t_842;
                    }
                    int t_843 = t_828;
                    float t_844 = t_829;
                    int t_845 = t_830;
                    float t_846 = t_831;
                    int t_847 = t_832;
                    t_821 = t_843;
                    t_822 = t_844;
                    t_823 = t_845;
                    t_824 = t_846;
                    t_825 = t_847;
                } else {
                    int t_848 = t_820;
                    float t_849 = 0.0f;
                    int t_850 = 0;
                    float t_851 = select(t_816, 0.0f, t_819);
                    int t_852 = select(t_817, 0, t_819);
                    t_821 = t_848;
                    t_822 = t_849;
                    t_823 = t_850;
                    t_824 = t_851;
                    t_825 = t_852;
                }
                int t_853 = t_818 + 1;
                if (t_821 == 2) {
                    t_815 = t_853;
                    break;
                }
                float t_854 = t_822;
                int t_855 = t_823;
                int t_856 = t_853;
                t_816 = t_854;
                t_817 = t_855;
                t_818 = t_856;
                continue;
            }
            int t_857 = t_815 - 1;
            float t_858;
            float t_859;
            int t_860 = t_857;
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
                int t_866;
                float t_867 = t_737;
                int t_868 = 0;
                int t_869 = 0;
                for (;;) {
                    if (t_869 == t_860) {
                        float t_870 = t_867;
                        int t_871 = t_868;
                        t_865 = t_870;
                        t_866 = t_871;
                        break;
                    }
                    bool t_872 = t_868 < 4;
                    int t_873 = select(2, 0, t_872);
                    int t_874;
                    float t_875;
                    int t_876;
                    float t_877;
                    int t_878;
                    if (t_873 == 0) {
                        bool t_879 = t_868 > t_738;
                        int t_880 = select(0, 2, t_879);
                        int t_881;
                        float t_882;
                        int t_883;
                        float t_884;
                        int t_885;
                        if (t_880 == 0) {
                            int t_886 = 1;
                            float t_887 = t_867 + (p_19 * float(t_738 - t_868) + t_867 * 0.1f);
                            int t_888 = t_868 + 1;
                            float t_889 = 0.0f;
                            int t_890 = 0;
                            t_881 = t_886;
                            t_882 = t_887;
                            t_883 = t_888;
                            t_884 = t_889;
                            t_885 = t_890;
                        } else {
                            int t_891 = t_880;
                            float t_892 = 0.0f;
                            int t_893 = 0;
                            float t_894 = select(0.0f, t_867, t_879);
                            int t_895 = select(0, t_868, t_879);
                            t_881 = t_891;
                            t_882 = t_892;
                            t_883 = t_893;
                            t_884 = t_894;
                            t_885 = t_895;
                        }
                        int t_896 = t_881;
                        float t_897 = t_882;
                        int t_898 = t_883;
                        float t_899 = t_884;
                        int t_900 = t_885;
                        t_874 = t_896;
                        t_875 = t_897;
                        t_876 = t_898;
                        t_877 = t_899;
                        t_878 = t_900;
                    } else {
                        int t_901 = t_873;
                        float t_902 = 0.0f;
                        int t_903 = 0;
                        float t_904 = select(t_867, 0.0f, t_872);
                        int t_905 = select(t_868, 0, t_872);
                        t_874 = t_901;
                        t_875 = t_902;
                        t_876 = t_903;
                        t_877 = t_904;
                        t_878 = t_905;
                    }
                    if (t_874 == 2) {
                        float t_906 = t_867;
                        int t_907 = t_868;
                        t_865 = t_906;
                        t_866 = t_907;
                        break;
                    }
                    float t_908 = t_875;
                    int t_909 = t_876;
                    int t_910 = t_869 + 1;
                    t_867 = t_908;
                    t_868 = t_909;
                    t_869 = t_910;
                    continue;
                }
                bool t_911 = t_866 < 4;
                float t_912 = select(0.0f, select(0.0f, t_733, t_814) + select(0.0f, select(t_802, 0.0f, t_814), t_813), t_860 == t_857);
                float t_913;
                float t_914;
                float t_915;
                float t_916;
                if (select(2, 0, t_911) == 0) {
                    bool t_917 = t_866 > t_738;
                    float t_918;
                    float t_919;
                    float t_920;
                    float t_921;
                    if (select(0, 2, t_917) == 0) {
                        float t_922 = float(t_738 - t_866) * t_861;
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
                    float t_930 = t_919 + select(0.0f, t_921, t_917);
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
                int t_938 = t_860 - 1;
                float t_939 = t_913 + select(t_916, 0.0f, t_911);
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
        int t_949 = t_732 - 1;
        float t_950 = t_803 + select(t_806, 0.0f, t_775);
        float t_951 = t_734 + t_804;
        t_732 = t_949;
        t_733 = t_950;
        t_734 = t_951;
        continue;
    }
    return nestedBreak_bwd_Grads{t_731};
}
nestedBreak_fwd_Result nestedBreak_fwd(float p_21, float p_22) {
    float s_14;
    float t_952;
    int i_10;
    float s_15 = 0.0f;
    float t_953 = 0.0f;
    int i_11 = 0;
    for (;;) {
        if (i_11 < 4) {
        } else {
            float t_954 = s_15;
            float t_955 = t_953;
            int t_956 = i_11;
            s_14 = t_954;
            t_952 = t_955;
            i_10 = t_956;
            break;
        }
        float s_16;
        float t_957;
        int j_10;
        float s_17 = s_15;
        float t_958 = t_953;
        int j_11 = 0;
        for (;;) {
            if (j_11 < 4) {
            } else {
                float t_959 = s_17;
                float t_960 = t_958;
                int t_961 = j_11;
                s_16 = t_959;
                t_957 = t_960;
                j_10 = t_961;
                break;
            }
            if (j_11 > i_11) {
                float t_962 = s_17;
                float t_963 = t_958;
                int t_964 = j_11;
                s_16 = t_962;
                t_957 = t_963;
                j_10 = t_964;
                break;
            }
            float t_965 = float(i_11 - j_11);
            float t_966 = s_17 + (p_21 * t_965 + s_17 * 0.1f);
            float t_967 = t_958 + (t_965 * p_22 + 0.1f * t_958);
            int t_968 = j_11 + 1;
            s_17 = t_966;
            t_958 = t_967;
            j_11 = t_968;
            continue;
        }
        if (s_16 > 10.0f) {
            float t_969 = s_16;
            float t_970 = t_957;
            int t_971 = i_11;
            s_14 = t_969;
            t_952 = t_970;
            i_10 = t_971;
            break;
        }
        float t_972 = s_16;
        float t_973 = t_957;
        int t_974 = i_11 + 1;
        s_15 = t_972;
        t_953 = t_973;
        i_11 = t_974;
        continue;
    }
    return nestedBreak_fwd_Result{s_14, t_952};
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    earlyExit_bwd_Grads t_975 = earlyExit_bwd(1.2f, 1.5f, 1.0f);
    outputBuffer[0u] = t_975.f0;
    outputBuffer[1u] = t_975.f1;
    earlyExit_bwd_Grads t_976 = earlyExit_bwd(-1.0f, 2.5f, 1.0f);
    outputBuffer[2u] = t_976.f0;
    outputBuffer[3u] = t_976.f1;
    earlyExit_bwd_Grads t_977 = earlyExit_bwd(0.3f, 0.9f, 1.0f);
    outputBuffer[4u] = t_977.f0;
    outputBuffer[5u] = t_977.f1;
    whileLoop_bwd_Grads t_978 = whileLoop_bwd(0.6f, 1.0f);
    outputBuffer[6u] = t_978.f0;
    whileLoop_fwd_Result t_979 = whileLoop_fwd(0.6f, 1.0f);
    outputBuffer[7u] = t_979.d;
    useGeneric_bwd_Grads t_980 = useGeneric_bwd(0.7f, -1.3f, 1.0f);
    outputBuffer[8u] = t_980.f0;
    outputBuffer[9u] = t_980.f1;
    useCustom_bwd_Grads t_981 = useCustom_bwd(0.4f, 0.2f, 1.0f);
    outputBuffer[10u] = t_981.f0;
    outputBuffer[11u] = t_981.f1;
    doWhile_bwd_Grads t_982 = doWhile_bwd(0.5f, 4, 1.0f);
    outputBuffer[12u] = t_982.f0;
    doWhile_fwd_Result t_983 = doWhile_fwd(0.5f, 1.0f, 4);
    outputBuffer[13u] = t_983.d;
    doWhile_bwd_Grads t_984 = doWhile_bwd(0.5f, 1, 1.0f);
    outputBuffer[14u] = t_984.f0;
    nestedBreak_bwd_Grads t_985 = nestedBreak_bwd(1.1f, 1.0f);
    outputBuffer[15u] = t_985.f0;
    nestedBreak_fwd_Result t_986 = nestedBreak_fwd(1.1f, 1.0f);
    outputBuffer[16u] = t_986.d;
    nestedBreak_bwd_Grads t_987 = nestedBreak_bwd(3.0f, 1.0f);
    outputBuffer[17u] = t_987.f0;
    return;
}
