struct Inner
{
    float3 v;
    int tag;
};
struct Particle
{
    Inner pos;
    float w;
};
struct Particle_step_bwd_Grads
{
    Particle f0;
    float f1;
};
struct simulate_bwd_Grads
{
    Particle f0[3];
    float f1;
};
struct useCustom_bwd_Grads
{
    float f0;
    float f1;
};
struct vecOps_bwd_Grads
{
    float3 f0;
    float3 f1;
    float f2;
};
struct vecOps_fwd_Result
{
    float3 p;
    float3 d;
};
struct poly_bwd_Grads
{
    float f0;
    float f1;
};
struct poly_1_fwd_Result
{
    double p;
    double d;
};
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
static float kWeights[4] = {0.5f, -1.0f, 2.0f, 0.25f};
Particle_step_bwd_Grads Particle_step_bwd(inout Particle p, float p_1, Particle p_2);
float simulate(Particle p_3[3], float dt, int p_4);
simulate_bwd_Grads simulate_bwd(Particle p_5[3], float p_6, int p_7, float p_8);
useCustom_bwd_Grads useCustom_bwd(float p_9, float p_10, float p_11);
vecOps_bwd_Grads vecOps_bwd(float3 p_12, float3 p_13, inout float p_14, float p_15, float3 p_16);
vecOps_fwd_Result vecOps_fwd(float3 p_17, float3 p_18, float3 p_19, float3 p_20, inout float p_21, inout float p_22);
void computeMain_1();
poly_bwd_Grads poly_bwd(float p_23, float p_24, float p_25);
poly_1_fwd_Result poly_1_fwd(double p_26, double p_27, double p_28, double p_29);
Particle_step_bwd_Grads Particle_step_bwd(inout Particle p, float p_1, Particle p_2) {
    Particle t = p;
    Inner t_1 = t.pos;
    float t_2 = t.w;
    float3 t_3 = float3(t_2, t_2 * t_2, -t_2);
    float3 t_4 = (float3)p_1;
    float3 t_5 = t_1.v + t_3 * t_4;
    float t_6 = length(t_5);
    Inner t_7 = {t_5, t_1.tag};
    Particle t_8 = {t_7, t_2 * 0.9f + t_6 * 0.1f};
    p = t_8;
    Inner t_9 = p_2.pos;
    float t_10 = p_2.w;
    float3 t_11 = t_9.v + (float3)(0.1f * t_10 / t_6) * t_5;
    float3 t_12 = t_4 * t_11;
    float3 t_13 = t_3 * t_11;
    float t_14 = t_2 * t_12.y;
    Inner t_15 = {float3(0.0f, 0.0f, 0.0f) + t_11, 0};
    Particle t_16 = {t_15, 0.9f * t_10 + t_12.x + -t_12.z + t_14 + t_14 + 0.0f};
    Particle_step_bwd_Grads t_17 = {t_16, t_13.x + t_13.y + t_13.z};
    return t_17;
}
float simulate(Particle p_3[3], float dt, int p_4) {
    Particle ps[3] = {(Particle)0, (Particle)0, (Particle)0};
    ps = p_3;
    float acc;
    int i;
    float acc_1 = 0.0f;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_18 = acc_1;
            int t_19 = i_1;
            acc = t_18;
            i = t_19;
            break;
        }
        Particle t_20 = ps[i_1];
        Inner t_21 = t_20.pos;
        int i_2;
        if (t_21.tag == 2) {
            float t_22 = acc_1;
            int t_23 = i_1 + 1;
            acc_1 = t_22;
            i_1 = t_23;
            continue;
        } else {
            i_2 = i_1;
        }
        float3 p_30;
        float p_31;
        int k;
        float3 p_32 = t_21.v;
        float p_33 = t_20.w;
        int k_1 = 0;
        for (;;) {
            if (k_1 < p_4) {
            } else {
                float3 t_24 = p_32;
                float t_25 = p_33;
                int t_26 = k_1;
                p_30 = t_24;
                p_31 = t_25;
                k = t_26;
                break;
            }
            float3 t_27 = p_32 + float3(p_33, p_33 * p_33, -p_33) * (float3)dt;
            float t_28 = p_33 * 0.9f + length(t_27) * 0.1f;
            if (t_28 > 3.0f) {
                float3 t_29 = t_27;
                float t_30 = t_28;
                int t_31 = k_1;
                p_30 = t_29;
                p_31 = t_30;
                k = t_31;
                break;
            }
            float3 t_32 = t_27;
            float t_33 = t_28;
            int t_34 = k_1 + 1;
            p_32 = t_32;
            p_33 = t_33;
            k_1 = t_34;
            continue;
        }
        int t_35 = i_2 + p_4;
        float t_36 = kWeights[t_35 - t_35 / 4 * 4];
        float t_37 = acc_1 + (dot(p_30, p_30) * t_36 + p_31);
        int t_38 = i_2 + 1;
        acc_1 = t_37;
        i_1 = t_38;
        continue;
    }
    return acc;
}
simulate_bwd_Grads simulate_bwd(Particle p_5[3], float p_6, int p_7, float p_8) {
    float acc_2;
    int i_3;
    float acc_3 = 0.0f;
    int i_4 = 0;
    for (;;) {
        if (i_4 < 3) {
        } else {
            float t_39 = acc_3;
            int t_40 = i_4;
            acc_2 = t_39;
            i_3 = t_40;
            break;
        }
        Particle t_41 = p_5[i_4];
        Inner t_42 = t_41.pos;
        int t_43 = t_42.tag;
        int i_5;
        if (t_43 == 2) {
            float t_44 = acc_3;
            int t_45 = i_4 + 1;
            acc_3 = t_44;
            i_4 = t_45;
            continue;
        } else {
            i_5 = i_4;
        }
        float3 p_34;
        int p_35;
        float p_36;
        int k_2;
        float3 p_37 = t_42.v;
        int p_38 = t_43;
        float p_39 = t_41.w;
        int k_3 = 0;
        for (;;) {
            if (k_3 < p_7) {
            } else {
                float3 t_46 = p_37;
                int t_47 = p_38;
                float t_48 = p_39;
                int t_49 = k_3;
                p_34 = t_46;
                p_35 = t_47;
                p_36 = t_48;
                k_2 = t_49;
                break;
            }
            float3 t_50 = p_37 + float3(p_39, p_39 * p_39, -p_39) * (float3)p_6;
            float t_51 = p_39 * 0.9f + length(t_50) * 0.1f;
            if (t_51 > 3.0f) {
                float3 t_52 = t_50;
                int t_53 = p_38;
                float t_54 = t_51;
                int t_55 = k_3;
                p_34 = t_52;
                p_35 = t_53;
                p_36 = t_54;
                k_2 = t_55;
                break;
            }
            float3 t_56 = t_50;
            int t_57 = p_38;
            float t_58 = t_51;
            int t_59 = k_3 + 1;
            p_37 = t_56;
            p_38 = t_57;
            p_39 = t_58;
            k_3 = t_59;
            continue;
        }
        int t_60 = i_5 + p_7;
        float t_61 = kWeights[t_60 - t_60 / 4 * 4];
        float t_62 = acc_3 + (dot(p_34, p_34) * t_61 + p_36);
        int t_63 = i_5 + 1;
        acc_3 = t_62;
        i_4 = t_63;
        continue;
    }
    int t_64;
    float t_65 = 0.0f;
    int t_66 = 0;
    int t_67 = 0;
    for (;;) {
        bool t_68 = t_66 < 3;
        int t_69 = t_68 ? 0 : 2;
        int t_70;
        float t_71;
        int t_72;
        float t_73;
        int t_74;
        if (t_69 == 0) {
            Particle t_75 = p_5[t_66];
            Inner t_76 = t_75.pos;
            int t_77 = t_76.tag;
            bool t_78 = t_77 == 2;
            int t_79 = t_78 ? 0 : t_66;
            int t_80 = t_78 ? 1 : 0;
            int t_81;
            float t_82;
            int t_83;
            float t_84;
            int t_85;
            if (t_80 == 0) {
                float3 p_40;
                int p_41;
                float p_42;
                int k_4;
                float3 p_43 = t_76.v;
                int p_44 = t_77;
                float p_45 = t_75.w;
                int k_5 = 0;
                for (;;) {
                    if (k_5 < p_7) {
                    } else {
                        float3 t_86 = p_43;
                        int t_87 = p_44;
                        float t_88 = p_45;
                        int t_89 = k_5;
                        p_40 = t_86;
                        p_41 = t_87;
                        p_42 = t_88;
                        k_4 = t_89;
                        break;
                    }
                    float3 t_90 = p_43 + float3(p_45, p_45 * p_45, -p_45) * (float3)p_6;
                    float t_91 = p_45 * 0.9f + length(t_90) * 0.1f;
                    if (t_91 > 3.0f) {
                        float3 t_92 = t_90;
                        int t_93 = p_44;
                        float t_94 = t_91;
                        int t_95 = k_5;
                        p_40 = t_92;
                        p_41 = t_93;
                        p_42 = t_94;
                        k_4 = t_95;
                        break;
                    }
                    float3 t_96 = t_90;
                    int t_97 = p_44;
                    float t_98 = t_91;
                    int t_99 = k_5 + 1;
                    p_43 = t_96;
                    p_44 = t_97;
                    p_45 = t_98;
                    k_5 = t_99;
                    continue;
                }
                int t_100 = t_79 + p_7;
                float t_101 = kWeights[t_100 - t_100 / 4 * 4];
                int t_102 = 1;
                float t_103 = t_65 + (dot(p_40, p_40) * t_101 + p_42);
                int t_104 = t_79 + 1;
                float t_105 = 0.0f;
                int t_106 = 0;
                t_81 = t_102;
                t_82 = t_103;
                t_83 = t_104;
                t_84 = t_105;
                t_85 = t_106;
            } else {
                int t_107 = t_80;
                float t_108 = t_78 ? t_65 : 0.0f;
                int t_109 = t_78 ? t_66 + 1 : 0;
                float t_110 = 0.0f;
                int t_111 = 0;
                t_81 = t_107;
                t_82 = t_108;
                t_83 = t_109;
                t_84 = t_110;
                t_85 = t_111;
            }
            int t_112 = t_81;
            float t_113 = t_82;
            int t_114 = t_83;
            float t_115 = t_84;
            int t_116 = t_85;
            t_70 = t_112;
            t_71 = t_113;
            t_72 = t_114;
            t_73 = t_115;
            t_74 = t_116;
        } else {
            int t_117 = t_69;
            float t_118 = 0.0f;
            int t_119 = 0;
            float t_120 = t_68 ? 0.0f : t_65;
            int t_121 = t_68 ? 0 : t_66;
            t_70 = t_117;
            t_71 = t_118;
            t_72 = t_119;
            t_73 = t_120;
            t_74 = t_121;
        }
        int t_122 = t_67 + 1;
        if (t_70 == 2) {
            t_64 = t_122;
            break;
        }
        float t_123 = t_71;
        int t_124 = t_72;
        int t_125 = t_122;
        t_65 = t_123;
        t_66 = t_124;
        t_67 = t_125;
        continue;
    }
    int t_126 = t_64 - 1;
    Particle t_127[3] = {{{float3(0.0f, 0.0f, 0.0f), 0}, 0.0f}, {{float3(0.0f, 0.0f, 0.0f), 0}, 0.0f}, {{float3(0.0f, 0.0f, 0.0f), 0}, 0.0f}};
    float t_128;
    Particle t_129[3];
    float t_130;
    int t_131 = t_126;
    float t_132 = 0.0f;
    Particle t_133[3] = t_127;
    float t_134 = 0.0f;
    for (;;) {
        if (t_131 < 0) {
            float t_135 = t_132;
            Particle t_136[3] = t_133;
            float t_137 = t_134;
            t_128 = t_135;
            t_129 = t_136;
            t_130 = t_137;
            break;
        }
        float t_138;
        int t_139;
        float t_140 = 0.0f;
        int t_141 = 0;
        int t_142 = 0;
        for (;;) {
            if (t_142 == t_131) {
                float t_143 = t_140;
                int t_144 = t_141;
                t_138 = t_143;
                t_139 = t_144;
                break;
            }
            bool t_145 = t_141 < 3;
            int t_146 = t_145 ? 0 : 2;
            int t_147;
            float t_148;
            int t_149;
            float t_150;
            int t_151;
            if (t_146 == 0) {
                Particle t_152 = p_5[t_141];
                Inner t_153 = t_152.pos;
                int t_154 = t_153.tag;
                bool t_155 = t_154 == 2;
                int t_156 = t_155 ? 0 : t_141;
                int t_157 = t_155 ? 1 : 0;
                int t_158;
                float t_159;
                int t_160;
                float t_161;
                int t_162;
                if (t_157 == 0) {
                    float3 p_46;
                    int p_47;
                    float p_48;
                    int k_6;
                    float3 p_49 = t_153.v;
                    int p_50 = t_154;
                    float p_51 = t_152.w;
                    int k_7 = 0;
                    for (;;) {
                        if (k_7 < p_7) {
                        } else {
                            float3 t_163 = p_49;
                            int t_164 = p_50;
                            float t_165 = p_51;
                            int t_166 = k_7;
                            p_46 = t_163;
                            p_47 = t_164;
                            p_48 = t_165;
                            k_6 = t_166;
                            break;
                        }
                        float3 t_167 = p_49 + float3(p_51, p_51 * p_51, -p_51) * (float3)p_6;
                        float t_168 = p_51 * 0.9f + length(t_167) * 0.1f;
                        if (t_168 > 3.0f) {
                            float3 t_169 = t_167;
                            int t_170 = p_50;
                            float t_171 = t_168;
                            int t_172 = k_7;
                            p_46 = t_169;
                            p_47 = t_170;
                            p_48 = t_171;
                            k_6 = t_172;
                            break;
                        }
                        float3 t_173 = t_167;
                        int t_174 = p_50;
                        float t_175 = t_168;
                        int t_176 = k_7 + 1;
                        p_49 = t_173;
                        p_50 = t_174;
                        p_51 = t_175;
                        k_7 = t_176;
                        continue;
                    }
                    int t_177 = t_156 + p_7;
                    float t_178 = kWeights[t_177 - t_177 / 4 * 4];
                    int t_179 = 1;
                    float t_180 = t_140 + (dot(p_46, p_46) * t_178 + p_48);
                    int t_181 = t_156 + 1;
                    float t_182 = 0.0f;
                    int t_183 = 0;
                    t_158 = t_179;
                    t_159 = t_180;
                    t_160 = t_181;
                    t_161 = t_182;
                    t_162 = t_183;
                } else {
                    int t_184 = t_157;
                    float t_185 = t_155 ? t_140 : 0.0f;
                    int t_186 = t_155 ? t_141 + 1 : 0;
                    float t_187 = 0.0f;
                    int t_188 = 0;
                    t_158 = t_184;
                    t_159 = t_185;
                    t_160 = t_186;
                    t_161 = t_187;
                    t_162 = t_188;
                }
                int t_189 = t_158;
                float t_190 = t_159;
                int t_191 = t_160;
                float t_192 = t_161;
                int t_193 = t_162;
                t_147 = t_189;
                t_148 = t_190;
                t_149 = t_191;
                t_150 = t_192;
                t_151 = t_193;
            } else {
                int t_194 = t_146;
                float t_195 = 0.0f;
                int t_196 = 0;
                float t_197 = t_145 ? 0.0f : t_140;
                int t_198 = t_145 ? 0 : t_141;
                t_147 = t_194;
                t_148 = t_195;
                t_149 = t_196;
                t_150 = t_197;
                t_151 = t_198;
            }
            if (t_147 == 2) {
                float t_199 = t_140;
                int t_200 = t_141;
                t_138 = t_199;
                t_139 = t_200;
                break;
            }
            float t_201 = t_148;
            int t_202 = t_149;
            int t_203 = t_142 + 1;
            t_140 = t_201;
            t_141 = t_202;
            t_142 = t_203;
            continue;
        }
        bool t_204 = t_139 < 3;
        int t_205 = t_204 ? 0 : 2;
        bool t_206 = t_205 == 0;
        int t_207;
        float t_208;
        int t_209;
        float t_210;
        int t_211;
        if (t_206) {
            Particle t_212 = p_5[t_139];
            Inner t_213 = t_212.pos;
            int t_214 = t_213.tag;
            bool t_215 = t_214 == 2;
            int t_216 = t_215 ? 0 : t_139;
            int t_217 = t_215 ? 1 : 0;
            int t_218;
            float t_219;
            int t_220;
            float t_221;
            int t_222;
            if (t_217 == 0) {
                float3 p_52;
                int p_53;
                float p_54;
                int k_8;
                float3 p_55 = t_213.v;
                int p_56 = t_214;
                float p_57 = t_212.w;
                int k_9 = 0;
                for (;;) {
                    if (k_9 < p_7) {
                    } else {
                        float3 t_223 = p_55;
                        int t_224 = p_56;
                        float t_225 = p_57;
                        int t_226 = k_9;
                        p_52 = t_223;
                        p_53 = t_224;
                        p_54 = t_225;
                        k_8 = t_226;
                        break;
                    }
                    float3 t_227 = p_55 + float3(p_57, p_57 * p_57, -p_57) * (float3)p_6;
                    float t_228 = p_57 * 0.9f + length(t_227) * 0.1f;
                    if (t_228 > 3.0f) {
                        float3 t_229 = t_227;
                        int t_230 = p_56;
                        float t_231 = t_228;
                        int t_232 = k_9;
                        p_52 = t_229;
                        p_53 = t_230;
                        p_54 = t_231;
                        k_8 = t_232;
                        break;
                    }
                    float3 t_233 = t_227;
                    int t_234 = p_56;
                    float t_235 = t_228;
                    int t_236 = k_9 + 1;
                    p_55 = t_233;
                    p_56 = t_234;
                    p_57 = t_235;
                    k_9 = t_236;
                    continue;
                }
                int t_237 = t_216 + p_7;
                float t_238 = kWeights[t_237 - t_237 / 4 * 4];
                int t_239 = 1;
                float t_240 = t_138 + (dot(p_52, p_52) * t_238 + p_54);
                int t_241 = t_216 + 1;
                float t_242 = 0.0f;
                int t_243 = 0;
                t_218 = t_239;
                t_219 = t_240;
                t_220 = t_241;
                t_221 = t_242;
                t_222 = t_243;
            } else {
                int t_244 = t_217;
                float t_245 = t_215 ? t_138 : 0.0f;
                int t_246 = t_215 ? t_139 + 1 : 0;
                float t_247 = 0.0f;
                int t_248 = 0;
                t_218 = t_244;
                t_219 = t_245;
                t_220 = t_246;
                t_221 = t_247;
                t_222 = t_248;
            }
            int t_249 = t_218;
            float t_250 = t_219;
            int t_251 = t_220;
            float t_252 = t_221;
            int t_253 = t_222;
            t_207 = t_249;
            t_208 = t_250;
            t_209 = t_251;
            t_210 = t_252;
            t_211 = t_253;
        } else {
            int t_254 = t_205;
            float t_255 = 0.0f;
            int t_256 = 0;
            float t_257 = t_204 ? 0.0f : t_138;
            int t_258 = t_204 ? 0 : t_139;
            t_207 = t_254;
            t_208 = t_255;
            t_209 = t_256;
            t_210 = t_257;
            t_211 = t_258;
        }
        float t_259 = t_131 == t_126 ? p_8 : 0.0f;
        Particle t_260[3];
        float t_261;
        float t_262;
        float t_263;
        float t_264;
        if (t_206) {
            Particle t_265 = p_5[t_139];
            Inner t_266 = t_265.pos;
            float3 t_267 = t_266.v;
            int t_268 = t_266.tag;
            float t_269 = t_265.w;
            bool t_270 = t_268 == 2;
            int t_271 = t_270 ? 0 : t_139;
            int t_272 = t_270 ? 1 : 0;
            bool t_273 = t_272 == 0;
            int t_274;
            float t_275;
            int t_276;
            float t_277;
            int t_278;
            if (t_273) {
                float3 p_58;
                int p_59;
                float p_60;
                int k_10;
                float3 p_61 = t_267;
                int p_62 = t_268;
                float p_63 = t_269;
                int k_11 = 0;
                for (;;) {
                    if (k_11 < p_7) {
                    } else {
                        float3 t_279 = p_61;
                        int t_280 = p_62;
                        float t_281 = p_63;
                        int t_282 = k_11;
                        p_58 = t_279;
                        p_59 = t_280;
                        p_60 = t_281;
                        k_10 = t_282;
                        break;
                    }
                    float3 t_283 = p_61 + float3(p_63, p_63 * p_63, -p_63) * (float3)p_6;
                    float t_284 = p_63 * 0.9f + length(t_283) * 0.1f;
                    if (t_284 > 3.0f) {
                        float3 t_285 = t_283;
                        int t_286 = p_62;
                        float t_287 = t_284;
                        int t_288 = k_11;
                        p_58 = t_285;
                        p_59 = t_286;
                        p_60 = t_287;
                        k_10 = t_288;
                        break;
                    }
                    float3 t_289 = t_283;
                    int t_290 = p_62;
                    float t_291 = t_284;
                    int t_292 = k_11 + 1;
                    p_61 = t_289;
                    p_62 = t_290;
                    p_63 = t_291;
                    k_11 = t_292;
                    continue;
                }
                int t_293 = t_271 + p_7;
                float t_294 = kWeights[t_293 - t_293 / 4 * 4];
                int t_295 = 1;
                float t_296 = t_138 + (dot(p_58, p_58) * t_294 + p_60);
                int t_297 = t_271 + 1;
                float t_298 = 0.0f;
                int t_299 = 0;
                t_274 = t_295;
                t_275 = t_296;
                t_276 = t_297;
                t_277 = t_298;
                t_278 = t_299;
            } else {
                int t_300 = t_272;
                float t_301 = t_270 ? t_138 : 0.0f;
                int t_302 = t_270 ? t_139 + 1 : 0;
                float t_303 = 0.0f;
                int t_304 = 0;
                t_274 = t_300;
                t_275 = t_301;
                t_276 = t_302;
                t_277 = t_303;
                t_278 = t_304;
            }
            float3 t_305;
            float t_306;
            float t_307;
            float t_308;
            float t_309;
            float t_310;
            if (t_273) {
                float3 p_64;
                int p_65;
                float p_66;
                int k_12;
                float3 p_67 = t_267;
                int p_68 = t_268;
                float p_69 = t_269;
                int k_13 = 0;
                for (;;) {
                    if (k_13 < p_7) {
                    } else {
                        float3 t_311 = p_67;
                        int t_312 = p_68;
                        float t_313 = p_69;
                        int t_314 = k_13;
                        p_64 = t_311;
                        p_65 = t_312;
                        p_66 = t_313;
                        k_12 = t_314;
                        break;
                    }
                    float3 t_315 = p_67 + float3(p_69, p_69 * p_69, -p_69) * (float3)p_6;
                    float t_316 = p_69 * 0.9f + length(t_315) * 0.1f;
                    if (t_316 > 3.0f) {
                        float3 t_317 = t_315;
                        int t_318 = p_68;
                        float t_319 = t_316;
                        int t_320 = k_13;
                        p_64 = t_317;
                        p_65 = t_318;
                        p_66 = t_319;
                        k_12 = t_320;
                        break;
                    }
                    float3 t_321 = t_315;
                    int t_322 = p_68;
                    float t_323 = t_316;
                    int t_324 = k_13 + 1;
                    p_67 = t_321;
                    p_68 = t_322;
                    p_69 = t_323;
                    k_13 = t_324;
                    continue;
                }
                int t_325 = t_271 + p_7;
                float t_326 = kWeights[t_325 - t_325 / 4 * 4];
                float3 t_327 = (float3)(t_326 * t_132) * p_64;
                int t_328;
                float3 t_329 = t_267;
                int t_330 = t_268;
                float t_331 = t_269;
                int t_332 = 0;
                int t_333 = 0;
                for (;;) {
                    int t_334;
                    float3 t_335;
                    int t_336;
                    float t_337;
                    int t_338;
                    float3 t_339;
                    int t_340;
                    float t_341;
                    int t_342;
                    if (t_332 < p_7) {
                        int t_343 = 0;
                        float3 t_344 = float3(0.0f, 0.0f, 0.0f);
                        int t_345 = 0;
                        float t_346 = 0.0f;
                        int t_347 = 0;
                        float3 t_348 = float3(0.0f, 0.0f, 0.0f);
                        int t_349 = 0;
                        float t_350 = 0.0f;
                        int t_351 = 0;
                        t_334 = t_343;
                        t_335 = t_344;
                        t_336 = t_345;
                        t_337 = t_346;
                        t_338 = t_347;
                        t_339 = t_348;
                        t_340 = t_349;
                        t_341 = t_350;
                        t_342 = t_351;
                    } else {
                        int t_352 = 2;
                        float3 t_353 = float3(0.0f, 0.0f, 0.0f);
                        int t_354 = 0;
                        float t_355 = 0.0f;
                        int t_356 = 0;
                        float3 t_357 = t_329;
                        int t_358 = t_330;
                        float t_359 = t_331;
                        int t_360 = t_332;
                        t_334 = t_352;
                        t_335 = t_353;
                        t_336 = t_354;
                        t_337 = t_355;
                        t_338 = t_356;
                        t_339 = t_357;
                        t_340 = t_358;
                        t_341 = t_359;
                        t_342 = t_360;
                    }
                    int t_361;
                    float3 t_362;
                    int t_363;
                    float t_364;
                    int t_365;
                    float3 t_366;
                    int t_367;
                    float t_368;
                    int t_369;
                    if (t_334 == 0) {
                        float3 t_370 = t_329 + float3(t_331, t_331 * t_331, -t_331) * (float3)p_6;
                        float t_371 = t_331 * 0.9f + length(t_370) * 0.1f;
                        int t_372;
                        float3 t_373;
                        int t_374;
                        float t_375;
                        int t_376;
                        float3 t_377;
                        int t_378;
                        float t_379;
                        int t_380;
                        if (t_371 > 3.0f) {
                            int t_381 = 2;
                            float3 t_382 = float3(0.0f, 0.0f, 0.0f);
                            int t_383 = 0;
                            float t_384 = 0.0f;
                            int t_385 = 0;
                            float3 t_386 = t_370;
                            int t_387 = t_330;
                            float t_388 = t_371;
                            int t_389 = t_332;
                            t_372 = t_381;
                            t_373 = t_382;
                            t_374 = t_383;
                            t_375 = t_384;
                            t_376 = t_385;
                            t_377 = t_386;
                            t_378 = t_387;
                            t_379 = t_388;
                            t_380 = t_389;
                        } else {
                            int t_390 = 0;
                            float3 t_391 = float3(0.0f, 0.0f, 0.0f);
                            int t_392 = 0;
                            float t_393 = 0.0f;
                            int t_394 = 0;
                            float3 t_395 = float3(0.0f, 0.0f, 0.0f);
                            int t_396 = 0;
                            float t_397 = 0.0f;
                            int t_398 = 0;
                            t_372 = t_390;
                            t_373 = t_391;
                            t_374 = t_392;
                            t_375 = t_393;
                            t_376 = t_394;
                            t_377 = t_395;
                            t_378 = t_396;
                            t_379 = t_397;
                            t_380 = t_398;
                        }
                        int t_399;
                        float3 t_400;
                        int t_401;
                        float t_402;
                        int t_403;
                        float3 t_404;
                        int t_405;
                        float t_406;
                        int t_407;
                        if (t_372 == 0) {
                            int t_408 = 1;
                            float3 t_409 = t_370;
                            int t_410 = t_330;
                            float t_411 = t_371;
                            int t_412 = t_332 + 1;
                            float3 t_413 = float3(0.0f, 0.0f, 0.0f);
                            int t_414 = 0;
                            float t_415 = 0.0f;
                            int t_416 = 0;
                            t_399 = t_408;
                            t_400 = t_409;
                            t_401 = t_410;
                            t_402 = t_411;
                            t_403 = t_412;
                            t_404 = t_413;
                            t_405 = t_414;
                            t_406 = t_415;
                            t_407 = t_416;
                        } else {
                            int t_417 = t_372;
                            float3 t_418 = t_373;
                            int t_419 = t_374;
                            float t_420 = t_375;
                            int t_421 = t_376;
                            float3 t_422 = t_377;
                            int t_423 = t_378;
                            float t_424 = t_379;
                            int t_425 = t_380;
                            t_399 = t_417;
                            t_400 = t_418;
                            t_401 = t_419;
                            t_402 = t_420;
                            t_403 = t_421;
                            t_404 = t_422;
                            t_405 = t_423;
                            t_406 = t_424;
                            t_407 = t_425;
                        }
                        int t_426 = t_399;
                        float3 t_427 = t_400;
                        int t_428 = t_401;
                        float t_429 = t_402;
                        int t_430 = t_403;
                        float3 t_431 = t_404;
                        int t_432 = t_405;
                        float t_433 = t_406;
                        int t_434 = t_407;
                        t_361 = t_426;
                        t_362 = t_427;
                        t_363 = t_428;
                        t_364 = t_429;
                        t_365 = t_430;
                        t_366 = t_431;
                        t_367 = t_432;
                        t_368 = t_433;
                        t_369 = t_434;
                    } else {
                        int t_435 = t_334;
                        float3 t_436 = t_335;
                        int t_437 = t_336;
                        float t_438 = t_337;
                        int t_439 = t_338;
                        float3 t_440 = t_339;
                        int t_441 = t_340;
                        float t_442 = t_341;
                        int t_443 = t_342;
                        t_361 = t_435;
                        t_362 = t_436;
                        t_363 = t_437;
                        t_364 = t_438;
                        t_365 = t_439;
                        t_366 = t_440;
                        t_367 = t_441;
                        t_368 = t_442;
                        t_369 = t_443;
                    }
                    int t_444 = t_333 + 1;
                    if (t_361 == 2) {
                        t_328 = t_444;
                        break;
                    }
                    float3 t_445 = t_362;
                    int t_446 = t_363;
                    float t_447 = t_364;
                    int t_448 = t_365;
                    int t_449 = t_444;
                    t_329 = t_445;
                    t_330 = t_446;
                    t_331 = t_447;
                    t_332 = t_448;
                    t_333 = t_449;
                    continue;
                }
                int t_450 = t_328 - 1;
                float3 t_451;
                float t_452;
                float t_453;
                int t_454 = t_450;
                float3 t_455 = float3(0.0f, 0.0f, 0.0f);
                float t_456 = 0.0f;
                float t_457 = 0.0f;
                for (;;) {
                    if (t_454 < 0) {
                        float3 t_458 = t_455;
                        float t_459 = t_456;
                        float t_460 = t_457;
                        t_451 = t_458;
                        t_452 = t_459;
                        t_453 = t_460;
                        break;
                    }
                    float3 t_461;
                    int t_462;
                    float t_463;
                    int t_464;
                    float3 t_465 = t_267;
                    int t_466 = t_268;
                    float t_467 = t_269;
                    int t_468 = 0;
                    int t_469 = 0;
                    for (;;) {
                        if (t_469 == t_454) {
                            float3 t_470 = t_465;
                            int t_471 = t_466;
                            float t_472 = t_467;
                            int t_473 = t_468;
                            t_461 = t_470;
                            t_462 = t_471;
                            t_463 = t_472;
                            t_464 = t_473;
                            break;
                        }
                        int t_474;
                        float3 t_475;
                        int t_476;
                        float t_477;
                        int t_478;
                        float3 t_479;
                        int t_480;
                        float t_481;
                        int t_482;
                        if (t_468 < p_7) {
                            int t_483 = 0;
                            float3 t_484 = float3(0.0f, 0.0f, 0.0f);
                            int t_485 = 0;
                            float t_486 = 0.0f;
                            int t_487 = 0;
                            float3 t_488 = float3(0.0f, 0.0f, 0.0f);
                            int t_489 = 0;
                            float t_490 = 0.0f;
                            int t_491 = 0;
                            t_474 = t_483;
                            t_475 = t_484;
                            t_476 = t_485;
                            t_477 = t_486;
                            t_478 = t_487;
                            t_479 = t_488;
                            t_480 = t_489;
                            t_481 = t_490;
                            t_482 = t_491;
                        } else {
                            int t_492 = 2;
                            float3 t_493 = float3(0.0f, 0.0f, 0.0f);
                            int t_494 = 0;
                            float t_495 = 0.0f;
                            int t_496 = 0;
                            float3 t_497 = t_465;
                            int t_498 = t_466;
                            float t_499 = t_467;
                            int t_500 = t_468;
                            t_474 = t_492;
                            t_475 = t_493;
                            t_476 = t_494;
                            t_477 = t_495;
                            t_478 = t_496;
                            t_479 = t_497;
                            t_480 = t_498;
                            t_481 = t_499;
                            t_482 = t_500;
                        }
                        int t_501;
                        float3 t_502;
                        int t_503;
                        float t_504;
                        int t_505;
                        float3 t_506;
                        int t_507;
                        float t_508;
                        int t_509;
                        if (t_474 == 0) {
                            float3 t_510 = t_465 + float3(t_467, t_467 * t_467, -t_467) * (float3)p_6;
                            float t_511 = t_467 * 0.9f + length(t_510) * 0.1f;
                            int t_512;
                            float3 t_513;
                            int t_514;
                            float t_515;
                            int t_516;
                            float3 t_517;
                            int t_518;
                            float t_519;
                            int t_520;
                            if (t_511 > 3.0f) {
                                int t_521 = 2;
                                float3 t_522 = float3(0.0f, 0.0f, 0.0f);
                                int t_523 = 0;
                                float t_524 = 0.0f;
                                int t_525 = 0;
                                float3 t_526 = t_510;
                                int t_527 = t_466;
                                float t_528 = t_511;
                                int t_529 = t_468;
                                t_512 = t_521;
                                t_513 = t_522;
                                t_514 = t_523;
                                t_515 = t_524;
                                t_516 = t_525;
                                t_517 = t_526;
                                t_518 = t_527;
                                t_519 = t_528;
                                t_520 = t_529;
                            } else {
                                int t_530 = 0;
                                float3 t_531 = float3(0.0f, 0.0f, 0.0f);
                                int t_532 = 0;
                                float t_533 = 0.0f;
                                int t_534 = 0;
                                float3 t_535 = float3(0.0f, 0.0f, 0.0f);
                                int t_536 = 0;
                                float t_537 = 0.0f;
                                int t_538 = 0;
                                t_512 = t_530;
                                t_513 = t_531;
                                t_514 = t_532;
                                t_515 = t_533;
                                t_516 = t_534;
                                t_517 = t_535;
                                t_518 = t_536;
                                t_519 = t_537;
                                t_520 = t_538;
                            }
                            int t_539;
                            float3 t_540;
                            int t_541;
                            float t_542;
                            int t_543;
                            float3 t_544;
                            int t_545;
                            float t_546;
                            int t_547;
                            if (t_512 == 0) {
                                int t_548 = 1;
                                float3 t_549 = t_510;
                                int t_550 = t_466;
                                float t_551 = t_511;
                                int t_552 = t_468 + 1;
                                float3 t_553 = float3(0.0f, 0.0f, 0.0f);
                                int t_554 = 0;
                                float t_555 = 0.0f;
                                int t_556 = 0;
                                t_539 = t_548;
                                t_540 = t_549;
                                t_541 = t_550;
                                t_542 = t_551;
                                t_543 = t_552;
                                t_544 = t_553;
                                t_545 = t_554;
                                t_546 = t_555;
                                t_547 = t_556;
                            } else {
                                int t_557 = t_512;
                                float3 t_558 = t_513;
                                int t_559 = t_514;
                                float t_560 = t_515;
                                int t_561 = t_516;
                                float3 t_562 = t_517;
                                int t_563 = t_518;
                                float t_564 = t_519;
                                int t_565 = t_520;
                                t_539 = t_557;
                                t_540 = t_558;
                                t_541 = t_559;
                                t_542 = t_560;
                                t_543 = t_561;
                                t_544 = t_562;
                                t_545 = t_563;
                                t_546 = t_564;
                                t_547 = t_565;
                            }
                            int t_566 = t_539;
                            float3 t_567 = t_540;
                            int t_568 = t_541;
                            float t_569 = t_542;
                            int t_570 = t_543;
                            float3 t_571 = t_544;
                            int t_572 = t_545;
                            float t_573 = t_546;
                            int t_574 = t_547;
                            t_501 = t_566;
                            t_502 = t_567;
                            t_503 = t_568;
                            t_504 = t_569;
                            t_505 = t_570;
                            t_506 = t_571;
                            t_507 = t_572;
                            t_508 = t_573;
                            t_509 = t_574;
                        } else {
                            int t_575 = t_474;
                            float3 t_576 = t_475;
                            int t_577 = t_476;
                            float t_578 = t_477;
                            int t_579 = t_478;
                            float3 t_580 = t_479;
                            int t_581 = t_480;
                            float t_582 = t_481;
                            int t_583 = t_482;
                            t_501 = t_575;
                            t_502 = t_576;
                            t_503 = t_577;
                            t_504 = t_578;
                            t_505 = t_579;
                            t_506 = t_580;
                            t_507 = t_581;
                            t_508 = t_582;
                            t_509 = t_583;
                        }
                        if (t_501 == 2) {
                            float3 t_584 = t_465;
                            int t_585 = t_466;
                            float t_586 = t_467;
                            int t_587 = t_468;
                            t_461 = t_584;
                            t_462 = t_585;
                            t_463 = t_586;
                            t_464 = t_587;
                            break;
                        }
                        float3 t_588 = t_502;
                        int t_589 = t_503;
                        float t_590 = t_504;
                        int t_591 = t_505;
                        int t_592 = t_469 + 1;
                        t_465 = t_588;
                        t_466 = t_589;
                        t_467 = t_590;
                        t_468 = t_591;
                        t_469 = t_592;
                        continue;
                    }
                    bool t_593 = t_464 < p_7;
                    int t_594;
                    float3 t_595;
                    int t_596;
                    float t_597;
                    int t_598;
                    float3 t_599;
                    int t_600;
                    float t_601;
                    int t_602;
                    if (t_593) {
                        int t_603 = 0;
                        float3 t_604 = float3(0.0f, 0.0f, 0.0f);
                        int t_605 = 0;
                        float t_606 = 0.0f;
                        int t_607 = 0;
                        float3 t_608 = float3(0.0f, 0.0f, 0.0f);
                        int t_609 = 0;
                        float t_610 = 0.0f;
                        int t_611 = 0;
                        t_594 = t_603;
                        t_595 = t_604;
                        t_596 = t_605;
                        t_597 = t_606;
                        t_598 = t_607;
                        t_599 = t_608;
                        t_600 = t_609;
                        t_601 = t_610;
                        t_602 = t_611;
                    } else {
                        int t_612 = 2;
                        float3 t_613 = float3(0.0f, 0.0f, 0.0f);
                        int t_614 = 0;
                        float t_615 = 0.0f;
                        int t_616 = 0;
                        float3 t_617 = t_461;
                        int t_618 = t_462;
                        float t_619 = t_463;
                        int t_620 = t_464;
                        t_594 = t_612;
                        t_595 = t_613;
                        t_596 = t_614;
                        t_597 = t_615;
                        t_598 = t_616;
                        t_599 = t_617;
                        t_600 = t_618;
                        t_601 = t_619;
                        t_602 = t_620;
                    }
                    bool t_621 = t_454 == t_450;
                    float3 t_622 = t_621 ? t_327 + t_327 : float3(0.0f, 0.0f, 0.0f);
                    float t_623 = t_621 ? t_132 : 0.0f;
                    float3 t_624;
                    float t_625;
                    float t_626;
                    float3 t_627;
                    float t_628;
                    float3 t_629;
                    float t_630;
                    if (t_594 == 0) {
                        Inner t_631 = {t_461, t_462};
                        Particle t_632 = {t_631, t_463};
                        float3 t_633 = t_461 + float3(t_463, t_463 * t_463, -t_463) * (float3)p_6;
                        float t_634 = t_463 * 0.9f + length(t_633) * 0.1f;
                        bool t_635 = t_634 > 3.0f;
                        int t_636;
                        float3 t_637;
                        int t_638;
                        float t_639;
                        int t_640;
                        float3 t_641;
                        int t_642;
                        float t_643;
                        int t_644;
                        if (t_635) {
                            int t_645 = 2;
                            float3 t_646 = float3(0.0f, 0.0f, 0.0f);
                            int t_647 = 0;
                            float t_648 = 0.0f;
                            int t_649 = 0;
                            float3 t_650 = t_633;
                            int t_651 = t_462;
                            float t_652 = t_634;
                            int t_653 = t_464;
                            t_636 = t_645;
                            t_637 = t_646;
                            t_638 = t_647;
                            t_639 = t_648;
                            t_640 = t_649;
                            t_641 = t_650;
                            t_642 = t_651;
                            t_643 = t_652;
                            t_644 = t_653;
                        } else {
                            int t_654 = 0;
                            float3 t_655 = float3(0.0f, 0.0f, 0.0f);
                            int t_656 = 0;
                            float t_657 = 0.0f;
                            int t_658 = 0;
                            float3 t_659 = float3(0.0f, 0.0f, 0.0f);
                            int t_660 = 0;
                            float t_661 = 0.0f;
                            int t_662 = 0;
                            t_636 = t_654;
                            t_637 = t_655;
                            t_638 = t_656;
                            t_639 = t_657;
                            t_640 = t_658;
                            t_641 = t_659;
                            t_642 = t_660;
                            t_643 = t_661;
                            t_644 = t_662;
                        }
                        float3 t_663;
                        float t_664;
                        float3 t_665;
                        float t_666;
                        float3 t_667;
                        float t_668;
                        if (t_636 == 0) {
                            float3 t_669 = t_455;
                            float t_670 = t_456;
                            float3 t_671 = float3(0.0f, 0.0f, 0.0f);
                            float t_672 = 0.0f;
                            float3 t_673 = float3(0.0f, 0.0f, 0.0f);
                            float t_674 = 0.0f;
                            t_663 = t_669;
                            t_664 = t_670;
                            t_665 = t_671;
                            t_666 = t_672;
                            t_667 = t_673;
                            t_668 = t_674;
                        } else {
                            float3 t_675 = float3(0.0f, 0.0f, 0.0f);
                            float t_676 = 0.0f;
                            float3 t_677 = t_455;
                            float t_678 = t_456;
                            float3 t_679 = t_622;
                            float t_680 = t_623;
                            t_663 = t_675;
                            t_664 = t_676;
                            t_665 = t_677;
                            t_666 = t_678;
                            t_667 = t_679;
                            t_668 = t_680;
                        }
                        float3 t_681;
                        float t_682;
                        if (t_635) {
                            float3 t_683 = t_667;
                            float t_684 = t_668;
                            t_681 = t_683;
                            t_682 = t_684;
                        } else {
                            float3 t_685 = float3(0.0f, 0.0f, 0.0f);
                            float t_686 = 0.0f;
                            t_681 = t_685;
                            t_682 = t_686;
                        }
                        Inner t_687 = {float3(0.0f, 0.0f, 0.0f) + (t_663 + t_681), 0};
                        Particle t_688 = {t_687, t_664 + t_682 + 0.0f};
                        Particle t_689 = (Particle)0;
                        t_689 = t_632;
                        Particle_step_bwd_Grads t_690 = Particle_step_bwd(t_689, p_6, t_688);
                        Particle t_691 = t_690.f0;
                        Inner t_692 = t_691.pos;
                        float3 t_693 = t_692.v;
                        float t_694 = t_691.w;
                        float t_695 = t_690.f1;
                        float3 t_696 = float3(0.0f, 0.0f, 0.0f);
                        float t_697 = 0.0f;
                        float3 t_698 = float3(0.0f, 0.0f, 0.0f);
                        float t_699 = 0.0f;
                        t_624 = t_693;
                        t_625 = t_694;
                        t_626 = t_695;
                        t_627 = t_696;
                        t_628 = t_697;
                        t_629 = t_698;
                        t_630 = t_699;
                    } else {
                        float3 t_700 = float3(0.0f, 0.0f, 0.0f);
                        float t_701 = 0.0f;
                        float t_702 = 0.0f;
                        float3 t_703 = t_455;
                        float t_704 = t_456;
                        float3 t_705 = t_622;
                        float t_706 = t_623;
                        t_624 = t_700;
                        t_625 = t_701;
                        t_626 = t_702;
                        t_627 = t_703;
                        t_628 = t_704;
                        t_629 = t_705;
                        t_630 = t_706;
                    }
                    float3 t_707;
                    float t_708;
                    if (t_593) {
                        float3 t_709 = float3(0.0f, 0.0f, 0.0f);
                        float t_710 = 0.0f;
                        t_707 = t_709;
                        t_708 = t_710;
                    } else {
                        float3 t_711 = t_629;
                        float t_712 = t_630;
                        t_707 = t_711;
                        t_708 = t_712;
                    }
                    int t_713 = t_454 - 1;
                    float3 t_714 = t_624 + t_707;
                    float t_715 = t_625 + t_708;
                    float t_716 = t_457 + t_626;
                    t_454 = t_713;
                    t_455 = t_714;
                    t_456 = t_715;
                    t_457 = t_716;
                    continue;
                }
                float3 t_717 = t_451;
                float t_718 = t_452;
                float t_719 = t_453;
                float t_720 = t_132;
                float t_721 = 0.0f;
                float t_722 = 0.0f;
                t_305 = t_717;
                t_306 = t_718;
                t_307 = t_719;
                t_308 = t_720;
                t_309 = t_721;
                t_310 = t_722;
            } else {
                float3 t_723 = float3(0.0f, 0.0f, 0.0f);
                float t_724 = 0.0f;
                float t_725 = 0.0f;
                float t_726 = 0.0f;
                float t_727 = t_132;
                float t_728 = t_259;
                t_305 = t_723;
                t_306 = t_724;
                t_307 = t_725;
                t_308 = t_726;
                t_309 = t_727;
                t_310 = t_728;
            }
            float t_729 = t_306 + 0.0f;
            bool t_730 = t_139 == 2;
            float3 t_731 = float3(0.0f, 0.0f, 0.0f) + t_305;
            Inner t_732 = {t_730 ? t_731 : float3(0.0f, 0.0f, 0.0f), 0};
            Particle t_733 = {t_732, t_730 ? t_729 : 0.0f};
            bool t_734 = t_139 == 1;
            Inner t_735 = {t_734 ? t_731 : float3(0.0f, 0.0f, 0.0f), 0};
            Particle t_736 = {t_735, t_734 ? t_729 : 0.0f};
            bool t_737 = t_139 == 0;
            Inner t_738 = {t_737 ? t_731 : float3(0.0f, 0.0f, 0.0f), 0};
            Particle t_739 = {t_738, t_737 ? t_729 : 0.0f};
            Particle t_740[3] = t_127;
            t_740[0] = t_739;
            Particle t_741[3] = t_740;
            t_741[1] = t_736;
            Particle t_742[3] = t_741;
            t_742[2] = t_733;
            Particle t_743[3] = t_742;
            float t_744 = t_308 + (t_270 ? t_309 : 0.0f);
            float t_745 = t_307;
            float t_746 = 0.0f;
            float t_747 = 0.0f;
            t_260 = t_743;
            t_261 = t_744;
            t_262 = t_745;
            t_263 = t_746;
            t_264 = t_747;
        } else {
            Particle t_748[3] = t_127;
            float t_749 = 0.0f;
            float t_750 = 0.0f;
            float t_751 = t_132;
            float t_752 = t_259;
            t_260 = t_748;
            t_261 = t_749;
            t_262 = t_750;
            t_263 = t_751;
            t_264 = t_752;
        }
        Particle t_753 = t_260[2];
        Particle t_754 = t_133[2];
        Inner t_755 = t_753.pos;
        Inner t_756 = t_754.pos;
        Inner t_757 = {t_756.v + t_755.v, t_756.tag + t_755.tag};
        Particle t_758 = {t_757, t_754.w + t_753.w};
        Particle t_759 = t_260[1];
        Particle t_760 = t_133[1];
        Inner t_761 = t_759.pos;
        Inner t_762 = t_760.pos;
        Inner t_763 = {t_762.v + t_761.v, t_762.tag + t_761.tag};
        Particle t_764 = {t_763, t_760.w + t_759.w};
        Particle t_765 = t_260[0];
        Particle t_766 = t_133[0];
        Inner t_767 = t_765.pos;
        Inner t_768 = t_766.pos;
        Inner t_769 = {t_768.v + t_767.v, t_768.tag + t_767.tag};
        Particle t_770 = {t_769, t_766.w + t_765.w};
        Particle t_771[3] = {t_770, t_764, t_758};
        int t_772 = t_131 - 1;
        float t_773 = t_261 + (t_204 ? 0.0f : t_264);
        Particle t_774[3] = t_771;
        float t_775 = t_134 + t_262;
        t_131 = t_772;
        t_132 = t_773;
        t_133 = t_774;
        t_134 = t_775;
        continue;
    }
    simulate_bwd_Grads t_776 = {t_129, t_130};
    return t_776;
}
useCustom_bwd_Grads useCustom_bwd(float p_9, float p_10, float p_11) {
    bool t_777;
    float t_778;
    float s;
    int i_6;
    bool t_779 = false;
    float t_780 = 0.0f;
    float s_1 = 0.0f;
    int i_7 = 0;
    for (;;) {
        if (i_7 < 5) {
        } else {
            bool t_781 = t_779;
            float t_782 = t_780;
            float t_783 = s_1;
            int t_784 = i_7;
            t_777 = t_781;
            t_778 = t_782;
            s = t_783;
            i_6 = t_784;
            break;
        }
        bool t_785;
        float t_786;
        if (s_1 > 10.0f) {
            bool t_787 = true;
            float t_788 = s_1 * p_10;
            float t_789 = s_1;
            int t_790 = i_7;
            t_777 = t_787;
            t_778 = t_788;
            s = t_789;
            i_6 = t_790;
            break;
        } else {
            bool t_791 = t_779;
            float t_792 = t_780;
            t_785 = t_791;
            t_786 = t_792;
        }
        bool t_793 = t_785;
        float t_794 = t_786;
        float t_795 = s_1 + (p_9 * p_9 * p_9 * p_10 + (float)i_7);
        int t_796 = i_7 + 1;
        t_779 = t_793;
        t_780 = t_794;
        s_1 = t_795;
        i_7 = t_796;
        continue;
    }
    bool t_797 = (t_777 ? 2 : 0) == 0;
    int t_798;
    bool t_799 = false;
    float t_800 = 0.0f;
    float t_801 = 0.0f;
    int t_802 = 0;
    int t_803 = 0;
    for (;;) {
        bool t_804 = t_802 < 5;
        int t_805 = t_804 ? 0 : 2;
        int t_806;
        bool t_807;
        float t_808;
        float t_809;
        int t_810;
        bool t_811;
        float t_812;
        float t_813;
        int t_814;
        if (t_805 == 0) {
            bool t_815 = t_801 > 10.0f;
            int t_816 = t_815 ? 2 : 0;
            int t_817;
            bool t_818;
            float t_819;
            float t_820;
            int t_821;
            bool t_822;
            float t_823;
            float t_824;
            int t_825;
            if (t_816 == 0) {
                int t_826 = 1;
                bool t_827 = t_815 ? false : t_799;
                float t_828 = t_815 ? 0.0f : t_800;
                float t_829 = t_801 + (p_9 * p_9 * p_9 * p_10 + (float)t_802);
                int t_830 = t_802 + 1;
                bool t_831 = false;
                float t_832 = 0.0f;
                float t_833 = 0.0f;
                int t_834 = 0;
                t_817 = t_826;
                t_818 = t_827;
                t_819 = t_828;
                t_820 = t_829;
                t_821 = t_830;
                t_822 = t_831;
                t_823 = t_832;
                t_824 = t_833;
                t_825 = t_834;
            } else {
                int t_835 = t_816;
                bool t_836 = false;
                float t_837 = 0.0f;
                float t_838 = 0.0f;
                int t_839 = 0;
                bool t_840 = t_815;
                float t_841 = t_815 ? t_801 * p_10 : 0.0f;
                float t_842 = t_815 ? t_801 : 0.0f;
                int t_843 = t_815 ? t_802 : 0;
                t_817 = t_835;
                t_818 = t_836;
                t_819 = t_837;
                t_820 = t_838;
                t_821 = t_839;
                t_822 = t_840;
                t_823 = t_841;
                t_824 = t_842;
                t_825 = t_843;
            }
            int t_844 = t_817;
            bool t_845 = t_818;
            float t_846 = t_819;
            float t_847 = t_820;
            int t_848 = t_821;
            bool t_849 = t_822;
            float t_850 = t_823;
            float t_851 = t_824;
            int t_852 = t_825;
            t_806 = t_844;
            t_807 = t_845;
            t_808 = t_846;
            t_809 = t_847;
            t_810 = t_848;
            t_811 = t_849;
            t_812 = t_850;
            t_813 = t_851;
            t_814 = t_852;
        } else {
            int t_853 = t_805;
            bool t_854 = false;
            float t_855 = 0.0f;
            float t_856 = 0.0f;
            int t_857 = 0;
            bool t_858 = t_804 ? false : t_799;
            float t_859 = t_804 ? 0.0f : t_800;
            float t_860 = t_804 ? 0.0f : t_801;
            int t_861 = t_804 ? 0 : t_802;
            t_806 = t_853;
            t_807 = t_854;
            t_808 = t_855;
            t_809 = t_856;
            t_810 = t_857;
            t_811 = t_858;
            t_812 = t_859;
            t_813 = t_860;
            t_814 = t_861;
        }
        int t_862 = t_803 + 1;
        if (t_806 == 2) {
            t_798 = t_862;
            break;
        }
        bool t_863 = t_807;
        float t_864 = t_808;
        float t_865 = t_809;
        int t_866 = t_810;
        int t_867 = t_862;
        t_799 = t_863;
        t_800 = t_864;
        t_801 = t_865;
        t_802 = t_866;
        t_803 = t_867;
        continue;
    }
    int t_868 = t_798 - 1;
    float t_869;
    float t_870;
    float t_871;
    float t_872;
    int t_873 = t_868;
    float t_874 = 0.0f;
    float t_875 = 0.0f;
    float t_876 = 0.0f;
    float t_877 = 0.0f;
    for (;;) {
        if (t_873 < 0) {
            float t_878 = t_874;
            float t_879 = t_875;
            float t_880 = t_876;
            float t_881 = t_877;
            t_869 = t_878;
            t_870 = t_879;
            t_871 = t_880;
            t_872 = t_881;
            break;
        }
        bool t_882;
        float t_883;
        float t_884;
        int t_885;
        bool t_886 = false;
        float t_887 = 0.0f;
        float t_888 = 0.0f;
        int t_889 = 0;
        int t_890 = 0;
        for (;;) {
            if (t_890 == t_873) {
                bool t_891 = t_886;
                float t_892 = t_887;
                float t_893 = t_888;
                int t_894 = t_889;
                t_882 = t_891;
                t_883 = t_892;
                t_884 = t_893;
                t_885 = t_894;
                break;
            }
            bool t_895 = t_889 < 5;
            int t_896 = t_895 ? 0 : 2;
            int t_897;
            bool t_898;
            float t_899;
            float t_900;
            int t_901;
            bool t_902;
            float t_903;
            float t_904;
            int t_905;
            if (t_896 == 0) {
                bool t_906 = t_888 > 10.0f;
                int t_907 = t_906 ? 2 : 0;
                int t_908;
                bool t_909;
                float t_910;
                float t_911;
                int t_912;
                bool t_913;
                float t_914;
                float t_915;
                int t_916;
                if (t_907 == 0) {
                    int t_917 = 1;
                    bool t_918 = t_906 ? false : t_886;
                    float t_919 = t_906 ? 0.0f : t_887;
                    float t_920 = t_888 + (p_9 * p_9 * p_9 * p_10 + (float)t_889);
                    int t_921 = t_889 + 1;
                    bool t_922 = false;
                    float t_923 = 0.0f;
                    float t_924 = 0.0f;
                    int t_925 = 0;
                    t_908 = t_917;
                    t_909 = t_918;
                    t_910 = t_919;
                    t_911 = t_920;
                    t_912 = t_921;
                    t_913 = t_922;
                    t_914 = t_923;
                    t_915 = t_924;
                    t_916 = t_925;
                } else {
                    int t_926 = t_907;
                    bool t_927 = false;
                    float t_928 = 0.0f;
                    float t_929 = 0.0f;
                    int t_930 = 0;
                    bool t_931 = t_906;
                    float t_932 = t_906 ? t_888 * p_10 : 0.0f;
                    float t_933 = t_906 ? t_888 : 0.0f;
                    int t_934 = t_906 ? t_889 : 0;
                    t_908 = t_926;
                    t_909 = t_927;
                    t_910 = t_928;
                    t_911 = t_929;
                    t_912 = t_930;
                    t_913 = t_931;
                    t_914 = t_932;
                    t_915 = t_933;
                    t_916 = t_934;
                }
                int t_935 = t_908;
                bool t_936 = t_909;
                float t_937 = t_910;
                float t_938 = t_911;
                int t_939 = t_912;
                bool t_940 = t_913;
                float t_941 = t_914;
                float t_942 = t_915;
                int t_943 = t_916;
                t_897 = t_935;
                t_898 = t_936;
                t_899 = t_937;
                t_900 = t_938;
                t_901 = t_939;
                t_902 = t_940;
                t_903 = t_941;
                t_904 = t_942;
                t_905 = t_943;
            } else {
                int t_944 = t_896;
                bool t_945 = false;
                float t_946 = 0.0f;
                float t_947 = 0.0f;
                int t_948 = 0;
                bool t_949 = t_895 ? false : t_886;
                float t_950 = t_895 ? 0.0f : t_887;
                float t_951 = t_895 ? 0.0f : t_888;
                int t_952 = t_895 ? 0 : t_889;
                t_897 = t_944;
                t_898 = t_945;
                t_899 = t_946;
                t_900 = t_947;
                t_901 = t_948;
                t_902 = t_949;
                t_903 = t_950;
                t_904 = t_951;
                t_905 = t_952;
            }
            if (t_897 == 2) {
                bool t_953 = t_886;
                float t_954 = t_887;
                float t_955 = t_888;
                int t_956 = t_889;
                t_882 = t_953;
                t_883 = t_954;
                t_884 = t_955;
                t_885 = t_956;
                break;
            }
            bool t_957 = t_898;
            float t_958 = t_899;
            float t_959 = t_900;
            int t_960 = t_901;
            int t_961 = t_890 + 1;
            t_886 = t_957;
            t_887 = t_958;
            t_888 = t_959;
            t_889 = t_960;
            t_890 = t_961;
            continue;
        }
        bool t_962 = t_885 < 5;
        bool t_963 = t_873 == t_868;
        float t_964 = t_963 ? (t_777 ? (t_797 ? 0.0f : p_11) : 0.0f) : 0.0f;
        float t_965 = t_963 ? (t_797 ? p_11 : 0.0f) : 0.0f;
        float t_966;
        float t_967;
        float t_968;
        float t_969;
        float t_970;
        float t_971;
        float t_972;
        float t_973;
        if ((t_962 ? 0 : 2) == 0) {
            bool t_974 = t_884 > 10.0f;
            float t_975;
            float t_976;
            float t_977;
            float t_978;
            float t_979;
            float t_980;
            float t_981;
            float t_982;
            if ((t_974 ? 2 : 0) == 0) {
                float t_983 = 6.0f * p_9 * p_9 * (p_10 * t_875);
                float t_984 = p_9 * p_9 * p_9 * t_875;
                float t_985 = t_875;
                float t_986 = t_874;
                float t_987 = 0.0f;
                float t_988 = 0.0f;
                float t_989 = 0.0f;
                float t_990 = 0.0f;
                t_975 = t_983;
                t_976 = t_984;
                t_977 = t_985;
                t_978 = t_986;
                t_979 = t_987;
                t_980 = t_988;
                t_981 = t_989;
                t_982 = t_990;
            } else {
                float t_991 = 0.0f;
                float t_992 = 0.0f;
                float t_993 = 0.0f;
                float t_994 = 0.0f;
                float t_995 = t_874;
                float t_996 = t_875;
                float t_997 = t_964;
                float t_998 = t_965;
                t_975 = t_991;
                t_976 = t_992;
                t_977 = t_993;
                t_978 = t_994;
                t_979 = t_995;
                t_980 = t_996;
                t_981 = t_997;
                t_982 = t_998;
            }
            float t_999 = t_977 + (t_974 ? t_982 + p_10 * t_981 : 0.0f);
            float t_1000 = t_976 + (t_974 ? t_884 * t_981 : 0.0f);
            float t_1001 = t_974 ? 0.0f : t_978;
            float t_1002 = t_975;
            float t_1003 = 0.0f;
            float t_1004 = 0.0f;
            float t_1005 = 0.0f;
            float t_1006 = 0.0f;
            t_966 = t_999;
            t_967 = t_1000;
            t_968 = t_1001;
            t_969 = t_1002;
            t_970 = t_1003;
            t_971 = t_1004;
            t_972 = t_1005;
            t_973 = t_1006;
        } else {
            float t_1007 = 0.0f;
            float t_1008 = 0.0f;
            float t_1009 = 0.0f;
            float t_1010 = 0.0f;
            float t_1011 = t_874;
            float t_1012 = t_875;
            float t_1013 = t_964;
            float t_1014 = t_965;
            t_966 = t_1007;
            t_967 = t_1008;
            t_968 = t_1009;
            t_969 = t_1010;
            t_970 = t_1011;
            t_971 = t_1012;
            t_972 = t_1013;
            t_973 = t_1014;
        }
        int t_1015 = t_873 - 1;
        float t_1016 = t_968 + (t_962 ? 0.0f : t_972);
        float t_1017 = t_966 + (t_962 ? 0.0f : t_973);
        float t_1018 = t_876 + t_967;
        float t_1019 = t_877 + t_969;
        t_873 = t_1015;
        t_874 = t_1016;
        t_875 = t_1017;
        t_876 = t_1018;
        t_877 = t_1019;
        continue;
    }
    useCustom_bwd_Grads t_1020 = {t_872, t_871};
    return t_1020;
}
vecOps_bwd_Grads vecOps_bwd(float3 p_12, float3 p_13, inout float p_14, float p_15, float3 p_16) {
    float3 t_1021 = normalize(p_12);
    float t_1022 = length(p_13);
    float t_1023 = t_1022 * 0.5f;
    bool t_1024 = p_12.x > 0.0f;
    float t_1025;
    if (t_1024) {
        t_1025 = max(p_12.y, p_13.z) + clamp(p_12.z, -0.5f, 0.5f);
    } else {
        t_1025 = 0.0f;
    }
    float3 t_1026 = (float3)saturate(t_1023);
    p_14 = t_1025;
    float3 t_1027 = p_12 == p_13 ? float3(0.5f, 0.5f, 0.5f) : float3(0.0f, 0.0f, 0.0f);
    float3 t_1028 = p_16;
    t_1028.z = 0.0f;
    float2 t_1029 = float2(0.0f, 0.0f);
    t_1029.y = p_16.z;
    float3 t_1030 = t_1028;
    t_1030.x = 0.0f;
    float2 t_1031 = float2(0.0f, 0.0f);
    t_1031.x = p_16.x;
    float2 t_1032 = float2(2.0f, 2.0f) * (t_1029 + t_1031);
    float3 t_1033 = t_1030 + float3(t_1032.y, 0.0f, t_1032.x);
    float3 t_1034 = t_1026 * t_1033;
    float3 t_1035 = (reflect(p_13, t_1021) - p_12) * t_1033;
    float3 t_1036;
    float3 t_1037;
    float t_1038;
    if (t_1024) {
        float t_1039 = p_12.y;
        float t_1040 = p_13.z;
        float t_1041 = p_12.z;
        float3 t_1042 = float3(0.0f, 0.0f, 0.0f);
        t_1042.z = (t_1041 < -0.5f ? 0.0f : t_1041 > 0.5f ? 0.0f : 1.0f) * p_15;
        float t_1043 = t_1039 == t_1040 ? 0.5f : 0.0f;
        float3 t_1044 = float3(0.0f, 0.0f, 0.0f);
        t_1044.z = (t_1040 > t_1039 ? 1.0f : t_1043) * p_15;
        float3 t_1045 = float3(0.0f, 0.0f, 0.0f);
        t_1045.y = (t_1039 > t_1040 ? 1.0f : t_1043) * p_15;
        float3 t_1046 = t_1042 + t_1045;
        float3 t_1047 = t_1044;
        float t_1048 = 0.0f;
        t_1036 = t_1046;
        t_1037 = t_1047;
        t_1038 = t_1048;
    } else {
        float3 t_1049 = float3(0.0f, 0.0f, 0.0f);
        float3 t_1050 = float3(0.0f, 0.0f, 0.0f);
        float t_1051 = p_15;
        t_1036 = t_1049;
        t_1037 = t_1050;
        t_1038 = t_1051;
    }
    float3 t_1052 = float3(2.0f, 2.0f, 2.0f) * (float3)dot(t_1021, t_1034);
    float3 t_1053 = -(t_1052 * p_13 + float3(2.0f, 2.0f, 2.0f) * (float3)dot(t_1021, p_13) * t_1034);
    vecOps_bwd_Grads t_1054 = {(p_12 < p_13 ? float3(1.0f, 1.0f, 1.0f) : t_1027) * p_16 + (float3(1.0f, 1.0f, 1.0f) - t_1026) * t_1033 + t_1036 + (t_1053 - t_1021 * (float3)dot(t_1021, t_1053)) / (float3)length(p_12), (p_13 < p_12 ? float3(1.0f, 1.0f, 1.0f) : t_1027) * p_16 + t_1037 + (float3)(0.5f * ((t_1023 < 0.0f ? 0.0f : t_1023 > 1.0f ? 0.0f : 1.0f) * (t_1035.x + t_1035.y + t_1035.z)) / t_1022) * p_13 + (t_1034 - t_1052 * t_1021), 0.0f};
    return t_1054;
}
vecOps_fwd_Result vecOps_fwd(float3 p_17, float3 p_18, float3 p_19, float3 p_20, inout float p_21, inout float p_22) {
    float3 t_1055 = normalize(p_17);
    float3 t_1056 = (p_18 - t_1055 * (float3)dot(t_1055, p_18)) / (float3)length(p_17);
    float3 t_1057 = reflect(p_19, t_1055);
    float t_1058 = length(p_19);
    float t_1059 = t_1058 * 0.5f;
    p_21 = 0.0f;
    p_22 = 0.0f;
    if (p_17.x > 0.0f) {
        float t_1060 = p_17.y;
        float t_1061 = p_19.z;
        float t_1062 = t_1060 == t_1061 ? 0.5f : 0.0f;
        float t_1063 = p_17.z;
        p_21 = max(t_1060, t_1061) + clamp(t_1063, -0.5f, 0.5f);
        p_22 = (t_1060 > t_1061 ? 1.0f : t_1062) * p_18.y + (t_1061 > t_1060 ? 1.0f : t_1062) * p_20.z + (t_1063 < -0.5f ? 0.0f : t_1063 > 0.5f ? 0.0f : 1.0f) * p_18.z;
    }
    float3 t_1064 = (float3)saturate(t_1059);
    float3 t_1065 = lerp(p_17, t_1057, t_1064);
    float3 t_1066 = (float3(1.0f, 1.0f, 1.0f) - t_1064) * p_18 + t_1064 * (p_20 - float3(2.0f, 2.0f, 2.0f) * (float3)(dot(t_1056, p_19) + dot(t_1055, p_20)) * t_1055 - float3(2.0f, 2.0f, 2.0f) * (float3)dot(t_1055, p_19) * t_1056) + (t_1057 - p_17) * (float3)((t_1059 < 0.0f ? 0.0f : t_1059 > 1.0f ? 0.0f : 1.0f) * (0.5f * (dot(p_19, p_20) / t_1058)));
    float2 t_1067 = t_1065.zx * float2(2.0f, 2.0f);
    float2 t_1068 = float2(2.0f, 2.0f) * t_1066.zx;
    float3 t_1069 = t_1065;
    t_1069.x = t_1067.x;
    float3 t_1070 = t_1066;
    t_1070.x = t_1068.x;
    float3 t_1071 = t_1069;
    t_1071.z = t_1067.y;
    float3 t_1072 = t_1070;
    t_1072.z = t_1068.y;
    float3 t_1073 = p_17 == p_19 ? float3(0.5f, 0.5f, 0.5f) : float3(0.0f, 0.0f, 0.0f);
    vecOps_fwd_Result t_1074 = {t_1071 + min(p_17, p_19), t_1072 + ((p_17 < p_19 ? float3(1.0f, 1.0f, 1.0f) : t_1073) * p_18 + (p_19 < p_17 ? float3(1.0f, 1.0f, 1.0f) : t_1073) * p_20)};
    return t_1074;
}
void computeMain_1() {
    Particle ps_1[3] = {(Particle)0, (Particle)0, (Particle)0};
    int i_8;
    int i_9 = 0;
    for (;;) {
        if (i_9 < 3) {
        } else {
            i_8 = i_9;
            break;
        }
        float t_1075 = (float)i_9;
        ps_1[i_9].pos.v = float3(0.1f * t_1075 + 0.2f, -0.3f + 0.2f * t_1075, 0.5f);
        ps_1[i_9].pos.tag = i_9;
        ps_1[i_9].w = 0.7f + 0.4f * t_1075;
        i_9 = i_9 + 1;
        continue;
    }
    Particle t_1076[3] = ps_1;
    simulate_bwd_Grads t_1077 = simulate_bwd(t_1076, 0.3f, 3, 1.0f);
    Particle t_1078[3] = t_1077.f0;
    Particle t_1079 = t_1078[0];
    Inner t_1080 = t_1079.pos;
    float3 t_1081 = t_1080.v;
    Particle t_1082 = t_1078[1];
    Inner t_1083 = t_1082.pos;
    Particle t_1084 = t_1078[2];
    Inner t_1085 = t_1084.pos;
    outputBuffer[0u] = t_1081.x;
    outputBuffer[1u] = t_1081.y;
    outputBuffer[2u] = t_1081.z;
    outputBuffer[3u] = t_1079.w;
    outputBuffer[4u] = t_1083.v.x;
    outputBuffer[5u] = t_1082.w;
    outputBuffer[6u] = t_1085.v.y;
    outputBuffer[7u] = t_1084.w;
    outputBuffer[8u] = t_1077.f1;
    Particle t_1086[3] = ps_1;
    float t_1087 = simulate(t_1086, 0.3f, 3);
    outputBuffer[9u] = t_1087;
    poly_bwd_Grads t_1088 = poly_bwd(1.3f, 0.7f, 1.0f);
    outputBuffer[10u] = t_1088.f0;
    outputBuffer[11u] = t_1088.f1;
    poly_1_fwd_Result t_1089 = poly_1_fwd(0.5L, 1.0L, 2.0L, 0.5L);
    outputBuffer[12u] = (float)t_1089.d;
    outputBuffer[13u] = (float)t_1089.p;
    useCustom_bwd_Grads t_1090 = useCustom_bwd(1.2f, 0.8f, 1.0f);
    outputBuffer[14u] = t_1090.f0;
    outputBuffer[15u] = t_1090.f1;
    useCustom_bwd_Grads t_1091 = useCustom_bwd(0.5f, 0.4f, 1.0f);
    outputBuffer[16u] = t_1091.f0;
    outputBuffer[17u] = t_1091.f1;
    float t_1092 = 0.0f;
    t_1092 = 0.0f;
    vecOps_bwd_Grads t_1093 = vecOps_bwd(float3(0.6f, 0.8f, -0.3f), float3(-0.4f, 1.1f, 0.9f), t_1092, 3.0f, float3(1.0f, -0.5f, 2.0f));
    float3 t_1094 = t_1093.f0;
    float3 t_1095 = t_1093.f1;
    outputBuffer[18u] = t_1094.x;
    outputBuffer[19u] = t_1094.y;
    outputBuffer[20u] = t_1094.z;
    outputBuffer[21u] = t_1095.x;
    outputBuffer[22u] = t_1095.y;
    outputBuffer[23u] = t_1095.z;
    float t_1096 = 0.0f;
    float t_1097 = 0.0f;
    vecOps_fwd_Result t_1098 = vecOps_fwd(float3(0.6f, 0.8f, -0.3f), float3(1.0f, 0.5f, -1.0f), float3(-0.4f, 1.1f, 0.9f), float3(0.2f, 0.3f, 0.4f), t_1096, t_1097);
    float3 t_1099 = t_1098.d;
    float t_1100 = t_1097;
    outputBuffer[24u] = t_1099.x;
    outputBuffer[25u] = t_1099.y;
    outputBuffer[26u] = t_1099.z;
    outputBuffer[27u] = t_1100;
    return;
}
poly_bwd_Grads poly_bwd(float p_23, float p_24, float p_25) {
    float c;
    float r;
    float xp;
    int i_10;
    float c_1 = p_24;
    float r_1 = 0.0f;
    float xp_1 = 1.0f;
    int i_11 = 0;
    for (;;) {
        if (i_11 < 4) {
        } else {
            float t_1101 = c_1;
            float t_1102 = r_1;
            float t_1103 = xp_1;
            int t_1104 = i_11;
            c = t_1101;
            r = t_1102;
            xp = t_1103;
            i_10 = t_1104;
            break;
        }
        float t_1105 = c_1 * 0.5f;
        float t_1106 = r_1 + xp_1 * c_1;
        float t_1107 = xp_1 * p_23;
        int t_1108 = i_11 + 1;
        c_1 = t_1105;
        r_1 = t_1106;
        xp_1 = t_1107;
        i_11 = t_1108;
        continue;
    }
    int t_1109;
    float t_1110 = p_24;
    float t_1111 = 0.0f;
    float t_1112 = 1.0f;
    int t_1113 = 0;
    int t_1114 = 0;
    for (;;) {
        bool t_1115 = t_1113 < 4;
        int t_1116 = t_1115 ? 0 : 2;
        int t_1117;
        float t_1118;
        float t_1119;
        float t_1120;
        int t_1121;
        float t_1122;
        float t_1123;
        float t_1124;
        int t_1125;
        if (t_1116 == 0) {
            int t_1126 = 1;
            float t_1127 = t_1110 * 0.5f;
            float t_1128 = t_1111 + t_1112 * t_1110;
            float t_1129 = t_1112 * p_23;
            int t_1130 = t_1113 + 1;
            float t_1131 = 0.0f;
            float t_1132 = 0.0f;
            float t_1133 = 0.0f;
            int t_1134 = 0;
            t_1117 = t_1126;
            t_1118 = t_1127;
            t_1119 = t_1128;
            t_1120 = t_1129;
            t_1121 = t_1130;
            t_1122 = t_1131;
            t_1123 = t_1132;
            t_1124 = t_1133;
            t_1125 = t_1134;
        } else {
            int t_1135 = t_1116;
            float t_1136 = 0.0f;
            float t_1137 = 0.0f;
            float t_1138 = 0.0f;
            int t_1139 = 0;
            float t_1140 = t_1115 ? 0.0f : t_1110;
            float t_1141 = t_1115 ? 0.0f : t_1111;
            float t_1142 = t_1115 ? 0.0f : t_1112;
            int t_1143 = t_1115 ? 0 : t_1113;
            t_1117 = t_1135;
            t_1118 = t_1136;
            t_1119 = t_1137;
            t_1120 = t_1138;
            t_1121 = t_1139;
            t_1122 = t_1140;
            t_1123 = t_1141;
            t_1124 = t_1142;
            t_1125 = t_1143;
        }
        int t_1144 = t_1114 + 1;
        if (t_1117 == 2) {
            t_1109 = t_1144;
            break;
        }
        float t_1145 = t_1118;
        float t_1146 = t_1119;
        float t_1147 = t_1120;
        int t_1148 = t_1121;
        int t_1149 = t_1144;
        t_1110 = t_1145;
        t_1111 = t_1146;
        t_1112 = t_1147;
        t_1113 = t_1148;
        t_1114 = t_1149;
        continue;
    }
    int t_1150 = t_1109 - 1;
    float t_1151;
    float t_1152;
    float t_1153;
    float t_1154;
    int t_1155 = t_1150;
    float t_1156 = 0.0f;
    float t_1157 = 0.0f;
    float t_1158 = 0.0f;
    float t_1159 = 0.0f;
    for (;;) {
        if (t_1155 < 0) {
            float t_1160 = t_1156;
            float t_1161 = t_1157;
            float t_1162 = t_1158;
            float t_1163 = t_1159;
            t_1151 = t_1160;
            t_1152 = t_1161;
            t_1153 = t_1162;
            t_1154 = t_1163;
            break;
        }
        float t_1164;
        float t_1165;
        float t_1166;
        int t_1167;
        float t_1168 = p_24;
        float t_1169 = 0.0f;
        float t_1170 = 1.0f;
        int t_1171 = 0;
        int t_1172 = 0;
        for (;;) {
            if (t_1172 == t_1155) {
                float t_1173 = t_1168;
                float t_1174 = t_1169;
                float t_1175 = t_1170;
                int t_1176 = t_1171;
                t_1164 = t_1173;
                t_1165 = t_1174;
                t_1166 = t_1175;
                t_1167 = t_1176;
                break;
            }
            bool t_1177 = t_1171 < 4;
            int t_1178 = t_1177 ? 0 : 2;
            int t_1179;
            float t_1180;
            float t_1181;
            float t_1182;
            int t_1183;
            float t_1184;
            float t_1185;
            float t_1186;
            int t_1187;
            if (t_1178 == 0) {
                int t_1188 = 1;
                float t_1189 = t_1168 * 0.5f;
                float t_1190 = t_1169 + t_1170 * t_1168;
                float t_1191 = t_1170 * p_23;
                int t_1192 = t_1171 + 1;
                float t_1193 = 0.0f;
                float t_1194 = 0.0f;
                float t_1195 = 0.0f;
                int t_1196 = 0;
                t_1179 = t_1188;
                t_1180 = t_1189;
                t_1181 = t_1190;
                t_1182 = t_1191;
                t_1183 = t_1192;
                t_1184 = t_1193;
                t_1185 = t_1194;
                t_1186 = t_1195;
                t_1187 = t_1196;
            } else {
                int t_1197 = t_1178;
                float t_1198 = 0.0f;
                float t_1199 = 0.0f;
                float t_1200 = 0.0f;
                int t_1201 = 0;
                float t_1202 = t_1177 ? 0.0f : t_1168;
                float t_1203 = t_1177 ? 0.0f : t_1169;
                float t_1204 = t_1177 ? 0.0f : t_1170;
                int t_1205 = t_1177 ? 0 : t_1171;
                t_1179 = t_1197;
                t_1180 = t_1198;
                t_1181 = t_1199;
                t_1182 = t_1200;
                t_1183 = t_1201;
                t_1184 = t_1202;
                t_1185 = t_1203;
                t_1186 = t_1204;
                t_1187 = t_1205;
            }
            if (t_1179 == 2) {
                float t_1206 = t_1168;
                float t_1207 = t_1169;
                float t_1208 = t_1170;
                int t_1209 = t_1171;
                t_1164 = t_1206;
                t_1165 = t_1207;
                t_1166 = t_1208;
                t_1167 = t_1209;
                break;
            }
            float t_1210 = t_1180;
            float t_1211 = t_1181;
            float t_1212 = t_1182;
            int t_1213 = t_1183;
            int t_1214 = t_1172 + 1;
            t_1168 = t_1210;
            t_1169 = t_1211;
            t_1170 = t_1212;
            t_1171 = t_1213;
            t_1172 = t_1214;
            continue;
        }
        bool t_1215 = t_1167 < 4;
        float t_1216;
        float t_1217;
        float t_1218;
        float t_1219;
        float t_1220;
        float t_1221;
        float t_1222;
        float t_1223;
        float t_1224;
        float t_1225;
        if ((t_1215 ? 0 : 2) == 0) {
            float t_1226 = p_23 * t_1158 + t_1164 * t_1157;
            float t_1227 = 0.5f * t_1156 + t_1166 * t_1157;
            float t_1228 = t_1157;
            float t_1229 = t_1166 * t_1158;
            float t_1230 = 0.0f;
            float t_1231 = 0.0f;
            float t_1232 = 0.0f;
            float t_1233 = 0.0f;
            float t_1234 = 0.0f;
            float t_1235 = 0.0f;
            t_1216 = t_1226;
            t_1217 = t_1227;
            t_1218 = t_1228;
            t_1219 = t_1229;
            t_1220 = t_1230;
            t_1221 = t_1231;
            t_1222 = t_1232;
            t_1223 = t_1233;
            t_1224 = t_1234;
            t_1225 = t_1235;
        } else {
            float t_1236 = 0.0f;
            float t_1237 = 0.0f;
            float t_1238 = 0.0f;
            float t_1239 = 0.0f;
            float t_1240 = t_1156;
            float t_1241 = t_1157;
            float t_1242 = t_1158;
            float t_1243 = 0.0f;
            float t_1244 = t_1155 == t_1150 ? p_25 : 0.0f;
            float t_1245 = 0.0f;
            t_1216 = t_1236;
            t_1217 = t_1237;
            t_1218 = t_1238;
            t_1219 = t_1239;
            t_1220 = t_1240;
            t_1221 = t_1241;
            t_1222 = t_1242;
            t_1223 = t_1243;
            t_1224 = t_1244;
            t_1225 = t_1245;
        }
        int t_1246 = t_1155 - 1;
        float t_1247 = t_1217 + (t_1215 ? 0.0f : t_1223);
        float t_1248 = t_1218 + (t_1215 ? 0.0f : t_1224);
        float t_1249 = t_1216 + (t_1215 ? 0.0f : t_1225);
        float t_1250 = t_1159 + t_1219;
        t_1155 = t_1246;
        t_1156 = t_1247;
        t_1157 = t_1248;
        t_1158 = t_1249;
        t_1159 = t_1250;
        continue;
    }
    poly_bwd_Grads t_1251 = {t_1154, t_1151};
    return t_1251;
}
poly_1_fwd_Result poly_1_fwd(double p_26, double p_27, double p_28, double p_29) {
    double c_2;
    double t_1252;
    double r_2;
    double t_1253;
    double xp_2;
    double t_1254;
    int i_12;
    double c_3 = p_28;
    double t_1255 = p_29;
    double r_3 = 0.0L;
    double t_1256 = 0.0L;
    double xp_3 = 1.0L;
    double t_1257 = 0.0L;
    int i_13 = 0;
    for (;;) {
        if (i_13 < 4) {
        } else {
            double t_1258 = c_3;
            double t_1259 = t_1255;
            double t_1260 = r_3;
            double t_1261 = t_1256;
            double t_1262 = xp_3;
            double t_1263 = t_1257;
            int t_1264 = i_13;
            c_2 = t_1258;
            t_1252 = t_1259;
            r_2 = t_1260;
            t_1253 = t_1261;
            xp_2 = t_1262;
            t_1254 = t_1263;
            i_12 = t_1264;
            break;
        }
        double t_1265 = c_3 * 0.5L;
        double t_1266 = 0.5L * t_1255;
        double t_1267 = r_3 + xp_3 * c_3;
        double t_1268 = t_1256 + (c_3 * t_1257 + xp_3 * t_1255);
        double t_1269 = xp_3 * p_26;
        double t_1270 = p_26 * t_1257 + xp_3 * p_27;
        int t_1271 = i_13 + 1;
        c_3 = t_1265;
        t_1255 = t_1266;
        r_3 = t_1267;
        t_1256 = t_1268;
        xp_3 = t_1269;
        t_1257 = t_1270;
        i_13 = t_1271;
        continue;
    }
    poly_1_fwd_Result t_1272 = {r_2, t_1253};
    return t_1272;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
