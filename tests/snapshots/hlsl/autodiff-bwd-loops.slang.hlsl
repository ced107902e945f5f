struct cube3_bwd_Grads
{
    float f0;
};
struct capped_bwd_Grads
{
    float f0;
};
struct halve_bwd_Grads
{
    float f0;
};
struct grid_bwd_Grads
{
    float f0;
};
struct branchy_bwd_Grads
{
    float f0;
};
struct picked_bwd_Grads
{
    float f0;
};
struct reset_bwd_Grads
{
    float f0;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
cube3_bwd_Grads cube3_bwd(float p, float p_1);
capped_bwd_Grads capped_bwd(float p_2, float p_3);
halve_bwd_Grads halve_bwd(float p_4, int p_5, float p_6);
grid_bwd_Grads grid_bwd(float p_7, float p_8);
branchy_bwd_Grads branchy_bwd(float p_9, float p_10);
picked_bwd_Grads picked_bwd(float p_11, int p_12, float p_13);
reset_bwd_Grads reset_bwd(float p_14, float p_15);
float grad1(int p_16, float x);
void computeMain_1();
cube3_bwd_Grads cube3_bwd(float p, float p_1) {
    float t;
    int i;
    float t_1 = p;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_2 = t_1;
            int t_3 = i_1;
            t = t_2;
            i = t_3;
            break;
        }
        float t_4 = t_1 * p;
        int t_5 = i_1 + 1;
        t_1 = t_4;
        i_1 = t_5;
        continue;
    }
    int t_6;
    float t_7 = p;
    int t_8 = 0;
    int t_9 = 0;
    for (;;) {
        int t_10 = t_8 < 3 ? 0 : 2;
        bool t_11 = t_10 == 0;
        int t_12 = t_9 + 1;
        if ((t_11 ? 1 : t_10) == 2) {
            t_6 = t_12;
            break;
        }
        float t_13 = t_11 ? t_7 * p : 0.0f;
        int t_14 = t_11 ? t_8 + 1 : 0;
        int t_15 = t_12;
        t_7 = t_13;
        t_8 = t_14;
        t_9 = t_15;
        continue;
    }
    int t_16 = t_6 - 1;
    float t_17;
    float t_18;
    int t_19 = t_16;
    float t_20 = 0.0f;
    float t_21 = 0.0f;
    for (;;) {
        if (t_19 < 0) {
            float t_22 = t_20;
            float t_23 = t_21;
            t_17 = t_22;
            t_18 = t_23;
            break;
        }
        float t_24;
        int t_25;
        float t_26 = p;
        int t_27 = 0;
        int t_28 = 0;
        for (;;) {
            if (t_28 == t_19) {
                float t_29 = t_26;
                int t_30 = t_27;
                t_24 = t_29;
                t_25 = t_30;
                break;
            }
            int t_31 = t_27 < 3 ? 0 : 2;
            bool t_32 = t_31 == 0;
            if ((t_32 ? 1 : t_31) == 2) {
                float t_33 = t_26;
                int t_34 = t_27;
                t_24 = t_33;
                t_25 = t_34;
                break;
            }
            float t_35 = t_32 ? t_26 * p : 0.0f;
            int t_36 = t_32 ? t_27 + 1 : 0;
            int t_37 = t_28 + 1;
            t_26 = t_35;
            t_27 = t_36;
            t_28 = t_37;
            continue;
        }
        bool t_38 = t_25 < 3;
        bool t_39 = (t_38 ? 0 : 2) == 0;
        int t_40 = t_19 - 1;
        float t_41 = (t_39 ? p * t_20 : 0.0f) + (t_38 ? 0.0f : t_39 ? 0.0f : t_19 == t_16 ? p_1 : 0.0f);
        float t_42 = t_21 + (t_39 ? t_24 * t_20 : 0.0f);
        t_19 = t_40;
        t_20 = t_41;
        t_21 = t_42;
        continue;
    }
    cube3_bwd_Grads t_43 = {t_17 + t_18};
    return t_43;
}
capped_bwd_Grads capped_bwd(float p_2, float p_3) {
    float t_44;
    int i_2;
    float t_45 = p_2;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 5) {
        } else {
            float t_46 = t_45;
            int t_47 = i_3;
            t_44 = t_46;
            i_2 = t_47;
            break;
        }
        if (t_45 > 10.0f) {
            float t_48 = t_45;
            int t_49 = i_3;
            t_44 = t_48;
            i_2 = t_49;
            break;
        }
        float t_50 = t_45 * t_45;
        int t_51 = i_3 + 1;
        t_45 = t_50;
        i_3 = t_51;
        continue;
    }
    int t_52;
    float t_53 = p_2;
    int t_54 = 0;
    int t_55 = 0;
    for (;;) {
        bool t_56 = t_54 < 5;
        int t_57 = t_56 ? 0 : 2;
        int t_58;
        float t_59;
        int t_60;
        float t_61;
        int t_62;
        if (t_57 == 0) {
            bool t_63 = t_53 > 10.0f;
            int t_64 = t_63 ? 2 : 0;
            bool t_65 = t_64 == 0;
            int t_66 = t_65 ? 1 : t_64;
            float t_67 = t_65 ? t_53 * t_53 : 0.0f;
            int t_68 = t_65 ? t_54 + 1 : 0;
            float t_69 = t_65 ? 0.0f : t_63 ? t_53 : 0.0f;
            int t_70 = t_65 ? 0 : t_63 ? t_54 : 0;
            t_58 = t_66;
            t_59 = t_67;
            t_60 = t_68;
            t_61 = t_69;
            t_62 = t_70;
        } else {
            int t_71 = t_57;
            float t_72 = 0.0f;
            int t_73 = 0;
            float t_74 = t_56 ? 0.0f : t_53;
            int t_75 = t_56 ? 0 : t_54;
            t_58 = t_71;
            t_59 = t_72;
            t_60 = t_73;
            t_61 = t_74;
            t_62 = t_75;
        }
        int t_76 = t_55 + 1;
        if (t_58 == 2) {
            t_52 = t_76;
            break;
        }
        float t_77 = t_59;
        int t_78 = t_60;
        int t_79 = t_76;
        t_53 = t_77;
        t_54 = t_78;
        t_55 = t_79;
        continue;
    }
    int t_80 = t_52 - 1;
    float t_81;
    int t_82 = t_80;
    float t_83 = 0.0f;
    for (;;) {
        if (t_82 < 0) {
            t_81 = t_83;
            break;
        }
        float t_84;
        int t_85;
        float t_86 = p_2;
        int t_87 = 0;
        int t_88 = 0;
        for (;;) {
            if (t_88 == t_82) {
                float t_89 = t_86;
                int t_90 = t_87;
                t_84 = t_89;
                t_85 = t_90;
                break;
            }
            bool t_91 = t_87 < 5;
            int t_92 = t_91 ? 0 : 2;
            int t_93;
            float t_94;
            int t_95;
            float t_96;
            int t_97;
            if (t_92 == 0) {
                bool t_98 = t_86 > 10.0f;
                int t_99 = t_98 ? 2 : 0;
                bool t_100 = t_99 == 0;
                int t_101 = t_100 ? 1 : t_99;
                float t_102 = t_100 ? t_86 * t_86 : 0.0f;
                int t_103 = t_100 ? t_87 + 1 : 0;
                float t_104 = t_100 ? 0.0f : t_98 ? t_86 : 0.0f;
                int t_105 = t_100 ? 0 : t_98 ? t_87 : 0;
                t_93 = t_101;
                t_94 = t_102;
                t_95 = t_103;
                t_96 = t_104;
                t_97 = t_105;
            } else {
                int t_106 = t_92;
                float t_107 = 0.0f;
                int t_108 = 0;
                float t_109 = t_91 ? 0.0f : t_86;
                int t_110 = t_91 ? 0 : t_87;
                t_93 = t_106;
                t_94 = t_107;
                t_95 = t_108;
                t_96 = t_109;
                t_97 = t_110;
            }
            if (t_93 == 2) {
                float t_111 = t_86;
                int t_112 = t_87;
                t_84 = t_111;
                t_85 = t_112;
                break;
            }
            float t_113 = t_94;
            int t_114 = t_95;
            int t_115 = t_88 + 1;
            t_86 = t_113;
            t_87 = t_114;
            t_88 = t_115;
            continue;
        }
        bool t_116 = t_85 < 5;
        float t_117 = t_82 == t_80 ? p_3 : 0.0f;
        float t_118;
        float t_119;
        float t_120;
        if ((t_116 ? 0 : 2) == 0) {
            bool t_121 = t_84 > 10.0f;
            bool t_122 = (t_121 ? 2 : 0) == 0;
            float t_123 = t_84 * t_83;
            float t_124 = (t_122 ? t_123 + t_123 : 0.0f) + (t_121 ? (t_122 ? 0.0f : t_117) : 0.0f);
            float t_125 = 0.0f;
            float t_126 = 0.0f;
            t_118 = t_124;
            t_119 = t_125;
            t_120 = t_126;
        } else {
            float t_127 = 0.0f;
            float t_128 = t_83;
            float t_129 = t_117;
            t_118 = t_127;
            t_119 = t_128;
            t_120 = t_129;
        }
        int t_130 = t_82 - 1;
        float t_131 = t_118 + (t_116 ? 0.0f : t_120);
        t_82 = t_130;
        t_83 = t_131;
        continue;
    }
    capped_bwd_Grads t_132 = {t_81};
    return t_132;
}
halve_bwd_Grads halve_bwd(float p_4, int p_5, float p_6) {
    float x_1;
    int n;
    float x_2 = p_4;
    int n_1 = p_5;
    for (;;) {
        if (n_1 > 0) {
        } else {
            float t_133 = x_2;
            int t_134 = n_1;
            x_1 = t_133;
            n = t_134;
            break;
        }
        float t_135 = x_2 * 0.5f + sin(x_2);
        int t_136 = n_1 - 1;
        x_2 = t_135;
        n_1 = t_136;
        continue;
    }
    int t_137;
    float t_138 = p_4;
    int t_139 = p_5;
    int t_140 = 0;
    for (;;) {
        bool t_141 = t_139 > 0;
        int t_142 = t_141 ? 0 : 2;
        int t_143;
        float t_144;
        int t_145;
        float t_146;
        int t_147;
        if (t_142 == 0) {
            int t_148 = 1;
            float t_149 = t_138 * 0.5f + sin(t_138);
            int t_150 = t_139 - 1;
            float t_151 = 0.0f;
            int t_152 = 0;
            t_143 = t_148;
            t_144 = t_149;
            t_145 = t_150;
            t_146 = t_151;
            t_147 = t_152;
        } else {
            int t_153 = t_142;
            float t_154 = 0.0f;
            int t_155 = 0;
            float t_156 = t_141 ? 0.0f : t_138;
            int t_157 = t_141 ? 0 : t_139;
            t_143 = t_153;
            t_144 = t_154;
            t_145 = t_155;
            t_146 = t_156;
            t_147 = t_157;
        }
        int t_158 = t_140 + 1;
        if (t_143 == 2) {
            t_137 = t_158;
            break;
        }
        float t_159 = t_144;
        int t_160 = t_145;
        int t_161 = t_158;
        t_138 = t_159;
        t_139 = t_160;
        t_140 = t_161;
        continue;
    }
    int t_162 = t_137 - 1;
    float t_163;
    int t_164 = t_162;
    float t_165 = 0.0f;
    for (;;) {
        if (t_164 < 0) {
            t_163 = t_165;
            break;
        }
        float t_166;
        int t_167;
        float t_168 = p_4;
        int t_169 = p_5;
        int t_170 = 0;
        for (;;) {
            if (t_170 == t_164) {
                float t_171 = t_168;
                int t_172 = t_169;
                t_166 = t_171;
                t_167 = t_172;
                break;
            }
            bool t_173 = t_169 > 0;
            int t_174 = t_173 ? 0 : 2;
            int t_175;
            float t_176;
            int t_177;
            float t_178;
            int t_179;
            if (t_174 == 0) {
                int t_180 = 1;
                float t_181 = t_168 * 0.5f + sin(t_168);
                int t_182 = t_169 - 1;
                float t_183 = 0.0f;
                int t_184 = 0;
                t_175 = t_180;
                t_176 = t_181;
                t_177 = t_182;
                t_178 = t_183;
                t_179 = t_184;
            } else {
                int t_185 = t_174;
                float t_186 = 0.0f;
                int t_187 = 0;
                float t_188 = t_173 ? 0.0f : t_168;
                int t_189 = t_173 ? 0 : t_169;
                t_175 = t_185;
                t_176 = t_186;
                t_177 = t_187;
                t_178 = t_188;
                t_179 = t_189;
            }
            if (t_175 == 2) {
                float t_190 = t_168;
                int t_191 = t_169;
                t_166 = t_190;
                t_167 = t_191;
                break;
            }
            float t_192 = t_176;
            int t_193 = t_177;
            int t_194 = t_170 + 1;
            t_168 = t_192;
            t_169 = t_193;
            t_170 = t_194;
            continue;
        }
        bool t_195 = t_167 > 0;
        float t_196;
        float t_197;
        float t_198;
        if ((t_195 ? 0 : 2) == 0) {
            float t_199 = cos(t_166) * t_165 + 0.5f * t_165;
            float t_200 = 0.0f;
            float t_201 = 0.0f;
            t_196 = t_199;
            t_197 = t_200;
            t_198 = t_201;
        } else {
            float t_202 = 0.0f;
            float t_203 = t_165;
            float t_204 = t_164 == t_162 ? p_6 : 0.0f;
            t_196 = t_202;
            t_197 = t_203;
            t_198 = t_204;
        }
        int t_205 = t_164 - 1;
        float t_206 = t_196 + (t_195 ? 0.0f : t_198);
        t_164 = t_205;
        t_165 = t_206;
        continue;
    }
    halve_bwd_Grads t_207 = {t_163};
    return t_207;
}
grid_bwd_Grads grid_bwd(float p_7, float p_8) {
    float s;
    int i_4;
    float s_1 = 0.0f;
    int i_5 = 0;
    for (;;) {
        if (i_5 < 2) {
        } else {
            float t_208 = s_1;
            int t_209 = i_5;
            s = t_208;
            i_4 = t_209;
            break;
        }
        float s_2;
        int j;
        float s_3 = s_1;
        int j_1 = 0;
        for (;;) {
            if (j_1 < 3) {
            } else {
                float t_210 = s_3;
                int t_211 = j_1;
                s_2 = t_210;
                j = t_211;
                break;
            }
            float t_212 = s_3 + p_7 * (float)(i_5 + j_1);
            int t_213 = j_1 + 1;
            s_3 = t_212;
            j_1 = t_213;
            continue;
        }
        float t_214 = s_2;
        int t_215 = i_5 + 1;
        s_1 = t_214;
        i_5 = t_215;
        continue;
    }
    int t_216;
    float t_217 = 0.0f;
    int t_218 = 0;
    int t_219 = 0;
    for (;;) {
        bool t_220 = t_218 < 2;
        int t_221 = t_220 ? 0 : 2;
        int t_222;
        float t_223;
        int t_224;
        float t_225;
        int t_226;
        if (t_221 == 0) {
            float s_4;
            int j_2;
            float s_5 = t_217;
            int j_3 = 0;
            for (;;) {
                if (j_3 < 3) {
                } else {
                    float t_227 = s_5;
                    int t_228 = j_3;
                    s_4 = t_227;
                    j_2 = t_228;
                    break;
                }
                float t_229 = s_5 + p_7 * (float)(t_218 + j_3);
                int t_230 = j_3 + 1;
                s_5 = t_229;
                j_3 = t_230;
                continue;
            }
            int t_231 = 1;
            float t_232 = s_4;
            int t_233 = t_218 + 1;
            float t_234 = 0.0f;
            int t_235 = 0;
            t_222 = t_231;
            t_223 = t_232;
            t_224 = t_233;
            t_225 = t_234;
            t_226 = t_235;
        } else {
            int t_236 = t_221;
            float t_237 = 0.0f;
            int t_238 = 0;
            float t_239 = t_220 ? 0.0f : t_217;
            int t_240 = t_220 ? 0 : t_218;
            t_222 = t_236;
            t_223 = t_237;
            t_224 = t_238;
            t_225 = t_239;
            t_226 = t_240;
        }
        int t_241 = t_219 + 1;
        if (t_222 == 2) {
            t_216 = t_241;
            break;
        }
        float t_242 = t_223;
        int t_243 = t_224;
        int t_244 = t_241;
        t_217 = t_242;
        t_218 = t_243;
        t_219 = t_244;
        continue;
    }
    int t_245 = t_216 - 1;
    float t_246;
    float t_247;
    int t_248 = t_245;
    float t_249 = 0.0f;
    float t_250 = 0.0f;
    for (;;) {
        if (t_248 < 0) {
            float t_251 = t_249;
            float t_252 = t_250;
            t_246 = t_251;
            t_247 = t_252;
            break;
        }
        float t_253;
        int t_254;
        float t_255 = 0.0f;
        int t_256 = 0;
        int t_257 = 0;
        for (;;) {
            if (t_257 == t_248) {
                float t_258 = t_255;
                int t_259 = t_256;
                t_253 = t_258;
                t_254 = t_259;
                break;
            }
            bool t_260 = t_256 < 2;
            int t_261 = t_260 ? 0 : 2;
            int t_262;
            float t_263;
            int t_264;
            float t_265;
            int t_266;
            if (t_261 == 0) {
                float s_6;
                int j_4;
                float s_7 = t_255;
                int j_5 = 0;
                for (;;) {
                    if (j_5 < 3) {
                    } else {
                        float t_267 = s_7;
                        int t_268 = j_5;
                        s_6 = t_267;
                        j_4 = t_268;
                        break;
                    }
                    float t_269 = s_7 + p_7 * (float)(t_256 + j_5);
                    int t_270 = j_5 + 1;
                    s_7 = t_269;
                    j_5 = t_270;
                    continue;
                }
                int t_271 = 1;
                float t_272 = s_6;
                int t_273 = t_256 + 1;
                float t_274 = 0.0f;
                int t_275 = 0;
                t_262 = t_271;
                t_263 = t_272;
                t_264 = t_273;
                t_265 = t_274;
                t_266 = t_275;
            } else {
                int t_276 = t_261;
                float t_277 = 0.0f;
                int t_278 = 0;
                float t_279 = t_260 ? 0.0f : t_255;
                int t_280 = t_260 ? 0 : t_256;
                t_262 = t_276;
                t_263 = t_277;
                t_264 = t_278;
                t_265 = t_279;
                t_266 = t_280;
            }
            if (t_262 == 2) {
                float t_281 = t_255;
                int t_282 = t_256;
                t_253 = t_281;
                t_254 = t_282;
                break;
            }
            float t_283 = t_263;
            int t_284 = t_264;
            int t_285 = t_257 + 1;
            t_255 = t_283;
            t_256 = t_284;
            t_257 = t_285;
            continue;
        }
        bool t_286 = t_254 < 2;
        int t_287 = t_286 ? 0 : 2;
        bool t_288 = t_287 == 0;
        int t_289;
        float t_290;
        int t_291;
        float t_292;
        int t_293;
        if (t_288) {
            float s_8;
            int j_6;
            float s_9 = t_253;
            int j_7 = 0;
            for (;;) {
                if (j_7 < 3) {
                } else {
                    float t_294 = s_9;
                    int t_295 = j_7;
                    s_8 = t_294;
                    j_6 = t_295;
                    break;
                }
                float t_296 = s_9 + p_7 * (float)(t_254 + j_7);
                int t_297 = j_7 + 1;
                s_9 = t_296;
                j_7 = t_297;
                continue;
            }
            int t_298 = 1;
            float t_299 = s_8;
            int t_300 = t_254 + 1;
            float t_301 = 0.0f;
            int t_302 = 0;
            t_289 = t_298;
            t_290 = t_299;
            t_291 = t_300;
            t_292 = t_301;
            t_293 = t_302;
        } else {
            int t_303 = t_287;
            float t_304 = 0.0f;
            int t_305 = 0;
            float t_306 = t_286 ? 0.0f : t_253;
            int t_307 = t_286 ? 0 : t_254;
            t_289 = t_303;
            t_290 = t_304;
            t_291 = t_305;
            t_292 = t_306;
            t_293 = t_307;
        }
        float t_308;
        float t_309;
        float t_310;
        float t_311;
        if (t_288) {
            float s_10;
            int j_8;
            float s_11 = t_253;
            int j_9 = 0;
            for (;;) {
                if (j_9 < 3) {
                } else {
                    float t_312 = s_11;
                    int t_313 = j_9;
                    s_10 = t_312;
                    j_8 = t_313;
                    break;
                }
                float t_314 = s_11 + p_7 * (float)(t_254 + j_9);
                int t_315 = j_9 + 1;
                s_11 = t_314;
                j_9 = t_315;
                continue;
            }
            int t_316;
            float t_317 = t_253;
            int t_318 = 0;
            int t_319 = 0;
            for (;;) {
                bool t_320 = t_318 < 3;
                int t_321 = t_320 ? 0 : 2;
                int t_322;
                float t_323;
                int t_324;
                float t_325;
                int t_326;
                if (t_321 == 0) {
                    int t_327 = 1;
                    float t_328 = t_317 + p_7 * (float)(t_254 + t_318);
                    int t_329 = t_318 + 1;
                    float t_330 = 0.0f;
                    int t_331 = 0;
                    t_322 = t_327;
                    t_323 = t_328;
                    t_324 = t_329;
                    t_325 = t_330;
                    t_326 = t_331;
                } else {
                    int t_332 = t_321;
                    float t_333 = 0.0f;
                    int t_334 = 0;
                    float t_335 = t_320 ? 0.0f : t_317;
                    int t_336 = t_320 ? 0 : t_318;
                    t_322 = t_332;
                    t_323 = t_333;
                    t_324 = t_334;
                    t_325 = t_335;
                    t_326 = t_336;
                }
                int t_337 = t_319 + 1;
                if (t_322 == 2) {
                    t_316 = t_337;
                    break;
                }
                float t_338 = t_323;
                int t_339 = t_324;
                int t_340 = t_337;
                t_317 = t_338;
                t_318 = t_339;
                t_319 = t_340;
                continue;
            }
            int t_341 = t_316 - 1;
            float t_342;
            float t_343;
            int t_344 = t_341;
            float t_345 = 0.0f;
            float t_346 = 0.0f;
            for (;;) {
                if (t_344 < 0) {
                    float t_347 = t_345;
                    float t_348 = t_346;
                    t_342 = t_347;
                    t_343 = t_348;
                    break;
                }
                float t_349;
                int t_350;
                float t_351 = t_253;
                int t_352 = 0;
                int t_353 = 0;
                for (;;) {
                    if (t_353 == t_344) {
                        float t_354 = t_351;
                        int t_355 = t_352;
                        t_349 = t_354;
                        t_350 = t_355;
                        break;
                    }
                    bool t_356 = t_352 < 3;
                    int t_357 = t_356 ? 0 : 2;
                    int t_358;
                    float t_359;
                    int t_360;
                    float t_361;
                    int t_362;
                    if (t_357 == 0) {
                        int t_363 = 1;
                        float t_364 = t_351 + p_7 * (float)(t_254 + t_352);
                        int t_365 = t_352 + 1;
                        float t_366 = 0.0f;
                        int t_367 = 0;
                        t_358 = t_363;
                        t_359 = t_364;
                        t_360 = t_365;
                        t_361 = t_366;
                        t_362 = t_367;
                    } else {
                        int t_368 = t_357;
                        float t_369 = 0.0f;
                        int t_370 = 0;
                        float t_371 = t_356 ? 0.0f : t_351;
                        int t_372 = t_356 ? 0 : t_352;
                        t_358 = t_368;
                        t_359 = t_369;
                        t_360 = t_370;
                        t_361 = t_371;
                        t_362 = t_372;
                    }
                    if (t_358 == 2) {
                        float t_373 = t_351;
                        int t_374 = t_352;
                        t_349 = t_373;
                        t_350 = t_374;
                        break;
                    }
                    float t_375 = t_359;
                    int t_376 = t_360;
                    int t_377 = t_353 + 1;
                    t_351 = t_375;
                    t_352 = t_376;
                    t_353 = t_377;
                    continue;
                }
                bool t_378 = t_350 < 3;
                bool t_379 = (t_378 ? 0 : 2) == 0;
                int t_380 = t_344 - 1;
                float t_381 = (t_379 ? t_345 : 0.0f) + (t_378 ? 0.0f : t_379 ? 0.0f : t_344 == t_341 ? t_249 : 0.0f);
                float t_382 = t_346 + (t_379 ? (float)(t_254 + t_350) * t_345 : 0.0f);
                t_344 = t_380;
                t_345 = t_381;
                t_346 = t_382;
                continue;
            }
            float t_383 = t_342;
            float t_384 = t_343;
            float t_385 = 0.0f;
            float t_386 = 0.0f;
            t_308 = t_383;
            t_309 = t_384;
            t_310 = t_385;
            t_311 = t_386;
        } else {
            float t_387 = 0.0f;
            float t_388 = 0.0f;
            float t_389 = t_249;
            float t_390 = t_248 == t_245 ? p_8 : 0.0f;
            t_308 = t_387;
            t_309 = t_388;
            t_310 = t_389;
            t_311 = t_390;
        }
        int t_391 = t_248 - 1;
        float t_392 = t_308 + (t_286 ? 0.0f : t_311);
        float t_393 = t_250 + t_309;
        t_248 = t_391;
        t_249 = t_392;
        t_250 = t_393;
        continue;
    }
    grid_bwd_Grads t_394 = {t_247};
    return t_394;
}
branchy_bwd_Grads branchy_bwd(float p_9, float p_10) {
    bool t_395 = p_9 > 1.0f;
    float t_396;
    float t_397;
    if ((t_395 ? 2 : 0) == 0) {
        bool t_398 = p_9 < -1.0f;
        float t_399;
        float t_400;
        if ((t_398 ? 2 : 0) == 0) {
            float t_401 = p_9 * (p_9 * p_10);
            float t_402 = p_9 * p_9 * p_10 + t_401 + t_401;
            float t_403 = 0.0f;
            t_399 = t_402;
            t_400 = t_403;
        } else {
            float t_404 = 0.0f;
            float t_405 = p_10;
            t_399 = t_404;
            t_400 = t_405;
        }
        float t_406 = t_399 + (t_398 ? -3.0f * t_400 : 0.0f);
        float t_407 = 0.0f;
        t_396 = t_406;
        t_397 = t_407;
    } else {
        float t_408 = 0.0f;
        float t_409 = p_10;
        t_396 = t_408;
        t_397 = t_409;
    }
    float t_410 = p_9 * t_397;
    branchy_bwd_Grads t_411 = {t_396 + (t_395 ? t_410 + t_410 : 0.0f)};
    return t_411;
}
picked_bwd_Grads picked_bwd(float p_11, int p_12, float p_13) {
    float x_3;
    int i_6;
    float x_4 = p_11;
    int i_7 = 0;
    for (;;) {
        if (i_7 < 2) {
        } else {
            float t_412 = x_4;
            int t_413 = i_7;
            x_3 = t_412;
            i_6 = t_413;
            break;
        }
        float x_5;
        switch (p_12) {
        case 0:
        {
            x_5 = x_4 * x_4;
            break;
        }
        case 1:
        {
            x_5 = sin(x_4);
            break;
        }
        default: {
            x_5 = 3.0f * x_4;
            break;
        }
        }
        float t_414 = x_5;
        int t_415 = i_7 + 1;
        x_4 = t_414;
        i_7 = t_415;
        continue;
    }
    int t_416;
    float t_417 = p_11;
    int t_418 = 0;
    int t_419 = 0;
    for (;;) {
        bool t_420 = t_418 < 2;
        int t_421 = t_420 ? 0 : 2;
        int t_422;
        float t_423;
        int t_424;
        float t_425;
        int t_426;
        if (t_421 == 0) {
            float x_6;
            switch (p_12) {
            case 0:
            {
                x_6 = t_417 * t_417;
                break;
            }
            case 1:
            {
                x_6 = sin(t_417);
                break;
            }
            default: {
                x_6 = 3.0f * t_417;
                break;
            }
            }
            int t_427 = 1;
            float t_428 = x_6;
            int t_429 = t_418 + 1;
            float t_430 = 0.0f;
            int t_431 = 0;
            t_422 = t_427;
            t_423 = t_428;
            t_424 = t_429;
            t_425 = t_430;
            t_426 = t_431;
        } else {
            int t_432 = t_421;
            float t_433 = 0.0f;
            int t_434 = 0;
            float t_435 = t_420 ? 0.0f : t_417;
            int t_436 = t_420 ? 0 : t_418;
            t_422 = t_432;
            t_423 = t_433;
            t_424 = t_434;
            t_425 = t_435;
            t_426 = t_436;
        }
        int t_437 = t_419 + 1;
        if (t_422 == 2) {
            t_416 = t_437;
            break;
        }
        float t_438 = t_423;
        int t_439 = t_424;
        int t_440 = t_437;
        t_417 = t_438;
        t_418 = t_439;
        t_419 = t_440;
        continue;
    }
    int t_441 = t_416 - 1;
    float t_442;
    int t_443 = t_441;
    float t_444 = 0.0f;
    for (;;) {
        if (t_443 < 0) {
            t_442 = t_444;
            break;
        }
        float t_445;
        int t_446;
        float t_447 = p_11;
        int t_448 = 0;
        int t_449 = 0;
        for (;;) {
            if (t_449 == t_443) {
                float t_450 = t_447;
                int t_451 = t_448;
                t_445 = t_450;
                t_446 = t_451;
                break;
            }
            bool t_452 = t_448 < 2;
            int t_453 = t_452 ? 0 : 2;
            int t_454;
            float t_455;
            int t_456;
            float t_457;
            int t_458;
            if (t_453 == 0) {
                float x_7;
                switch (p_12) {
                case 0:
                {
                    x_7 = t_447 * t_447;
                    break;
                }
                case 1:
                {
                    x_7 = sin(t_447);
                    break;
                }
                default: {
                    x_7 = 3.0f * t_447;
                    break;
                }
                }
                int t_459 = 1;
                float t_460 = x_7;
                int t_461 = t_448 + 1;
                float t_462 = 0.0f;
                int t_463 = 0;
                t_454 = t_459;
                t_455 = t_460;
                t_456 = t_461;
                t_457 = t_462;
                t_458 = t_463;
            } else {
                int t_464 = t_453;
                float t_465 = 0.0f;
                int t_466 = 0;
                float t_467 = t_452 ? 0.0f : t_447;
                int t_468 = t_452 ? 0 : t_448;
                t_454 = t_464;
                t_455 = t_465;
                t_456 = t_466;
                t_457 = t_467;
                t_458 = t_468;
            }
            if (t_454 == 2) {
                float t_469 = t_447;
                int t_470 = t_448;
                t_445 = t_469;
                t_446 = t_470;
                break;
            }
            float t_471 = t_455;
            int t_472 = t_456;
            int t_473 = t_449 + 1;
            t_447 = t_471;
            t_448 = t_472;
            t_449 = t_473;
            continue;
        }
        bool t_474 = t_446 < 2;
        float t_475;
        float t_476;
        float t_477;
        if ((t_474 ? 0 : 2) == 0) {
            float t_478;
            switch (p_12) {
            case 0:
            {
                float t_479 = t_445 * t_444;
                t_478 = t_479 + t_479;
                break;
            }
            case 1:
            {
                t_478 = cos(t_445) * t_444;
                break;
            }
            default: {
                t_478 = 3.0f * t_444;
                break;
            }
            }
            float t_480 = t_478;
            float t_481 = 0.0f;
            float t_482 = 0.0f;
            t_475 = t_480;
            t_476 = t_481;
            t_477 = t_482;
        } else {
            float t_483 = 0.0f;
            float t_484 = t_444;
            float t_485 = t_443 == t_441 ? p_13 : 0.0f;
            t_475 = t_483;
            t_476 = t_484;
            t_477 = t_485;
        }
        int t_486 = t_443 - 1;
        float t_487 = t_475 + (t_474 ? 0.0f : t_477);
        t_443 = t_486;
        t_444 = t_487;
        continue;
    }
    picked_bwd_Grads t_488 = {t_442};
    return t_488;
}
reset_bwd_Grads reset_bwd(float p_14, float p_15) {
    float t_489;
    int i_8;
    float t_490 = p_14;
    int i_9 = 0;
    for (;;) {
        if (i_9 < 3) {
        } else {
            float t_491 = t_490;
            int t_492 = i_9;
            t_489 = t_491;
            i_8 = t_492;
            break;
        }
        float t_493;
        int i_10;
        if (i_9 == 1) {
            float t_494 = p_14;
            int t_495 = i_9 + 1;
            t_490 = t_494;
            i_9 = t_495;
            continue;
        } else {
            float t_496 = t_490;
            int t_497 = i_9;
            t_493 = t_496;
            i_10 = t_497;
        }
        float t_498 = t_493 * p_14;
        int t_499 = i_10 + 1;
        t_490 = t_498;
        i_9 = t_499;
        continue;
    }
    int t_500;
    float t_501 = p_14;
    int t_502 = 0;
    int t_503 = 0;
    for (;;) {
        bool t_504 = t_502 < 3;
        int t_505 = t_504 ? 0 : 2;
        int t_506;
        float t_507;
        int t_508;
        float t_509;
        int t_510;
        if (t_505 == 0) {
            bool t_511 = t_502 == 1;
            int t_512 = t_511 ? 1 : 0;
            bool t_513 = t_512 == 0;
            int t_514 = t_513 ? 1 : t_512;
            float t_515 = t_513 ? (t_511 ? 0.0f : t_501) * p_14 : t_511 ? p_14 : 0.0f;
            int t_516 = t_513 ? (t_511 ? 0 : t_502) + 1 : t_511 ? t_502 + 1 : 0;
            float t_517 = 0.0f;
            int t_518 = 0;
            t_506 = t_514;
            t_507 = t_515;
            t_508 = t_516;
            t_509 = t_517;
            t_510 = t_518;
        } else {
            int t_519 = t_505;
            float t_520 = 0.0f;
            int t_521 = 0;
            float t_522 = t_504 ? 0.0f : t_501;
            int t_523 = t_504 ? 0 : t_502;
            t_506 = t_519;
            t_507 = t_520;
            t_508 = t_521;
            t_509 = t_522;
            t_510 = t_523;
        }
        int t_524 = t_503 + 1;
        if (t_506 == 2) {
            t_500 = t_524;
            break;
        }
        float t_525 = t_507;
        int t_526 = t_508;
        int t_527 = t_524;
        t_501 = t_525;
        t_502 = t_526;
        t_503 = t_527;
        continue;
    }
    int t_528 = t_500 - 1;
    float t_529;
    float t_530;
    int t_531 = t_528;
    float t_532 = 0.0f;
    float t_533 = 0.0f;
    for (;;) {
        if (t_531 < 0) {
            float t_534 = t_532;
            float t_535 = t_533;
            t_529 = t_534;
            t_530 = t_535;
            break;
        }
        float t_536;
        int t_537;
        float t_538 = p_14;
        int t_539 = 0;
        int t_540 = 0;
        for (;;) {
            if (t_540 == t_531) {
                float t_541 = t_538;
                int t_542 = t_539;
                t_536 = t_541;
                t_537 = t_542;
                break;
            }
            bool t_543 = t_539 < 3;
            int t_544 = t_543 ? 0 : 2;
            int t_545;
            float t_546;
            int t_547;
            float t_548;
            int t_549;
            if (t_544 == 0) {
                bool t_550 = t_539 == 1;
                int t_551 = t_550 ? 1 : 0;
                bool t_552 = t_551 == 0;
                int t_553 = t_552 ? 1 : t_551;
                float t_554 = t_552 ? (t_550 ? 0.0f : t_538) * p_14 : t_550 ? p_14 : 0.0f;
                int t_555 = t_552 ? (t_550 ? 0 : t_539) + 1 : t_550 ? t_539 + 1 : 0;
                float t_556 = 0.0f;
                int t_557 = 0;
                t_545 = t_553;
                t_546 = t_554;
                t_547 = t_555;
                t_548 = t_556;
                t_549 = t_557;
            } else {
                int t_558 = t_544;
                float t_559 = 0.0f;
                int t_560 = 0;
                float t_561 = t_543 ? 0.0f : t_538;
                int t_562 = t_543 ? 0 : t_539;
                t_545 = t_558;
                t_546 = t_559;
                t_547 = t_560;
                t_548 = t_561;
                t_549 = t_562;
            }
            if (t_545 == 2) {
                float t_563 = t_538;
                int t_564 = t_539;
                t_536 = t_563;
                t_537 = t_564;
                break;
            }
            float t_565 = t_546;
            int t_566 = t_547;
            int t_567 = t_540 + 1;
            t_538 = t_565;
            t_539 = t_566;
            t_540 = t_567;
            continue;
        }
        bool t_568 = t_537 < 3;
        float t_569;
        float t_570;
        float t_571;
        float t_572;
        if ((t_568 ? 0 : 2) == 0) {
            bool t_573 = t_537 == 1;
            bool t_574 = (t_573 ? 1 : 0) == 0;
            float t_575 = (t_574 ? (t_573 ? 0.0f : t_536) * t_532 : 0.0f) + (t_573 ? (t_574 ? 0.0f : t_532) : 0.0f);
            float t_576 = t_573 ? 0.0f : t_574 ? p_14 * t_532 : 0.0f;
            float t_577 = 0.0f;
            float t_578 = 0.0f;
            t_569 = t_575;
            t_570 = t_576;
            t_571 = t_577;
            t_572 = t_578;
        } else {
            float t_579 = 0.0f;
            float t_580 = 0.0f;
            float t_581 = t_532;
            float t_582 = t_531 == t_528 ? p_15 : 0.0f;
            t_569 = t_579;
            t_570 = t_580;
            t_571 = t_581;
            t_572 = t_582;
        }
        int t_583 = t_531 - 1;
        float t_584 = t_570 + (t_568 ? 0.0f : t_572);
        float t_585 = t_533 + t_569;
        t_531 = t_583;
        t_532 = t_584;
        t_533 = t_585;
        continue;
    }
    reset_bwd_Grads t_586 = {t_529 + t_530};
    return t_586;
}
float grad1(int p_16, float x) {
    float p_17;
    float p_18;
    switch (p_16) {
    case 0:
    {
        cube3_bwd_Grads t_587 = cube3_bwd(x, 1.0f);
        float t_588 = x;
        float t_589 = t_587.f0;
        p_17 = t_588;
        p_18 = t_589;
        break;
    }
    case 1:
    {
        capped_bwd_Grads t_590 = capped_bwd(x, 1.0f);
        float t_591 = x;
        float t_592 = t_590.f0;
        p_17 = t_591;
        p_18 = t_592;
        break;
    }
    case 2:
    {
        halve_bwd_Grads t_593 = halve_bwd(x, 2, 1.0f);
        float t_594 = x;
        float t_595 = t_593.f0;
        p_17 = t_594;
        p_18 = t_595;
        break;
    }
    case 3:
    {
        grid_bwd_Grads t_596 = grid_bwd(x, 1.0f);
        float t_597 = x;
        float t_598 = t_596.f0;
        p_17 = t_597;
        p_18 = t_598;
        break;
    }
    case 4:
    {
        branchy_bwd_Grads t_599 = branchy_bwd(x, 1.0f);
        float t_600 = x;
        float t_601 = t_599.f0;
        p_17 = t_600;
        p_18 = t_601;
        break;
    }
    case 8:
    {
        reset_bwd_Grads t_602 = reset_bwd(x, 1.0f);
        float t_603 = x;
        float t_604 = t_602.f0;
        p_17 = t_603;
        p_18 = t_604;
        break;
    }
    default: {
        picked_bwd_Grads t_605 = picked_bwd(x, p_16 - 5, 1.0f);
        float t_606 = x;
        float t_607 = t_605.f0;
        p_17 = t_606;
        p_18 = t_607;
        break;
    }
    }
    return p_18;
}
void computeMain_1() {
    float t_608 = grad1(0, 1.5f);
    outputBuffer[0u] = t_608;
    float t_609 = grad1(1, 2.0f);
    outputBuffer[1u] = t_609;
    float t_610 = grad1(1, 1.1f);
    outputBuffer[2u] = t_610;
    float t_611 = grad1(2, 1.0f);
    outputBuffer[3u] = t_611;
    float t_612 = grad1(3, 0.7f);
    outputBuffer[4u] = t_612;
    float t_613 = grad1(4, 2.0f);
    outputBuffer[5u] = t_613;
    float t_614 = grad1(4, -2.0f);
    outputBuffer[6u] = t_614;
    float t_615 = grad1(4, 0.5f);
    outputBuffer[7u] = t_615;
    float t_616 = grad1(5, 1.5f);
    outputBuffer[8u] = t_616;
    float t_617 = grad1(6, 1.5f);
    outputBuffer[9u] = t_617;
    float t_618 = grad1(7, 1.5f);
    outputBuffer[10u] = t_618;
    float t_619 = grad1(8, 1.5f);
    outputBuffer[11u] = t_619;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
