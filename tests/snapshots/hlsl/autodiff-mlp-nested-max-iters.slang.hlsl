struct Net
{
    float w1[12];
    float b1[4];
    float w2[8];
    float b2[2];
};
struct lossLoops_bwd_Grads
{
    Net f0;
    float f1[3];
};
struct lossUnrolled_bwd_Grads
{
    Net f0;
    float f1[3];
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
float lossLoops(Net p, float x[3], int p_1, int p_2);
lossLoops_bwd_Grads lossLoops_bwd(Net p_3, float p_4[3], int p_5, int p_6, float p_7);
float lossUnrolled(Net net, float x_1[3]);
lossUnrolled_bwd_Grads lossUnrolled_bwd(Net p_8, float p_9[3], float p_10);
void computeMain_1();
float lossLoops(Net p, float x[3], int p_1, int p_2) {
    float net_1[12] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    float net_2[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    float net_3[8] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    float net_4[2] = {0.0f, 0.0f};
    float t[12] = p.w1;
    net_1 = t;
    float t_1[4] = p.b1;
    net_2 = t_1;
    float t_2[8] = p.w2;
    net_3 = t_2;
    float t_3[2] = p.b2;
    net_4 = t_3;
    float x_2[3] = {0.0f, 0.0f, 0.0f};
    x_2 = x;
    float h[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    int j;
    int j_1 = 0;
    for (;;) {
        if (j_1 < p_2) {
        } else {
            j = j_1;
            break;
        }
        float t_4 = net_2[j_1];
        float s;
        int i;
        float s_1 = t_4;
        int i_1 = 0;
        for (;;) {
            if (i_1 < p_1) {
            } else {
                float t_5 = s_1;
                int t_6 = i_1;
                s = t_5;
                i = t_6;
                break;
            }
            float t_7 = net_1[j_1 * 3 + i_1];
            float t_8 = x_2[i_1];
            float t_9 = s_1 + t_7 * t_8;
            int t_10 = i_1 + 1;
            s_1 = t_9;
            i_1 = t_10;
            continue;
        }
        h[j_1] = s > 0.0f ? s : 0.1f * s;
        j_1 = j_1 + 1;
        continue;
    }
    float l;
    int k;
    float l_1 = 0.0f;
    int k_1 = 0;
    for (;;) {
        if (k_1 < 2) {
        } else {
            float t_11 = l_1;
            int t_12 = k_1;
            l = t_11;
            k = t_12;
            break;
        }
        float t_13 = net_4[k_1];
        float o;
        int j_2;
        float o_1 = t_13;
        int j_3 = 0;
        for (;;) {
            if (j_3 < p_2) {
            } else {
                float t_14 = o_1;
                int t_15 = j_3;
                o = t_14;
                j_2 = t_15;
                break;
            }
            float t_16 = net_3[k_1 * 4 + j_3];
            float t_17 = h[j_3];
            float t_18 = o_1 + t_16 * tanh(t_17);
            int t_19 = j_3 + 1;
            o_1 = t_18;
            j_3 = t_19;
            continue;
        }
        float t_20 = o - 0.5f * (float)k_1;
        float t_21 = l_1 + t_20 * t_20;
        int t_22 = k_1 + 1;
        l_1 = t_21;
        k_1 = t_22;
        continue;
    }
    return l;
}
lossLoops_bwd_Grads lossLoops_bwd(Net p_3, float p_4[3], int p_5, int p_6, float p_7) {
    float h_1[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    float h_2[4];
    int j_4;
    float h_3[4] = h_1;
    int j_5 = 0;
    for (;;) {
        if (j_5 < p_6) {
        } else {
            float t_23[4] = h_3;
            int t_24 = j_5;
            h_2 = t_23;
            j_4 = t_24;
            break;
        }
        float t_25[4] = p_3.b1;
        float s_2;
        int i_2;
        float s_3 = t_25[j_5];
        int i_3 = 0;
        for (;;) {
            if (i_3 < p_5) {
            } else {
                float t_26 = s_3;
                int t_27 = i_3;
                s_2 = t_26;
                i_2 = t_27;
                break;
            }
            float t_28[12] = p_3.w1;
            float t_29 = s_3 + t_28[j_5 * 3 + i_3] * p_4[i_3];
            int t_30 = i_3 + 1;
            s_3 = t_29;
            i_3 = t_30;
            continue;
        }
        float t_31 = s_2 > 0.0f ? s_2 : 0.1f * s_2;
        float t_32[4] = h_3;
        t_32[0] = j_5 == 0 ? t_31 : h_3[0];
        float t_33[4] = t_32;
        t_33[1] = j_5 == 1 ? t_31 : h_3[1];
        float t_34[4] = t_33;
        t_34[2] = j_5 == 2 ? t_31 : h_3[2];
        float t_35[4] = t_34;
        t_35[3] = j_5 == 3 ? t_31 : h_3[3];
        float t_36[4] = t_35;
        int t_37 = j_5 + 1;
        h_3 = t_36;
        j_5 = t_37;
        continue;
    }
    float l_2;
    int k_2;
    float l_3 = 0.0f;
    int k_3 = 0;
    for (;;) {
        if (k_3 < 2) {
        } else {
            float t_38 = l_3;
            int t_39 = k_3;
            l_2 = t_38;
            k_2 = t_39;
            break;
        }
        float t_40[2] = p_3.b2;
        float o_2;
        int j_6;
        float o_3 = t_40[k_3];
        int j_7 = 0;
        for (;;) {
            if (j_7 < p_6) {
            } else {
                float t_41 = o_3;
                int t_42 = j_7;
                o_2 = t_41;
                j_6 = t_42;
                break;
            }
            float t_43[8] = p_3.w2;
            float t_44 = o_3 + t_43[k_3 * 4 + j_7] * tanh(h_2[j_7]);
            int t_45 = j_7 + 1;
            o_3 = t_44;
            j_7 = t_45;
            continue;
        }
        float t_46 = o_2 - 0.5f * (float)k_3;
        float t_47 = l_3 + t_46 * t_46;
        int t_48 = k_3 + 1;
        l_3 = t_47;
        k_3 = t_48;
        continue;
    }
    int t_49;
    float t_50 = 0.0f;
    int t_51 = 0;
    int t_52 = 0;
    for (;;) {
        bool t_53 = t_51 < 2;
        int t_54 = t_53 ? 0 : 2;
        int t_55;
        float t_56;
        int t_57;
        float t_58;
        int t_59;
        if (t_54 == 0) {
            float t_60[2] = p_3.b2;
            float o_4;
            int j_8;
            float o_5 = t_60[t_51];
            int j_9 = 0;
            for (;;) {
                if (j_9 < p_6) {
                } else {
                    float t_61 = o_5;
                    int t_62 = j_9;
                    o_4 = t_61;
                    j_8 = t_62;
                    break;
                }
                float t_63[8] = p_3.w2;
                float t_64 = o_5 + t_63[t_51 * 4 + j_9] * tanh(h_2[j_9]);
                int t_65 = j_9 + 1;
                o_5 = t_64;
                j_9 = t_65;
                continue;
            }
            float t_66 = o_4 - 0.5f * (float)t_51;
            int t_67 = 1;
            float t_68 = t_50 + t_66 * t_66;
            int t_69 = t_51 + 1;
            float t_70 = 0.0f;
            int t_71 = 0;
            t_55 = t_67;
            t_56 = t_68;
            t_57 = t_69;
            t_58 = t_70;
            t_59 = t_71;
        } else {
            int t_72 = t_54;
            float t_73 = 0.0f;
            int t_74 = 0;
            float t_75 = t_53 ? 0.0f : t_50;
            int t_76 = t_53 ? 0 : t_51;
            t_55 = t_72;
            t_56 = t_73;
            t_57 = t_74;
            t_58 = t_75;
            t_59 = t_76;
        }
        int t_77 = t_52 + 1;
        if (t_55 == 2) {
            t_49 = t_77;
            break;
        }
        float t_78 = t_56;
        int t_79 = t_57;
        int t_80 = t_77;
        t_50 = t_78;
        t_51 = t_79;
        t_52 = t_80;
        continue;
    }
    int t_81 = t_49 - 1;
    Net t_82 = {{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}, {0.0f, 0.0f}};
    float t_83;
    Net t_84;
    float t_85[4];
    int t_86 = t_81;
    float t_87 = 0.0f;
    Net t_88 = t_82;
    float t_89[4] = h_1;
    for (;;) {
        if (t_86 < 0) {
            float t_90 = t_87;
            Net t_91 = t_88;
            float t_92[4] = t_89;
            t_83 = t_90;
            t_84 = t_91;
            t_85 = t_92;
            break;
        }
        float t_93;
        int t_94;
        float t_95 = 0.0f;
        int t_96 = 0;
        int t_97 = 0;
        for (;;) {
            if (t_97 == t_86) {
                float t_98 = t_95;
                int t_99 = t_96;
                t_93 = t_98;
                t_94 = t_99;
                break;
            }
            bool t_100 = t_96 < 2;
            int t_101 = t_100 ? 0 : 2;
            int t_102;
            float t_103;
            int t_104;
            float t_105;
            int t_106;
            if (t_101 == 0) {
                float t_107[2] = p_3.b2;
                float o_6;
                int j_10;
                float o_7 = t_107[t_96];
                int j_11 = 0;
                for (;;) {
                    if (j_11 < p_6) {
                    } else {
                        float t_108 = o_7;
                        int t_109 = j_11;
                        o_6 = t_108;
                        j_10 = t_109;
                        break;
                    }
                    float t_110[8] = p_3.w2;
                    float t_111 = o_7 + t_110[t_96 * 4 + j_11] * tanh(h_2[j_11]);
                    int t_112 = j_11 + 1;
                    o_7 = t_111;
                    j_11 = t_112;
                    continue;
                }
                float t_113 = o_6 - 0.5f * (float)t_96;
                int t_114 = 1;
                float t_115 = t_95 + t_113 * t_113;
                int t_116 = t_96 + 1;
                float t_117 = 0.0f;
                int t_118 = 0;
                t_102 = t_114;
                t_103 = t_115;
                t_104 = t_116;
                t_105 = t_117;
                t_106 = t_118;
            } else {
                int t_119 = t_101;
                float t_120 = 0.0f;
                int t_121 = 0;
                float t_122 = t_100 ? 0.0f : t_95;
                int t_123 = t_100 ? 0 : t_96;
                t_102 = t_119;
                t_103 = t_120;
                t_104 = t_121;
                t_105 = t_122;
                t_106 = t_123;
            }
            if (t_102 == 2) {
                float t_124 = t_95;
                int t_125 = t_96;
                t_93 = t_124;
                t_94 = t_125;
                break;
            }
            float t_126 = t_103;
            int t_127 = t_104;
            int t_128 = t_97 + 1;
            t_95 = t_126;
            t_96 = t_127;
            t_97 = t_128;
            continue;
        }
        bool t_129 = t_94 < 2;
        int t_130 = t_129 ? 0 : 2;
        bool t_131 = t_130 == 0;
        int t_132;
        float t_133;
        int t_134;
        float t_135;
        int t_136;
        if (t_131) {
            float t_137[2] = p_3.b2;
            float o_8;
            int j_12;
            float o_9 = t_137[t_94];
            int j_13 = 0;
            for (;;) {
                if (j_13 < p_6) {
                } else {
                    float t_138 = o_9;
                    int t_139 = j_13;
                    o_8 = t_138;
                    j_12 = t_139;
                    break;
                }
                float t_140[8] = p_3.w2;
                float t_141 = o_9 + t_140[t_94 * 4 + j_13] * tanh(h_2[j_13]);
                int t_142 = j_13 + 1;
                o_9 = t_141;
                j_13 = t_142;
                continue;
            }
            float t_143 = o_8 - 0.5f * (float)t_94;
            int t_144 = 1;
            float t_145 = t_93 + t_143 * t_143;
            int t_146 = t_94 + 1;
            float t_147 = 0.0f;
            int t_148 = 0;
            t_132 = t_144;
            t_133 = t_145;
            t_134 = t_146;
            t_135 = t_147;
            t_136 = t_148;
        } else {
            int t_149 = t_130;
            float t_150 = 0.0f;
            int t_151 = 0;
            float t_152 = t_129 ? 0.0f : t_93;
            int t_153 = t_129 ? 0 : t_94;
            t_132 = t_149;
            t_133 = t_150;
            t_134 = t_151;
            t_135 = t_152;
            t_136 = t_153;
        }
        Net t_154;
        float t_155[4];
        float t_156;
        float t_157;
        float t_158;
        if (t_131) {
            float t_159[2] = p_3.b2;
            float t_160 = t_159[t_94];
            float o_10;
            int j_14;
            float o_11 = t_160;
            int j_15 = 0;
            for (;;) {
                if (j_15 < p_6) {
                } else {
                    float t_161 = o_11;
                    int t_162 = j_15;
                    o_10 = t_161;
                    j_14 = t_162;
                    break;
                }
                float t_163[8] = p_3.w2;
                float t_164 = o_11 + t_163[t_94 * 4 + j_15] * tanh(h_2[j_15]);
                int t_165 = j_15 + 1;
                o_11 = t_164;
                j_15 = t_165;
                continue;
            }
            float t_166 = (o_10 - 0.5f * (float)t_94) * t_87;
            int t_167;
            float t_168 = t_160;
            int t_169 = 0;
            int t_170 = 0;
            for (;;) {
                bool t_171 = t_169 < p_6;
                int t_172 = t_171 ? 0 : 2;
                int t_173;
                float t_174;
                int t_175;
                float t_176;
                int t_177;
                if (t_172 == 0) {
                    float t_178[8] = p_3.w2;
                    int t_179 = 1;
                    float t_180 = t_168 + t_178[t_94 * 4 + t_169] * tanh(h_2[t_169]);
                    int t_181 = t_169 + 1;
                    float t_182 = 0.0f;
                    int t_183 = 0;
                    t_173 = t_179;
                    t_174 = t_180;
                    t_175 = t_181;
                    t_176 = t_182;
                    t_177 = t_183;
                } else {
                    int t_184 = t_172;
                    float t_185 = 0.0f;
                    int t_186 = 0;
                    float t_187 = t_171 ? 0.0f : t_168;
                    int t_188 = t_171 ? 0 : t_169;
                    t_173 = t_184;
                    t_174 = t_185;
                    t_175 = t_186;
                    t_176 = t_187;
                    t_177 = t_188;
                }
                int t_189 = t_170 + 1;
                if (t_173 == 2) {
                    t_167 = t_189;
                    break;
                }
                float t_190 = t_174;
                int t_191 = t_175;
                int t_192 = t_189;
                t_168 = t_190;
                t_169 = t_191;
                t_170 = t_192;
                continue;
            }
            int t_193 = t_167 - 1;
            float t_194;
            Net t_195;
            float t_196[4];
            int t_197 = t_193;
            float t_198 = 0.0f;
            Net t_199 = t_82;
            float t_200[4] = h_1;
            for (;;) {
                if (t_197 < 0) {
                    float t_201 = t_198;
                    Net t_202 = t_199;
                    float t_203[4] = t_200;
                    t_194 = t_201;
                    t_195 = t_202;
                    t_196 = t_203;
                    break;
                }
                float t_204;
                int t_205;
                float t_206 = t_160;
                int t_207 = 0;
                int t_208 = 0;
                for (;;) {
                    if (t_208 == t_197) {
                        float t_209 = t_206;
                        int t_210 = t_207;
                        t_204 = t_209;
                        t_205 = t_210;
                        break;
                    }
                    bool t_211 = t_207 < p_6;
                    int t_212 = t_211 ? 0 : 2;
                    int t_213;
                    float t_214;
                    int t_215;
                    float t_216;
                    int t_217;
                    if (t_212 == 0) {
                        float t_218[8] = p_3.w2;
                        int t_219 = 1;
                        float t_220 = t_206 + t_218[t_94 * 4 + t_207] * tanh(h_2[t_207]);
                        int t_221 = t_207 + 1;
                        float t_222 = 0.0f;
                        int t_223 = 0;
                        t_213 = t_219;
                        t_214 = t_220;
                        t_215 = t_221;
                        t_216 = t_222;
                        t_217 = t_223;
                    } else {
                        int t_224 = t_212;
                        float t_225 = 0.0f;
                        int t_226 = 0;
                        float t_227 = t_211 ? 0.0f : t_206;
                        int t_228 = t_211 ? 0 : t_207;
                        t_213 = t_224;
                        t_214 = t_225;
                        t_215 = t_226;
                        t_216 = t_227;
                        t_217 = t_228;
                    }
                    if (t_213 == 2) {
                        float t_229 = t_206;
                        int t_230 = t_207;
                        t_204 = t_229;
                        t_205 = t_230;
                        break;
                    }
                    float t_231 = t_214;
                    int t_232 = t_215;
                    int t_233 = t_208 + 1;
                    t_206 = t_231;
                    t_207 = t_232;
                    t_208 = t_233;
                    continue;
                }
                bool t_234 = t_205 < p_6;
                Net t_235;
                float t_236[4];
                float t_237;
                float t_238;
                float t_239;
                if ((t_234 ? 0 : 2) == 0) {
                    int t_240 = t_94 * 4 + t_205;
                    float t_241[8] = p_3.w2;
                    float t_242 = tanh(h_2[t_205]);
                    float t_243 = t_242 * t_198;
                    float t_244 = (1.0f - t_242 * t_242) * (t_241[t_240] * t_198);
                    float t_245[4] = h_1;
                    t_245[0] = t_205 == 0 ? t_244 : 0.0f;
                    float t_246[4] = t_245;
                    t_246[1] = t_205 == 1 ? t_244 : 0.0f;
                    float t_247[4] = t_246;
                    t_247[2] = t_205 == 2 ? t_244 : 0.0f;
                    float t_248[4] = t_247;
                    t_248[3] = t_205 == 3 ? t_244 : 0.0f;
                    float t_249[8] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
                    float t_250[8] = t_249;
                    t_250[0] = t_240 == 0 ? t_243 : 0.0f;
                    float t_251[8] = t_250;
                    t_251[1] = t_240 == 1 ? t_243 : 0.0f;
                    float t_252[8] = t_251;
                    t_252[2] = t_240 == 2 ? t_243 : 0.0f;
                    float t_253[8] = t_252;
                    t_253[3] = t_240 == 3 ? t_243 : 0.0f;
                    float t_254[8] = t_253;
                    t_254[4] = t_240 == 4 ? t_243 : 0.0f;
                    float t_255[8] = t_254;
                    t_255[5] = t_240 == 5 ? t_243 : 0.0f;
                    float t_256[8] = t_255;
                    t_256[6] = t_240 == 6 ? t_243 : 0.0f;
                    float t_257[8] = t_256;
                    t_257[7] = t_240 == 7 ? t_243 : 0.0f;
                    Net t_258 = t_82;
                    t_258.w2 = t_257;
                    Net t_259 = t_258;
                    float t_260[4] = t_248;
                    float t_261 = t_198;
                    float t_262 = 0.0f;
                    float t_263 = 0.0f;
                    t_235 = t_259;
                    t_236 = t_260;
                    t_237 = t_261;
                    t_238 = t_262;
                    t_239 = t_263;
                } else {
                    Net t_264 = t_82;
                    float t_265[4] = h_1;
                    float t_266 = 0.0f;
                    float t_267 = t_198;
                    float t_268 = t_197 == t_193 ? t_166 + t_166 : 0.0f;
                    t_235 = t_264;
                    t_236 = t_265;
                    t_237 = t_266;
                    t_238 = t_267;
                    t_239 = t_268;
                }
                float t_269[12] = t_199.w1;
                float t_270[12] = t_235.w1;
                float t_271[12] = {t_269[0] + t_270[0], t_269[1] + t_270[1], t_269[2] + t_270[2], t_269[3] + t_270[3], t_269[4] + t_270[4], t_269[5] + t_270[5], t_269[6] + t_270[6], t_269[7] + t_270[7], t_269[8] + t_270[8], t_269[9] + t_270[9], t_269[10] + t_270[10], t_269[11] + t_270[11]};
                float t_272[4] = t_199.b1;
                float t_273[4] = t_235.b1;
                float t_274[4] = {t_272[0] + t_273[0], t_272[1] + t_273[1], t_272[2] + t_273[2], t_272[3] + t_273[3]};
                float t_275[8] = t_199.w2;
                float t_276[8] = t_235.w2;
                float t_277[8] = {t_275[0] + t_276[0], t_275[1] + t_276[1], t_275[2] + t_276[2], t_275[3] + t_276[3], t_275[4] + t_276[4], t_275[5] + t_276[5], t_275[6] + t_276[6], t_275[7] + t_276[7]};
                float t_278[2] = t_199.b2;
                float t_279[2] = t_235.b2;
                float t_280[2] = {t_278[0] + t_279[0], t_278[1] + t_279[1]};
                Net t_281 = {t_271, t_274, t_277, t_280};
                float t_282[4] = {t_200[0] + t_236[0], t_200[1] + t_236[1], t_200[2] + t_236[2], t_200[3] + t_236[3]};
                int t_283 = t_197 - 1;
                float t_284 = t_237 + (t_234 ? 0.0f : t_239);
                Net t_285 = t_281;
                float t_286[4] = t_282;
                t_197 = t_283;
                t_198 = t_284;
                t_199 = t_285;
                t_200 = t_286;
                continue;
            }
            float t_287[12] = t_195.w1;
            float t_288[12] = {t_287[0] + 0.0f, t_287[1] + 0.0f, t_287[2] + 0.0f, t_287[3] + 0.0f, t_287[4] + 0.0f, t_287[5] + 0.0f, t_287[6] + 0.0f, t_287[7] + 0.0f, t_287[8] + 0.0f, t_287[9] + 0.0f, t_287[10] + 0.0f, t_287[11] + 0.0f};
            float t_289[4] = t_195.b1;
            float t_290[4] = {t_289[0] + 0.0f, t_289[1] + 0.0f, t_289[2] + 0.0f, t_289[3] + 0.0f};
            float t_291[8] = t_195.w2;
            float t_292[8] = {t_291[0] + 0.0f, t_291[1] + 0.0f, t_291[2] + 0.0f, t_291[3] + 0.0f, t_291[4] + 0.0f, t_291[5] + 0.0f, t_291[6] + 0.0f, t_291[7] + 0.0f};
            float t_293[2] = t_195.b2;
            float t_294[2] = {t_293[0] + (t_94 == 0 ? t_194 : 0.0f), t_293[1] + (t_94 == 1 ? t_194 : 0.0f)};
            Net t_295 = {t_288, t_290, t_292, t_294};
            Net t_296 = t_295;
            float t_297[4] = t_196;
            float t_298 = t_87;
            float t_299 = 0.0f;
            float t_300 = 0.0f;
            t_154 = t_296;
            t_155 = t_297;
            t_156 = t_298;
            t_157 = t_299;
            t_158 = t_300;
        } else {
            Net t_301 = t_82;
            float t_302[4] = h_1;
            float t_303 = 0.0f;
            float t_304 = t_87;
            float t_305 = t_86 == t_81 ? p_7 : 0.0f;
            t_154 = t_301;
            t_155 = t_302;
            t_156 = t_303;
            t_157 = t_304;
            t_158 = t_305;
        }
        float t_306[2] = t_154.b2;
        float t_307[2] = t_88.b2;
        float t_308[2] = {t_307[0] + t_306[0], t_307[1] + t_306[1]};
        float t_309[8] = t_154.w2;
        float t_310[8] = t_88.w2;
        float t_311[8] = {t_310[0] + t_309[0], t_310[1] + t_309[1], t_310[2] + t_309[2], t_310[3] + t_309[3], t_310[4] + t_309[4], t_310[5] + t_309[5], t_310[6] + t_309[6], t_310[7] + t_309[7]};
        float t_312[4] = t_154.b1;
        float t_313[4] = t_88.b1;
        float t_314[4] = {t_313[0] + t_312[0], t_313[1] + t_312[1], t_313[2] + t_312[2], t_313[3] + t_312[3]};
        float t_315[12] = t_154.w1;
        float t_316[12] = t_88.w1;
        float t_317[12] = {t_316[0] + t_315[0], t_316[1] + t_315[1], t_316[2] + t_315[2], t_316[3] + t_315[3], t_316[4] + t_315[4], t_316[5] + t_315[5], t_316[6] + t_315[6], t_316[7] + t_315[7], t_316[8] + t_315[8], t_316[9] + t_315[9], t_316[10] + t_315[10], t_316[11] + t_315[11]};
        Net t_318 = {t_317, t_314, t_311, t_308};
        float t_319[4] = {t_89[0] + t_155[0], t_89[1] + t_155[1], t_89[2] + t_155[2], t_89[3] + t_155[3]};
        int t_320 = t_86 - 1;
        float t_321 = t_156 + (t_129 ? 0.0f : t_158);
        Net t_322 = t_318;
        float t_323[4] = t_319;
        t_86 = t_320;
        t_87 = t_321;
        t_88 = t_322;
        t_89 = t_323;
        continue;
    }
    int t_324;
    float t_325[4] = h_1;
    int t_326 = 0;
    int t_327 = 0;
    for (;;) {
        int t_328;
        float t_329[4];
        int t_330;
        float t_331[4];
        int t_332;
        if (t_326 < p_6) {
            int t_333 = 0;
            float t_334[4] = h_1;
            int t_335 = 0;
            float t_336[4] = h_1;
            int t_337 = 0;
            t_328 = t_333;
            t_329 = t_334;
            t_330 = t_335;
            t_331 = t_336;
            t_332 = t_337;
        } else {
            int t_338 = 2;
            float t_339[4] = h_1;
            int t_340 = 0;
            float t_341[4] = t_325;
            int t_342 = t_326;
            t_328 = t_338;
            t_329 = t_339;
            t_330 = t_340;
            t_331 = t_341;
            t_332 = t_342;
        }
        int t_343;
        float t_344[4];
        int t_345;
        float t_346[4];
        int t_347;
        if (t_328 == 0) {
            float t_348[4] = p_3.b1;
            float s_4;
            int i_4;
            float s_5 = t_348[t_326];
            int i_5 = 0;
            for (;;) {
                if (i_5 < p_5) {
                } else {
                    float t_349 = s_5;
                    int t_350 = i_5;
                    s_4 = t_349;
                    i_4 = t_350;
                    break;
                }
                float t_351[12] = p_3.w1;
                float t_352 = s_5 + t_351[t_326 * 3 + i_5] * p_4[i_5];
                int t_353 = i_5 + 1;
                s_5 = t_352;
                i_5 = t_353;
                continue;
            }
            float t_354 = s_4 > 0.0f ? s_4 : 0.1f * s_4;
            float t_355[4] = t_325;
            t_355[0] = t_326 == 0 ? t_354 : t_325[0];
            float t_356[4] = t_355;
            t_356[1] = t_326 == 1 ? t_354 : t_325[1];
            float t_357[4] = t_356;
            t_357[2] = t_326 == 2 ? t_354 : t_325[2];
            float t_358[4] = t_357;
            t_358[3] = t_326 == 3 ? t_354 : t_325[3];
            int t_359 = 1;
            float t_360[4] = t_358;
            int t_361 = t_326 + 1;
            float t_362[4] = h_1;
            int t_363 = 0;
            t_343 = t_359;
            t_344 = t_360;
            t_345 = t_361;
            t_346 = t_362;
            t_347 = t_363;
        } else {
            int t_364 = t_328;
            float t_365[4] = t_329;
            int t_366 = t_330;
            float t_367[4] = t_331;
            int t_368 = t_332;
            t_343 = t_364;
            t_344 = t_365;
            t_345 = t_366;
            t_346 = t_367;
            t_347 = t_368;
        }
        int t_369 = t_327 + 1;
        if (t_343 == 2) {
            t_324 = t_369;
            break;
        }
        float t_370[4] = t_344;
        int t_371 = t_345;
        int t_372 = t_369;
        t_325 = t_370;
        t_326 = t_371;
        t_327 = t_372;
        continue;
    }
    int t_373 = t_324 - 1;
    float t_374[3] = {0.0f, 0.0f, 0.0f};
    float t_375[4];
    Net t_376;
    float t_377[3];
    int t_378 = t_373;
    float t_379[4] = h_1;
    Net t_380 = t_82;
    float t_381[3] = t_374;
    for (;;) {
        if (t_378 < 0) {
            float t_382[4] = t_379;
            Net t_383 = t_380;
            float t_384[3] = t_381;
            t_375 = t_382;
            t_376 = t_383;
            t_377 = t_384;
            break;
        }
        float t_385[4];
        int t_386;
        float t_387[4] = h_1;
        int t_388 = 0;
        int t_389 = 0;
        for (;;) {
            if (t_389 == t_378) {
                float t_390[4] = t_387;
                int t_391 = t_388;
                t_385 = t_390;
                t_386 = t_391;
                break;
            }
            int t_392;
            float t_393[4];
            int t_394;
            float t_395[4];
            int t_396;
            if (t_388 < p_6) {
                int t_397 = 0;
                float t_398[4] = h_1;
                int t_399 = 0;
                float t_400[4] = h_1;
                int t_401 = 0;
                t_392 = t_397;
                t_393 = t_398;
                t_394 = t_399;
                t_395 = t_400;
                t_396 = t_401;
            } else {
                int t_402 = 2;
                float t_403[4] = h_1;
                int t_404 = 0;
                float t_405[4] = t_387;
                int t_406 = t_388;
                t_392 = t_402;
                t_393 = t_403;
                t_394 = t_404;
                t_395 = t_405;
                t_396 = t_406;
            }
            int t_407;
            float t_408[4];
            int t_409;
            float t_410[4];
            int t_411;
            if (t_392 == 0) {
                float t_412[4] = p_3.b1;
                float s_6;
                int i_6;
                float s_7 = t_412[t_388];
                int i_7 = 0;
                for (;;) {
                    if (i_7 < p_5) {
                    } else {
                        float t_413 = s_7;
                        int t_414 = i_7;
                        s_6 = t_413;
                        i_6 = t_414;
                        break;
                    }
                    float t_415[12] = p_3.w1;
                    float t_416 = s_7 + t_415[t_388 * 3 + i_7] * p_4[i_7];
                    int t_417 = i_7 + 1;
                    s_7 = t_416;
                    i_7 = t_417;
                    continue;
                }
                float t_418 = s_6 > 0.0f ? s_6 : 0.1f * s_6;
                float t_419[4] = t_387;
                t_419[0] = t_388 == 0 ? t_418 : t_387[0];
                float t_420[4] = t_419;
                t_420[1] = t_388 == 1 ? t_418 : t_387[1];
                float t_421[4] = t_420;
                t_421[2] = t_388 == 2 ? t_418 : t_387[2];
                float t_422[4] = t_421;
                t_422[3] = t_388 == 3 ? t_418 : t_387[3];
                int t_423 = 1;
                float t_424[4] = t_422;
                int t_425 = t_388 + 1;
                float t_426[4] = h_1;
                int t_427 = 0;
                t_407 = t_423;
                t_408 = t_424;
                t_409 = t_425;
                t_410 = t_426;
                t_411 = t_427;
            } else {
                int t_428 = t_392;
                float t_429[4] = t_393;
                int t_430 = t_394;
                float t_431[4] = t_395;
                int t_432 = t_396;
                t_407 = t_428;
                t_408 = t_429;
                t_409 = t_430;
                t_410 = t_431;
                t_411 = t_432;
            }
            if (t_407 == 2) {
                float t_433[4] = t_387;
                int t_434 = t_388;
                t_385 = t_433;
                t_386 = t_434;
                break;
            }
            float t_435[4] = t_408;
            int t_436 = t_409;
            int t_437 = t_389 + 1;
            t_387 = t_435;
            t_388 = t_436;
            t_389 = t_437;
            continue;
        }
        bool t_438 = t_386 < p_6;
        int t_439;
        float t_440[4];
        int t_441;
        float t_442[4];
        int t_443;
        if (t_438) {
            int t_444 = 0;
            float t_445[4] = h_1;
            int t_446 = 0;
            float t_447[4] = h_1;
            int t_448 = 0;
            t_439 = t_444;
            t_440 = t_445;
            t_441 = t_446;
            t_442 = t_447;
            t_443 = t_448;
        } else {
            int t_449 = 2;
            float t_450[4] = h_1;
            int t_451 = 0;
            float t_452[4] = t_385;
            int t_453 = t_386;
            t_439 = t_449;
            t_440 = t_450;
            t_441 = t_451;
            t_442 = t_452;
            t_443 = t_453;
        }
        bool t_454 = t_439 == 0;
        int t_455;
        float t_456[4];
        int t_457;
        float t_458[4];
        int t_459;
        if (t_454) {
            float t_460[4] = p_3.b1;
            float s_8;
            int i_8;
            float s_9 = t_460[t_386];
            int i_9 = 0;
            for (;;) {
                if (i_9 < p_5) {
                } else {
                    float t_461 = s_9;
                    int t_462 = i_9;
                    s_8 = t_461;
                    i_8 = t_462;
                    break;
                }
                float t_463[12] = p_3.w1;
                float t_464 = s_9 + t_463[t_386 * 3 + i_9] * p_4[i_9];
                int t_465 = i_9 + 1;
                s_9 = t_464;
                i_9 = t_465;
                continue;
            }
            float t_466 = s_8 > 0.0f ? s_8 : 0.1f * s_8;
            float t_467[4] = t_385;
            t_467[0] = t_386 == 0 ? t_466 : t_385[0];
            float t_468[4] = t_467;
            t_468[1] = t_386 == 1 ? t_466 : t_385[1];
            float t_469[4] = t_468;
            t_469[2] = t_386 == 2 ? t_466 : t_385[2];
            float t_470[4] = t_469;
            t_470[3] = t_386 == 3 ? t_466 : t_385[3];
            int t_471 = 1;
            float t_472[4] = t_470;
            int t_473 = t_386 + 1;
            float t_474[4] = h_1;
            int t_475 = 0;
            t_455 = t_471;
            t_456 = t_472;
            t_457 = t_473;
            t_458 = t_474;
            t_459 = t_475;
        } else {
            int t_476 = t_439;
            float t_477[4] = t_440;
            int t_478 = t_441;
            float t_479[4] = t_442;
            int t_480 = t_443;
            t_455 = t_476;
            t_456 = t_477;
            t_457 = t_478;
            t_458 = t_479;
            t_459 = t_480;
        }
        bool t_481 = t_378 == t_373;
        float t_482[4] = {t_481 ? t_85[0] : 0.0f, t_481 ? t_85[1] : 0.0f, t_481 ? t_85[2] : 0.0f, t_481 ? t_85[3] : 0.0f};
        Net t_483;
        float t_484[3];
        float t_485[4];
        float t_486[4];
        float t_487[4];
        if (t_454) {
            float t_488[4] = p_3.b1;
            float t_489 = t_488[t_386];
            float s_10;
            int i_10;
            float s_11 = t_489;
            int i_11 = 0;
            for (;;) {
                if (i_11 < p_5) {
                } else {
                    float t_490 = s_11;
                    int t_491 = i_11;
                    s_10 = t_490;
                    i_10 = t_491;
                    break;
                }
                float t_492[12] = p_3.w1;
                float t_493 = s_11 + t_492[t_386 * 3 + i_11] * p_4[i_11];
                int t_494 = i_11 + 1;
                s_11 = t_493;
                i_11 = t_494;
                continue;
            }
            bool t_495 = t_386 == 0;
            bool t_496 = t_386 == 1;
            bool t_497 = t_386 == 2;
            bool t_498 = t_386 == 3;
            float t_499 = t_379[3];
            float t_500 = t_379[2];
            float t_501 = t_379[1];
            float t_502 = t_379[0];
            float t_503 = (t_498 ? t_499 : 0.0f) + (t_497 ? t_500 : 0.0f) + (t_496 ? t_501 : 0.0f) + (t_495 ? t_502 : 0.0f);
            float t_504[4] = {0.0f + (t_495 ? 0.0f : t_502), 0.0f + (t_496 ? 0.0f : t_501) + 0.0f + 0.0f, 0.0f + (t_497 ? 0.0f : t_500) + 0.0f + 0.0f + 0.0f, (t_498 ? 0.0f : t_499) + 0.0f + 0.0f + 0.0f + 0.0f};
            int t_505;
            float t_506 = t_489;
            int t_507 = 0;
            int t_508 = 0;
            for (;;) {
                bool t_509 = t_507 < p_5;
                int t_510 = t_509 ? 0 : 2;
                int t_511;
                float t_512;
                int t_513;
                float t_514;
                int t_515;
                if (t_510 == 0) {
                    float t_516[12] = p_3.w1;
                    int t_517 = 1;
                    float t_518 = t_506 + t_516[t_386 * 3 + t_507] * p_4[t_507];
                    int t_519 = t_507 + 1;
                    float t_520 = 0.0f;
                    int t_521 = 0;
                    t_511 = t_517;
                    t_512 = t_518;
                    t_513 = t_519;
                    t_514 = t_520;
                    t_515 = t_521;
                } else {
                    int t_522 = t_510;
                    float t_523 = 0.0f;
                    int t_524 = 0;
                    float t_525 = t_509 ? 0.0f : t_506;
                    int t_526 = t_509 ? 0 : t_507;
                    t_511 = t_522;
                    t_512 = t_523;
                    t_513 = t_524;
                    t_514 = t_525;
                    t_515 = t_526;
                }
                int t_527 = t_508 + 1;
                if (t_511 == 2) {
                    t_505 = t_527;
                    break;
                }
                float t_528 = t_512;
                int t_529 = t_513;
                int t_530 = t_527;
                t_506 = t_528;
                t_507 = t_529;
                t_508 = t_530;
                continue;
            }
            int t_531 = t_505 - 1;
            float t_532;
            Net t_533;
            float t_534[3];
            int t_535 = t_531;
            float t_536 = 0.0f;
            Net t_537 = t_82;
            float t_538[3] = t_374;
            for (;;) {
                if (t_535 < 0) {
                    float t_539 = t_536;
                    Net t_540 = t_537;
                    float t_541[3] = t_538;
                    t_532 = t_539;
                    t_533 = t_540;
                    t_534 = t_541;
                    break;
                }
                float t_542;
                int t_543;
                float t_544 = t_489;
                int t_545 = 0;
                int t_546 = 0;
                for (;;) {
                    if (t_546 == t_535) {
                        float t_547 = t_544;
                        int t_548 = t_545;
                        t_542 = t_547;
                        t_543 = t_548;
                        break;
                    }
                    bool t_549 = t_545 < p_5;
                    int t_550 = t_549 ? 0 : 2;
                    int t_551;
                    float t_552;
                    int t_553;
                    float t_554;
                    int t_555;
                    if (t_550 == 0) {
                        float t_556[12] = p_3.w1;
                        int t_557 = 1;
                        float t_558 = t_544 + t_556[t_386 * 3 + t_545] * p_4[t_545];
                        int t_559 = t_545 + 1;
                        float t_560 = 0.0f;
                        int t_561 = 0;
                        t_551 = t_557;
                        t_552 = t_558;
                        t_553 = t_559;
                        t_554 = t_560;
                        t_555 = t_561;
                    } else {
                        int t_562 = t_550;
                        float t_563 = 0.0f;
                        int t_564 = 0;
                        float t_565 = t_549 ? 0.0f : t_544;
                        int t_566 = t_549 ? 0 : t_545;
                        t_551 = t_562;
                        t_552 = t_563;
                        t_553 = t_564;
                        t_554 = t_565;
                        t_555 = t_566;
                    }
                    if (t_551 == 2) {
                        float t_567 = t_544;
                        int t_568 = t_545;
                        t_542 = t_567;
                        t_543 = t_568;
                        break;
                    }
                    float t_569 = t_552;
                    int t_570 = t_553;
                    int t_571 = t_546 + 1;
                    t_544 = t_569;
                    t_545 = t_570;
                    t_546 = t_571;
                    continue;
                }
                bool t_572 = t_543 < p_5;
                Net t_573;
                float t_574[3];
                float t_575;
                float t_576;
                float t_577;
                if ((t_572 ? 0 : 2) == 0) {
                    int t_578 = t_386 * 3 + t_543;
                    float t_579[12] = p_3.w1;
                    float t_580 = p_4[t_543] * t_536;
                    float t_581 = t_579[t_578] * t_536;
                    float t_582[3] = t_374;
                    t_582[0] = t_543 == 0 ? t_581 : 0.0f;
                    float t_583[3] = t_582;
                    t_583[1] = t_543 == 1 ? t_581 : 0.0f;
                    float t_584[3] = t_583;
                    t_584[2] = t_543 == 2 ? t_581 : 0.0f;
                    float t_585[12] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
                    float t_586[12] = t_585;
                    t_586[0] = t_578 == 0 ? t_580 : 0.0f;
                    float t_587[12] = t_586;
                    t_587[1] = t_578 == 1 ? t_580 : 0.0f;
                    float t_588[12] = t_587;
                    t_588[2] = t_578 == 2 ? t_580 : 0.0f;
                    float t_589[12] = t_588;
                    t_589[3] = t_578 == 3 ? t_580 : 0.0f;
                    float t_590[12] = t_589;
                    t_590[4] = t_578 == 4 ? t_580 : 0.0f;
                    float t_591[12] = t_590;
                    t_591[5] = t_578 == 5 ? t_580 : 0.0f;
                    float t_592[12] = t_591;
                    t_592[6] = t_578 == 6 ? t_580 : 0.0f;
                    float t_593[12] = t_592;
                    t_593[7] = t_578 == 7 ? t_580 : 0.0f;
                    float t_594[12] = t_593;
                    t_594[8] = t_578 == 8 ? t_580 : 0.0f;
                    float t_595[12] = t_594;
                    t_595[9] = t_578 == 9 ? t_580 : 0.0f;
                    float t_596[12] = t_595;
                    t_596[10] = t_578 == 10 ? t_580 : 0.0f;
                    float t_597[12] = t_596;
                    t_597[11] = t_578 == 11 ? t_580 : 0.0f;
                    Net t_598 = t_82;
                    t_598.w1 = t_597;
                    Net t_599 = t_598;
                    float t_600[3] = t_584;
                    float t_601 = t_536;
                    float t_602 = 0.0f;
                    float t_603 = 0.0f;
                    t_573 = t_599;
                    t_574 = t_600;
                    t_575 = t_601;
                    t_576 = t_602;
                    t_577 = t_603;
                } else {
                    Net t_604 = t_82;
                    float t_605[3] = t_374;
                    float t_606 = 0.0f;
                    float t_607 = t_536;
                    float t_608 = t_535 == t_531 ? (s_10 > 0.0f ? t_503 : 0.1f * t_503) : 0.0f;
                    t_573 = t_604;
                    t_574 = t_605;
                    t_575 = t_606;
                    t_576 = t_607;
                    t_577 = t_608;
                }
                float t_609[12] = t_537.w1;
                float t_610[12] = t_573.w1;
                float t_611[12] = {t_609[0] + t_610[0], t_609[1] + t_610[1], t_609[2] + t_610[2], t_609[3] + t_610[3], t_609[4] + t_610[4], t_609[5] + t_610[5], t_609[6] + t_610[6], t_609[7] + t_610[7], t_609[8] + t_610[8], t_609[9] + t_610[9], t_609[10] + t_610[10], t_609[11] + t_610[11]};
                float t_612[4] = t_537.b1;
                float t_613[4] = t_573.b1;
                float t_614[4] = {t_612[0] + t_613[0], t_612[1] + t_613[1], t_612[2] + t_613[2], t_612[3] + t_613[3]};
                float t_615[8] = t_537.w2;
                float t_616[8] = t_573.w2;
                float t_617[8] = {t_615[0] + t_616[0], t_615[1] + t_616[1], t_615[2] + t_616[2], t_615[3] + t_616[3], t_615[4] + t_616[4], t_615[5] + t_616[5], t_615[6] + t_616[6], t_615[7] + t_616[7]};
                float t_618[2] = t_537.b2;
                float t_619[2] = t_573.b2;
                float t_620[2] = {t_618[0] + t_619[0], t_618[1] + t_619[1]};
                Net t_621 = {t_611, t_614, t_617, t_620};
                float t_622[3] = {t_538[0] + t_574[0], t_538[1] + t_574[1], t_538[2] + t_574[2]};
                int t_623 = t_535 - 1;
                float t_624 = t_575 + (t_572 ? 0.0f : t_577);
                Net t_625 = t_621;
                float t_626[3] = t_622;
                t_535 = t_623;
                t_536 = t_624;
                t_537 = t_625;
                t_538 = t_626;
                continue;
            }
            float t_627[12] = t_533.w1;
            float t_628[12] = {t_627[0] + 0.0f, t_627[1] + 0.0f, t_627[2] + 0.0f, t_627[3] + 0.0f, t_627[4] + 0.0f, t_627[5] + 0.0f, t_627[6] + 0.0f, t_627[7] + 0.0f, t_627[8] + 0.0f, t_627[9] + 0.0f, t_627[10] + 0.0f, t_627[11] + 0.0f};
            float t_629[4] = t_533.b1;
            float t_630[4] = {t_629[0] + (t_495 ? t_532 : 0.0f), t_629[1] + (t_496 ? t_532 : 0.0f), t_629[2] + (t_497 ? t_532 : 0.0f), t_629[3] + (t_498 ? t_532 : 0.0f)};
            float t_631[8] = t_533.w2;
            float t_632[8] = {t_631[0] + 0.0f, t_631[1] + 0.0f, t_631[2] + 0.0f, t_631[3] + 0.0f, t_631[4] + 0.0f, t_631[5] + 0.0f, t_631[6] + 0.0f, t_631[7] + 0.0f};
            float t_633[2] = t_533.b2;
            float t_634[2] = {t_633[0] + 0.0f, t_633[1] + 0.0f};
            Net t_635 = {t_628, t_630, t_632, t_634};
            Net t_636 = t_635;
            float t_637[3] = t_534;
            float t_638[4] = t_504;
            float t_639[4] = h_1;
            float t_640[4] = h_1;
            t_483 = t_636;
            t_484 = t_637;
            t_485 = t_638;
            t_486 = t_639;
            t_487 = t_640;
        } else {
            Net t_641 = t_82;
            float t_642[3] = t_374;
            float t_643[4] = h_1;
            float t_644[4] = t_379;
            float t_645[4] = t_482;
            t_483 = t_641;
            t_484 = t_642;
            t_485 = t_643;
            t_486 = t_644;
            t_487 = t_645;
        }
        float t_646[4];
        if (t_438) {
            t_646 = h_1;
        } else {
            t_646 = t_487;
        }
        float t_647[4] = {t_485[0] + t_646[0], t_485[1] + t_646[1], t_485[2] + t_646[2], t_485[3] + t_646[3]};
        float t_648[12] = t_380.w1;
        float t_649[12] = t_483.w1;
        float t_650[12] = {t_648[0] + t_649[0], t_648[1] + t_649[1], t_648[2] + t_649[2], t_648[3] + t_649[3], t_648[4] + t_649[4], t_648[5] + t_649[5], t_648[6] + t_649[6], t_648[7] + t_649[7], t_648[8] + t_649[8], t_648[9] + t_649[9], t_648[10] + t_649[10], t_648[11] + t_649[11]};
        float t_651[4] = t_380.b1;
        float t_652[4] = t_483.b1;
        float t_653[4] = {t_651[0] + t_652[0], t_651[1] + t_652[1], t_651[2] + t_652[2], t_651[3] + t_652[3]};
        float t_654[8] = t_380.w2;
        float t_655[8] = t_483.w2;
        float t_656[8] = {t_654[0] + t_655[0], t_654[1] + t_655[1], t_654[2] + t_655[2], t_654[3] + t_655[3], t_654[4] + t_655[4], t_654[5] + t_655[5], t_654[6] + t_655[6], t_654[7] + t_655[7]};
        float t_657[2] = t_380.b2;
        float t_658[2] = t_483.b2;
        float t_659[2] = {t_657[0] + t_658[0], t_657[1] + t_658[1]};
        Net t_660 = {t_650, t_653, t_656, t_659};
        float t_661[3] = {t_381[0] + t_484[0], t_381[1] + t_484[1], t_381[2] + t_484[2]};
        int t_662 = t_378 - 1;
        float t_663[4] = t_647;
        Net t_664 = t_660;
        float t_665[3] = t_661;
        t_378 = t_662;
        t_379 = t_663;
        t_380 = t_664;
        t_381 = t_665;
        continue;
    }
    float t_666[12] = t_84.w1;
    float t_667[12] = t_376.w1;
    float t_668[12] = {t_666[0] + t_667[0], t_666[1] + t_667[1], t_666[2] + t_667[2], t_666[3] + t_667[3], t_666[4] + t_667[4], t_666[5] + t_667[5], t_666[6] + t_667[6], t_666[7] + t_667[7], t_666[8] + t_667[8], t_666[9] + t_667[9], t_666[10] + t_667[10], t_666[11] + t_667[11]};
    float t_669[4] = t_84.b1;
    float t_670[4] = t_376.b1;
    float t_671[4] = {t_669[0] + t_670[0], t_669[1] + t_670[1], t_669[2] + t_670[2], t_669[3] + t_670[3]};
    float t_672[8] = t_84.w2;
    float t_673[8] = t_376.w2;
    float t_674[8] = {t_672[0] + t_673[0], t_672[1] + t_673[1], t_672[2] + t_673[2], t_672[3] + t_673[3], t_672[4] + t_673[4], t_672[5] + t_673[5], t_672[6] + t_673[6], t_672[7] + t_673[7]};
    float t_675[2] = t_84.b2;
    float t_676[2] = t_376.b2;
    float t_677[2] = {t_675[0] + t_676[0], t_675[1] + t_676[1]};
    Net t_678 = {t_668, t_671, t_674, t_677};
    lossLoops_bwd_Grads t_679 = {t_678, t_377};
    return t_679;
}
float lossUnrolled(Net net, float x_1[3]) {
    float net_5[12] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    float net_6[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    float net_7[8] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    float net_8[2] = {0.0f, 0.0f};
    float t_680[12] = net.w1;
    net_5 = t_680;
    float t_681[4] = net.b1;
    net_6 = t_681;
    float t_682[8] = net.w2;
    net_7 = t_682;
    float t_683[2] = net.b2;
    net_8 = t_683;
    float x_3[3] = {0.0f, 0.0f, 0.0f};
    x_3 = x_1;
    float h_4[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    int j_16;
    int j_17 = 0;
    for (;;) {
        if (j_17 < 4) {
        } else {
            j_16 = j_17;
            break;
        }
        float t_684 = net_6[j_17];
        float s_12;
        int i_12;
        float s_13 = t_684;
        int i_13 = 0;
        for (;;) {
            if (i_13 < 3) {
            } else {
                float t_685 = s_13;
                int t_686 = i_13;
                s_12 = t_685;
                i_12 = t_686;
                break;
            }
            float t_687 = net_5[j_17 * 3 + i_13];
            float t_688 = x_3[i_13];
            float t_689 = s_13 + t_687 * t_688;
            int t_690 = i_13 + 1;
            s_13 = t_689;
            i_13 = t_690;
            continue;
        }
        h_4[j_17] = s_12 > 0.0f ? s_12 : 0.1f * s_12;
        j_17 = j_17 + 1;
        continue;
    }
    float l_4;
    int k_4;
    float l_5 = 0.0f;
    int k_5 = 0;
    for (;;) {
        if (k_5 < 2) {
        } else {
            float t_691 = l_5;
            int t_692 = k_5;
            l_4 = t_691;
            k_4 = t_692;
            break;
        }
        float t_693 = net_8[k_5];
        float o_12;
        int j_18;
        float o_13 = t_693;
        int j_19 = 0;
        for (;;) {
            if (j_19 < 4) {
            } else {
                float t_694 = o_13;
                int t_695 = j_19;
                o_12 = t_694;
                j_18 = t_695;
                break;
            }
            float t_696 = net_7[k_5 * 4 + j_19];
            float t_697 = h_4[j_19];
            float t_698 = o_13 + t_696 * tanh(t_697);
            int t_699 = j_19 + 1;
            o_13 = t_698;
            j_19 = t_699;
            continue;
        }
        float t_700 = o_12 - 0.5f * (float)k_5;
        float t_701 = l_5 + t_700 * t_700;
        int t_702 = k_5 + 1;
        l_5 = t_701;
        k_5 = t_702;
        continue;
    }
    return l_4;
}
lossUnrolled_bwd_Grads lossUnrolled_bwd(Net p_8, float p_9[3], float p_10) {
    float h_5[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    float h_6[4];
    int j_20;
    float h_7[4] = h_5;
    int j_21 = 0;
    for (;;) {
        if (j_21 < 4) {
        } else {
            float t_703[4] = h_7;
            int t_704 = j_21;
            h_6 = t_703;
            j_20 = t_704;
            break;
        }
        float t_705[4] = p_8.b1;
        float s_14;
        int i_14;
        float s_15 = t_705[j_21];
        int i_15 = 0;
        for (;;) {
            if (i_15 < 3) {
            } else {
                float t_706 = s_15;
                int t_707 = i_15;
                s_14 = t_706;
                i_14 = t_707;
                break;
            }
            float t_708[12] = p_8.w1;
            float t_709 = s_15 + t_708[j_21 * 3 + i_15] * p_9[i_15];
            int t_710 = i_15 + 1;
            s_15 = t_709;
            i_15 = t_710;
            continue;
        }
        float t_711 = s_14 > 0.0f ? s_14 : 0.1f * s_14;
        float t_712[4] = h_7;
        t_712[0] = j_21 == 0 ? t_711 : h_7[0];
        float t_713[4] = t_712;
        t_713[1] = j_21 == 1 ? t_711 : h_7[1];
        float t_714[4] = t_713;
        t_714[2] = j_21 == 2 ? t_711 : h_7[2];
        float t_715[4] = t_714;
        t_715[3] = j_21 == 3 ? t_711 : h_7[3];
        float t_716[4] = t_715;
        int t_717 = j_21 + 1;
        h_7 = t_716;
        j_21 = t_717;
        continue;
    }
    float l_6;
    int k_6;
    float l_7 = 0.0f;
    int k_7 = 0;
    for (;;) {
        if (k_7 < 2) {
        } else {
            float t_718 = l_7;
            int t_719 = k_7;
            l_6 = t_718;
            k_6 = t_719;
            break;
        }
        float t_720[2] = p_8.b2;
        float o_14;
        int j_22;
        float o_15 = t_720[k_7];
        int j_23 = 0;
        for (;;) {
            if (j_23 < 4) {
            } else {
                float t_721 = o_15;
                int t_722 = j_23;
                o_14 = t_721;
                j_22 = t_722;
                break;
            }
            float t_723[8] = p_8.w2;
            float t_724 = o_15 + t_723[k_7 * 4 + j_23] * tanh(h_6[j_23]);
            int t_725 = j_23 + 1;
            o_15 = t_724;
            j_23 = t_725;
            continue;
        }
        float t_726 = o_14 - 0.5f * (float)k_7;
        float t_727 = l_7 + t_726 * t_726;
        int t_728 = k_7 + 1;
        l_7 = t_727;
        k_7 = t_728;
        continue;
    }
    int t_729;
    float t_730 = 0.0f;
    int t_731 = 0;
    int t_732 = 0;
    for (;;) {
        bool t_733 = t_731 < 2;
        int t_734 = t_733 ? 0 : 2;
        int t_735;
        float t_736;
        int t_737;
        float t_738;
        int t_739;
        if (t_734 == 0) {
            float t_740[2] = p_8.b2;
            float o_16;
            int j_24;
            float o_17 = t_740[t_731];
            int j_25 = 0;
            for (;;) {
                if (j_25 < 4) {
                } else {
                    float t_741 = o_17;
                    int t_742 = j_25;
                    o_16 = t_741;
                    j_24 = t_742;
                    break;
                }
                float t_743[8] = p_8.w2;
                float t_744 = o_17 + t_743[t_731 * 4 + j_25] * tanh(h_6[j_25]);
                int t_745 = j_25 + 1;
                o_17 = t_744;
                j_25 = t_745;
                continue;
            }
            float t_746 = o_16 - 0.5f * (float)t_731;
            int t_747 = 1;
            float t_748 = t_730 + t_746 * t_746;
            int t_749 = t_731 + 1;
            float t_750 = 0.0f;
            int t_751 = 0;
            t_735 = t_747;
            t_736 = t_748;
            t_737 = t_749;
            t_738 = t_750;
            t_739 = t_751;
        } else {
            int t_752 = t_734;
            float t_753 = 0.0f;
            int t_754 = 0;
            float t_755 = t_733 ? 0.0f : t_730;
            int t_756 = t_733 ? 0 : t_731;
            t_735 = t_752;
            t_736 = t_753;
            t_737 = t_754;
            t_738 = t_755;
            t_739 = t_756;
        }
        int t_757 = t_732 + 1;
        if (t_735 == 2) {
            t_729 = t_757;
            break;
        }
        float t_758 = t_736;
        int t_759 = t_737;
        int t_760 = t_757;
        t_730 = t_758;
        t_731 = t_759;
        t_732 = t_760;
        continue;
    }
    int t_761 = t_729 - 1;
    Net t_762 = {{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}, {0.0f, 0.0f}};
    float t_763;
    Net t_764;
    float t_765[4];
    int t_766 = t_761;
    float t_767 = 0.0f;
    Net t_768 = t_762;
    float t_769[4] = h_5;
    for (;;) {
        if (t_766 < 0) {
            float t_770 = t_767;
            Net t_771 = t_768;
            float t_772[4] = t_769;
            t_763 = t_770;
            t_764 = t_771;
            t_765 = t_772;
            break;
        }
        float t_773;
        int t_774;
        float t_775 = 0.0f;
        int t_776 = 0;
        int t_777 = 0;
        for (;;) {
            if (t_777 == t_766) {
                float t_778 = t_775;
                int t_779 = t_776;
                t_773 = t_778;
                t_774 = t_779;
                break;
            }
            bool t_780 = t_776 < 2;
            int t_781 = t_780 ? 0 : 2;
            int t_782;
            float t_783;
            int t_784;
            float t_785;
            int t_786;
            if (t_781 == 0) {
                float t_787[2] = p_8.b2;
                float o_18;
                int j_26;
                float o_19 = t_787[t_776];
                int j_27 = 0;
                for (;;) {
                    if (j_27 < 4) {
                    } else {
                        float t_788 = o_19;
                        int t_789 = j_27;
                        o_18 = t_788;
                        j_26 = t_789;
                        break;
                    }
                    float t_790[8] = p_8.w2;
                    float t_791 = o_19 + t_790[t_776 * 4 + j_27] * tanh(h_6[j_27]);
                    int t_792 = j_27 + 1;
                    o_19 = t_791;
                    j_27 = t_792;
                    continue;
                }
                float t_793 = o_18 - 0.5f * (float)t_776;
                int t_794 = 1;
                float t_795 = t_775 + t_793 * t_793;
                int t_796 = t_776 + 1;
                float t_797 = 0.0f;
                int t_798 = 0;
                t_782 = t_794;
                t_783 = t_795;
                t_784 = t_796;
                t_785 = t_797;
                t_786 = t_798;
            } else {
                int t_799 = t_781;
                float t_800 = 0.0f;
                int t_801 = 0;
                float t_802 = t_780 ? 0.0f : t_775;
                int t_803 = t_780 ? 0 : t_776;
                t_782 = t_799;
                t_783 = t_800;
                t_784 = t_801;
                t_785 = t_802;
                t_786 = t_803;
            }
            if (t_782 == 2) {
                float t_804 = t_775;
                int t_805 = t_776;
                t_773 = t_804;
                t_774 = t_805;
                break;
            }
            float t_806 = t_783;
            int t_807 = t_784;
            int t_808 = t_777 + 1;
            t_775 = t_806;
            t_776 = t_807;
            t_777 = t_808;
            continue;
        }
        bool t_809 = t_774 < 2;
        int t_810 = t_809 ? 0 : 2;
        bool t_811 = t_810 == 0;
        int t_812;
        float t_813;
        int t_814;
        float t_815;
        int t_816;
        if (t_811) {
            float t_817[2] = p_8.b2;
            float o_20;
            int j_28;
            float o_21 = t_817[t_774];
            int j_29 = 0;
            for (;;) {
                if (j_29 < 4) {
                } else {
                    float t_818 = o_21;
                    int t_819 = j_29;
                    o_20 = t_818;
                    j_28 = t_819;
                    break;
                }
                float t_820[8] = p_8.w2;
                float t_821 = o_21 + t_820[t_774 * 4 + j_29] * tanh(h_6[j_29]);
                int t_822 = j_29 + 1;
                o_21 = t_821;
                j_29 = t_822;
                continue;
            }
            float t_823 = o_20 - 0.5f * (float)t_774;
            int t_824 = 1;
            float t_825 = t_773 + t_823 * t_823;
            int t_826 = t_774 + 1;
            float t_827 = 0.0f;
            int t_828 = 0;
            t_812 = t_824;
            t_813 = t_825;
            t_814 = t_826;
            t_815 = t_827;
            t_816 = t_828;
        } else {
            int t_829 = t_810;
            float t_830 = 0.0f;
            int t_831 = 0;
            float t_832 = t_809 ? 0.0f : t_773;
            int t_833 = t_809 ? 0 : t_774;
            t_812 = t_829;
            t_813 = t_830;
            t_814 = t_831;
            t_815 = t_832;
            t_816 = t_833;
        }
        Net t_834;
        float t_835[4];
        float t_836;
        float t_837;
        float t_838;
        if (t_811) {
            float t_839[2] = p_8.b2;
            float t_840 = t_839[t_774];
            float o_22;
            int j_30;
            float o_23 = t_840;
            int j_31 = 0;
            for (;;) {
                if (j_31 < 4) {
                } else {
                    float t_841 = o_23;
                    int t_842 = j_31;
                    o_22 = t_841;
                    j_30 = t_842;
                    break;
                }
                float t_843[8] = p_8.w2;
                float t_844 = o_23 + t_843[t_774 * 4 + j_31] * tanh(h_6[j_31]);
                int t_845 = j_31 + 1;
                o_23 = t_844;
                j_31 = t_845;
                continue;
            }
            float t_846 = (o_22 - 0.5f * (float)t_774) * t_767;
            int t_847;
            float t_848 = t_840;
            int t_849 = 0;
            int t_850 = 0;
            for (;;) {
                bool t_851 = t_849 < 4;
                int t_852 = t_851 ? 0 : 2;
                int t_853;
                float t_854;
                int t_855;
                float t_856;
                int t_857;
                if (t_852 == 0) {
                    float t_858[8] = p_8.w2;
                    int t_859 = 1;
                    float t_860 = t_848 + t_858[t_774 * 4 + t_849] * tanh(h_6[t_849]);
                    int t_861 = t_849 + 1;
                    float t_862 = 0.0f;
                    int t_863 = 0;
                    t_853 = t_859;
                    t_854 = t_860;
                    t_855 = t_861;
                    t_856 = t_862;
                    t_857 = t_863;
                } else {
                    int t_864 = t_852;
                    float t_865 = 0.0f;
                    int t_866 = 0;
                    float t_867 = t_851 ? 0.0f : t_848;
                    int t_868 = t_851 ? 0 : t_849;
                    t_853 = t_864;
                    t_854 = t_865;
                    t_855 = t_866;
                    t_856 = t_867;
                    t_857 = t_868;
                }
                int t_869 = t_850 + 1;
                if (t_853 == 2) {
                    t_847 = t_869;
                    break;
                }
                float t_870 = t_854;
                int t_871 = t_855;
                int t_872 = t_869;
                t_848 = t_870;
                t_849 = t_871;
                t_850 = t_872;
                continue;
            }
            int t_873 = t_847 - 1;
            float t_874;
            Net t_875;
            float t_876[4];
            int t_877 = t_873;
            float t_878 = 0.0f;
            Net t_879 = t_762;
            float t_880[4] = h_5;
            for (;;) {
                if (t_877 < 0) {
                    float t_881 = t_878;
                    Net t_882 = t_879;
                    float t_883[4] = t_880;
                    t_874 = t_881;
                    t_875 = t_882;
                    t_876 = t_883;
                    break;
                }
                float t_884;
                int t_885;
                float t_886 = t_840;
                int t_887 = 0;
                int t_888 = 0;
                for (;;) {
                    if (t_888 == t_877) {
                        float t_889 = t_886;
                        int t_890 = t_887;
                        t_884 = t_889;
                        t_885 = t_890;
                        break;
                    }
                    bool t_891 = t_887 < 4;
                    int t_892 = t_891 ? 0 : 2;
                    int t_893;
                    float t_894;
                    int t_895;
                    float t_896;
                    int t_897;
                    if (t_892 == 0) {
                        float t_898[8] = p_8.w2;
                        int t_899 = 1;
                        float t_900 = t_886 + t_898[t_774 * 4 + t_887] * tanh(h_6[t_887]);
                        int t_901 = t_887 + 1;
                        float t_902 = 0.0f;
                        int t_903 = 0;
                        t_893 = t_899;
                        t_894 = t_900;
                        t_895 = t_901;
                        t_896 = t_902;
                        t_897 = t_903;
                    } else {
                        int t_904 = t_892;
                        float t_905 = 0.0f;
                        int t_906 = 0;
                        float t_907 = t_891 ? 0.0f : t_886;
                        int t_908 = t_891 ? 0 : t_887;
                        t_893 = t_904;
                        t_894 = t_905;
                        t_895 = t_906;
                        t_896 = t_907;
                        t_897 = t_908;
                    }
                    if (t_893 == 2) {
                        float t_909 = t_886;
                        int t_910 = t_887;
                        t_884 = t_909;
                        t_885 = t_910;
                        break;
                    }
                    float t_911 = t_894;
                    int t_912 = t_895;
                    int t_913 = t_888 + 1;
                    t_886 = t_911;
                    t_887 = t_912;
                    t_888 = t_913;
                    continue;
                }
                bool t_914 = t_885 < 4;
                Net t_915;
                float t_916[4];
                float t_917;
                float t_918;
                float t_919;
                if ((t_914 ? 0 : 2) == 0) {
                    int t_920 = t_774 * 4 + t_885;
                    float t_921[8] = p_8.w2;
                    float t_922 = tanh(h_6[t_885]);
                    float t_923 = t_922 * t_878;
                    float t_924 = (1.0f - t_922 * t_922) * (t_921[t_920] * t_878);
                    float t_925[4] = h_5;
                    t_925[0] = t_885 == 0 ? t_924 : 0.0f;
                    float t_926[4] = t_925;
                    t_926[1] = t_885 == 1 ? t_924 : 0.0f;
                    float t_927[4] = t_926;
                    t_927[2] = t_885 == 2 ? t_924 : 0.0f;
                    float t_928[4] = t_927;
                    t_928[3] = t_885 == 3 ? t_924 : 0.0f;
                    float t_929[8] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
                    float t_930[8] = t_929;
                    t_930[0] = t_920 == 0 ? t_923 : 0.0f;
                    float t_931[8] = t_930;
                    t_931[1] = t_920 == 1 ? t_923 : 0.0f;
                    float t_932[8] = t_931;
                    t_932[2] = t_920 == 2 ? t_923 : 0.0f;
                    float t_933[8] = t_932;
                    t_933[3] = t_920 == 3 ? t_923 : 0.0f;
                    float t_934[8] = t_933;
                    t_934[4] = t_920 == 4 ? t_923 : 0.0f;
                    float t_935[8] = t_934;
                    t_935[5] = t_920 == 5 ? t_923 : 0.0f;
                    float t_936[8] = t_935;
                    t_936[6] = t_920 == 6 ? t_923 : 0.0f;
                    float t_937[8] = t_936;
                    t_937[7] = t_920 == 7 ? t_923 : 0.0f;
                    Net t_938 = t_762;
                    t_938.w2 = t_937;
                    Net t_939 = t_938;
                    float t_940[4] = t_928;
                    float t_941 = t_878;
                    float t_942 = 0.0f;
                    float t_943 = 0.0f;
                    t_915 = t_939;
                    t_916 = t_940;
                    t_917 = t_941;
                    t_918 = t_942;
                    t_919 = t_943;
                } else {
                    Net t_944 = t_762;
                    float t_945[4] = h_5;
                    float t_946 = 0.0f;
                    float t_947 = t_878;
                    float t_948 = t_877 == t_873 ? t_846 + t_846 : 0.0f;
                    t_915 = t_944;
                    t_916 = t_945;
                    t_917 = t_946;
                    t_918 = t_947;
                    t_919 = t_948;
                }
                float t_949[12] = t_879.w1;
                float t_950[12] = t_915.w1;
                float t_951[12] = {t_949[0] + t_950[0], t_949[1] + t_950[1], t_949[2] + t_950[2], t_949[3] + t_950[3], t_949[4] + t_950[4], t_949[5] + t_950[5], t_949[6] + t_950[6], t_949[7] + t_950[7], t_949[8] + t_950[8], t_949[9] + t_950[9], t_949[10] + t_950[10], t_949[11] + t_950[11]};
                float t_952[4] = t_879.b1;
                float t_953[4] = t_915.b1;
                float t_954[4] = {t_952[0] + t_953[0], t_952[1] + t_953[1], t_952[2] + t_953[2], t_952[3] + t_953[3]};
                float t_955[8] = t_879.w2;
                float t_956[8] = t_915.w2;
                float t_957[8] = {t_955[0] + t_956[0], t_955[1] + t_956[1], t_955[2] + t_956[2], t_955[3] + t_956[3], t_955[4] + t_956[4], t_955[5] + t_956[5], t_955[6] + t_956[6], t_955[7] + t_956[7]};
                float t_958[2] = t_879.b2;
                float t_959[2] = t_915.b2;
                float t_960[2] = {t_958[0] + t_959[0], t_958[1] + t_959[1]};
                Net t_961 = {t_951, t_954, t_957, t_960};
                float t_962[4] = {t_880[0] + t_916[0], t_880[1] + t_916[1], t_880[2] + t_916[2], t_880[3] + t_916[3]};
                int t_963 = t_877 - 1;
                float t_964 = t_917 + (t_914 ? 0.0f : t_919);
                Net t_965 = t_961;
                float t_966[4] = t_962;
                t_877 = t_963;
                t_878 = t_964;
                t_879 = t_965;
                t_880 = t_966;
                continue;
            }
            float t_967[12] = t_875.w1;
            float t_968[12] = {t_967[0] + 0.0f, t_967[1] + 0.0f, t_967[2] + 0.0f, t_967[3] + 0.0f, t_967[4] + 0.0f, t_967[5] + 0.0f, t_967[6] + 0.0f, t_967[7] + 0.0f, t_967[8] + 0.0f, t_967[9] + 0.0f, t_967[10] + 0.0f, t_967[11] + 0.0f};
            float t_969[4] = t_875.b1;
            float t_970[4] = {t_969[0] + 0.0f, t_969[1] + 0.0f, t_969[2] + 0.0f, t_969[3] + 0.0f};
            float t_971[8] = t_875.w2;
            float t_972[8] = {t_971[0] + 0.0f, t_971[1] + 0.0f, t_971[2] + 0.0f, t_971[3] + 0.0f, t_971[4] + 0.0f, t_971[5] + 0.0f, t_971[6] + 0.0f, t_971[7] + 0.0f};
            float t_973[2] = t_875.b2;
            float t_974[2] = {t_973[0] + (t_774 == 0 ? t_874 : 0.0f), t_973[1] + (t_774 == 1 ? t_874 : 0.0f)};
            Net t_975 = {t_968, t_970, t_972, t_974};
            Net t_976 = t_975;
            float t_977[4] = t_876;
            float t_978 = t_767;
            float t_979 = 0.0f;
            float t_980 = 0.0f;
            t_834 = t_976;
            t_835 = t_977;
            t_836 = t_978;
            t_837 = t_979;
            t_838 = t_980;
        } else {
            Net t_981 = t_762;
            float t_982[4] = h_5;
            float t_983 = 0.0f;
            float t_984 = t_767;
            float t_985 = t_766 == t_761 ? p_10 : 0.0f;
            t_834 = t_981;
            t_835 = t_982;
            t_836 = t_983;
            t_837 = t_984;
            t_838 = t_985;
        }
        float t_986[2] = t_834.b2;
        float t_987[2] = t_768.b2;
        float t_988[2] = {t_987[0] + t_986[0], t_987[1] + t_986[1]};
        float t_989[8] = t_834.w2;
        float t_990[8] = t_768.w2;
        float t_991[8] = {t_990[0] + t_989[0], t_990[1] + t_989[1], t_990[2] + t_989[2], t_990[3] + t_989[3], t_990[4] + t_989[4], t_990[5] + t_989[5], t_990[6] + t_989[6], t_990[7] + t_989[7]};
        float t_992[4] = t_834.b1;
        float t_993[4] = t_768.b1;
        float t_994[4] = {t_993[0] + t_992[0], t_993[1] + t_992[1], t_993[2] + t_992[2], t_993[3] + t_992[3]};
        float t_995[12] = t_834.w1;
        float t_996[12] = t_768.w1;
        float t_997[12] = {t_996[0] + t_995[0], t_996[1] + t_995[1], t_996[2] + t_995[2], t_996[3] + t_995[3], t_996[4] + t_995[4], t_996[5] + t_995[5], t_996[6] + t_995[6], t_996[7] + t_995[7], t_996[8] + t_995[8], t_996[9] + t_995[9], t_996[10] + t_995[10], t_996[11] + t_995[11]};
        Net t_998 = {t_997, t_994, t_991, t_988};
        float t_999[4] = {t_769[0] + t_835[0], t_769[1] + t_835[1], t_769[2] + t_835[2], t_769[3] + t_835[3]};
        int t_1000 = t_766 - 1;
        float t_1001 = t_836 + (t_809 ? 0.0f : t_838);
        Net t_1002 = t_998;
        float t_1003[4] = t_999;
        t_766 = t_1000;
        t_767 = t_1001;
        t_768 = t_1002;
        t_769 = t_1003;
        continue;
    }
    int t_1004;
    float t_1005[4] = h_5;
    int t_1006 = 0;
    int t_1007 = 0;
    for (;;) {
        int t_1008;
        float t_1009[4];
        int t_1010;
        float t_1011[4];
        int t_1012;
        if (t_1006 < 4) {
            int t_1013 = 0;
            float t_1014[4] = h_5;
            int t_1015 = 0;
            float t_1016[4] = h_5;
            int t_1017 = 0;
            t_1008 = t_1013;
            t_1009 = t_1014;
            t_1010 = t_1015;
            t_1011 = t_1016;
            t_1012 = t_1017;
        } else {
            int t_1018 = 2;
            float t_1019[4] = h_5;
            int t_1020 = 0;
            float t_1021[4] = t_1005;
            int t_1022 = t_1006;
            t_1008 = t_1018;
            t_1009 = t_1019;
            t_1010 = t_1020;
            t_1011 = t_1021;
            t_1012 = t_1022;
        }
        int t_1023;
        float t_1024[4];
        int t_1025;
        float t_1026[4];
        int t_1027;
        if (t_1008 == 0) {
            float t_1028[4] = p_8.b1;
            float s_16;
            int i_16;
            float s_17 = t_1028[t_1006];
            int i_17 = 0;
            for (;;) {
                if (i_17 < 3) {
                } else {
                    float t_1029 = s_17;
                    int t_1030 = i_17;
                    s_16 = t_1029;
                    i_16 = t_1030;
                    break;
                }
                float t_1031[12] = p_8.w1;
                float t_1032 = s_17 + t_1031[t_1006 * 3 + i_17] * p_9[i_17];
                int t_1033 = i_17 + 1;
                s_17 = t_1032;
                i_17 = t_1033;
                continue;
            }
            float t_1034 = s_16 > 0.0f ? s_16 : 0.1f * s_16;
            float t_1035[4] = t_1005;
            t_1035[0] = t_1006 == 0 ? t_1034 : t_1005[0];
            float t_1036[4] = t_1035;
            t_1036[1] = t_1006 == 1 ? t_1034 : t_1005[1];
            float t_1037[4] = t_1036;
            t_1037[2] = t_1006 == 2 ? t_1034 : t_1005[2];
            float t_1038[4] = t_1037;
            t_1038[3] = t_1006 == 3 ? t_1034 : t_1005[3];
            int t_1039 = 1;
            float t_1040[4] = t_1038;
            int t_1041 = t_1006 + 1;
            float t_1042[4] = h_5;
            int t_1043 = 0;
            t_1023 = t_1039;
            t_1024 = t_1040;
            t_1025 = t_1041;
            t_1026 = t_1042;
            t_1027 = t_1043;
        } else {
            int t_1044 = t_1008;
            float t_1045[4] = t_1009;
            int t_1046 = t_1010;
            float t_1047[4] = t_1011;
            int t_1048 = t_1012;
            t_1023 = t_1044;
            t_1024 = t_1045;
            t_1025 = t_1046;
            t_1026 = t_1047;
            t_1027 = t_1048;
        }
        int t_1049 = t_1007 + 1;
        if (t_1023 == 2) {
            t_1004 = t_1049;
            break;
        }
        float t_1050[4] = t_1024;
        int t_1051 = t_1025;
        int t_1052 = t_1049;
        t_1005 = t_1050;
        t_1006 = t_1051;
        t_1007 = t_1052;
        continue;
    }
    int t_1053 = t_1004 - 1;
    float t_1054[3] = {0.0f, 0.0f, 0.0f};
    float t_1055[4];
    Net t_1056;
    float t_1057[3];
    int t_1058 = t_1053;
    float t_1059[4] = h_5;
    Net t_1060 = t_762;
    float t_1061[3] = t_1054;
    for (;;) {
        if (t_1058 < 0) {
            float t_1062[4] = t_1059;
            Net t_1063 = t_1060;
            float t_1064[3] = t_1061;
            t_1055 = t_1062;
            t_1056 = t_1063;
            t_1057 = t_1064;
            break;
        }
        float t_1065[4];
        int t_1066;
        float t_1067[4] = h_5;
        int t_1068 = 0;
        int t_1069 = 0;
        for (;;) {
            if (t_1069 == t_1058) {
                float t_1070[4] = t_1067;
                int t_1071 = t_1068;
                t_1065 = t_1070;
                t_1066 = t_1071;
                break;
            }
            int t_1072;
            float t_1073[4];
            int t_1074;
            float t_1075[4];
            int t_1076;
            if (t_1068 < 4) {
                int t_1077 = 0;
                float t_1078[4] = h_5;
                int t_1079 = 0;
                float t_1080[4] = h_5;
                int t_1081 = 0;
                t_1072 = t_1077;
                t_1073 = t_1078;
                t_1074 = t_1079;
                t_1075 = t_1080;
                t_1076 = t_1081;
            } else {
                int t_1082 = 2;
                float t_1083[4] = h_5;
                int t_1084 = 0;
                float t_1085[4] = t_1067;
                int t_1086 = t_1068;
                t_1072 = t_1082;
                t_1073 = t_1083;
                t_1074 = t_1084;
                t_1075 = t_1085;
                t_1076 = t_1086;
            }
            int t_1087;
            float t_1088[4];
            int t_1089;
            float t_1090[4];
            int t_1091;
            if (t_1072 == 0) {
                float t_1092[4] = p_8.b1;
                float s_18;
                int i_18;
                float s_19 = t_1092[t_1068];
                int i_19 = 0;
                for (;;) {
                    if (i_19 < 3) {
                    } else {
                        float t_1093 = s_19;
                        int t_1094 = i_19;
                        s_18 = t_1093;
                        i_18 = t_1094;
                        break;
                    }
                    float t_1095[12] = p_8.w1;
                    float t_1096 = s_19 + t_1095[t_1068 * 3 + i_19] * p_9[i_19];
                    int t_1097 = i_19 + 1;
                    s_19 = t_1096;
                    i_19 = t_1097;
                    continue;
                }
                float t_1098 = s_18 > 0.0f ? s_18 : 0.1f * s_18;
                float t_1099[4] = t_1067;
                t_1099[0] = t_1068 == 0 ? t_1098 : t_1067[0];
                float t_1100[4] = t_1099;
                t_1100[1] = t_1068 == 1 ? t_1098 : t_1067[1];
                float t_1101[4] = t_1100;
                t_1101[2] = t_1068 == 2 ? t_1098 : t_1067[2];
                float t_1102[4] = t_1101;
                t_1102[3] = t_1068 == 3 ? t_1098 : t_1067[3];
                int t_1103 = 1;
                float t_1104[4] = t_1102;
                int t_1105 = t_1068 + 1;
                float t_1106[4] = h_5;
                int t_1107 = 0;
                t_1087 = t_1103;
                t_1088 = t_1104;
                t_1089 = t_1105;
                t_1090 = t_1106;
                t_1091 = t_1107;
            } else {
                int t_1108 = t_1072;
                float t_1109[4] = t_1073;
                int t_1110 = t_1074;
                float t_1111[4] = t_1075;
                int t_1112 = t_1076;
                t_1087 = t_1108;
                t_1088 = t_1109;
                t_1089 = t_1110;
                t_1090 = t_1111;
                t_1091 = t_1112;
            }
            if (t_1087 == 2) {
                float t_1113[4] = t_1067;
                int t_1114 = t_1068;
                t_1065 = t_1113;
                t_1066 = t_1114;
                break;
            }
            float t_1115[4] = t_1088;
            int t_1116 = t_1089;
            int t_1117 = t_1069 + 1;
            t_1067 = t_1115;
            t_1068 = t_1116;
            t_1069 = t_1117;
            continue;
        }
        bool t_1118 = t_1066 < 4;
        int t_1119;
        float t_1120[4];
        int t_1121;
        float t_1122[4];
        int t_1123;
        if (t_1118) {
            int t_1124 = 0;
            float t_1125[4] = h_5;
            int t_1126 = 0;
            float t_1127[4] = h_5;
            int t_1128 = 0;
            t_1119 = t_1124;
            t_1120 = t_1125;
            t_1121 = t_1126;
            t_1122 = t_1127;
            t_1123 = t_1128;
        } else {
            int t_1129 = 2;
            float t_1130[4] = h_5;
            int t_1131 = 0;
            float t_1132[4] = t_1065;
            int t_1133 = t_1066;
            t_1119 = t_1129;
            t_1120 = t_1130;
            t_1121 = t_1131;
            t_1122 = t_1132;
            t_1123 = t_1133;
        }
        bool t_1134 = t_1119 == 0;
        int t_1135;
        float t_1136[4];
        int t_1137;
        float t_1138[4];
        int t_1139;
        if (t_1134) {
            float t_1140[4] = p_8.b1;
            float s_20;
            int i_20;
            float s_21 = t_1140[t_1066];
            int i_21 = 0;
            for (;;) {
                if (i_21 < 3) {
                } else {
                    float t_1141 = s_21;
                    int t_1142 = i_21;
                    s_20 = t_1141;
                    i_20 = t_1142;
                    break;
                }
                float t_1143[12] = p_8.w1;
                float t_1144 = s_21 + t_1143[t_1066 * 3 + i_21] * p_9[i_21];
                int t_1145 = i_21 + 1;
                s_21 = t_1144;
                i_21 = t_1145;
                continue;
            }
            float t_1146 = s_20 > 0.0f ? s_20 : 0.1f * s_20;
            float t_1147[4] = t_1065;
            t_1147[0] = t_1066 == 0 ? t_1146 : t_1065[0];
            float t_1148[4] = t_1147;
            t_1148[1] = t_1066 == 1 ? t_1146 : t_1065[1];
            float t_1149[4] = t_1148;
            t_1149[2] = t_1066 == 2 ? t_1146 : t_1065[2];
            float t_1150[4] = t_1149;
            t_1150[3] = t_1066 == 3 ? t_1146 : t_1065[3];
            int t_1151 = 1;
            float t_1152[4] = t_1150;
            int t_1153 = t_1066 + 1;
            float t_1154[4] = h_5;
            int t_1155 = 0;
            t_1135 = t_1151;
            t_1136 = t_1152;
            t_1137 = t_1153;
            t_1138 = t_1154;
            t_1139 = t_1155;
        } else {
            int t_1156 = t_1119;
            float t_1157[4] = t_1120;
            int t_1158 = t_1121;
            float t_1159[4] = t_1122;
            int t_1160 = t_1123;
            t_1135 = t_1156;
            t_1136 = t_1157;
            t_1137 = t_1158;
            t_1138 = t_1159;
            t_1139 = t_1160;
        }
        bool t_1161 = t_1058 == t_1053;
        float t_1162[4] = {t_1161 ? t_765[0] : 0.0f, t_1161 ? t_765[1] : 0.0f, t_1161 ? t_765[2] : 0.0f, t_1161 ? t_765[3] : 0.0f};
        Net t_1163;
        float t_1164[3];
        float t_1165[4];
        float t_1166[4];
        float t_1167[4];
        if (t_1134) {
            float t_1168[4] = p_8.b1;
            float t_1169 = t_1168[t_1066];
            float s_22;
            int i_22;
            float s_23 = t_1169;
            int i_23 = 0;
            for (;;) {
                if (i_23 < 3) {
                } else {
                    float t_1170 = s_23;
                    int t_1171 = i_23;
                    s_22 = t_1170;
                    i_22 = t_1171;
                    break;
                }
                float t_1172[12] = p_8.w1;
                float t_1173 = s_23 + t_1172[t_1066 * 3 + i_23] * p_9[i_23];
                int t_1174 = i_23 + 1;
                s_23 = t_1173;
                i_23 = t_1174;
                continue;
            }
            bool t_1175 = t_1066 == 0;
            bool t_1176 = t_1066 == 1;
            bool t_1177 = t_1066 == 2;
            bool t_1178 = t_1066 == 3;
            float t_1179 = t_1059[3];
            float t_1180 = t_1059[2];
            float t_1181 = t_1059[1];
            float t_1182 = t_1059[0];
            float t_1183 = (t_1178 ? t_1179 : 0.0f) + (t_1177 ? t_1180 : 0.0f) + (t_1176 ? t_1181 : 0.0f) + (t_1175 ? t_1182 : 0.0f);
            float t_1184[4] = {0.0f + (t_1175 ? 0.0f : t_1182), 0.0f + (t_1176 ? 0.0f : t_1181) + 0.0f + 0.0f, 0.0f + (t_1177 ? 0.0f : t_1180) + 0.0f + 0.0f + 0.0f, (t_1178 ? 0.0f : t_1179) + 0.0f + 0.0f + 0.0f + 0.0f};
            int t_1185;
            float t_1186 = t_1169;
            int t_1187 = 0;
            int t_1188 = 0;
            for (;;) {
                bool t_1189 = t_1187 < 3;
                int t_1190 = t_1189 ? 0 : 2;
                int t_1191;
                float t_1192;
                int t_1193;
                float t_1194;
                int t_1195;
                if (t_1190 == 0) {
                    float t_1196[12] = p_8.w1;
                    int t_1197 = 1;
                    float t_1198 = t_1186 + t_1196[t_1066 * 3 + t_1187] * p_9[t_1187];
                    int t_1199 = t_1187 + 1;
                    float t_1200 = 0.0f;
                    int t_1201 = 0;
                    t_1191 = t_1197;
                    t_1192 = t_1198;
                    t_1193 = t_1199;
                    t_1194 = t_1200;
                    t_1195 = t_1201;
                } else {
                    int t_1202 = t_1190;
                    float t_1203 = 0.0f;
                    int t_1204 = 0;
                    float t_1205 = t_1189 ? 0.0f : t_1186;
                    int t_1206 = t_1189 ? 0 : t_1187;
                    t_1191 = t_1202;
                    t_1192 = t_1203;
                    t_1193 = t_1204;
                    t_1194 = t_1205;
                    t_1195 = t_1206;
                }
                int t_1207 = t_1188 + 1;
                if (t_1191 == 2) {
                    t_1185 = t_1207;
                    break;
                }
                float t_1208 = t_1192;
                int t_1209 = t_1193;
                int t_1210 = t_1207;
                t_1186 = t_1208;
                t_1187 = t_1209;
                t_1188 = t_1210;
                continue;
            }
            int t_1211 = t_1185 - 1;
            float t_1212;
            Net t_1213;
            float t_1214[3];
            int t_1215 = t_1211;
            float t_1216 = 0.0f;
            Net t_1217 = t_762;
            float t_1218[3] = t_1054;
            for (;;) {
                if (t_1215 < 0) {
                    float t_1219 = t_1216;
                    Net t_1220 = t_1217;
                    float t_1221[3] = t_1218;
                    t_1212 = t_1219;
                    t_1213 = t_1220;
                    t_1214 = t_1221;
                    break;
                }
                float t_1222;
                int t_1223;
                float t_1224 = t_1169;
                int t_1225 = 0;
                int t_1226 = 0;
                for (;;) {
                    if (t_1226 == t_1215) {
                        float t_1227 = t_1224;
                        int t_1228 = t_1225;
                        t_1222 = t_1227;
                        t_1223 = t_1228;
                        break;
                    }
                    bool t_1229 = t_1225 < 3;
                    int t_1230 = t_1229 ? 0 : 2;
                    int t_1231;
                    float t_1232;
                    int t_1233;
                    float t_1234;
                    int t_1235;
                    if (t_1230 == 0) {
                        float t_1236[12] = p_8.w1;
                        int t_1237 = 1;
                        float t_1238 = t_1224 + t_1236[t_1066 * 3 + t_1225] * p_9[t_1225];
                        int t_1239 = t_1225 + 1;
                        float t_1240 = 0.0f;
                        int t_1241 = 0;
                        t_1231 = t_1237;
                        t_1232 = t_1238;
                        t_1233 = t_1239;
                        t_1234 = t_1240;
                        t_1235 = t_1241;
                    } else {
                        int t_1242 = t_1230;
                        float t_1243 = 0.0f;
                        int t_1244 = 0;
                        float t_1245 = t_1229 ? 0.0f : t_1224;
                        int t_1246 = t_1229 ? 0 : t_1225;
                        t_1231 = t_1242;
                        t_1232 = t_1243;
                        t_1233 = t_1244;
                        t_1234 = t_1245;
                        t_1235 = t_1246;
                    }
                    if (t_1231 == 2) {
                        float t_1247 = t_1224;
                        int t_1248 = t_1225;
                        t_1222 = t_1247;
                        t_1223 = t_1248;
                        break;
                    }
                    float t_1249 = t_1232;
                    int t_1250 = t_1233;
                    int t_1251 = t_1226 + 1;
                    t_1224 = t_1249;
                    t_1225 = t_1250;
                    t_1226 = t_1251;
                    continue;
                }
                bool t_1252 = t_1223 < 3;
                Net t_1253;
                float t_1254[3];
                float t_1255;
                float t_1256;
                float t_1257;
                if ((t_1252 ? 0 : 2) == 0) {
                    int t_1258 = t_1066 * 3 + t_1223;
                    float t_1259[12] = p_8.w1;
                    float t_1260 = p_9[t_1223] * t_1216;
                    float t_1261 = t_1259[t_1258] * t_1216;
                    float t_1262[3] = t_1054;
                    t_1262[0] = t_1223 == 0 ? t_1261 : 0.0f;
                    float t_1263[3] = t_1262;
                    t_1263[1] = t_1223 == 1 ? t_1261 : 0.0f;
                    float t_1264[3] = t_1263;
                    t_1264[2] = t_1223 == 2 ? t_1261 : 0.0f;
                    float t_1265[12] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
                    float t_1266[12] = t_1265;
                    t_1266[0] = t_1258 == 0 ? t_1260 : 0.0f;
                    float t_1267[12] = t_1266;
                    t_1267[1] = t_1258 == 1 ? t_1260 : 0.0f;
                    float t_1268[12] = t_1267;
                    t_1268[2] = t_1258 == 2 ? t_1260 : 0.0f;
                    float t_1269[12] = t_1268;
                    t_1269[3] = t_1258 == 3 ? t_1260 : 0.0f;
                    float t_1270[12] = t_1269;
                    t_1270[4] = t_1258 == 4 ? t_1260 : 0.0f;
                    float t_1271[12] = t_1270;
                    t_1271[5] = t_1258 == 5 ? t_1260 : 0.0f;
                    float t_1272[12] = t_1271;
                    t_1272[6] = t_1258 == 6 ? t_1260 : 0.0f;
                    float t_1273[12] = t_1272;
                    t_1273[7] = t_1258 == 7 ? t_1260 : 0.0f;
                    float t_1274[12] = t_1273;
                    t_1274[8] = t_1258 == 8 ? t_1260 : 0.0f;
                    float t_1275[12] = t_1274;
                    t_1275[9] = t_1258 == 9 ? t_1260 : 0.0f;
                    float t_1276[12] = t_1275;
                    t_1276[10] = t_1258 == 10 ? t_1260 : 0.0f;
                    float t_1277[12] = t_1276;
                    t_1277[11] = t_1258 == 11 ? t_1260 : 0.0f;
                    Net t_1278 = t_762;
                    t_1278.w1 = t_1277;
                    Net t_1279 = t_1278;
                    float t_1280[3] = t_1264;
                    float t_1281 = t_1216;
                    float t_1282 = 0.0f;
                    float t_1283 = 0.0f;
                    t_1253 = t_1279;
                    t_1254 = t_1280;
                    t_1255 = t_1281;
                    t_1256 = t_1282;
                    t_1257 = t_1283;
                } else {
                    Net t_1284 = t_762;
                    float t_1285[3] = t_1054;
                    float t_1286 = 0.0f;
                    float t_1287 = t_1216;
                    float t_1288 = t_1215 == t_1211 ? (s_22 > 0.0f ? t_1183 : 0.1f * t_1183) : 0.0f;
                    t_1253 = t_1284;
                    t_1254 = t_1285;
                    t_1255 = t_1286;
                    t_1256 = t_1287;
                    t_1257 = t_1288;
                }
                float t_1289[12] = t_1217.w1;
                float t_1290[12] = t_1253.w1;
                float t_1291[12] = {t_1289[0] + t_1290[0], t_1289[1] + t_1290[1], t_1289[2] + t_1290[2], t_1289[3] + t_1290[3], t_1289[4] + t_1290[4], t_1289[5] + t_1290[5], t_1289[6] + t_1290[6], t_1289[7] + t_1290[7], t_1289[8] + t_1290[8], t_1289[9] + t_1290[9], t_1289[10] + t_1290[10], t_1289[11] + t_1290[11]};
                float t_1292[4] = t_1217.b1;
                float t_1293[4] = t_1253.b1;
                float t_1294[4] = {t_1292[0] + t_1293[0], t_1292[1] + t_1293[1], t_1292[2] + t_1293[2], t_1292[3] + t_1293[3]};
                float t_1295[8] = t_1217.w2;
                float t_1296[8] = t_1253.w2;
                float t_1297[8] = {t_1295[0] + t_1296[0], t_1295[1] + t_1296[1], t_1295[2] + t_1296[2], t_1295[3] + t_1296[3], t_1295[4] + t_1296[4], t_1295[5] + t_1296[5], t_1295[6] + t_1296[6], t_1295[7] + t_1296[7]};
                float t_1298[2] = t_1217.b2;
                float t_1299[2] = t_1253.b2;
                float t_1300[2] = {t_1298[0] + t_1299[0], t_1298[1] + t_1299[1]};
                Net t_1301 = {t_1291, t_1294, t_1297, t_1300};
                float t_1302[3] = {t_1218[0] + t_1254[0], t_1218[1] + t_1254[1], t_1218[2] + t_1254[2]};
                int t_1303 = t_1215 - 1;
                float t_1304 = t_1255 + (t_1252 ? 0.0f : t_1257);
                Net t_1305 = t_1301;
                float t_1306[3] = t_1302;
                t_1215 = t_1303;
                t_1216 = t_1304;
                t_1217 = t_1305;
                t_1218 = t_1306;
                continue;
            }
            float t_1307[12] = t_1213.w1;
            float t_1308[12] = {t_1307[0] + 0.0f, t_1307[1] + 0.0f, t_1307[2] + 0.0f, t_1307[3] + 0.0f, t_1307[4] + 0.0f, t_1307[5] + 0.0f, t_1307[6] + 0.0f, t_1307[7] + 0.0f, t_1307[8] + 0.0f, t_1307[9] + 0.0f, t_1307[10] + 0.0f, t_1307[11] + 0.0f};
            float t_1309[4] = t_1213.b1;
            float t_1310[4] = {t_1309[0] + (t_1175 ? t_1212 : 0.0f), t_1309[1] + (t_1176 ? t_1212 : 0.0f), t_1309[2] + (t_1177 ? t_1212 : 0.0f), t_1309[3] + (t_1178 ? t_1212 : 0.0f)};
            float t_1311[8] = t_1213.w2;
            float t_1312[8] = {t_1311[0] + 0.0f, t_1311[1] + 0.0f, t_1311[2] + 0.0f, t_1311[3] + 0.0f, t_1311[4] + 0.0f, t_1311[5] + 0.0f, t_1311[6] + 0.0f, t_1311[7] + 0.0f};
            float t_1313[2] = t_1213.b2;
            float t_1314[2] = {t_1313[0] + 0.0f, t_1313[1] + 0.0f};
            Net t_1315 = {t_1308, t_1310, t_1312, t_1314};
            Net t_1316 = t_1315;
            float t_1317[3] = t_1214;
            float t_1318[4] = t_1184;
            float t_1319[4] = h_5;
            float t_1320[4] = h_5;
            t_1163 = t_1316;
            t_1164 = t_1317;
            t_1165 = t_1318;
            t_1166 = t_1319;
            t_1167 = t_1320;
        } else {
            Net t_1321 = t_762;
            float t_1322[3] = t_1054;
            float t_1323[4] = h_5;
            float t_1324[4] = t_1059;
            float t_1325[4] = t_1162;
            t_1163 = t_1321;
            t_1164 = t_1322;
            t_1165 = t_1323;
            t_1166 = t_1324;
            t_1167 = t_1325;
        }
        float t_1326[4];
        if (t_1118) {
            t_1326 = h_5;
        } else {
            t_1326 = t_1167;
        }
        float t_1327[4] = {t_1165[0] + t_1326[0], t_1165[1] + t_1326[1], t_1165[2] + t_1326[2], t_1165[3] + t_1326[3]};
        float t_1328[12] = t_1060.w1;
        float t_1329[12] = t_1163.w1;
        float t_1330[12] = {t_1328[0] + t_1329[0], t_1328[1] + t_1329[1], t_1328[2] + t_1329[2], t_1328[3] + t_1329[3], t_1328[4] + t_1329[4], t_1328[5] + t_1329[5], t_1328[6] + t_1329[6], t_1328[7] + t_1329[7], t_1328[8] + t_1329[8], t_1328[9] + t_1329[9], t_1328[10] + t_1329[10], t_1328[11] + t_1329[11]};
        float t_1331[4] = t_1060.b1;
        float t_1332[4] = t_1163.b1;
        float t_1333[4] = {t_1331[0] + t_1332[0], t_1331[1] + t_1332[1], t_1331[2] + t_1332[2], t_1331[3] + t_1332[3]};
        float t_1334[8] = t_1060.w2;
        float t_1335[8] = t_1163.w2;
        float t_1336[8] = {t_1334[0] + t_1335[0], t_1334[1] + t_1335[1], t_1334[2] + t_1335[2], t_1334[3] + t_1335[3], t_1334[4] + t_1335[4], t_1334[5] + t_1335[5], t_1334[6] + t_1335[6], t_1334[7] + t_1335[7]};
        float t_1337[2] = t_1060.b2;
        float t_1338[2] = t_1163.b2;
        float t_1339[2] = {t_1337[0] + t_1338[0], t_1337[1] + t_1338[1]};
        Net t_1340 = {t_1330, t_1333, t_1336, t_1339};
        float t_1341[3] = {t_1061[0] + t_1164[0], t_1061[1] + t_1164[1], t_1061[2] + t_1164[2]};
        int t_1342 = t_1058 - 1;
        float t_1343[4] = t_1327;
        Net t_1344 = t_1340;
        float t_1345[3] = t_1341;
        t_1058 = t_1342;
        t_1059 = t_1343;
        t_1060 = t_1344;
        t_1061 = t_1345;
        continue;
    }
    float t_1346[12] = t_764.w1;
    float t_1347[12] = t_1056.w1;
    float t_1348[12] = {t_1346[0] + t_1347[0], t_1346[1] + t_1347[1], t_1346[2] + t_1347[2], t_1346[3] + t_1347[3], t_1346[4] + t_1347[4], t_1346[5] + t_1347[5], t_1346[6] + t_1347[6], t_1346[7] + t_1347[7], t_1346[8] + t_1347[8], t_1346[9] + t_1347[9], t_1346[10] + t_1347[10], t_1346[11] + t_1347[11]};
    float t_1349[4] = t_764.b1;
    float t_1350[4] = t_1056.b1;
    float t_1351[4] = {t_1349[0] + t_1350[0], t_1349[1] + t_1350[1], t_1349[2] + t_1350[2], t_1349[3] + t_1350[3]};
    float t_1352[8] = t_764.w2;
    float t_1353[8] = t_1056.w2;
    float t_1354[8] = {t_1352[0] + t_1353[0], t_1352[1] + t_1353[1], t_1352[2] + t_1353[2], t_1352[3] + t_1353[3], t_1352[4] + t_1353[4], t_1352[5] + t_1353[5], t_1352[6] + t_1353[6], t_1352[7] + t_1353[7]};
    float t_1355[2] = t_764.b2;
    float t_1356[2] = t_1056.b2;
    float t_1357[2] = {t_1355[0] + t_1356[0], t_1355[1] + t_1356[1]};
    Net t_1358 = {t_1348, t_1351, t_1354, t_1357};
    lossUnrolled_bwd_Grads t_1359 = {t_1358, t_1057};
    return t_1359;
}
void computeMain_1() {
    float net_9[12] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    float net_10[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    float net_11[8] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    float net_12[2] = {0.0f, 0.0f};
    int i_24;
    int i_25 = 0;
    for (;;) {
        if (i_25 < 12) {
        } else {
            i_24 = i_25;
            break;
        }
        net_9[i_25] = sin(1.3f * (float)i_25 + 0.2f) * 0.8f;
        i_25 = i_25 + 1;
        continue;
    }
    int i_26;
    int i_27 = 0;
    for (;;) {
        if (i_27 < 4) {
        } else {
            i_26 = i_27;
            break;
        }
        net_10[i_27] = 0.1f * (float)i_27 - 0.15f;
        i_27 = i_27 + 1;
        continue;
    }
    int i_28;
    int i_29 = 0;
    for (;;) {
        if (i_29 < 8) {
        } else {
            i_28 = i_29;
            break;
        }
        net_11[i_29] = cos(0.7f * (float)i_29 + 0.4f) * 0.9f;
        i_29 = i_29 + 1;
        continue;
    }
    int i_30;
    int i_31 = 0;
    for (;;) {
        if (i_31 < 2) {
        } else {
            i_30 = i_31;
            break;
        }
        net_12[i_31] = 0.05f * (float)i_31;
        i_31 = i_31 + 1;
        continue;
    }
    float t_1360[3] = {0.5f, -1.2f, 0.9f};
    float t_1361[12] = net_9;
    float t_1362[4] = net_10;
    float t_1363[8] = net_11;
    float t_1364[2] = net_12;
    Net t_1365 = {t_1361, t_1362, t_1363, t_1364};
    float xa[3] = {0.0f, 0.0f, 0.0f};
    float t_1366[3] = {0.0f, 0.0f, 0.0f};
    xa = t_1366;
    lossLoops_bwd_Grads t_1367 = lossLoops_bwd(t_1365, t_1360, 3, 4, 1.0f);
    Net t_1368 = t_1367.f0;
    float t_1369[3] = t_1367.f1;
    float t_1370[12] = t_1368.w1;
    float t_1371[4] = t_1368.b1;
    float t_1372[8] = t_1368.w2;
    float t_1373[2] = t_1368.b2;
    xa = t_1369;
    float t_1374[12] = net_9;
    float t_1375[4] = net_10;
    float t_1376[8] = net_11;
    float t_1377[2] = net_12;
    Net t_1378 = {t_1374, t_1375, t_1376, t_1377};
    float xb[3] = {0.0f, 0.0f, 0.0f};
    xb = t_1366;
    lossUnrolled_bwd_Grads t_1379 = lossUnrolled_bwd(t_1378, t_1360, 1.0f);
    Net t_1380 = t_1379.f0;
    float t_1381[3] = t_1379.f1;
    float t_1382[12] = t_1380.w1;
    float t_1383[4] = t_1380.b1;
    float t_1384[8] = t_1380.w2;
    float t_1385[2] = t_1380.b2;
    xb = t_1381;
    float t_1386[12] = net_9;
    float t_1387[4] = net_10;
    float t_1388[8] = net_11;
    float t_1389[2] = net_12;
    Net t_1390 = {t_1386, t_1387, t_1388, t_1389};
    float t_1391 = lossLoops(t_1390, t_1360, 3, 4);
    outputBuffer[0u] = t_1391;
    int i_32;
    int i_33 = 0;
    for (;;) {
        if (i_33 < 3) {
        } else {
            i_32 = i_33;
            break;
        }
        int t_1392 = 1 + i_33;
        float t_1393 = xa[i_33];
        outputBuffer[(uint)t_1392] = t_1393;
        float t_1394 = xb[i_33];
        outputBuffer[(uint)(4 + i_33)] = t_1394;
        i_33 = t_1392;
        continue;
    }
    outputBuffer[7u] = t_1370[0];
    outputBuffer[8u] = t_1382[0];
    outputBuffer[9u] = t_1370[7];
    outputBuffer[10u] = t_1382[7];
    outputBuffer[11u] = t_1371[2];
    outputBuffer[12u] = t_1383[2];
    outputBuffer[13u] = t_1372[5];
    outputBuffer[14u] = t_1384[5];
    outputBuffer[15u] = t_1373[1];
    outputBuffer[16u] = t_1385[1];
    float t_1395[12] = net_9;
    float t_1396[4] = net_10;
    float t_1397[8] = net_11;
    float t_1398[2] = net_12;
    Net t_1399 = {t_1395, t_1396, t_1397, t_1398};
    float t_1400[3] = {0.5f, -1.19f, 0.9f};
    float t_1401 = lossUnrolled(t_1399, t_1400);
    float t_1402[12] = net_9;
    float t_1403[4] = net_10;
    float t_1404[8] = net_11;
    float t_1405[2] = net_12;
    Net t_1406 = {t_1402, t_1403, t_1404, t_1405};
    float t_1407[3] = {0.5f, -1.21f, 0.9f};
    float t_1408 = lossUnrolled(t_1406, t_1407);
    outputBuffer[17u] = (t_1401 - t_1408) / 0.02f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
