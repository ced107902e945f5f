struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Net {
    std::array<float, 12> w1;
    std::array<float, 4> b1;
    std::array<float, 8> w2;
    std::array<float, 2> b2;
};
struct lossLoops_bwd_Grads {
    Net f0;
    std::array<float, 3> f1;
};
struct lossUnrolled_bwd_Grads {
    Net f0;
    std::array<float, 3> f1;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static float lossLoops(Net p, std::array<float, 3> x, int32_t p_1, int32_t p_2);
static lossLoops_bwd_Grads lossLoops_bwd(Net p_3, std::array<float, 3> p_4, int32_t p_5, int32_t p_6, float p_7);
static float lossUnrolled(Net net, std::array<float, 3> x_1);
static lossUnrolled_bwd_Grads lossUnrolled_bwd(Net p_8, std::array<float, 3> p_9, float p_10);
static void computeMain();
static float lossLoops(Net p, std::array<float, 3> x, int32_t p_1, int32_t p_2) {
    std::array<float, 12> net_1 = std::array<float, 12>{};
    std::array<float, 4> net_2 = std::array<float, 4>{};
    std::array<float, 8> net_3 = std::array<float, 8>{};
    std::array<float, 2> net_4 = std::array<float, 2>{};
    net_1 = p.w1;
    net_2 = p.b1;
    net_3 = p.w2;
    net_4 = p.b2;
    std::array<float, 3> x_2 = std::array<float, 3>{};
    x_2 = x;
    std::array<float, 4> h = std::array<float, 4>{};
    int32_t j;
    int32_t j_1 = 0;
    for (;;) {
        if (j_1 < p_2) {
        } else {
            j = j_1;
            break;
        }
        float t = net_2[j_1];
        float s;
        int32_t i;
        float s_1 = t;
        int32_t i_1 = 0;
        for (;;) {
            if (i_1 < p_1) {
            } else {
                float t_1 = s_1;
                int32_t t_2 = i_1;
                s = t_1;
                i = t_2;
                break;
            }
            float t_3 = net_1[j_1 * 3 + i_1];
            float t_4 = x_2[i_1];
            float t_5 = s_1 + t_3 * t_4;
            int32_t t_6 = i_1 + 1;
            s_1 = t_5;
            i_1 = t_6;
            continue;
        }
        h[j_1] = nsl::select(s > 0.0f, s, 0.1f * s);
        j_1 = j_1 + 1;
        continue;
    }
    float l;
    int32_t k;
    float l_1 = 0.0f;
    int32_t k_1 = 0;
    for (;;) {
        if (k_1 < 2) {
        } else {
            float t_7 = l_1;
            int32_t t_8 = k_1;
            l = t_7;
            k = t_8;
            break;
        }
        float t_9 = net_4[k_1];
        float o;
        int32_t j_2;
        float o_1 = t_9;
        int32_t j_3 = 0;
        for (;;) {
            if (j_3 < p_2) {
            } else {
                float t_10 = o_1;
                int32_t t_11 = j_3;
                o = t_10;
                j_2 = t_11;
                break;
            }
            float t_12 = net_3[k_1 * 4 + j_3];
            float t_13 = h[j_3];
            float t_14 = o_1 + t_12 * nsl::tanh(t_13);
            int32_t t_15 = j_3 + 1;
            o_1 = t_14;
            j_3 = t_15;
            continue;
        }
        float t_16 = o - 0.5f * nsl::convert<float>(k_1);
        float t_17 = l_1 + t_16 * t_16;
        int32_t t_18 = k_1 + 1;
        l_1 = t_17;
        k_1 = t_18;
        continue;
    }
    return l;
}
static lossLoops_bwd_Grads lossLoops_bwd(Net p_3, std::array<float, 3> p_4, int32_t p_5, int32_t p_6, float p_7) {
    std::array<float, 4> h_1;
    int32_t j_4;
    std::array<float, 4> h_2 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    int32_t j_5 = 0;
    for (;;) {
        if (j_5 < p_6) {
        } else {
            std::array<float, 4> t_19 = h_2;
            int32_t t_20 = j_5;
            h_1 = t_19;
            j_4 = t_20;
            break;
        }
        std::array<float, 4> t_21 = p_3.b1;
        float s_2;
        int32_t i_2;
        float s_3 = t_21[j_5];
        int32_t i_3 = 0;
        for (;;) {
            if (i_3 < p_5) {
            } else {
                float t_22 = s_3;
                int32_t t_23 = i_3;
                s_2 = t_22;
                i_2 = t_23;
                break;
            }
            std::array<float, 12> t_24 = p_3.w1;
            float t_25 = s_3 + t_24[j_5 * 3 + i_3] * p_4[i_3];
            int32_t t_26 = i_3 + 1;
            s_3 = t_25;
            i_3 = t_26;
            continue;
        }
        float t_27 = nsl::select(s_2 > 0.0f, s_2, 0.1f * s_2);
        std::array<float, 4> t_28 = h_2;
        t_28[0] = nsl::select(j_5 == 0, t_27, h_2[0]);
        std::array<float, 4> t_29 = t_28;
        t_29[1] = nsl::select(j_5 == 1, t_27, h_2[1]);
        std::array<float, 4> t_30 = t_29;
        t_30[2] = nsl::select(j_5 == 2, t_27, h_2[2]);
        std::array<float, 4> t_31 = t_30;
        t_31[3] = nsl::select(j_5 == 3, t_27, h_2[3]);
        std::array<float, 4> t_32 = t_31;
        int32_t t_33 = j_5 + 1;
        h_2 = t_32;
        j_5 = t_33;
        continue;
    }
    float l_2;
    int32_t k_2;
    float l_3 = 0.0f;
    int32_t k_3 = 0;
    for (;;) {
        if (k_3 < 2) {
        } else {
            float t_34 = l_3;
            int32_t t_35 = k_3;
            l_2 = t_34;
            k_2 = t_35;
            break;
        }
        std::array<float, 2> t_36 = p_3.b2;
        float o_2;
        int32_t j_6;
        float o_3 = t_36[k_3];
        int32_t j_7 = 0;
        for (;;) {
            if (j_7 < p_6) {
            } else {
                float t_37 = o_3;
                int32_t t_38 = j_7;
                o_2 = t_37;
                j_6 = t_38;
                break;
            }
            std::array<float, 8> t_39 = p_3.w2;
            float t_40 = o_3 + t_39[k_3 * 4 + j_7] * nsl::tanh(h_1[j_7]);
            int32_t t_41 = j_7 + 1;
            o_3 = t_40;
            j_7 = t_41;
            continue;
        }
        float t_42 = o_2 - 0.5f * nsl::convert<float>(k_3);
        float t_43 = l_3 + t_42 * t_42;
        int32_t t_44 = k_3 + 1;
        l_3 = t_43;
        k_3 = t_44;
        continue;
    }
    int32_t t_45;
    float t_46 = 0.0f;
    int32_t t_47 = 0;
    int32_t t_48 = 0;
    for (;;) {
        bool t_49 = t_47 < 2;
        int32_t t_50 = nsl::select(t_49, 0, 2);
        int32_t t_51;
        float t_52;
        int32_t t_53;
        float t_54;
        int32_t t_55;
        if (t_50 == 0) {
            std::array<float, 2> t_56 = p_3.b2;
            float o_4;
            int32_t j_8;
            float o_5 = t_56[t_47];
            int32_t j_9 = 0;
            for (;;) {
                if (j_9 < p_6) {
                } else {
                    float t_57 = o_5;
                    int32_t t_58 = j_9;
                    o_4 = t_57;
                    j_8 = t_58;
                    break;
                }
                std::array<float, 8> t_59 = p_3.w2;
                float t_60 = o_5 + t_59[t_47 * 4 + j_9] * nsl::tanh(h_1[j_9]);
                int32_t t_61 = j_9 + 1;
                o_5 = t_60;
                j_9 = t_61;
                continue;
            }
            float t_62 = o_4 - 0.5f * nsl::convert<float>(t_47);
            int32_t t_63 = 1;
            float t_64 = t_46 + t_62 * t_62;
            int32_t t_65 = t_47 + 1;
            float t_66 = 0.0f;
            int32_t t_67 = 0;
            t_51 = t_63;
            t_52 = t_64;
            t_53 = t_65;
            t_54 = t_66;
            t_55 = t_67;
        } else {
            int32_t t_68 = t_50;
            float t_69 = 0.0f;
            int32_t t_70 = 0;
            float t_71 = nsl::select(t_49, 0.0f, t_46);
            int32_t t_72 = nsl::select(t_49, 0, t_47);
            t_51 = t_68;
            t_52 = t_69;
            t_53 = t_70;
            t_54 = t_71;
            t_55 = t_72;
        }
        int32_t t_73 = t_48 + 1;
        if (t_51 == 2) {
            t_45 = t_73;
            break;
        }
        float t_74 = t_52;
        int32_t t_75 = t_53;
        int32_t t_76 = t_73;
        t_46 = t_74;
        t_47 = t_75;
        t_48 = t_76;
        continue;
    }
    int32_t t_77 = t_45 - 1;
    float t_78;
    Net t_79;
    std::array<float, 4> t_80;
    int32_t t_81 = t_77;
    float t_82 = 0.0f;
    Net t_83 = Net{std::array<float, 12>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 8>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 2>{{0.0f, 0.0f}}};
    std::array<float, 4> t_84 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    for (;;) {
        if (t_81 < 0) {
            float t_85 = t_82;
            Net t_86 = t_83;
            std::array<float, 4> t_87 = t_84;
            t_78 = t_85;
            t_79 = t_86;
            t_80 = t_87;
            break;
        }
        float t_88;
        int32_t t_89;
        float t_90 = 0.0f;
        int32_t t_91 = 0;
        int32_t t_92 = 0;
        for (;;) {
            if (t_92 == t_81) {
                float t_93 = t_90;
                int32_t t_94 = t_91;
                t_88 = t_93;
                t_89 = t_94;
                break;
            }
            bool t_95 = t_91 < 2;
            int32_t t_96 = nsl::select(t_95, 0, 2);
            int32_t t_97;
            float t_98;
            int32_t t_99;
            float t_100;
            int32_t t_101;
            if (t_96 == 0) {
                std::array<float, 2> t_102 = p_3.b2;
                float o_6;
                int32_t j_10;
                float o_7 = t_102[t_91];
                int32_t j_11 = 0;
                for (;;) {
                    if (j_11 < p_6) {
                    } else {
                        float t_103 = o_7;
                        int32_t t_104 = j_11;
                        o_6 = t_103;
                        j_10 = t_104;
                        break;
                    }
                    std::array<float, 8> t_105 = p_3.w2;
                    float t_106 = o_7 + t_105[t_91 * 4 + j_11] * nsl::tanh(h_1[j_11]);
                    int32_t t_107 = j_11 + 1;
                    o_7 = t_106;
                    j_11 = t_107;
                    continue;
                }
                float t_108 = o_6 - 0.5f * nsl::convert<float>(t_91);
                int32_t t_109 = 1;
                float t_110 = t_90 + t_108 * t_108;
                int32_t t_111 = t_91 + 1;
                float t_112 = 0.0f;
                int32_t t_113 = 0;
                t_97 = t_109;
                t_98 = t_110;
                t_99 = t_111;
                t_100 = t_112;
                t_101 = t_113;
            } else {
                int32_t t_114 = t_96;
                float t_115 = 0.0f;
                int32_t t_116 = 0;
                float t_117 = nsl::select(t_95, 0.0f, t_90);
                int32_t t_118 = nsl::select(t_95, 0, t_91);
                t_97 = t_114;
                t_98 = t_115;
                t_99 = t_116;
                t_100 = t_117;
                t_101 = t_118;
            }
            if (t_97 == 2) {
                float t_119 = t_90;
                int32_t t_120 = t_91;
                t_88 = t_119;
                t_89 = t_120;
                break;
            }
            float t_121 = t_98;
            int32_t t_122 = t_99;
            int32_t t_123 = t_92 + 1;
            t_90 = t_121;
            t_91 = t_122;
            t_92 = t_123;
            continue;
        }
        bool t_124 = t_89 < 2;
        int32_t t_125 = nsl::select(t_124, 0, 2);
        bool t_126 = t_125 == 0;
        int32_t t_127;
        float t_128;
        int32_t t_129;
        float t_130;
        int32_t t_131;
        if (t_126) {
            std::array<float, 2> t_132 = p_3.b2;
            float o_8;
            int32_t j_12;
            float o_9 = t_132[t_89];
            int32_t j_13 = 0;
            for (;;) {
                if (j_13 < p_6) {
                } else {
                    float t_133 = o_9;
                    int32_t t_134 = j_13;
                    o_8 = t_133;
                    j_12 = t_134;
                    break;
                }
                std::array<float, 8> t_135 = p_3.w2;
                float t_136 = o_9 + t_135[t_89 * 4 + j_13] * nsl::tanh(h_1[j_13]);
                int32_t t_137 = j_13 + 1;
                o_9 = t_136;
                j_13 = t_137;
                continue;
            }
            float t_138 = o_8 - 0.5f * nsl::convert<float>(t_89);
            int32_t t_139 = 1;
            float t_140 = t_88 + t_138 * t_138;
            int32_t t_141 = t_89 + 1;
            float t_142 = 0.0f;
            int32_t t_143 = 0;
            t_127 = t_139;
            t_128 = t_140;
            t_129 = t_141;
            t_130 = t_142;
            t_131 = t_143;
        } else {
            int32_t t_144 = t_125;
            float t_145 = 0.0f;
            int32_t t_146 = 0;
            float t_147 = nsl::select(t_124, 0.0f, t_88);
            int32_t t_148 = nsl::select(t_124, 0, t_89);
            t_127 = t_144;
            t_128 = t_145;
            t_129 = t_146;
            t_130 = t_147;
            t_131 = t_148;
        }
        Net t_149;
        std::array<float, 4> t_150;
        float t_151;
        float t_152;
        float t_153;
        if (t_126) {
            std::array<float, 2> t_154 = p_3.b2;
            float t_155 = t_154[t_89];
            float o_10;
            int32_t j_14;
            float o_11 = t_155;
            int32_t j_15 = 0;
            for (;;) {
                if (j_15 < p_6) {
                } else {
                    float t_156 = o_11;
                    int32_t t_157 = j_15;
                    o_10 = t_156;
                    j_14 = t_157;
                    break;
                }
                std::array<float, 8> t_158 = p_3.w2;
                float t_159 = o_11 + t_158[t_89 * 4 + j_15] * nsl::tanh(h_1[j_15]);
                int32_t t_160 = j_15 + 1;
                o_11 = t_159;
                j_15 = t_160;
                continue;
            }
            float t_161 = (o_10 - 0.5f * nsl::convert<float>(t_89)) * t_82;
            int32_t t_162;
            float t_163 = t_155;
            int32_t t_164 = 0;
            int32_t t_165 = 0;
            for (;;) {
                bool t_166 = t_164 < p_6;
                int32_t t_167 = nsl::select(t_166, 0, 2);
                int32_t t_168;
                float t_169;
                int32_t t_170;
                float t_171;
                int32_t t_172;
                if (t_167 == 0) {
                    std::array<float, 8> t_173 = p_3.w2;
                    int32_t t_174 = 1;
                    float t_175 = t_163 + t_173[t_89 * 4 + t_164] * nsl::tanh(h_1[t_164]);
                    int32_t t_176 = t_164 + 1;
                    float t_177 = 0.0f;
                    int32_t t_178 = 0;
                    t_168 = t_174;
                    t_169 = t_175;
                    t_170 = t_176;
                    t_171 = t_177;
                    t_172 = t_178;
                } else {
                    int32_t t_179 = t_167;
                    float t_180 = 0.0f;
                    int32_t t_181 = 0;
                    float t_182 = nsl::select(t_166, 0.0f, t_163);
                    int32_t t_183 = nsl::select(t_166, 0, t_164);
                    t_168 = t_179;
                    t_169 = t_180;
                    t_170 = t_181;
                    t_171 = t_182;
                    t_172 = t_183;
                }
                int32_t t_184 = t_165 + 1;
                if (t_168 == 2) {
                    t_162 = t_184;
                    break;
                }
                float t_185 = t_169;
                int32_t t_186 = t_170;
                int32_t t_187 = t_184;
                t_163 = t_185;
                t_164 = t_186;
                t_165 = t_187;
                continue;
            }
            int32_t t_188 = t_162 - 1;
            float t_189;
            Net t_190;
            std::array<float, 4> t_191;
            int32_t t_192 = t_188;
            float t_193 = 0.0f;
            Net t_194 = Net{std::array<float, 12>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 8>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 2>{{0.0f, 0.0f}}};
            std::array<float, 4> t_195 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            for (;;) {
                if (t_192 < 0) {
                    float t_196 = t_193;
                    Net t_197 = t_194;
                    std::array<float, 4> t_198 = t_195;
                    t_189 = t_196;
                    t_190 = t_197;
                    t_191 = t_198;
                    break;
                }
                float t_199;
                int32_t t_200;
                float t_201 = t_155;
                int32_t t_202 = 0;
                int32_t t_203 = 0;
                for (;;) {
                    if (t_203 == t_192) {
                        float t_204 = t_201;
                        int32_t t_205 = t_202;
                        t_199 = t_204;
                        t_200 = t_205;
                        break;
                    }
                    bool t_206 = t_202 < p_6;
                    int32_t t_207 = nsl::select(t_206, 0, 2);
                    int32_t t_208;
                    float t_209;
                    int32_t t_210;
                    float t_211;
                    int32_t t_212;
                    if (t_207 == 0) {
                        std::array<float, 8> t_213 = p_3.w2;
                        int32_t t_214 = 1;
                        float t_215 = t_201 + t_213[t_89 * 4 + t_202] * nsl::tanh(h_1[t_202]);
                        int32_t t_216 = t_202 + 1;
                        float t_217 = 0.0f;
                        int32_t t_218 = 0;
                        t_208 = t_214;
                        t_209 = t_215;
                        t_210 = t_216;
                        t_211 = t_217;
                        t_212 = t_218;
                    } else {
                        int32_t t_219 = t_207;
                        float t_220 = 0.0f;
                        int32_t t_221 = 0;
                        float t_222 = nsl::select(t_206, 0.0f, t_201);
                        int32_t t_223 = nsl::select(t_206, 0, t_202);
                        t_208 = t_219;
                        t_209 = t_220;
                        t_210 = t_221;
                        t_211 = t_222;
                        t_212 = t_223;
                    }
                    if (t_208 == 2) {
                        float t_224 = t_201;
                        int32_t t_225 = t_202;
                        t_199 = t_224;
                        t_200 = t_225;
                        break;
                    }
                    float t_226 = t_209;
                    int32_t t_227 = t_210;
                    int32_t t_228 = t_203 + 1;
                    t_201 = t_226;
                    t_202 = t_227;
                    t_203 = t_228;
                    continue;
                }
                bool t_229 = t_200 < p_6;
                Net t_230;
                std::array<float, 4> t_231;
                float t_232;
                float t_233;
                float t_234;
                if (nsl::select(t_229, 0, 2) == 0) {
                    int32_t t_235 = t_89 * 4 + t_200;
                    std::array<float, 8> t_236 = p_3.w2;
                    float t_237 = nsl::tanh(h_1[t_200]);
                    float t_238 = t_237 * t_193;
                    float t_239 = (1.0f - t_237 * t_237) * (t_236[t_235] * t_193);
                    std::array<float, 4> t_240 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
                    t_240[0] = nsl::select(t_200 == 0, t_239, 0.0f);
                    std::array<float, 4> t_241 = t_240;
                    t_241[1] = nsl::select(t_200 == 1, t_239, 0.0f);
                    std::array<float, 4> t_242 = t_241;
                    t_242[2] = nsl::select(t_200 == 2, t_239, 0.0f);
                    std::array<float, 4> t_243 = t_242;
                    t_243[3] = nsl::select(t_200 == 3, t_239, 0.0f);
                    std::array<float, 8> t_244 = std::array<float, 8>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
                    t_244[0] = nsl::select(t_235 == 0, t_238, 0.0f);
                    std::array<float, 8> t_245 = t_244;
                    t_245[1] = nsl::select(t_235 == 1, t_238, 0.0f);
                    std::array<float, 8> t_246 = t_245;
                    t_246[2] = nsl::select(t_235 == 2, t_238, 0.0f);
                    std::array<float, 8> t_247 = t_246;
                    t_247[3] = nsl::select(t_235 == 3, t_238, 0.0f);
                    std::array<float, 8> t_248 = t_247;
                    t_248[4] = nsl::select(t_235 == 4, t_238, 0.0f);
                    std::array<float, 8> t_249 = t_248;
                    t_249[5] = nsl::select(t_235 == 5, t_238, 0.0f);
                    std::array<float, 8> t_250 = t_249;
                    t_250[6] = nsl::select(t_235 == 6, t_238, 0.0f);
                    std::array<float, 8> t_251 = t_250;
                    t_251[7] = nsl::select(t_235 == 7, t_238, 0.0f);
                    Net t_252 = Net{std::array<float, 12>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 8>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 2>{{0.0f, 0.0f}}};
                    t_252.w2 = t_251;
                    Net t_253 = t_252;
                    std::array<float, 4> t_254 = t_243;
                    float t_255 = t_193;
                    float t_256 = 0.0f;
                    float t_257 = 0.0f;
                    t_230 = t_253;
                    t_231 = t_254;
                    t_232 = t_255;
                    t_233 = t_256;
                    t_234 = t_257;
                } else {
                    Net t_258 = Net{std::array<float, 12>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 8>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 2>{{0.0f, 0.0f}}};
                    std::array<float, 4> t_259 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
                    float t_260 = 0.0f;
                    float t_261 = t_193;
                    float t_262 = nsl::select(t_192 == t_188, t_161 + t_161, 0.0f);
                    t_230 = t_258;
                    t_231 = t_259;
                    t_232 = t_260;
                    t_233 = t_261;
                    t_234 = t_262;
                }
                std::array<float, 12> t_263 = t_194.w1;
                std::array<float, 12> t_264 = t_230.w1;
                std::array<float, 4> t_265 = t_194.b1;
                std::array<float, 4> t_266 = t_230.b1;
                std::array<float, 8> t_267 = t_194.w2;
                std::array<float, 8> t_268 = t_230.w2;
                std::array<float, 2> t_269 = t_194.b2;
                std::array<float, 2> t_270 = t_230.b2;
                int32_t t_271 = t_192 - 1;
                float t_272 = t_232 + nsl::select(t_229, 0.0f, t_234);
                Net t_273 = Net{std::array<float, 12>{{t_263[0] + t_264[0], t_263[1] + t_264[1], t_263[2] + t_264[2], t_263[3] + t_264[3], t_263[4] + t_264[4], t_263[5] + t_264[5], t_263[6] + t_264[6], t_263[7] + t_264[7], t_263[8] + t_264[8], t_263[9] + t_264[9], t_263[10] + t_264[10], t_263[11] + t_264[11]}}, std::array<float, 4>{{t_265[0] + t_266[0], t_265[1] + t_266[1], t_265[2] + t_266[2], t_265[3] + t_266[3]}}, std::array<float, 8>{{t_267[0] + t_268[0], t_267[1] + t_268[1], t_267[2] + t_268[2], t_267[3] + t_268[3], t_267[4] + t_268[4], t_267[5] + t_268[5], t_267[6] + t_268[6], t_267[7] + t_268[7]}}, std::array<float, 2>{{t_269[0] + t_270[0], t_269[1] + t_270[1]}}};
                std::array<float, 4> t_274 = std::array<float, 4>{{t_195[0] + t_231[0], t_195[1] + t_231[1], t_195[2] + t_231[2], t_195[3] + t_231[3]}};
                t_192 = t_271;
                t_193 = t_272;
                t_194 = t_273;
                t_195 = t_274;
                continue;
            }
            std::array<float, 12> t_275 = t_190.w1;
            std::array<float, 4> t_276 = t_190.b1;
            std::array<float, 8> t_277 = t_190.w2;
            std::array<float, 2> t_278 = t_190.b2;
            Net t_279 = Net{std::array<float, 12>{{t_275[0] + 0.0f, t_275[1] + 0.0f, t_275[2] + 0.0f, t_275[3] + 0.0f, t_275[4] + 0.0f, t_275[5] + 0.0f, t_275[6] + 0.0f, t_275[7] + 0.0f, t_275[8] + 0.0f, t_275[9] + 0.0f, t_275[10] + 0.0f, t_275[11] + 0.0f}}, std::array<float, 4>{{t_276[0] + 0.0f, t_276[1] + 0.0f, t_276[2] + 0.0f, t_276[3] + 0.0f}}, std::array<float, 8>{{t_277[0] + 0.0f, t_277[1] + 0.0f, t_277[2] + 0.0f, t_277[3] + 0.0f, t_277[4] + 0.0f, t_277[5] + 0.0f, t_277[6] + 0.0f, t_277[7] + 0.0f}}, std::array<float, 2>{{t_278[0] + nsl::select(t_89 == 0, t_189, 0.0f), t_278[1] + nsl::select(t_89 == 1, t_189, 0.0f)}}};
            std::array<float, 4> t_280 = t_191;
            float t_281 = t_82;
            float t_282 = 0.0f;
            float t_283 = 0.0f;
            t_149 = t_279;
            t_150 = t_280;
            t_151 = t_281;
            t_152 = t_282;
            t_153 = t_283;
        } else {
            Net t_284 = Net{std::array<float, 12>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 8>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 2>{{0.0f, 0.0f}}};
            std::array<float, 4> t_285 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            float t_286 = 0.0f;
            float t_287 = t_82;
            float t_288 = nsl::select(t_81 == t_77, p_7, 0.0f);
            t_149 = t_284;
            t_150 = t_285;
            t_151 = t_286;
            t_152 = t_287;
            t_153 = t_288;
        }
        std::array<float, 2> t_289 = t_149.b2;
        std::array<float, 2> t_290 = t_83.b2;
        std::array<float, 8> t_291 = t_149.w2;
        std::array<float, 8> t_292 = t_83.w2;
        std::array<float, 4> t_293 = t_149.b1;
        std::array<float, 4> t_294 = t_83.b1;
        std::array<float, 12> t_295 = t_149.w1;
        std::array<float, 12> t_296 = t_83.w1;
        int32_t t_297 = t_81 - 1;
        float t_298 = t_151 + nsl::select(t_124, 0.0f, t_153);
        Net t_299 = Net{std::array<float, 12>{{t_296[0] + t_295[0], t_296[1] + t_295[1], t_296[2] + t_295[2], t_296[3] + t_295[3], t_296[4] + t_295[4], t_296[5] + t_295[5], t_296[6] + t_295[6], t_296[7] + t_295[7], t_296[8] + t_295[8], t_296[9] + t_295[9], t_296[10] + t_295[10], t_296[11] + t_295[11]}}, std::array<float, 4>{{t_294[0] + t_293[0], t_294[1] + t_293[1], t_294[2] + t_293[2], t_294[3] + t_293[3]}}, std::array<float, 8>{{t_292[0] + t_291[0], t_292[1] + t_291[1], t_292[2] + t_291[2], t_292[3] + t_291[3], t_292[4] + t_291[4], t_292[5] + t_291[5], t_292[6] + t_291[6], t_292[7] + t_291[7]}}, std::array<float, 2>{{t_290[0] + t_289[0], t_290[1] + t_289[1]}}};
        std::array<float, 4> t_300 = std::array<float, 4>{{t_84[0] + t_150[0], t_84[1] + t_150[1], t_84[2] + t_150[2], t_84[3] + t_150[3]}};
        t_81 = t_297;
        t_82 = t_298;
        t_83 = t_299;
        t_84 = t_300;
        continue;
    }
    int32_t t_301;
    std::array<float, 4> t_302 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    int32_t t_303 = 0;
    int32_t t_304 = 0;
    for (;;) {
        int32_t t_305;
        std::array<float, 4> t_306;
        int32_t t_307;
        std::array<float, 4> t_308;
        int32_t t_309;
        if (t_303 < p_6) {
            int32_t t_310 = 0;
            std::array<float, 4> t_311 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_312 = 0;
            std::array<float, 4> t_313 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_314 = 0;
            t_305 = t_310;
            t_306 = t_311;
            t_307 = t_312;
            t_308 = t_313;
            t_309 = t_314;
        } else {
            int32_t t_315 = 2;
            std::array<float, 4> t_316 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_317 = 0;
            std::array<float, 4> t_318 = t_302;
            int32_t t_319 = t_303;
            t_305 = t_315;
            t_306 = t_316;
            t_307 = t_317;
            t_308 = t_318;
            t_309 = t_319;
        }
        int32_t t_320;
        std::array<float, 4> t_321;
        int32_t t_322;
        std::array<float, 4> t_323;
        int32_t t_324;
        if (t_305 == 0) {
            std::array<float, 4> t_325 = p_3.b1;
            float s_4;
            int32_t i_4;
            float s_5 = t_325[t_303];
            int32_t i_5 = 0;
            for (;;) {
                if (i_5 < p_5) {
                } else {
                    float t_326 = s_5;
                    int32_t t_327 = i_5;
                    s_4 = t_326;
                    i_4 = t_327;
                    break;
                }
                std::array<float, 12> t_328 = p_3.w1;
                float t_329 = s_5 + t_328[t_303 * 3 + i_5] * p_4[i_5];
                int32_t t_330 = i_5 + 1;
                s_5 = t_329;
                i_5 = t_330;
                continue;
            }
            float t_331 = nsl::select(s_4 > 0.0f, s_4, 0.1f * s_4);
            std::array<float, 4> t_332 = t_302;
            t_332[0] = nsl::select(t_303 == 0, t_331, t_302[0]);
            std::array<float, 4> t_333 = t_332;
            t_333[1] = nsl::select(t_303 == 1, t_331, t_302[1]);
            std::array<float, 4> t_334 = t_333;
            t_334[2] = nsl::select(t_303 == 2, t_331, t_302[2]);
            std::array<float, 4> t_335 = t_334;
            t_335[3] = nsl::select(t_303 == 3, t_331, t_302[3]);
            int32_t t_336 = 1;
            std::array<float, 4> t_337 = t_335;
            int32_t t_338 = t_303 + 1;
            std::array<float, 4> t_339 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_340 = 0;
            t_320 = t_336;
            t_321 = t_337;
            t_322 = t_338;
            t_323 = t_339;
            t_324 = t_340;
        } else {
            int32_t t_341 = t_305;
            std::array<float, 4> t_342 = t_306;
            int32_t t_343 = t_307;
            std::array<float, 4> t_344 = t_308;
            int32_t t_345 = t_309;
            t_320 = t_341;
            t_321 = t_342;
            t_322 = t_343;
            t_323 = t_344;
            t_324 = t_345;
        }
        int32_t t_346 = t_304 + 1;
        if (t_320 == 2) {
            t_301 = t_346;
            break;
        }
        std::array<float, 4> t_347 = t_321;
        int32_t t_348 = t_322;
        int32_t t_349 = t_346;
        t_302 = t_347;
        t_303 = t_348;
        t_304 = t_349;
        continue;
    }
    int32_t t_350 = t_301 - 1;
    std::array<float, 4> t_351;
    Net t_352;
    std::array<float, 3> t_353;
    int32_t t_354 = t_350;
    std::array<float, 4> t_355 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    Net t_356 = Net{std::array<float, 12>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 8>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 2>{{0.0f, 0.0f}}};
    std::array<float, 3> t_357 = std::array<float, 3>{{0.0f, 0.0f, 0.0f}};
    for (;;) {
        if (t_354 < 0) {
            std::array<float, 4> t_358 = t_355;
            Net t_359 = t_356;
            std::array<float, 3> t_360 = t_357;
            t_351 = t_358;
            t_352 = t_359;
            t_353 = t_360;
            break;
        }
        std::array<float, 4> t_361;
        int32_t t_362;
        std::array<float, 4> t_363 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
        int32_t t_364 = 0;
        int32_t t_365 = 0;
        for (;;) {
            if (t_365 == t_354) {
                std::array<float, 4> t_366 = t_363;
                int32_t t_367 = t_364;
                t_361 = t_366;
                t_362 = t_367;
                break;
            }
            int32_t t_368;
            std::array<float, 4> t_369;
            int32_t t_370;
            std::array<float, 4> t_371;
            int32_t t_372;
            if (t_364 < p_6) {
                int32_t t_373 = 0;
                std::array<float, 4> t_374 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
                int32_t t_375 = 0;
                std::array<float, 4> t_376 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
                int32_t t_377 = 0;
                t_368 = t_373;
                t_369 = t_374;
                t_370 = t_375;
                t_371 = t_376;
                t_372 = t_377;
            } else {
                int32_t t_378 = 2;
                std::array<float, 4> t_379 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
                int32_t t_380 = 0;
                std::array<float, 4> t_381 = t_363;
                int32_t t_382 = t_364;
                t_368 = t_378;
                t_369 = t_379;
                t_370 = t_380;
                t_371 = t_381;
                t_372 = t_382;
            }
            int32_t t_383;
            std::array<float, 4> t_384;
            int32_t t_385;
            std::array<float, 4> t_386;
            int32_t t_387;
            if (t_368 == 0) {
                std::array<float, 4> t_388 = p_3.b1;
                float s_6;
                int32_t i_6;
                float s_7 = t_388[t_364];
                int32_t i_7 = 0;
                for (;;) {
                    if (i_7 < p_5) {
                    } else {
                        float t_389 = s_7;
                        int32_t t_390 = i_7;
                        s_6 = t_389;
                        i_6 = t_390;
                        break;
                    }
                    std::array<float, 12> t_391 = p_3.w1;
                    float t_392 = s_7 + t_391[t_364 * 3 + i_7] * p_4[i_7];
                    int32_t t_393 = i_7 + 1;
                    s_7 = t_392;
                    i_7 = t_393;
                    continue;
                }
                float t_394 = nsl::select(s_6 > 0.0f, s_6, 0.1f * s_6);
                std::array<float, 4> t_395 = t_363;
                t_395[0] = nsl::select(t_364 == 0, t_394, t_363[0]);
                std::array<float, 4> t_396 = t_395;
                t_396[1] = nsl::select(t_364 == 1, t_394, t_363[1]);
                std::array<float, 4> t_397 = t_396;
                t_397[2] = nsl::select(t_364 == 2, t_394, t_363[2]);
                std::array<float, 4> t_398 = t_397;
                t_398[3] = nsl::select(t_364 == 3, t_394, t_363[3]);
                int32_t t_399 = 1;
                std::array<float, 4> t_400 = t_398;
                int32_t t_401 = t_364 + 1;
                std::array<float, 4> t_402 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
                int32_t t_403 = 0;
                t_383 = t_399;
                t_384 = t_400;
                t_385 = t_401;
                t_386 = t_402;
                t_387 = t_403;
            } else {
                int32_t t_404 = t_368;
                std::array<float, 4> t_405 = t_369;
                int32_t t_406 = t_370;
                std::array<float, 4> t_407 = t_371;
                int32_t t_408 = t_372;
                t_383 = t_404;
                t_384 = t_405;
                t_385 = t_406;
                t_386 = t_407;
                t_387 = t_408;
            }
            if (t_383 == 2) {
                std::array<float, 4> t_409 = t_363;
                int32_t t_410 = t_364;
                t_361 = t_409;
                t_362 = t_410;
                break;
            }
            std::array<float, 4> t_411 = t_384;
            int32_t t_412 = t_385;
            int32_t t_413 = t_365 + 1;
            t_363 = t_411;
            t_364 = t_412;
            t_365 = t_413;
            continue;
        }
        bool t_414 = t_362 < p_6;
        int32_t t_415;
        std::array<float, 4> t_416;
        int32_t t_417;
        std::array<float, 4> t_418;
        int32_t t_419;
        if (t_414) {
            int32_t t_420 = 0;
            std::array<float, 4> t_421 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_422 = 0;
            std::array<float, 4> t_423 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_424 = 0;
            t_415 = t_420;
            t_416 = t_421;
            t_417 = t_422;
            t_418 = t_423;
            t_419 = t_424;
        } else {
            int32_t t_425 = 2;
            std::array<float, 4> t_426 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_427 = 0;
            std::array<float, 4> t_428 = t_361;
            int32_t t_429 = t_362;
            t_415 = t_425;
            t_416 = t_426;
            t_417 = t_427;
            t_418 = t_428;
            t_419 = t_429;
        }
        bool t_430 = t_415 == 0;
        int32_t t_431;
        std::array<float, 4> t_432;
        int32_t t_433;
        std::array<float, 4> t_434;
        int32_t t_435;
        if (t_430) {
            std::array<float, 4> t_436 = p_3.b1;
            float s_8;
            int32_t i_8;
            float s_9 = t_436[t_362];
            int32_t i_9 = 0;
            for (;;) {
                if (i_9 < p_5) {
                } else {
                    float t_437 = s_9;
                    int32_t t_438 = i_9;
                    s_8 = t_437;
                    i_8 = t_438;
                    break;
                }
                std::array<float, 12> t_439 = p_3.w1;
                float t_440 = s_9 + t_439[t_362 * 3 + i_9] * p_4[i_9];
                int32_t t_441 = i_9 + 1;
                s_9 = t_440;
                i_9 = t_441;
                continue;
            }
            float t_442 = nsl::select(s_8 > 0.0f, s_8, 0.1f * s_8);
            std::array<float, 4> t_443 = t_361;
            t_443[0] = nsl::select(t_362 == 0, t_442, t_361[0]);
            std::array<float, 4> t_444 = t_443;
            t_444[1] = nsl::select(t_362 == 1, t_442, t_361[1]);
            std::array<float, 4> t_445 = t_444;
            t_445[2] = nsl::select(t_362 == 2, t_442, t_361[2]);
            std::array<float, 4> t_446 = t_445;
            t_446[3] = nsl::select(t_362 == 3, t_442, t_361[3]);
            int32_t t_447 = 1;
            std::array<float, 4> t_448 = t_446;
            int32_t t_449 = t_362 + 1;
            std::array<float, 4> t_450 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_451 = 0;
            t_431 = t_447;
            t_432 = t_448;
            t_433 = t_449;
            t_434 = t_450;
            t_435 = t_451;
        } else {
            int32_t t_452 = t_415;
            std::array<float, 4> t_453 = t_416;
            int32_t t_454 = t_417;
            std::array<float, 4> t_455 = t_418;
            int32_t t_456 = t_419;
            t_431 = t_452;
            t_432 = t_453;
            t_433 = t_454;
            t_434 = t_455;
            t_435 = t_456;
        }
        bool t_457 = t_354 == t_350;
        Net t_458;
        std::array<float, 3> t_459;
        std::array<float, 4> t_460;
        std::array<float, 4> t_461;
        std::array<float, 4> t_462;
        if (t_430) {
            std::array<float, 4> t_463 = p_3.b1;
            float t_464 = t_463[t_362];
            float s_10;
            int32_t i_10;
            float s_11 = t_464;
            int32_t i_11 = 0;
            for (;;) {
                if (i_11 < p_5) {
                } else {
                    float t_465 = s_11;
                    int32_t t_466 = i_11;
                    s_10 = t_465;
                    i_10 = t_466;
                    break;
                }
                std::array<float, 12> t_467 = p_3.w1;
                float t_468 = s_11 + t_467[t_362 * 3 + i_11] * p_4[i_11];
                int32_t t_469 = i_11 + 1;
                s_11 = t_468;
                i_11 = t_469;
                continue;
            }
            bool t_470 = t_362 == 0;
            bool t_471 = t_362 == 1;
            bool t_472 = t_362 == 2;
            bool t_473 = t_362 == 3;
            float t_474 = t_355[3];
            float t_475 = t_355[2];
            float t_476 = t_355[1];
            float t_477 = t_355[0];
            float t_478 = nsl::select(t_473, t_474, 0.0f) + nsl::select(t_472, t_475, 0.0f) + nsl::select(t_471, t_476, 0.0f) + nsl::select(t_470, t_477, 0.0f);
            int32_t t_479;
            float t_480 = t_464;
            int32_t t_481 = 0;
            int32_t t_482 = 0;
            for (;;) {
                bool t_483 = t_481 < p_5;
                int32_t t_484 = nsl::select(t_483, 0, 2);
                int32_t t_485;
                float t_486;
                int32_t t_487;
                float t_488;
                int32_t t_489;
                if (t_484 == 0) {
                    std::array<float, 12> t_490 = p_3.w1;
                    int32_t t_491 = 1;
                    float t_492 = t_480 + t_490[t_362 * 3 + t_481] * p_4[t_481];
                    int32_t t_493 = t_481 + 1;
                    float t_494 = 0.0f;
                    int32_t t_495 = 0;
                    t_485 = t_491;
                    t_486 = t_492;
                    t_487 = t_493;
                    t_488 = t_494;
                    t_489 = t_495;
                } else {
                    int32_t t_496 = t_484;
                    float t_497 = 0.0f;
                    int32_t t_498 = 0;
                    float t_499 = nsl::select(t_483, 0.0f, t_480);
                    int32_t t_500 = nsl::select(t_483, 0, t_481);
                    t_485 = t_496;
                    t_486 = t_497;
                    t_487 = t_498;
                    t_488 = t_499;
                    t_489 = t_500;
                }
                int32_t t_501 = t_482 + 1;
                if (t_485 == 2) {
                    t_479 = t_501;
                    break;
                }
                float t_502 = t_486;
                int32_t t_503 = t_487;
                int32_t t_504 = t_501;
                t_480 = t_502;
                t_481 = t_503;
                t_482 = t_504;
                continue;
            }
            int32_t t_505 = t_479 - 1;
            float t_506;
            Net t_507;
            std::array<float, 3> t_508;
            int32_t t_509 = t_505;
            float t_510 = 0.0f;
            Net t_511 = Net{std::array<float, 12>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 8>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 2>{{0.0f, 0.0f}}};
            std::array<float, 3> t_512 = std::array<float, 3>{{0.0f, 0.0f, 0.0f}};
            for (;;) {
                if (t_509 < 0) {
                    float t_513 = t_510;
                    Net t_514 = t_511;
                    std::array<float, 3> t_515 = t_512;
                    t_506 = t_513;
                    t_507 = t_514;
                    t_508 = t_515;
                    break;
                }
                float t_516;
                int32_t t_517;
                float t_518 = t_464;
                int32_t t_519 = 0;
                int32_t t_520 = 0;
                for (;;) {
                    if (t_520 == t_509) {
                        float t_521 = t_518;
                        int32_t t_522 = t_519;
                        t_516 = t_521;
                        t_517 = t_522;
                        break;
                    }
                    bool t_523 = t_519 < p_5;
                    int32_t t_524 = nsl::select(t_523, 0, 2);
                    int32_t t_525;
                    float t_526;
                    int32_t t_527;
                    float t_528;
                    int32_t t_529;
                    if (t_524 == 0) {
                        std::array<float, 12> t_530 = p_3.w1;
                        int32_t t_531 = 1;
                        float t_532 = t_518 + t_530[t_362 * 3 + t_519] * p_4[t_519];
                        int32_t t_533 = t_519 + 1;
                        float t_534 = 0.0f;
                        int32_t t_535 = 0;
                        t_525 = t_531;
                        t_526 = t_532;
                        t_527 = t_533;
                        t_528 = t_534;
                        t_529 = t_535;
                    } else {
                        int32_t t_536 = t_524;
                        float t_537 = 0.0f;
                        int32_t t_538 = 0;
                        float t_539 = nsl::select(t_523, 0.0f, t_518);
                        int32_t t_540 = nsl::select(t_523, 0, t_519);
                        t_525 = t_536;
                        t_526 = t_537;
                        t_527 = t_538;
                        t_528 = t_539;
                        t_529 = t_540;
                    }
                    if (t_525 == 2) {
                        float t_541 = t_518;
                        int32_t t_542 = t_519;
                        t_516 = t_541;
                        t_517 = t_542;
                        break;
                    }
                    float t_543 = t_526;
                    int32_t t_544 = t_527;
                    int32_t t_545 = t_520 + 1;
                    t_518 = t_543;
                    t_519 = t_544;
                    t_520 = t_545;
                    continue;
                }
                bool t_546 = t_517 < p_5;
                Net t_547;
                std::array<float, 3> t_548;
                float t_549;
                float t_550;
                float t_551;
                if (nsl::select(t_546, 0, 2) == 0) {
                    int32_t t_552 = t_362 * 3 + t_517;
                    std::array<float, 12> t_553 = p_3.w1;
                    float t_554 = p_4[t_517] * t_510;
                    float t_555 = t_553[t_552] * t_510;
                    std::array<float, 3> t_556 = std::array<float, 3>{{0.0f, 0.0f, 0.0f}};
                    t_556[0] = nsl::select(t_517 == 0, t_555, 0.0f);
                    std::array<float, 3> t_557 = t_556;
                    t_557[1] = nsl::select(t_517 == 1, t_555, 0.0f);
                    std::array<float, 3> t_558 = t_557;
                    t_558[2] = nsl::select(t_517 == 2, t_555, 0.0f);
                    std::array<float, 12> t_559 = std::array<float, 12>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
                    t_559[0] = nsl::select(t_552 == 0, t_554, 0.0f);
                    std::array<float, 12> t_560 = t_559;
                    t_560[1] = nsl::select(t_552 == 1, t_554, 0.0f);
                    std::array<float, 12> t_561 = t_560;
                    t_561[2] = nsl::select(t_552 == 2, t_554, 0.0f);
                    std::array<float, 12> t_562 = t_561;
                    t_562[3] = nsl::select(t_552 == 3, t_554, 0.0f);
                    std::array<float, 12> t_563 = t_562;
                    t_563[4] = nsl::select(t_552 == 4, t_554, 0.0f);
                    std::array<float, 12> t_564 = t_563;
                    t_564[5] = nsl::select(t_552 == 5, t_554, 0.0f);
                    std::array<float, 12> t_565 = t_564;
                    t_565[6] = nsl::select(t_552 == 6, t_554, 0.0f);
                    std::array<float, 12> t_566 = t_565;
                    t_566[7] = nsl::select(t_552 == 7, t_554, 0.0f);
                    std::array<float, 12> t_567 = t_566;
                    t_567[8] = nsl::select(t_552 == 8, t_554, 0.0f);
                    std::array<float, 12> t_568 = t_567;
                    t_568[9] = nsl::select(t_552 == 9, t_554, 0.0f);
                    std::array<float, 12> t_569 = t_568;
                    t_569[10] = nsl::select(t_552 == 10, t_554, 0.0f);
                    std::array<float, 12> t_570 = t_569;
                    t_570[11] = nsl::select(t_552 == 11, t_554, 0.0f);
                    Net t_571 = Net{std::array<float, 12>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 8>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 2>{{0.0f, 0.0f}}};
                    t_571.w1 = t_570;
                    Net t_572 = t_571;
                    std::array<float, 3> t_573 = t_558;
                    float t_574 = t_510;
                    float t_575 = 0.0f;
                    float t_576 = 0.0f;
                    t_547 = t_572;
                    t_548 = t_573;
                    t_549 = t_574;
                    t_550 = t_575;
                    t_551 = t_576;
                } else {
                    Net t_577 = Net{std::array<float, 12>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 8>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 2>{{0.0f, 0.0f}}};
                    std::array<float, 3> t_578 = std::array<float, 3>{{0.0f, 0.0f, 0.0f}};
                    float t_579 = 0.0f;
                    float t_580 = t_510;
                    float t_581 = nsl::select(t_509 == t_505, nsl::select(s_10 > 0.0f, t_478, 0.1f * t_478), 0.0f);
                    t_547 = t_577;
                    t_548 = t_578;
                    t_549 = t_579;
                    t_550 = t_580;
                    t_551 = t_581;
                }
                std::array<float, 12> t_582 = t_511.w1;
                std::array<float, 12> t_583 = t_547.w1;
                std::array<float, 4> t_584 = t_511.b1;
                std::array<float, 4> t_585 = t_547.b1;
                std::array<float, 8> t_586 = t_511.w2;
                std::array<float, 8> t_587 = t_547.w2;
                std::array<float, 2> t_588 = t_511.b2;
                std::array<float, 2> t_589 = t_547.b2;
                int32_t t_590 = t_509 - 1;
                float t_591 = t_549 + nsl::select(t_546, 0.0f, t_551);
                Net t_592 = Net{std::array<float, 12>{{t_582[0] + t_583[0], t_582[1] + t_583[1], t_582[2] + t_583[2], t_582[3] + t_583[3], t_582[4] + t_583[4], t_582[5] + t_583[5], t_582[6] + t_583[6], t_582[7] + t_583[7], t_582[8] + t_583[8], t_582[9] + t_583[9], t_582[10] + t_583[10], t_582[11] + t_583[11]}}, std::array<float, 4>{{t_584[0] + t_585[0], t_584[1] + t_585[1], t_584[2] + t_585[2], t_584[3] + t_585[3]}}, std::array<float, 8>{{t_586[0] + t_587[0], t_586[1] + t_587[1], t_586[2] + t_587[2], t_586[3] + t_587[3], t_586[4] + t_587[4], t_586[5] + t_587[5], t_586[6] + t_587[6], t_586[7] + t_587[7]}}, std::array<float, 2>{{t_588[0] + t_589[0], t_588[1] + t_589[1]}}};
                std::array<float, 3> t_593 = std::array<float, 3>{{t_512[0] + t_548[0], t_512[1] + t_548[1], t_512[2] + t_548[2]}};
                t_509 = t_590;
                t_510 = t_591;
                t_511 = t_592;
                t_512 = t_593;
                continue;
            }
            std::array<float, 12> t_594 = t_507.w1;
            std::array<float, 4> t_595 = t_507.b1;
            std::array<float, 8> t_596 = t_507.w2;
            std::array<float, 2> t_597 = t_507.b2;
            Net t_598 = Net{std::array<float, 12>{{t_594[0] + 0.0f, t_594[1] + 0.0f, t_594[2] + 0.0f, t_594[3] + 0.0f, t_594[4] + 0.0f, t_594[5] + 0.0f, t_594[6] + 0.0f, t_594[7] + 0.0f, t_594[8] + 0.0f, t_594[9] + 0.0f, t_594[10] + 0.0f, t_594[11] + 0.0f}}, std::array<float, 4>{{t_595[0] + nsl::select(t_470, t_506, 0.0f), t_595[1] + nsl::select(t_471, t_506, 0.0f), t_595[2] + nsl::select(t_472, t_506, 0.0f), t_595[3] + nsl::select(t_473, t_506, 0.0f)}}, std::array<float, 8>{{t_596[0] + 0.0f, t_596[1] + 0.0f, t_596[2] + 0.0f, t_596[3] + 0.0f, t_596[4] + 0.0f, t_596[5] + 0.0f, t_596[6] + 0.0f, t_596[7] + 0.0f}}, std::array<float, 2>{{t_597[0] + 0.0f, t_597[1] + 0.0f}}};
            std::array<float, 3> t_599 = t_508;
            std::array<float, 4> t_600 = std::array<float, 4>{{0.0f + nsl::select(t_470, 0.0f, t_477), 0.0f + nsl::select(t_471, 0.0f, t_476) + 0.0f + 0.0f, 0.0f + nsl::select(t_472, 0.0f, t_475) + 0.0f + 0.0f + 0.0f, nsl::select(t_473, 0.0f, t_474) + 0.0f + 0.0f + 0.0f + 0.0f}};
            std::array<float, 4> t_601 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            std::array<float, 4> t_602 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            t_458 = t_598;
            t_459 = t_599;
            t_460 = t_600;
            t_461 = t_601;
            t_462 = t_602;
        } else {
            Net t_603 = Net{std::array<float, 12>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 8>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 2>{{0.0f, 0.0f}}};
            std::array<float, 3> t_604 = std::array<float, 3>{{0.0f, 0.0f, 0.0f}};
            std::array<float, 4> t_605 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            std::array<float, 4> t_606 = t_355;
            std::array<float, 4> t_607 = std::array<float, 4>{{nsl::select(t_457, t_80[0], 0.0f), nsl::select(t_457, t_80[1], 0.0f), nsl::select(t_457, t_80[2], 0.0f), nsl::select(t_457, t_80[3], 0.0f)}};
            t_458 = t_603;
            t_459 = t_604;
            t_460 = t_605;
            t_461 = t_606;
            t_462 = t_607;
        }
        std::array<float, 4> t_608;
        if (t_414) {
            t_608 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
        } else {
            t_608 = t_462;
        }
        std::array<float, 12> t_609 = t_356.w1;
        std::array<float, 12> t_610 = t_458.w1;
        std::array<float, 4> t_611 = t_356.b1;
        std::array<float, 4> t_612 = t_458.b1;
        std::array<float, 8> t_613 = t_356.w2;
        std::array<float, 8> t_614 = t_458.w2;
        std::array<float, 2> t_615 = t_356.b2;
        std::array<float, 2> t_616 = t_458.b2;
        int32_t t_617 = t_354 - 1;
        std::array<float, 4> t_618 = std::array<float, 4>{{t_460[0] + t_608[0], t_460[1] + t_608[1], t_460[2] + t_608[2], t_460[3] + t_608[3]}};
        Net t_619 = Net{std::array<float, 12>{{t_609[0] + t_610[0], t_609[1] + t_610[1], t_609[2] + t_610[2], t_609[3] + t_610[3], t_609[4] + t_610[4], t_609[5] + t_610[5], t_609[6] + t_610[6], t_609[7] + t_610[7], t_609[8] + t_610[8], t_609[9] + t_610[9], t_609[10] + t_610[10], t_609[11] + t_610[11]}}, std::array<float, 4>{{t_611[0] + t_612[0], t_611[1] + t_612[1], t_611[2] + t_612[2], t_611[3] + t_612[3]}}, std::array<float, 8>{{t_613[0] + t_614[0], t_613[1] + t_614[1], t_613[2] + t_614[2], t_613[3] + t_614[3], t_613[4] + t_614[4], t_613[5] + t_614[5], t_613[6] + t_614[6], t_613[7] + t_614[7]}}, std::array<float, 2>{{t_615[0] + t_616[0], t_615[1] + t_616[1]}}};
        std::array<float, 3> t_620 = std::array<float, 3>{{t_357[0] + t_459[0], t_357[1] + t_459[1], t_357[2] + t_459[2]}};
        t_354 = t_617;
        t_355 = t_618;
        t_356 = t_619;
        t_357 = t_620;
        continue;
    }
    std::array<float, 12> t_621 = t_79.w1;
    std::array<float, 12> t_622 = t_352.w1;
    std::array<float, 4> t_623 = t_79.b1;
    std::array<float, 4> t_624 = t_352.b1;
    std::array<float, 8> t_625 = t_79.w2;
    std::array<float, 8> t_626 = t_352.w2;
    std::array<float, 2> t_627 = t_79.b2;
    std::array<float, 2> t_628 = t_352.b2;
    return lossLoops_bwd_Grads{Net{std::array<float, 12>{{t_621[0] + t_622[0], t_621[1] + t_622[1], t_621[2] + t_622[2], t_621[3] + t_622[3], t_621[4] + t_622[4], t_621[5] + t_622[5], t_621[6] + t_622[6], t_621[7] + t_622[7], t_621[8] + t_622[8], t_621[9] + t_622[9], t_621[10] + t_622[10], t_621[11] + t_622[11]}}, std::array<float, 4>{{t_623[0] + t_624[0], t_623[1] + t_624[1], t_623[2] + t_624[2], t_623[3] + t_624[3]}}, std::array<float, 8>{{t_625[0] + t_626[0], t_625[1] + t_626[1], t_625[2] + t_626[2], t_625[3] + t_626[3], t_625[4] + t_626[4], t_625[5] + t_626[5], t_625[6] + t_626[6], t_625[7] + t_626[7]}}, std::array<float, 2>{{t_627[0] + t_628[0], t_627[1] + t_628[1]}}}, t_353};
}
static float lossUnrolled(Net net, std::array<float, 3> x_1) {
    std::array<float, 12> net_5 = std::array<float, 12>{};
    std::array<float, 4> net_6 = std::array<float, 4>{};
    std::array<float, 8> net_7 = std::array<float, 8>{};
    std::array<float, 2> net_8 = std::array<float, 2>{};
    net_5 = net.w1;
    net_6 = net.b1;
    net_7 = net.w2;
    net_8 = net.b2;
    std::array<float, 3> x_3 = std::array<float, 3>{};
    x_3 = x_1;
    std::array<float, 4> h_3 = std::array<float, 4>{};
    int32_t j_16;
    int32_t j_17 = 0;
    for (;;) {
        if (j_17 < 4) {
        } else {
            j_16 = j_17;
            break;
        }
        float t_629 = net_6[j_17];
        float s_12;
        int32_t i_12;
        float s_13 = t_629;
        int32_t i_13 = 0;
        for (;;) {
            if (i_13 < 3) {
            } else {
                float t_630 = s_13;
                int32_t t_631 = i_13;
                s_12 = t_630;
                i_12 = t_631;
                break;
            }
            float t_632 = net_5[j_17 * 3 + i_13];
            float t_633 = x_3[i_13];
            float t_634 = s_13 + t_632 * t_633;
            int32_t t_635 = i_13 + 1;
            s_13 = t_634;
            i_13 = t_635;
            continue;
        }
        h_3[j_17] = nsl::select(s_12 > 0.0f, s_12, 0.1f * s_12);
        j_17 = j_17 + 1;
        continue;
    }
    float l_4;
    int32_t k_4;
    float l_5 = 0.0f;
    int32_t k_5 = 0;
    for (;;) {
        if (k_5 < 2) {
        } else {
            float t_636 = l_5;
            int32_t t_637 = k_5;
            l_4 = t_636;
            k_4 = t_637;
            break;
        }
        float t_638 = net_8[k_5];
        float o_12;
        int32_t j_18;
        float o_13 = t_638;
        int32_t j_19 = 0;
        for (;;) {
            if (j_19 < 4) {
            } else {
                float t_639 = o_13;
                int32_t t_640 = j_19;
                o_12 = t_639;
                j_18 = t_640;
                break;
            }
            float t_641 = net_7[k_5 * 4 + j_19];
            float t_642 = h_3[j_19];
            float t_643 = o_13 + t_641 * nsl::tanh(t_642);
            int32_t t_644 = j_19 + 1;
            o_13 = t_643;
            j_19 = t_644;
            continue;
        }
        float t_645 = o_12 - 0.5f * nsl::convert<float>(k_5);
        float t_646 = l_5 + t_645 * t_645;
        int32_t t_647 = k_5 + 1;
        l_5 = t_646;
        k_5 = t_647;
        continue;
    }
    return l_4;
}
static lossUnrolled_bwd_Grads lossUnrolled_bwd(Net p_8, std::array<float, 3> p_9, float p_10) {
    std::array<float, 4> h_4;
    int32_t j_20;
    std::array<float, 4> h_5 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    int32_t j_21 = 0;
    for (;;) {
        if (j_21 < 4) {
        } else {
            std::array<float, 4> t_648 = h_5;
            int32_t t_649 = j_21;
            h_4 = t_648;
            j_20 = t_649;
            break;
        }
        std::array<float, 4> t_650 = p_8.b1;
        float s_14;
        int32_t i_14;
        float s_15 = t_650[j_21];
        int32_t i_15 = 0;
        for (;;) {
            if (i_15 < 3) {
            } else {
                float t_651 = s_15;
                int32_t t_652 = i_15;
                s_14 = t_651;
                i_14 = t_652;
                break;
            }
            std::array<float, 12> t_653 = p_8.w1;
            float t_654 = s_15 + t_653[j_21 * 3 + i_15] * p_9[i_15];
            int32_t t_655 = i_15 + 1;
            s_15 = t_654;
            i_15 = t_655;
            continue;
        }
        float t_656 = nsl::select(s_14 > 0.0f, s_14, 0.1f * s_14);
        std::array<float, 4> t_657 = h_5;
        t_657[0] = nsl::select(j_21 == 0, t_656, h_5[0]);
        std::array<float, 4> t_658 = t_657;
        t_658[1] = nsl::select(j_21 == 1, t_656, h_5[1]);
        std::array<float, 4> t_659 = t_658;
        t_659[2] = nsl::select(j_21 == 2, t_656, h_5[2]);
        std::array<float, 4> t_660 = t_659;
        t_660[3] = nsl::select(j_21 == 3, t_656, h_5[3]);
        std::array<float, 4> t_661 = t_660;
        int32_t t_662 = j_21 + 1;
        h_5 = t_661;
        j_21 = t_662;
        continue;
    }
    float l_6;
    int32_t k_6;
    float l_7 = 0.0f;
    int32_t k_7 = 0;
    for (;;) {
        if (k_7 < 2) {
        } else {
            float t_663 = l_7;
            int32_t t_664 = k_7;
            l_6 = t_663;
            k_6 = t_664;
            break;
        }
        std::array<float, 2> t_665 = p_8.b2;
        float o_14;
        int32_t j_22;
        float o_15 = t_665[k_7];
        int32_t j_23 = 0;
        for (;;) {
            if (j_23 < 4) {
            } else {
                float t_666 = o_15;
                int32_t t_667 = j_23;
                o_14 = t_666;
                j_22 = t_667;
                break;
            }
            std::array<float, 8> t_668 = p_8.w2;
            float t_669 = o_15 + t_668[k_7 * 4 + j_23] * nsl::tanh(h_4[j_23]);
            int32_t t_670 = j_23 + 1;
            o_15 = t_669;
            j_23 = t_670;
            continue;
        }
        float t_671 = o_14 - 0.5f * nsl::convert<float>(k_7);
        float t_672 = l_7 + t_671 * t_671;
        int32_t t_673 = k_7 + 1;
        l_7 = t_672;
        k_7 = t_673;
        continue;
    }
    int32_t t_674;
    float t_675 = 0.0f;
    int32_t t_676 = 0;
    int32_t t_677 = 0;
    for (;;) {
        bool t_678 = t_676 < 2;
        int32_t t_679 = nsl::select(t_678, 0, 2);
        int32_t t_680;
        float t_681;
        int32_t t_682;
        float t_683;
        int32_t t_684;
        if (t_679 == 0) {
            std::array<float, 2> t_685 = p_8.b2;
            float o_16;
            int32_t j_24;
            float o_17 = t_685[t_676];
            int32_t j_25 = 0;
            for (;;) {
                if (j_25 < 4) {
                } else {
                    float t_686 = o_17;
                    int32_t t_687 = j_25;
                    o_16 = t_686;
                    j_24 = t_687;
                    break;
                }
                std::array<float, 8> t_688 = p_8.w2;
                float t_689 = o_17 + t_688[t_676 * 4 + j_25] * nsl::tanh(h_4[j_25]);
                int32_t t_690 = j_25 + 1;
                o_17 = t_689;
                j_25 = t_690;
                continue;
            }
            float t_691 = o_16 - 0.5f * nsl::convert<float>(t_676);
            int32_t t_692 = 1;
            float t_693 = t_675 + t_691 * t_691;
            int32_t t_694 = t_676 + 1;
            float t_695 = 0.0f;
            int32_t t_696 = 0;
            t_680 = t_692;
            t_681 = t_693;
            t_682 = t_694;
            t_683 = t_695;
            t_684 = t_696;
        } else {
            int32_t t_697 = t_679;
            float t_698 = 0.0f;
            int32_t t_699 = 0;
            float t_700 = nsl::select(t_678, 0.0f, t_675);
            int32_t t_701 = nsl::select(t_678, 0, t_676);
            t_680 = t_697;
            t_681 = t_698;
            t_682 = t_699;
            t_683 = t_700;
            t_684 = t_701;
        }
        int32_t t_702 = t_677 + 1;
        if (t_680 == 2) {
            t_674 = t_702;
            break;
        }
        float t_703 = t_681;
        int32_t t_704 = t_682;
        int32_t t_705 = t_702;
        t_675 = t_703;
        t_676 = t_704;
        t_677 = t_705;
        continue;
    }
    int32_t t_706 = t_674 - 1;
    float t_707;
    Net t_708;
    std::array<float, 4> t_709;
    int32_t t_710 = t_706;
    float t_711 = 0.0f;
    Net t_712 = Net{std::array<float, 12>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 8>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 2>{{0.0f, 0.0f}}};
    std::array<float, 4> t_713 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    for (;;) {
        if (t_710 < 0) {
            float t_714 = t_711;
            Net t_715 = t_712;
            std::array<float, 4> t_716 = t_713;
            t_707 = t_714;
            t_708 = t_715;
            t_709 = t_716;
            break;
        }
        float t_717;
        int32_t t_718;
        float t_719 = 0.0f;
        int32_t t_720 = 0;
        int32_t t_721 = 0;
        for (;;) {
            if (t_721 == t_710) {
                float t_722 = t_719;
                int32_t t_723 = t_720;
                t_717 = t_722;
                t_718 = t_723;
                break;
            }
            bool t_724 = t_720 < 2;
            int32_t t_725 = nsl::select(t_724, 0, 2);
            int32_t t_726;
            float t_727;
            int32_t t_728;
            float t_729;
            int32_t t_730;
            if (t_725 == 0) {
                std::array<float, 2> t_731 = p_8.b2;
                float o_18;
                int32_t j_26;
                float o_19 = t_731[t_720];
                int32_t j_27 = 0;
                for (;;) {
                    if (j_27 < 4) {
                    } else {
                        float t_732 = o_19;
                        int32_t t_733 = j_27;
                        o_18 = t_732;
                        j_26 = t_733;
                        break;
                    }
                    std::array<float, 8> t_734 = p_8.w2;
                    float t_735 = o_19 + t_734[t_720 * 4 + j_27] * nsl::tanh(h_4[j_27]);
                    int32_t t_736 = j_27 + 1;
                    o_19 = t_735;
                    j_27 = t_736;
                    continue;
                }
                float t_737 = o_18 - 0.5f * nsl::convert<float>(t_720);
                int32_t t_738 = 1;
                float t_739 = t_719 + t_737 * t_737;
                int32_t t_740 = t_720 + 1;
                float t_741 = 0.0f;
                int32_t t_742 = 0;
                t_726 = t_738;
                t_727 = t_739;
                t_728 = t_740;
                t_729 = t_741;
                t_730 = t_742;
            } else {
                int32_t t_743 = t_725;
                float t_744 = 0.0f;
                int32_t t_745 = 0;
                float t_746 = nsl::select(t_724, 0.0f, t_719);
                int32_t t_747 = nsl::select(t_724, 0, t_720);
                t_726 = t_743;
                t_727 = t_744;
                t_728 = t_745;
                t_729 = t_746;
                t_730 = t_747;
            }
            if (t_726 == 2) {
                float t_748 = t_719;
                int32_t t_749 = t_720;
                t_717 = t_748;
                t_718 = t_749;
                break;
            }
            float t_750 = t_727;
            int32_t t_751 = t_728;
            int32_t t_752 = t_721 + 1;
            t_719 = t_750;
            t_720 = t_751;
            t_721 = t_752;
            continue;
        }
        bool t_753 = t_718 < 2;
        int32_t t_754 = nsl::select(t_753, 0, 2);
        bool t_755 = t_754 == 0;
        int32_t t_756;
        float t_757;
        int32_t t_758;
        float t_759;
        int32_t t_760;
        if (t_755) {
            std::array<float, 2> t_761 = p_8.b2;
            float o_20;
            int32_t j_28;
            float o_21 = t_761[t_718];
            int32_t j_29 = 0;
            for (;;) {
                if (j_29 < 4) {
                } else {
                    float t_762 = o_21;
                    int32_t t_763 = j_29;
                    o_20 = t_762;
                    j_28 = t_763;
                    break;
                }
                std::array<float, 8> t_764 = p_8.w2;
                float t_765 = o_21 + t_764[t_718 * 4 + j_29] * nsl::tanh(h_4[j_29]);
                int32_t t_766 = j_29 + 1;
                o_21 = t_765;
                j_29 = t_766;
                continue;
            }
            float t_767 = o_20 - 0.5f * nsl::convert<float>(t_718);
            int32_t t_768 = 1;
            float t_769 = t_717 + t_767 * t_767;
            int32_t t_770 = t_718 + 1;
            float t_771 = 0.0f;
            int32_t t_772 = 0;
            t_756 = t_768;
            t_757 = t_769;
            t_758 = t_770;
            t_759 = t_771;
            t_760 = t_772;
        } else {
            int32_t t_773 = t_754;
            float t_774 = 0.0f;
            int32_t t_775 = 0;
            float t_776 = nsl::select(t_753, 0.0f, t_717);
            int32_t t_777 = nsl::select(t_753, 0, t_718);
            t_756 = t_773;
            t_757 = t_774;
            t_758 = t_775;
            t_759 = t_776;
            t_760 = t_777;
        }
        Net t_778;
        std::array<float, 4> t_779;
        float t_780;
        float t_781;
        float t_782;
        if (t_755) {
            std::array<float, 2> t_783 = p_8.b2;
            float t_784 = t_783[t_718];
            float o_22;
            int32_t j_30;
            float o_23 = t_784;
            int32_t j_31 = 0;
            for (;;) {
                if (j_31 < 4) {
                } else {
                    float t_785 = o_23;
                    int32_t t_786 = j_31;
                    o_22 = t_785;
                    j_30 = t_786;
                    break;
                }
                std::array<float, 8> t_787 = p_8.w2;
                float t_788 = o_23 + t_787[t_718 * 4 + j_31] * nsl::tanh(h_4[j_31]);
                int32_t t_789 = j_31 + 1;
                o_23 = t_788;
                j_31 = t_789;
                continue;
            }
            float t_790 = (o_22 - 0.5f * nsl::convert<float>(t_718)) * t_711;
            int32_t t_791;
            float t_792 = t_784;
            int32_t t_793 = 0;
            int32_t t_794 = 0;
            for (;;) {
                bool t_795 = t_793 < 4;
                int32_t t_796 = nsl::select(t_795, 0, 2);
                int32_t t_797;
                float t_798;
                int32_t t_799;
                float t_800;
                int32_t t_801;
                if (t_796 == 0) {
                    std::array<float, 8> t_802 = p_8.w2;
                    int32_t t_803 = 1;
                    float t_804 = t_792 + t_802[t_718 * 4 + t_793] * nsl::tanh(h_4[t_793]);
                    int32_t t_805 = t_793 + 1;
                    float t_806 = 0.0f;
                    int32_t t_807 = 0;
                    t_797 = t_803;
                    t_798 = t_804;
                    t_799 = t_805;
                    t_800 = t_806;
                    t_801 = t_807;
                } else {
                    int32_t t_808 = t_796;
                    float t_809 = 0.0f;
                    int32_t t_810 = 0;
                    float t_811 = nsl::select(t_795, 0.0f, t_792);
                    int32_t t_812 = nsl::select(t_795, 0, t_793);
                    t_797 = t_808;
                    t_798 = t_809;
                    t_799 = t_810;
                    t_800 = t_811;
                    t_801 = t_812;
                }
                int32_t t_813 = t_794 + 1;
                if (t_797 == 2) {
                    t_791 = t_813;
                    break;
                }
                float t_814 = t_798;
                int32_t t_815 = t_799;
                int32_t t_816 = t_813;
                t_792 = t_814;
                t_793 = t_815;
                t_794 = t_816;
                continue;
            }
            int32_t t_817 = t_791 - 1;
            float t_818;
            Net t_819;
            std::array<float, 4> t_820;
            int32_t t_821 = t_817;
            float t_822 = 0.0f;
            Net t_823 = Net{std::array<float, 12>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 8>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 2>{{0.0f, 0.0f}}};
            std::array<float, 4> t_824 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            for (;;) {
                if (t_821 < 0) {
                    float t_825 = t_822;
                    Net t_826 = t_823;
                    std::array<float, 4> t_827 = t_824;
                    t_818 = t_825;
                    t_819 = t_826;
                    t_820 = t_827;
                    break;
                }
                float t_828;
                int32_t t_829;
                float t_830 = t_784;
                int32_t t_831 = 0;
                int32_t t_832 = 0;
                for (;;) {
                    if (t_832 == t_821) {
                        float t_833 = t_830;
                        int32_t t_834 = t_831;
                        t_828 = t_833;
                        t_829 = t_834;
                        break;
                    }
                    bool t_835 = t_831 < 4;
                    int32_t t_836 = nsl::select(t_835, 0, 2);
                    int32_t t_837;
                    float t_838;
                    int32_t t_839;
                    float t_840;
                    int32_t t_841;
                    if (t_836 == 0) {
                        std::array<float, 8> t_842 = p_8.w2;
                        int32_t t_843 = 1;
                        float t_844 = t_830 + t_842[t_718 * 4 + t_831] * nsl::tanh(h_4[t_831]);
                        int32_t t_845 = t_831 + 1;
                        float t_846 = 0.0f;
                        int32_t t_847 = 0;
                        t_837 = t_843;
                        t_838 = t_844;
                        t_839 = t_845;
                        t_840 = t_846;
                        t_841 = t_847;
                    } else {
                        int32_t t_848 = t_836;
                        float t_849 = 0.0f;
                        int32_t t_850 = 0;
                        float t_851 = nsl::select(t_835, 0.0f, t_830);
                        int32_t t_852 = nsl::select(t_835, 0, t_831);
                        t_837 = t_848;
                        t_838 = t_849;
                        t_839 = t_850;
                        t_840 = t_851;
                        t_841 = t_852;
                    }
                    if (t_837 == 2) {
                        float t_853 = t_830;
                        int32_t t_854 = t_831;
                        t_828 = t_853;
                        t_829 = t_854;
                        break;
                    }
                    float t_855 = t_838;
                    int32_t t_856 = t_839;
                    int32_t t_857 = t_832 + 1;
                    t_830 = t_855;
                    t_831 = t_856;
                    t_832 = t_857;
                    continue;
                }
                bool t_858 = t_829 < 4;
                Net t_859;
                std::array<float, 4> t_860;
                float t_861;
                float t_862;
                float t_863;
                if (nsl::select(t_858, 0, 2) == 0) {
                    int32_t t_864 = t_718 * 4 + t_829;
                    std::array<float, 8> t_865 = p_8.w2;
                    float t_866 = nsl::tanh(h_4[t_829]);
                    float t_867 = t_866 * t_822;
                    float t_868 = (1.0f - t_866 * t_866) * (t_865[t_864] * t_822);
                    std::array<float, 4> t_869 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
                    t_869[0] = nsl::select(t_829 == 0, t_868, 0.0f);
                    std::array<float, 4> t_870 = t_869;
                    t_870[1] = nsl::select(t_829 == 1, t_868, 0.0f);
                    std::array<float, 4> t_871 = t_870;
                    t_871[2] = nsl::select(t_829 == 2, t_868, 0.0f);
                    std::array<float, 4> t_872 = t_871;
                    t_872[3] = nsl::select(t_829 == 3, t_868, 0.0f);
                    std::array<float, 8> t_873 = std::array<float, 8>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
                    t_873[0] = nsl::select(t_864 == 0, t_867, 0.0f);
                    std::array<float, 8> t_874 = t_873;
                    t_874[1] = nsl::select(t_864 == 1, t_867, 0.0f);
                    std::array<float, 8> t_875 = t_874;
                    t_875[2] = nsl::select(t_864 == 2, t_867, 0.0f);
                    std::array<float, 8> t_876 = t_875;
                    t_876[3] = nsl::select(t_864 == 3, t_867, 0.0f);
                    std::array<float, 8> t_877 = t_876;
                    t_877[4] = nsl::select(t_864 == 4, t_867, 0.0f);
                    std::array<float, 8> t_878 = t_877;
                    t_878[5] = nsl::select(t_864 == 5, t_867, 0.0f);
                    std::array<float, 8> t_879 = t_878;
                    t_879[6] = nsl::select(t_864 == 6, t_867, 0.0f);
                    std::array<float, 8> t_880 = t_879;
                    t_880[7] = nsl::select(t_864 == 7, t_867, 0.0f);
                    Net t_881 = Net{std::array<float, 12>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 8>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 2>{{0.0f, 0.0f}}};
                    t_881.w2 = t_880;
                    Net t_882 = t_881;
                    std::array<float, 4> t_883 = t_872;
                    float t_884 = t_822;
                    float t_885 = 0.0f;
                    float t_886 = 0.0f;
                    t_859 = t_882;
                    t_860 = t_883;
                    t_861 = t_884;
                    t_862 = t_885;
                    t_863 = t_886;
                } else {
                    Net t_887 = Net{std::array<float, 12>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 8>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 2>{{0.0f, 0.0f}}};
                    std::array<float, 4> t_888 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
                    float t_889 = 0.0f;
                    float t_890 = t_822;
                    float t_891 = nsl::select(t_821 == t_817, t_790 + t_790, 0.0f);
                    t_859 = t_887;
                    t_860 = t_888;
                    t_861 = t_889;
                    t_862 = t_890;
                    t_863 = t_891;
                }
                std::array<float, 12> t_892 = t_823.w1;
                std::array<float, 12> t_893 = t_859.w1;
                std::array<float, 4> t_894 = t_823.b1;
                std::array<float, 4> t_895 = t_859.b1;
                std::array<float, 8> t_896 = t_823.w2;
                std::array<float, 8> t_897 = t_859.w2;
                std::array<float, 2> t_898 = t_823.b2;
                std::array<float, 2> t_899 = t_859.b2;
                int32_t t_900 = t_821 - 1;
                float t_901 = t_861 + nsl::select(t_858, 0.0f, t_863);
                Net t_902 = Net{std::array<float, 12>{{t_892[0] + t_893[0], t_892[1] + t_893[1], t_892[2] + t_893[2], t_892[3] + t_893[3], t_892[4] + t_893[4], t_892[5] + t_893[5], t_892[6] + t_893[6], t_892[7] + t_893[7], t_892[8] + t_893[8], t_892[9] + t_893[9], t_892[10] + t_893[10], t_892[11] + t_893[11]}}, std::array<float, 4>{{t_894[0] + t_895[0], t_894[1] + t_895[1], t_894[2] + t_895[2], t_894[3] + t_895[3]}}, std::array<float, 8>{{t_896[0] + t_897[0], t_896[1] + t_897[1], t_896[2] + t_897[2], t_896[3] + t_897[3], t_896[4] + t_897[4], t_896[5] + t_897[5], t_896[6] + t_897[6], t_896[7] + t_897[7]}}, std::array<float, 2>{{t_898[0] + t_899[0], t_898[1] + t_899[1]}}};
                std::array<float, 4> t_903 = std::array<float, 4>{{t_824[0] + t_860[0], t_824[1] + t_860[1], t_824[2] + t_860[2], t_824[3] + t_860[3]}};
                t_821 = t_900;
                t_822 = t_901;
                t_823 = t_902;
                t_824 = t_903;
                continue;
            }
            std::array<float, 12> t_904 = t_819.w1;
            std::array<float, 4> t_905 = t_819.b1;
            std::array<float, 8> t_906 = t_819.w2;
            std::array<float, 2> t_907 = t_819.b2;
            Net t_908 = Net{std::array<float, 12>{{t_904[0] + 0.0f, t_904[1] + 0.0f, t_904[2] + 0.0f, t_904[3] + 0.0f, t_904[4] + 0.0f, t_904[5] + 0.0f, t_904[6] + 0.0f, t_904[7] + 0.0f, t_904[8] + 0.0f, t_904[9] + 0.0f, t_904[10] + 0.0f, t_904[11] + 0.0f}}, std::array<float, 4>{{t_905[0] + 0.0f, t_905[1] + 0.0f, t_905[2] + 0.0f, t_905[3] + 0.0f}}, std::array<float, 8>{{t_906[0] + 0.0f, t_906[1] + 0.0f, t_906[2] + 0.0f, t_906[3] + 0.0f, t_906[4] + 0.0f, t_906[5] + 0.0f, t_906[6] + 0.0f, t_906[7] + 0.0f}}, std::array<float, 2>{{t_907[0] + nsl::select(t_718 == 0, t_818, 0.0f), t_907[1] + nsl::select(t_718 == 1, t_818, 0.0f)}}};
            std::array<float, 4> t_909 = t_820;
            float t_910 = t_711;
            float t_911 = 0.0f;
            float t_912 = 0.0f;
            t_778 = t_908;
            t_779 = t_909;
            t_780 = t_910;
            t_781 = t_911;
            t_782 = t_912;
        } else {
            Net t_913 = Net{std::array<float, 12>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 8>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 2>{{0.0f, 0.0f}}};
            std::array<float, 4> t_914 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            float t_915 = 0.0f;
            float t_916 = t_711;
            float t_917 = nsl::select(t_710 == t_706, p_10, 0.0f);
            t_778 = t_913;
            t_779 = t_914;
            t_780 = t_915;
            t_781 = t_916;
            t_782 = t_917;
        }
        std::array<float, 2> t_918 = t_778.b2;
        std::array<float, 2> t_919 = t_712.b2;
        std::array<float, 8> t_920 = t_778.w2;
        std::array<float, 8> t_921 = t_712.w2;
        std::array<float, 4> t_922 = t_778.b1;
        std::array<float, 4> t_923 = t_712.b1;
        std::array<float, 12> t_924 = t_778.w1;
        std::array<float, 12> t_925 = t_712.w1;
        int32_t t_926 = t_710 - 1;
        float t_927 = t_780 + nsl::select(t_753, 0.0f, t_782);
        Net t_928 = Net{std::array<float, 12>{{t_925[0] + t_924[0], t_925[1] + t_924[1], t_925[2] + t_924[2], t_925[3] + t_924[3], t_925[4] + t_924[4], t_925[5] + t_924[5], t_925[6] + t_924[6], t_925[7] + t_924[7], t_925[8] + t_924[8], t_925[9] + t_924[9], t_925[10] + t_924[10], t_925[11] + t_924[11]}}, std::array<float, 4>{{t_923[0] + t_922[0], t_923[1] + t_922[1], t_923[2] + t_922[2], t_923[3] + t_922[3]}}, std::array<float, 8>{{t_921[0] + t_920[0], t_921[1] + t_920[1], t_921[2] + t_920[2], t_921[3] + t_920[3], t_921[4] + t_920[4], t_921[5] + t_920[5], t_921[6] + t_920[6], t_921[7] + t_920[7]}}, std::array<float, 2>{{t_919[0] + t_918[0], t_919[1] + t_918[1]}}};
        std::array<float, 4> t_929 = std::array<float, 4>{{t_713[0] + t_779[0], t_713[1] + t_779[1], t_713[2] + t_779[2], t_713[3] + t_779[3]}};
        t_710 = t_926;
        t_711 = t_927;
        t_712 = t_928;
        t_713 = t_929;
        continue;
    }
    int32_t t_930;
    std::array<float, 4> t_931 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    int32_t t_932 = 0;
    int32_t t_933 = 0;
    for (;;) {
        int32_t t_934;
        std::array<float, 4> t_935;
        int32_t t_936;
        std::array<float, 4> t_937;
        int32_t t_938;
        if (t_932 < 4) {
            int32_t t_939 = 0;
            std::array<float, 4> t_940 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_941 = 0;
            std::array<float, 4> t_942 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_943 = 0;
            t_934 = t_939;
            t_935 = t_940;
            t_936 = t_941;
            t_937 = t_942;
            t_938 = t_943;
        } else {
            int32_t t_944 = 2;
            std::array<float, 4> t_945 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_946 = 0;
            std::array<float, 4> t_947 = t_931;
            int32_t t_948 = t_932;
            t_934 = t_944;
            t_935 = t_945;
            t_936 = t_946;
            t_937 = t_947;
            t_938 = t_948;
        }
        int32_t t_949;
        std::array<float, 4> t_950;
        int32_t t_951;
        std::array<float, 4> t_952;
        int32_t t_953;
        if (t_934 == 0) {
            std::array<float, 4> t_954 = p_8.b1;
            float s_16;
            int32_t i_16;
            float s_17 = t_954[t_932];
            int32_t i_17 = 0;
            for (;;) {
                if (i_17 < 3) {
                } else {
                    float t_955 = s_17;
                    int32_t t_956 = i_17;
                    s_16 = t_955;
                    i_16 = t_956;
                    break;
                }
                std::array<float, 12> t_957 = p_8.w1;
                float t_958 = s_17 + t_957[t_932 * 3 + i_17] * p_9[i_17];
                int32_t t_959 = i_17 + 1;
                s_17 = t_958;
                i_17 = t_959;
                continue;
            }
            float t_960 = nsl::select(s_16 > 0.0f, s_16, 0.1f * s_16);
            std::array<float, 4> t_961 = t_931;
            t_961[0] = nsl::select(t_932 == 0, t_960, t_931[0]);
            std::array<float, 4> t_962 = t_961;
            t_962[1] = nsl::select(t_932 == 1, t_960, t_931[1]);
            std::array<float, 4> t_963 = t_962;
            t_963[2] = nsl::select(t_932 == 2, t_960, t_931[2]);
            std::array<float, 4> t_964 = t_963;
            t_964[3] = nsl::select(t_932 == 3, t_960, t_931[3]);
            int32_t t_965 = 1;
            std::array<float, 4> t_966 = t_964;
            int32_t t_967 = t_932 + 1;
            std::array<float, 4> t_968 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_969 = 0;
            t_949 = t_965;
            t_950 = t_966;
            t_951 = t_967;
            t_952 = t_968;
            t_953 = t_969;
        } else {
            int32_t t_970 = t_934;
            std::array<float, 4> t_971 = t_935;
            int32_t t_972 = t_936;
            std::array<float, 4> t_973 = t_937;
            int32_t t_974 = t_938;
            t_949 = t_970;
            t_950 = t_971;
            t_951 = t_972;
            t_952 = t_973;
            t_953 = t_974;
        }
        int32_t t_975 = t_933 + 1;
        if (t_949 == 2) {
            t_930 = t_975;
            break;
        }
        std::array<float, 4> t_976 = t_950;
        int32_t t_977 = t_951;
        int32_t t_978 = t_975;
        t_931 = t_976;
        t_932 = t_977;
        t_933 = t_978;
        continue;
    }
    int32_t t_979 = t_930 - 1;
    std::array<float, 4> t_980;
    Net t_981;
    std::array<float, 3> t_982;
    int32_t t_983 = t_979;
    std::array<float, 4> t_984 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
    Net t_985 = Net{std::array<float, 12>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 8>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 2>{{0.0f, 0.0f}}};
    std::array<float, 3> t_986 = std::array<float, 3>{{0.0f, 0.0f, 0.0f}};
    for (;;) {
        if (t_983 < 0) {
            std::array<float, 4> t_987 = t_984;
            Net t_988 = t_985;
            std::array<float, 3> t_989 = t_986;
            t_980 = t_987;
            t_981 = t_988;
            t_982 = t_989;
            break;
        }
        std::array<float, 4> t_990;
        int32_t t_991;
        std::array<float, 4> t_992 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
        int32_t t_993 = 0;
        int32_t t_994 = 0;
        for (;;) {
            if (t_994 == t_983) {
                std::array<float, 4> t_995 = t_992;
                int32_t t_996 = t_993;
                t_990 = t_995;
                t_991 = t_996;
                break;
            }
            int32_t t_997;
            std::array<float, 4> t_998;
            int32_t t_999;
            std::array<float, 4> t_1000;
            int32_t t_1001;
            if (t_993 < 4) {
                int32_t t_1002 = 0;
                std::array<float, 4> t_1003 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
                int32_t t_1004 = 0;
                std::array<float, 4> t_1005 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
                int32_t t_1006 = 0;
                t_997 = t_1002;
                t_998 = t_1003;
                t_999 = t_1004;
                t_1000 = t_1005;
                t_1001 = t_1006;
            } else {
                int32_t t_1007 = 2;
                std::array<float, 4> t_1008 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
                int32_t t_1009 = 0;
                std::array<float, 4> t_1010 = t_992;
                int32_t t_1011 = t_993;
                t_997 = t_1007;
                t_998 = t_1008;
                t_999 = t_1009;
                t_1000 = t_1010;
                t_1001 = t_1011;
            }
            int32_t t_1012;
            std::array<float, 4> t_1013;
            int32_t t_1014;
            std::array<float, 4> t_1015;
            int32_t t_1016;
            if (t_997 == 0) {
                std::array<float, 4> t_1017 = p_8.b1;
                float s_18;
                int32_t i_18;
                float s_19 = t_1017[t_993];
                int32_t i_19 = 0;
                for (;;) {
                    if (i_19 < 3) {
                    } else {
                        float t_1018 = s_19;
                        int32_t t_1019 = i_19;
                        s_18 = t_1018;
                        i_18 = t_1019;
                        break;
                    }
                    std::array<float, 12> t_1020 = p_8.w1;
                    float t_1021 = s_19 + t_1020[t_993 * 3 + i_19] * p_9[i_19];
                    int32_t t_1022 = i_19 + 1;
                    s_19 = t_1021;
                    i_19 = t_1022;
                    continue;
                }
                float t_1023 = nsl::select(s_18 > 0.0f, s_18, 0.1f * s_18);
                std::array<float, 4> t_1024 = t_992;
                t_1024[0] = nsl::select(t_993 == 0, t_1023, t_992[0]);
                std::array<float, 4> t_1025 = t_1024;
                t_1025[1] = nsl::select(t_993 == 1, t_1023, t_992[1]);
                std::array<float, 4> t_1026 = t_1025;
                t_1026[2] = nsl::select(t_993 == 2, t_1023, t_992[2]);
                std::array<float, 4> t_1027 = t_1026;
                t_1027[3] = nsl::select(t_993 == 3, t_1023, t_992[3]);
                int32_t t_1028 = 1;
                std::array<float, 4> t_1029 = t_1027;
                int32_t t_1030 = t_993 + 1;
                std::array<float, 4> t_1031 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
                int32_t t_1032 = 0;
                t_1012 = t_1028;
                t_1013 = t_1029;
                t_1014 = t_1030;
                t_1015 = t_1031;
                t_1016 = t_1032;
            } else {
                int32_t t_1033 = t_997;
                std::array<float, 4> t_1034 = t_998;
                int32_t t_1035 = t_999;
                std::array<float, 4> t_1036 = t_1000;
                int32_t t_1037 = t_1001;
                t_1012 = t_1033;
                t_1013 = t_1034;
                t_1014 = t_1035;
                t_1015 = t_1036;
                t_1016 = t_1037;
            }
            if (t_1012 == 2) {
                std::array<float, 4> t_1038 = t_992;
                int32_t t_1039 = t_993;
                t_990 = t_1038;
                t_991 = t_1039;
                break;
            }
            std::array<float, 4> t_1040 = t_1013;
            int32_t t_1041 = t_1014;
            int32_t t_1042 = t_994 + 1;
            t_992 = t_1040;
            t_993 = t_1041;
            t_994 = t_1042;
            continue;
        }
        bool t_1043 = t_991 < 4;
        int32_t t_1044;
        std::array<float, 4> t_1045;
        int32_t t_1046;
        std::array<float, 4> t_1047;
        int32_t t_1048;
        if (t_1043) {
            int32_t t_1049 = 0;
            std::array<float, 4> t_1050 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_1051 = 0;
            std::array<float, 4> t_1052 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_1053 = 0;
            t_1044 = t_1049;
            t_1045 = t_1050;
            t_1046 = t_1051;
            t_1047 = t_1052;
            t_1048 = t_1053;
        } else {
            int32_t t_1054 = 2;
            std::array<float, 4> t_1055 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_1056 = 0;
            std::array<float, 4> t_1057 = t_990;
            int32_t t_1058 = t_991;
            t_1044 = t_1054;
            t_1045 = t_1055;
            t_1046 = t_1056;
            t_1047 = t_1057;
            t_1048 = t_1058;
        }
        bool t_1059 = t_1044 == 0;
        int32_t t_1060;
        std::array<float, 4> t_1061;
        int32_t t_1062;
        std::array<float, 4> t_1063;
        int32_t t_1064;
        if (t_1059) {
            std::array<float, 4> t_1065 = p_8.b1;
            float s_20;
            int32_t i_20;
            float s_21 = t_1065[t_991];
            int32_t i_21 = 0;
            for (;;) {
                if (i_21 < 3) {
                } else {
                    float t_1066 = s_21;
                    int32_t t_1067 = i_21;
                    s_20 = t_1066;
                    i_20 = t_1067;
                    break;
                }
                std::array<float, 12> t_1068 = p_8.w1;
                float t_1069 = s_21 + t_1068[t_991 * 3 + i_21] * p_9[i_21];
                int32_t t_1070 = i_21 + 1;
                s_21 = t_1069;
                i_21 = t_1070;
                continue;
            }
            float t_1071 = nsl::select(s_20 > 0.0f, s_20, 0.1f * s_20);
            std::array<float, 4> t_1072 = t_990;
            t_1072[0] = nsl::select(t_991 == 0, t_1071, t_990[0]);
            std::array<float, 4> t_1073 = t_1072;
            t_1073[1] = nsl::select(t_991 == 1, t_1071, t_990[1]);
            std::array<float, 4> t_1074 = t_1073;
            t_1074[2] = nsl::select(t_991 == 2, t_1071, t_990[2]);
            std::array<float, 4> t_1075 = t_1074;
            t_1075[3] = nsl::select(t_991 == 3, t_1071, t_990[3]);
            int32_t t_1076 = 1;
            std::array<float, 4> t_1077 = t_1075;
            int32_t t_1078 = t_991 + 1;
            std::array<float, 4> t_1079 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            int32_t t_1080 = 0;
            t_1060 = t_1076;
            t_1061 = t_1077;
            t_1062 = t_1078;
            t_1063 = t_1079;
            t_1064 = t_1080;
        } else {
            int32_t t_1081 = t_1044;
            std::array<float, 4> t_1082 = t_1045;
            int32_t t_1083 = t_1046;
            std::array<float, 4> t_1084 = t_1047;
            int32_t t_1085 = t_1048;
            t_1060 = t_1081;
            t_1061 = t_1082;
            t_1062 = t_1083;
            t_1063 = t_1084;
            t_1064 = t_1085;
        }
        bool t_1086 = t_983 == t_979;
        Net t_1087;
        std::array<float, 3> t_1088;
        std::array<float, 4> t_1089;
        std::array<float, 4> t_1090;
        std::array<float, 4> t_1091;
        if (t_1059) {
            std::array<float, 4> t_1092 = p_8.b1;
            float t_1093 = t_1092[t_991];
            float s_22;
            int32_t i_22;
            float s_23 = t_1093;
            int32_t i_23 = 0;
            for (;;) {
                if (i_23 < 3) {
                } else {
                    float t_1094 = s_23;
                    int32_t t_1095 = i_23;
                    s_22 = t_1094;
                    i_22 = t_1095;
                    break;
                }
                std::array<float, 12> t_1096 = p_8.w1;
                float t_1097 = s_23 + t_1096[t_991 * 3 + i_23] * p_9[i_23];
                int32_t t_1098 = i_23 + 1;
                s_23 = t_1097;
                i_23 = t_1098;
                continue;
            }
            bool t_1099 = t_991 == 0;
            bool t_1100 = t_991 == 1;
            bool t_1101 = t_991 == 2;
            bool t_1102 = t_991 == 3;
            float t_1103 = t_984[3];
            float t_1104 = t_984[2];
            float t_1105 = t_984[1];
            float t_1106 = t_984[0];
            float t_1107 = nsl::select(t_1102, t_1103, 0.0f) + nsl::select(t_1101, t_1104, 0.0f) + nsl::select(t_1100, t_1105, 0.0f) + nsl::select(t_1099, t_1106, 0.0f);
            int32_t t_1108;
            float t_1109 = t_1093;
            int32_t t_1110 = 0;
            int32_t t_1111 = 0;
            for (;;) {
                bool t_1112 = t_1110 < 3;
                int32_t t_1113 = nsl::select(t_1112, 0, 2);
                int32_t t_1114;
                float t_1115;
                int32_t t_1116;
                float t_1117;
                int32_t t_1118;
                if (t_1113 == 0) {
                    std::array<float, 12> t_1119 = p_8.w1;
                    int32_t t_1120 = 1;
                    float t_1121 = t_1109 + t_1119[t_991 * 3 + t_1110] * p_9[t_1110];
                    int32_t t_1122 = t_1110 + 1;
                    float t_1123 = 0.0f;
                    int32_t t_1124 = 0;
                    t_1114 = t_1120;
                    t_1115 = t_1121;
                    t_1116 = t_1122;
                    t_1117 = t_1123;
                    t_1118 = t_1124;
                } else {
                    int32_t t_1125 = t_1113;
                    float t_1126 = 0.0f;
                    int32_t t_1127 = 0;
                    float t_1128 = nsl::select(t_1112, 0.0f, t_1109);
                    int32_t t_1129 = nsl::select(t_1112, 0, t_1110);
                    t_1114 = t_1125;
                    t_1115 = t_1126;
                    t_1116 = t_1127;
                    t_1117 = t_1128;
                    t_1118 = t_1129;
                }
                int32_t t_1130 = t_1111 + 1;
                if (t_1114 == 2) {
                    t_1108 = t_1130;
                    break;
                }
                float t_1131 = t_1115;
                int32_t t_1132 = t_1116;
                int32_t t_1133 = t_1130;
                t_1109 = t_1131;
                t_1110 = t_1132;
                t_1111 = t_1133;
                continue;
            }
            int32_t t_1134 = t_1108 - 1;
            float t_1135;
            Net t_1136;
            std::array<float, 3> t_1137;
            int32_t t_1138 = t_1134;
            float t_1139 = 0.0f;
            Net t_1140 = Net{std::array<float, 12>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 8>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 2>{{0.0f, 0.0f}}};
            std::array<float, 3> t_1141 = std::array<float, 3>{{0.0f, 0.0f, 0.0f}};
            for (;;) {
                if (t_1138 < 0) {
                    float t_1142 = t_1139;
                    Net t_1143 = t_1140;
                    std::array<float, 3> t_1144 = t_1141;
                    t_1135 = t_1142;
                    t_1136 = t_1143;
                    t_1137 = t_1144;
                    break;
                }
                float t_1145;
                int32_t t_1146;
                float t_1147 = t_1093;
                int32_t t_1148 = 0;
                int32_t t_1149 = 0;
                for (;;) {
                    if (t_1149 == t_1138) {
                        float t_1150 = t_1147;
                        int32_t t_1151 = t_1148;
                        t_1145 = t_1150;
                        t_1146 = t_1151;
                        break;
                    }
                    bool t_1152 = t_1148 < 3;
                    int32_t t_1153 = nsl::select(t_1152, 0, 2);
                    int32_t t_1154;
                    float t_1155;
                    int32_t t_1156;
                    float t_1157;
                    int32_t t_1158;
                    if (t_1153 == 0) {
                        std::array<float, 12> t_1159 = p_8.w1;
                        int32_t t_1160 = 1;
                        float t_1161 = t_1147 + t_1159[t_991 * 3 + t_1148] * p_9[t_1148];
                        int32_t t_1162 = t_1148 + 1;
                        float t_1163 = 0.0f;
                        int32_t t_1164 = 0;
                        t_1154 = t_1160;
                        t_1155 = t_1161;
                        t_1156 = t_1162;
                        t_1157 = t_1163;
                        t_1158 = t_1164;
                    } else {
                        int32_t t_1165 = t_1153;
                        float t_1166 = 0.0f;
                        int32_t t_1167 = 0;
                        float t_1168 = nsl::select(t_1152, 0.0f, t_1147);
                        int32_t t_1169 = nsl::select(t_1152, 0, t_1148);
                        t_1154 = t_1165;
                        t_1155 = t_1166;
                        t_1156 = t_1167;
                        t_1157 = t_1168;
                        t_1158 = t_1169;
                    }
                    if (t_1154 == 2) {
                        float t_1170 = t_1147;
                        int32_t t_1171 = t_1148;
                        t_1145 = t_1170;
                        t_1146 = t_1171;
                        break;
                    }
                    float t_1172 = t_1155;
                    int32_t t_1173 = t_1156;
                    int32_t t_1174 = t_1149 + 1;
                    t_1147 = t_1172;
                    t_1148 = t_1173;
                    t_1149 = t_1174;
                    continue;
                }
                bool t_1175 = t_1146 < 3;
                Net t_1176;
                std::array<float, 3> t_1177;
                float t_1178;
                float t_1179;
                float t_1180;
                if (nsl::select(t_1175, 0, 2) == 0) {
                    int32_t t_1181 = t_991 * 3 + t_1146;
                    std::array<float, 12> t_1182 = p_8.w1;
                    float t_1183 = p_9[t_1146] * t_1139;
                    float t_1184 = t_1182[t_1181] * t_1139;
                    std::array<float, 3> t_1185 = std::array<float, 3>{{0.0f, 0.0f, 0.0f}};
                    t_1185[0] = nsl::select(t_1146 == 0, t_1184, 0.0f);
                    std::array<float, 3> t_1186 = t_1185;
                    t_1186[1] = nsl::select(t_1146 == 1, t_1184, 0.0f);
                    std::array<float, 3> t_1187 = t_1186;
                    t_1187[2] = nsl::select(t_1146 == 2, t_1184, 0.0f);
                    std::array<float, 12> t_1188 = std::array<float, 12>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}};
                    t_1188[0] = nsl::select(t_1181 == 0, t_1183, 0.0f);
                    std::array<float, 12> t_1189 = t_1188;
                    t_1189[1] = nsl::select(t_1181 == 1, t_1183, 0.0f);
                    std::array<float, 12> t_1190 = t_1189;
                    t_1190[2] = nsl::select(t_1181 == 2, t_1183, 0.0f);
                    std::array<float, 12> t_1191 = t_1190;
                    t_1191[3] = nsl::select(t_1181 == 3, t_1183, 0.0f);
                    std::array<float, 12> t_1192 = t_1191;
                    t_1192[4] = nsl::select(t_1181 == 4, t_1183, 0.0f);
                    std::array<float, 12> t_1193 = t_1192;
                    t_1193[5] = nsl::select(t_1181 == 5, t_1183, 0.0f);
                    std::array<float, 12> t_1194 = t_1193;
                    t_1194[6] = nsl::select(t_1181 == 6, t_1183, 0.0f);
                    std::array<float, 12> t_1195 = t_1194;
                    t_1195[7] = nsl::select(t_1181 == 7, t_1183, 0.0f);
                    std::array<float, 12> t_1196 = t_1195;
                    t_1196[8] = nsl::select(t_1181 == 8, t_1183, 0.0f);
                    std::array<float, 12> t_1197 = t_1196;
                    t_1197[9] = nsl::select(t_1181 == 9, t_1183, 0.0f);
                    std::array<float, 12> t_1198 = t_1197;
                    t_1198[10] = nsl::select(t_1181 == 10, t_1183, 0.0f);
                    std::array<float, 12> t_1199 = t_1198;
                    t_1199[11] = nsl::select(t_1181 == 11, t_1183, 0.0f);
                    Net t_1200 = Net{std::array<float, 12>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 8>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 2>{{0.0f, 0.0f}}};
                    t_1200.w1 = t_1199;
                    Net t_1201 = t_1200;
                    std::array<float, 3> t_1202 = t_1187;
                    float t_1203 = t_1139;
                    float t_1204 = 0.0f;
                    float t_1205 = 0.0f;
                    t_1176 = t_1201;
                    t_1177 = t_1202;
                    t_1178 = t_1203;
                    t_1179 = t_1204;
                    t_1180 = t_1205;
                } else {
                    Net t_1206 = Net{std::array<float, 12>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 8>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 2>{{0.0f, 0.0f}}};
                    std::array<float, 3> t_1207 = std::array<float, 3>{{0.0f, 0.0f, 0.0f}};
                    float t_1208 = 0.0f;
                    float t_1209 = t_1139;
                    float t_1210 = nsl::select(t_1138 == t_1134, nsl::select(s_22 > 0.0f, t_1107, 0.1f * t_1107), 0.0f);
                    t_1176 = t_1206;
                    t_1177 = t_1207;
                    t_1178 = t_1208;
                    t_1179 = t_1209;
                    t_1180 = t_1210;
                }
                std::array<float, 12> t_1211 = t_1140.w1;
                std::array<float, 12> t_1212 = t_1176.w1;
                std::array<float, 4> t_1213 = t_1140.b1;
                std::array<float, 4> t_1214 = t_1176.b1;
                std::array<float, 8> t_1215 = t_1140.w2;
                std::array<float, 8> t_1216 = t_1176.w2;
                std::array<float, 2> t_1217 = t_1140.b2;
                std::array<float, 2> t_1218 = t_1176.b2;
                int32_t t_1219 = t_1138 - 1;
                float t_1220 = t_1178 + nsl::select(t_1175, 0.0f, t_1180);
                Net t_1221 = Net{std::array<float, 12>{{t_1211[0] + t_1212[0], t_1211[1] + t_1212[1], t_1211[2] + t_1212[2], t_1211[3] + t_1212[3], t_1211[4] + t_1212[4], t_1211[5] + t_1212[5], t_1211[6] + t_1212[6], t_1211[7] + t_1212[7], t_1211[8] + t_1212[8], t_1211[9] + t_1212[9], t_1211[10] + t_1212[10], t_1211[11] + t_1212[11]}}, std::array<float, 4>{{t_1213[0] + t_1214[0], t_1213[1] + t_1214[1], t_1213[2] + t_1214[2], t_1213[3] + t_1214[3]}}, std::array<float, 8>{{t_1215[0] + t_1216[0], t_1215[1] + t_1216[1], t_1215[2] + t_1216[2], t_1215[3] + t_1216[3], t_1215[4] + t_1216[4], t_1215[5] + t_1216[5], t_1215[6] + t_1216[6], t_1215[7] + t_1216[7]}}, std::array<float, 2>{{t_1217[0] + t_1218[0], t_1217[1] + t_1218[1]}}};
                std::array<float, 3> t_1222 = std::array<float, 3>{{t_1141[0] + t_1177[0], t_1141[1] + t_1177[1], t_1141[2] + t_1177[2]}};
                t_1138 = t_1219;
                t_1139 = t_1220;
                t_1140 = t_1221;
                t_1141 = t_1222;
                continue;
            }
            std::array<float, 12> t_1223 = t_1136.w1;
            std::array<float, 4> t_1224 = t_1136.b1;
            std::array<float, 8> t_1225 = t_1136.w2;
            std::array<float, 2> t_1226 = t_1136.b2;
            Net t_1227 = Net{std::array<float, 12>{{t_1223[0] + 0.0f, t_1223[1] + 0.0f, t_1223[2] + 0.0f, t_1223[3] + 0.0f, t_1223[4] + 0.0f, t_1223[5] + 0.0f, t_1223[6] + 0.0f, t_1223[7] + 0.0f, t_1223[8] + 0.0f, t_1223[9] + 0.0f, t_1223[10] + 0.0f, t_1223[11] + 0.0f}}, std::array<float, 4>{{t_1224[0] + nsl::select(t_1099, t_1135, 0.0f), t_1224[1] + nsl::select(t_1100, t_1135, 0.0f), t_1224[2] + nsl::select(t_1101, t_1135, 0.0f), t_1224[3] + nsl::select(t_1102, t_1135, 0.0f)}}, std::array<float, 8>{{t_1225[0] + 0.0f, t_1225[1] + 0.0f, t_1225[2] + 0.0f, t_1225[3] + 0.0f, t_1225[4] + 0.0f, t_1225[5] + 0.0f, t_1225[6] + 0.0f, t_1225[7] + 0.0f}}, std::array<float, 2>{{t_1226[0] + 0.0f, t_1226[1] + 0.0f}}};
            std::array<float, 3> t_1228 = t_1137;
            std::array<float, 4> t_1229 = std::array<float, 4>{{0.0f + nsl::select(t_1099, 0.0f, t_1106), 0.0f + nsl::select(t_1100, 0.0f, t_1105) + 0.0f + 0.0f, 0.0f + nsl::select(t_1101, 0.0f, t_1104) + 0.0f + 0.0f + 0.0f, nsl::select(t_1102, 0.0f, t_1103) + 0.0f + 0.0f + 0.0f + 0.0f}};
            std::array<float, 4> t_1230 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            std::array<float, 4> t_1231 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            t_1087 = t_1227;
            t_1088 = t_1228;
            t_1089 = t_1229;
            t_1090 = t_1230;
            t_1091 = t_1231;
        } else {
            Net t_1232 = Net{std::array<float, 12>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 8>{{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 2>{{0.0f, 0.0f}}};
            std::array<float, 3> t_1233 = std::array<float, 3>{{0.0f, 0.0f, 0.0f}};
            std::array<float, 4> t_1234 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
            std::array<float, 4> t_1235 = t_984;
            std::array<float, 4> t_1236 = std::array<float, 4>{{nsl::select(t_1086, t_709[0], 0.0f), nsl::select(t_1086, t_709[1], 0.0f), nsl::select(t_1086, t_709[2], 0.0f), nsl::select(t_1086, t_709[3], 0.0f)}};
            t_1087 = t_1232;
            t_1088 = t_1233;
            t_1089 = t_1234;
            t_1090 = t_1235;
            t_1091 = t_1236;
        }
        std::array<float, 4> t_1237;
        if (t_1043) {
            t_1237 = std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}};
        } else {
            t_1237 = t_1091;
        }
        std::array<float, 12> t_1238 = t_985.w1;
        std::array<float, 12> t_1239 = t_1087.w1;
        std::array<float, 4> t_1240 = t_985.b1;
        std::array<float, 4> t_1241 = t_1087.b1;
        std::array<float, 8> t_1242 = t_985.w2;
        std::array<float, 8> t_1243 = t_1087.w2;
        std::array<float, 2> t_1244 = t_985.b2;
        std::array<float, 2> t_1245 = t_1087.b2;
        int32_t t_1246 = t_983 - 1;
        std::array<float, 4> t_1247 = std::array<float, 4>{{t_1089[0] + t_1237[0], t_1089[1] + t_1237[1], t_1089[2] + t_1237[2], t_1089[3] + t_1237[3]}};
        Net t_1248 = Net{std::array<float, 12>{{t_1238[0] + t_1239[0], t_1238[1] + t_1239[1], t_1238[2] + t_1239[2], t_1238[3] + t_1239[3], t_1238[4] + t_1239[4], t_1238[5] + t_1239[5], t_1238[6] + t_1239[6], t_1238[7] + t_1239[7], t_1238[8] + t_1239[8], t_1238[9] + t_1239[9], t_1238[10] + t_1239[10], t_1238[11] + t_1239[11]}}, std::array<float, 4>{{t_1240[0] + t_1241[0], t_1240[1] + t_1241[1], t_1240[2] + t_1241[2], t_1240[3] + t_1241[3]}}, std::array<float, 8>{{t_1242[0] + t_1243[0], t_1242[1] + t_1243[1], t_1242[2] + t_1243[2], t_1242[3] + t_1243[3], t_1242[4] + t_1243[4], t_1242[5] + t_1243[5], t_1242[6] + t_1243[6], t_1242[7] + t_1243[7]}}, std::array<float, 2>{{t_1244[0] + t_1245[0], t_1244[1] + t_1245[1]}}};
        std::array<float, 3> t_1249 = std::array<float, 3>{{t_986[0] + t_1088[0], t_986[1] + t_1088[1], t_986[2] + t_1088[2]}};
        t_983 = t_1246;
        t_984 = t_1247;
        t_985 = t_1248;
        t_986 = t_1249;
        continue;
    }
    std::array<float, 12> t_1250 = t_708.w1;
    std::array<float, 12> t_1251 = t_981.w1;
    std::array<float, 4> t_1252 = t_708.b1;
    std::array<float, 4> t_1253 = t_981.b1;
    std::array<float, 8> t_1254 = t_708.w2;
    std::array<float, 8> t_1255 = t_981.w2;
    std::array<float, 2> t_1256 = t_708.b2;
    std::array<float, 2> t_1257 = t_981.b2;
    return lossUnrolled_bwd_Grads{Net{std::array<float, 12>{{t_1250[0] + t_1251[0], t_1250[1] + t_1251[1], t_1250[2] + t_1251[2], t_1250[3] + t_1251[3], t_1250[4] + t_1251[4], t_1250[5] + t_1251[5], t_1250[6] + t_1251[6], t_1250[7] + t_1251[7], t_1250[8] + t_1251[8], t_1250[9] + t_1251[9], t_1250[10] + t_1251[10], t_1250[11] + t_1251[11]}}, std::array<float, 4>{{t_1252[0] + t_1253[0], t_1252[1] + t_1253[1], t_1252[2] + t_1253[2], t_1252[3] + t_1253[3]}}, std::array<float, 8>{{t_1254[0] + t_1255[0], t_1254[1] + t_1255[1], t_1254[2] + t_1255[2], t_1254[3] + t_1255[3], t_1254[4] + t_1255[4], t_1254[5] + t_1255[5], t_1254[6] + t_1255[6], t_1254[7] + t_1255[7]}}, std::array<float, 2>{{t_1256[0] + t_1257[0], t_1256[1] + t_1257[1]}}}, t_982};
}
static void computeMain() {
    std::array<float, 12> net_9 = std::array<float, 12>{};
    std::array<float, 4> net_10 = std::array<float, 4>{};
    std::array<float, 8> net_11 = std::array<float, 8>{};
    std::array<float, 2> net_12 = std::array<float, 2>{};
    int32_t i_24;
    int32_t i_25 = 0;
    for (;;) {
        if (i_25 < 12) {
        } else {
            i_24 = i_25;
            break;
        }
        net_9[i_25] = nsl::sin(1.3f * nsl::convert<float>(i_25) + 0.2f) * 0.8f;
        i_25 = i_25 + 1;
        continue;
    }
    int32_t i_26;
    int32_t i_27 = 0;
    for (;;) {
        if (i_27 < 4) {
        } else {
            i_26 = i_27;
            break;
        }
        net_10[i_27] = 0.1f * nsl::convert<float>(i_27) - 0.15f;
        i_27 = i_27 + 1;
        continue;
    }
    int32_t i_28;
    int32_t i_29 = 0;
    for (;;) {
        if (i_29 < 8) {
        } else {
            i_28 = i_29;
            break;
        }
        net_11[i_29] = nsl::cos(0.7f * nsl::convert<float>(i_29) + 0.4f) * 0.9f;
        i_29 = i_29 + 1;
        continue;
    }
    int32_t i_30;
    int32_t i_31 = 0;
    for (;;) {
        if (i_31 < 2) {
        } else {
            i_30 = i_31;
            break;
        }
        net_12[i_31] = 0.05f * nsl::convert<float>(i_31);
        i_31 = i_31 + 1;
        continue;
    }
    std::array<float, 12> t_1258 = net_9;
    std::array<float, 4> t_1259 = net_10;
    std::array<float, 8> t_1260 = net_11;
    std::array<float, 2> t_1261 = net_12;
    std::array<float, 3> xa = std::array<float, 3>{};
    xa = std::array<float, 3>{{0.0f, 0.0f, 0.0f}};
    lossLoops_bwd_Grads t_1262 = lossLoops_bwd(Net{t_1258, t_1259, t_1260, t_1261}, std::array<float, 3>{{0.5f, -1.2f, 0.9f}}, 3, 4, 1.0f);
    Net t_1263 = t_1262.f0;
    std::array<float, 12> t_1264 = t_1263.w1;
    xa = t_1262.f1;
    std::array<float, 12> t_1265 = net_9;
    std::array<float, 4> t_1266 = net_10;
    std::array<float, 8> t_1267 = net_11;
    std::array<float, 2> t_1268 = net_12;
    std::array<float, 3> xb = std::array<float, 3>{};
    xb = std::array<float, 3>{{0.0f, 0.0f, 0.0f}};
    lossUnrolled_bwd_Grads t_1269 = lossUnrolled_bwd(Net{t_1265, t_1266, t_1267, t_1268}, std::array<float, 3>{{0.5f, -1.2f, 0.9f}}, 1.0f);
    Net t_1270 = t_1269.f0;
    std::array<float, 12> t_1271 = t_1270.w1;
    xb = t_1269.f1;
    std::array<float, 12> t_1272 = net_9;
    std::array<float, 4> t_1273 = net_10;
    std::array<float, 8> t_1274 = net_11;
    std::array<float, 2> t_1275 = net_12;
    float t_1276 = lossLoops(Net{t_1272, t_1273, t_1274, t_1275}, std::array<float, 3>{{0.5f, -1.2f, 0.9f}}, 3, 4);
    outputBuffer.data[0u] = t_1276;
    int32_t i_32;
    int32_t i_33 = 0;
    for (;;) {
        if (i_33 < 3) {
        } else {
            i_32 = i_33;
            break;
        }
        int32_t t_1277 = 1 + i_33;
        float t_1278 = xa[i_33];
        outputBuffer.data[nsl::convert<uint32_t>(t_1277)] = t_1278;
        float t_1279 = xb[i_33];
        outputBuffer.data[nsl::convert<uint32_t>(4 + i_33)] = t_1279;
        i_33 = t_1277;
        continue;
    }
    outputBuffer.data[7u] = t_1264[0];
    outputBuffer.data[8u] = t_1271[0];
    outputBuffer.data[9u] = t_1264[7];
    outputBuffer.data[10u] = t_1271[7];
    outputBuffer.data[11u] = t_1263.b1[2];
    outputBuffer.data[12u] = t_1270.b1[2];
    outputBuffer.data[13u] = t_1263.w2[5];
    outputBuffer.data[14u] = t_1270.w2[5];
    outputBuffer.data[15u] = t_1263.b2[1];
    outputBuffer.data[16u] = t_1270.b2[1];
    std::array<float, 12> t_1280 = net_9;
    std::array<float, 4> t_1281 = net_10;
    std::array<float, 8> t_1282 = net_11;
    std::array<float, 2> t_1283 = net_12;
    float t_1284 = lossUnrolled(Net{t_1280, t_1281, t_1282, t_1283}, std::array<float, 3>{{0.5f, -1.19f, 0.9f}});
    std::array<float, 12> t_1285 = net_9;
    std::array<float, 4> t_1286 = net_10;
    std::array<float, 8> t_1287 = net_11;
    std::array<float, 2> t_1288 = net_12;
    float t_1289 = lossUnrolled(Net{t_1285, t_1286, t_1287, t_1288}, std::array<float, 3>{{0.5f, -1.21f, 0.9f}});
    outputBuffer.data[17u] = (t_1284 - t_1289) / 0.02f;
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
