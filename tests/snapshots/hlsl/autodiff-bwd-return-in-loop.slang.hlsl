struct powUntil_bwd_Grads
{
    float f0;
};
struct nested_bwd_Grads
{
    float f0;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
float powUntil(float x);
powUntil_bwd_Grads powUntil_bwd(float p, float p_1);
float nested(float x_1, int p_2);
nested_bwd_Grads nested_bwd(float p_3, int p_4, float p_5);
void computeMain_1();
float powUntil(float x) {
    float acc;
    int i;
    float acc_1 = 1.0f;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            float t = acc_1;
            int t_1 = i_1;
            acc = t;
            i = t_1;
            break;
        }
        float t_2 = acc_1 * x;
        if (t_2 > 10.0f) {
            return t_2 + x;
        }
        float t_3 = t_2;
        int t_4 = i_1 + 1;
        acc_1 = t_3;
        i_1 = t_4;
        continue;
    }
    return acc;
}
powUntil_bwd_Grads powUntil_bwd(float p, float p_1) {
    bool t_5;
    float t_6;
    float acc_2;
    int i_2;
    bool t_7 = false;
    float t_8 = 0.0f;
    float acc_3 = 1.0f;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 4) {
        } else {
            bool t_9 = t_7;
            float t_10 = t_8;
            float t_11 = acc_3;
            int t_12 = i_3;
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
            int t_19 = i_3;
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
        int t_25 = i_3 + 1;
        t_7 = t_22;
        t_8 = t_23;
        acc_3 = t_24;
        i_3 = t_25;
        continue;
    }
    bool t_26 = (t_5 ? 2 : 0) == 0;
    int t_27;
    bool t_28 = false;
    float t_29 = 0.0f;
    float t_30 = 1.0f;
    int t_31 = 0;
    int t_32 = 0;
    for (;;) {
        bool t_33 = t_31 < 4;
        int t_34 = t_33 ? 0 : 2;
        int t_35;
        bool t_36;
        float t_37;
        float t_38;
        int t_39;
        bool t_40;
        float t_41;
        float t_42;
        int t_43;
        if (t_34 == 0) {
            float t_44 = t_30 * p;
            bool t_45 = t_44 > 10.0f;
            int t_46 = t_45 ? 2 : 0;
            bool t_47 = t_46 == 0;
            int t_48 = t_47 ? 1 : t_46;
            bool t_49 = t_47 ? (t_45 ? false : t_28) : false;
            float t_50 = t_47 ? (t_45 ? 0.0f : t_29) : 0.0f;
            float t_51 = t_47 ? t_44 : 0.0f;
            int t_52 = t_47 ? t_31 + 1 : 0;
            bool t_53 = t_47 ? false : t_45;
            float t_54 = t_47 ? 0.0f : t_45 ? t_44 + p : 0.0f;
            float t_55 = t_47 ? 0.0f : t_45 ? t_44 : 0.0f;
            int t_56 = t_47 ? 0 : t_45 ? t_31 : 0;
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
            int t_57 = t_34;
            bool t_58 = false;
            float t_59 = 0.0f;
            float t_60 = 0.0f;
            int t_61 = 0;
            bool t_62 = t_33 ? false : t_28;
            float t_63 = t_33 ? 0.0f : t_29;
            float t_64 = t_33 ? 0.0f : t_30;
            int t_65 = t_33 ? 0 : t_31;
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
        int t_66 = t_32 + 1;
        if (t_35 == 2) {
            t_27 = t_66;
            break;
        }
        bool t_67 = t_36;
        float t_68 = t_37;
        float t_69 = t_38;
        int t_70 = t_39;
        int t_71 = t_66;
        t_28 = t_67;
        t_29 = t_68;
        t_30 = t_69;
        t_31 = t_70;
        t_32 = t_71;
        continue;
    }
    int t_72 = t_27 - 1;
    float t_73;
    float t_74;
    float t_75;
    int t_76 = t_72;
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
        int t_86;
        bool t_87 = false;
        float t_88 = 0.0f;
        float t_89 = 1.0f;
        int t_90 = 0;
        int t_91 = 0;
        for (;;) {
            if (t_91 == t_76) {
                bool t_92 = t_87;
                float t_93 = t_88;
                float t_94 = t_89;
                int t_95 = t_90;
                t_83 = t_92;
                t_84 = t_93;
                t_85 = t_94;
                t_86 = t_95;
                break;
            }
            bool t_96 = t_90 < 4;
            int t_97 = t_96 ? 0 : 2;
            int t_98;
            bool t_99;
            float t_100;
            float t_101;
            int t_102;
            bool t_103;
            float t_104;
            float t_105;
            int t_106;
            if (t_97 == 0) {
                float t_107 = t_89 * p;
                bool t_108 = t_107 > 10.0f;
                int t_109 = t_108 ? 2 : 0;
                bool t_110 = t_109 == 0;
                int t_111 = t_110 ? 1 : t_109;
                bool t_112 = t_110 ? (t_108 ? false : t_87) : false;
                float t_113 = t_110 ? (t_108 ? 0.0f : t_88) : 0.0f;
                float t_114 = t_110 ? t_107 : 0.0f;
                int t_115 = t_110 ? t_90 + 1 : 0;
                bool t_116 = t_110 ? false : t_108;
                float t_117 = t_110 ? 0.0f : t_108 ? t_107 + p : 0.0f;
                float t_118 = t_110 ? 0.0f : t_108 ? t_107 : 0.0f;
                int t_119 = t_110 ? 0 : t_108 ? t_90 : 0;
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
                int t_120 = t_97;
                bool t_121 = false;
                float t_122 = 0.0f;
                float t_123 = 0.0f;
                int t_124 = 0;
                bool t_125 = t_96 ? false : t_87;
                float t_126 = t_96 ? 0.0f : t_88;
                float t_127 = t_96 ? 0.0f : t_89;
                int t_128 = t_96 ? 0 : t_90;
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
                int t_132 = t_90;
                t_83 = t_129;
                t_84 = t_130;
                t_85 = t_131;
                t_86 = t_132;
                break;
            }
            bool t_133 = t_99;
            float t_134 = t_100;
            float t_135 = t_101;
            int t_136 = t_102;
            int t_137 = t_91 + 1;
            t_87 = t_133;
            t_88 = t_134;
            t_89 = t_135;
            t_90 = t_136;
            t_91 = t_137;
            continue;
        }
        bool t_138 = t_86 < 4;
        bool t_139 = t_76 == t_72;
        float t_140 = t_139 ? (t_5 ? (t_26 ? 0.0f : p_1) : 0.0f) : 0.0f;
        float t_141 = t_139 ? (t_26 ? p_1 : 0.0f) : 0.0f;
        float t_142;
        float t_143;
        float t_144;
        float t_145;
        float t_146;
        float t_147;
        float t_148;
        if ((t_138 ? 0 : 2) == 0) {
            bool t_149 = t_85 * p > 10.0f;
            bool t_150 = (t_149 ? 2 : 0) == 0;
            float t_151 = t_150 ? 0.0f : t_140;
            float t_152 = (t_150 ? t_78 : 0.0f) + (t_149 ? (t_150 ? 0.0f : t_141) + t_151 : 0.0f);
            float t_153 = p * t_152;
            float t_154 = (t_149 ? t_151 : 0.0f) + t_85 * t_152;
            float t_155 = t_149 ? 0.0f : t_150 ? t_77 : 0.0f;
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
        int t_167 = t_76 - 1;
        float t_168 = t_144 + (t_138 ? 0.0f : t_147);
        float t_169 = t_142 + (t_138 ? 0.0f : t_148);
        float t_170 = t_79 + t_143;
        t_76 = t_167;
        t_77 = t_168;
        t_78 = t_169;
        t_79 = t_170;
        continue;
    }
    powUntil_bwd_Grads t_171 = {t_75};
    return t_171;
}
float nested(float x_1, int p_2) {
    int i_4;
    int i_5 = 0;
    for (;;) {
        if (i_5 < 3) {
        } else {
            i_4 = i_5;
            break;
        }
        int j;
        int j_1 = 0;
        for (;;) {
            if (j_1 < 3) {
            } else {
                j = j_1;
                break;
            }
            if (p_2 == 0 ? j_1 == 1 : false) {
                return x_1 * x_1 * (float)(i_5 + 1);
            }
            switch (p_2) {
            case 1:
            {
                return x_1 * (float)(i_5 + j_1 + 2);
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
nested_bwd_Grads nested_bwd(float p_3, int p_4, float p_5) {
    bool t_172;
    float t_173;
    int i_6;
    bool t_174 = false;
    float t_175 = 0.0f;
    int i_7 = 0;
    for (;;) {
        if (i_7 < 3) {
        } else {
            bool t_176 = t_174;
            float t_177 = t_175;
            int t_178 = i_7;
            t_172 = t_176;
            t_173 = t_177;
            i_6 = t_178;
            break;
        }
        bool t_179;
        float t_180;
        int j_2;
        bool t_181 = t_174;
        float t_182 = t_175;
        int j_3 = 0;
        for (;;) {
            if (j_3 < 3) {
            } else {
                bool t_183 = t_181;
                float t_184 = t_182;
                int t_185 = j_3;
                t_179 = t_183;
                t_180 = t_184;
                j_2 = t_185;
                break;
            }
            bool t_186;
            float t_187;
            if (p_4 == 0 ? j_3 == 1 : false) {
                bool t_188 = true;
                float t_189 = p_3 * p_3 * (float)(i_7 + 1);
                int t_190 = j_3;
                t_179 = t_188;
                t_180 = t_189;
                j_2 = t_190;
                break;
            } else {
                bool t_191 = t_181;
                float t_192 = t_182;
                t_186 = t_191;
                t_187 = t_192;
            }
            bool t_193;
            float t_194;
            switch (p_4) {
            case 1:
            {
                bool t_195 = true;
                float t_196 = p_3 * (float)(i_7 + j_3 + 2);
                t_193 = t_195;
                t_194 = t_196;
                break;
            }
            default: {
                bool t_197 = t_186;
                float t_198 = t_187;
                t_193 = t_197;
                t_194 = t_198;
                break;
            }
            }
            bool t_199;
            float t_200;
            if (t_193) {
                bool t_201 = true;
                float t_202 = t_194;
                int t_203 = j_3;
                t_179 = t_201;
                t_180 = t_202;
                j_2 = t_203;
                break;
            } else {
                bool t_204 = t_193;
                float t_205 = t_194;
                t_199 = t_204;
                t_200 = t_205;
            }
            bool t_206 = t_199;
            float t_207 = t_200;
            int t_208 = j_3 + 1;
            t_181 = t_206;
            t_182 = t_207;
            j_3 = t_208;
            continue;
        }
        bool t_209;
        float t_210;
        if (t_179) {
            bool t_211 = true;
            float t_212 = t_180;
            int t_213 = i_7;
            t_172 = t_211;
            t_173 = t_212;
            i_6 = t_213;
            break;
        } else {
            bool t_214 = t_179;
            float t_215 = t_180;
            t_209 = t_214;
            t_210 = t_215;
        }
        bool t_216 = t_209;
        float t_217 = t_210;
        int t_218 = i_7 + 1;
        t_174 = t_216;
        t_175 = t_217;
        i_7 = t_218;
        continue;
    }
    bool t_219 = (t_172 ? 2 : 0) == 0;
    int t_220;
    bool t_221 = false;
    float t_222 = 0.0f;
    int t_223 = 0;
    int t_224 = 0;
    for (;;) {
        bool t_225 = t_223 < 3;
        int t_226 = t_225 ? 0 : 2;
        int t_227;
        bool t_228;
        float t_229;
        int t_230;
        bool t_231;
        float t_232;
        int t_233;
        if (t_226 == 0) {
            bool t_234;
            float t_235;
            int j_4;
            bool t_236 = t_221;
            float t_237 = t_222;
            int j_5 = 0;
            for (;;) {
                if (j_5 < 3) {
                } else {
                    bool t_238 = t_236;
                    float t_239 = t_237;
                    int t_240 = j_5;
                    t_234 = t_238;
                    t_235 = t_239;
                    j_4 = t_240;
                    break;
                }
                bool t_241;
                float t_242;
                if (p_4 == 0 ? j_5 == 1 : false) {
                    bool t_243 = true;
                    float t_244 = p_3 * p_3 * (float)(t_223 + 1);
                    int t_245 = j_5;
                    t_234 = t_243;
                    t_235 = t_244;
                    j_4 = t_245;
                    break;
                } else {
                    bool t_246 = t_236;
                    float t_247 = t_237;
                    t_241 = t_246;
                    t_242 = t_247;
                }
                bool t_248;
                float t_249;
                switch (p_4) {
                case 1:
                {
                    bool t_250 = true;
                    float t_251 = p_3 * (float)(t_223 + j_5 + 2);
                    t_248 = t_250;
                    t_249 = t_251;
                    break;
                }
                default: {
                    bool t_252 = t_241;
                    float t_253 = t_242;
                    t_248 = t_252;
                    t_249 = t_253;
                    break;
                }
                }
                bool t_254;
                float t_255;
                if (t_248) {
                    bool t_256 = true;
                    float t_257 = t_249;
                    int t_258 = j_5;
                    t_234 = t_256;
                    t_235 = t_257;
                    j_4 = t_258;
                    break;
                } else {
                    bool t_259 = t_248;
                    float t_260 = t_249;
                    t_254 = t_259;
                    t_255 = t_260;
                }
                bool t_261 = t_254;
                float t_262 = t_255;
                int t_263 = j_5 + 1;
                t_236 = t_261;
                t_237 = t_262;
                j_5 = t_263;
                continue;
            }
            int t_264 = t_234 ? 2 : 0;
            bool t_265 = t_264 == 0;
            int t_266 = t_265 ? 1 : t_264;
            bool t_267 = t_265 ? (t_234 ? false : t_234) : false;
            float t_268 = t_265 ? (t_234 ? 0.0f : t_235) : 0.0f;
            int t_269 = t_265 ? t_223 + 1 : 0;
            bool t_270 = t_265 ? false : t_234;
            float t_271 = t_265 ? 0.0f : t_234 ? t_235 : 0.0f;
            int t_272 = t_265 ? 0 : t_234 ? t_223 : 0;
            t_227 = t_266;
            t_228 = t_267;
            t_229 = t_268;
            t_230 = t_269;
            t_231 = t_270;
            t_232 = t_271;
            t_233 = t_272;
        } else {
            int t_273 = t_226;
            bool t_274 = false;
            float t_275 = 0.0f;
            int t_276 = 0;
            bool t_277 = t_225 ? false : t_221;
            float t_278 = t_225 ? 0.0f : t_222;
            int t_279 = t_225 ? 0 : t_223;
            t_227 = t_273;
            t_228 = t_274;
            t_229 = t_275;
            t_230 = t_276;
            t_231 = t_277;
            t_232 = t_278;
            t_233 = t_279;
        }
        int t_280 = t_224 + 1;
        if (t_227 == 2) {
            t_220 = t_280;
            break;
        }
        bool t_281 = t_228;
        float t_282 = t_229;
        int t_283 = t_230;
        int t_284 = t_280;
        t_221 = t_281;
        t_222 = t_282;
        t_223 = t_283;
        t_224 = t_284;
        continue;
    }
    int t_285 = t_220 - 1;
    float t_286;
    float t_287;
    int t_288 = t_285;
    float t_289 = 0.0f;
    float t_290 = 0.0f;
    for (;;) {
        if (t_288 < 0) {
            float t_291 = t_289;
            float t_292 = t_290;
            t_286 = t_291;
            t_287 = t_292;
            break;
        }
        bool t_293;
        float t_294;
        int t_295;
        bool t_296 = false;
        float t_297 = 0.0f;
        int t_298 = 0;
        int t_299 = 0;
        for (;;) {
            if (t_299 == t_288) {
                bool t_300 = t_296;
                float t_301 = t_297;
                int t_302 = t_298;
                t_293 = t_300;
                t_294 = t_301;
                t_295 = t_302;
                break;
            }
            bool t_303 = t_298 < 3;
            int t_304 = t_303 ? 0 : 2;
            int t_305;
            bool t_306;
            float t_307;
            int t_308;
            bool t_309;
            float t_310;
            int t_311;
            if (t_304 == 0) {
                bool t_312;
                float t_313;
                int j_6;
                bool t_314 = t_296;
                float t_315 = t_297;
                int j_7 = 0;
                for (;;) {
                    if (j_7 < 3) {
                    } else {
                        bool t_316 = t_314;
                        float t_317 = t_315;
                        int t_318 = j_7;
                        t_312 = t_316;
                        t_313 = t_317;
                        j_6 = t_318;
                        break;
                    }
                    bool t_319;
                    float t_320;
                    if (p_4 == 0 ? j_7 == 1 : false) {
                        bool t_321 = true;
                        float t_322 = p_3 * p_3 * (float)(t_298 + 1);
                        int t_323 = j_7;
                        t_312 = t_321;
                        t_313 = t_322;
                        j_6 = t_323;
                        break;
                    } else {
                        bool t_324 = t_314;
                        float t_325 = t_315;
                        t_319 = t_324;
                        t_320 = t_325;
                    }
                    bool t_326;
                    float t_327;
                    switch (p_4) {
                    case 1:
                    {
                        bool t_328 = true;
                        float t_329 = p_3 * (float)(t_298 + j_7 + 2);
                        t_326 = t_328;
                        t_327 = t_329;
                        break;
                    }
                    default: {
                        bool t_330 = t_319;
                        float t_331 = t_320;
                        t_326 = t_330;
                        t_327 = t_331;
                        break;
                    }
                    }
                    bool t_332;
                    float t_333;
                    if (t_326) {
                        bool t_334 = true;
                        float t_335 = t_327;
                        int t_336 = j_7;
                        t_312 = t_334;
                        t_313 = t_335;
                        j_6 = t_336;
                        break;
                    } else {
                        bool t_337 = t_326;
                        float t_338 = t_327;
                        t_332 = t_337;
                        t_333 = t_338;
                    }
                    bool t_339 = t_332;
                    float t_340 = t_333;
                    int t_341 = j_7 + 1;
                    t_314 = t_339;
                    t_315 = t_340;
                    j_7 = t_341;
                    continue;
                }
                int t_342 = t_312 ? 2 : 0;
                bool t_343 = t_342 == 0;
                int t_344 = t_343 ? 1 : t_342;
                bool t_345 = t_343 ? (t_312 ? false : t_312) : false;
                float t_346 = t_343 ? (t_312 ? 0.0f : t_313) : 0.0f;
                int t_347 = t_343 ? t_298 + 1 : 0;
                bool t_348 = t_343 ? false : t_312;
                float t_349 = t_343 ? 0.0f : t_312 ? t_313 : 0.0f;
                int t_350 = t_343 ? 0 : t_312 ? t_298 : 0;
                t_305 = t_344;
                t_306 = t_345;
                t_307 = t_346;
                t_308 = t_347;
                t_309 = t_348;
                t_310 = t_349;
                t_311 = t_350;
            } else {
                int t_351 = t_304;
                bool t_352 = false;
                float t_353 = 0.0f;
                int t_354 = 0;
                bool t_355 = t_303 ? false : t_296;
                float t_356 = t_303 ? 0.0f : t_297;
                int t_357 = t_303 ? 0 : t_298;
                t_305 = t_351;
                t_306 = t_352;
                t_307 = t_353;
                t_308 = t_354;
                t_309 = t_355;
                t_310 = t_356;
                t_311 = t_357;
            }
            if (t_305 == 2) {
                bool t_358 = t_296;
                float t_359 = t_297;
                int t_360 = t_298;
                t_293 = t_358;
                t_294 = t_359;
                t_295 = t_360;
                break;
            }
            bool t_361 = t_306;
            float t_362 = t_307;
            int t_363 = t_308;
            int t_364 = t_299 + 1;
            t_296 = t_361;
            t_297 = t_362;
            t_298 = t_363;
            t_299 = t_364;
            continue;
        }
        bool t_365 = t_295 < 3;
        int t_366 = t_365 ? 0 : 2;
        bool t_367 = t_366 == 0;
        int t_368;
        bool t_369;
        float t_370;
        int t_371;
        bool t_372;
        float t_373;
        int t_374;
        if (t_367) {
            bool t_375;
            float t_376;
            int j_8;
            bool t_377 = t_293;
            float t_378 = t_294;
            int j_9 = 0;
            for (;;) {
                if (j_9 < 3) {
                } else {
                    bool t_379 = t_377;
                    float t_380 = t_378;
                    int t_381 = j_9;
                    t_375 = t_379;
                    t_376 = t_380;
                    j_8 = t_381;
                    break;
                }
                bool t_382;
                float t_383;
                if (p_4 == 0 ? j_9 == 1 : false) {
                    bool t_384 = true;
                    float t_385 = p_3 * p_3 * (float)(t_295 + 1);
                    int t_386 = j_9;
                    t_375 = t_384;
                    t_376 = t_385;
                    j_8 = t_386;
                    break;
                } else {
                    bool t_387 = t_377;
                    float t_388 = t_378;
                    t_382 = t_387;
                    t_383 = t_388;
                }
                bool t_389;
                float t_390;
                switch (p_4) {
                case 1:
                {
                    bool t_391 = true;
                    float t_392 = p_3 * (float)(t_295 + j_9 + 2);
                    t_389 = t_391;
                    t_390 = t_392;
                    break;
                }
                default: {
                    bool t_393 = t_382;
                    float t_394 = t_383;
                    t_389 = t_393;
                    t_390 = t_394;
                    break;
                }
                }
                bool t_395;
                float t_396;
                if (t_389) {
                    bool t_397 = true;
                    float t_398 = t_390;
                    int t_399 = j_9;
                    t_375 = t_397;
                    t_376 = t_398;
                    j_8 = t_399;
                    break;
                } else {
                    bool t_400 = t_389;
                    float t_401 = t_390;
                    t_395 = t_400;
                    t_396 = t_401;
                }
                bool t_402 = t_395;
                float t_403 = t_396;
                int t_404 = j_9 + 1;
                t_377 = t_402;
                t_378 = t_403;
                j_9 = t_404;
                continue;
            }
            int t_405 = t_375 ? 2 : 0;
            bool t_406 = t_405 == 0;
            int t_407 = t_406 ? 1 : t_405;
            bool t_408 = t_406 ? (t_375 ? false : t_375) : false;
            float t_409 = t_406 ? (t_375 ? 0.0f : t_376) : 0.0f;
            int t_410 = t_406 ? t_295 + 1 : 0;
            bool t_411 = t_406 ? false : t_375;
            float t_412 = t_406 ? 0.0f : t_375 ? t_376 : 0.0f;
            int t_413 = t_406 ? 0 : t_375 ? t_295 : 0;
            t_368 = t_407;
            t_369 = t_408;
            t_370 = t_409;
            t_371 = t_410;
            t_372 = t_411;
            t_373 = t_412;
            t_374 = t_413;
        } else {
            int t_414 = t_366;
            bool t_415 = false;
            float t_416 = 0.0f;
            int t_417 = 0;
            bool t_418 = t_365 ? false : t_293;
            float t_419 = t_365 ? 0.0f : t_294;
            int t_420 = t_365 ? 0 : t_295;
            t_368 = t_414;
            t_369 = t_415;
            t_370 = t_416;
            t_371 = t_417;
            t_372 = t_418;
            t_373 = t_419;
            t_374 = t_420;
        }
        float t_421 = t_288 == t_285 ? (t_172 ? (t_219 ? 0.0f : p_5) : 0.0f) : 0.0f;
        float t_422;
        float t_423;
        float t_424;
        float t_425;
        if (t_367) {
            bool t_426;
            float t_427;
            int j_10;
            bool t_428 = t_293;
            float t_429 = t_294;
            int j_11 = 0;
            for (;;) {
                if (j_11 < 3) {
                } else {
                    bool t_430 = t_428;
                    float t_431 = t_429;
                    int t_432 = j_11;
                    t_426 = t_430;
                    t_427 = t_431;
                    j_10 = t_432;
                    break;
                }
                bool t_433;
                float t_434;
                if (p_4 == 0 ? j_11 == 1 : false) {
                    bool t_435 = true;
                    float t_436 = p_3 * p_3 * (float)(t_295 + 1);
                    int t_437 = j_11;
                    t_426 = t_435;
                    t_427 = t_436;
                    j_10 = t_437;
                    break;
                } else {
                    bool t_438 = t_428;
                    float t_439 = t_429;
                    t_433 = t_438;
                    t_434 = t_439;
                }
                bool t_440;
                float t_441;
                switch (p_4) {
                case 1:
                {
                    bool t_442 = true;
                    float t_443 = p_3 * (float)(t_295 + j_11 + 2);
                    t_440 = t_442;
                    t_441 = t_443;
                    break;
                }
                default: {
                    bool t_444 = t_433;
                    float t_445 = t_434;
                    t_440 = t_444;
                    t_441 = t_445;
                    break;
                }
                }
                bool t_446;
                float t_447;
                if (t_440) {
                    bool t_448 = true;
                    float t_449 = t_441;
                    int t_450 = j_11;
                    t_426 = t_448;
                    t_427 = t_449;
                    j_10 = t_450;
                    break;
                } else {
                    bool t_451 = t_440;
                    float t_452 = t_441;
                    t_446 = t_451;
                    t_447 = t_452;
                }
                bool t_453 = t_446;
                float t_454 = t_447;
                int t_455 = j_11 + 1;
                t_428 = t_453;
                t_429 = t_454;
                j_11 = t_455;
                continue;
            }
            bool t_456 = (t_426 ? 2 : 0) == 0;
            int t_457;
            bool t_458 = t_293;
            float t_459 = t_294;
            int t_460 = 0;
            int t_461 = 0;
            for (;;) {
                bool t_462 = t_460 < 3;
                int t_463 = t_462 ? 0 : 2;
                int t_464;
                bool t_465;
                float t_466;
                int t_467;
                bool t_468;
                float t_469;
                int t_470;
                if (t_463 == 0) {
                    bool t_471;
                    float t_472;
                    int t_473;
                    bool t_474;
                    float t_475;
                    int t_476;
                    bool t_477;
                    float t_478;
                    int t_479;
                    if (p_4 == 0 ? t_460 == 1 : false) {
                        bool t_480 = false;
                        float t_481 = 0.0f;
                        int t_482 = 2;
                        bool t_483 = false;
                        float t_484 = 0.0f;
                        int t_485 = 0;
                        bool t_486 = true;
                        float t_487 = p_3 * p_3 * (float)(t_295 + 1);
                        int t_488 = t_460;
                        t_471 = t_480;
                        t_472 = t_481;
                        t_473 = t_482;
                        t_474 = t_483;
                        t_475 = t_484;
                        t_476 = t_485;
                        t_477 = t_486;
                        t_478 = t_487;
                        t_479 = t_488;
                    } else {
                        bool t_489 = t_458;
                        float t_490 = t_459;
                        int t_491 = 0;
                        bool t_492 = false;
                        float t_493 = 0.0f;
                        int t_494 = 0;
                        bool t_495 = false;
                        float t_496 = 0.0f;
                        int t_497 = 0;
                        t_471 = t_489;
                        t_472 = t_490;
                        t_473 = t_491;
                        t_474 = t_492;
                        t_475 = t_493;
                        t_476 = t_494;
                        t_477 = t_495;
                        t_478 = t_496;
                        t_479 = t_497;
                    }
                    int t_498;
                    bool t_499;
                    float t_500;
                    int t_501;
                    bool t_502;
                    float t_503;
                    int t_504;
                    if (t_473 == 0) {
                        bool t_505;
                        float t_506;
                        switch (p_4) {
                        case 1:
                        {
                            bool t_507 = true;
                            float t_508 = p_3 * (float)(t_295 + t_460 + 2);
                            t_505 = t_507;
                            t_506 = t_508;
                            break;
                        }
                        default: {
                            bool t_509 = t_471;
                            float t_510 = t_472;
                            t_505 = t_509;
                            t_506 = t_510;
                            break;
                        }
                        }
                        int t_511 = t_505 ? 2 : 0;
                        bool t_512 = t_511 == 0;
                        int t_513 = t_512 ? 1 : t_511;
                        bool t_514 = t_512 ? (t_505 ? false : t_505) : false;
                        float t_515 = t_512 ? (t_505 ? 0.0f : t_506) : 0.0f;
                        int t_516 = t_512 ? t_460 + 1 : 0;
                        bool t_517 = t_512 ? false : t_505;
                        float t_518 = t_512 ? 0.0f : t_505 ? t_506 : 0.0f;
                        int t_519 = t_512 ? 0 : t_505 ? t_460 : 0;
                        t_498 = t_513;
                        t_499 = t_514;
                        t_500 = t_515;
                        t_501 = t_516;
                        t_502 = t_517;
                        t_503 = t_518;
                        t_504 = t_519;
                    } else {
                        int t_520 = t_473;
                        bool t_521 = t_474;
                        float t_522 = t_475;
                        int t_523 = t_476;
                        bool t_524 = t_477;
                        float t_525 = t_478;
                        int t_526 = t_479;
                        t_498 = t_520;
                        t_499 = t_521;
                        t_500 = t_522;
                        t_501 = t_523;
                        t_502 = t_524;
                        t_503 = t_525;
                        t_504 = t_526;
                    }
                    int t_527 = t_498;
                    bool t_528 = t_499;
                    float t_529 = t_500;
                    int t_530 = t_501;
                    bool t_531 = t_502;
                    float t_532 = t_503;
                    int t_533 = t_504;
                    t_464 = t_527;
                    t_465 = t_528;
                    t_466 = t_529;
                    t_467 = t_530;
                    t_468 = t_531;
                    t_469 = t_532;
                    t_470 = t_533;
                } else {
                    int t_534 = t_463;
                    bool t_535 = false;
                    float t_536 = 0.0f;
                    int t_537 = 0;
                    bool t_538 = t_462 ? false : t_458;
                    float t_539 = t_462 ? 0.0f : t_459;
                    int t_540 = t_462 ? 0 : t_460;
                    t_464 = t_534;
                    t_465 = t_535;
                    t_466 = t_536;
                    t_467 = t_537;
                    t_468 = t_538;
                    t_469 = t_539;
                    t_470 = t_540;
                }
                int t_541 = t_461 + 1;
                if (t_464 == 2) {
                    t_457 = t_541;
                    break;
                }
                bool t_542 = t_465;
                float t_543 = t_466;
                int t_544 = t_467;
                int t_545 = t_541;
                t_458 = t_542;
                t_459 = t_543;
                t_460 = t_544;
                t_461 = t_545;
                continue;
            }
            int t_546 = t_457 - 1;
            float t_547;
            float t_548;
            int t_549 = t_546;
            float t_550 = 0.0f;
            float t_551 = 0.0f;
            for (;;) {
                if (t_549 < 0) {
                    float t_552 = t_550;
                    float t_553 = t_551;
                    t_547 = t_552;
                    t_548 = t_553;
                    break;
                }
                bool t_554;
                float t_555;
                int t_556;
                bool t_557 = t_293;
                float t_558 = t_294;
                int t_559 = 0;
                int t_560 = 0;
                for (;;) {
                    if (t_560 == t_549) {
                        bool t_561 = t_557;
                        float t_562 = t_558;
                        int t_563 = t_559;
                        t_554 = t_561;
                        t_555 = t_562;
                        t_556 = t_563;
                        break;
                    }
                    bool t_564 = t_559 < 3;
                    int t_565 = t_564 ? 0 : 2;
                    int t_566;
                    bool t_567;
                    float t_568;
                    int t_569;
                    bool t_570;
                    float t_571;
                    int t_572;
                    if (t_565 == 0) {
                        bool t_573;
                        float t_574;
                        int t_575;
                        bool t_576;
                        float t_577;
                        int t_578;
                        bool t_579;
                        float t_580;
                        int t_581;
                        if (p_4 == 0 ? t_559 == 1 : false) {
                            bool t_582 = false;
                            float t_583 = 0.0f;
                            int t_584 = 2;
                            bool t_585 = false;
                            float t_586 = 0.0f;
                            int t_587 = 0;
                            bool t_588 = true;
                            float t_589 = p_3 * p_3 * (float)(t_295 + 1);
                            int t_590 = t_559;
                            t_573 = t_582;
                            t_574 = t_583;
                            t_575 = t_584;
                            t_576 = t_585;
                            t_577 = t_586;
                            t_578 = t_587;
                            t_579 = t_588;
                            t_580 = t_589;
                            t_581 = t_590;
                        } else {
                            bool t_591 = t_557;
                            float t_592 = t_558;
                            int t_593 = 0;
                            bool t_594 = false;
                            float t_595 = 0.0f;
                            int t_596 = 0;
                            bool t_597 = false;
                            float t_598 = 0.0f;
                            int t_599 = 0;
                            t_573 = t_591;
                            t_574 = t_592;
                            t_575 = t_593;
                            t_576 = t_594;
                            t_577 = t_595;
                            t_578 = t_596;
                            t_579 = t_597;
                            t_580 = t_598;
                            t_581 = t_599;
                        }
                        int t_600;
                        bool t_601;
                        float t_602;
                        int t_603;
                        bool t_604;
                        float t_605;
                        int t_606;
                        if (t_575 == 0) {
                            bool t_607;
                            float t_608;
                            switch (p_4) {
                            case 1:
                            {
                                bool t_609 = true;
                                float t_610 = p_3 * (float)(t_295 + t_559 + 2);
                                t_607 = t_609;
                                t_608 = t_610;
                                break;
                            }
                            default: {
                                bool t_611 = t_573;
                                float t_612 = t_574;
                                t_607 = t_611;
                                t_608 = t_612;
                                break;
                            }
                            }
                            int t_613 = t_607 ? 2 : 0;
                            bool t_614 = t_613 == 0;
                            int t_615 = t_614 ? 1 : t_613;
                            bool t_616 = t_614 ? (t_607 ? false : t_607) : false;
                            float t_617 = t_614 ? (t_607 ? 0.0f : t_608) : 0.0f;
                            int t_618 = t_614 ? t_559 + 1 : 0;
                            bool t_619 = t_614 ? false : t_607;
                            float t_620 = t_614 ? 0.0f : t_607 ? t_608 : 0.0f;
                            int t_621 = t_614 ? 0 : t_607 ? t_559 : 0;
                            t_600 = t_615;
                            t_601 = t_616;
                            t_602 = t_617;
                            t_603 = t_618;
                            t_604 = t_619;
                            t_605 = t_620;
                            t_606 = t_621;
                        } else {
                            int t_622 = t_575;
                            bool t_623 = t_576;
                            float t_624 = t_577;
                            int t_625 = t_578;
                            bool t_626 = t_579;
                            float t_627 = t_580;
                            int t_628 = t_581;
                            t_600 = t_622;
                            t_601 = t_623;
                            t_602 = t_624;
                            t_603 = t_625;
                            t_604 = t_626;
                            t_605 = t_627;
                            t_606 = t_628;
                        }
                        int t_629 = t_600;
                        bool t_630 = t_601;
                        float t_631 = t_602;
                        int t_632 = t_603;
                        bool t_633 = t_604;
                        float t_634 = t_605;
                        int t_635 = t_606;
                        t_566 = t_629;
                        t_567 = t_630;
                        t_568 = t_631;
                        t_569 = t_632;
                        t_570 = t_633;
                        t_571 = t_634;
                        t_572 = t_635;
                    } else {
                        int t_636 = t_565;
                        bool t_637 = false;
                        float t_638 = 0.0f;
                        int t_639 = 0;
                        bool t_640 = t_564 ? false : t_557;
                        float t_641 = t_564 ? 0.0f : t_558;
                        int t_642 = t_564 ? 0 : t_559;
                        t_566 = t_636;
                        t_567 = t_637;
                        t_568 = t_638;
                        t_569 = t_639;
                        t_570 = t_640;
                        t_571 = t_641;
                        t_572 = t_642;
                    }
                    if (t_566 == 2) {
                        bool t_643 = t_557;
                        float t_644 = t_558;
                        int t_645 = t_559;
                        t_554 = t_643;
                        t_555 = t_644;
                        t_556 = t_645;
                        break;
                    }
                    bool t_646 = t_567;
                    float t_647 = t_568;
                    int t_648 = t_569;
                    int t_649 = t_560 + 1;
                    t_557 = t_646;
                    t_558 = t_647;
                    t_559 = t_648;
                    t_560 = t_649;
                    continue;
                }
                bool t_650 = t_556 < 3;
                float t_651 = t_549 == t_546 ? (t_426 ? (t_456 ? 0.0f : t_421) : t_456 ? t_289 : 0.0f) : 0.0f;
                float t_652;
                float t_653;
                float t_654;
                float t_655;
                if ((t_650 ? 0 : 2) == 0) {
                    bool t_656 = p_4 == 0 ? t_556 == 1 : false;
                    bool t_657;
                    float t_658;
                    int t_659;
                    bool t_660;
                    float t_661;
                    int t_662;
                    bool t_663;
                    float t_664;
                    int t_665;
                    if (t_656) {
                        bool t_666 = false;
                        float t_667 = 0.0f;
                        int t_668 = 2;
                        bool t_669 = false;
                        float t_670 = 0.0f;
                        int t_671 = 0;
                        bool t_672 = true;
                        float t_673 = p_3 * p_3 * (float)(t_295 + 1);
                        int t_674 = t_556;
                        t_657 = t_666;
                        t_658 = t_667;
                        t_659 = t_668;
                        t_660 = t_669;
                        t_661 = t_670;
                        t_662 = t_671;
                        t_663 = t_672;
                        t_664 = t_673;
                        t_665 = t_674;
                    } else {
                        bool t_675 = t_554;
                        float t_676 = t_555;
                        int t_677 = 0;
                        bool t_678 = false;
                        float t_679 = 0.0f;
                        int t_680 = 0;
                        bool t_681 = false;
                        float t_682 = 0.0f;
                        int t_683 = 0;
                        t_657 = t_675;
                        t_658 = t_676;
                        t_659 = t_677;
                        t_660 = t_678;
                        t_661 = t_679;
                        t_662 = t_680;
                        t_663 = t_681;
                        t_664 = t_682;
                        t_665 = t_683;
                    }
                    float t_684;
                    float t_685;
                    float t_686;
                    float t_687;
                    if (t_659 == 0) {
                        bool t_688;
                        float t_689;
                        switch (p_4) {
                        case 1:
                        {
                            bool t_690 = true;
                            float t_691 = p_3 * (float)(t_295 + t_556 + 2);
                            t_688 = t_690;
                            t_689 = t_691;
                            break;
                        }
                        default: {
                            bool t_692 = t_657;
                            float t_693 = t_658;
                            t_688 = t_692;
                            t_689 = t_693;
                            break;
                        }
                        }
                        bool t_694 = (t_688 ? 2 : 0) == 0;
                        float t_695 = t_688 ? (t_694 ? 0.0f : t_651) : t_694 ? t_550 : 0.0f;
                        float t_696;
                        float t_697;
                        switch (p_4) {
                        case 1:
                        {
                            float t_698 = (float)(t_295 + t_556 + 2) * t_695;
                            float t_699 = 0.0f;
                            t_696 = t_698;
                            t_697 = t_699;
                            break;
                        }
                        default: {
                            float t_700 = 0.0f;
                            float t_701 = t_695;
                            t_696 = t_700;
                            t_697 = t_701;
                            break;
                        }
                        }
                        float t_702 = t_696;
                        float t_703 = t_697;
                        float t_704 = 0.0f;
                        float t_705 = 0.0f;
                        t_684 = t_702;
                        t_685 = t_703;
                        t_686 = t_704;
                        t_687 = t_705;
                    } else {
                        float t_706 = 0.0f;
                        float t_707 = 0.0f;
                        float t_708 = t_550;
                        float t_709 = t_651;
                        t_684 = t_706;
                        t_685 = t_707;
                        t_686 = t_708;
                        t_687 = t_709;
                    }
                    float t_710;
                    float t_711;
                    if (t_656) {
                        float t_712 = p_3 * ((float)(t_295 + 1) * t_687);
                        float t_713 = t_712 + t_712;
                        float t_714 = 0.0f;
                        t_710 = t_713;
                        t_711 = t_714;
                    } else {
                        float t_715 = 0.0f;
                        float t_716 = t_685;
                        t_710 = t_715;
                        t_711 = t_716;
                    }
                    float t_717 = t_684 + t_710;
                    float t_718 = t_711;
                    float t_719 = 0.0f;
                    float t_720 = 0.0f;
                    t_652 = t_717;
                    t_653 = t_718;
                    t_654 = t_719;
                    t_655 = t_720;
                } else {
                    float t_721 = 0.0f;
                    float t_722 = 0.0f;
                    float t_723 = t_550;
                    float t_724 = t_651;
                    t_652 = t_721;
                    t_653 = t_722;
                    t_654 = t_723;
                    t_655 = t_724;
                }
                int t_725 = t_549 - 1;
                float t_726 = t_653 + (t_650 ? 0.0f : t_655);
                float t_727 = t_551 + t_652;
                t_549 = t_725;
                t_550 = t_726;
                t_551 = t_727;
                continue;
            }
            float t_728 = t_547;
            float t_729 = t_548;
            float t_730 = 0.0f;
            float t_731 = 0.0f;
            t_422 = t_728;
            t_423 = t_729;
            t_424 = t_730;
            t_425 = t_731;
        } else {
            float t_732 = 0.0f;
            float t_733 = 0.0f;
            float t_734 = t_289;
            float t_735 = t_421;
            t_422 = t_732;
            t_423 = t_733;
            t_424 = t_734;
            t_425 = t_735;
        }
        int t_736 = t_288 - 1;
        float t_737 = t_422 + (t_365 ? 0.0f : t_425);
        float t_738 = t_290 + t_423;
        t_288 = t_736;
        t_289 = t_737;
        t_290 = t_738;
        continue;
    }
    nested_bwd_Grads t_739 = {(t_219 ? -p_5 : 0.0f) + t_287};
    return t_739;
}
void computeMain_1() {
    powUntil_bwd_Grads t_740 = powUntil_bwd(3.0f, 1.0f);
    outputBuffer[0u] = t_740.f0;
    powUntil_bwd_Grads t_741 = powUntil_bwd(1.5f, 1.0f);
    outputBuffer[1u] = t_741.f0;
    nested_bwd_Grads t_742 = nested_bwd(3.0f, 0, 1.0f);
    outputBuffer[2u] = t_742.f0;
    nested_bwd_Grads t_743 = nested_bwd(3.0f, 1, 1.0f);
    outputBuffer[3u] = t_743.f0;
    nested_bwd_Grads t_744 = nested_bwd(3.0f, 2, 0.5f);
    outputBuffer[4u] = t_744.f0;
    float t_745 = powUntil(3.0f);
    powUntil_bwd_Grads t_746 = powUntil_bwd(3.0f, 2.0f);
    outputBuffer[5u] = t_746.f0;
    float t_747 = powUntil(3.0f);
    outputBuffer[6u] = t_747;
    float t_748 = nested(3.0f, 0);
    outputBuffer[7u] = t_748;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
