struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Inner {
    nsl::vec<float, 3> v;
    int32_t tag;
};
struct Particle {
    Inner pos;
    float w;
};
struct Particle_step_bwd_Grads {
    Particle f0;
    float f1;
};
struct simulate_bwd_Grads {
    std::array<Particle, 3> f0;
    float f1;
};
struct useCustom_bwd_Grads {
    float f0;
    float f1;
};
struct vecOps_bwd_Grads {
    nsl::vec<float, 3> f0;
    nsl::vec<float, 3> f1;
    float f2;
};
struct vecOps_fwd_Result {
    nsl::vec<float, 3> p;
    nsl::vec<float, 3> d;
};
struct poly_bwd_Grads {
    float f0;
    float f1;
};
struct poly_1_fwd_Result {
    double p;
    double d;
};
static RWStructuredBuffer outputBuffer;
static thread_local std::array<float, 4> kWeights = std::array<float, 4>{{0.5f, -1.0f, 2.0f, 0.25f}};
static Particle_step_bwd_Grads Particle_step_bwd(Particle& p, float p_1, Particle p_2);
static float simulate(std::array<Particle, 3> p_3, float dt, int32_t p_4);
static simulate_bwd_Grads simulate_bwd(std::array<Particle, 3> p_5, float p_6, int32_t p_7, float p_8);
static useCustom_bwd_Grads useCustom_bwd(float p_9, float p_10, float p_11);
static vecOps_bwd_Grads vecOps_bwd(nsl::vec<float, 3> p_12, nsl::vec<float, 3> p_13, float& p_14, float p_15, nsl::vec<float, 3> p_16);
static vecOps_fwd_Result vecOps_fwd(nsl::vec<float, 3> p_17, nsl::vec<float, 3> p_18, nsl::vec<float, 3> p_19, nsl::vec<float, 3> p_20, float& p_21, float& p_22);
static void computeMain();
static poly_bwd_Grads poly_bwd(float p_23, float p_24, float p_25);
static poly_1_fwd_Result poly_1_fwd(double p_26, double p_27, double p_28, double p_29);
static Particle_step_bwd_Grads Particle_step_bwd(Particle& p, float p_1, Particle p_2) {
    Particle t = p;
    Inner t_1 = t.pos;
    float t_2 = t.w;
    nsl::vec<float, 3> t_3 = nsl::make<nsl::vec<float, 3>>(t_2, t_2 * t_2, -t_2);
    nsl::vec<float, 3> t_4 = nsl::splat<nsl::vec<float, 3>>(p_1);
    nsl::vec<float, 3> t_5 = t_1.v + t_3 * t_4;
    float t_6 = nsl::length(t_5);
    p = Particle{Inner{t_5, t_1.tag}, t_2 * 0.9f + t_6 * 0.1f};
    float t_7 = p_2.w;
    nsl::vec<float, 3> t_8 = p_2.pos.v + nsl::splat<nsl::vec<float, 3>>(0.1f * t_7 / t_6) * t_5;
    nsl::vec<float, 3> t_9 = t_4 * t_8;
    nsl::vec<float, 3> t_10 = t_3 * t_8;
    float t_11 = t_2 * t_9.y;
    return Particle_step_bwd_Grads{Particle{Inner{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f) + t_8, 0}, 0.9f * t_7 + t_9.x + -t_9.z + t_11 + t_11 + 0.0f}, t_10.x + t_10.y + t_10.z};
}
static float simulate(std::array<Particle, 3> p_3, float dt, int32_t p_4) {
    std::array<Particle, 3> ps = std::array<Particle, 3>{};
    ps = p_3;
    float acc;
    int32_t i;
    float acc_1 = 0.0f;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_12 = acc_1;
            int32_t t_13 = i_1;
            acc = t_12;
            i = t_13;
            break;
        }
        Particle t_14 = ps[i_1];
        Inner t_15 = t_14.pos;
        int32_t i_2;
        if (t_15.tag == 2) {
            float t_16 = acc_1;
            int32_t t_17 = i_1 + 1;
            acc_1 = t_16;
            i_1 = t_17;
            continue;
        } else {
            i_2 = i_1;
        }
        nsl::vec<float, 3> p_30;
        float p_31;
        int32_t k;
        nsl::vec<float, 3> p_32 = t_15.v;
        float p_33 = t_14.w;
        int32_t k_1 = 0;
        for (;;) {
            if (k_1 < p_4) {
            } else {
                nsl::vec<float, 3> t_18 = p_32;
                float t_19 = p_33;
                int32_t t_20 = k_1;
                p_30 = t_18;
                p_31 = t_19;
                k = t_20;
                break;
            }
            nsl::vec<float, 3> t_21 = p_32 + nsl::make<nsl::vec<float, 3>>(p_33, p_33 * p_33, -p_33) * nsl::splat<nsl::vec<float, 3>>(dt);
            float t_22 = p_33 * 0.9f + nsl::length(t_21) * 0.1f;
            if (t_22 > 3.0f) {
                nsl::vec<float, 3> t_23 = t_21;
                float t_24 = t_22;
                int32_t t_25 = k_1;
                p_30 = t_23;
                p_31 = t_24;
                k = t_25;
                break;
            }
            nsl::vec<float, 3> t_26 = t_21;
            float t_27 = t_22;
            int32_t t_28 = k_1 + 1;
            p_32 = t_26;
            p_33 = t_27;
            k_1 = t_28;
            continue;
        }
        float t_29 = kWeights[nsl::rem(i_2 + p_4, 4)];
        float t_30 = acc_1 + (nsl::dot(p_30, p_30) * t_29 + p_31);
        int32_t t_31 = i_2 + 1;
        acc_1 = t_30;
        i_1 = t_31;
        continue;
    }
    return acc;
}
static simulate_bwd_Grads simulate_bwd(std::array<Particle, 3> p_5, float p_6, int32_t p_7, float p_8) {
    float acc_2;
    int32_t i_3;
    float acc_3 = 0.0f;
    int32_t i_4 = 0;
    for (;;) {
        if (i_4 < 3) {
        } else {
            float t_32 = acc_3;
            int32_t t_33 = i_4;
            acc_2 = t_32;
            i_3 = t_33;
            break;
        }
        Particle t_34 = p_5[i_4];
        Inner t_35 = t_34.pos;
        int32_t t_36 = t_35.tag;
        int32_t i_5;
        if (t_36 == 2) {
            float t_37 = acc_3;
            int32_t t_38 = i_4 + 1;
            acc_3 = t_37;
            i_4 = t_38;
            continue;
        } else {
            i_5 = i_4;
        }
        nsl::vec<float, 3> p_34;
        int32_t p_35;
        float p_36;
        int32_t k_2;
        nsl::vec<float, 3> p_37 = t_35.v;
        int32_t p_38 = t_36;
        float p_39 = t_34.w;
        int32_t k_3 = 0;
        for (;;) {
            if (k_3 < p_7) {
            } else {
                nsl::vec<float, 3> t_39 = p_37;
                int32_t t_40 = p_38;
                float t_41 = p_39;
                int32_t t_42 = k_3;
                p_34 = t_39;
                p_35 = t_40;
                p_36 = t_41;
                k_2 = t_42;
                break;
            }
            nsl::vec<float, 3> t_43 = p_37 + nsl::make<nsl::vec<float, 3>>(p_39, p_39 * p_39, -p_39) * nsl::splat<nsl::vec<float, 3>>(p_6);
            float t_44 = p_39 * 0.9f + nsl::length(t_43) * 0.1f;
            if (t_44 > 3.0f) {
                nsl::vec<float, 3> t_45 = t_43;
                int32_t t_46 = p_38;
                float t_47 = t_44;
                int32_t t_48 = k_3;
                p_34 = t_45;
                p_35 = t_46;
                p_36 = t_47;
                k_2 = t_48;
                break;
            }
            nsl::vec<float, 3> t_49 = t_43;
            int32_t t_50 = p_38;
            float t_51 = t_44;
            int32_t t_52 = k_3 + 1;
            p_37 = t_49;
            p_38 = t_50;
            p_39 = t_51;
            k_3 = t_52;
            continue;
        }
        float t_53 = kWeights[nsl::rem(i_5 + p_7, 4)];
        float t_54 = acc_3 + (nsl::dot(p_34, p_34) * t_53 + p_36);
        int32_t t_55 = i_5 + 1;
        acc_3 = t_54;
        i_4 = t_55;
        continue;
    }
    int32_t t_56;
    float t_57 = 0.0f;
    int32_t t_58 = 0;
    int32_t t_59 = 0;
    for (;;) {
        bool t_60 = t_58 < 3;
        int32_t t_61 = nsl::select(t_60, 0, 2);
        int32_t t_62;
        float t_63;
        int32_t t_64;
        float t_65;
        int32_t t_66;
        if (t_61 == 0) {
            Particle t_67 = p_5[t_58];
            Inner t_68 = t_67.pos;
            int32_t t_69 = t_68.tag;
            bool t_70 = t_69 == 2;
            int32_t t_71 = nsl::select(t_70, 0, t_58);
            int32_t t_72 = nsl::select(t_70, 1, 0);
            int32_t t_73;
            float t_74;
            int32_t t_75;
            float t_76;
            int32_t t_77;
            if (t_72 == 0) {
                nsl::vec<float, 3> p_40;
                int32_t p_41;
                float p_42;
                int32_t k_4;
                nsl::vec<float, 3> p_43 = t_68.v;
                int32_t p_44 = t_69;
                float p_45 = t_67.w;
                int32_t k_5 = 0;
                for (;;) {
                    if (k_5 < p_7) {
                    } else {
                        nsl::vec<float, 3> t_78 = p_43;
                        int32_t t_79 = p_44;
                        float t_80 = p_45;
                        int32_t t_81 = k_5;
                        p_40 = t_78;
                        p_41 = t_79;
                        p_42 = t_80;
                        k_4 = t_81;
                        break;
                    }
                    nsl::vec<float, 3> t_82 = p_43 + nsl::make<nsl::vec<float, 3>>(p_45, p_45 * p_45, -p_45) * nsl::splat<nsl::vec<float, 3>>(p_6);
                    float t_83 = p_45 * 0.9f + nsl::length(t_82) * 0.1f;
                    if (t_83 > 3.0f) {
                        nsl::vec<float, 3> t_84 = t_82;
                        int32_t t_85 = p_44;
                        float t_86 = t_83;
                        int32_t t_87 = k_5;
                        p_40 = t_84;
                        p_41 = t_85;
                        p_42 = t_86;
                        k_4 = t_87;
                        break;
                    }
                    nsl::vec<float, 3> t_88 = t_82;
                    int32_t t_89 = p_44;
                    float t_90 = t_83;
                    int32_t t_91 = k_5 + 1;
                    p_43 = t_88;
                    p_44 = t_89;
                    p_45 = t_90;
                    k_5 = t_91;
                    continue;
                }
                float t_92 = kWeights[nsl::rem(t_71 + p_7, 4)];
                int32_t t_93 = 1;
                float t_94 = t_57 + (nsl::dot(p_40, p_40) * t_92 + p_42);
                int32_t t_95 = t_71 + 1;
                float t_96 = 0.0f;
                int32_t t_97 = 0;
                t_73 = t_93;
                t_74 = t_94;
                t_75 = t_95;
                t_76 = t_96;
                t_77 = t_97;
            } else {
                int32_t t_98 = t_72;
                float t_99 = nsl::select(t_70, t_57, 0.0f);
                int32_t t_100 = nsl::select(t_70, t_58 + 1, 0);
                float t_101 = 0.0f;
                int32_t t_102 = 0;
                t_73 = t_98;
                t_74 = t_99;
                t_75 = t_100;
                t_76 = t_101;
                t_77 = t_102;
            }
            int32_t t_103 = t_73;
            float t_104 = t_74;
            int32_t t_105 = t_75;
            float t_106 = t_76;
            int32_t t_107 = t_77;
            t_62 = t_103;
            t_63 = t_104;
            t_64 = t_105;
            t_65 = t_106;
            t_66 = t_107;
        } else {
            int32_t t_108 = t_61;
            float t_109 = 0.0f;
            int32_t t_110 = 0;
            float t_111 = nsl::select(t_60, 0.0f, t_57);
            int32_t t_112 = nsl::select(t_60, 0, t_58);
            t_62 = t_108;
            t_63 = t_109;
            t_64 = t_110;
            t_65 = t_111;
            t_66 = t_112;
        }
        int32_t t_113 = t_59 + 1;
        if (t_62 == 2) {
            t_56 = t_113;
            break;
        }
        float t_114 = t_63;
        int32_t t_115 = t_64;
        int32_t t_116 = t_113;
        t_57 = t_114;
        t_58 = t_115;
        t_59 = t_116;
        continue;
    }
    int32_t t_117 = t_56 - 1;
    float t_118;
    std::array<Particle, 3> t_119;
    float t_120;
    int32_t t_121 = t_117;
    float t_122 = 0.0f;
    std::array<Particle, 3> t_123 = std::array<Particle, 3>{{Particle{Inner{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0}, 0.0f}, Particle{Inner{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0}, 0.0f}, Particle{Inner{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0}, 0.0f}}};
    float t_124 = 0.0f;
    for (;;) {
        if (t_121 < 0) {
            float t_125 = t_122;
            std::array<Particle, 3> t_126 = t_123;
            float t_127 = t_124;
            t_118 = t_125;
            t_119 = t_126;
            t_120 = t_127;
            break;
        }
        float t_128;
        int32_t t_129;
        float t_130 = 0.0f;
        int32_t t_131 = 0;
        int32_t t_132 = 0;
        for (;;) {
            if (t_132 == t_121) {
                float t_133 = t_130;
                int32_t t_134 = t_131;
                t_128 = t_133;
                t_129 = t_134;
                break;
            }
            bool t_135 = t_131 < 3;
            int32_t t_136 = nsl::select(t_135, 0, 2);
            int32_t t_137;
            float t_138;
            int32_t t_139;
            float t_140;
            int32_t t_141;
            if (t_136 == 0) {
                Particle t_142 = p_5[t_131];
                Inner t_143 = t_142.pos;
                int32_t t_144 = t_143.tag;
                bool t_145 = t_144 == 2;
                int32_t t_146 = nsl::select(t_145, 0, t_131);
                int32_t t_147 = nsl::select(t_145, 1, 0);
                int32_t t_148;
                float t_149;
                int32_t t_150;
                float t_151;
                int32_t t_152;
                if (t_147 == 0) {
                    nsl::vec<float, 3> p_46;
                    int32_t p_47;
                    float p_48;
                    int32_t k_6;
                    nsl::vec<float, 3> p_49 = t_143.v;
                    int32_t p_50 = t_144;
                    float p_51 = t_142.w;
                    int32_t k_7 = 0;
                    for (;;) {
                        if (k_7 < p_7) {
                        } else {
                            nsl::vec<float, 3> t_153 = p_49;
                            int32_t t_154 = p_50;
                            float t_155 = p_51;
                            int32_t t_156 = k_7;
                            p_46 = t_153;
                            p_47 = t_154;
                            p_48 = t_155;
                            k_6 = t_156;
                            break;
                        }
                        nsl::vec<float, 3> t_157 = p_49 + nsl::make<nsl::vec<float, 3>>(p_51, p_51 * p_51, -p_51) * nsl::splat<nsl::vec<float, 3>>(p_6);
                        float t_158 = p_51 * 0.9f + nsl::length(t_157) * 0.1f;
                        if (t_158 > 3.0f) {
                            nsl::vec<float, 3> t_159 = t_157;
                            int32_t t_160 = p_50;
                            float t_161 = t_158;
                            int32_t t_162 = k_7;
                            p_46 = t_159;
                            p_47 = t_160;
                            p_48 = t_161;
                            k_6 = t_162;
                            break;
                        }
                        nsl::vec<float, 3> t_163 = t_157;
                        int32_t t_164 = p_50;
                        float t_165 = t_158;
                        int32_t t_166 = k_7 + 1;
                        p_49 = t_163;
                        p_50 = t_164;
                        p_51 = t_165;
                        k_7 = t_166;
                        continue;
                    }
                    float t_167 = kWeights[nsl::rem(t_146 + p_7, 4)];
                    int32_t t_168 = 1;
                    float t_169 = t_130 + (nsl::dot(p_46, p_46) * t_167 + p_48);
                    int32_t t_170 = t_146 + 1;
                    float t_171 = 0.0f;
                    int32_t t_172 = 0;
                    t_148 = t_168;
                    t_149 = t_169;
                    t_150 = t_170;
                    t_151 = t_171;
                    t_152 = t_172;
                } else {
                    int32_t t_173 = t_147;
                    float t_174 = nsl::select(t_145, t_130, 0.0f);
                    int32_t t_175 = nsl::select(t_145, t_131 + 1, 0);
                    float t_176 = 0.0f;
                    int32_t t_177 = 0;
                    t_148 = t_173;
                    t_149 = t_174;
                    t_150 = t_175;
                    t_151 = t_176;
                    t_152 = t_177;
                }
                int32_t t_178 = t_148;
                float t_179 = t_149;
                int32_t t_180 = t_150;
                float t_181 = t_151;
                int32_t t_182 = t_152;
                t_137 = t_178;
                t_138 = t_179;
                t_139 = t_180;
                t_140 = t_181;
                t_141 = t_182;
            } else {
                int32_t t_183 = t_136;
                float t_184 = 0.0f;
                int32_t t_185 = 0;
                float t_186 = nsl::select(t_135, 0.0f, t_130);
                int32_t t_187 = nsl::select(t_135, 0, t_131);
                t_137 = t_183;
                t_138 = t_184;
                t_139 = t_185;
                t_140 = t_186;
                t_141 = t_187;
            }
            if (t_137 == 2) {
                float t_188 = t_130;
                int32_t t_189 = t_131;
                t_128 = t_188;
                t_129 = t_189;
                break;
            }
            float t_190 = t_138;
            int32_t t_191 = t_139;
            int32_t t_192 = t_132 + 1;
            t_130 = t_190;
            t_131 = t_191;
            t_132 = t_192;
            continue;
        }
        bool t_193 = t_129 < 3;
        int32_t t_194 = nsl::select(t_193, 0, 2);
        bool t_195 = t_194 == 0;
        int32_t t_196;
        float t_197;
        int32_t t_198;
        float t_199;
        int32_t t_200;
        if (t_195) {
            Particle t_201 = p_5[t_129];
            Inner t_202 = t_201.pos;
            int32_t t_203 = t_202.tag;
            bool t_204 = t_203 == 2;
            int32_t t_205 = nsl::select(t_204, 0, t_129);
            int32_t t_206 = nsl::select(t_204, 1, 0);
            int32_t t_207;
            float t_208;
            int32_t t_209;
            float t_210;
            int32_t t_211;
            if (t_206 == 0) {
                nsl::vec<float, 3> p_52;
                int32_t p_53;
                float p_54;
                int32_t k_8;
                nsl::vec<float, 3> p_55 = t_202.v;
                int32_t p_56 = t_203;
                float p_57 = t_201.w;
                int32_t k_9 = 0;
                for (;;) {
                    if (k_9 < p_7) {
                    } else {
                        nsl::vec<float, 3> t_212 = p_55;
                        int32_t t_213 = p_56;
                        float t_214 = p_57;
                        int32_t t_215 = k_9;
                        p_52 = t_212;
                        p_53 = t_213;
                        p_54 = t_214;
                        k_8 = t_215;
                        break;
                    }
                    nsl::vec<float, 3> t_216 = p_55 + nsl::make<nsl::vec<float, 3>>(p_57, p_57 * p_57, -p_57) * nsl::splat<nsl::vec<float, 3>>(p_6);
                    float t_217 = p_57 * 0.9f + nsl::length(t_216) * 0.1f;
                    if (t_217 > 3.0f) {
                        nsl::vec<float, 3> t_218 = t_216;
                        int32_t t_219 = p_56;
                        float t_220 = t_217;
                        int32_t t_221 = k_9;
                        p_52 = t_218;
                        p_53 = t_219;
                        p_54 = t_220;
                        k_8 = t_221;
                        break;
                    }
                    nsl::vec<float, 3> t_222 = t_216;
                    int32_t t_223 = p_56;
                    float t_224 = t_217;
                    int32_t t_225 = k_9 + 1;
                    p_55 = t_222;
                    p_56 = t_223;
                    p_57 = t_224;
                    k_9 = t_225;
                    continue;
                }
                float t_226 = kWeights[nsl::rem(t_205 + p_7, 4)];
                int32_t t_227 = 1;
                float t_228 = t_128 + (nsl::dot(p_52, p_52) * t_226 + p_54);
                int32_t t_229 = t_205 + 1;
                float t_230 = 0.0f;
                int32_t t_231 = 0;
                t_207 = t_227;
                t_208 = t_228;
                t_209 = t_229;
                t_210 = t_230;
                t_211 = t_231;
            } else {
                int32_t t_232 = t_206;
                float t_233 = nsl::select(t_204, t_128, 0.0f);
                int32_t t_234 = nsl::select(t_204, t_129 + 1, 0);
                float t_235 = 0.0f;
                int32_t t_236 = 0;
                t_207 = t_232;
                t_208 = t_233;
                t_209 = t_234;
                t_210 = t_235;
                t_211 = t_236;
            }
            int32_t t_237 = t_207;
            float t_238 = t_208;
            int32_t t_239 = t_209;
            float t_240 = t_210;
            int32_t t_241 = t_211;
            t_196 = t_237;
            t_197 = t_238;
            t_198 = t_239;
            t_199 = t_240;
            t_200 = t_241;
        } else {
            int32_t t_242 = t_194;
            float t_243 = 0.0f;
            int32_t t_244 = 0;
            float t_245 = nsl::select(t_193, 0.0f, t_128);
            int32_t t_246 = nsl::select(t_193, 0, t_129);
            t_196 = t_242;
            t_197 = t_243;
            t_198 = t_244;
            t_199 = t_245;
            t_200 = t_246;
        }
        float t_247 = nsl::select(t_121 == t_117, p_8, 0.0f);
        std::array<Particle, 3> t_248;
        float t_249;
        float t_250;
        float t_251;
        float t_252;
        if (t_195) {
            Particle t_253 = p_5[t_129];
            Inner t_254 = t_253.pos;
            nsl::vec<float, 3> t_255 = t_254.v;
            int32_t t_256 = t_254.tag;
            float t_257 = t_253.w;
            bool t_258 = t_256 == 2;
            int32_t t_259 = nsl::select(t_258, 0, t_129);
            int32_t t_260 = nsl::select(t_258, 1, 0);
            bool t_261 = t_260 == 0;
            int32_t t_262;
            float t_263;
            int32_t t_264;
            float t_265;
            int32_t t_266;
            if (t_261) {
                nsl::vec<float, 3> p_58;
                int32_t p_59;
                float p_60;
                int32_t k_10;
                nsl::vec<float, 3> p_61 = t_255;
                int32_t p_62 = t_256;
                float p_63 = t_257;
                int32_t k_11 = 0;
                for (;;) {
                    if (k_11 < p_7) {
                    } else {
                        nsl::vec<float, 3> t_267 = p_61;
                        int32_t t_268 = p_62;
                        float t_269 = p_63;
                        int32_t t_270 = k_11;
                        p_58 = t_267;
                        p_59 = t_268;
                        p_60 = t_269;
                        k_10 = t_270;
                        break;
                    }
                    nsl::vec<float, 3> t_271 = p_61 + nsl::make<nsl::vec<float, 3>>(p_63, p_63 * p_63, -p_63) * nsl::splat<nsl::vec<float, 3>>(p_6);
                    float t_272 = p_63 * 0.9f + nsl::length(t_271) * 0.1f;
                    if (t_272 > 3.0f) {
                        nsl::vec<float, 3> t_273 = t_271;
                        int32_t t_274 = p_62;
                        float t_275 = t_272;
                        int32_t t_276 = k_11;
                        p_58 = t_273;
                        p_59 = t_274;
                        p_60 = t_275;
                        k_10 = t_276;
                        break;
                    }
                    nsl::vec<float, 3> t_277 = t_271;
                    int32_t t_278 = p_62;
                    float t_279 = t_272;
                    int32_t t_280 = k_11 + 1;
                    p_61 = t_277;
                    p_62 = t_278;
                    p_63 = t_279;
                    k_11 = t_280;
                    continue;
                }
                float t_281 = kWeights[nsl::rem(t_259 + p_7, 4)];
                int32_t t_282 = 1;
                float t_283 = t_128 + (nsl::dot(p_58, p_58) * t_281 + p_60);
                int32_t t_284 = t_259 + 1;
                float t_285 = 0.0f;
                int32_t t_286 = 0;
                t_262 = t_282;
                t_263 = t_283;
                t_264 = t_284;
                t_265 = t_285;
                t_266 = t_286;
            } else {
                int32_t t_287 = t_260;
                float t_288 = nsl::select(t_258, t_128, 0.0f);
                int32_t t_289 = nsl::select(t_258, t_129 + 1, 0);
                float t_290 = 0.0f;
                int32_t t_291 = 0;
                t_262 = t_287;
                t_263 = t_288;
                t_264 = t_289;
                t_265 = t_290;
                t_266 = t_291;
            }
            nsl::vec<float, 3> t_292;
            float t_293;
            float t_294;
            float t_295;
            float t_296;
            float t_297;
            if (t_261) {
                nsl::vec<float, 3> p_64;
                int32_t p_65;
                float p_66;
                int32_t k_12;
                nsl::vec<float, 3> p_67 = t_255;
                int32_t p_68 = t_256;
                float p_69 = t_257;
                int32_t k_13 = 0;
                for (;;) {
                    if (k_13 < p_7) {
                    } else {
                        nsl::vec<float, 3> t_298 = p_67;
                        int32_t t_299 = p_68;
                        float t_300 = p_69;
                        int32_t t_301 = k_13;
                        p_64 = t_298;
                        p_65 = t_299;
                        p_66 = t_300;
                        k_12 = t_301;
                        break;
                    }
                    nsl::vec<float, 3> t_302 = p_67 + nsl::make<nsl::vec<float, 3>>(p_69, p_69 * p_69, -p_69) * nsl::splat<nsl::vec<float, 3>>(p_6);
                    float t_303 = p_69 * 0.9f + nsl::length(t_302) * 0.1f;
                    if (t_303 > 3.0f) {
                        nsl::vec<float, 3> t_304 = t_302;
                        int32_t t_305 = p_68;
                        float t_306 = t_303;
                        int32_t t_307 = k_13;
                        p_64 = t_304;
                        p_65 = t_305;
                        p_66 = t_306;
                        k_12 = t_307;
                        break;
                    }
                    nsl::vec<float, 3> t_308 = t_302;
                    int32_t t_309 = p_68;
                    float t_310 = t_303;
                    int32_t t_311 = k_13 + 1;
                    p_67 = t_308;
                    p_68 = t_309;
                    p_69 = t_310;
                    k_13 = t_311;
                    continue;
                }
                float t_312 = kWeights[nsl::rem(t_259 + p_7, 4)];
                nsl::vec<float, 3> t_313 = nsl::splat<nsl::vec<float, 3>>(t_312 * t_122) * p_64;
                int32_t t_314;
                nsl::vec<float, 3> t_315 = t_255;
                int32_t t_316 = t_256;
                float t_317 = t_257;
                int32_t t_318 = 0;
                int32_t t_319 = 0;
                for (;;) {
                    int32_t t_320;
                    nsl::vec<float, 3> t_321;
                    int32_t t_322;
                    float t_323;
                    int32_t t_324;
                    nsl::vec<float, 3> t_325;
                    int32_t t_326;
                    float t_327;
                    int32_t t_328;
                    if (t_318 < p_7) {
                        int32_t t_329 = 0;
                        nsl::vec<float, 3> t_330 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                        int32_t t_331 = 0;
                        float t_332 = 0.0f;
                        int32_t t_333 = 0;
                        nsl::vec<float, 3> t_334 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                        int32_t t_335 = 0;
                        float t_336 = 0.0f;
                        int32_t t_337 = 0;
                        t_320 = t_329;
                        t_321 = t_330;
                        t_322 = t_331;
                        t_323 = t_332;
                        t_324 = t_333;
                        t_325 = t_334;
                        t_326 = t_335;
                        t_327 = t_336;
                        t_328 = t_337;
                    } else {
                        int32_t t_338 = 2;
                        nsl::vec<float, 3> t_339 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                        int32_t t_340 = 0;
                        float t_341 = 0.0f;
                        int32_t t_342 = 0;
                        nsl::vec<float, 3> t_343 = t_315;
                        int32_t t_344 = t_316;
                        float t_345 = t_317;
                        int32_t t_346 = t_318;
                        t_320 = t_338;
                        t_321 = t_339;
                        t_322 = t_340;
                        t_323 = t_341;
                        t_324 = t_342;
                        t_325 = t_343;
                        t_326 = t_344;
                        t_327 = t_345;
                        t_328 = t_346;
                    }
                    int32_t t_347;
                    nsl::vec<float, 3> t_348;
                    int32_t t_349;
                    float t_350;
                    int32_t t_351;
                    nsl::vec<float, 3> t_352;
                    int32_t t_353;
                    float t_354;
                    int32_t t_355;
                    if (t_320 == 0) {
                        nsl::vec<float, 3> t_356 = t_315 + nsl::make<nsl::vec<float, 3>>(t_317, t_317 * t_317, -t_317) * nsl::splat<nsl::vec<float, 3>>(p_6);
                        float t_357 = t_317 * 0.9f + nsl::length(t_356) * 0.1f;
                        int32_t t_358;
                        nsl::vec<float, 3> t_359;
                        int32_t t_360;
                        float t_361;
                        int32_t t_362;
                        nsl::vec<float, 3> t_363;
                        int32_t t_364;
                        float t_365;
                        int32_t t_366;
                        if (t_357 > 3.0f) {
                            int32_t t_367 = 2;
                            nsl::vec<float, 3> t_368 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                            int32_t t_369 = 0;
                            float t_370 = 0.0f;
                            int32_t t_371 = 0;
                            nsl::vec<float, 3> t_372 = t_356;
                            int32_t t_373 = t_316;
                            float t_374 = t_357;
                            int32_t t_375 = t_318;
                            t_358 = t_367;
                            t_359 = t_368;
                            t_360 = t_369;
                            t_361 = t_370;
                            t_362 = t_371;
                            t_363 = t_372;
                            t_364 = t_373;
                            t_365 = t_374;
                            t_366 = t_375;
                        } else {
                            int32_t t_376 = 0;
                            nsl::vec<float, 3> t_377 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                            int32_t t_378 = 0;
                            float t_379 = 0.0f;
                            int32_t t_380 = 0;
                            nsl::vec<float, 3> t_381 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                            int32_t t_382 = 0;
                            float t_383 = 0.0f;
                            int32_t t_384 = 0;
                            t_358 = t_376;
                            t_359 = t_377;
                            t_360 = t_378;
                            t_361 = t_379;
                            t_362 = t_380;
                            t_363 = t_381;
                            t_364 = t_382;
                            t_365 = t_383;
                            t_366 = t_384;
                        }
                        int32_t t_385;
                        nsl::vec<float, 3> t_386;
                        int32_t t_387;
                        float t_388;
                        int32_t t_389;
                        nsl::vec<float, 3> t_390;
                        int32_t t_391;
                        float t_392;
                        int32_t t_393;
                        if (t_358 == 0) {
                            int32_t t_394 = 1;
                            nsl::vec<float, 3> t_395 = t_356;
                            int32_t t_396 = t_316;
                            float t_397 = t_357;
                            int32_t t_398 = t_318 + 1;
                            nsl::vec<float, 3> t_399 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                            int32_t t_400 = 0;
                            float t_401 = 0.0f;
                            int32_t t_402 = 0;
                            t_385 = t_394;
                            t_386 = t_395;
                            t_387 = t_396;
                            t_388 = t_397;
                            t_389 = t_398;
                            t_390 = t_399;
                            t_391 = t_400;
                            t_392 = t_401;
                            t_393 = t_402;
                        } else {
                            int32_t t_403 = t_358;
                            nsl::vec<float, 3> t_404 = t_359;
                            int32_t t_405 = t_360;
                            float t_406 = t_361;
                            int32_t t_407 = t_362;
                            nsl::vec<float, 3> t_408 = t_363;
                            int32_t t_409 = t_364;
                            float t_410 = t_365;
                            int32_t t_411 = t_366;
                            t_385 = t_403;
                            t_386 = t_404;
                            t_387 = t_405;
                            t_388 = t_406;
                            t_389 = t_407;
                            t_390 = t_408;
                            t_391 = t_409;
                            t_392 = t_410;
                            t_393 = t_411;
                        }
                        int32_t t_412 = t_385;
                        nsl::vec<float, 3> t_413 = t_386;
                        int32_t t_414 = t_387;
                        float t_415 = t_388;
                        int32_t t_416 = t_389;
                        nsl::vec<float, 3> t_417 = t_390;
                        int32_t t_418 = t_391;
                        float t_419 = t_392;
                        int32_t t_420 = t_393;
                        t_347 = t_412;
                        t_348 = t_413;
                        t_349 = t_414;
                        t_350 = t_415;
                        t_351 = t_416;
                        t_352 = t_417;
                        t_353 = t_418;
                        t_354 = t_419;
                        t_355 = t_420;
                    } else {
                        int32_t t_421 = t_320;
                        nsl::vec<float, 3> t_422 = t_321;
                        int32_t t_423 = t_322;
                        float t_424 = t_323;
                        int32_t t_425 = t_324;
                        nsl::vec<float, 3> t_426 = t_325;
                        int32_t t_427 = t_326;
                        float t_428 = t_327;
                        int32_t t_429 = t_328;
                        t_347 = t_421;
                        t_348 = t_422;
                        t_349 = t_423;
                        t_350 = t_424;
                        t_351 = t_425;
                        t_352 = t_426;
                        t_353 = t_427;
                        t_354 = t_428;
                        t_355 = t_429;
                    }
                    int32_t t_430 = t_319 + 1;
                    if (t_347 == 2) {
                        t_314 = t_430;
                        break;
                    }
                    nsl::vec<float, 3> t_431 = t_348;
                    int32_t t_432 = t_349;
                    float t_433 = t_350;
                    int32_t t_434 = t_351;
                    int32_t t_435 = t_430;
                    t_315 = t_431;
                    t_316 = t_432;
                    t_317 = t_433;
                    t_318 = t_434;
                    t_319 = t_435;
                    continue;
                }
                int32_t t_436 = t_314 - 1;
                nsl::vec<float, 3> t_437;
                float t_438;
                float t_439;
                int32_t t_440 = t_436;
                nsl::vec<float, 3> t_441 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                float t_442 = 0.0f;
                float t_443 = 0.0f;
                for (;;) {
                    if (t_440 < 0) {
                        nsl::vec<float, 3> t_444 = t_441;
                        float t_445 = t_442;
                        float t_446 = t_443;
                        t_437 = t_444;
                        t_438 = t_445;
                        t_439 = t_446;
                        break;
                    }
                    nsl::vec<float, 3> t_447;
                    int32_t t_448;
                    float t_449;
                    int32_t t_450;
                    nsl::vec<float, 3> t_451 = t_255;
                    int32_t t_452 = t_256;
                    float t_453 = t_257;
                    int32_t t_454 = 0;
                    int32_t t_455 = 0;
                    for (;;) {
                        if (t_455 == t_440) {
                            nsl::vec<float, 3> t_456 = t_451;
                            int32_t t_457 = t_452;
                            float t_458 = t_453;
                            int32_t t_459 = t_454;
                            t_447 = t_456;
                            t_448 = t_457;
                            t_449 = t_458;
                            t_450 = t_459;
                            break;
                        }
                        int32_t t_460;
                        nsl::vec<float, 3> t_461;
                        int32_t t_462;
                        float t_463;
                        int32_t t_464;
                        nsl::vec<float, 3> t_465;
                        int32_t t_466;
                        float t_467;
                        int32_t t_468;
                        if (t_454 < p_7) {
                            int32_t t_469 = 0;
                            nsl::vec<float, 3> t_470 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                            int32_t t_471 = 0;
                            float t_472 = 0.0f;
                            int32_t t_473 = 0;
                            nsl::vec<float, 3> t_474 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                            int32_t t_475 = 0;
                            float t_476 = 0.0f;
                            int32_t t_477 = 0;
                            t_460 = t_469;
                            t_461 = t_470;
                            t_462 = t_471;
                            t_463 = t_472;
                            t_464 = t_473;
                            t_465 = t_474;
                            t_466 = t_475;
                            t_467 = t_476;
                            t_468 = t_477;
                        } else {
                            int32_t t_478 = 2;
                            nsl::vec<float, 3> t_479 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                            int32_t t_480 = 0;
                            float t_481 = 0.0f;
                            int32_t t_482 = 0;
                            nsl::vec<float, 3> t_483 = t_451;
                            int32_t t_484 = t_452;
                            float t_485 = t_453;
                            int32_t t_486 = t_454;
                            t_460 = t_478;
                            t_461 = t_479;
                            t_462 = t_480;
                            t_463 = t_481;
                            t_464 = t_482;
                            t_465 = t_483;
                            t_466 = t_484;
                            t_467 = t_485;
                            t_468 = t_486;
                        }
                        int32_t t_487;
                        nsl::vec<float, 3> t_488;
                        int32_t t_489;
                        float t_490;
                        int32_t t_491;
                        nsl::vec<float, 3> t_492;
                        int32_t t_493;
                        float t_494;
                        int32_t t_495;
                        if (t_460 == 0) {
                            nsl::vec<float, 3> t_496 = t_451 + nsl::make<nsl::vec<float, 3>>(t_453, t_453 * t_453, -t_453) * nsl::splat<nsl::vec<float, 3>>(p_6);
                            float t_497 = t_453 * 0.9f + nsl::length(t_496) * 0.1f;
                            int32_t t_498;
                            nsl::vec<float, 3> t_499;
                            int32_t t_500;
                            float t_501;
                            int32_t t_502;
                            nsl::vec<float, 3> t_503;
                            int32_t t_504;
                            float t_505;
                            int32_t t_506;
                            if (t_497 > 3.0f) {
                                int32_t t_507 = 2;
                                nsl::vec<float, 3> t_508 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                                int32_t t_509 = 0;
                                float t_510 = 0.0f;
                                int32_t t_511 = 0;
                                nsl::vec<float, 3> t_512 = t_496;
                                int32_t t_513 = t_452;
                                float t_514 = t_497;
                                int32_t t_515 = t_454;
                                t_498 = t_507;
                                t_499 = t_508;
                                t_500 = t_509;
                                t_501 = t_510;
                                t_502 = t_511;
                                t_503 = t_512;
                                t_504 = t_513;
                                t_505 = t_514;
                                t_506 = t_515;
                            } else {
                                int32_t t_516 = 0;
                                nsl::vec<float, 3> t_517 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                                int32_t t_518 = 0;
                                float t_519 = 0.0f;
                                int32_t t_520 = 0;
                                nsl::vec<float, 3> t_521 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                                int32_t t_522 = 0;
                                float t_523 = 0.0f;
                                int32_t t_524 = 0;
                                t_498 = t_516;
                                t_499 = t_517;
                                t_500 = t_518;
                                t_501 = t_519;
                                t_502 = t_520;
                                t_503 = t_521;
                                t_504 = t_522;
                                t_505 = t_523;
                                t_506 = t_524;
                            }
                            int32_t t_525;
                            nsl::vec<float, 3> t_526;
                            int32_t t_527;
                            float t_528;
                            int32_t t_529;
                            nsl::vec<float, 3> t_530;
                            int32_t t_531;
                            float t_532;
                            int32_t t_533;
                            if (t_498 == 0) {
                                int32_t t_534 = 1;
                                nsl::vec<float, 3> t_535 = t_496;
                                int32_t t_536 = t_452;
                                float t_537 = t_497;
                                int32_t t_538 = t_454 + 1;
                                nsl::vec<float, 3> t_539 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                                int32_t t_540 = 0;
                                float t_541 = 0.0f;
                                int32_t t_542 = 0;
                                t_525 = t_534;
                                t_526 = t_535;
                                t_527 = t_536;
                                t_528 = t_537;
                                t_529 = t_538;
                                t_530 = t_539;
                                t_531 = t_540;
                                t_532 = t_541;
                                t_533 = t_542;
                            } else {
                                int32_t t_543 = t_498;
                                nsl::vec<float, 3> t_544 = t_499;
                                int32_t t_545 = t_500;
                                float t_546 = t_501;
                                int32_t t_547 = t_502;
                                nsl::vec<float, 3> t_548 = t_503;
                                int32_t t_549 = t_504;
                                float t_550 = t_505;
                                int32_t t_551 = t_506;
                                t_525 = t_543;
                                t_526 = t_544;
                                t_527 = t_545;
                                t_528 = t_546;
                                t_529 = t_547;
                                t_530 = t_548;
                                t_531 = t_549;
                                t_532 = t_550;
                                t_533 = t_551;
                            }
                            int32_t t_552 = t_525;
                            nsl::vec<float, 3> t_553 = t_526;
                            int32_t t_554 = t_527;
                            float t_555 = t_528;
                            int32_t t_556 = t_529;
                            nsl::vec<float, 3> t_557 = t_530;
                            int32_t t_558 = t_531;
                            float t_559 = t_532;
                            int32_t t_560 = t_533;
                            t_487 = t_552;
                            t_488 = t_553;
                            t_489 = t_554;
                            t_490 = t_555;
                            t_491 = t_556;
                            t_492 = t_557;
                            t_493 = t_558;
                            t_494 = t_559;
                            t_495 = t_560;
                        } else {
                            int32_t t_561 = t_460;
                            nsl::vec<float, 3> t_562 = t_461;
                            int32_t t_563 = t_462;
                            float t_564 = t_463;
                            int32_t t_565 = t_464;
                            nsl::vec<float, 3> t_566 = t_465;
                            int32_t t_567 = t_466;
                            float t_568 = t_467;
                            int32_t t_569 = t_468;
                            t_487 = t_561;
                            t_488 = t_562;
                            t_489 = t_563;
                            t_490 = t_564;
                            t_491 = t_565;
                            t_492 = t_566;
                            t_493 = t_567;
                            t_494 = t_568;
                            t_495 = t_569;
                        }
                        if (t_487 == 2) {
                            nsl::vec<float, 3> t_570 = t_451;
                            int32_t t_571 = t_452;
                            float t_572 = t_453;
                            int32_t t_573 = t_454;
                            t_447 = t_570;
                            t_448 = t_571;
                            t_449 = t_572;
                            t_450 = t_573;
                            break;
                        }
                        nsl::vec<float, 3> t_574 = t_488;
                        int32_t t_575 = t_489;
                        float t_576 = t_490;
                        int32_t t_577 = t_491;
                        int32_t t_578 = t_455 + 1;
                        t_451 = t_574;
                        t_452 = t_575;
                        t_453 = t_576;
                        t_454 = t_577;
                        t_455 = t_578;
                        continue;
                    }
                    bool t_579 = t_450 < p_7;
                    int32_t t_580;
                    nsl::vec<float, 3> t_581;
                    int32_t t_582;
                    float t_583;
                    int32_t t_584;
                    nsl::vec<float, 3> t_585;
                    int32_t t_586;
                    float t_587;
                    int32_t t_588;
                    if (t_579) {
                        int32_t t_589 = 0;
                        nsl::vec<float, 3> t_590 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                        int32_t t_591 = 0;
                        float t_592 = 0.0f;
                        int32_t t_593 = 0;
                        nsl::vec<float, 3> t_594 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                        int32_t t_595 = 0;
                        float t_596 = 0.0f;
                        int32_t t_597 = 0;
                        t_580 = t_589;
                        t_581 = t_590;
                        t_582 = t_591;
                        t_583 = t_592;
                        t_584 = t_593;
                        t_585 = t_594;
                        t_586 = t_595;
                        t_587 = t_596;
                        t_588 = t_597;
                    } else {
                        int32_t t_598 = 2;
                        nsl::vec<float, 3> t_599 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                        int32_t t_600 = 0;
                        float t_601 = 0.0f;
                        int32_t t_602 = 0;
                        nsl::vec<float, 3> t_603 = t_447;
                        int32_t t_604 = t_448;
                        float t_605 = t_449;
                        int32_t t_606 = t_450;
                        t_580 = t_598;
                        t_581 = t_599;
                        t_582 = t_600;
                        t_583 = t_601;
                        t_584 = t_602;
                        t_585 = t_603;
                        t_586 = t_604;
                        t_587 = t_605;
                        t_588 = t_606;
                    }
                    bool t_607 = t_440 == t_436;
                    nsl::vec<float, 3> t_608 = nsl::select(t_607, t_313 + t_313, nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f));
                    float t_609 = nsl::select(t_607, t_122, 0.0f);
                    nsl::vec<float, 3> t_610;
                    float t_611;
                    float t_612;
                    nsl::vec<float, 3> t_613;
                    float t_614;
                    nsl::vec<float, 3> t_615;
                    float t_616;
                    if (t_580 == 0) {
                        nsl::vec<float, 3> t_617 = t_447 + nsl::make<nsl::vec<float, 3>>(t_449, t_449 * t_449, -t_449) * nsl::splat<nsl::vec<float, 3>>(p_6);
                        float t_618 = t_449 * 0.9f + nsl::length(t_617) * 0.1f;
                        bool t_619 = t_618 > 3.0f;
                        int32_t t_620;
                        nsl::vec<float, 3> t_621;
                        int32_t t_622;
                        float t_623;
                        int32_t t_624;
                        nsl::vec<float, 3> t_625;
                        int32_t t_626;
                        float t_627;
                        int32_t t_628;
                        if (t_619) {
                            int32_t t_629 = 2;
                            nsl::vec<float, 3> t_630 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                            int32_t t_631 = 0;
                            float t_632 = 0.0f;
                            int32_t t_633 = 0;
                            nsl::vec<float, 3> t_634 = t_617;
                            int32_t t_635 = t_448;
                            float t_636 = t_618;
                            int32_t t_637 = t_450;
                            t_620 = t_629;
                            t_621 = t_630;
                            t_622 = t_631;
                            t_623 = t_632;
                            t_624 = t_633;
                            t_625 = t_634;
                            t_626 = t_635;
                            t_627 = t_636;
                            t_628 = t_637;
                        } else {
                            int32_t t_638 = 0;
                            nsl::vec<float, 3> t_639 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                            int32_t t_640 = 0;
                            float t_641 = 0.0f;
                            int32_t t_642 = 0;
                            nsl::vec<float, 3> t_643 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                            int32_t t_644 = 0;
                            float t_645 = 0.0f;
                            int32_t t_646 = 0;
                            t_620 = t_638;
                            t_621 = t_639;
                            t_622 = t_640;
                            t_623 = t_641;
                            t_624 = t_642;
                            t_625 = t_643;
                            t_626 = t_644;
                            t_627 = t_645;
                            t_628 = t_646;
                        }
                        nsl::vec<float, 3> t_647;
                        float t_648;
                        nsl::vec<float, 3> t_649;
                        float t_650;
                        nsl::vec<float, 3> t_651;
                        float t_652;
                        if (t_620 == 0) {
                            nsl::vec<float, 3> t_653 = t_441;
                            float t_654 = t_442;
                            nsl::vec<float, 3> t_655 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                            float t_656 = 0.0f;
                            nsl::vec<float, 3> t_657 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                            float t_658 = 0.0f;
                            t_647 = t_653;
                            t_648 = t_654;
                            t_649 = t_655;
                            t_650 = t_656;
                            t_651 = t_657;
                            t_652 = t_658;
                        } else {
                            nsl::vec<float, 3> t_659 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                            float t_660 = 0.0f;
                            nsl::vec<float, 3> t_661 = t_441;
                            float t_662 = t_442;
                            nsl::vec<float, 3> t_663 = t_608;
                            float t_664 = t_609;
                            t_647 = t_659;
                            t_648 = t_660;
                            t_649 = t_661;
                            t_650 = t_662;
                            t_651 = t_663;
                            t_652 = t_664;
                        }
                        nsl::vec<float, 3> t_665;
                        float t_666;
                        if (t_619) {
                            nsl::vec<float, 3> t_667 = t_651;
                            float t_668 = t_652;
                            t_665 = t_667;
                            t_666 = t_668;
                        } else {
                            nsl::vec<float, 3> t_669 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                            float t_670 = 0.0f;
                            t_665 = t_669;
                            t_666 = t_670;
                        }
                        Particle t_671 = Particle{};
                        t_671 = Particle{Inner{t_447, t_448}, t_449};
                        Particle_step_bwd_Grads t_672 = Particle_step_bwd(t_671, p_6, Particle{Inner{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f) + (t_647 + t_665), 0}, t_648 + t_666 + 0.0f});
                        Particle t_673 = t_672.f0;
                        nsl::vec<float, 3> t_674 = t_673.pos.v;
                        float t_675 = t_673.w;
                        float t_676 = t_672.f1;
                        nsl::vec<float, 3> t_677 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                        float t_678 = 0.0f;
                        nsl::vec<float, 3> t_679 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                        float t_680 = 0.0f;
                        t_610 = t_674;
                        t_611 = t_675;
                        t_612 = t_676;
                        t_613 = t_677;
                        t_614 = t_678;
                        t_615 = t_679;
                        t_616 = t_680;
                    } else {
                        nsl::vec<float, 3> t_681 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                        float t_682 = 0.0f;
                        float t_683 = 0.0f;
                        nsl::vec<float, 3> t_684 = t_441;
                        float t_685 = t_442;
                        nsl::vec<float, 3> t_686 = t_608;
                        float t_687 = t_609;
                        t_610 = t_681;
                        t_611 = t_682;
                        t_612 = t_683;
                        t_613 = t_684;
                        t_614 = t_685;
                        t_615 = t_686;
                        t_616 = t_687;
                    }
                    nsl::vec<float, 3> t_688;
                    float t_689;
                    if (t_579) {
                        nsl::vec<float, 3> t_690 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                        float t_691 = 0.0f;
                        t_688 = t_690;
                        t_689 = t_691;
                    } else {
                        nsl::vec<float, 3> t_692 = t_615;
                        float t_693 = t_616;
                        t_688 = t_692;
                        t_689 = t_693;
                    }
                    int32_t t_694 = t_440 - 1;
                    nsl::vec<float, 3> t_695 = t_610 + t_688;
                    float t_696 = t_611 + t_689;
                    float t_697 = t_443 + t_612;
                    t_440 = t_694;
                    t_441 = t_695;
                    t_442 = t_696;
                    t_443 = t_697;
                    continue;
                }
                nsl::vec<float, 3> t_698 = t_437;
                float t_699 = t_438;
                float t_700 = t_439;
                float t_701 = t_122;
                float t_702 = 0.0f;
                float t_703 = 0.0f;
                t_292 = t_698;
                t_293 = t_699;
                t_294 = t_700;
                t_295 = t_701;
                t_296 = t_702;
                t_297 = t_703;
            } else {
                nsl::vec<float, 3> t_704 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
                float t_705 = 0.0f;
                float t_706 = 0.0f;
                float t_707 = 0.0f;
                float t_708 = t_122;
                float t_709 = t_247;
                t_292 = t_704;
                t_293 = t_705;
                t_294 = t_706;
                t_295 = t_707;
                t_296 = t_708;
                t_297 = t_709;
            }
            float t_710 = t_293 + 0.0f;
            bool t_711 = t_129 == 2;
            nsl::vec<float, 3> t_712 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f) + t_292;
            bool t_713 = t_129 == 1;
            bool t_714 = t_129 == 0;
            std::array<Particle, 3> t_715 = std::array<Particle, 3>{{Particle{Inner{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0}, 0.0f}, Particle{Inner{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0}, 0.0f}, Particle{Inner{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0}, 0.0f}}};
            t_715[0] = Particle{Inner{nsl::select(t_714, t_712, nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f)), 0}, nsl::select(t_714, t_710, 0.0f)};
            std::array<Particle, 3> t_716 = t_715;
            t_716[1] = Particle{Inner{nsl::select(t_713, t_712, nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f)), 0}, nsl::select(t_713, t_710, 0.0f)};
            std::array<Particle, 3> t_717 = t_716;
            t_717[2] = Particle{Inner{nsl::select(t_711, t_712, nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f)), 0}, nsl::select(t_711, t_710, 0.0f)};
            std::array<Particle, 3> t_718 = t_717;
            float t_719 = t_295 + nsl::select(t_258, t_296, 0.0f);
            float t_720 = t_294;
            float t_721 = 0.0f;
            float t_722 = 0.0f;
            t_248 = t_718;
            t_249 = t_719;
            t_250 = t_720;
            t_251 = t_721;
            t_252 = t_722;
        } else {
            std::array<Particle, 3> t_723 = std::array<Particle, 3>{{Particle{Inner{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0}, 0.0f}, Particle{Inner{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0}, 0.0f}, Particle{Inner{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), 0}, 0.0f}}};
            float t_724 = 0.0f;
            float t_725 = 0.0f;
            float t_726 = t_122;
            float t_727 = t_247;
            t_248 = t_723;
            t_249 = t_724;
            t_250 = t_725;
            t_251 = t_726;
            t_252 = t_727;
        }
        Particle t_728 = t_248[2];
        Particle t_729 = t_123[2];
        Inner t_730 = t_728.pos;
        Inner t_731 = t_729.pos;
        Particle t_732 = t_248[1];
        Particle t_733 = t_123[1];
        Inner t_734 = t_732.pos;
        Inner t_735 = t_733.pos;
        Particle t_736 = t_248[0];
        Particle t_737 = t_123[0];
        Inner t_738 = t_736.pos;
        Inner t_739 = t_737.pos;
        int32_t t_740 = t_121 - 1;
        float t_741 = t_249 + nsl::select(t_193, 0.0f, t_252);
        std::array<Particle, 3> t_742 = std::array<Particle, 3>{{Particle{Inner{t_739.v + t_738.v, t_739.tag + t_738.tag}, t_737.w + t_736.w}, Particle{Inner{t_735.v + t_734.v, t_735.tag + t_734.tag}, t_733.w + t_732.w}, Particle{Inner{t_731.v + t_730.v, t_731.tag + t_730.tag}, t_729.w + t_728.w}}};
        float t_743 = t_124 + t_250;
        t_121 = t_740;
        t_122 = t_741;
        t_123 = t_742;
        t_124 = t_743;
        continue;
    }
    return simulate_bwd_Grads{t_119, t_120};
}
static useCustom_bwd_Grads useCustom_bwd(float p_9, float p_10, float p_11) {
    bool t_744;
    float t_745;
    float s;
    int32_t i_6;
    bool t_746 = false;
    float t_747 = 0.0f;
    float s_1 = 0.0f;
    int32_t i_7 = 0;
    for (;;) {
        if (i_7 < 5) {
        } else {
            bool t_748 = t_746;
            float t_749 = t_747;
            float t_750 = s_1;
            int32_t t_751 = i_7;
            t_744 = t_748;
            t_745 = t_749;
            s = t_750;
            i_6 = t_751;
            break;
        }
        bool t_752;
        float t_753;
        if (s_1 > 10.0f) {
            bool t_754 = true;
            float t_755 = s_1 * p_10;
            float t_756 = s_1;
            int32_t t_757 = i_7;
            t_744 = t_754;
            t_745 = t_755;
            s = t_756;
            i_6 = t_757;
            break;
        } else {
            bool t_758 = t_746;
            float t_759 = t_747;
            t_752 = t_758;
            t_753 = t_759;
        }
        bool t_760 = t_752;
        float t_761 = t_753;
        float t_762 = s_1 + (p_9 * p_9 * p_9 * p_10 + nsl::convert<float>(i_7));
        int32_t t_763 = i_7 + 1;
        t_746 = t_760;
        t_747 = t_761;
        s_1 = t_762;
        i_7 = t_763;
        continue;
    }
    bool t_764 = nsl::select(t_744, 2, 0) == 0;
    int32_t t_765;
    bool t_766 = false;
    float t_767 = 0.0f;
    float t_768 = 0.0f;
    int32_t t_769 = 0;
    int32_t t_770 = 0;
    for (;;) {
        bool t_771 = t_769 < 5;
        int32_t t_772 = nsl::select(t_771, 0, 2);
        int32_t t_773;
        bool t_774;
        float t_775;
        float t_776;
        int32_t t_777;
        bool t_778;
        float t_779;
        float t_780;
        int32_t t_781;
        if (t_772 == 0) {
            bool t_782 = t_768 > 10.0f;
            int32_t t_783 = nsl::select(t_782, 2, 0);
            int32_t t_784;
            bool t_785;
            float t_786;
            float t_787;
            int32_t t_788;
            bool t_789;
            float t_790;
            float t_791;
            int32_t t_792;
            if (t_783 == 0) {
                int32_t t_793 = 1;
                bool t_794 = nsl::select(t_782, false, t_766);
                float t_795 = nsl::select(t_782, 0.0f, t_767);
                float t_796 = t_768 + (p_9 * p_9 * p_9 * p_10 + nsl::convert<float>(t_769));
                int32_t t_797 = t_769 + 1;
                bool t_798 = false;
                float t_799 = 0.0f;
                float t_800 = 0.0f;
                int32_t t_801 = 0;
                t_784 = t_793;
                t_785 = t_794;
                t_786 = t_795;
                t_787 = t_796;
                t_788 = t_797;
                t_789 = t_798;
                t_790 = t_799;
                t_791 = t_800;
                t_792 = t_801;
            } else {
                int32_t t_802 = t_783;
                bool t_803 = false;
                float t_804 = 0.0f;
                float t_805 = 0.0f;
                int32_t t_806 = 0;
                bool t_807 = t_782;
                float t_808 = nsl::select(t_782, t_768 * p_10, 0.0f);
                float t_809 = nsl::select(t_782, t_768, 0.0f);
                int32_t t_810 = nsl::select(t_782, t_769, 0);
                t_784 = t_802;
                t_785 = t_803;
                t_786 = t_804;
                t_787 = t_805;
                t_788 = t_806;
                t_789 = t_807;
                t_790 = t_808;
                t_791 = t_809;
                t_792 = t_810;
            }
            int32_t t_811 = t_784;
            bool t_812 = t_785;
            float t_813 = t_786;
            float t_814 = t_787;
            int32_t t_815 = t_788;
            bool t_816 = t_789;
            float t_817 = t_790;
            float t_818 = t_791;
            int32_t t_819 = t_792;
            t_773 = t_811;
            t_774 = t_812;
            t_775 = t_813;
            t_776 = t_814;
            t_777 = t_815;
            t_778 = t_816;
            t_779 = t_817;
            t_780 = t_818;
            t_781 = t_819;
        } else {
            int32_t t_820 = t_772;
            bool t_821 = false;
            float t_822 = 0.0f;
            float t_823 = 0.0f;
            int32_t t_824 = 0;
            bool t_825 = nsl::select(t_771, false, t_766);
            float t_826 = nsl::select(t_771, 0.0f, t_767);
            float t_827 = nsl::select(t_771, 0.0f, t_768);
            int32_t t_828 = nsl::select(t_771, 0, t_769);
            t_773 = t_820;
            t_774 = t_821;
            t_775 = t_822;
            t_776 = t_823;
            t_777 = t_824;
            t_778 = t_825;
            t_779 = t_826;
            t_780 = t_827;
            t_781 = t_828;
        }
        int32_t t_829 = t_770 + 1;
        if (t_773 == 2) {
            t_765 = t_829;
            break;
        }
        bool t_830 = t_774;
        float t_831 = t_775;
        float t_832 = t_776;
        int32_t t_833 = t_777;
        int32_t t_834 = t_829;
        t_766 = t_830;
        t_767 = t_831;
        t_768 = t_832;
        t_769 = t_833;
        t_770 = t_834;
        continue;
    }
    int32_t t_835 = t_765 - 1;
    float t_836;
    float t_837;
    float t_838;
    float t_839;
    int32_t t_840 = t_835;
    float t_841 = 0.0f;
    float t_842 = 0.0f;
    float t_843 = 0.0f;
    float t_844 = 0.0f;
    for (;;) {
        if (t_840 < 0) {
            float t_845 = t_841;
            float t_846 = t_842;
            float t_847 = t_843;
            float t_848 = t_844;
            t_836 = t_845;
            t_837 = t_846;
            t_838 = t_847;
            t_839 = t_848;
            break;
        }
        bool t_849;
        float t_850;
        float t_851;
        int32_t t_852;
        bool t_853 = false;
        float t_854 = 0.0f;
        float t_855 = 0.0f;
        int32_t t_856 = 0;
        int32_t t_857 = 0;
        for (;;) {
            if (t_857 == t_840) {
                bool t_858 = t_853;
                float t_859 = t_854;
                float t_860 = t_855;
                int32_t t_861 = t_856;
                t_849 = t_858;
                t_850 = t_859;
                t_851 = t_860;
                t_852 = t_861;
                break;
            }
            bool t_862 = t_856 < 5;
            int32_t t_863 = nsl::select(t_862, 0, 2);
            int32_t t_864;
            bool t_865;
            float t_866;
            float t_867;
            int32_t t_868;
            bool t_869;
            float t_870;
            float t_871;
            int32_t t_872;
            if (t_863 == 0) {
                bool t_873 = t_855 > 10.0f;
                int32_t t_874 = nsl::select(t_873, 2, 0);
                int32_t t_875;
                bool t_876;
                float t_877;
                float t_878;
                int32_t t_879;
                bool t_880;
                float t_881;
                float t_882;
                int32_t t_883;
                if (t_874 == 0) {
                    int32_t t_884 = 1;
                    bool t_885 = nsl::select(t_873, false, t_853);
                    float t_886 = nsl::select(t_873, 0.0f, t_854);
                    float t_887 = t_855 + (p_9 * p_9 * p_9 * p_10 + nsl::convert<float>(t_856));
                    int32_t t_888 = t_856 + 1;
                    bool t_889 = false;
                    float t_890 = 0.0f;
                    float t_891 = 0.0f;
                    int32_t t_892 = 0;
                    t_875 = t_884;
                    t_876 = t_885;
                    t_877 = t_886;
                    t_878 = t_887;
                    t_879 = t_888;
                    t_880 = t_889;
                    t_881 = t_890;
                    t_882 = t_891;
                    t_883 = t_892;
                } else {
                    int32_t t_893 = t_874;
                    bool t_894 = false;
                    float t_895 = 0.0f;
                    float t_896 = 0.0f;
                    int32_t t_897 = 0;
                    bool t_898 = t_873;
                    float t_899 = nsl::select(t_873, t_855 * p_10, 0.0f);
                    float t_900 = nsl::select(t_873, t_855, 0.0f);
                    int32_t t_901 = nsl::select(t_873, t_856, 0);
                    t_875 = t_893;
                    t_876 = t_894;
                    t_877 = t_895;
                    t_878 = t_896;
                    t_879 = t_897;
                    t_880 = t_898;
                    t_881 = t_899;
                    t_882 = t_900;
                    t_883 = t_901;
                }
                int32_t t_902 = t_875;
                bool t_903 = t_876;
                float t_904 = t_877;
                float t_905 = t_878;
                int32_t t_906 = t_879;
                bool t_907 = t_880;
                float t_908 = t_881;
                float t_909 = t_882;
                int32_t t_910 = t_883;
                t_864 = t_902;
                t_865 = t_903;
                t_866 = t_904;
                t_867 = t_905;
                t_868 = t_906;
                t_869 = t_907;
                t_870 = t_908;
                t_871 = t_909;
                t_872 = t_910;
            } else {
                int32_t t_911 = t_863;
                bool t_912 = false;
                float t_913 = 0.0f;
                float t_914 = 0.0f;
                int32_t t_915 = 0;
                bool t_916 = nsl::select(t_862, false, t_853);
                float t_917 = nsl::select(t_862, 0.0f, t_854);
                float t_918 = nsl::select(t_862, 0.0f, t_855);
                int32_t t_919 = nsl::select(t_862, 0, t_856);
                t_864 = t_911;
                t_865 = t_912;
                t_866 = t_913;
                t_867 = t_914;
                t_868 = t_915;
                t_869 = t_916;
                t_870 = t_917;
                t_871 = t_918;
                t_872 = t_919;
            }
            if (t_864 == 2) {
                bool t_920 = t_853;
                float t_921 = t_854;
                float t_922 = t_855;
                int32_t t_923 = t_856;
                t_849 = t_920;
                t_850 = t_921;
                t_851 = t_922;
                t_852 = t_923;
                break;
            }
            bool t_924 = t_865;
            float t_925 = t_866;
            float t_926 = t_867;
            int32_t t_927 = t_868;
            int32_t t_928 = t_857 + 1;
            t_853 = t_924;
            t_854 = t_925;
            t_855 = t_926;
            t_856 = t_927;
            t_857 = t_928;
            continue;
        }
        bool t_929 = t_852 < 5;
        bool t_930 = t_840 == t_835;
        float t_931 = nsl::select(t_930, nsl::select(t_744, nsl::select(t_764, 0.0f, p_11), 0.0f), 0.0f);
        float t_932 = nsl::select(t_930, nsl::select(t_764, p_11, 0.0f), 0.0f);
        float t_933;
        float t_934;
        float t_935;
        float t_936;
        float t_937;
        float t_938;
        float t_939;
        float t_940;
        if (nsl::select(t_929, 0, 2) == 0) {
            bool t_941 = t_851 > 10.0f;
            float t_942;
            float t_943;
            float t_944;
            float t_945;
            float t_946;
            float t_947;
            float t_948;
            float t_949;
            if (nsl::select(t_941, 2, 0) == 0) {
                float t_950 = 6.0f * p_9 * p_9 * (p_10 * t_842);
                float t_951 = p_9 * p_9 * p_9 * t_842;
                float t_952 = t_842;
                float t_953 = t_841;
                float t_954 = 0.0f;
                float t_955 = 0.0f;
                float t_956 = 0.0f;
                float t_957 = 0.0f;
                t_942 = t_950;
                t_943 = t_951;
                t_944 = t_952;
                t_945 = t_953;
                t_946 = t_954;
                t_947 = t_955;
                t_948 = t_956;
                t_949 = t_957;
            } else {
                float t_958 = 0.0f;
                float t_959 = 0.0f;
                float t_960 = 0.0f;
                float t_961 = 0.0f;
                float t_962 = t_841;
                float t_963 = t_842;
                float t_964 = t_931;
                float t_965 = t_932;
                t_942 = t_958;
                t_943 = t_959;
                t_944 = t_960;
                t_945 = t_961;
                t_946 = t_962;
                t_947 = t_963;
                t_948 = t_964;
                t_949 = t_965;
            }
            float t_966 = t_944 + nsl::select(t_941, t_949 + p_10 * t_948, 0.0f);
            float t_967 = t_943 + nsl::select(t_941, t_851 * t_948, 0.0f);
            float t_968 = nsl::select(t_941, 0.0f, t_945);
            float t_969 = t_942;
            float t_970 = 0.0f;
            float t_971 = 0.0f;
            float t_972 = 0.0f;
            float t_973 = 0.0f;
            t_933 = t_966;
            t_934 = t_967;
            t_935 = t_968;
            t_936 = t_969;
            t_937 = t_970;
            t_938 = t_971;
            t_939 = t_972;
            t_940 = t_973;
        } else {
            float t_974 = 0.0f;
            float t_975 = 0.0f;
            float t_976 = 0.0f;
            float t_977 = 0.0f;
            float t_978 = t_841;
            float t_979 = t_842;
            float t_980 = t_931;
            float t_981 = t_932;
            t_933 = t_974;
            t_934 = t_975;
            t_935 = t_976;
            t_936 = t_977;
            t_937 = t_978;
            t_938 = t_979;
            t_939 = t_980;
            t_940 = t_981;
        }
        int32_t t_982 = t_840 - 1;
        float t_983 = t_935 + nsl::select(t_929, 0.0f, t_939);
        float t_984 = t_933 + nsl::select(t_929, 0.0f, t_940);
        float t_985 = t_843 + t_934;
        float t_986 = t_844 + t_936;
        t_840 = t_982;
        t_841 = t_983;
        t_842 = t_984;
        t_843 = t_985;
        t_844 = t_986;
        continue;
    }
    return useCustom_bwd_Grads{t_839, t_838};
}
static vecOps_bwd_Grads vecOps_bwd(nsl::vec<float, 3> p_12, nsl::vec<float, 3> p_13, float& p_14, float p_15, nsl::vec<float, 3> p_16) {
    nsl::vec<float, 3> t_987 = nsl::normalize(p_12);
    float t_988 = nsl::length(p_13);
    float t_989 = t_988 * 0.5f;
    bool t_990 = p_12.x > 0.0f;
    float t_991;
    if (t_990) {
        t_991 = nsl::max(p_12.y, p_13.z) + nsl::clamp(p_12.z, -0.5f, 0.5f);
    } else {
        t_991 = 0.0f;
    }
    nsl::vec<float, 3> t_992 = nsl::splat<nsl::vec<float, 3>>(nsl::saturate(t_989));
    p_14 = t_991;
    nsl::vec<float, 3> t_993 = nsl::select(p_12 == p_13, nsl::make<nsl::vec<float, 3>>(0.5f, 0.5f, 0.5f), nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f));
    nsl::vec<float, 3> t_994 = p_16;
    t_994.z = 0.0f;
    nsl::vec<float, 2> t_995 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_995.y = p_16.z;
    nsl::vec<float, 3> t_996 = t_994;
    t_996.x = 0.0f;
    nsl::vec<float, 2> t_997 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_997.x = p_16.x;
    nsl::vec<float, 2> t_998 = nsl::make<nsl::vec<float, 2>>(2.0f, 2.0f) * (t_995 + t_997);
    nsl::vec<float, 3> t_999 = t_996 + nsl::make<nsl::vec<float, 3>>(t_998.y, 0.0f, t_998.x);
    nsl::vec<float, 3> t_1000 = t_992 * t_999;
    nsl::vec<float, 3> t_1001 = (nsl::reflect(p_13, t_987) - p_12) * t_999;
    nsl::vec<float, 3> t_1002;
    nsl::vec<float, 3> t_1003;
    float t_1004;
    if (t_990) {
        float t_1005 = p_12.y;
        float t_1006 = p_13.z;
        float t_1007 = p_12.z;
        nsl::vec<float, 3> t_1008 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
        t_1008.z = nsl::select(t_1007 < -0.5f, 0.0f, nsl::select(t_1007 > 0.5f, 0.0f, 1.0f)) * p_15;
        float t_1009 = nsl::select(t_1005 == t_1006, 0.5f, 0.0f);
        nsl::vec<float, 3> t_1010 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
        t_1010.z = nsl::select(t_1006 > t_1005, 1.0f, t_1009) * p_15;
        nsl::vec<float, 3> t_1011 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
        t_1011.y = nsl::select(t_1005 > t_1006, 1.0f, t_1009) * p_15;
        nsl::vec<float, 3> t_1012 = t_1008 + t_1011;
        nsl::vec<float, 3> t_1013 = t_1010;
        float t_1014 = 0.0f;
        t_1002 = t_1012;
        t_1003 = t_1013;
        t_1004 = t_1014;
    } else {
        nsl::vec<float, 3> t_1015 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
        nsl::vec<float, 3> t_1016 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
        float t_1017 = p_15;
        t_1002 = t_1015;
        t_1003 = t_1016;
        t_1004 = t_1017;
    }
    nsl::vec<float, 3> t_1018 = nsl::make<nsl::vec<float, 3>>(2.0f, 2.0f, 2.0f) * nsl::splat<nsl::vec<float, 3>>(nsl::dot(t_987, t_1000));
    nsl::vec<float, 3> t_1019 = -(t_1018 * p_13 + nsl::make<nsl::vec<float, 3>>(2.0f, 2.0f, 2.0f) * nsl::splat<nsl::vec<float, 3>>(nsl::dot(t_987, p_13)) * t_1000);
    return vecOps_bwd_Grads{nsl::select(p_12 < p_13, nsl::make<nsl::vec<float, 3>>(1.0f, 1.0f, 1.0f), t_993) * p_16 + (nsl::make<nsl::vec<float, 3>>(1.0f, 1.0f, 1.0f) - t_992) * t_999 + t_1002 + (t_1019 - t_987 * nsl::splat<nsl::vec<float, 3>>(nsl::dot(t_987, t_1019))) / nsl::splat<nsl::vec<float, 3>>(nsl::length(p_12)), nsl::select(p_13 < p_12, nsl::make<nsl::vec<float, 3>>(1.0f, 1.0f, 1.0f), t_993) * p_16 + t_1003 + nsl::splat<nsl::vec<float, 3>>(0.5f * (nsl::select(t_989 < 0.0f, 0.0f, nsl::select(t_989 > 1.0f, 0.0f, 1.0f)) * (t_1001.x + t_1001.y + t_1001.z)) / t_988) * p_13 + (t_1000 - t_1018 * t_987), 0.0f};
}
static vecOps_fwd_Result vecOps_fwd(nsl::vec<float, 3> p_17, nsl::vec<float, 3> p_18, nsl::vec<float, 3> p_19, nsl::vec<float, 3> p_20, float& p_21, float& p_22) {
    nsl::vec<float, 3> t_1020 = nsl::normalize(p_17);
    nsl::vec<float, 3> t_1021 = (p_18 - t_1020 * nsl::splat<nsl::vec<float, 3>>(nsl::dot(t_1020, p_18))) / nsl::splat<nsl::vec<float, 3>>(nsl::length(p_17));
    nsl::vec<float, 3> t_1022 = nsl::reflect(p_19, t_1020);
    float t_1023 = nsl::length(p_19);
    float t_1024 = t_1023 * 0.5f;
    p_21 = 0.0f;
    p_22 = 0.0f;
    if (p_17.x > 0.0f) {
        float t_1025 = p_17.y;
        float t_1026 = p_19.z;
        float t_1027 = nsl::select(t_1025 == t_1026, 0.5f, 0.0f);
        float t_1028 = p_17.z;
        p_21 = nsl::max(t_1025, t_1026) + nsl::clamp(t_1028, -0.5f, 0.5f);
        p_22 = nsl::select(t_1025 > t_1026, 1.0f, t_1027) * p_18.y + nsl::select(t_1026 > t_1025, 1.0f, t_1027) * p_20.z + nsl::select(t_1028 < -0.5f, 0.0f, nsl::select(t_1028 > 0.5f, 0.0f, 1.0f)) * p_18.z;
    }
    nsl::vec<float, 3> t_1029 = nsl::splat<nsl::vec<float, 3>>(nsl::saturate(t_1024));
    nsl::vec<float, 3> t_1030 = nsl::lerp(p_17, t_1022, t_1029);
    nsl::vec<float, 3> t_1031 = (nsl::make<nsl::vec<float, 3>>(1.0f, 1.0f, 1.0f) - t_1029) * p_18 + t_1029 * (p_20 - nsl::make<nsl::vec<float, 3>>(2.0f, 2.0f, 2.0f) * nsl::splat<nsl::vec<float, 3>>(nsl::dot(t_1021, p_19) + nsl::dot(t_1020, p_20)) * t_1020 - nsl::make<nsl::vec<float, 3>>(2.0f, 2.0f, 2.0f) * nsl::splat<nsl::vec<float, 3>>(nsl::dot(t_1020, p_19)) * t_1021) + (t_1022 - p_17) * nsl::splat<nsl::vec<float, 3>>(nsl::select(t_1024 < 0.0f, 0.0f, nsl::select(t_1024 > 1.0f, 0.0f, 1.0f)) * (0.5f * (nsl::dot(p_19, p_20) / t_1023)));
    nsl::vec<float, 2> t_1032 = nsl::swizzle<2, 0>(t_1030) * nsl::make<nsl::vec<float, 2>>(2.0f, 2.0f);
    nsl::vec<float, 2> t_1033 = nsl::make<nsl::vec<float, 2>>(2.0f, 2.0f) * nsl::swizzle<2, 0>(t_1031);
    nsl::vec<float, 3> t_1034 = t_1030;
    t_1034.x = t_1032.x;
    nsl::vec<float, 3> t_1035 = t_1031;
    t_1035.x = t_1033.x;
    nsl::vec<float, 3> t_1036 = t_1034;
    t_1036.z = t_1032.y;
    nsl::vec<float, 3> t_1037 = t_1035;
    t_1037.z = t_1033.y;
    nsl::vec<float, 3> t_1038 = nsl::select(p_17 == p_19, nsl::make<nsl::vec<float, 3>>(0.5f, 0.5f, 0.5f), nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f));
    return vecOps_fwd_Result{t_1036 + nsl::min(p_17, p_19), t_1037 + (nsl::select(p_17 < p_19, nsl::make<nsl::vec<float, 3>>(1.0f, 1.0f, 1.0f), t_1038) * p_18 + nsl::select(p_19 < p_17, nsl::make<nsl::vec<float, 3>>(1.0f, 1.0f, 1.0f), t_1038) * p_20)};
}
static void computeMain() {
    std::array<Particle, 3> ps_1 = std::array<Particle, 3>{};
    int32_t i_8;
    int32_t i_9 = 0;
    for (;;) {
        if (i_9 < 3) {
        } else {
            i_8 = i_9;
            break;
        }
        float t_1039 = nsl::convert<float>(i_9);
        ps_1[i_9].pos.v = nsl::make<nsl::vec<float, 3>>(0.1f * t_1039 + 0.2f, -0.3f + 0.2f * t_1039, 0.5f);
        ps_1[i_9].pos.tag = i_9;
        ps_1[i_9].w = 0.7f + 0.4f * t_1039;
        i_9 = i_9 + 1;
        continue;
    }
    std::array<Particle, 3> t_1040 = ps_1;
    simulate_bwd_Grads t_1041 = simulate_bwd(t_1040, 0.3f, 3, 1.0f);
    std::array<Particle, 3> t_1042 = t_1041.f0;
    Particle t_1043 = t_1042[0];
    nsl::vec<float, 3> t_1044 = t_1043.pos.v;
    Particle t_1045 = t_1042[1];
    Particle t_1046 = t_1042[2];
    outputBuffer.data[0u] = t_1044.x;
    outputBuffer.data[1u] = t_1044.y;
    outputBuffer.data[2u] = t_1044.z;
    outputBuffer.data[3u] = t_1043.w;
    outputBuffer.data[4u] = t_1045.pos.v.x;
    outputBuffer.data[5u] = t_1045.w;
    outputBuffer.data[6u] = t_1046.pos.v.y;
    outputBuffer.data[7u] = t_1046.w;
    outputBuffer.data[8u] = t_1041.f1;
    std::array<Particle, 3> t_1047 = ps_1;
    float t_1048 = simulate(t_1047, 0.3f, 3);
    outputBuffer.data[9u] = t_1048;
    poly_bwd_Grads t_1049 = poly_bwd(1.3f, 0.7f, 1.0f);
    outputBuffer.data[10u] = t_1049.f0;
    outputBuffer.data[11u] = t_1049.f1;
    poly_1_fwd_Result t_1050 = poly_1_fwd(0.5, 1.0, 2.0, 0.5);
    outputBuffer.data[12u] = nsl::convert<float>(t_1050.d);
    outputBuffer.data[13u] = nsl::convert<float>(t_1050.p);
    useCustom_bwd_Grads t_1051 = useCustom_bwd(1.2f, 0.8f, 1.0f);
    outputBuffer.data[14u] = t_1051.f0;
    outputBuffer.data[15u] = t_1051.f1;
    useCustom_bwd_Grads t_1052 = useCustom_bwd(0.5f, 0.4f, 1.0f);
    outputBuffer.data[16u] = t_1052.f0;
    outputBuffer.data[17u] = t_1052.f1;
    float t_1053 = 0.0f;
    t_1053 = 0.0f;
    vecOps_bwd_Grads t_1054 = vecOps_bwd(nsl::make<nsl::vec<float, 3>>(0.6f, 0.8f, -0.3f), nsl::make<nsl::vec<float, 3>>(-0.4f, 1.1f, 0.9f), t_1053, 3.0f, nsl::make<nsl::vec<float, 3>>(1.0f, -0.5f, 2.0f));
    nsl::vec<float, 3> t_1055 = t_1054.f0;
    nsl::vec<float, 3> t_1056 = t_1054.f1;
    outputBuffer.data[18u] = t_1055.x;
    outputBuffer.data[19u] = t_1055.y;
    outputBuffer.data[20u] = t_1055.z;
    outputBuffer.data[21u] = t_1056.x;
    outputBuffer.data[22u] = t_1056.y;
    outputBuffer.data[23u] = t_1056.z;
    float t_1057 = 0.0f;
    float t_1058 = 0.0f;
    vecOps_fwd_Result t_1059 = vecOps_fwd(nsl::make<nsl::vec<float, 3>>(0.6f, 0.8f, -0.3f), nsl::make<nsl::vec<float, 3>>(1.0f, 0.5f, -1.0f), nsl::make<nsl::vec<float, 3>>(-0.4f, 1.1f, 0.9f), nsl::make<nsl::vec<float, 3>>(0.2f, 0.3f, 0.4f), t_1057, t_1058);
    nsl::vec<float, 3> t_1060 = t_1059.d;
    float t_1061 = t_1058;
    outputBuffer.data[24u] = t_1060.x;
    outputBuffer.data[25u] = t_1060.y;
    outputBuffer.data[26u] = t_1060.z;
    outputBuffer.data[27u] = t_1061;
    return;
}
static poly_bwd_Grads poly_bwd(float p_23, float p_24, float p_25) {
    float c;
    float r;
    float xp;
    int32_t i_10;
    float c_1 = p_24;
    float r_1 = 0.0f;
    float xp_1 = 1.0f;
    int32_t i_11 = 0;
    for (;;) {
        if (i_11 < 4) {
        } else {
            float t_1062 = c_1;
            float t_1063 = r_1;
            float t_1064 = xp_1;
            int32_t t_1065 = i_11;
            c = t_1062;
            r = t_1063;
            xp = t_1064;
            i_10 = t_1065;
            break;
        }
        float t_1066 = c_1 * 0.5f;
        float t_1067 = r_1 + xp_1 * c_1;
        float t_1068 = xp_1 * p_23;
        int32_t t_1069 = i_11 + 1;
        c_1 = t_1066;
        r_1 = t_1067;
        xp_1 = t_1068;
        i_11 = t_1069;
        continue;
    }
    int32_t t_1070;
    float t_1071 = p_24;
    float t_1072 = 0.0f;
    float t_1073 = 1.0f;
    int32_t t_1074 = 0;
    int32_t t_1075 = 0;
    for (;;) {
        bool t_1076 = t_1074 < 4;
        int32_t t_1077 = nsl::select(t_1076, 0, 2);
        int32_t t_1078;
        float t_1079;
        float t_1080;
        float t_1081;
        int32_t t_1082;
        float t_1083;
        float t_1084;
        float t_1085;
        int32_t t_1086;
        if (t_1077 == 0) {
            int32_t t_1087 = 1;
            float t_1088 = t_1071 * 0.5f;
            float t_1089 = t_1072 + t_1073 * t_1071;
            float t_1090 = t_1073 * p_23;
            int32_t t_1091 = t_1074 + 1;
            float t_1092 = 0.0f;
            float t_1093 = 0.0f;
            float t_1094 = 0.0f;
            int32_t t_1095 = 0;
            t_1078 = t_1087;
            t_1079 = t_1088;
            t_1080 = t_1089;
            t_1081 = t_1090;
            t_1082 = t_1091;
            t_1083 = t_1092;
            t_1084 = t_1093;
            t_1085 = t_1094;
            t_1086 = t_1095;
        } else {
            int32_t t_1096 = t_1077;
            float t_1097 = 0.0f;
            float t_1098 = 0.0f;
            float t_1099 = 0.0f;
            int32_t t_1100 = 0;
            float t_1101 = nsl::select(t_1076, 0.0f, t_1071);
            float t_1102 = nsl::select(t_1076, 0.0f, t_1072);
            float t_1103 = nsl::select(t_1076, 0.0f, t_1073);
            int32_t t_1104 = nsl::select(t_1076, 0, t_1074);
            t_1078 = t_1096;
            t_1079 = t_1097;
            t_1080 = t_1098;
            t_1081 = t_1099;
            t_1082 = t_1100;
            t_1083 = t_1101;
            t_1084 = t_1102;
            t_1085 = t_1103;
            t_1086 = t_1104;
        }
        int32_t t_1105 = t_1075 + 1;
        if (t_1078 == 2) {
            t_1070 = t_1105;
            break;
        }
        float t_1106 = t_1079;
        float t_1107 = t_1080;
        float t_1108 = t_1081;
        int32_t t_1109 = t_1082;
        int32_t t_1110 = t_1105;
        t_1071 = t_1106;
        t_1072 = t_1107;
        t_1073 = t_1108;
        t_1074 = t_1109;
        t_1075 = t_1110;
        continue;
    }
    int32_t t_1111 = t_1070 - 1;
    float t_1112;
    float t_1113;
    float t_1114;
    float t_1115;
    int32_t t_1116 = t_1111;
    float t_1117 = 0.0f;
    float t_1118 = 0.0f;
    float t_1119 = 0.0f;
    float t_1120 = 0.0f;
    for (;;) {
        if (t_1116 < 0) {
            float t_1121 = t_1117;
            float t_1122 = t_1118;
            float t_1123 = t_1119;
            float t_1124 = t_1120;
            t_1112 = t_1121;
            t_1113 = t_1122;
            t_1114 = t_1123;
            t_1115 = t_1124;
            break;
        }
        float t_1125;
        float t_1126;
        float t_1127;
        int32_t t_1128;
        float t_1129 = p_24;
        float t_1130 = 0.0f;
        float t_1131 = 1.0f;
        int32_t t_1132 = 0;
        int32_t t_1133 = 0;
        for (;;) {
            if (t_1133 == t_1116) {
                float t_1134 = t_1129;
                float t_1135 = t_1130;
                float t_1136 = t_1131;
                int32_t t_1137 = t_1132;
                t_1125 = t_1134;
                t_1126 = t_1135;
                t_1127 = t_1136;
                t_1128 = t_1137;
                break;
            }
            bool t_1138 = t_1132 < 4;
            int32_t t_1139 = nsl::select(t_1138, 0, 2);
            int32_t t_1140;
            float t_1141;
            float t_1142;
            float t_1143;
            int32_t t_1144;
            float t_1145;
            float t_1146;
            float t_1147;
            int32_t t_1148;
            if (t_1139 == 0) {
                int32_t t_1149 = 1;
                float t_1150 = t_1129 * 0.5f;
                float t_1151 = t_1130 + t_1131 * t_1129;
                float t_1152 = t_1131 * p_23;
                int32_t t_1153 = t_1132 + 1;
                float t_1154 = 0.0f;
                float t_1155 = 0.0f;
                float t_1156 = 0.0f;
                int32_t t_1157 = 0;
                t_1140 = t_1149;
                t_1141 = t_1150;
                t_1142 = t_1151;
                t_1143 = t_1152;
                t_1144 = t_1153;
                t_1145 = t_1154;
                t_1146 = t_1155;
                t_1147 = t_1156;
                t_1148 = t_1157;
            } else {
                int32_t t_1158 = t_1139;
                float t_1159 = 0.0f;
                float t_1160 = 0.0f;
                float t_1161 = 0.0f;
                int32_t t_1162 = 0;
                float t_1163 = nsl::select(t_1138, 0.0f, t_1129);
                float t_1164 = nsl::select(t_1138, 0.0f, t_1130);
                float t_1165 = nsl::select(t_1138, 0.0f, t_1131);
                int32_t t_1166 = nsl::select(t_1138, 0, t_1132);
                t_1140 = t_1158;
                t_1141 = t_1159;
                t_1142 = t_1160;
                t_1143 = t_1161;
                t_1144 = t_1162;
                t_1145 = t_1163;
                t_1146 = t_1164;
                t_1147 = t_1165;
                t_1148 = t_1166;
            }
            if (t_1140 == 2) {
                float t_1167 = t_1129;
                float t_1168 = t_1130;
                float t_1169 = t_1131;
                int32_t t_1170 = t_1132;
                t_1125 = t_1167;
                t_1126 = t_1168;
                t_1127 = t_1169;
                t_1128 = t_1170;
                break;
            }
            float t_1171 = t_1141;
            float t_1172 = t_1142;
            float t_1173 = t_1143;
            int32_t t_1174 = t_1144;
            int32_t t_1175 = t_1133 + 1;
            t_1129 = t_1171;
            t_1130 = t_1172;
            t_1131 = t_1173;
            t_1132 = t_1174;
            t_1133 = t_1175;
            continue;
        }
        bool t_1176 = t_1128 < 4;
        float t_1177;
        float t_1178;
        float t_1179;
        float t_1180;
        float t_1181;
        float t_1182;
        float t_1183;
        float t_1184;
        float t_1185;
        float t_1186;
        if (nsl::select(t_1176, 0, 2) == 0) {
            float t_1187 = p_23 * t_1119 + t_1125 * t_1118;
            float t_1188 = 0.5f * t_1117 + t_1127 * t_1118;
            float t_1189 = t_1118;
            float t_1190 = t_1127 * t_1119;
            float t_1191 = 0.0f;
            float t_1192 = 0.0f;
            float t_1193 = 0.0f;
            float t_1194 = 0.0f;
            float t_1195 = 0.0f;
            float t_1196 = 0.0f;
            t_1177 = t_1187;
            t_1178 = t_1188;
            t_1179 = t_1189;
            t_1180 = t_1190;
            t_1181 = t_1191;
            t_1182 = t_1192;
            t_1183 = t_1193;
            t_1184 = t_1194;
            t_1185 = t_1195;
            t_1186 = t_1196;
        } else {
            float t_1197 = 0.0f;
            float t_1198 = 0.0f;
            float t_1199 = 0.0f;
            float t_1200 = 0.0f;
            float t_1201 = t_1117;
            float t_1202 = t_1118;
            float t_1203 = t_1119;
            float t_1204 = 0.0f;
            float t_1205 = nsl::select(t_1116 == t_1111, p_25, 0.0f);
            float t_1206 = 0.0f;
            t_1177 = t_1197;
            t_1178 = t_1198;
            t_1179 = t_1199;
            t_1180 = t_1200;
            t_1181 = t_1201;
            t_1182 = t_1202;
            t_1183 = t_1203;
            t_1184 = t_1204;
            t_1185 = t_1205;
            t_1186 = t_1206;
        }
        int32_t t_1207 = t_1116 - 1;
        float t_1208 = t_1178 + nsl::select(t_1176, 0.0f, t_1184);
        float t_1209 = t_1179 + nsl::select(t_1176, 0.0f, t_1185);
        float t_1210 = t_1177 + nsl::select(t_1176, 0.0f, t_1186);
        float t_1211 = t_1120 + t_1180;
        t_1116 = t_1207;
        t_1117 = t_1208;
        t_1118 = t_1209;
        t_1119 = t_1210;
        t_1120 = t_1211;
        continue;
    }
    return poly_bwd_Grads{t_1115, t_1112};
}
static poly_1_fwd_Result poly_1_fwd(double p_26, double p_27, double p_28, double p_29) {
    double c_2;
    double t_1212;
    double r_2;
    double t_1213;
    double xp_2;
    double t_1214;
    int32_t i_12;
    double c_3 = p_28;
    double t_1215 = p_29;
    double r_3 = 0.0;
    double t_1216 = 0.0;
    double xp_3 = 1.0;
    double t_1217 = 0.0;
    int32_t i_13 = 0;
    for (;;) {
        if (i_13 < 4) {
        } else {
            double t_1218 = c_3;
            double t_1219 = t_1215;
            double t_1220 = r_3;
            double t_1221 = t_1216;
            double t_1222 = xp_3;
            double t_1223 = t_1217;
            int32_t t_1224 = i_13;
            c_2 = t_1218;
            t_1212 = t_1219;
            r_2 = t_1220;
            t_1213 = t_1221;
            xp_2 = t_1222;
            t_1214 = t_1223;
            i_12 = t_1224;
            break;
        }
        double t_1225 = c_3 * 0.5;
        double t_1226 = 0.5 * t_1215;
        double t_1227 = r_3 + xp_3 * c_3;
        double t_1228 = t_1216 + (c_3 * t_1217 + xp_3 * t_1215);
        double t_1229 = xp_3 * p_26;
        double t_1230 = p_26 * t_1217 + xp_3 * p_27;
        int32_t t_1231 = i_13 + 1;
        c_3 = t_1225;
        t_1215 = t_1226;
        r_3 = t_1227;
        t_1216 = t_1228;
        xp_3 = t_1229;
        t_1217 = t_1230;
        i_13 = t_1231;
        continue;
    }
    return poly_1_fwd_Result{r_2, t_1213};
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
