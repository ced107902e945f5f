struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct cube3_bwd_Grads {
    float f0;
};
struct capped_bwd_Grads {
    float f0;
};
struct halve_bwd_Grads {
    float f0;
};
struct grid_bwd_Grads {
    float f0;
};
struct branchy_bwd_Grads {
    float f0;
};
struct picked_bwd_Grads {
    float f0;
};
struct reset_bwd_Grads {
    float f0;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static cube3_bwd_Grads cube3_bwd(float p, float p_1);
static capped_bwd_Grads capped_bwd(float p_2, float p_3);
static halve_bwd_Grads halve_bwd(float p_4, int32_t p_5, float p_6);
static grid_bwd_Grads grid_bwd(float p_7, float p_8);
static branchy_bwd_Grads branchy_bwd(float p_9, float p_10);
static picked_bwd_Grads picked_bwd(float p_11, int32_t p_12, float p_13);
static reset_bwd_Grads reset_bwd(float p_14, float p_15);
static float grad1(int32_t p_16, float x);
static void computeMain();
static cube3_bwd_Grads cube3_bwd(float p, float p_1) {
    float t;
    int32_t i;
    float t_1 = p;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_2 = t_1;
            int32_t t_3 = i_1;
            t = t_2;
            i = t_3;
            break;
        }
        float t_4 = t_1 * p;
        int32_t t_5 = i_1 + 1;
        t_1 = t_4;
        i_1 = t_5;
        continue;
    }
    int32_t t_6;
    float t_7 = p;
    int32_t t_8 = 0;
    int32_t t_9 = 0;
    for (;;) {
        int32_t t_10 = nsl::select(t_8 < 3, 0, 2);
        bool t_11 = t_10 == 0;
        int32_t t_12 = t_9 + 1;
        if (nsl::select(t_11, 1, t_10) == 2) {
            t_6 = t_12;
            break;
        }
        float t_13 = nsl::select(t_11, t_7 * p, 0.0f);
        int32_t t_14 = nsl::select(t_11, t_8 + 1, 0);
        int32_t t_15 = t_12;
        t_7 = t_13;
        t_8 = t_14;
        t_9 = t_15;
        continue;
    }
    int32_t t_16 = t_6 - 1;
    float t_17;
    float t_18;
    int32_t t_19 = t_16;
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
        int32_t t_25;
        float t_26 = p;
        int32_t t_27 = 0;
        int32_t t_28 = 0;
        for (;;) {
            if (t_28 == t_19) {
                float t_29 = t_26;
                int32_t t_30 = t_27;
                t_24 = t_29;
                t_25 = t_30;
                break;
            }
            int32_t t_31 = nsl::select(t_27 < 3, 0, 2);
            bool t_32 = t_31 == 0;
            if (nsl::select(t_32, 1, t_31) == 2) {
                float t_33 = t_26;
                int32_t t_34 = t_27;
                t_24 = t_33;
                t_25 = t_34;
                break;
            }
            float t_35 = nsl::select(t_32, t_26 * p, 0.0f);
            int32_t t_36 = nsl::select(t_32, t_27 + 1, 0);
            int32_t t_37 = t_28 + 1;
            t_26 = t_35;
            t_27 = t_36;
            t_28 = t_37;
            continue;
        }
        bool t_38 = t_25 < 3;
        bool t_39 = nsl::select(t_38, 0, 2) == 0;
        int32_t t_40 = t_19 - 1;
        float t_41 = nsl::select(t_39, p * t_20, 0.0f) + nsl::select(t_38, 0.0f, nsl::select(t_39, 0.0f, nsl::select(t_19 == t_16, p_1, 0.0f)));
        float t_42 = t_21 + nsl::select(t_39, t_24 * t_20, 0.0f);
        t_19 = t_40;
        t_20 = t_41;
        t_21 = t_42;
        continue;
    }
    return cube3_bwd_Grads{t_17 + t_18};
}
static capped_bwd_Grads capped_bwd(float p_2, float p_3) {
    float t_43;
    int32_t i_2;
    float t_44 = p_2;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 5) {
        } else {
            float t_45 = t_44;
            int32_t t_46 = i_3;
            t_43 = t_45;
            i_2 = t_46;
            break;
        }
        if (t_44 > 10.0f) {
            float t_47 = t_44;
            int32_t t_48 = i_3;
            t_43 = t_47;
            i_2 = t_48;
            break;
        }
        float t_49 = t_44 * t_44;
        int32_t t_50 = i_3 + 1;
        t_44 = t_49;
        i_3 = t_50;
        continue;
    }
    int32_t t_51;
    float t_52 = p_2;
    int32_t t_53 = 0;
    int32_t t_54 = 0;
    for (;;) {
        bool t_55 = t_53 < 5;
        int32_t t_56 = nsl::select(t_55, 0, 2);
        int32_t t_57;
        float t_58;
        int32_t t_59;
        float t_60;
        int32_t t_61;
        if (t_56 == 0) {
            bool t_62 = t_52 > 10.0f;
            int32_t t_63 = nsl::select(t_62, 2, 0);
            bool t_64 = t_63 == 0;
            int32_t t_65 = nsl::select(t_64, 1, t_63);
            float t_66 = nsl::select(t_64, t_52 * t_52, 0.0f);
            int32_t t_67 = nsl::select(t_64, t_53 + 1, 0);
            float t_68 = nsl::select(t_64, 0.0f, nsl::select(t_62, t_52, 0.0f));
            int32_t t_69 = nsl::select(t_64, 0, nsl::select(t_62, t_53, 0));
            t_57 = t_65;
            t_58 = t_66;
            t_59 = t_67;
            t_60 = t_68;
            t_61 = t_69;
        } else {
            int32_t t_70 = t_56;
            float t_71 = 0.0f;
            int32_t t_72 = 0;
            float t_73 = nsl::select(t_55, 0.0f, t_52);
            int32_t t_74 = nsl::select(t_55, 0, t_53);
            t_57 = t_70;
            t_58 = t_71;
            t_59 = t_72;
            t_60 = t_73;
            t_61 = t_74;
        }
        int32_t t_75 = t_54 + 1;
        if (t_57 == 2) {
            t_51 = t_75;
            break;
        }
        float t_76 = t_58;
        int32_t t_77 = t_59;
        int32_t t_78 = t_75;
        t_52 = t_76;
        t_53 = t_77;
        t_54 = t_78;
        continue;
    }
    int32_t t_79 = t_51 - 1;
    float t_80;
    int32_t t_81 = t_79;
    float t_82 = 0.0f;
    for (;;) {
        if (t_81 < 0) {
            t_80 = t_82;
            break;
        }
        float t_83;
        int32_t t_84;
        float t_85 = p_2;
        int32_t t_86 = 0;
        int32_t t_87 = 0;
        for (;;) {
            if (t_87 == t_81) {
                float t_88 = t_85;
                int32_t t_89 = t_86;
                t_83 = t_88;
                t_84 = t_89;
                break;
            }
            bool t_90 = t_86 < 5;
            int32_t t_91 = nsl::select(t_90, 0, 2);
            int32_t t_92;
            float t_93;
            int32_t t_94;
            float t_95;
            int32_t t_96;
            if (t_91 == 0) {
                bool t_97 = t_85 > 10.0f;
                int32_t t_98 = nsl::select(t_97, 2, 0);
                bool t_99 = t_98 == 0;
                int32_t t_100 = nsl::select(t_99, 1, t_98);
                float t_101 = nsl::select(t_99, t_85 * t_85, 0.0f);
                int32_t t_102 = nsl::select(t_99, t_86 + 1, 0);
                float t_103 = nsl::select(t_99, 0.0f, nsl::select(t_97, t_85, 0.0f));
                int32_t t_104 = nsl::select(t_99, 0, nsl::select(t_97, t_86, 0));
                t_92 = t_100;
                t_93 = t_101;
                t_94 = t_102;
                t_95 = t_103;
                t_96 = t_104;
            } else {
                int32_t t_105 = t_91;
                float t_106 = 0.0f;
                int32_t t_107 = 0;
                float t_108 = nsl::select(t_90, 0.0f, t_85);
                int32_t t_109 = nsl::select(t_90, 0, t_86);
                t_92 = t_105;
                t_93 = t_106;
                t_94 = t_107;
                t_95 = t_108;
                t_96 = t_109;
            }
            if (t_92 == 2) {
                float t_110 = t_85;
                int32_t t_111 = t_86;
                t_83 = t_110;
                t_84 = t_111;
                break;
            }
            float t_112 = t_93;
            int32_t t_113 = t_94;
            int32_t t_114 = t_87 + 1;
            t_85 = t_112;
            t_86 = t_113;
            t_87 = t_114;
            continue;
        }
        bool t_115 = t_84 < 5;
        float t_116 = nsl::select(t_81 == t_79, p_3, 0.0f);
        float t_117;
        float t_118;
        float t_119;
        if (nsl::select(t_115, 0, 2) == 0) {
            bool t_120 = t_83 > 10.0f;
            bool t_121 = nsl::select(t_120, 2, 0) == 0;
            float t_122 = t_83 * t_82;
            float t_123 = nsl::select(t_121, t_122 + t_122, 0.0f) + nsl::select(t_120, nsl::select(t_121, 0.0f, t_116), 0.0f);
            float t_124 = 0.0f;
            float t_125 = 0.0f;
            t_117 = t_123;
            t_118 = t_124;
            t_119 = t_125;
        } else {
            float t_126 = 0.0f;
            float t_127 = t_82;
            float t_128 = t_116;
            t_117 = t_126;
            t_118 = t_127;
            t_119 = t_128;
        }
        int32_t t_129 = t_81 - 1;
        float t_130 = t_117 + nsl::select(t_115, 0.0f, t_119);
        t_81 = t_129;
        t_82 = t_130;
        continue;
    }
    return capped_bwd_Grads{t_80};
}
static halve_bwd_Grads halve_bwd(float p_4, int32_t p_5, float p_6) {
    float x_1;
    int32_t n;
    float x_2 = p_4;
    int32_t n_1 = p_5;
    for (;;) {
        if (n_1 > 0) {
        } else {
            float t_131 = x_2;
            int32_t t_132 = n_1;
            x_1 = t_131;
            n = t_132;
            break;
        }
        float t_133 = x_2 * 0.5f + nsl::sin(x_2);
        int32_t t_134 = n_1 - 1;
        x_2 = t_133;
        n_1 = t_134;
        continue;
    }
    int32_t t_135;
    float t_136 = p_4;
    int32_t t_137 = p_5;
    int32_t t_138 = 0;
    for (;;) {
        bool t_139 = t_137 > 0;
        int32_t t_140 = nsl::select(t_139, 0, 2);
        int32_t t_141;
        float t_142;
        int32_t t_143;
        float t_144;
        int32_t t_145;
        if (t_140 == 0) {
            int32_t t_146 = 1;
            float t_147 = t_136 * 0.5f + nsl::sin(t_136);
            int32_t t_148 = t_137 - 1;
            float t_149 = 0.0f;
            int32_t t_150 = 0;
            t_141 = t_146;
            t_142 = t_147;
            t_143 = t_148;
            t_144 = t_149;
            t_145 = t_150;
        } else {
            int32_t t_151 = t_140;
            float t_152 = 0.0f;
            int32_t t_153 = 0;
            float t_154 = nsl::select(t_139, 0.0f, t_136);
            int32_t t_155 = nsl::select(t_139, 0, t_137);
            t_141 = t_151;
            t_142 = t_152;
            t_143 = t_153;
            t_144 = t_154;
            t_145 = t_155;
        }
        int32_t t_156 = t_138 + 1;
        if (t_141 == 2) {
            t_135 = t_156;
            break;
        }
        float t_157 = t_142;
        int32_t t_158 = t_143;
        int32_t t_159 = t_156;
        t_136 = t_157;
        t_137 = t_158;
        t_138 = t_159;
        continue;
    }
    int32_t t_160 = t_135 - 1;
    float t_161;
    int32_t t_162 = t_160;
    float t_163 = 0.0f;
    for (;;) {
        if (t_162 < 0) {
            t_161 = t_163;
            break;
        }
        float t_164;
        int32_t t_165;
        float t_166 = p_4;
        int32_t t_167 = p_5;
        int32_t t_168 = 0;
        for (;;) {
            if (t_168 == t_162) {
                float t_169 = t_166;
                int32_t t_170 = t_167;
                t_164 = t_169;
                t_165 = t_170;
                break;
            }
            bool t_171 = t_167 > 0;
            int32_t t_172 = nsl::select(t_171, 0, 2);
            int32_t t_173;
            float t_174;
            int32_t t_175;
            float t_176;
            int32_t t_177;
            if (t_172 == 0) {
                int32_t t_178 = 1;
                float t_179 = t_166 * 0.5f + nsl::sin(t_166);
                int32_t t_180 = t_167 - 1;
                float t_181 = 0.0f;
                int32_t t_182 = 0;
                t_173 = t_178;
                t_174 = t_179;
                t_175 = t_180;
                t_176 = t_181;
                t_177 = t_182;
            } else {
                int32_t t_183 = t_172;
                float t_184 = 0.0f;
                int32_t t_185 = 0;
                float t_186 = nsl::select(t_171, 0.0f, t_166);
                int32_t t_187 = nsl::select(t_171, 0, t_167);
                t_173 = t_183;
                t_174 = t_184;
                t_175 = t_185;
                t_176 = t_186;
                t_177 = t_187;
            }
            if (t_173 == 2) {
                float t_188 = t_166;
                int32_t t_189 = t_167;
                t_164 = t_188;
                t_165 = t_189;
                break;
            }
            float t_190 = t_174;
            int32_t t_191 = t_175;
            int32_t t_192 = t_168 + 1;
            t_166 = t_190;
            t_167 = t_191;
            t_168 = t_192;
            continue;
        }
        bool t_193 = t_165 > 0;
        float t_194;
        float t_195;
        float t_196;
        if (nsl::select(t_193, 0, 2) == 0) {
            float t_197 = nsl::cos(t_164) * t_163 + 0.5f * t_163;
            float t_198 = 0.0f;
            float t_199 = 0.0f;
            t_194 = t_197;
            t_195 = t_198;
            t_196 = t_199;
        } else {
            float t_200 = 0.0f;
            float t_201 = t_163;
            float t_202 = nsl::select(t_162 == t_160, p_6, 0.0f);
            t_194 = t_200;
            t_195 = t_201;
            t_196 = t_202;
        }
        int32_t t_203 = t_162 - 1;
        float t_204 = t_194 + nsl::select(t_193, 0.0f, t_196);
        t_162 = t_203;
        t_163 = t_204;
        continue;
    }
    return halve_bwd_Grads{t_161};
}
static grid_bwd_Grads grid_bwd(float p_7, float p_8) {
    float s;
    int32_t i_4;
    float s_1 = 0.0f;
    int32_t i_5 = 0;
    for (;;) {
        if (i_5 < 2) {
        } else {
            float t_205 = s_1;
            int32_t t_206 = i_5;
            s = t_205;
            i_4 = t_206;
            break;
        }
        float s_2;
        int32_t j;
        float s_3 = s_1;
        int32_t j_1 = 0;
        for (;;) {
            if (j_1 < 3) {
            } else {
                float t_207 = s_3;
                int32_t t_208 = j_1;
                s_2 = t_207;
                j = t_208;
                break;
            }
            float t_209 = s_3 + p_7 * nsl::convert<float>(i_5 + j_1);
            int32_t t_210 = j_1 + 1;
            s_3 = t_209;
            j_1 = t_210;
            continue;
        }
        float t_211 = s_2;
        int32_t t_212 = i_5 + 1;
        s_1 = t_211;
        i_5 = t_212;
        continue;
    }
    int32_t t_213;
    float t_214 = 0.0f;
    int32_t t_215 = 0;
    int32_t t_216 = 0;
    for (;;) {
        bool t_217 = t_215 < 2;
        int32_t t_218 = nsl::select(t_217, 0, 2);
        int32_t t_219;
        float t_220;
        int32_t t_221;
        float t_222;
        int32_t t_223;
        if (t_218 == 0) {
            float s_4;
            int32_t j_2;
            float s_5 = t_214;
            int32_t j_3 = 0;
            for (;;) {
                if (j_3 < 3) {
                } else {
                    float t_224 = s_5;
                    int32_t t_225 = j_3;
                    s_4 = t_224;
                    j_2 = t_225;
                    break;
                }
                float t_226 = s_5 + p_7 * nsl::convert<float>(t_215 + j_3);
                int32_t t_227 = j_3 + 1;
                s_5 = t_226;
                j_3 = t_227;
                continue;
            }
            int32_t t_228 = 1;
            float t_229 = s_4;
            int32_t t_230 = t_215 + 1;
            float t_231 = 0.0f;
            int32_t t_232 = 0;
            t_219 = t_228;
            t_220 = t_229;
            t_221 = t_230;
            t_222 = t_231;
            t_223 = t_232;
        } else {
            int32_t t_233 = t_218;
            float t_234 = 0.0f;
            int32_t t_235 = 0;
            float t_236 = nsl::select(t_217, 0.0f, t_214);
            int32_t t_237 = nsl::select(t_217, 0, t_215);
            t_219 = t_233;
            t_220 = t_234;
            t_221 = t_235;
            t_222 = t_236;
            t_223 = t_237;
        }
        int32_t t_238 = t_216 + 1;
        if (t_219 == 2) {
            t_213 = t_238;
            break;
        }
        float t_239 = t_220;
        int32_t t_240 = t_221;
        int32_t t_241 = t_238;
        t_214 = t_239;
        t_215 = t_240;
        t_216 = t_241;
        continue;
    }
    int32_t t_242 = t_213 - 1;
    float t_243;
    float t_244;
    int32_t t_245 = t_242;
    float t_246 = 0.0f;
    float t_247 = 0.0f;
    for (;;) {
        if (t_245 < 0) {
            float t_248 = t_246;
            float t_249 = t_247;
            t_243 = t_248;
            t_244 = t_249;
            break;
        }
        float t_250;
        int32_t t_251;
        float t_252 = 0.0f;
        int32_t t_253 = 0;
        int32_t t_254 = 0;
        for (;;) {
            if (t_254 == t_245) {
                float t_255 = t_252;
                int32_t t_256 = t_253;
                t_250 = t_255;
                t_251 = t_256;
                break;
            }
            bool t_257 = t_253 < 2;
            int32_t t_258 = nsl::select(t_257, 0, 2);
            int32_t t_259;
            float t_260;
            int32_t t_261;
            float t_262;
            int32_t t_263;
            if (t_258 == 0) {
                float s_6;
                int32_t j_4;
                float s_7 = t_252;
                int32_t j_5 = 0;
                for (;;) {
                    if (j_5 < 3) {
                    } else {
                        float t_264 = s_7;
                        int32_t t_265 = j_5;
                        s_6 = t_264;
                        j_4 = t_265;
                        break;
                    }
                    float t_266 = s_7 + p_7 * nsl::convert<float>(t_253 + j_5);
                    int32_t t_267 = j_5 + 1;
                    s_7 = t_266;
                    j_5 = t_267;
                    continue;
                }
                int32_t t_268 = 1;
                float t_269 = s_6;
                int32_t t_270 = t_253 + 1;
                float t_271 = 0.0f;
                int32_t t_272 = 0;
                t_259 = t_268;
                t_260 = t_269;
                t_261 = t_270;
                t_262 = t_271;
                t_263 = t_272;
            } else {
                int32_t t_273 = t_258;
                float t_274 = 0.0f;
                int32_t t_275 = 0;
                float t_276 = nsl::select(t_257, 0.0f, t_252);
                int32_t t_277 = nsl::select(t_257, 0, t_253);
                t_259 = t_273;
                t_260 = t_274;
                t_261 = t_275;
                t_262 = t_276;
                t_263 = t_277;
            }
            if (t_259 == 2) {
                float t_278 = t_252;
                int32_t t_279 = t_253;
                t_250 = t_278;
                t_251 = t_279;
                break;
            }
            float t_280 = t_260;
            int32_t t_281 = t_261;
            int32_t t_282 = t_254 + 1;
            t_252 = t_280;
            t_253 = t_281;
            t_254 = t_282;
            continue;
        }
        bool t_283 = t_251 < 2;
        int32_t t_284 = nsl::select(t_283, 0, 2);
        bool t_285 = t_284 == 0;
        int32_t t_286;
        float t_287;
        int32_t t_288;
        float t_289;
        int32_t t_290;
        if (t_285) {
            float s_8;
            int32_t j_6;
            float s_9 = t_250;
            int32_t j_7 = 0;
            for (;;) {
                if (j_7 < 3) {
                } else {
                    float t_291 = s_9;
                    int32_t t_292 = j_7;
                    s_8 = t_291;
                    j_6 = t_292;
                    break;
                }
                float t_293 = s_9 + p_7 * nsl::convert<float>(t_251 + j_7);
                int32_t t_294 = j_7 + 1;
                s_9 = t_293;
                j_7 = t_294;
                continue;
            }
            int32_t t_295 = 1;
            float t_296 = s_8;
            int32_t t_297 = t_251 + 1;
            float t_298 = 0.0f;
            int32_t t_299 = 0;
            t_286 = t_295;
            t_287 = t_296;
            t_288 = t_297;
            t_289 = t_298;
            t_290 = t_299;
        } else {
            int32_t t_300 = t_284;
            float t_301 = 0.0f;
            int32_t t_302 = 0;
            float t_303 = nsl::select(t_283, 0.0f, t_250);
            int32_t t_304 = nsl::select(t_283, 0, t_251);
            t_286 = t_300;
            t_287 = t_301;
            t_288 = t_302;
            t_289 = t_303;
            t_290 = t_304;
        }
        float t_305;
        float t_306;
        float t_307;
        float t_308;
        if (t_285) {
            float s_10;
            int32_t j_8;
            float s_11 = t_250;
            int32_t j_9 = 0;
            for (;;) {
                if (j_9 < 3) {
                } else {
                    float t_309 = s_11;
                    int32_t t_310 = j_9;
                    s_10 = t_309;
                    j_8 = t_310;
                    break;
                }
                float t_311 = s_11 + p_7 * nsl::convert<float>(t_251 + j_9);
                int32_t t_312 = j_9 + 1;
                s_11 = t_311;
                j_9 = t_312;
                continue;
            }
            int32_t t_313;
            float t_314 = t_250;
            int32_t t_315 = 0;
            int32_t t_316 = 0;
            for (;;) {
                bool t_317 = t_315 < 3;
                int32_t t_318 = nsl::select(t_317, 0, 2);
                int32_t t_319;
                float t_320;
                int32_t t_321;
                float t_322;
                int32_t t_323;
                if (t_318 == 0) {
                    int32_t t_324 = 1;
                    float t_325 = t_314 + p_7 * nsl::convert<float>(t_251 + t_315);
                    int32_t t_326 = t_315 + 1;
                    float t_327 = 0.0f;
                    int32_t t_328 = 0;
                    t_319 = t_324;
                    t_320 = t_325;
                    t_321 = t_326;
                    t_322 = t_327;
                    t_323 = t_328;
                } else {
                    int32_t t_329 = t_318;
                    float t_330 = 0.0f;
                    int32_t t_331 = 0;
                    float t_332 = nsl::select(t_317, 0.0f, t_314);
                    int32_t t_333 = nsl::select(t_317, 0, t_315);
                    t_319 = t_329;
                    t_320 = t_330;
                    t_321 = t_331;
                    t_322 = t_332;
                    t_323 = t_333;
                }
                int32_t t_334 = t_316 + 1;
                if (t_319 == 2) {
                    t_313 = t_334;
                    break;
                }
                float t_335 = t_320;
                int32_t t_336 = t_321;
                int32_t t_337 = t_334;
                t_314 = t_335;
                t_315 = t_336;
                t_316 = t_337;
                continue;
            }
            int32_t t_338 = t_313 - 1;
            float t_339;
            float t_340;
            int32_t t_341 = t_338;
            float t_342 = 0.0f;
            float t_343 = 0.0f;
            for (;;) {
                if (t_341 < 0) {
                    float t_344 = t_342;
                    float t_345 = t_343;
                    t_339 = t_344;
                    t_340 = t_345;
                    break;
                }
                float t_346;
                int32_t t_347;
                float t_348 = t_250;
                int32_t t_349 = 0;
                int32_t t_350 = 0;
                for (;;) {
                    if (t_350 == t_341) {
                        float t_351 = t_348;
                        int32_t t_352 = t_349;
                        t_346 = t_351;
                        t_347 = t_352;
                        break;
                    }
                    bool t_353 = t_349 < 3;
                    int32_t t_354 = nsl::select(t_353, 0, 2);
                    int32_t t_355;
                    float t_356;
                    int32_t t_357;
                    float t_358;
                    int32_t t_359;
                    if (t_354 == 0) {
                        int32_t t_360 = 1;
                        float t_361 = t_348 + p_7 * nsl::convert<float>(t_251 + t_349);
                        int32_t t_362 = t_349 + 1;
                        float t_363 = 0.0f;
                        int32_t t_364 = 0;
                        t_355 = t_360;
                        t_356 = t_361;
                        t_357 = t_362;
                        t_358 = t_363;
                        t_359 = t_364;
                    } else {
                        int32_t t_365 = t_354;
                        float t_366 = 0.0f;
                        int32_t t_367 = 0;
                        float t_368 = nsl::select(t_353, 0.0f, t_348);
                        int32_t t_369 = nsl::select(t_353, 0, t_349);
                        t_355 = t_365;
                        t_356 = t_366;
                        t_357 = t_367;
                        t_358 = t_368;
                        t_359 = t_369;
                    }
                    if (t_355 == 2) {
                        float t_370 = t_348;
                        int32_t t_371 = t_349;
                        t_346 = t_370;
                        t_347 = t_371;
                        break;
                    }
                    float t_372 = t_356;
                    int32_t t_373 = t_357;
                    int32_t t_374 = t_350 + 1;
                    t_348 = t_372;
                    t_349 = t_373;
                    t_350 = t_374;
                    continue;
                }
                bool t_375 = t_347 < 3;
                bool t_376 = nsl::select(t_375, 0, 2) == 0;
                int32_t t_377 = t_341 - 1;
                float t_378 = nsl::select(t_376, t_342, 0.0f) + nsl::select(t_375, 0.0f, nsl::select(t_376, 0.0f, nsl::select(t_341 == t_338, t_246, 0.0f)));
                float t_379 = t_343 + nsl::select(t_376, nsl::convert<float>(t_251 + t_347) * t_342, 0.0f);
                t_341 = t_377;
                t_342 = t_378;
                t_343 = t_379;
                continue;
            }
            float t_380 = t_339;
            float t_381 = t_340;
            float t_382 = 0.0f;
            float t_383 = 0.0f;
            t_305 = t_380;
            t_306 = t_381;
            t_307 = t_382;
            t_308 = t_383;
        } else {
            float t_384 = 0.0f;
            float t_385 = 0.0f;
            float t_386 = t_246;
            float t_387 = nsl::select(t_245 == t_242, p_8, 0.0f);
            t_305 = t_384;
            t_306 = t_385;
            t_307 = t_386;
            t_308 = t_387;
        }
        int32_t t_388 = t_245 - 1;
        float t_389 = t_305 + nsl::select(t_283, 0.0f, t_308);
        float t_390 = t_247 + t_306;
        t_245 = t_388;
        t_246 = t_389;
        t_247 = t_390;
        continue;
    }
    return grid_bwd_Grads{t_244};
}
static branchy_bwd_Grads branchy_bwd(float p_9, float p_10) {
    bool t_391 = p_9 > 1.0f;
    float t_392;
    float t_393;
    if (nsl::select(t_391, 2, 0) == 0) {
        bool t_394 = p_9 < -1.0f;
        float t_395;
        float t_396;
        if (nsl::select(t_394, 2, 0) == 0) {
            float t_397 = p_9 * (p_9 * p_10);
            float t_398 = p_9 * p_9 * p_10 + t_397 + t_397;
            float t_399 = 0.0f;
            t_395 = t_398;
            t_396 = t_399;
        } else {
            float t_400 = 0.0f;
            float t_401 = p_10;
            t_395 = t_400;
            t_396 = t_401;
        }
        float t_402 = t_395 + nsl::select(t_394, -3.0f * t_396, 0.0f);
        float t_403 = 0.0f;
        t_392 = t_402;
        t_393 = t_403;
    } else {
        float t_404 = 0.0f;
        float t_405 = p_10;
        t_392 = t_404;
        t_393 = t_405;
    }
    float t_406 = p_9 * t_393;
    return branchy_bwd_Grads{t_392 + nsl::select(t_391, t_406 + t_406, 0.0f)};
}
static picked_bwd_Grads picked_bwd(float p_11, int32_t p_12, float p_13) {
    float x_3;
    int32_t i_6;
    float x_4 = p_11;
    int32_t i_7 = 0;
    for (;;) {
        if (i_7 < 2) {
        } else {
            float t_407 = x_4;
            int32_t t_408 = i_7;
            x_3 = t_407;
            i_6 = t_408;
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
            x_5 = nsl::sin(x_4);
            break;
        }
        default: {
            x_5 = 3.0f * x_4;
            break;
        }
        }
        float t_409 = x_5;
        int32_t t_410 = i_7 + 1;
        x_4 = t_409;
        i_7 = t_410;
        continue;
    }
    int32_t t_411;
    float t_412 = p_11;
    int32_t t_413 = 0;
    int32_t t_414 = 0;
    for (;;) {
        bool t_415 = t_413 < 2;
        int32_t t_416 = nsl::select(t_415, 0, 2);
        int32_t t_417;
        float t_418;
        int32_t t_419;
        float t_420;
        int32_t t_421;
        if (t_416 == 0) {
            float x_6;
            switch (p_12) {
            case 0:
            {
                x_6 = t_412 * t_412;
                break;
            }
            case 1:
            {
                x_6 = nsl::sin(t_412);
                break;
            }
            default: {
                x_6 = 3.0f * t_412;
                break;
            }
            }
            int32_t t_422 = 1;
            float t_423 = x_6;
            int32_t t_424 = t_413 + 1;
            float t_425 = 0.0f;
            int32_t t_426 = 0;
            t_417 = t_422;
            t_418 = t_423;
            t_419 = t_424;
            t_420 = t_425;
            t_421 = t_426;
        } else {
            int32_t t_427 = t_416;
            float t_428 = 0.0f;
            int32_t t_429 = 0;
            float t_430 = nsl::select(t_415, 0.0f, t_412);
            int32_t t_431 = nsl::select(t_415, 0, t_413);
            t_417 = t_427;
            t_418 = t_428;
            t_419 = t_429;
            t_420 = t_430;
            t_421 = t_431;
        }
        int32_t t_432 = t_414 + 1;
        if (t_417 == 2) {
            t_411 = t_432;
            break;
        }
        float t_433 = t_418;
        int32_t t_434 = t_419;
        int32_t t_435 = t_432;
        t_412 = t_433;
        t_413 = t_434;
        t_414 = t_435;
        continue;
    }
    int32_t t_436 = t_411 - 1;
    float t_437;
    int32_t t_438 = t_436;
    float t_439 = 0.0f;
    for (;;) {
        if (t_438 < 0) {
            t_437 = t_439;
            break;
        }
        float t_440;
        int32_t t_441;
        float t_442 = p_11;
        int32_t t_443 = 0;
        int32_t t_444 = 0;
        for (;;) {
            if (t_444 == t_438) {
                float t_445 = t_442;
                int32_t t_446 = t_443;
                t_440 = t_445;
                t_441 = t_446;
                break;
            }
            bool t_447 = t_443 < 2;
            int32_t t_448 = nsl::select(t_447, 0, 2);
            int32_t t_449;
            float t_450;
            int32_t t_451;
            float t_452;
            int32_t t_453;
            if (t_448 == 0) {
                float x_7;
                switch (p_12) {
                case 0:
                {
                    x_7 = t_442 * t_442;
                    break;
                }
                case 1:
                {
                    x_7 = nsl::sin(t_442);
                    break;
                }
                default: {
                    x_7 = 3.0f * t_442;
                    break;
                }
                }
                int32_t t_454 = 1;
                float t_455 = x_7;
                int32_t t_456 = t_443 + 1;
                float t_457 = 0.0f;
                int32_t t_458 = 0;
                t_449 = t_454;
                t_450 = t_455;
                t_451 = t_456;
                t_452 = t_457;
                t_453 = t_458;
            } else {
                int32_t t_459 = t_448;
                float t_460 = 0.0f;
                int32_t t_461 = 0;
                float t_462 = nsl::select(t_447, 0.0f, t_442);
                int32_t t_463 = nsl::select(t_447, 0, t_443);
                t_449 = t_459;
                t_450 = t_460;
                t_451 = t_461;
                t_452 = t_462;
                t_453 = t_463;
            }
            if (t_449 == 2) {
                float t_464 = t_442;
                int32_t t_465 = t_443;
                t_440 = t_464;
                t_441 = t_465;
                break;
            }
            float t_466 = t_450;
            int32_t t_467 = t_451;
            int32_t t_468 = t_444 + 1;
            t_442 = t_466;
            t_443 = t_467;
            t_444 = t_468;
            continue;
        }
        bool t_469 = t_441 < 2;
        float t_470;
        float t_471;
        float t_472;
        if (nsl::select(t_469, 0, 2) == 0) {
            float t_473;
            switch (p_12) {
            case 0:
            {
                float t_474 = t_440 * t_439;
                t_473 = t_474 + t_474;
                break;
            }
            case 1:
            {
                t_473 = nsl::cos(t_440) * t_439;
                break;
            }
            default: {
                t_473 = 3.0f * t_439;
                break;
            }
            }
            float t_475 = t_473;
            float t_476 = 0.0f;
            float t_477 = 0.0f;
            t_470 = t_475;
            t_471 = t_476;
            t_472 = t_477;
        } else {
            float t_478 = 0.0f;
            float t_479 = t_439;
            float t_480 = nsl::select(t_438 == t_436, p_13, 0.0f);
            t_470 = t_478;
            t_471 = t_479;
            t_472 = t_480;
        }
        int32_t t_481 = t_438 - 1;
        float t_482 = t_470 + nsl::select(t_469, 0.0f, t_472);
        t_438 = t_481;
        t_439 = t_482;
        continue;
    }
    return picked_bwd_Grads{t_437};
}
static reset_bwd_Grads reset_bwd(float p_14, float p_15) {
    float t_483;
    int32_t i_8;
    float t_484 = p_14;
    int32_t i_9 = 0;
    for (;;) {
        if (i_9 < 3) {
        } else {
            float t_485 = t_484;
            int32_t t_486 = i_9;
            t_483 = t_485;
            i_8 = t_486;
            break;
        }
        float t_487;
        int32_t i_10;
        if (i_9 == 1) {
            float t_488 = p_14;
            int32_t t_489 = i_9 + 1;
            t_484 = t_488;
            i_9 = t_489;
            continue;
        } else {
            float t_490 = t_484;
            int32_t t_491 = i_9;
            t_487 = t_490;
            i_10 = t_491;
        }
        float t_492 = t_487 * p_14;
        int32_t t_493 = i_10 + 1;
        t_484 = t_492;
        i_9 = t_493;
        continue;
    }
    int32_t t_494;
    float t_495 = p_14;
    int32_t t_496 = 0;
    int32_t t_497 = 0;
    for (;;) {
        bool t_498 = t_496 < 3;
        int32_t t_499 = nsl::select(t_498, 0, 2);
        int32_t t_500;
        float t_501;
        int32_t t_502;
        float t_503;
        int32_t t_504;
        if (t_499 == 0) {
            bool t_505 = t_496 == 1;
            int32_t t_506 = nsl::select(t_505, 1, 0);
            bool t_507 = t_506 == 0;
            int32_t t_508 = nsl::select(t_507, 1, t_506);
            float t_509 = nsl::select(t_507, nsl::select(t_505, 0.0f, t_495) * p_14, nsl::select(t_505, p_14, 0.0f));
            int32_t t_510 = nsl::select(t_507, nsl::select(t_505, 0, t_496) + 1, nsl::select(t_505, t_496 + 1, 0));
            float t_511 = 0.0f;
            int32_t t_512 = 0;
            t_500 = t_508;
            t_501 = t_509;
            t_502 = t_510;
            t_503 = t_511;
            t_504 = t_512;
        } else {
            int32_t t_513 = t_499;
            float t_514 = 0.0f;
            int32_t t_515 = 0;
            float t_516 = nsl::select(t_498, 0.0f, t_495);
            int32_t t_517 = nsl::select(t_498, 0, t_496);
            t_500 = t_513;
            t_501 = t_514;
            t_502 = t_515;
            t_503 = t_516;
            t_504 = t_517;
        }
        int32_t t_518 = t_497 + 1;
        if (t_500 == 2) {
            t_494 = t_518;
            break;
        }
        float t_519 = t_501;
        int32_t t_520 = t_502;
        int32_t t_521 = t_518;
        t_495 = t_519;
        t_496 = t_520;
        t_497 = t_521;
        continue;
    }
    int32_t t_522 = t_494 - 1;
    float t_523;
    float t_524;
    int32_t t_525 = t_522;
    float t_526 = 0.0f;
    float t_527 = 0.0f;
    for (;;) {
        if (t_525 < 0) {
            float t_528 = t_526;
            float t_529 = t_527;
            t_523 = t_528;
            t_524 = t_529;
            break;
        }
        float t_530;
        int32_t t_531;
        float t_532 = p_14;
        int32_t t_533 = 0;
        int32_t t_534 = 0;
        for (;;) {
            if (t_534 == t_525) {
                float t_535 = t_532;
                int32_t t_536 = t_533;
                t_530 = t_535;
                t_531 = t_536;
                break;
            }
            bool t_537 = t_533 < 3;
            int32_t t_538 = nsl::select(t_537, 0, 2);
            int32_t t_539;
            float t_540;
            int32_t t_541;
            float t_542;
            int32_t t_543;
            if (t_538 == 0) {
                bool t_544 = t_533 == 1;
                int32_t t_545 = nsl::select(t_544, 1, 0);
                bool t_546 = t_545 == 0;
                int32_t t_547 = nsl::select(t_546, 1, t_545);
                float t_548 = nsl::select(t_546, nsl::select(t_544, 0.0f, t_532) * p_14, nsl::select(t_544, p_14, 0.0f));
                int32_t t_549 = nsl::select(t_546, nsl::select(t_544, 0, t_533) + 1, nsl::select(t_544, t_533 + 1, 0));
                float t_550 = 0.0f;
                int32_t t_551 = 0;
                t_539 = t_547;
                t_540 = t_548;
                t_541 = t_549;
                t_542 = t_550;
                t_543 = t_551;
            } else {
                int32_t t_552 = t_538;
                float t_553 = 0.0f;
                int32_t t_554 = 0;
                float t_555 = nsl::select(t_537, 0.0f, t_532);
                int32_t t_556 = nsl::select(t_537, 0, t_533);
                t_539 = t_552;
                t_540 = t_553;
                t_541 = t_554;
                t_542 = t_555;
                t_543 = t_556;
            }
            if (t_539 == 2) {
                float t_557 = t_532;
                int32_t t_558 = t_533;
                t_530 = t_557;
                t_531 = t_558;
                break;
            }
            float t_559 = t_540;
            int32_t t_560 = t_541;
            int32_t t_561 = t_534 + 1;
            t_532 = t_559;
            t_533 = t_560;
            t_534 = t_561;
            continue;
        }
        bool t_562 = t_531 < 3;
        float t_563;
        float t_564;
        float t_565;
        float t_566;
        if (nsl::select(t_562, 0, 2) == 0) {
            bool t_567 = t_531 == 1;
            bool t_568 = nsl::select(t_567, 1, 0) == 0;
            float t_569 = nsl::select(t_568, nsl::select(t_567, 0.0f, t_530) * t_526, 0.0f) + nsl::select(t_567, nsl::select(t_568, 0.0f, t_526), 0.0f);
            float t_570 = nsl::select(t_567, 0.0f, nsl::select(t_568, p_14 * t_526, 0.0f));
            float t_571 = 0.0f;
            float t_572 = 0.0f;
            t_563 = t_569;
            t_564 = t_570;
            t_565 = t_571;
            t_566 = t_572;
        } else {
            float t_573 = 0.0f;
            float t_574 = 0.0f;
            float t_575 = t_526;
            float t_576 = nsl::select(t_525 == t_522, p_15, 0.0f);
            t_563 = t_573;
            t_564 = t_574;
            t_565 = t_575;
            t_566 = t_576;
        }
        int32_t t_577 = t_525 - 1;
        float t_578 = t_564 + nsl::select(t_562, 0.0f, t_566);
        float t_579 = t_527 + t_563;
        t_525 = t_577;
        t_526 = t_578;
        t_527 = t_579;
        continue;
    }
    return reset_bwd_Grads{t_523 + t_524};
}
static float grad1(int32_t p_16, float x) {
    float p_17;
    float p_18;
    switch (p_16) {
    case 0:
    {
        cube3_bwd_Grads t_580 = cube3_bwd(x, 1.0f);
        float t_581 = x;
        float t_582 = t_580.f0;
        p_17 = t_581;
        p_18 = t_582;
        break;
    }
    case 1:
    {
        capped_bwd_Grads t_583 = capped_bwd(x, 1.0f);
        float t_584 = x;
        float t_585 = t_583.f0;
        p_17 = t_584;
        p_18 = t_585;
        break;
    }
    case 2:
    {
        halve_bwd_Grads t_586 = halve_bwd(x, 2, 1.0f);
        float t_587 = x;
        float t_588 = t_586.f0;
        p_17 = t_587;
        p_18 = t_588;
        break;
    }
    case 3:
    {
        grid_bwd_Grads t_589 = grid_bwd(x, 1.0f);
        float t_590 = x;
        float t_591 = t_589.f0;
        p_17 = t_590;
        p_18 = t_591;
        break;
    }
    case 4:
    {
        branchy_bwd_Grads t_592 = branchy_bwd(x, 1.0f);
        float t_593 = x;
        float t_594 = t_592.f0;
        p_17 = t_593;
        p_18 = t_594;
        break;
    }
    case 8:
    {
        reset_bwd_Grads t_595 = reset_bwd(x, 1.0f);
        float t_596 = x;
        float t_597 = t_595.f0;
        p_17 = t_596;
        p_18 = t_597;
        break;
    }
    default: {
        picked_bwd_Grads t_598 = picked_bwd(x, p_16 - 5, 1.0f);
        float t_599 = x;
        float t_600 = t_598.f0;
        p_17 = t_599;
        p_18 = t_600;
        break;
    }
    }
    return p_18;
}
static void computeMain() {
    float t_601 = grad1(0, 1.5f);
    outputBuffer.data[0u] = t_601;
    float t_602 = grad1(1, 2.0f);
    outputBuffer.data[1u] = t_602;
    float t_603 = grad1(1, 1.1f);
    outputBuffer.data[2u] = t_603;
    float t_604 = grad1(2, 1.0f);
    outputBuffer.data[3u] = t_604;
    float t_605 = grad1(3, 0.7f);
    outputBuffer.data[4u] = t_605;
    float t_606 = grad1(4, 2.0f);
    outputBuffer.data[5u] = t_606;
    float t_607 = grad1(4, -2.0f);
    outputBuffer.data[6u] = t_607;
    float t_608 = grad1(4, 0.5f);
    outputBuffer.data[7u] = t_608;
    float t_609 = grad1(5, 1.5f);
    outputBuffer.data[8u] = t_609;
    float t_610 = grad1(6, 1.5f);
    outputBuffer.data[9u] = t_610;
    float t_611 = grad1(7, 1.5f);
    outputBuffer.data[10u] = t_611;
    float t_612 = grad1(8, 1.5f);
    outputBuffer.data[11u] = t_612;
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
