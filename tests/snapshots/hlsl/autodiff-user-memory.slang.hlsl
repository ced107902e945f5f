struct Acc
{
    float3 sum;
    float w;
};
struct Acc_push_bwd_Grads
{
    Acc f0;
    float3 f1;
    float f2;
};
struct scatter_bwd_Grads
{
    float f0;
    float f1;
};
struct scatter_fwd_Result
{
    float p;
    float d;
};
struct accumulate_bwd_Grads
{
    Acc f0;
    float3 f1;
};
struct swz_bwd_Grads
{
    float3 f0;
    row_major float2x2 f1;
};
struct ties_bwd_Grads
{
    float f0;
    float f1;
};
struct swLoop_bwd_Grads
{
    float f0;
};
struct swLoop_fwd_Result
{
    float p;
    float d;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
static float kTable[4] = {0.5f, -1.0f, 2.0f, 0.25f};
Acc_push_bwd_Grads Acc_push_bwd(inout Acc p, float3 p_1, float p_2, Acc p_3);
scatter_bwd_Grads scatter_bwd(float p_4, float p_5, int p_6, float p_7);
scatter_fwd_Result scatter_fwd(float p_8, float p_9, float p_10, float p_11, int p_12);
accumulate_bwd_Grads accumulate_bwd(inout Acc p_13, float3 p_14, int p_15, Acc p_16);
swz_bwd_Grads swz_bwd(float3 p_17, row_major float2x2 p_18, float p_19);
ties_bwd_Grads ties_bwd(float p_20, float p_21, float p_22);
swLoop_bwd_Grads swLoop_bwd(float p_23, int p_24, float p_25);
swLoop_fwd_Result swLoop_fwd(float p_26, float p_27, int p_28);
void computeMain_1();
Acc_push_bwd_Grads Acc_push_bwd(inout Acc p, float3 p_1, float p_2, Acc p_3) {
    Acc t = p;
    float t_1 = t.w;
    float3 t_2 = (float3)t_1;
    float3 t_3 = p_1 * t_2;
    float3 t_4 = (float3)p_2;
    Acc t_5 = {t.sum + t_3 * t_4, t_1 * 0.9f + p_2 * 0.01f};
    p = t_5;
    float3 t_6 = p_3.sum;
    float t_7 = p_3.w;
    float3 t_8 = t_4 * t_6;
    float3 t_9 = t_3 * t_6;
    float3 t_10 = p_1 * t_8;
    Acc t_11 = {float3(0.0f, 0.0f, 0.0f) + t_6, 0.9f * t_7 + (t_10.x + t_10.y + t_10.z) + 0.0f};
    Acc_push_bwd_Grads t_12 = {t_11, t_2 * t_8, 0.01f * t_7 + (t_9.x + t_9.y + t_9.z)};
    return t_12;
}
scatter_bwd_Grads scatter_bwd(float p_4, float p_5, int p_6, float p_7) {
    float t_13[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    float buf[4];
    int i;
    float buf_1[4] = t_13;
    int i_1 = 0;
    for (;;) {
        if (i_1 < p_6) {
        } else {
            float t_14[4] = buf_1;
            int t_15 = i_1;
            buf = t_14;
            i = t_15;
            break;
        }
        int t_16 = i_1 * 3;
        int t_17 = t_16 - t_16 / 4 * 4;
        float t_18 = kTable[i_1 - i_1 / 4 * 4];
        int t_19 = t_17 + 1;
        float t_20 = buf_1[t_17] + (p_4 * t_18 + buf_1[t_19 - t_19 / 4 * 4] * p_5);
        float t_21[4] = buf_1;
        t_21[0] = t_17 == 0 ? t_20 : buf_1[0];
        float t_22[4] = t_21;
        t_22[1] = t_17 == 1 ? t_20 : buf_1[1];
        float t_23[4] = t_22;
        t_23[2] = t_17 == 2 ? t_20 : buf_1[2];
        float t_24[4] = t_23;
        t_24[3] = t_17 == 3 ? t_20 : buf_1[3];
        float t_25[4] = t_24;
        int t_26 = i_1 + 1;
        buf_1 = t_25;
        i_1 = t_26;
        continue;
    }
    float t_27 = -p_7;
    int t_28;
    float t_29[4] = t_13;
    int t_30 = 0;
    int t_31 = 0;
    for (;;) {
        int t_32;
        float t_33[4];
        int t_34;
        float t_35[4];
        int t_36;
        if (t_30 < p_6) {
            int t_37 = 0;
            float t_38[4] = t_13;
            int t_39 = 0;
            float t_40[4] = t_13;
            int t_41 = 0;
            t_32 = t_37;
            t_33 = t_38;
            t_34 = t_39;
            t_35 = t_40;
            t_36 = t_41;
        } else {
            int t_42 = 2;
            float t_43[4] = t_13;
            int t_44 = 0;
            float t_45[4] = t_29;
            int t_46 = t_30;
            t_32 = t_42;
            t_33 = t_43;
            t_34 = t_44;
            t_35 = t_45;
            t_36 = t_46;
        }
        int t_47;
        float t_48[4];
        int t_49;
        float t_50[4];
        int t_51;
        if (t_32 == 0) {
            int t_52 = t_30 * 3;
            int t_53 = t_52 - t_52 / 4 * 4;
            float t_54 = kTable[t_30 - t_30 / 4 * 4];
            int t_55 = t_53 + 1;
            float t_56 = t_29[t_53] + (p_4 * t_54 + t_29[t_55 - t_55 / 4 * 4] * p_5);
            float t_57[4] = t_29;
            t_57[0] = t_53 == 0 ? t_56 : t_29[0];
            float t_58[4] = t_57;
            t_58[1] = t_53 == 1 ? t_56 : t_29[1];
            float t_59[4] = t_58;
            t_59[2] = t_53 == 2 ? t_56 : t_29[2];
            float t_60[4] = t_59;
            t_60[3] = t_53 == 3 ? t_56 : t_29[3];
            int t_61 = 1;
            float t_62[4] = t_60;
            int t_63 = t_30 + 1;
            float t_64[4] = t_13;
            int t_65 = 0;
            t_47 = t_61;
            t_48 = t_62;
            t_49 = t_63;
            t_50 = t_64;
            t_51 = t_65;
        } else {
            int t_66 = t_32;
            float t_67[4] = t_33;
            int t_68 = t_34;
            float t_69[4] = t_35;
            int t_70 = t_36;
            t_47 = t_66;
            t_48 = t_67;
            t_49 = t_68;
            t_50 = t_69;
            t_51 = t_70;
        }
        int t_71 = t_31 + 1;
        if (t_47 == 2) {
            t_28 = t_71;
            break;
        }
        float t_72[4] = t_48;
        int t_73 = t_49;
        int t_74 = t_71;
        t_29 = t_72;
        t_30 = t_73;
        t_31 = t_74;
        continue;
    }
    int t_75 = t_28 - 1;
    float t_76[4];
    float t_77;
    float t_78;
    int t_79 = t_75;
    float t_80[4] = t_13;
    float t_81 = 0.0f;
    float t_82 = 0.0f;
    for (;;) {
        if (t_79 < 0) {
            float t_83[4] = t_80;
            float t_84 = t_81;
            float t_85 = t_82;
            t_76 = t_83;
            t_77 = t_84;
            t_78 = t_85;
            break;
        }
        float t_86[4];
        int t_87;
        float t_88[4] = t_13;
        int t_89 = 0;
        int t_90 = 0;
        for (;;) {
            if (t_90 == t_79) {
                float t_91[4] = t_88;
                int t_92 = t_89;
                t_86 = t_91;
                t_87 = t_92;
                break;
            }
            int t_93;
            float t_94[4];
            int t_95;
            float t_96[4];
            int t_97;
            if (t_89 < p_6) {
                int t_98 = 0;
                float t_99[4] = t_13;
                int t_100 = 0;
                float t_101[4] = t_13;
                int t_102 = 0;
                t_93 = t_98;
                t_94 = t_99;
                t_95 = t_100;
                t_96 = t_101;
                t_97 = t_102;
            } else {
                int t_103 = 2;
                float t_104[4] = t_13;
                int t_105 = 0;
                float t_106[4] = t_88;
                int t_107 = t_89;
                t_93 = t_103;
                t_94 = t_104;
                t_95 = t_105;
                t_96 = t_106;
                t_97 = t_107;
            }
            int t_108;
            float t_109[4];
            int t_110;
            float t_111[4];
            int t_112;
            if (t_93 == 0) {
                int t_113 = t_89 * 3;
                int t_114 = t_113 - t_113 / 4 * 4;
                float t_115 = kTable[t_89 - t_89 / 4 * 4];
                int t_116 = t_114 + 1;
                float t_117 = t_88[t_114] + (p_4 * t_115 + t_88[t_116 - t_116 / 4 * 4] * p_5);
                float t_118[4] = t_88;
                t_118[0] = t_114 == 0 ? t_117 : t_88[0];
                float t_119[4] = t_118;
                t_119[1] = t_114 == 1 ? t_117 : t_88[1];
                float t_120[4] = t_119;
                t_120[2] = t_114 == 2 ? t_117 : t_88[2];
                float t_121[4] = t_120;
                t_121[3] = t_114 == 3 ? t_117 : t_88[3];
                int t_122 = 1;
                float t_123[4] = t_121;
                int t_124 = t_89 + 1;
                float t_125[4] = t_13;
                int t_126 = 0;
                t_108 = t_122;
                t_109 = t_123;
                t_110 = t_124;
                t_111 = t_125;
                t_112 = t_126;
            } else {
                int t_127 = t_93;
                float t_128[4] = t_94;
                int t_129 = t_95;
                float t_130[4] = t_96;
                int t_131 = t_97;
                t_108 = t_127;
                t_109 = t_128;
                t_110 = t_129;
                t_111 = t_130;
                t_112 = t_131;
            }
            if (t_108 == 2) {
                float t_132[4] = t_88;
                int t_133 = t_89;
                t_86 = t_132;
                t_87 = t_133;
                break;
            }
            float t_134[4] = t_109;
            int t_135 = t_110;
            int t_136 = t_90 + 1;
            t_88 = t_134;
            t_89 = t_135;
            t_90 = t_136;
            continue;
        }
        bool t_137 = t_87 < p_6;
        int t_138;
        float t_139[4];
        int t_140;
        float t_141[4];
        int t_142;
        if (t_137) {
            int t_143 = 0;
            float t_144[4] = t_13;
            int t_145 = 0;
            float t_146[4] = t_13;
            int t_147 = 0;
            t_138 = t_143;
            t_139 = t_144;
            t_140 = t_145;
            t_141 = t_146;
            t_142 = t_147;
        } else {
            int t_148 = 2;
            float t_149[4] = t_13;
            int t_150 = 0;
            float t_151[4] = t_86;
            int t_152 = t_87;
            t_138 = t_148;
            t_139 = t_149;
            t_140 = t_150;
            t_141 = t_151;
            t_142 = t_152;
        }
        bool t_153 = t_79 == t_75;
        float t_154[4] = {t_153 ? 0.0f + buf[1] * p_7 : 0.0f, t_153 ? 0.0f + buf[0] * p_7 + 0.0f : 0.0f, t_153 ? 0.0f + p_7 + 0.0f + 0.0f : 0.0f, t_153 ? p_4 * t_27 + 0.0f + 0.0f + 0.0f : 0.0f};
        float t_155[4];
        float t_156;
        float t_157;
        float t_158[4];
        float t_159[4];
        if (t_138 == 0) {
            int t_160 = t_87 * 3;
            int t_161 = t_160 - t_160 / 4 * 4;
            float t_162 = kTable[t_87 - t_87 / 4 * 4];
            int t_163 = t_161 + 1;
            int t_164 = t_163 - t_163 / 4 * 4;
            bool t_165 = t_161 == 0;
            bool t_166 = t_161 == 1;
            bool t_167 = t_161 == 2;
            bool t_168 = t_161 == 3;
            float t_169 = t_80[3];
            float t_170 = t_80[2];
            float t_171 = t_80[1];
            float t_172 = t_80[0];
            float t_173 = (t_168 ? t_169 : 0.0f) + (t_167 ? t_170 : 0.0f) + (t_166 ? t_171 : 0.0f) + (t_165 ? t_172 : 0.0f);
            float t_174 = p_5 * t_173;
            float t_175[4] = {0.0f + (t_165 ? 0.0f : t_172) + (t_164 == 0 ? t_174 : 0.0f) + (t_165 ? t_173 : 0.0f), 0.0f + (t_166 ? 0.0f : t_171) + 0.0f + 0.0f + (t_164 == 1 ? t_174 : 0.0f) + (t_166 ? t_173 : 0.0f), 0.0f + (t_167 ? 0.0f : t_170) + 0.0f + 0.0f + 0.0f + (t_164 == 2 ? t_174 : 0.0f) + (t_167 ? t_173 : 0.0f), (t_168 ? 0.0f : t_169) + 0.0f + 0.0f + 0.0f + 0.0f + (t_164 == 3 ? t_174 : 0.0f) + (t_168 ? t_173 : 0.0f)};
            float t_176[4] = t_175;
            float t_177 = t_162 * t_173;
            float t_178 = t_86[t_164] * t_173;
            float t_179[4] = t_13;
            float t_180[4] = t_13;
            t_155 = t_176;
            t_156 = t_177;
            t_157 = t_178;
            t_158 = t_179;
            t_159 = t_180;
        } else {
            float t_181[4] = t_13;
            float t_182 = 0.0f;
            float t_183 = 0.0f;
            float t_184[4] = t_80;
            float t_185[4] = t_154;
            t_155 = t_181;
            t_156 = t_182;
            t_157 = t_183;
            t_158 = t_184;
            t_159 = t_185;
        }
        float t_186[4];
        if (t_137) {
            t_186 = t_13;
        } else {
            t_186 = t_159;
        }
        float t_187[4] = {t_155[0] + t_186[0], t_155[1] + t_186[1], t_155[2] + t_186[2], t_155[3] + t_186[3]};
        int t_188 = t_79 - 1;
        float t_189[4] = t_187;
        float t_190 = t_81 + t_156;
        float t_191 = t_82 + t_157;
        t_79 = t_188;
        t_80 = t_189;
        t_81 = t_190;
        t_82 = t_191;
        continue;
    }
    scatter_bwd_Grads t_192 = {buf[3] * t_27 + t_77, t_78};
    return t_192;
}
scatter_fwd_Result scatter_fwd(float p_8, float p_9, float p_10, float p_11, int p_12) {
    float t_193[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    float buf_2[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    float t_194[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    t_194 = t_193;
    buf_2 = t_193;
    t_194 = t_193;
    int i_2;
    int i_3 = 0;
    for (;;) {
        if (i_3 < p_12) {
        } else {
            i_2 = i_3;
            break;
        }
        int t_195 = i_3 * 3;
        int t_196 = t_195 - t_195 / 4 * 4;
        float t_197 = buf_2[t_196];
        float t_198 = t_194[t_196];
        float t_199 = kTable[i_3 - i_3 / 4 * 4];
        int t_200 = t_196 + 1;
        int t_201 = t_200 - t_200 / 4 * 4;
        float t_202 = buf_2[t_201];
        float t_203 = t_194[t_201];
        buf_2[t_196] = t_197 + (p_8 * t_199 + t_202 * p_10);
        t_194[t_196] = t_198 + (t_199 * p_9 + (p_10 * t_203 + t_202 * p_11));
        i_3 = i_3 + 1;
        continue;
    }
    float t_204 = buf_2[0];
    float t_205 = t_194[0];
    float t_206 = buf_2[1];
    float t_207 = t_194[1];
    float t_208 = buf_2[2];
    float t_209 = t_194[2];
    float t_210 = buf_2[3];
    float t_211 = t_194[3];
    scatter_fwd_Result t_212 = {t_204 * t_206 + t_208 - t_210 * p_8, t_206 * t_205 + t_204 * t_207 + t_209 + -(p_8 * t_211 + t_210 * p_9)};
    return t_212;
}
accumulate_bwd_Grads accumulate_bwd(inout Acc p_13, float3 p_14, int p_15, Acc p_16) {
    Acc t_213 = p_13;
    Acc t_214;
    int i_4;
    Acc t_215 = t_213;
    int i_5 = 0;
    for (;;) {
        if (i_5 < p_15) {
        } else {
            Acc t_216 = t_215;
            int t_217 = i_5;
            t_214 = t_216;
            i_4 = t_217;
            break;
        }
        int t_218 = i_5 + 1;
        float t_219 = 0.5f + 0.1f * (float)i_5;
        float t_220 = t_215.w;
        Acc t_221 = {t_215.sum + p_14 * (float3)(int3)t_218 * (float3)t_220 * (float3)t_219, t_220 * 0.9f + t_219 * 0.01f};
        Acc t_222 = t_221;
        int t_223 = t_218;
        t_215 = t_222;
        i_5 = t_223;
        continue;
    }
    p_13 = t_214;
    int t_224;
    Acc t_225 = t_213;
    int t_226 = 0;
    int t_227 = 0;
    for (;;) {
        int t_228;
        Acc t_229;
        int t_230;
        Acc t_231;
        int t_232;
        if (t_226 < p_15) {
            Acc t_233 = {float3(0.0f, 0.0f, 0.0f), 0.0f};
            int t_234 = 0;
            Acc t_235 = t_233;
            int t_236 = 0;
            Acc t_237 = t_233;
            int t_238 = 0;
            t_228 = t_234;
            t_229 = t_235;
            t_230 = t_236;
            t_231 = t_237;
            t_232 = t_238;
        } else {
            Acc t_239 = {float3(0.0f, 0.0f, 0.0f), 0.0f};
            int t_240 = 2;
            Acc t_241 = t_239;
            int t_242 = 0;
            Acc t_243 = t_225;
            int t_244 = t_226;
            t_228 = t_240;
            t_229 = t_241;
            t_230 = t_242;
            t_231 = t_243;
            t_232 = t_244;
        }
        int t_245;
        Acc t_246;
        int t_247;
        Acc t_248;
        int t_249;
        if (t_228 == 0) {
            int t_250 = t_226 + 1;
            float t_251 = 0.5f + 0.1f * (float)t_226;
            float t_252 = t_225.w;
            Acc t_253 = {t_225.sum + p_14 * (float3)(int3)t_250 * (float3)t_252 * (float3)t_251, t_252 * 0.9f + t_251 * 0.01f};
            Acc t_254 = {float3(0.0f, 0.0f, 0.0f), 0.0f};
            int t_255 = 1;
            Acc t_256 = t_253;
            int t_257 = t_250;
            Acc t_258 = t_254;
            int t_259 = 0;
            t_245 = t_255;
            t_246 = t_256;
            t_247 = t_257;
            t_248 = t_258;
            t_249 = t_259;
        } else {
            int t_260 = t_228;
            Acc t_261 = t_229;
            int t_262 = t_230;
            Acc t_263 = t_231;
            int t_264 = t_232;
            t_245 = t_260;
            t_246 = t_261;
            t_247 = t_262;
            t_248 = t_263;
            t_249 = t_264;
        }
        int t_265 = t_227 + 1;
        if (t_245 == 2) {
            t_224 = t_265;
            break;
        }
        Acc t_266 = t_246;
        int t_267 = t_247;
        int t_268 = t_265;
        t_225 = t_266;
        t_226 = t_267;
        t_227 = t_268;
        continue;
    }
    int t_269 = t_224 - 1;
    Acc t_270 = {float3(0.0f, 0.0f, 0.0f), 0.0f};
    Acc t_271;
    float3 t_272;
    int t_273 = t_269;
    Acc t_274 = t_270;
    float3 t_275 = float3(0.0f, 0.0f, 0.0f);
    for (;;) {
        if (t_273 < 0) {
            Acc t_276 = t_274;
            float3 t_277 = t_275;
            t_271 = t_276;
            t_272 = t_277;
            break;
        }
        Acc t_278;
        int t_279;
        Acc t_280 = t_213;
        int t_281 = 0;
        int t_282 = 0;
        for (;;) {
            if (t_282 == t_273) {
                Acc t_283 = t_280;
                int t_284 = t_281;
                t_278 = t_283;
                t_279 = t_284;
                break;
            }
            int t_285;
            Acc t_286;
            int t_287;
            Acc t_288;
            int t_289;
            if (t_281 < p_15) {
                int t_290 = 0;
                Acc t_291 = t_270;
                int t_292 = 0;
                Acc t_293 = t_270;
                int t_294 = 0;
                t_285 = t_290;
                t_286 = t_291;
                t_287 = t_292;
                t_288 = t_293;
                t_289 = t_294;
            } else {
                int t_295 = 2;
                Acc t_296 = t_270;
                int t_297 = 0;
                Acc t_298 = t_280;
                int t_299 = t_281;
                t_285 = t_295;
                t_286 = t_296;
                t_287 = t_297;
                t_288 = t_298;
                t_289 = t_299;
            }
            int t_300;
            Acc t_301;
            int t_302;
            Acc t_303;
            int t_304;
            if (t_285 == 0) {
                int t_305 = t_281 + 1;
                float t_306 = 0.5f + 0.1f * (float)t_281;
                float t_307 = t_280.w;
                Acc t_308 = {t_280.sum + p_14 * (float3)(int3)t_305 * (float3)t_307 * (float3)t_306, t_307 * 0.9f + t_306 * 0.01f};
                int t_309 = 1;
                Acc t_310 = t_308;
                int t_311 = t_305;
                Acc t_312 = t_270;
                int t_313 = 0;
                t_300 = t_309;
                t_301 = t_310;
                t_302 = t_311;
                t_303 = t_312;
                t_304 = t_313;
            } else {
                int t_314 = t_285;
                Acc t_315 = t_286;
                int t_316 = t_287;
                Acc t_317 = t_288;
                int t_318 = t_289;
                t_300 = t_314;
                t_301 = t_315;
                t_302 = t_316;
                t_303 = t_317;
                t_304 = t_318;
            }
            if (t_300 == 2) {
                Acc t_319 = t_280;
                int t_320 = t_281;
                t_278 = t_319;
                t_279 = t_320;
                break;
            }
            Acc t_321 = t_301;
            int t_322 = t_302;
            int t_323 = t_282 + 1;
            t_280 = t_321;
            t_281 = t_322;
            t_282 = t_323;
            continue;
        }
        bool t_324 = t_279 < p_15;
        int t_325;
        Acc t_326;
        int t_327;
        Acc t_328;
        int t_329;
        if (t_324) {
            int t_330 = 0;
            Acc t_331 = t_270;
            int t_332 = 0;
            Acc t_333 = t_270;
            int t_334 = 0;
            t_325 = t_330;
            t_326 = t_331;
            t_327 = t_332;
            t_328 = t_333;
            t_329 = t_334;
        } else {
            int t_335 = 2;
            Acc t_336 = t_270;
            int t_337 = 0;
            Acc t_338 = t_278;
            int t_339 = t_279;
            t_325 = t_335;
            t_326 = t_336;
            t_327 = t_337;
            t_328 = t_338;
            t_329 = t_339;
        }
        bool t_340 = t_273 == t_269;
        Acc t_341 = {t_340 ? p_16.sum : float3(0.0f, 0.0f, 0.0f), t_340 ? p_16.w : 0.0f};
        float3 t_342;
        Acc t_343;
        Acc t_344;
        Acc t_345;
        if (t_325 == 0) {
            float3 t_346 = (float3)(int3)(t_279 + 1);
            Acc t_347 = (Acc)0;
            t_347 = t_278;
            Acc_push_bwd_Grads t_348 = Acc_push_bwd(t_347, p_14 * t_346, 0.5f + 0.1f * (float)t_279, t_274);
            Acc t_349 = t_348.f0;
            float3 t_350 = t_346 * t_348.f1;
            Acc t_351 = t_349;
            Acc t_352 = t_270;
            Acc t_353 = t_270;
            t_342 = t_350;
            t_343 = t_351;
            t_344 = t_352;
            t_345 = t_353;
        } else {
            float3 t_354 = float3(0.0f, 0.0f, 0.0f);
            Acc t_355 = t_270;
            Acc t_356 = t_274;
            Acc t_357 = t_341;
            t_342 = t_354;
            t_343 = t_355;
            t_344 = t_356;
            t_345 = t_357;
        }
        Acc t_358;
        if (t_324) {
            t_358 = t_270;
        } else {
            t_358 = t_345;
        }
        Acc t_359 = {t_343.sum + t_358.sum, t_343.w + t_358.w};
        int t_360 = t_273 - 1;
        Acc t_361 = t_359;
        float3 t_362 = t_275 + t_342;
        t_273 = t_360;
        t_274 = t_361;
        t_275 = t_362;
        continue;
    }
    accumulate_bwd_Grads t_363 = {t_271, t_272};
    return t_363;
}
swz_bwd_Grads swz_bwd(float3 p_17, row_major float2x2 p_18, float p_19) {
    float2 t_364 = p_17.zx * float2(2.0f, 2.0f);
    float t_365 = t_364.x;
    float t_366 = t_364.y;
    float2 t_367 = p_18[0];
    float2 t_368 = (float2)t_365;
    float2 t_369 = t_367 * t_368;
    float3 t_370 = float3(0.0f, 0.0f, 0.0f);
    t_370.z = p_19;
    float t_371 = -p_19;
    float2 t_372 = float2(0.0f, 0.0f);
    t_372.x = t_369.y * t_371;
    row_major float2x2 t_373 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_373[1] = t_372;
    float2 t_374 = float2(0.0f, 0.0f);
    t_374.y = (p_17.y + t_365 * t_366) * t_371;
    row_major float2x2 t_375 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_375[0] = t_374;
    float2 t_376 = float2(0.0f, 0.0f);
    t_376.y = t_369.x * p_19;
    row_major float2x2 t_377 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_377[1] = t_376;
    float2 t_378 = float2(0.0f, 0.0f);
    t_378.x = p_18[1].y * p_19;
    row_major float2x2 t_379 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_379[0] = t_378;
    row_major float2x2 t_380 = t_373 + t_375 + t_377 + t_379;
    row_major float2x2 t_381 = t_380;
    t_381[0] = float2(0.0f, 0.0f);
    float2 t_382 = t_380[0];
    float2 t_383 = t_367 * t_382;
    float3 t_384 = float3(0.0f, 0.0f, 0.0f);
    t_384.x = t_383.x + t_383.y;
    row_major float2x2 t_385 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_385[0] = t_368 * t_382;
    row_major float2x2 t_386 = t_381 + t_385;
    row_major float2x2 t_387 = t_386;
    t_387[1] = float2(0.0f, 0.0f);
    float2 t_388 = t_386[1];
    float2 t_389 = t_388;
    t_389.x = 0.0f;
    row_major float2x2 t_390 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_390[1] = t_389;
    float3 t_391 = float3(0.0f, 0.0f, 0.0f);
    t_391.y = t_388.x;
    float3 t_392 = t_370 + t_384 + t_391;
    float3 t_393 = t_392;
    t_393.y = 0.0f;
    float t_394 = t_392.y;
    float3 t_395 = float3(0.0f, 0.0f, 0.0f);
    t_395.z = t_365 * t_394;
    float3 t_396 = float3(0.0f, 0.0f, 0.0f);
    t_396.x = t_366 * t_394;
    float3 t_397 = float3(0.0f, 0.0f, 0.0f);
    t_397.y = t_394;
    float3 t_398 = t_393 + t_395 + t_396 + t_397;
    float3 t_399 = t_398;
    t_399.z = 0.0f;
    float2 t_400 = float2(0.0f, 0.0f);
    t_400.y = t_398.z;
    float3 t_401 = t_399;
    t_401.x = 0.0f;
    float2 t_402 = float2(0.0f, 0.0f);
    t_402.x = t_398.x;
    float2 t_403 = float2(2.0f, 2.0f) * (t_400 + t_402);
    swz_bwd_Grads t_404 = {t_401 + float3(t_403.y, 0.0f, t_403.x), t_387 + t_390};
    return t_404;
}
ties_bwd_Grads ties_bwd(float p_20, float p_21, float p_22) {
    float t_405 = (float)sign(p_21 - p_20) * p_22;
    bool t_406 = p_20 < 0.0f;
    bool t_407 = p_20 > p_21;
    float t_408 = 2.0f * p_22;
    float t_409 = p_20 == p_21 ? 0.5f : 0.0f;
    ties_bwd_Grads t_410 = {-t_405 + (t_406 ? 0.0f : t_407 ? 0.0f : 1.0f) * p_22 + (p_20 < p_21 ? 1.0f : t_409) * t_408 + (t_407 ? 1.0f : t_409) * p_22, t_405 + (t_406 ? 0.0f : t_407 ? 1.0f : 0.0f) * p_22 + (p_21 < p_20 ? 1.0f : t_409) * t_408 + (p_21 > p_20 ? 1.0f : t_409) * p_22};
    return t_410;
}
swLoop_bwd_Grads swLoop_bwd(float p_23, int p_24, float p_25) {
    float s;
    int i_6;
    float s_1 = p_23;
    int i_7 = 0;
    for (;;) {
        if (i_7 < p_24) {
        } else {
            float t_411 = s_1;
            int t_412 = i_7;
            s = t_411;
            i_6 = t_412;
            break;
        }
        float s_2;
        int i_8;
        switch (i_7 - i_7 / 3 * 3) {
        case 0:
        {
            float t_413 = s_1 * p_23;
            int t_414 = i_7;
            s_2 = t_413;
            i_8 = t_414;
            break;
        }
        case 1:
        {
            if (s_1 > 2.0f) {
                float t_415 = s_1;
                int t_416 = i_7;
                s_2 = t_415;
                i_8 = t_416;
                break;
            }
            float t_417 = s_1 + sqrt(abs(s_1));
            int t_418 = i_7;
            s_2 = t_417;
            i_8 = t_418;
            break;
        }
        default: {
            float t_419 = s_1 * 0.5f;
            int t_420 = i_7 + 1;
            s_1 = t_419;
            i_7 = t_420;
            continue;
        }
        }
        float t_421 = s_2 - 0.01f * p_23;
        int t_422 = i_8 + 1;
        s_1 = t_421;
        i_7 = t_422;
        continue;
    }
    int t_423;
    float t_424 = p_23;
    int t_425 = 0;
    int t_426 = 0;
    for (;;) {
        bool t_427 = t_425 < p_24;
        int t_428 = t_427 ? 0 : 2;
        int t_429;
        float t_430;
        int t_431;
        float t_432;
        int t_433;
        if (t_428 == 0) {
            float t_434;
            int t_435;
            int t_436;
            float t_437;
            int t_438;
            float t_439;
            int t_440;
            switch (t_425 - t_425 / 3 * 3) {
            case 0:
            {
                float t_441 = t_424 * p_23;
                int t_442 = t_425;
                int t_443 = 0;
                float t_444 = 0.0f;
                int t_445 = 0;
                float t_446 = 0.0f;
                int t_447 = 0;
                t_434 = t_441;
                t_435 = t_442;
                t_436 = t_443;
                t_437 = t_444;
                t_438 = t_445;
                t_439 = t_446;
                t_440 = t_447;
                break;
            }
            case 1:
            {
                bool t_448 = t_424 > 2.0f;
                int t_449 = t_448 ? 3 : 0;
                bool t_450 = t_449 == 0;
                int t_451 = t_450 ? 3 : t_449;
                float t_452 = t_450 ? t_424 + sqrt(abs(t_424)) : t_448 ? t_424 : 0.0f;
                int t_453 = t_450 ? t_425 : t_448 ? t_425 : 0;
                int t_454 = t_451 == 3 ? 0 : t_451;
                float t_455 = 0.0f;
                int t_456 = 0;
                float t_457 = 0.0f;
                int t_458 = 0;
                t_434 = t_452;
                t_435 = t_453;
                t_436 = t_454;
                t_437 = t_455;
                t_438 = t_456;
                t_439 = t_457;
                t_440 = t_458;
                break;
            }
            default: {
                float t_459 = 0.0f;
                int t_460 = 0;
                int t_461 = 1;
                float t_462 = t_424 * 0.5f;
                int t_463 = t_425 + 1;
                float t_464 = 0.0f;
                int t_465 = 0;
                t_434 = t_459;
                t_435 = t_460;
                t_436 = t_461;
                t_437 = t_462;
                t_438 = t_463;
                t_439 = t_464;
                t_440 = t_465;
                break;
            }
            }
            bool t_466 = t_436 == 0;
            int t_467 = t_466 ? 1 : t_436;
            float t_468 = t_466 ? t_434 - 0.01f * p_23 : t_437;
            int t_469 = t_466 ? t_435 + 1 : t_438;
            float t_470 = t_466 ? 0.0f : t_439;
            int t_471 = t_466 ? 0 : t_440;
            t_429 = t_467;
            t_430 = t_468;
            t_431 = t_469;
            t_432 = t_470;
            t_433 = t_471;
        } else {
            int t_472 = t_428;
            float t_473 = 0.0f;
            int t_474 = 0;
            float t_475 = t_427 ? 0.0f : t_424;
            int t_476 = t_427 ? 0 : t_425;
            t_429 = t_472;
            t_430 = t_473;
            t_431 = t_474;
            t_432 = t_475;
            t_433 = t_476;
        }
        int t_477 = t_426 + 1;
        if (t_429 == 2) {
            t_423 = t_477;
            break;
        }
        float t_478 = t_430;
        int t_479 = t_431;
        int t_480 = t_477;
        t_424 = t_478;
        t_425 = t_479;
        t_426 = t_480;
        continue;
    }
    int t_481 = t_423 - 1;
    float t_482;
    float t_483;
    int t_484 = t_481;
    float t_485 = 0.0f;
    float t_486 = 0.0f;
    for (;;) {
        if (t_484 < 0) {
            float t_487 = t_485;
            float t_488 = t_486;
            t_482 = t_487;
            t_483 = t_488;
            break;
        }
        float t_489;
        int t_490;
        float t_491 = p_23;
        int t_492 = 0;
        int t_493 = 0;
        for (;;) {
            if (t_493 == t_484) {
                float t_494 = t_491;
                int t_495 = t_492;
                t_489 = t_494;
                t_490 = t_495;
                break;
            }
            bool t_496 = t_492 < p_24;
            int t_497 = t_496 ? 0 : 2;
            int t_498;
            float t_499;
            int t_500;
            float t_501;
            int t_502;
            if (t_497 == 0) {
                float t_503;
                int t_504;
                int t_505;
                float t_506;
                int t_507;
                float t_508;
                int t_509;
                switch (t_492 - t_492 / 3 * 3) {
                case 0:
                {
                    float t_510 = t_491 * p_23;
                    int t_511 = t_492;
                    int t_512 = 0;
                    float t_513 = 0.0f;
                    int t_514 = 0;
                    float t_515 = 0.0f;
                    int t_516 = 0;
                    t_503 = t_510;
                    t_504 = t_511;
                    t_505 = t_512;
                    t_506 = t_513;
                    t_507 = t_514;
                    t_508 = t_515;
                    t_509 = t_516;
                    break;
                }
                case 1:
                {
                    bool t_517 = t_491 > 2.0f;
                    int t_518 = t_517 ? 3 : 0;
                    bool t_519 = t_518 == 0;
                    int t_520 = t_519 ? 3 : t_518;
                    float t_521 = t_519 ? t_491 + sqrt(abs(t_491)) : t_517 ? t_491 : 0.0f;
                    int t_522 = t_519 ? t_492 : t_517 ? t_492 : 0;
                    int t_523 = t_520 == 3 ? 0 : t_520;
                    float t_524 = 0.0f;
                    int t_525 = 0;
                    float t_526 = 0.0f;
                    int t_527 = 0;
                    t_503 = t_521;
                    t_504 = t_522;
                    t_505 = t_523;
                    t_506 = t_524;
                    t_507 = t_525;
                    t_508 = t_526;
                    t_509 = t_527;
                    break;
                }
                default: {
                    float t_528 = 0.0f;
                    int t_529 = 0;
                    int t_530 = 1;
                    float t_531 = t_491 * 0.5f;
                    int t_532 = t_492 + 1;
                    float t_533 = 0.0f;
                    int t_534 = 0;
                    t_503 = t_528;
                    t_504 = t_529;
                    t_505 = t_530;
                    t_506 = t_531;
                    t_507 = t_532;
                    t_508 = t_533;
                    t_509 = t_534;
                    break;
                }
                }
                bool t_535 = t_505 == 0;
                int t_536 = t_535 ? 1 : t_505;
                float t_537 = t_535 ? t_503 - 0.01f * p_23 : t_506;
                int t_538 = t_535 ? t_504 + 1 : t_507;
                float t_539 = t_535 ? 0.0f : t_508;
                int t_540 = t_535 ? 0 : t_509;
                t_498 = t_536;
                t_499 = t_537;
                t_500 = t_538;
                t_501 = t_539;
                t_502 = t_540;
            } else {
                int t_541 = t_497;
                float t_542 = 0.0f;
                int t_543 = 0;
                float t_544 = t_496 ? 0.0f : t_491;
                int t_545 = t_496 ? 0 : t_492;
                t_498 = t_541;
                t_499 = t_542;
                t_500 = t_543;
                t_501 = t_544;
                t_502 = t_545;
            }
            if (t_498 == 2) {
                float t_546 = t_491;
                int t_547 = t_492;
                t_489 = t_546;
                t_490 = t_547;
                break;
            }
            float t_548 = t_499;
            int t_549 = t_500;
            int t_550 = t_493 + 1;
            t_491 = t_548;
            t_492 = t_549;
            t_493 = t_550;
            continue;
        }
        bool t_551 = t_490 < p_24;
        float t_552 = t_484 == t_481 ? p_25 : 0.0f;
        float t_553;
        float t_554;
        float t_555;
        float t_556;
        if ((t_551 ? 0 : 2) == 0) {
            int t_557 = t_490 - t_490 / 3 * 3;
            float t_558;
            int t_559;
            int t_560;
            float t_561;
            int t_562;
            float t_563;
            int t_564;
            switch (t_557) {
            case 0:
            {
                float t_565 = t_489 * p_23;
                int t_566 = t_490;
                int t_567 = 0;
                float t_568 = 0.0f;
                int t_569 = 0;
                float t_570 = 0.0f;
                int t_571 = 0;
                t_558 = t_565;
                t_559 = t_566;
                t_560 = t_567;
                t_561 = t_568;
                t_562 = t_569;
                t_563 = t_570;
                t_564 = t_571;
                break;
            }
            case 1:
            {
                bool t_572 = t_489 > 2.0f;
                int t_573 = t_572 ? 3 : 0;
                bool t_574 = t_573 == 0;
                int t_575 = t_574 ? 3 : t_573;
                float t_576 = t_574 ? t_489 + sqrt(abs(t_489)) : t_572 ? t_489 : 0.0f;
                int t_577 = t_574 ? t_490 : t_572 ? t_490 : 0;
                int t_578 = t_575 == 3 ? 0 : t_575;
                float t_579 = 0.0f;
                int t_580 = 0;
                float t_581 = 0.0f;
                int t_582 = 0;
                t_558 = t_576;
                t_559 = t_577;
                t_560 = t_578;
                t_561 = t_579;
                t_562 = t_580;
                t_563 = t_581;
                t_564 = t_582;
                break;
            }
            default: {
                float t_583 = 0.0f;
                int t_584 = 0;
                int t_585 = 1;
                float t_586 = t_489 * 0.5f;
                int t_587 = t_490 + 1;
                float t_588 = 0.0f;
                int t_589 = 0;
                t_558 = t_583;
                t_559 = t_584;
                t_560 = t_585;
                t_561 = t_586;
                t_562 = t_587;
                t_563 = t_588;
                t_564 = t_589;
                break;
            }
            }
            bool t_590 = t_560 == 0;
            float t_591 = t_590 ? t_485 : 0.0f;
            float t_592 = t_590 ? 0.0f : t_485;
            float t_593;
            float t_594;
            switch (t_557) {
            case 0:
            {
                float t_595 = p_23 * t_591;
                float t_596 = t_489 * t_591;
                t_593 = t_595;
                t_594 = t_596;
                break;
            }
            case 1:
            {
                bool t_597 = t_489 > 2.0f;
                float t_598;
                float t_599;
                float t_600;
                float t_601;
                if ((t_597 ? 3 : 0) == 0) {
                    float t_602 = t_591 + (float)sign(t_489) * (0.5f / sqrt(max(1e-7f, abs(t_489))) * t_591);
                    float t_603 = 0.0f;
                    float t_604 = 0.0f;
                    float t_605 = 0.0f;
                    t_598 = t_602;
                    t_599 = t_603;
                    t_600 = t_604;
                    t_601 = t_605;
                } else {
                    float t_606 = 0.0f;
                    float t_607 = t_592;
                    float t_608 = t_590 ? 0.0f : t_552;
                    float t_609 = t_591;
                    t_598 = t_606;
                    t_599 = t_607;
                    t_600 = t_608;
                    t_601 = t_609;
                }
                float t_610 = t_598 + (t_597 ? t_601 : 0.0f);
                float t_611 = 0.0f;
                t_593 = t_610;
                t_594 = t_611;
                break;
            }
            default: {
                float t_612 = 0.5f * t_592;
                float t_613 = 0.0f;
                t_593 = t_612;
                t_594 = t_613;
                break;
            }
            }
            float t_614 = t_593;
            float t_615 = (t_590 ? 0.01f * -t_485 : 0.0f) + t_594;
            float t_616 = 0.0f;
            float t_617 = 0.0f;
            t_553 = t_614;
            t_554 = t_615;
            t_555 = t_616;
            t_556 = t_617;
        } else {
            float t_618 = 0.0f;
            float t_619 = 0.0f;
            float t_620 = t_485;
            float t_621 = t_552;
            t_553 = t_618;
            t_554 = t_619;
            t_555 = t_620;
            t_556 = t_621;
        }
        int t_622 = t_484 - 1;
        float t_623 = t_553 + (t_551 ? 0.0f : t_556);
        float t_624 = t_486 + t_554;
        t_484 = t_622;
        t_485 = t_623;
        t_486 = t_624;
        continue;
    }
    swLoop_bwd_Grads t_625 = {t_482 + t_483};
    return t_625;
}
swLoop_fwd_Result swLoop_fwd(float p_26, float p_27, int p_28) {
    float s_3;
    float t_626;
    int i_9;
    float s_4 = p_26;
    float t_627 = p_27;
    int i_10 = 0;
    for (;;) {
        if (i_10 < p_28) {
        } else {
            float t_628 = s_4;
            float t_629 = t_627;
            int t_630 = i_10;
            s_3 = t_628;
            t_626 = t_629;
            i_9 = t_630;
            break;
        }
        float s_5;
        float t_631;
        int i_11;
        switch (i_10 - i_10 / 3 * 3) {
        case 0:
        {
            float t_632 = s_4 * p_26;
            float t_633 = p_26 * t_627 + s_4 * p_27;
            int t_634 = i_10;
            s_5 = t_632;
            t_631 = t_633;
            i_11 = t_634;
            break;
        }
        case 1:
        {
            if (s_4 > 2.0f) {
                float t_635 = s_4;
                float t_636 = t_627;
                int t_637 = i_10;
                s_5 = t_635;
                t_631 = t_636;
                i_11 = t_637;
                break;
            }
            float t_638 = abs(s_4);
            float t_639 = s_4 + sqrt(t_638);
            float t_640 = t_627 + 0.5f / sqrt(max(1e-7f, t_638)) * ((float)sign(s_4) * t_627);
            int t_641 = i_10;
            s_5 = t_639;
            t_631 = t_640;
            i_11 = t_641;
            break;
        }
        default: {
            float t_642 = s_4 * 0.5f;
            float t_643 = 0.5f * t_627;
            int t_644 = i_10 + 1;
            s_4 = t_642;
            t_627 = t_643;
            i_10 = t_644;
            continue;
        }
        }
        float t_645 = s_5 - 0.01f * p_26;
        float t_646 = t_631 + -(0.01f * p_27);
        int t_647 = i_11 + 1;
        s_4 = t_645;
        t_627 = t_646;
        i_10 = t_647;
        continue;
    }
    swLoop_fwd_Result t_648 = {s_3, t_626};
    return t_648;
}
void computeMain_1() {
    scatter_bwd_Grads t_649 = scatter_bwd(0.7f, -0.4f, 6, 1.0f);
    outputBuffer[0u] = t_649.f0;
    outputBuffer[1u] = t_649.f1;
    scatter_fwd_Result t_650 = scatter_fwd(0.7f, 1.0f, -0.4f, 0.0f, 6);
    outputBuffer[2u] = t_650.d;
    Acc t_651 = {float3(0.1f, 0.2f, 0.3f), 1.5f};
    Acc t_652 = {float3(1.0f, -1.0f, 0.5f), 2.0f};
    Acc t_653 = (Acc)0;
    t_653 = t_651;
    accumulate_bwd_Grads t_654 = accumulate_bwd(t_653, float3(1.0f, 2.0f, -1.0f), 3, t_652);
    Acc t_655 = t_654.f0;
    float3 t_656 = t_654.f1;
    outputBuffer[3u] = t_655.sum.x;
    outputBuffer[4u] = t_655.w;
    outputBuffer[5u] = t_656.x;
    outputBuffer[6u] = t_656.z;
    swz_bwd_Grads t_657 = swz_bwd(float3(0.3f, -0.6f, 1.1f), float2x2(float2(1.0f, 0.5f), float2(-2.0f, 0.75f)), 1.0f);
    float3 t_658 = t_657.f0;
    row_major float2x2 t_659 = t_657.f1;
    outputBuffer[7u] = t_658.x;
    outputBuffer[8u] = t_658.y;
    outputBuffer[9u] = t_658.z;
    outputBuffer[10u] = t_659[0].x;
    float2 t_660 = t_659[1];
    outputBuffer[11u] = t_660.y;
    outputBuffer[12u] = t_660.x;
    ties_bwd_Grads t_661 = ties_bwd(0.5f, 0.5f, 1.0f);
    outputBuffer[13u] = t_661.f0;
    outputBuffer[14u] = t_661.f1;
    ties_bwd_Grads t_662 = ties_bwd(-0.5f, 0.5f, 1.0f);
    outputBuffer[15u] = t_662.f0;
    outputBuffer[16u] = t_662.f1;
    outputBuffer[17u] = 1.8313735f;
    outputBuffer[18u] = 0.0f;
    outputBuffer[19u] = 1.7641199f;
    outputBuffer[20u] = 0.39733866f;
    swLoop_bwd_Grads t_663 = swLoop_bwd(1.3f, 5, 1.0f);
    outputBuffer[21u] = t_663.f0;
    swLoop_fwd_Result t_664 = swLoop_fwd(1.3f, 1.0f, 5);
    outputBuffer[22u] = t_664.d;
    swLoop_bwd_Grads t_665 = swLoop_bwd(0.6f, 4, 1.0f);
    outputBuffer[23u] = t_665.f0;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
