struct Inner
{
    float a;
    float3 v;
    float scale;
};
struct Outer
{
    Inner inner;
    float2 w;
    int count;
};
struct Outer_energy_bwd_Grads
{
    Outer f0;
};
struct Outer_energy_fwd_Result
{
    float p;
    float d;
};
struct Outer_bump_bwd_Grads
{
    Outer f0;
    float f1;
};
struct loss_bwd_Grads
{
    Outer f0;
    float f1;
};
struct loss_fwd_Result
{
    float p;
    float d;
};
struct arrLoss_bwd_Grads
{
    Inner f0[3];
    float f1;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
float Outer_energy(Outer p);
Outer_energy_bwd_Grads Outer_energy_bwd(Outer p_1, float p_2);
Outer_energy_fwd_Result Outer_energy_fwd(Outer p_3, Outer p_4);
Outer_bump_bwd_Grads Outer_bump_bwd(inout Outer p_5, float p_6, Outer p_7);
void Outer_bump_fwd(inout Outer p_8, inout Outer p_9, float p_10, float p_11);
loss_bwd_Grads loss_bwd(Outer p_12, float p_13, float p_14);
loss_fwd_Result loss_fwd(Outer p_15, Outer p_16, float p_17, float p_18);
arrLoss_bwd_Grads arrLoss_bwd(Inner p_19[3], float p_20, float p_21);
void computeMain_1();
float Outer_energy(Outer p) {
    Inner t = p.inner;
    float3 t_1 = t.v;
    float2 t_2 = p.w;
    float s;
    int i;
    float s_1 = dot(t_1, t_1) * t.a;
    int i_1 = 0;
    for (;;) {
        if (i_1 < p.count) {
        } else {
            float t_3 = s_1;
            int t_4 = i_1;
            s = t_3;
            i = t_4;
            break;
        }
        float t_5 = s_1 + t_2.x * t_2.y * t.scale;
        int t_6 = i_1 + 1;
        s_1 = t_5;
        i_1 = t_6;
        continue;
    }
    return s;
}
Outer_energy_bwd_Grads Outer_energy_bwd(Outer p_1, float p_2) {
    Inner t_7 = p_1.inner;
    float t_8 = t_7.a;
    float3 t_9 = t_7.v;
    float t_10 = t_7.scale;
    float2 t_11 = p_1.w;
    int t_12 = p_1.count;
    float t_13 = dot(t_9, t_9);
    float t_14 = t_13 * t_8;
    float s_2;
    int i_2;
    float s_3 = t_14;
    int i_3 = 0;
    for (;;) {
        if (i_3 < t_12) {
        } else {
            float t_15 = s_3;
            int t_16 = i_3;
            s_2 = t_15;
            i_2 = t_16;
            break;
        }
        float t_17 = s_3 + t_11.x * t_11.y * t_10;
        int t_18 = i_3 + 1;
        s_3 = t_17;
        i_3 = t_18;
        continue;
    }
    int t_19;
    float t_20 = t_14;
    int t_21 = 0;
    int t_22 = 0;
    for (;;) {
        bool t_23 = t_21 < t_12;
        int t_24 = t_23 ? 0 : 2;
        int t_25;
        float t_26;
        int t_27;
        float t_28;
        int t_29;
        if (t_24 == 0) {
            int t_30 = 1;
            float t_31 = t_20 + t_11.x * t_11.y * t_10;
            int t_32 = t_21 + 1;
            float t_33 = 0.0f;
            int t_34 = 0;
            t_25 = t_30;
            t_26 = t_31;
            t_27 = t_32;
            t_28 = t_33;
            t_29 = t_34;
        } else {
            int t_35 = t_24;
            float t_36 = 0.0f;
            int t_37 = 0;
            float t_38 = t_23 ? 0.0f : t_20;
            int t_39 = t_23 ? 0 : t_21;
            t_25 = t_35;
            t_26 = t_36;
            t_27 = t_37;
            t_28 = t_38;
            t_29 = t_39;
        }
        int t_40 = t_22 + 1;
        if (t_25 == 2) {
            t_19 = t_40;
            break;
        }
        float t_41 = t_26;
        int t_42 = t_27;
        int t_43 = t_40;
        t_20 = t_41;
        t_21 = t_42;
        t_22 = t_43;
        continue;
    }
    int t_44 = t_19 - 1;
    float t_45;
    float2 t_46;
    float t_47;
    int t_48 = t_44;
    float t_49 = 0.0f;
    float2 t_50 = float2(0.0f, 0.0f);
    float t_51 = 0.0f;
    for (;;) {
        if (t_48 < 0) {
            float t_52 = t_49;
            float2 t_53 = t_50;
            float t_54 = t_51;
            t_45 = t_52;
            t_46 = t_53;
            t_47 = t_54;
            break;
        }
        float t_55;
        int t_56;
        float t_57 = t_14;
        int t_58 = 0;
        int t_59 = 0;
        for (;;) {
            if (t_59 == t_48) {
                float t_60 = t_57;
                int t_61 = t_58;
                t_55 = t_60;
                t_56 = t_61;
                break;
            }
            bool t_62 = t_58 < t_12;
            int t_63 = t_62 ? 0 : 2;
            int t_64;
            float t_65;
            int t_66;
            float t_67;
            int t_68;
            if (t_63 == 0) {
                int t_69 = 1;
                float t_70 = t_57 + t_11.x * t_11.y * t_10;
                int t_71 = t_58 + 1;
                float t_72 = 0.0f;
                int t_73 = 0;
                t_64 = t_69;
                t_65 = t_70;
                t_66 = t_71;
                t_67 = t_72;
                t_68 = t_73;
            } else {
                int t_74 = t_63;
                float t_75 = 0.0f;
                int t_76 = 0;
                float t_77 = t_62 ? 0.0f : t_57;
                int t_78 = t_62 ? 0 : t_58;
                t_64 = t_74;
                t_65 = t_75;
                t_66 = t_76;
                t_67 = t_77;
                t_68 = t_78;
            }
            if (t_64 == 2) {
                float t_79 = t_57;
                int t_80 = t_58;
                t_55 = t_79;
                t_56 = t_80;
                break;
            }
            float t_81 = t_65;
            int t_82 = t_66;
            int t_83 = t_59 + 1;
            t_57 = t_81;
            t_58 = t_82;
            t_59 = t_83;
            continue;
        }
        bool t_84 = t_56 < t_12;
        float2 t_85;
        float t_86;
        float t_87;
        float t_88;
        float t_89;
        if ((t_84 ? 0 : 2) == 0) {
            float t_90 = t_11.x;
            float t_91 = t_11.y;
            float t_92 = t_10 * t_49;
            float2 t_93 = float2(0.0f, 0.0f);
            t_93.y = t_90 * t_92;
            float2 t_94 = float2(0.0f, 0.0f);
            t_94.x = t_91 * t_92;
            float2 t_95 = t_93 + t_94;
            float t_96 = t_90 * t_91 * t_49;
            float t_97 = t_49;
            float t_98 = 0.0f;
            float t_99 = 0.0f;
            t_85 = t_95;
            t_86 = t_96;
            t_87 = t_97;
            t_88 = t_98;
            t_89 = t_99;
        } else {
            float2 t_100 = float2(0.0f, 0.0f);
            float t_101 = 0.0f;
            float t_102 = 0.0f;
            float t_103 = t_49;
            float t_104 = t_48 == t_44 ? p_2 : 0.0f;
            t_85 = t_100;
            t_86 = t_101;
            t_87 = t_102;
            t_88 = t_103;
            t_89 = t_104;
        }
        int t_105 = t_48 - 1;
        float t_106 = t_87 + (t_84 ? 0.0f : t_89);
        float2 t_107 = t_50 + t_85;
        float t_108 = t_51 + t_86;
        t_48 = t_105;
        t_49 = t_106;
        t_50 = t_107;
        t_51 = t_108;
        continue;
    }
    float3 t_109 = (float3)(t_8 * t_45) * t_9;
    Inner t_110 = {0.0f + (0.0f + t_13 * t_45), float3(0.0f, 0.0f, 0.0f) + (t_109 + t_109 + float3(0.0f, 0.0f, 0.0f)), 0.0f};
    Outer t_111 = {t_110, t_46 + float2(0.0f, 0.0f), 0};
    Outer_energy_bwd_Grads t_112 = {t_111};
    return t_112;
}
Outer_energy_fwd_Result Outer_energy_fwd(Outer p_3, Outer p_4) {
    Inner t_113 = p_3.inner;
    float t_114 = t_113.a;
    float3 t_115 = t_113.v;
    float t_116 = t_113.scale;
    float2 t_117 = p_3.w;
    Inner t_118 = p_4.inner;
    float2 t_119 = p_4.w;
    float t_120 = dot(t_115, t_115);
    float t_121 = dot(t_118.v, t_115);
    float s_4;
    float t_122;
    int i_4;
    float s_5 = t_120 * t_114;
    float t_123 = t_114 * (t_121 + t_121) + t_120 * t_118.a;
    int i_5 = 0;
    for (;;) {
        if (i_5 < p_3.count) {
        } else {
            float t_124 = s_5;
            float t_125 = t_123;
            int t_126 = i_5;
            s_4 = t_124;
            t_122 = t_125;
            i_4 = t_126;
            break;
        }
        float t_127 = t_117.x;
        float t_128 = t_117.y;
        float t_129 = s_5 + t_127 * t_128 * t_116;
        float t_130 = t_123 + t_116 * (t_128 * t_119.x + t_127 * t_119.y);
        int t_131 = i_5 + 1;
        s_5 = t_129;
        t_123 = t_130;
        i_5 = t_131;
        continue;
    }
    Outer_energy_fwd_Result t_132 = {s_4, t_122};
    return t_132;
}
Outer_bump_bwd_Grads Outer_bump_bwd(inout Outer p_5, float p_6, Outer p_7) {
    Outer t_133 = p_5;
    Inner t_134 = t_133.inner;
    float t_135 = t_134.a;
    float2 t_136 = t_133.w;
    float t_137 = t_135 * p_6 + t_136.y;
    float2 t_138 = (float2)t_137;
    Inner t_139 = {t_137, t_134.v, t_134.scale};
    Outer t_140 = {t_139, t_136 * t_138, t_133.count};
    p_5 = t_140;
    Inner t_141 = p_7.inner;
    float2 t_142 = p_7.w;
    float2 t_143 = t_136 * t_142;
    float t_144 = t_141.a + (t_143.x + t_143.y);
    float2 t_145 = float2(0.0f, 0.0f);
    t_145.y = t_144;
    Inner t_146 = {0.0f + (0.0f + p_6 * t_144), float3(0.0f, 0.0f, 0.0f) + (t_141.v + float3(0.0f, 0.0f, 0.0f)), 0.0f};
    Outer t_147 = {t_146, t_138 * t_142 + t_145 + float2(0.0f, 0.0f), 0};
    Outer_bump_bwd_Grads t_148 = {t_147, t_135 * t_144};
    return t_148;
}
void Outer_bump_fwd(inout Outer p_8, inout Outer p_9, float p_10, float p_11) {
    float t_149 = p_8.inner.a;
    float t_150 = p_9.inner.a;
    float2 t_151 = p_8.w;
    float2 t_152 = p_9.w;
    p_8.inner.a = t_149 * p_10 + t_151.y;
    p_9.inner.a = p_10 * t_150 + t_149 * p_11 + t_152.y;
    float2 t_153 = p_8.w;
    float2 t_154 = p_9.w;
    float t_155 = p_8.inner.a;
    float t_156 = p_9.inner.a;
    float2 t_157 = (float2)t_155;
    p_8.w = t_153 * t_157;
    p_9.w = t_157 * t_154 + t_153 * (float2)t_156;
    return;
}
loss_bwd_Grads loss_bwd(Outer p_12, float p_13, float p_14) {
    Inner t_158 = p_12.inner;
    float2 t_159 = p_12.w;
    float t_160 = t_158.a * p_13 + t_159.y;
    Inner t_161 = {t_160, t_158.v, t_158.scale};
    Outer t_162 = {t_161, t_159 * (float2)t_160, p_12.count};
    float t_163 = Outer_energy(t_162);
    Outer_energy_bwd_Grads t_164 = Outer_energy_bwd(t_162, p_14);
    Outer t_165 = t_164.f0;
    Inner t_166 = t_165.inner;
    Inner t_167 = {0.0f + (0.0f + (cos(t_160) * p_14 + t_166.a)), float3(0.0f, 0.0f, 0.0f) + (t_166.v + float3(0.0f, 0.0f, 0.0f)), 0.0f};
    Outer t_168 = {t_167, t_165.w + float2(0.0f, 0.0f), 0};
    Outer t_169 = (Outer)0;
    t_169 = p_12;
    Outer_bump_bwd_Grads t_170 = Outer_bump_bwd(t_169, p_13, t_168);
    Outer t_171 = t_170.f0;
    Inner t_172 = t_171.inner;
    Inner t_173 = {0.0f + (0.0f + t_172.a), float3(0.0f, 0.0f, 0.0f) + (t_172.v + float3(0.0f, 0.0f, 0.0f)), 0.0f};
    Outer t_174 = {t_173, t_171.w + float2(0.0f, 0.0f), 0};
    loss_bwd_Grads t_175 = {t_174, t_170.f1};
    return t_175;
}
loss_fwd_Result loss_fwd(Outer p_15, Outer p_16, float p_17, float p_18) {
    Outer o = (Outer)0;
    Outer t_176 = (Outer)0;
    Outer t_177 = {{0.0f, float3(0.0f, 0.0f, 0.0f), 0.0f}, float2(0.0f, 0.0f), 0};
    t_176 = t_177;
    o = p_15;
    t_176 = p_16;
    Outer_bump_fwd(o, t_176, p_17, p_18);
    Outer t_178 = o;
    Outer t_179 = t_176;
    Outer_energy_fwd_Result t_180 = Outer_energy_fwd(t_178, t_179);
    float t_181 = o.inner.a;
    float t_182 = t_176.inner.a;
    loss_fwd_Result t_183 = {t_180.p + sin(t_181), t_180.d + cos(t_181) * t_182};
    return t_183;
}
arrLoss_bwd_Grads arrLoss_bwd(Inner p_19[3], float p_20, float p_21) {
    float s_6;
    int i_6;
    float s_7 = 0.0f;
    int i_7 = 0;
    for (;;) {
        if (i_7 < 3) {
        } else {
            float t_184 = s_7;
            int t_185 = i_7;
            s_6 = t_184;
            i_6 = t_185;
            break;
        }
        Inner t_186 = p_19[i_7];
        float t_187 = s_7 + (t_186.a * p_20 + length(t_186.v) * t_186.scale);
        int t_188 = i_7 + 1;
        s_7 = t_187;
        i_7 = t_188;
        continue;
    }
    float t_189 = s_6 * p_21;
    int t_190;
    float t_191 = 0.0f;
    int t_192 = 0;
    int t_193 = 0;
    for (;;) {
        bool t_194 = t_192 < 3;
        int t_195 = t_194 ? 0 : 2;
        int t_196;
        float t_197;
        int t_198;
        float t_199;
        int t_200;
        if (t_195 == 0) {
            Inner t_201 = p_19[t_192];
            int t_202 = 1;
            float t_203 = t_191 + (t_201.a * p_20 + length(t_201.v) * t_201.scale);
            int t_204 = t_192 + 1;
            float t_205 = 0.0f;
            int t_206 = 0;
            t_196 = t_202;
            t_197 = t_203;
            t_198 = t_204;
            t_199 = t_205;
            t_200 = t_206;
        } else {
            int t_207 = t_195;
            float t_208 = 0.0f;
            int t_209 = 0;
            float t_210 = t_194 ? 0.0f : t_191;
            int t_211 = t_194 ? 0 : t_192;
            t_196 = t_207;
            t_197 = t_208;
            t_198 = t_209;
            t_199 = t_210;
            t_200 = t_211;
        }
        int t_212 = t_193 + 1;
        if (t_196 == 2) {
            t_190 = t_212;
            break;
        }
        float t_213 = t_197;
        int t_214 = t_198;
        int t_215 = t_212;
        t_191 = t_213;
        t_192 = t_214;
        t_193 = t_215;
        continue;
    }
    int t_216 = t_190 - 1;
    Inner t_217[3] = {{0.0f, float3(0.0f, 0.0f, 0.0f), 0.0f}, {0.0f, float3(0.0f, 0.0f, 0.0f), 0.0f}, {0.0f, float3(0.0f, 0.0f, 0.0f), 0.0f}};
    float t_218;
    Inner t_219[3];
    float t_220;
    int t_221 = t_216;
    float t_222 = 0.0f;
    Inner t_223[3] = t_217;
    float t_224 = 0.0f;
    for (;;) {
        if (t_221 < 0) {
            float t_225 = t_222;
            Inner t_226[3] = t_223;
            float t_227 = t_224;
            t_218 = t_225;
            t_219 = t_226;
            t_220 = t_227;
            break;
        }
        float t_228;
        int t_229;
        float t_230 = 0.0f;
        int t_231 = 0;
        int t_232 = 0;
        for (;;) {
            if (t_232 == t_221) {
                float t_233 = t_230;
                int t_234 = t_231;
                t_228 = t_233;
                t_229 = t_234;
                break;
            }
            bool t_235 = t_231 < 3;
            int t_236 = t_235 ? 0 : 2;
            int t_237;
            float t_238;
            int t_239;
            float t_240;
            int t_241;
            if (t_236 == 0) {
                Inner t_242 = p_19[t_231];
                int t_243 = 1;
                float t_244 = t_230 + (t_242.a * p_20 + length(t_242.v) * t_242.scale);
                int t_245 = t_231 + 1;
                float t_246 = 0.0f;
                int t_247 = 0;
                t_237 = t_243;
                t_238 = t_244;
                t_239 = t_245;
                t_240 = t_246;
                t_241 = t_247;
            } else {
                int t_248 = t_236;
                float t_249 = 0.0f;
                int t_250 = 0;
                float t_251 = t_235 ? 0.0f : t_230;
                int t_252 = t_235 ? 0 : t_231;
                t_237 = t_248;
                t_238 = t_249;
                t_239 = t_250;
                t_240 = t_251;
                t_241 = t_252;
            }
            if (t_237 == 2) {
                float t_253 = t_230;
                int t_254 = t_231;
                t_228 = t_253;
                t_229 = t_254;
                break;
            }
            float t_255 = t_238;
            int t_256 = t_239;
            int t_257 = t_232 + 1;
            t_230 = t_255;
            t_231 = t_256;
            t_232 = t_257;
            continue;
        }
        bool t_258 = t_229 < 3;
        Inner t_259[3];
        float t_260;
        float t_261;
        float t_262;
        float t_263;
        if ((t_258 ? 0 : 2) == 0) {
            Inner t_264 = p_19[t_229];
            float3 t_265 = t_264.v;
            float3 t_266 = (float3)(t_264.scale * t_222 / length(t_265)) * t_265;
            bool t_267 = t_229 == 2;
            float t_268 = p_20 * t_222;
            Inner t_269 = {0.0f + (t_267 ? t_268 : 0.0f), (t_267 ? t_266 : float3(0.0f, 0.0f, 0.0f)) + float3(0.0f, 0.0f, 0.0f), 0.0f};
            bool t_270 = t_229 == 1;
            Inner t_271 = {0.0f + (t_270 ? t_268 : 0.0f), (t_270 ? t_266 : float3(0.0f, 0.0f, 0.0f)) + float3(0.0f, 0.0f, 0.0f), 0.0f};
            bool t_272 = t_229 == 0;
            Inner t_273 = {0.0f + (t_272 ? t_268 : 0.0f), (t_272 ? t_266 : float3(0.0f, 0.0f, 0.0f)) + float3(0.0f, 0.0f, 0.0f), 0.0f};
            Inner t_274[3] = {t_273, t_271, t_269};
            Inner t_275[3] = t_274;
            float t_276 = t_264.a * t_222;
            float t_277 = t_222;
            float t_278 = 0.0f;
            float t_279 = 0.0f;
            t_259 = t_275;
            t_260 = t_276;
            t_261 = t_277;
            t_262 = t_278;
            t_263 = t_279;
        } else {
            Inner t_280[3] = t_217;
            float t_281 = 0.0f;
            float t_282 = 0.0f;
            float t_283 = t_222;
            float t_284 = t_221 == t_216 ? t_189 + t_189 : 0.0f;
            t_259 = t_280;
            t_260 = t_281;
            t_261 = t_282;
            t_262 = t_283;
            t_263 = t_284;
        }
        Inner t_285 = t_223[0];
        Inner t_286 = t_259[0];
        Inner t_287 = {t_285.a + t_286.a, t_285.v + t_286.v, t_285.scale + t_286.scale};
        Inner t_288 = t_223[1];
        Inner t_289 = t_259[1];
        Inner t_290 = {t_288.a + t_289.a, t_288.v + t_289.v, t_288.scale + t_289.scale};
        Inner t_291 = t_223[2];
        Inner t_292 = t_259[2];
        Inner t_293 = {t_291.a + t_292.a, t_291.v + t_292.v, t_291.scale + t_292.scale};
        Inner t_294[3] = {t_287, t_290, t_293};
        int t_295 = t_221 - 1;
        float t_296 = t_261 + (t_258 ? 0.0f : t_263);
        Inner t_297[3] = t_294;
        float t_298 = t_224 + t_260;
        t_221 = t_295;
        t_222 = t_296;
        t_223 = t_297;
        t_224 = t_298;
        continue;
    }
    arrLoss_bwd_Grads t_299 = {t_219, t_220};
    return t_299;
}
void computeMain_1() {
    Outer t_300 = {{0.7f, float3(1.0f, -2.0f, 0.5f), 3.0f}, float2(0.3f, 1.2f), 2};
    loss_bwd_Grads t_301 = loss_bwd(t_300, 1.5f, 1.0f);
    Outer t_302 = t_301.f0;
    Inner t_303 = t_302.inner;
    float3 t_304 = t_303.v;
    float2 t_305 = t_302.w;
    outputBuffer[0u] = t_303.a;
    outputBuffer[1u] = t_304.x;
    outputBuffer[2u] = t_304.y;
    outputBuffer[3u] = t_304.z;
    outputBuffer[4u] = t_305.x;
    outputBuffer[5u] = t_305.y;
    outputBuffer[6u] = t_301.f1;
    Outer t_306 = {{1.0f, float3(0.5f, 0.25f, -1.0f), 0.0f}, float2(2.0f, -0.5f), 0};
    loss_fwd_Result t_307 = loss_fwd(t_300, t_306, 1.5f, 0.25f);
    outputBuffer[7u] = t_307.p;
    outputBuffer[8u] = t_307.d;
    Inner arr[3] = {(Inner)0, (Inner)0, (Inner)0};
    int i_8;
    int i_9 = 0;
    for (;;) {
        if (i_9 < 3) {
        } else {
            i_8 = i_9;
            break;
        }
        float t_308 = (float)i_9;
        arr[i_9].a = 0.5f * t_308 + 0.1f;
        arr[i_9].v = float3(t_308, 1.0f, -0.5f * t_308);
        arr[i_9].scale = 2.0f - t_308;
        i_9 = i_9 + 1;
        continue;
    }
    Inner t_309[3] = arr;
    arrLoss_bwd_Grads t_310 = arrLoss_bwd(t_309, 0.8f, 1.0f);
    Inner t_311[3] = t_310.f0;
    Inner t_312 = t_311[0];
    Inner t_313 = t_311[1];
    Inner t_314 = t_311[2];
    outputBuffer[9u] = t_312.a;
    outputBuffer[10u] = t_313.a;
    outputBuffer[11u] = t_314.v.x;
    outputBuffer[12u] = t_313.v.y;
    outputBuffer[13u] = t_310.f1;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
