struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Inner {
    float a;
    nsl::vec<float, 3> v;
    float scale;
};
struct Outer {
    Inner inner;
    nsl::vec<float, 2> w;
    int32_t count;
};
struct Outer_energy_bwd_Grads {
    Outer f0;
};
struct Outer_energy_fwd_Result {
    float p;
    float d;
};
struct Outer_bump_bwd_Grads {
    Outer f0;
    float f1;
};
struct loss_bwd_Grads {
    Outer f0;
    float f1;
};
struct loss_fwd_Result {
    float p;
    float d;
};
struct arrLoss_bwd_Grads {
    std::array<Inner, 3> f0;
    float f1;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static float Outer_energy(Outer p);
static Outer_energy_bwd_Grads Outer_energy_bwd(Outer p_1, float p_2);
static Outer_energy_fwd_Result Outer_energy_fwd(Outer p_3, Outer p_4);
static Outer_bump_bwd_Grads Outer_bump_bwd(Outer& p_5, float p_6, Outer p_7);
static void Outer_bump_fwd(Outer& p_8, Outer& p_9, float p_10, float p_11);
static loss_bwd_Grads loss_bwd(Outer p_12, float p_13, float p_14);
static loss_fwd_Result loss_fwd(Outer p_15, Outer p_16, float p_17, float p_18);
static arrLoss_bwd_Grads arrLoss_bwd(std::array<Inner, 3> p_19, float p_20, float p_21);
static void computeMain();
static float Outer_energy(Outer p) {
    Inner t = p.inner;
    nsl::vec<float, 3> t_1 = t.v;
    nsl::vec<float, 2> t_2 = p.w;
    float s;
    int32_t i;
    float s_1 = nsl::dot(t_1, t_1) * t.a;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < p.count) {
        } else {
            float t_3 = s_1;
            int32_t t_4 = i_1;
            s = t_3;
            i = t_4;
            break;
        }
        float t_5 = s_1 + t_2.x * t_2.y * t.scale;
        int32_t t_6 = i_1 + 1;
        s_1 = t_5;
        i_1 = t_6;
        continue;
    }
    return s;
}
static Outer_energy_bwd_Grads Outer_energy_bwd(Outer p_1, float p_2) {
    Inner t_7 = p_1.inner;
    float t_8 = t_7.a;
    nsl::vec<float, 3> t_9 = t_7.v;
    float t_10 = t_7.scale;
    nsl::vec<float, 2> t_11 = p_1.w;
    int32_t t_12 = p_1.count;
    float t_13 = nsl::dot(t_9, t_9);
    float t_14 = t_13 * t_8;
    float s_2;
    int32_t i_2;
    float s_3 = t_14;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < t_12) {
        } else {
            float t_15 = s_3;
            int32_t t_16 = i_3;
            s_2 = t_15;
            i_2 = t_16;
            break;
        }
        float t_17 = s_3 + t_11.x * t_11.y * t_10;
        int32_t t_18 = i_3 + 1;
        s_3 = t_17;
        i_3 = t_18;
        continue;
    }
    int32_t t_19;
    float t_20 = t_14;
    int32_t t_21 = 0;
    int32_t t_22 = 0;
    for (;;) {
        bool t_23 = t_21 < t_12;
        int32_t t_24 = nsl::select(t_23, 0, 2);
        int32_t t_25;
        float t_26;
        int32_t t_27;
        float t_28;
        int32_t t_29;
        if (t_24 == 0) {
            int32_t t_30 = 1;
            float t_31 = t_20 + t_11.x * t_11.y * t_10;
            int32_t t_32 = t_21 + 1;
            float t_33 = 0.0f;
            int32_t t_34 = 0;
            t_25 = t_30;
            t_26 = t_31;
            t_27 = t_32;
            t_28 = t_33;
            t_29 = t_34;
        } else {
            int32_t t_35 = t_24;
            float t_36 = 0.0f;
            int32_t t_37 = 0;
            float t_38 = nsl::select(t_23, 0.0f, t_20);
            int32_t t_39 = nsl::select(t_23, 0, t_21);
            t_25 = t_35;
            t_26 = t_36;
            t_27 = t_37;
            t_28 = t_38;
            t_29 = t_39;
        }
        int32_t t_40 = t_22 + 1;
        if (t_25 == 2) {
            t_19 = t_40;
            break;
        }
        float t_41 = t_26;
        int32_t t_42 = t_27;
        int32_t t_43 = t_40;
        t_20 = t_41;
        t_21 = t_42;
        t_22 = t_43;
        continue;
    }
    int32_t t_44 = t_19 - 1;
    float t_45;
    nsl::vec<float, 2> t_46;
    float t_47;
    int32_t t_48 = t_44;
    float t_49 = 0.0f;
    nsl::vec<float, 2> t_50 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    float t_51 = 0.0f;
    for (;;) {
        if (t_48 < 0) {
            float t_52 = t_49;
            nsl::vec<float, 2> t_53 = t_50;
            float t_54 = t_51;
            t_45 = t_52;
            t_46 = t_53;
            t_47 = t_54;
            break;
        }
        float t_55;
        int32_t t_56;
        float t_57 = t_14;
        int32_t t_58 = 0;
        int32_t t_59 = 0;
        for (;;) {
            if (t_59 == t_48) {
                float t_60 = t_57;
                int32_t t_61 = t_58;
                t_55 = t_60;
                t_56 = t_61;
                break;
            }
            bool t_62 = t_58 < t_12;
            int32_t t_63 = nsl::select(t_62, 0, 2);
            int32_t t_64;
            float t_65;
            int32_t t_66;
            float t_67;
            int32_t t_68;
            if (t_63 == 0) {
                int32_t t_69 = 1;
                float t_70 = t_57 + t_11.x * t_11.y * t_10;
                int32_t t_71 = t_58 + 1;
                float t_72 = 0.0f;
                int32_t t_73 = 0;
                t_64 = t_69;
                t_65 = t_70;
                t_66 = t_71;
                t_67 = t_72;
                t_68 = t_73;
            } else {
                int32_t t_74 = t_63;
                float t_75 = 0.0f;
                int32_t t_76 = 0;
                float t_77 = nsl::select(t_62, 0.0f, t_57);
                int32_t t_78 = nsl::select(t_62, 0, t_58);
                t_64 = t_74;
                t_65 = t_75;
                t_66 = t_76;
                t_67 = t_77;
                t_68 = t_78;
            }
            if (t_64 == 2) {
                float t_79 = t_57;
                int32_t t_80 = t_58;
                t_55 = t_79;
                t_56 = t_80;
                break;
            }
            float t_81 = t_65;
            int32_t t_82 = t_66;
            int32_t t_83 = t_59 + 1;
            t_57 = t_81;
            t_58 = t_82;
            t_59 = t_83;
            continue;
        }
        bool t_84 = t_56 < t_12;
        nsl::vec<float, 2> t_85;
        float t_86;
        float t_87;
        float t_88;
        float t_89;
        if (nsl::select(t_84, 0, 2) == 0) {
            float t_90 = t_11.x;
            float t_91 = t_11.y;
            float t_92 = t_10 * t_49;
            nsl::vec<float, 2> t_93 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
            t_93.y = t_90 * t_92;
            nsl::vec<float, 2> t_94 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
            t_94.x = t_91 * t_92;
            nsl::vec<float, 2> t_95 = t_93 + t_94;
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
            nsl::vec<float, 2> t_100 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
            float t_101 = 0.0f;
            float t_102 = 0.0f;
            float t_103 = t_49;
            float t_104 = nsl::select(t_48 == t_44, p_2, 0.0f);
            t_85 = t_100;
            t_86 = t_101;
            t_87 = t_102;
            t_88 = t_103;
            t_89 = t_104;
        }
        int32_t t_105 = t_48 - 1;
        float t_106 = t_87 + nsl::select(t_84, 0.0f, t_89);
        nsl::vec<float, 2> t_107 = t_50 + t_85;
        float t_108 = t_51 + t_86;
        t_48 = t_105;
        t_49 = t_106;
        t_50 = t_107;
        t_51 = t_108;
        continue;
    }
    nsl::vec<float, 3> t_109 = nsl::splat<nsl::vec<float, 3>>(t_8 * t_45) * t_9;
    return Outer_energy_bwd_Grads{Outer{Inner{0.0f + (0.0f + t_13 * t_45), nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f) + (t_109 + t_109 + nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f)), 0.0f}, t_46 + nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), 0}};
}
static Outer_energy_fwd_Result Outer_energy_fwd(Outer p_3, Outer p_4) {
    Inner t_110 = p_3.inner;
    float t_111 = t_110.a;
    nsl::vec<float, 3> t_112 = t_110.v;
    float t_113 = t_110.scale;
    nsl::vec<float, 2> t_114 = p_3.w;
    Inner t_115 = p_4.inner;
    nsl::vec<float, 2> t_116 = p_4.w;
    float t_117 = nsl::dot(t_112, t_112);
    float t_118 = nsl::dot(t_115.v, t_112);
    float s_4;
    float t_119;
    int32_t i_4;
    float s_5 = t_117 * t_111;
    float t_120 = t_111 * (t_118 + t_118) + t_117 * t_115.a;
    int32_t i_5 = 0;
    for (;;) {
        if (i_5 < p_3.count) {
        } else {
            float t_121 = s_5;
            float t_122 = t_120;
            int32_t t_123 = i_5;
            s_4 = t_121;
            t_119 = t_122;
            i_4 = t_123;
            break;
        }
        float t_124 = t_114.x;
        float t_125 = t_114.y;
        float t_126 = s_5 + t_124 * t_125 * t_113;
        float t_127 = t_120 + t_113 * (t_125 * t_116.x + t_124 * t_116.y);
        int32_t t_128 = i_5 + 1;
        s_5 = t_126;
        t_120 = t_127;
        i_5 = t_128;
        continue;
    }
    return Outer_energy_fwd_Result{s_4, t_119};
}
static Outer_bump_bwd_Grads Outer_bump_bwd(Outer& p_5, float p_6, Outer p_7) {
    Outer t_129 = p_5;
    Inner t_130 = t_129.inner;
    float t_131 = t_130.a;
    nsl::vec<float, 2> t_132 = t_129.w;
    float t_133 = t_131 * p_6 + t_132.y;
    nsl::vec<float, 2> t_134 = nsl::splat<nsl::vec<float, 2>>(t_133);
    p_5 = Outer{Inner{t_133, t_130.v, t_130.scale}, t_132 * t_134, t_129.count};
    Inner t_135 = p_7.inner;
    nsl::vec<float, 2> t_136 = p_7.w;
    nsl::vec<float, 2> t_137 = t_132 * t_136;
    float t_138 = t_135.a + (t_137.x + t_137.y);
    nsl::vec<float, 2> t_139 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_139.y = t_138;
    return Outer_bump_bwd_Grads{Outer{Inner{0.0f + (0.0f + p_6 * t_138), nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f) + (t_135.v + nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f)), 0.0f}, t_134 * t_136 + t_139 + nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), 0}, t_131 * t_138};
}
static void Outer_bump_fwd(Outer& p_8, Outer& p_9, float p_10, float p_11) {
    float t_140 = p_8.inner.a;
    float t_141 = p_9.inner.a;
    nsl::vec<float, 2> t_142 = p_8.w;
    nsl::vec<float, 2> t_143 = p_9.w;
    p_8.inner.a = t_140 * p_10 + t_142.y;
    p_9.inner.a = p_10 * t_141 + t_140 * p_11 + t_143.y;
    nsl::vec<float, 2> t_144 = p_8.w;
    nsl::vec<float, 2> t_145 = p_9.w;
    float t_146 = p_8.inner.a;
    float t_147 = p_9.inner.a;
    nsl::vec<float, 2> t_148 = nsl::splat<nsl::vec<float, 2>>(t_146);
    p_8.w = t_144 * t_148;
    p_9.w = t_148 * t_145 + t_144 * nsl::splat<nsl::vec<float, 2>>(t_147);
    return;
}
static loss_bwd_Grads loss_bwd(Outer p_12, float p_13, float p_14) {
    Inner t_149 = p_12.inner;
    nsl::vec<float, 2> t_150 = p_12.w;
    float t_151 = t_149.a * p_13 + t_150.y;
    Outer t_152 = Outer{Inner{t_151, t_149.v, t_149.scale}, t_150 * nsl::splat<nsl::vec<float, 2>>(t_151), p_12.count};
    float t_153 = Outer_energy(t_152);
    Outer_energy_bwd_Grads t_154 = Outer_energy_bwd(t_152, p_14);
    Outer t_155 = t_154.f0;
    Inner t_156 = t_155.inner;
    Outer t_157 = Outer{};
    t_157 = p_12;
    Outer_bump_bwd_Grads t_158 = Outer_bump_bwd(t_157, p_13, Outer{Inner{0.0f + (0.0f + (nsl::cos(t_151) * p_14 + t_156.a)), nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f) + (t_156.v + nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f)), 0.0f}, t_155.w + nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), 0});
    Outer t_159 = t_158.f0;
    Inner t_160 = t_159.inner;
    return loss_bwd_Grads{Outer{Inner{0.0f + (0.0f + t_160.a), nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f) + (t_160.v + nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f)), 0.0f}, t_159.w + nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), 0}, t_158.f1};
}
static loss_fwd_Result loss_fwd(Outer p_15, Outer p_16, float p_17, float p_18) {
    Outer o = Outer{};
    Outer t_161 = Outer{};
    t_161 = Outer{Inner{0.0f, nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f}, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), 0};
    o = p_15;
    t_161 = p_16;
    Outer_bump_fwd(o, t_161, p_17, p_18);
    Outer t_162 = o;
    Outer t_163 = t_161;
    Outer_energy_fwd_Result t_164 = Outer_energy_fwd(t_162, t_163);
    float t_165 = o.inner.a;
    float t_166 = t_161.inner.a;
    return loss_fwd_Result{t_164.p + nsl::sin(t_165), t_164.d + nsl::cos(t_165) * t_166};
}
static arrLoss_bwd_Grads arrLoss_bwd(std::array<Inner, 3> p_19, float p_20, float p_21) {
    float s_6;
    int32_t i_6;
    float s_7 = 0.0f;
    int32_t i_7 = 0;
    for (;;) {
        if (i_7 < 3) {
        } else {
            float t_167 = s_7;
            int32_t t_168 = i_7;
            s_6 = t_167;
            i_6 = t_168;
            break;
        }
        Inner t_169 = p_19[i_7];
        float t_170 = s_7 + (t_169.a * p_20 + nsl::length(t_169.v) * t_169.scale);
        int32_t t_171 = i_7 + 1;
        s_7 = t_170;
        i_7 = t_171;
        continue;
    }
    float t_172 = s_6 * p_21;
    int32_t t_173;
    float t_174 = 0.0f;
    int32_t t_175 = 0;
    int32_t t_176 = 0;
    for (;;) {
        bool t_177 = t_175 < 3;
        int32_t t_178 = nsl::select(t_177, 0, 2);
        int32_t t_179;
        float t_180;
        int32_t t_181;
        float t_182;
        int32_t t_183;
        if (t_178 == 0) {
            Inner t_184 = p_19[t_175];
            int32_t t_185 = 1;
            float t_186 = t_174 + (t_184.a * p_20 + nsl::length(t_184.v) * t_184.scale);
            int32_t t_187 = t_175 + 1;
            float t_188 = 0.0f;
            int32_t t_189 = 0;
            t_179 = t_185;
            t_180 = t_186;
            t_181 = t_187;
            t_182 = t_188;
            t_183 = t_189;
        } else {
            int32_t t_190 = t_178;
            float t_191 = 0.0f;
            int32_t t_192 = 0;
            float t_193 = nsl::select(t_177, 0.0f, t_174);
            int32_t t_194 = nsl::select(t_177, 0, t_175);
            t_179 = t_190;
            t_180 = t_191;
            t_181 = t_192;
            t_182 = t_193;
            t_183 = t_194;
        }
        int32_t t_195 = t_176 + 1;
        if (t_179 == 2) {
            t_173 = t_195;
            break;
        }
        float t_196 = t_180;
        int32_t t_197 = t_181;
        int32_t t_198 = t_195;
        t_174 = t_196;
        t_175 = t_197;
        t_176 = t_198;
        continue;
    }
    int32_t t_199 = t_173 - 1;
    float t_200;
    std::array<Inner, 3> t_201;
    float t_202;
    int32_t t_203 = t_199;
    float t_204 = 0.0f;
    std::array<Inner, 3> t_205 = std::array<Inner, 3>{{Inner{0.0f, nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f}, Inner{0.0f, nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f}, Inner{0.0f, nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f}}};
    float t_206 = 0.0f;
    for (;;) {
        if (t_203 < 0) {
            float t_207 = t_204;
            std::array<Inner, 3> t_208 = t_205;
            float t_209 = t_206;
            t_200 = t_207;
            t_201 = t_208;
            t_202 = t_209;
            break;
        }
        float t_210;
        int32_t t_211;
        float t_212 = 0.0f;
        int32_t t_213 = 0;
        int32_t t_214 = 0;
        for (;;) {
            if (t_214 == t_203) {
                float t_215 = t_212;
                int32_t t_216 = t_213;
                t_210 = t_215;
                t_211 = t_216;
                break;
            }
            bool t_217 = t_213 < 3;
            int32_t t_218 = nsl::select(t_217, 0, 2);
            int32_t t_219;
            float t_220;
            int32_t t_221;
            float t_222;
            int32_t t_223;
            if (t_218 == 0) {
                Inner t_224 = p_19[t_213];
                int32_t t_225 = 1;
                float t_226 = t_212 + (t_224.a * p_20 + nsl::length(t_224.v) * t_224.scale);
                int32_t t_227 = t_213 + 1;
                float t_228 = 0.0f;
                int32_t t_229 = 0;
                t_219 = t_225;
                t_220 = t_226;
                t_221 = t_227;
                t_222 = t_228;
                t_223 = t_229;
            } else {
                int32_t t_230 = t_218;
                float t_231 = 0.0f;
                int32_t t_232 = 0;
                float t_233 = nsl::select(t_217, 0.0f, t_212);
                int32_t t_234 = nsl::select(t_217, 0, t_213);
                t_219 = t_230;
                t_220 = t_231;
                t_221 = t_232;
                t_222 = t_233;
                t_223 = t_234;
            }
            if (t_219 == 2) {
                float t_235 = t_212;
                int32_t t_236 = t_213;
                t_210 = t_235;
                t_211 = t_236;
                break;
            }
            float t_237 = t_220;
            int32_t t_238 = t_221;
            int32_t t_239 = t_214 + 1;
            t_212 = t_237;
            t_213 = t_238;
            t_214 = t_239;
            continue;
        }
        bool t_240 = t_211 < 3;
        std::array<Inner, 3> t_241;
        float t_242;
        float t_243;
        float t_244;
        float t_245;
        if (nsl::select(t_240, 0, 2) == 0) {
            Inner t_246 = p_19[t_211];
            nsl::vec<float, 3> t_247 = t_246.v;
            nsl::vec<float, 3> t_248 = nsl::splat<nsl::vec<float, 3>>(t_246.scale * t_204 / nsl::length(t_247)) * t_247;
            bool t_249 = t_211 == 2;
            float t_250 = p_20 * t_204;
            bool t_251 = t_211 == 1;
            bool t_252 = t_211 == 0;
            std::array<Inner, 3> t_253 = std::array<Inner, 3>{{Inner{0.0f + nsl::select(t_252, t_250, 0.0f), nsl::select(t_252, t_248, nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f)) + nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f}, Inner{0.0f + nsl::select(t_251, t_250, 0.0f), nsl::select(t_251, t_248, nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f)) + nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f}, Inner{0.0f + nsl::select(t_249, t_250, 0.0f), nsl::select(t_249, t_248, nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f)) + nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f}}};
            float t_254 = t_246.a * t_204;
            float t_255 = t_204;
            float t_256 = 0.0f;
            float t_257 = 0.0f;
            t_241 = t_253;
            t_242 = t_254;
            t_243 = t_255;
            t_244 = t_256;
            t_245 = t_257;
        } else {
            std::array<Inner, 3> t_258 = std::array<Inner, 3>{{Inner{0.0f, nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f}, Inner{0.0f, nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f}, Inner{0.0f, nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0.0f}}};
            float t_259 = 0.0f;
            float t_260 = 0.0f;
            float t_261 = t_204;
            float t_262 = nsl::select(t_203 == t_199, t_172 + t_172, 0.0f);
            t_241 = t_258;
            t_242 = t_259;
            t_243 = t_260;
            t_244 = t_261;
            t_245 = t_262;
        }
        Inner t_263 = t_205[0];
        Inner t_264 = t_241[0];
        Inner t_265 = t_205[1];
        Inner t_266 = t_241[1];
        Inner t_267 = t_205[2];
        Inner t_268 = t_241[2];
        int32_t t_269 = t_203 - 1;
        float t_270 = t_243 + nsl::select(t_240, 0.0f, t_245);
        std::array<Inner, 3> t_271 = std::array<Inner, 3>{{Inner{t_263.a + t_264.a, t_263.v + t_264.v, t_263.scale + t_264.scale}, Inner{t_265.a + t_266.a, t_265.v + t_266.v, t_265.scale + t_266.scale}, Inner{t_267.a + t_268.a, t_267.v + t_268.v, t_267.scale + t_268.scale}}};
        float t_272 = t_206 + t_242;
        t_203 = t_269;
        t_204 = t_270;
        t_205 = t_271;
        t_206 = t_272;
        continue;
    }
    return arrLoss_bwd_Grads{t_201, t_202};
}
static void computeMain() {
    loss_bwd_Grads t_273 = loss_bwd(Outer{Inner{0.7f, nsl::make<nsl::vec<float, 3>>(1.0f, -2.0f, 0.5f), 3.0f}, nsl::make<nsl::vec<float, 2>>(0.3f, 1.2f), 2}, 1.5f, 1.0f);
    Outer t_274 = t_273.f0;
    Inner t_275 = t_274.inner;
    nsl::vec<float, 3> t_276 = t_275.v;
    nsl::vec<float, 2> t_277 = t_274.w;
    outputBuffer.data[0u] = t_275.a;
    outputBuffer.data[1u] = t_276.x;
    outputBuffer.data[2u] = t_276.y;
    outputBuffer.data[3u] = t_276.z;
    outputBuffer.data[4u] = t_277.x;
    outputBuffer.data[5u] = t_277.y;
    outputBuffer.data[6u] = t_273.f1;
    loss_fwd_Result t_278 = loss_fwd(Outer{Inner{0.7f, nsl::make<nsl::vec<float, 3>>(1.0f, -2.0f, 0.5f), 3.0f}, nsl::make<nsl::vec<float, 2>>(0.3f, 1.2f), 2}, Outer{Inner{1.0f, nsl::make<nsl::vec<float, 3>>(0.5f, 0.25f, -1.0f), 0.0f}, nsl::make<nsl::vec<float, 2>>(2.0f, -0.5f), 0}, 1.5f, 0.25f);
    outputBuffer.data[7u] = t_278.p;
    outputBuffer.data[8u] = t_278.d;
    std::array<Inner, 3> arr = std::array<Inner, 3>{};
    int32_t i_8;
    int32_t i_9 = 0;
    for (;;) {
        if (i_9 < 3) {
        } else {
            i_8 = i_9;
            break;
        }
        float t_279 = nsl::convert<float>(i_9);
        arr[i_9].a = 0.5f * t_279 + 0.1f;
        arr[i_9].v = nsl::make<nsl::vec<float, 3>>(t_279, 1.0f, -0.5f * t_279);
        arr[i_9].scale = 2.0f - t_279;
        i_9 = i_9 + 1;
        continue;
    }
    std::array<Inner, 3> t_280 = arr;
    arrLoss_bwd_Grads t_281 = arrLoss_bwd(t_280, 0.8f, 1.0f);
    std::array<Inner, 3> t_282 = t_281.f0;
    Inner t_283 = t_282[1];
    outputBuffer.data[9u] = t_282[0].a;
    outputBuffer.data[10u] = t_283.a;
    outputBuffer.data[11u] = t_282[2].v.x;
    outputBuffer.data[12u] = t_283.v.y;
    outputBuffer.data[13u] = t_281.f1;
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
