#version 450
struct Inner
{
    vec3 v;
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
    Particle[3] f0;
    float f1;
};
struct useCustom_bwd_Grads
{
    float f0;
    float f1;
};
struct vecOps_bwd_Grads
{
    vec3 f0;
    vec3 f1;
    float f2;
};
struct vecOps_fwd_Result
{
    vec3 p;
    vec3 d;
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
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
float[4] kWeights = float[4](0.5, -1.0, 2.0, 0.25);
Particle_step_bwd_Grads Particle_step_bwd(inout Particle p, float p_1, Particle p_2);
float simulate(Particle[3] p_3, float dt, int p_4);
simulate_bwd_Grads simulate_bwd(Particle[3] p_5, float p_6, int p_7, float p_8);
useCustom_bwd_Grads useCustom_bwd(float p_9, float p_10, float p_11);
vecOps_bwd_Grads vecOps_bwd(vec3 p_12, vec3 p_13, inout float p_14, float p_15, vec3 p_16);
vecOps_fwd_Result vecOps_fwd(vec3 p_17, vec3 p_18, vec3 p_19, vec3 p_20, inout float p_21, inout float p_22);
void main();
poly_bwd_Grads poly_bwd(float p_23, float p_24, float p_25);
poly_1_fwd_Result poly_1_fwd(double p_26, double p_27, double p_28, double p_29);
Particle_step_bwd_Grads Particle_step_bwd(inout Particle p, float p_1, Particle p_2) {
    Particle t = p;
    Inner t_1 = t.pos;
    float t_2 = t.w;
    vec3 t_3 = vec3(t_2, t_2 * t_2, -t_2);
    vec3 t_4 = vec3(p_1);
    vec3 t_5 = t_1.v + t_3 * t_4;
    float t_6 = length(t_5);
    p = Particle(Inner(t_5, t_1.tag), t_2 * 0.9 + t_6 * 0.1);
    float t_7 = p_2.w;
    vec3 t_8 = p_2.pos.v + vec3(0.1 * t_7 / t_6) * t_5;
    vec3 t_9 = t_4 * t_8;
    vec3 t_10 = t_3 * t_8;
    float t_11 = t_2 * t_9.y;
    return Particle_step_bwd_Grads(Particle(Inner(vec3(0.0, 0.0, 0.0) + t_8, 0), 0.9 * t_7 + t_9.x + -t_9.z + t_11 + t_11 + 0.0), t_10.x + t_10.y + t_10.z);
}
float simulate(Particle[3] p_3, float dt, int p_4) {
    Particle[3] ps = Particle[3](Particle(Inner(vec3(0.0), 0), 0.0), Particle(Inner(vec3(0.0), 0), 0.0), Particle(Inner(vec3(0.0), 0), 0.0));
    ps = p_3;
    float acc;
    int i;
    float acc_1 = 0.0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_12 = acc_1;
            int t_13 = i_1;
            acc = t_12;
            i = t_13;
            break;
        }
        Particle t_14 = ps[i_1];
        Inner t_15 = t_14.pos;
        int i_2;
        if (t_15.tag == 2) {
            float t_16 = acc_1;
            int t_17 = i_1 + 1;
            acc_1 = t_16;
            i_1 = t_17;
            continue;
        } else {
            i_2 = i_1;
        }
        vec3 p_30;
        float p_31;
        int k;
        vec3 p_32 = t_15.v;
        float p_33 = t_14.w;
        int k_1 = 0;
        for (;;) {
            if (k_1 < p_4) {
            } else {
                vec3 t_18 = p_32;
                float t_19 = p_33;
                int t_20 = k_1;
                p_30 = t_18;
                p_31 = t_19;
                k = t_20;
                break;
            }
            vec3 t_21 = p_32 + vec3(p_33, p_33 * p_33, -p_33) * vec3(dt);
            float t_22 = p_33 * 0.9 + length(t_21) * 0.1;
            if (t_22 > 3.0) {
                vec3 t_23 = t_21;
                float t_24 = t_22;
                int t_25 = k_1;
                p_30 = t_23;
                p_31 = t_24;
                k = t_25;
                break;
            }
            vec3 t_26 = t_21;
            float t_27 = t_22;
            int t_28 = k_1 + 1;
            p_32 = t_26;
            p_33 = t_27;
            k_1 = t_28;
            continue;
        }
        int t_29 = i_2 + p_4;
        float t_30 = kWeights[t_29 - t_29 / 4 * 4];
        float t_31 = acc_1 + (dot(p_30, p_30) * t_30 + p_31);
        int t_32 = i_2 + 1;
        acc_1 = t_31;
        i_1 = t_32;
        continue;
    }
    return acc;
}
simulate_bwd_Grads simulate_bwd(Particle[3] p_5, float p_6, int p_7, float p_8) {
    float acc_2;
    int i_3;
    float acc_3 = 0.0;
    int i_4 = 0;
    for (;;) {
        if (i_4 < 3) {
        } else {
            float t_33 = acc_3;
            int t_34 = i_4;
            acc_2 = t_33;
            i_3 = t_34;
            break;
        }
        Particle t_35 = p_5[i_4];
        Inner t_36 = t_35.pos;
        int t_37 = t_36.tag;
        int i_5;
        if (t_37 == 2) {
            float t_38 = acc_3;
            int t_39 = i_4 + 1;
            acc_3 = t_38;
            i_4 = t_39;
            continue;
        } else {
            i_5 = i_4;
        }
        vec3 p_34;
        int p_35;
        float p_36;
        int k_2;
        vec3 p_37 = t_36.v;
        int p_38 = t_37;
        float p_39 = t_35.w;
        int k_3 = 0;
        for (;;) {
            if (k_3 < p_7) {
            } else {
                vec3 t_40 = p_37;
                int t_41 = p_38;
                float t_42 = p_39;
                int t_43 = k_3;
                p_34 = t_40;
                p_35 = t_41;
                p_36 = t_42;
                k_2 = t_43;
                break;
            }
            vec3 t_44 = p_37 + vec3(p_39, p_39 * p_39, -p_39) * vec3(p_6);
            float t_45 = p_39 * 0.9 + length(t_44) * 0.1;
            if (t_45 > 3.0) {
                vec3 t_46 = t_44;
                int t_47 = p_38;
                float t_48 = t_45;
                int t_49 = k_3;
                p_34 = t_46;
                p_35 = t_47;
                p_36 = t_48;
                k_2 = t_49;
                break;
            }
            vec3 t_50 = t_44;
            int t_51 = p_38;
            float t_52 = t_45;
            int t_53 = k_3 + 1;
            p_37 = t_50;
            p_38 = t_51;
            p_39 = t_52;
            k_3 = t_53;
            continue;
        }
        int t_54 = i_5 + p_7;
        float t_55 = kWeights[t_54 - t_54 / 4 * 4];
        float t_56 = acc_3 + (dot(p_34, p_34) * t_55 + p_36);
        int t_57 = i_5 + 1;
        acc_3 = t_56;
        i_4 = t_57;
        continue;
    }
    int t_58;
    float t_59 = 0.0;
    int t_60 = 0;
    int t_61 = 0;
    for (;;) {
        bool t_62 = t_60 < 3;
        int t_63 = t_62 ? 0 : 2;
        int t_64;
        float t_65;
        int t_66;
        float t_67;
        int t_68;
        if (t_63 == 0) {
            Particle t_69 = p_5[t_60];
            Inner t_70 = t_69.pos;
            int t_71 = t_70.tag;
            bool t_72 = t_71 == 2;
            int t_73 = t_72 ? 0 : t_60;
            int t_74 = t_72 ? 1 : 0;
            int t_75;
            float t_76;
            int t_77;
            float t_78;
            int t_79;
            if (t_74 == 0) {
                vec3 p_40;
                int p_41;
                float p_42;
                int k_4;
                vec3 p_43 = t_70.v;
                int p_44 = t_71;
                float p_45 = t_69.w;
                int k_5 = 0;
                for (;;) {
                    if (k_5 < p_7) {
                    } else {
                        vec3 t_80 = p_43;
                        int t_81 = p_44;
                        float t_82 = p_45;
                        int t_83 = k_5;
                        p_40 = t_80;
                        p_41 = t_81;
                        p_42 = t_82;
                        k_4 = t_83;
                        break;
                    }
                    vec3 t_84 = p_43 + vec3(p_45, p_45 * p_45, -p_45) * vec3(p_6);
                    float t_85 = p_45 * 0.9 + length(t_84) * 0.1;
                    if (t_85 > 3.0) {
                        vec3 t_86 = t_84;
                        int t_87 = p_44;
                        float t_88 = t_85;
                        int t_89 = k_5;
                        p_40 = t_86;
                        p_41 = t_87;
                        p_42 = t_88;
                        k_4 = t_89;
                        break;
                    }
                    vec3 t_90 = t_84;
                    int t_91 = p_44;
                    float t_92 = t_85;
                    int t_93 = k_5 + 1;
                    p_43 = t_90;
                    p_44 = t_91;
                    p_45 = t_92;
                    k_5 = t_93;
                    continue;
                }
                int t_94 = t_73 + p_7;
                float t_95 = kWeights[t_94 - t_94 / 4 * 4];
                int t_96 = 1;
                float t_97 = t_59 + (dot(p_40, p_40) * t_95 + p_42);
                int t_98 = t_73 + 1;
                float t_99 = 0.0;
                int t_100 = 0;
                t_75 = t_96;
                t_76 = t_97;
                t_77 = t_98;
                t_78 = t_99;
                t_79 = t_100;
            } else {
                int t_101 = t_74;
                float t_102 = t_72 ? t_59 : 0.0;
                int t_103 = t_72 ? t_60 + 1 : 0;
                float t_104 = 0.0;
                int t_105 = 0;
                t_75 = t_101;
                t_76 = t_102;
                t_77 = t_103;
                t_78 = t_104;
                t_79 = t_105;
            }
            int t_106 = t_75;
            float t_107 = t_76;
            int t_108 = t_77;
            float t_109 = t_78;
            int t_110 = t_79;
            t_64 = t_106;
            t_65 = t_107;
            t_66 = t_108;
            t_67 = t_109;
            t_68 = t_110;
        } else {
            int t_111 = t_63;
            float t_112 = 0.0;
            int t_113 = 0;
            float t_114 = t_62 ? 0.0 : t_59;
            int t_115 = t_62 ? 0 : t_60;
            t_64 = t_111;
            t_65 = t_112;
            t_66 = t_113;
            t_67 = t_114;
            t_68 = t_115;
        }
        int t_116 = t_61 + 1;
        if (t_64 == 2) {
            t_58 = t_116;
            break;
        }
        float t_117 = t_65;
        int t_118 = t_66;
        int t_119 = t_116;
        t_59 = t_117;
        t_60 = t_118;
        t_61 = t_119;
        continue;
    }
    int t_120 = t_58 - 1;
    float t_121;
    Particle[3] t_122;
    float t_123;
    int t_124 = t_120;
    float t_125 = 0.0;
    Particle[3] t_126 = Particle[3](Particle(Inner(vec3(0.0, 0.0, 0.0), 0), 0.0), Particle(Inner(vec3(0.0, 0.0, 0.0), 0), 0.0), Particle(Inner(vec3(0.0, 0.0, 0.0), 0), 0.0));
    float t_127 = 0.0;
    for (;;) {
        if (t_124 < 0) {
            float t_128 = t_125;
            Particle[3] t_129 = t_126;
            float t_130 = t_127;
            t_121 = t_128;
            t_122 = t_129;
            t_123 = t_130;
            break;
        }
        float t_131;
        int t_132;
        float t_133 = 0.0;
        int t_134 = 0;
        int t_135 = 0;
        for (;;) {
            if (t_135 == t_124) {
                float t_136 = t_133;
                int t_137 = t_134;
                t_131 = t_136;
                t_132 = t_137;
                break;
            }
            bool t_138 = t_134 < 3;
            int t_139 = t_138 ? 0 : 2;
            int t_140;
            float t_141;
            int t_142;
            float t_143;
            int t_144;
            if (t_139 == 0) {
                Particle t_145 = p_5[t_134];
                Inner t_146 = t_145.pos;
                int t_147 = t_146.tag;
                bool t_148 = t_147 == 2;
                int t_149 = t_148 ? 0 : t_134;
                int t_150 = t_148 ? 1 : 0;
                int t_151;
                float t_152;
                int t_153;
                float t_154;
                int t_155;
                if (t_150 == 0) {
                    vec3 p_46;
                    int p_47;
                    float p_48;
                    int k_6;
                    vec3 p_49 = t_146.v;
                    int p_50 = t_147;
                    float p_51 = t_145.w;
                    int k_7 = 0;
                    for (;;) {
                        if (k_7 < p_7) {
                        } else {
                            vec3 t_156 = p_49;
                            int t_157 = p_50;
                            float t_158 = p_51;
                            int t_159 = k_7;
                            p_46 = t_156;
                            p_47 = t_157;
                            p_48 = t_158;
                            k_6 = t_159;
                            break;
                        }
                        vec3 t_160 = p_49 + vec3(p_51, p_51 * p_51, -p_51) * vec3(p_6);
                        float t_161 = p_51 * 0.9 + length(t_160) * 0.1;
                        if (t_161 > 3.0) {
                            vec3 t_162 = t_160;
                            int t_163 = p_50;
                            float t_164 = t_161;
                            int t_165 = k_7;
                            p_46 = t_162;
                            p_47 = t_163;
                            p_48 = t_164;
                            k_6 = t_165;
                            break;
                        }
                        vec3 t_166 = t_160;
                        int t_167 = p_50;
                        float t_168 = t_161;
                        int t_169 = k_7 + 1;
                        p_49 = t_166;
                        p_50 = t_167;
                        p_51 = t_168;
                        k_7 = t_169;
                        continue;
                    }
                    int t_170 = t_149 + p_7;
                    float t_171 = kWeights[t_170 - t_170 / 4 * 4];
                    int t_172 = 1;
                    float t_173 = t_133 + (dot(p_46, p_46) * t_171 + p_48);
                    int t_174 = t_149 + 1;
                    float t_175 = 0.0;
                    int t_176 = 0;
                    t_151 = t_172;
                    t_152 = t_173;
                    t_153 = t_174;
                    t_154 = t_175;
                    t_155 = t_176;
                } else {
                    int t_177 = t_150;
                    float t_178 = t_148 ? t_133 : 0.0;
                    int t_179 = t_148 ? t_134 + 1 : 0;
                    float t_180 = 0.0;
                    int t_181 = 0;
                    t_151 = t_177;
                    t_152 = t_178;
                    t_153 = t_179;
                    t_154 = t_180;
                    t_155 = t_181;
                }
                int t_182 = t_151;
                float t_183 = t_152;
                int t_184 = t_153;
                float t_185 = t_154;
                int t_186 = t_155;
                t_140 = t_182;
                t_141 = t_183;
                t_142 = t_184;
                t_143 = t_185;
                t_144 = t_186;
            } else {
                int t_187 = t_139;
                float t_188 = 0.0;
                int t_189 = 0;
                float t_190 = t_138 ? 0.0 : t_133;
                int t_191 = t_138 ? 0 : t_134;
                t_140 = t_187;
                t_141 = t_188;
                t_142 = t_189;
                t_143 = t_190;
                t_144 = t_191;
            }
            if (t_140 == 2) {
                float t_192 = t_133;
                int t_193 = t_134;
                t_131 = t_192;
                t_132 = t_193;
                break;
            }
            float t_194 = t_141;
            int t_195 = t_142;
            int t_196 = t_135 + 1;
            t_133 = t_194;
            t_134 = t_195;
            t_135 = t_196;
            continue;
        }
        bool t_197 = t_132 < 3;
        int t_198 = t_197 ? 0 : 2;
        bool t_199 = t_198 == 0;
        int t_200;
        float t_201;
        int t_202;
        float t_203;
        int t_204;
        if (t_199) {
            Particle t_205 = p_5[t_132];
            Inner t_206 = t_205.pos;
            int t_207 = t_206.tag;
            bool t_208 = t_207 == 2;
            int t_209 = t_208 ? 0 : t_132;
            int t_210 = t_208 ? 1 : 0;
            int t_211;
            float t_212;
            int t_213;
            float t_214;
            int t_215;
            if (t_210 == 0) {
                vec3 p_52;
                int p_53;
                float p_54;
                int k_8;
                vec3 p_55 = t_206.v;
                int p_56 = t_207;
                float p_57 = t_205.w;
                int k_9 = 0;
                for (;;) {
                    if (k_9 < p_7) {
                    } else {
                        vec3 t_216 = p_55;
                        int t_217 = p_56;
                        float t_218 = p_57;
                        int t_219 = k_9;
                        p_52 = t_216;
                        p_53 = t_217;
                        p_54 = t_218;
                        k_8 = t_219;
                        break;
                    }
                    vec3 t_220 = p_55 + vec3(p_57, p_57 * p_57, -p_57) * vec3(p_6);
                    float t_221 = p_57 * 0.9 + length(t_220) * 0.1;
                    if (t_221 > 3.0) {
                        vec3 t_222 = t_220;
                        int t_223 = p_56;
                        float t_224 = t_221;
                        int t_225 = k_9;
                        p_52 = t_222;
                        p_53 = t_223;
                        p_54 = t_224;
                        k_8 = t_225;
                        break;
                    }
                    vec3 t_226 = t_220;
                    int t_227 = p_56;
                    float t_228 = t_221;
                    int t_229 = k_9 + 1;
                    p_55 = t_226;
                    p_56 = t_227;
                    p_57 = t_228;
                    k_9 = t_229;
                    continue;
                }
                int t_230 = t_209 + p_7;
                float t_231 = kWeights[t_230 - t_230 / 4 * 4];
                int t_232 = 1;
                float t_233 = t_131 + (dot(p_52, p_52) * t_231 + p_54);
                int t_234 = t_209 + 1;
                float t_235 = 0.0;
                int t_236 = 0;
                t_211 = t_232;
                t_212 = t_233;
                t_213 = t_234;
                t_214 = t_235;
                t_215 = t_236;
            } else {
                int t_237 = t_210;
                float t_238 = t_208 ? t_131 : 0.0;
                int t_239 = t_208 ? t_132 + 1 : 0;
                float t_240 = 0.0;
                int t_241 = 0;
                t_211 = t_237;
                t_212 = t_238;
                t_213 = t_239;
                t_214 = t_240;
                t_215 = t_241;
            }
            int t_242 = t_211;
            float t_243 = t_212;
            int t_244 = t_213;
            float t_245 = t_214;
            int t_246 = t_215;
            t_200 = t_242;
            t_201 = t_243;
            t_202 = t_244;
            t_203 = t_245;
            t_204 = t_246;
        } else {
            int t_247 = t_198;
            float t_248 = 0.0;
            int t_249 = 0;
            float t_250 = t_197 ? 0.0 : t_131;
            int t_251 = t_197 ? 0 : t_132;
            t_200 = t_247;
            t_201 = t_248;
            t_202 = t_249;
            t_203 = t_250;
            t_204 = t_251;
        }
        float t_252 = t_124 == t_120 ? p_8 : 0.0;
        Particle[3] t_253;
        float t_254;
        float t_255;
        float t_256;
        float t_257;
        if (t_199) {
            Particle t_258 = p_5[t_132];
            Inner t_259 = t_258.pos;
            vec3 t_260 = t_259.v;
            int t_261 = t_259.tag;
            float t_262 = t_258.w;
            bool t_263 = t_261 == 2;
            int t_264 = t_263 ? 0 : t_132;
            int t_265 = t_263 ? 1 : 0;
            bool t_266 = t_265 == 0;
            int t_267;
            float t_268;
            int t_269;
            float t_270;
            int t_271;
            if (t_266) {
                vec3 p_58;
                int p_59;
                float p_60;
                int k_10;
                vec3 p_61 = t_260;
                int p_62 = t_261;
                float p_63 = t_262;
                int k_11 = 0;
                for (;;) {
                    if (k_11 < p_7) {
                    } else {
                        vec3 t_272 = p_61;
                        int t_273 = p_62;
                        float t_274 = p_63;
                        int t_275 = k_11;
                        p_58 = t_272;
                        p_59 = t_273;
                        p_60 = t_274;
                        k_10 = t_275;
                        break;
                    }
                    vec3 t_276 = p_61 + vec3(p_63, p_63 * p_63, -p_63) * vec3(p_6);
                    float t_277 = p_63 * 0.9 + length(t_276) * 0.1;
                    if (t_277 > 3.0) {
                        vec3 t_278 = t_276;
                        int t_279 = p_62;
                        float t_280 = t_277;
                        int t_281 = k_11;
                        p_58 = t_278;
                        p_59 = t_279;
                        p_60 = t_280;
                        k_10 = t_281;
                        break;
                    }
                    vec3 t_282 = t_276;
                    int t_283 = p_62;
                    float t_284 = t_277;
                    int t_285 = k_11 + 1;
                    p_61 = t_282;
                    p_62 = t_283;
                    p_63 = t_284;
                    k_11 = t_285;
                    continue;
                }
                int t_286 = t_264 + p_7;
                float t_287 = kWeights[t_286 - t_286 / 4 * 4];
                int t_288 = 1;
                float t_289 = t_131 + (dot(p_58, p_58) * t_287 + p_60);
                int t_290 = t_264 + 1;
                float t_291 = 0.0;
                int t_292 = 0;
                t_267 = t_288;
                t_268 = t_289;
                t_269 = t_290;
                t_270 = t_291;
                t_271 = t_292;
            } else {
                int t_293 = t_265;
                float t_294 = t_263 ? t_131 : 0.0;
                int t_295 = t_263 ? t_132 + 1 : 0;
                float t_296 = 0.0;
                int t_297 = 0;
                t_267 = t_293;
                t_268 = t_294;
                t_269 = t_295;
                t_270 = t_296;
                t_271 = t_297;
            }
            vec3 t_298;
            float t_299;
            float t_300;
            float t_301;
            float t_302;
            float t_303;
            if (t_266) {
                vec3 p_64;
                int p_65;
                float p_66;
                int k_12;
                vec3 p_67 = t_260;
                int p_68 = t_261;
                float p_69 = t_262;
                int k_13 = 0;
                for (;;) {
                    if (k_13 < p_7) {
                    } else {
                        vec3 t_304 = p_67;
                        int t_305 = p_68;
                        float t_306 = p_69;
                        int t_307 = k_13;
                        p_64 = t_304;
                        p_65 = t_305;
                        p_66 = t_306;
                        k_12 = t_307;
                        break;
                    }
                    vec3 t_308 = p_67 + vec3(p_69, p_69 * p_69, -p_69) * vec3(p_6);
                    float t_309 = p_69 * 0.9 + length(t_308) * 0.1;
                    if (t_309 > 3.0) {
                        vec3 t_310 = t_308;
                        int t_311 = p_68;
                        float t_312 = t_309;
                        int t_313 = k_13;
                        p_64 = t_310;
                        p_65 = t_311;
                        p_66 = t_312;
                        k_12 = t_313;
                        break;
                    }
                    vec3 t_314 = t_308;
                    int t_315 = p_68;
                    float t_316 = t_309;
                    int t_317 = k_13 + 1;
                    p_67 = t_314;
                    p_68 = t_315;
                    p_69 = t_316;
                    k_13 = t_317;
                    continue;
                }
                int t_318 = t_264 + p_7;
                float t_319 = kWeights[t_318 - t_318 / 4 * 4];
                vec3 t_320 = vec3(t_319 * t_125) * p_64;
                int t_321;
                vec3 t_322 = t_260;
                int t_323 = t_261;
                float t_324 = t_262;
                int t_325 = 0;
                int t_326 = 0;
                for (;;) {
                    int t_327;
                    vec3 t_328;
                    int t_329;
                    float t_330;
                    int t_331;
                    vec3 t_332;
                    int t_333;
                    float t_334;
                    int t_335;
                    if (t_325 < p_7) {
                        int t_336 = 0;
                        vec3 t_337 = vec3(0.0, 0.0, 0.0);
                        int t_338 = 0;
                        float t_339 = 0.0;
                        int t_340 = 0;
                        vec3 t_341 = vec3(0.0, 0.0, 0.0);
                        int t_342 = 0;
                        float t_343 = 0.0;
                        int t_344 = 0;
                        t_327 = t_336;
                        t_328 = t_337;
                        t_329 = t_338;
                        t_330 = t_339;
                        t_331 = t_340;
                        t_332 = t_341;
                        t_333 = t_342;
                        t_334 = t_343;
                        t_335 = t_344;
                    } else {
                        int t_345 = 2;
                        vec3 t_346 = vec3(0.0, 0.0, 0.0);
                        int t_347 = 0;
                        float t_348 = 0.0;
                        int t_349 = 0;
                        vec3 t_350 = t_322;
                        int t_351 = t_323;
                        float t_352 = t_324;
                        int t_353 = t_325;
                        t_327 = t_345;
                        t_328 = t_346;
                        t_329 = t_347;
                        t_330 = t_348;
                        t_331 = t_349;
                        t_332 = t_350;
                        t_333 = t_351;
                        t_334 = t_352;
                        t_335 = t_353;
                    }
                    int t_354;
                    vec3 t_355;
                    int t_356;
                    float t_357;
                    int t_358;
                    vec3 t_359;
                    int t_360;
                    float t_361;
                    int t_362;
                    if (t_327 == 0) {
                        vec3 t_363 = t_322 + vec3(t_324, t_324 * t_324, -t_324) * vec3(p_6);
                        float t_364 = t_324 * 0.9 + length(t_363) * 0.1;
                        int t_365;
                        vec3 t_366;
                        int t_367;
                        float t_368;
                        int t_369;
                        vec3 t_370;
                        int t_371;
                        float t_372;
                        int t_373;
                        if (t_364 > 3.0) {
                            int t_374 = 2;
                            vec3 t_375 = vec3(0.0, 0.0, 0.0);
                            int t_376 = 0;
                            float t_377 = 0.0;
                            int t_378 = 0;
                            vec3 t_379 = t_363;
                            int t_380 = t_323;
                            float t_381 = t_364;
                            int t_382 = t_325;
                            t_365 = t_374;
                            t_366 = t_375;
                            t_367 = t_376;
                            t_368 = t_377;
                            t_369 = t_378;
                            t_370 = t_379;
                            t_371 = t_380;
                            t_372 = t_381;
                            t_373 = t_382;
                        } else {
                            int t_383 = 0;
                            vec3 t_384 = vec3(0.0, 0.0, 0.0);
                            int t_385 = 0;
                            float t_386 = 0.0;
                            int t_387 = 0;
                            vec3 t_388 = vec3(0.0, 0.0, 0.0);
                            int t_389 = 0;
                            float t_390 = 0.0;
                            int t_391 = 0;
                            t_365 = t_383;
                            t_366 = t_384;
                            t_367 = t_385;
                            t_368 = t_386;
                            t_369 = t_387;
                            t_370 = t_388;
                            t_371 = t_389;
                            t_372 = t_390;
                            t_373 = t_391;
                        }
                        int t_392;
                        vec3 t_393;
                        int t_394;
                        float t_395;
                        int t_396;
                        vec3 t_397;
                        int t_398;
                        float t_399;
                        int t_400;
                        if (t_365 == 0) {
                            int t_401 = 1;
                            vec3 t_402 = t_363;
                            int t_403 = t_323;
                            float t_404 = t_364;
                            int t_405 = t_325 + 1;
                            vec3 t_406 = vec3(0.0, 0.0, 0.0);
                            int t_407 = 0;
                            float t_408 = 0.0;
                            int t_409 = 0;
                            t_392 = t_401;
                            t_393 = t_402;
                            t_394 = t_403;
                            t_395 = t_404;
                            t_396 = t_405;
                            t_397 = t_406;
                            t_398 = t_407;
                            t_399 = t_408;
                            t_400 = t_409;
                        } else {
                            int t_410 = t_365;
                            vec3 t_411 = t_366;
                            int t_412 = t_367;
                            float t_413 = t_368;
                            int t_414 = t_369;
                            vec3 t_415 = t_370;
                            int t_416 = t_371;
                            float t_417 = t_372;
                            int t_418 = t_373;
                            t_392 = t_410;
                            t_393 = t_411;
                            t_394 = t_412;
                            t_395 = t_413;
                            t_396 = t_414;
                            t_397 = t_415;
                            t_398 = t_416;
                            t_399 = t_417;
                            t_400 = t_418;
                        }
                        int t_419 = t_392;
                        vec3 t_420 = t_393;
                        int t_421 = t_394;
                        float t_422 = t_395;
                        int t_423 = t_396;
                        vec3 t_424 = t_397;
                        int t_425 = t_398;
                        float t_426 = t_399;
                        int t_427 = t_400;
                        t_354 = t_419;
                        t_355 = t_420;
                        t_356 = t_421;
                        t_357 = t_422;
                        t_358 = t_423;
                        t_359 = t_424;
                        t_360 = t_425;
                        t_361 = t_426;
                        t_362 = t_427;
                    } else {
                        int t_428 = t_327;
                        vec3 t_429 = t_328;
                        int t_430 = t_329;
                        float t_431 = t_330;
                        int t_432 = t_331;
                        vec3 t_433 = t_332;
                        int t_434 = t_333;
                        float t_435 = t_334;
                        int t_436 = t_335;
                        t_354 = t_428;
                        t_355 = t_429;
                        t_356 = t_430;
                        t_357 = t_431;
                        t_358 = t_432;
                        t_359 = t_433;
                        t_360 = t_434;
                        t_361 = t_435;
                        t_362 = t_436;
                    }
                    int t_437 = t_326 + 1;
                    if (t_354 == 2) {
                        t_321 = t_437;
                        break;
                    }
                    vec3 t_438 = t_355;
                    int t_439 = t_356;
                    float t_440 = t_357;
                    int t_441 = t_358;
                    int t_442 = t_437;
                    t_322 = t_438;
                    t_323 = t_439;
                    t_324 = t_440;
                    t_325 = t_441;
                    t_326 = t_442;
                    continue;
                }
                int t_443 = t_321 - 1;
                vec3 t_444;
                float t_445;
                float t_446;
                int t_447 = t_443;
                vec3 t_448 = vec3(0.0, 0.0, 0.0);
                float t_449 = 0.0;
                float t_450 = 0.0;
                for (;;) {
                    if (t_447 < 0) {
                        vec3 t_451 = t_448;
                        float t_452 = t_449;
                        float t_453 = t_450;
                        t_444 = t_451;
                        t_445 = t_452;
                        t_446 = t_453;
                        break;
                    }
                    vec3 t_454;
                    int t_455;
                    float t_456;
                    int t_457;
                    vec3 t_458 = t_260;
                    int t_459 = t_261;
                    float t_460 = t_262;
                    int t_461 = 0;
                    int t_462 = 0;
                    for (;;) {
                        if (t_462 == t_447) {
                            vec3 t_463 = t_458;
                            int t_464 = t_459;
                            float t_465 = t_460;
                            int t_466 = t_461;
                            t_454 = t_463;
                            t_455 = t_464;
                            t_456 = t_465;
                            t_457 = t_466;
                            break;
                        }
                        int t_467;
                        vec3 t_468;
                        int t_469;
                        float t_470;
                        int t_471;
                        vec3 t_472;
                        int t_473;
                        float t_474;
                        int t_475;
                        if (t_461 < p_7) {
                            int t_476 = 0;
                            vec3 t_477 = vec3(0.0, 0.0, 0.0);
                            int t_478 = 0;
                            float t_479 = 0.0;
                            int t_480 = 0;
                            vec3 t_481 = vec3(0.0, 0.0, 0.0);
                            int t_482 = 0;
                            float t_483 = 0.0;
                            int t_484 = 0;
                            t_467 = t_476;
                            t_468 = t_477;
                            t_469 = t_478;
                            t_470 = t_479;
                            t_471 = t_480;
                            t_472 = t_481;
                            t_473 = t_482;
                            t_474 = t_483;
                            t_475 = t_484;
                        } else {
                            int t_485 = 2;
                            vec3 t_486 = vec3(0.0, 0.0, 0.0);
                            int t_487 = 0;
                            float t_488 = 0.0;
                            int t_489 = 0;
                            vec3 t_490 = t_458;
                            int t_491 = t_459;
                            float t_492 = t_460;
                            int t_493 = t_461;
                            t_467 = t_485;
                            t_468 = t_486;
                            t_469 = t_487;
                            t_470 = t_488;
                            t_471 = t_489;
                            t_472 = t_490;
                            t_473 = t_491;
                            t_474 = t_492;
                            t_475 = t_493;
                        }
                        int t_494;
                        vec3 t_495;
                        int t_496;
                        float t_497;
                        int t_498;
                        vec3 t_499;
                        int t_500;
                        float t_501;
                        int t_502;
                        if (t_467 == 0) {
                            vec3 t_503 = t_458 + vec3(t_460, t_460 * t_460, -t_460) * vec3(p_6);
                            float t_504 = t_460 * 0.9 + length(t_503) * 0.1;
                            int t_505;
                            vec3 t_506;
                            int t_507;
                            float t_508;
                            int t_509;
                            vec3 t_510;
                            int t_511;
                            float t_512;
                            int t_513;
                            if (t_504 > 3.0) {
                                int t_514 = 2;
                                vec3 t_515 = vec3(0.0, 0.0, 0.0);
                                int t_516 = 0;
                                float t_517 = 0.0;
                                int t_518 = 0;
                                vec3 t_519 = t_503;
                                int t_520 = t_459;
                                float t_521 = t_504;
                                int t_522 = t_461;
                                t_505 = t_514;
                                t_506 = t_515;
                                t_507 = t_516;
                                t_508 = t_517;
                                t_509 = t_518;
                                t_510 = t_519;
                                t_511 = t_520;
                                t_512 = t_521;
                                t_513 = t_522;
                            } else {
                                int t_523 = 0;
                                vec3 t_524 = vec3(0.0, 0.0, 0.0);
                                int t_525 = 0;
                                float t_526 = 0.0;
                                int t_527 = 0;
                                vec3 t_528 = vec3(0.0, 0.0, 0.0);
                                int t_529 = 0;
                                float t_530 = 0.0;
                                int t_531 = 0;
                                t_505 = t_523;
                                t_506 = t_524;
                                t_507 = t_525;
                                t_508 = t_526;
                                t_509 = t_527;
                                t_510 = t_528;
                                t_511 = t_529;
                                t_512 = t_530;
                                t_513 = t_531;
                            }
                            int t_532;
                            vec3 t_533;
                            int t_534;
                            float t_535;
                            int t_536;
                            vec3 t_537;
                            int t_538;
                            float t_539;
                            int t_540;
                            if (t_505 == 0) {
                                int t_541 = 1;
                                vec3 t_542 = t_503;
                                int t_543 = t_459;
                                float t_544 = t_504;
                                int t_545 = t_461 + 1;
                                vec3 t_546 = vec3(0.0, 0.0, 0.0);
                                int t_547 = 0;
                                float t_548 = 0.0;
                                int t_549 = 0;
                                t_532 = t_541;
                                t_533 = t_542;
                                t_534 = t_543;
                                t_535 = t_544;
                                t_536 = t_545;
                                t_537 = t_546;
                                t_538 = t_547;
                                t_539 = t_548;
                                t_540 = t_549;
                            } else {
                                int t_550 = t_505;
                                vec3 t_551 = t_506;
                                int t_552 = t_507;
                                float t_553 = t_508;
                                int t_554 = t_509;
                                vec3 t_555 = t_510;
                                int t_556 = t_511;
                                float t_557 = t_512;
                                int t_558 = t_513;
                                t_532 = t_550;
                                t_533 = t_551;
                                t_534 = t_552;
                                t_535 = t_553;
                                t_536 = t_554;
                                t_537 = t_555;
                                t_538 = t_556;
                                t_539 = t_557;
                                t_540 = t_558;
                            }
                            int t_559 = t_532;
                            vec3 t_560 = t_533;
                            int t_561 = t_534;
                            float t_562 = t_535;
                            int t_563 = t_536;
                            vec3 t_564 = t_537;
                            int t_565 = t_538;
                            float t_566 = t_539;
                            int t_567 = t_540;
                            t_494 = t_559;
                            t_495 = t_560;
                            t_496 = t_561;
                            t_497 = t_562;
                            t_498 = t_563;
                            t_499 = t_564;
                            t_500 = t_565;
                            t_501 = t_566;
                            t_502 = t_567;
                        } else {
                            int t_568 = t_467;
                            vec3 t_569 = t_468;
                            int t_570 = t_469;
                            float t_571 = t_470;
                            int t_572 = t_471;
                            vec3 t_573 = t_472;
                            int t_574 = t_473;
                            float t_575 = t_474;
                            int t_576 = t_475;
                            t_494 = t_568;
                            t_495 = t_569;
                            t_496 = t_570;
                            t_497 = t_571;
                            t_498 = t_572;
                            t_499 = t_573;
                            t_500 = t_574;
                            t_501 = t_575;
                            t_502 = t_576;
                        }
                        if (t_494 == 2) {
                            vec3 t_577 = t_458;
                            int t_578 = t_459;
                            float t_579 = t_460;
                            int t_580 = t_461;
                            t_454 = t_577;
                            t_455 = t_578;
                            t_456 = t_579;
                            t_457 = t_580;
                            break;
                        }
                        vec3 t_581 = t_495;
                        int t_582 = t_496;
                        float t_583 = t_497;
                        int t_584 = t_498;
                        int t_585 = t_462 + 1;
                        t_458 = t_581;
                        t_459 = t_582;
                        t_460 = t_583;
                        t_461 = t_584;
                        t_462 = t_585;
                        continue;
                    }
                    bool t_586 = t_457 < p_7;
                    int t_587;
                    vec3 t_588;
                    int t_589;
                    float t_590;
                    int t_591;
                    vec3 t_592;
                    int t_593;
                    float t_594;
                    int t_595;
                    if (t_586) {
                        int t_596 = 0;
                        vec3 t_597 = vec3(0.0, 0.0, 0.0);
                        int t_598 = 0;
                        float t_599 = 0.0;
                        int t_600 = 0;
                        vec3 t_601 = vec3(0.0, 0.0, 0.0);
                        int t_602 = 0;
                        float t_603 = 0.0;
                        int t_604 = 0;
                        t_587 = t_596;
                        t_588 = t_597;
                        t_589 = t_598;
                        t_590 = t_599;
                        t_591 = t_600;
                        t_592 = t_601;
                        t_593 = t_602;
                        t_594 = t_603;
                        t_595 = t_604;
                    } else {
                        int t_605 = 2;
                        vec3 t_606 = vec3(0.0, 0.0, 0.0);
                        int t_607 = 0;
                        float t_608 = 0.0;
                        int t_609 = 0;
                        vec3 t_610 = t_454;
                        int t_611 = t_455;
                        float t_612 = t_456;
                        int t_613 = t_457;
                        t_587 = t_605;
                        t_588 = t_606;
                        t_589 = t_607;
                        t_590 = t_608;
                        t_591 = t_609;
                        t_592 = t_610;
                        t_593 = t_611;
                        t_594 = t_612;
                        t_595 = t_613;
                    }
                    bool t_614 = t_447 == t_443;
                    vec3 t_615 = t_614 ? t_320 + t_320 : vec3(0.0, 0.0, 0.0);
                    float t_616 = t_614 ? t_125 : 0.0;
                    vec3 t_617;
                    float t_618;
                    float t_619;
                    vec3 t_620;
                    float t_621;
                    vec3 t_622;
                    float t_623;
                    if (t_587 == 0) {
                        vec3 t_624 = t_454 + vec3(t_456, t_456 * t_456, -t_456) * vec3(p_6);
                        float t_625 = t_456 * 0.9 + length(t_624) * 0.1;
                        bool t_626 = t_625 > 3.0;
                        int t_627;
                        vec3 t_628;
                        int t_629;
                        float t_630;
                        int t_631;
                        vec3 t_632;
                        int t_633;
                        float t_634;
                        int t_635;
                        if (t_626) {
                            int t_636 = 2;
                            vec3 t_637 = vec3(0.0, 0.0, 0.0);
                            int t_638 = 0;
                            float t_639 = 0.0;
                            int t_640 = 0;
                            vec3 t_641 = t_624;
                            int t_642 = t_455;
                            float t_643 = t_625;
                            int t_644 = t_457;
                            t_627 = t_636;
                            t_628 = t_637;
                            t_629 = t_638;
                            t_630 = t_639;
                            t_631 = t_640;
                            t_632 = t_641;
                            t_633 = t_642;
                            t_634 = t_643;
                            t_635 = t_644;
                        } else {
                            int t_645 = 0;
                            vec3 t_646 = vec3(0.0, 0.0, 0.0);
                            int t_647 = 0;
                            float t_648 = 0.0;
                            int t_649 = 0;
                            vec3 t_650 = vec3(0.0, 0.0, 0.0);
                            int t_651 = 0;
                            float t_652 = 0.0;
                            int t_653 = 0;
                            t_627 = t_645;
                            t_628 = t_646;
                            t_629 = t_647;
                            t_630 = t_648;
                            t_631 = t_649;
                            t_632 = t_650;
                            t_633 = t_651;
                            t_634 = t_652;
                            t_635 = t_653;
                        }
                        vec3 t_654;
                        float t_655;
                        vec3 t_656;
                        float t_657;
                        vec3 t_658;
                        float t_659;
                        if (t_627 == 0) {
                            vec3 t_660 = t_448;
                            float t_661 = t_449;
                            vec3 t_662 = vec3(0.0, 0.0, 0.0);
                            float t_663 = 0.0;
                            vec3 t_664 = vec3(0.0, 0.0, 0.0);
                            float t_665 = 0.0;
                            t_654 = t_660;
                            t_655 = t_661;
                            t_656 = t_662;
                            t_657 = t_663;
                            t_658 = t_664;
                            t_659 = t_665;
                        } else {
                            vec3 t_666 = vec3(0.0, 0.0, 0.0);
                            float t_667 = 0.0;
                            vec3 t_668 = t_448;
                            float t_669 = t_449;
                            vec3 t_670 = t_615;
                            float t_671 = t_616;
                            t_654 = t_666;
                            t_655 = t_667;
                            t_656 = t_668;
                            t_657 = t_669;
                            t_658 = t_670;
                            t_659 = t_671;
                        }
                        vec3 t_672;
                        float t_673;
                        if (t_626) {
                            vec3 t_674 = t_658;
                            float t_675 = t_659;
                            t_672 = t_674;
                            t_673 = t_675;
                        } else {
                            vec3 t_676 = vec3(0.0, 0.0, 0.0);
                            float t_677 = 0.0;
                            t_672 = t_676;
                            t_673 = t_677;
                        }
                        Particle t_678 = Particle(Inner(vec3(0.0), 0), 0.0);
                        t_678 = Particle(Inner(t_454, t_455), t_456);
                        Particle_step_bwd_Grads t_679 = Particle_step_bwd(t_678, p_6, Particle(Inner(vec3(0.0, 0.0, 0.0) + (t_654 + t_672), 0), t_655 + t_673 + 0.0));
                        Particle t_680 = t_679.f0;
                        vec3 t_681 = t_680.pos.v;
                        float t_682 = t_680.w;
                        float t_683 = t_679.f1;
                        vec3 t_684 = vec3(0.0, 0.0, 0.0);
                        float t_685 = 0.0;
                        vec3 t_686 = vec3(0.0, 0.0, 0.0);
                        float t_687 = 0.0;
                        t_617 = t_681;
                        t_618 = t_682;
                        t_619 = t_683;
                        t_620 = t_684;
                        t_621 = t_685;
                        t_622 = t_686;
                        t_623 = t_687;
                    } else {
                        vec3 t_688 = vec3(0.0, 0.0, 0.0);
                        float t_689 = 0.0;
                        float t_690 = 0.0;
                        vec3 t_691 = t_448;
                        float t_692 = t_449;
                        vec3 t_693 = t_615;
                        float t_694 = t_616;
                        t_617 = t_688;
                        t_618 = t_689;
                        t_619 = t_690;
                        t_620 = t_691;
                        t_621 = t_692;
                        t_622 = t_693;
                        t_623 = t_694;
                    }
                    vec3 t_695;
                    float t_696;
                    if (t_586) {
                        vec3 t_697 = vec3(0.0, 0.0, 0.0);
                        float t_698 = 0.0;
                        t_695 = t_697;
                        t_696 = t_698;
                    } else {
                        vec3 t_699 = t_622;
                        float t_700 = t_623;
                        t_695 = t_699;
                        t_696 = t_700;
                    }
                    int t_701 = t_447 - 1;
                    vec3 t_702 = t_617 + t_695;
                    float t_703 = t_618 + t_696;
                    float t_704 = t_450 + t_619;
                    t_447 = t_701;
                    t_448 = t_702;
                    t_449 = t_703;
                    t_450 = t_704;
                    continue;
                }
                vec3 t_705 = t_444;
                float t_706 = t_445;
                float t_707 = t_446;
                float t_708 = t_125;
                float t_709 = 0.0;
                float t_710 = 0.0;
                t_298 = t_705;
                t_299 = t_706;
                t_300 = t_707;
                t_301 = t_708;
                t_302 = t_709;
                t_303 = t_710;
            } else {
                vec3 t_711 = vec3(0.0, 0.0, 0.0);
                float t_712 = 0.0;
                float t_713 = 0.0;
                float t_714 = 0.0;
                float t_715 = t_125;
                float t_716 = t_252;
                t_298 = t_711;
                t_299 = t_712;
                t_300 = t_713;
                t_301 = t_714;
                t_302 = t_715;
                t_303 = t_716;
            }
            float t_717 = t_299 + 0.0;
            bool t_718 = t_132 == 2;
            vec3 t_719 = vec3(0.0, 0.0, 0.0) + t_298;
            bool t_720 = t_132 == 1;
            bool t_721 = t_132 == 0;
            Particle[3] t_722 = Particle[3](Particle(Inner(vec3(0.0, 0.0, 0.0), 0), 0.0), Particle(Inner(vec3(0.0, 0.0, 0.0), 0), 0.0), Particle(Inner(vec3(0.0, 0.0, 0.0), 0), 0.0));
            t_722[0] = Particle(Inner(t_721 ? t_719 : vec3(0.0, 0.0, 0.0), 0), t_721 ? t_717 : 0.0);
            Particle[3] t_723 = t_722;
            t_723[1] = Particle(Inner(t_720 ? t_719 : vec3(0.0, 0.0, 0.0), 0), t_720 ? t_717 : 0.0);
            Particle[3] t_724 = t_723;
            t_724[2] = Particle(Inner(t_718 ? t_719 : vec3(0.0, 0.0, 0.0), 0), t_718 ? t_717 : 0.0);
            Particle[3] t_725 = t_724;
            float t_726 = t_301 + (t_263 ? t_302 : 0.0);
            float t_727 = t_300;
            float t_728 = 0.0;
            float t_729 = 0.0;
            t_253 = t_725;
            t_254 = t_726;
            t_255 = t_727;
            t_256 = t_728;
            t_257 = t_729;
        } else {
            Particle[3] t_730 = Particle[3](Particle(Inner(vec3(0.0, 0.0, 0.0), 0), 0.0), Particle(Inner(vec3(0.0, 0.0, 0.0), 0), 0.0), Particle(Inner(vec3(0.0, 0.0, 0.0), 0), 0.0));
            float t_731 = 0.0;
            float t_732 = 0.0;
            float t_733 = t_125;
            float t_734 = t_252;
            t_253 = t_730;
            t_254 = t_731;
            t_255 = t_732;
            t_256 = t_733;
            t_257 = t_734;
        }
        Particle t_735 = t_253[2];
        Particle t_736 = t_126[2];
        Inner t_737 = t_735.pos;
        Inner t_738 = t_736.pos;
        Particle t_739 = t_253[1];
        Particle t_740 = t_126[1];
        Inner t_741 = t_739.pos;
        Inner t_742 = t_740.pos;
        Particle t_743 = t_253[0];
        Particle t_744 = t_126[0];
        Inner t_745 = t_743.pos;
        Inner t_746 = t_744.pos;
        int t_747 = t_124 - 1;
        float t_748 = t_254 + (t_197 ? 0.0 : t_257);
        Particle[3] t_749 = Particle[3](Particle(Inner(t_746.v + t_745.v, t_746.tag + t_745.tag), t_744.w + t_743.w), Particle(Inner(t_742.v + t_741.v, t_742.tag + t_741.tag), t_740.w + t_739.w), Particle(Inner(t_738.v + t_737.v, t_738.tag + t_737.tag), t_736.w + t_735.w));
        float t_750 = t_127 + t_255;
        t_124 = t_747;
        t_125 = t_748;
        t_126 = t_749;
        t_127 = t_750;
        continue;
    }
    return simulate_bwd_Grads(t_122, t_123);
}
useCustom_bwd_Grads useCustom_bwd(float p_9, float p_10, float p_11) {
    bool t_751;
    float t_752;
    float s;
    int i_6;
    bool t_753 = false;
    float t_754 = 0.0;
    float s_1 = 0.0;
    int i_7 = 0;
    for (;;) {
        if (i_7 < 5) {
        } else {
            bool t_755 = t_753;
            float t_756 = t_754;
            float t_757 = s_1;
            int t_758 = i_7;
            t_751 = t_755;
            t_752 = t_756;
            s = t_757;
            i_6 = t_758;
            break;
        }
        bool t_759;
        float t_760;
        if (s_1 > 10.0) {
            bool t_761 = true;
            float t_762 = s_1 * p_10;
            float t_763 = s_1;
            int t_764 = i_7;
            t_751 = t_761;
            t_752 = t_762;
            s = t_763;
            i_6 = t_764;
            break;
        } else {
            bool t_765 = t_753;
            float t_766 = t_754;
            t_759 = t_765;
            t_760 = t_766;
        }
        bool t_767 = t_759;
        float t_768 = t_760;
        float t_769 = s_1 + (p_9 * p_9 * p_9 * p_10 + float(i_7));
        int t_770 = i_7 + 1;
        t_753 = t_767;
        t_754 = t_768;
        s_1 = t_769;
        i_7 = t_770;
        continue;
    }
    bool t_771 = (t_751 ? 2 : 0) == 0;
    int t_772;
    bool t_773 = false;
    float t_774 = 0.0;
    float t_775 = 0.0;
    int t_776 = 0;
    int t_777 = 0;
    for (;;) {
        bool t_778 = t_776 < 5;
        int t_779 = t_778 ? 0 : 2;
        int t_780;
        bool t_781;
        float t_782;
        float t_783;
        int t_784;
        bool t_785;
        float t_786;
        float t_787;
        int t_788;
        if (t_779 == 0) {
            bool t_789 = t_775 > 10.0;
            int t_790 = t_789 ? 2 : 0;
            int t_791;
            bool t_792;
            float t_793;
            float t_794;
            int t_795;
            bool t_796;
            float t_797;
            float t_798;
            int t_799;
            if (t_790 == 0) {
                int t_800 = 1;
                bool t_801 = t_789 ? false : t_773;
                float t_802 = t_789 ? 0.0 : t_774;
                float t_803 = t_775 + (p_9 * p_9 * p_9 * p_10 + float(t_776));
                int t_804 = t_776 + 1;
                bool t_805 = false;
                float t_806 = 0.0;
                float t_807 = 0.0;
                int t_808 = 0;
                t_791 = t_800;
                t_792 = t_801;
                t_793 = t_802;
                t_794 = t_803;
                t_795 = t_804;
                t_796 = t_805;
                t_797 = t_806;
                t_798 = t_807;
                t_799 = t_808;
            } else {
                int t_809 = t_790;
                bool t_810 = false;
                float t_811 = 0.0;
                float t_812 = 0.0;
                int t_813 = 0;
                bool t_814 = t_789;
                float t_815 = t_789 ? t_775 * p_10 : 0.0;
                float t_816 = t_789 ? t_775 : 0.0;
                int t_817 = t_789 ? t_776 : 0;
                t_791 = t_809;
                t_792 = t_810;
                t_793 = t_811;
                t_794 = t_812;
                t_795 = t_813;
                t_796 = t_814;
                t_797 = t_815;
                t_798 = t_816;
                t_799 = t_817;
            }
            int t_818 = t_791;
            bool t_819 = t_792;
            float t_820 = t_793;
            float t_821 = t_794;
            int t_822 = t_795;
            bool t_823 = t_796;
            float t_824 = t_797;
            float t_825 = t_798;
            int t_826 = t_799;
            t_780 = t_818;
            t_781 = t_819;
            t_782 = t_820;
            t_783 = t_821;
            t_784 = t_822;
            t_785 = t_823;
            t_786 = t_824;
            t_787 = t_825;
            t_788 = t_826;
        } else {
            int t_827 = t_779;
            bool t_828 = false;
            float t_829 = 0.0;
            float t_830 = 0.0;
            int t_831 = 0;
            bool t_832 = t_778 ? false : t_773;
            float t_833 = t_778 ? 0.0 : t_774;
            float t_834 = t_778 ? 0.0 : t_775;
            int t_835 = t_778 ? 0 : t_776;
            t_780 = t_827;
            t_781 = t_828;
            t_782 = t_829;
            t_783 = t_830;
            t_784 = t_831;
            t_785 = t_832;
            t_786 = t_833;
            t_787 = t_834;
            t_788 = t_835;
        }
        int t_836 = t_777 + 1;
        if (t_780 == 2) {
            t_772 = t_836;
            break;
        }
        bool t_837 = t_781;
        float t_838 = t_782;
        float t_839 = t_783;
        int t_840 = t_784;
        int t_841 = t_836;
        t_773 = t_837;
        t_774 = t_838;
        t_775 = t_839;
        t_776 = t_840;
        t_777 = t_841;
        continue;
    }
    int t_842 = t_772 - 1;
    float t_843;
    float t_844;
    float t_845;
    float t_846;
    int t_847 = t_842;
    float t_848 = 0.0;
    float t_849 = 0.0;
    float t_850 = 0.0;
    float t_851 = 0.0;
    for (;;) {
        if (t_847 < 0) {
            float t_852 = t_848;
            float t_853 = t_849;
            float t_854 = t_850;
            float t_855 = t_851;
            t_843 = t_852;
            t_844 = t_853;
            t_845 = t_854;
            t_846 = t_855;
            break;
        }
        bool t_856;
        float t_857;
        float t_858;
        int t_859;
        bool t_860 = false;
        float t_861 = 0.0;
        float t_862 = 0.0;
        int t_863 = 0;
        int t_864 = 0;
        for (;;) {
            if (t_864 == t_847) {
                bool t_865 = t_860;
                float t_866 = t_861;
                float t_867 = t_862;
                int t_868 = t_863;
                t_856 = t_865;
                t_857 = t_866;
                t_858 = t_867;
                t_859 = t_868;
                break;
            }
            bool t_869 = t_863 < 5;
            int t_870 = t_869 ? 0 : 2;
            int t_871;
            bool t_872;
            float t_873;
            float t_874;
            int t_875;
            bool t_876;
            float t_877;
            float t_878;
            int t_879;
            if (t_870 == 0) {
                bool t_880 = t_862 > 10.0;
                int t_881 = t_880 ? 2 : 0;
                int t_882;
                bool t_883;
                float t_884;
                float t_885;
                int t_886;
                bool t_887;
                float t_888;
                float t_889;
                int t_890;
                if (t_881 == 0) {
                    int t_891 = 1;
                    bool t_892 = t_880 ? false : t_860;
                    float t_893 = t_880 ? 0.0 : t_861;
                    float t_894 = t_862 + (p_9 * p_9 * p_9 * p_10 + float(t_863));
                    int t_895 = t_863 + 1;
                    bool t_896 = false;
                    float t_897 = 0.0;
                    float t_898 = 0.0;
                    int t_899 = 0;
                    t_882 = t_891;
                    t_883 = t_892;
                    t_884 = t_893;
                    t_885 = t_894;
                    t_886 = t_895;
                    t_887 = t_896;
                    t_888 = t_897;
                    t_889 = t_898;
                    t_890 = t_899;
                } else {
                    int t_900 = t_881;
                    bool t_901 = false;
                    float t_902 = 0.0;
                    float t_903 = 0.0;
                    int t_904 = 0;
                    bool t_905 = t_880;
                    float t_906 = t_880 ? t_862 * p_10 : 0.0;
                    float t_907 = t_880 ? t_862 : 0.0;
                    int t_908 = t_880 ? t_863 : 0;
                    t_882 = t_900;
                    t_883 = t_901;
                    t_884 = t_902;
                    t_885 = t_903;
                    t_886 = t_904;
                    t_887 = t_905;
                    t_888 = t_906;
                    t_889 = t_907;
                    t_890 = t_908;
                }
                int t_909 = t_882;
                bool t_910 = t_883;
                float t_911 = t_884;
                float t_912 = t_885;
                int t_913 = t_886;
                bool t_914 = t_887;
                float t_915 = t_888;
                float t_916 = t_889;
                int t_917 = t_890;
                t_871 = t_909;
                t_872 = t_910;
                t_873 = t_911;
                t_874 = t_912;
                t_875 = t_913;
                t_876 = t_914;
                t_877 = t_915;
                t_878 = t_916;
                t_879 = t_917;
            } else {
                int t_918 = t_870;
                bool t_919 = false;
                float t_920 = 0.0;
                float t_921 = 0.0;
                int t_922 = 0;
                bool t_923 = t_869 ? false : t_860;
                float t_924 = t_869 ? 0.0 : t_861;
                float t_925 = t_869 ? 0.0 : t_862;
                int t_926 = t_869 ? 0 : t_863;
                t_871 = t_918;
                t_872 = t_919;
                t_873 = t_920;
                t_874 = t_921;
                t_875 = t_922;
                t_876 = t_923;
                t_877 = t_924;
                t_878 = t_925;
                t_879 = t_926;
            }
            if (t_871 == 2) {
                bool t_927 = t_860;
                float t_928 = t_861;
                float t_929 = t_862;
                int t_930 = t_863;
                t_856 = t_927;
                t_857 = t_928;
                t_858 = t_929;
                t_859 = t_930;
                break;
            }
            bool t_931 = t_872;
            float t_932 = t_873;
            float t_933 = t_874;
            int t_934 = t_875;
            int t_935 = t_864 + 1;
            t_860 = t_931;
            t_861 = t_932;
            t_862 = t_933;
            t_863 = t_934;
            t_864 = t_935;
            continue;
        }
        bool t_936 = t_859 < 5;
        bool t_937 = t_847 == t_842;
        float t_938 = t_937 ? (t_751 ? (t_771 ? 0.0 : p_11) : 0.0) : 0.0;
        float t_939 = t_937 ? (t_771 ? p_11 : 0.0) : 0.0;
        float t_940;
        float t_941;
        float t_942;
        float t_943;
        float t_944;
        float t_945;
        float t_946;
        float t_947;
        if ((t_936 ? 0 : 2) == 0) {
            bool t_948 = t_858 > 10.0;
            float t_949;
            float t_950;
            float t_951;
            float t_952;
            float t_953;
            float t_954;
            float t_955;
            float t_956;
            if ((t_948 ? 2 : 0) == 0) {
                float t_957 = 6.0 * p_9 * p_9 * (p_10 * t_849);
                float t_958 = p_9 * p_9 * p_9 * t_849;
                float t_959 = t_849;
                float t_960 = t_848;
                float t_961 = 0.0;
                float t_962 = 0.0;
                float t_963 = 0.0;
                float t_964 = 0.0;
                t_949 = t_957;
                t_950 = t_958;
                t_951 = t_959;
                t_952 = t_960;
                t_953 = t_961;
                t_954 = t_962;
                t_955 = t_963;
                t_956 = t_964;
            } else {
                float t_965 = 0.0;
                float t_966 = 0.0;
                float t_967 = 0.0;
                float t_968 = 0.0;
                float t_969 = t_848;
                float t_970 = t_849;
                float t_971 = t_938;
                float t_972 = t_939;
                t_949 = t_965;
                t_950 = t_966;
                t_951 = t_967;
                t_952 = t_968;
                t_953 = t_969;
                t_954 = t_970;
                t_955 = t_971;
                t_956 = t_972;
            }
            float t_973 = t_951 + (t_948 ? t_956 + p_10 * t_955 : 0.0);
            float t_974 = t_950 + (t_948 ? t_858 * t_955 : 0.0);
            float t_975 = t_948 ? 0.0 : t_952;
            float t_976 = t_949;
            float t_977 = 0.0;
            float t_978 = 0.0;
            float t_979 = 0.0;
            float t_980 = 0.0;
            t_940 = t_973;
            t_941 = t_974;
            t_942 = t_975;
            t_943 = t_976;
            t_944 = t_977;
            t_945 = t_978;
            t_946 = t_979;
            t_947 = t_980;
        } else {
            float t_981 = 0.0;
            float t_982 = 0.0;
            float t_983 = 0.0;
            float t_984 = 0.0;
            float t_985 = t_848;
            float t_986 = t_849;
            float t_987 = t_938;
            float t_988 = t_939;
            t_940 = t_981;
            t_941 = t_982;
            t_942 = t_983;
            t_943 = t_984;
            t_944 = t_985;
            t_945 = t_986;
            t_946 = t_987;
            t_947 = t_988;
        }
        int t_989 = t_847 - 1;
        float t_990 = t_942 + (t_936 ? 0.0 : t_946);
        float t_991 = t_940 + (t_936 ? 0.0 : t_947);
        float t_992 = t_850 + t_941;
        float t_993 = t_851 + t_943;
        t_847 = t_989;
        t_848 = t_990;
        t_849 = t_991;
        t_850 = t_992;
        t_851 = t_993;
        continue;
    }
    return useCustom_bwd_Grads(t_846, t_845);
}
vecOps_bwd_Grads vecOps_bwd(vec3 p_12, vec3 p_13, inout float p_14, float p_15, vec3 p_16) {
    vec3 t_994 = normalize(p_12);
    float t_995 = length(p_13);
    float t_996 = t_995 * 0.5;
    bool t_997 = p_12.x > 0.0;
    float t_998;
    if (t_997) {
        float t_999 = p_12.y;
        float t_1000 = p_13.z;
        t_998 = (isnan(t_999) ? t_1000 : isnan(t_1000) ? t_999 : max(t_999, t_1000)) + clamp(p_12.z, -0.5, 0.5);
    } else {
        t_998 = 0.0;
    }
    vec3 t_1001 = vec3(clamp(t_996, 0.0, 1.0));
    p_14 = t_998;
    vec3 t_1002 = mix(vec3(0.0, 0.0, 0.0), vec3(0.5, 0.5, 0.5), equal(p_12, p_13));
    vec3 t_1003 = p_16;
    t_1003.z = 0.0;
    vec2 t_1004 = vec2(0.0, 0.0);
    t_1004.y = p_16.z;
    vec3 t_1005 = t_1003;
    t_1005.x = 0.0;
    vec2 t_1006 = vec2(0.0, 0.0);
    t_1006.x = p_16.x;
    vec2 t_1007 = vec2(2.0, 2.0) * (t_1004 + t_1006);
    vec3 t_1008 = t_1005 + vec3(t_1007.y, 0.0, t_1007.x);
    vec3 t_1009 = t_1001 * t_1008;
    vec3 t_1010 = (reflect(p_13, t_994) - p_12) * t_1008;
    vec3 t_1011;
    vec3 t_1012;
    float t_1013;
    if (t_997) {
        float t_1014 = p_12.y;
        float t_1015 = p_13.z;
        float t_1016 = p_12.z;
        vec3 t_1017 = vec3(0.0, 0.0, 0.0);
        t_1017.z = (t_1016 < -0.5 ? 0.0 : t_1016 > 0.5 ? 0.0 : 1.0) * p_15;
        float t_1018 = t_1014 == t_1015 ? 0.5 : 0.0;
        vec3 t_1019 = vec3(0.0, 0.0, 0.0);
        t_1019.z = (t_1015 > t_1014 ? 1.0 : t_1018) * p_15;
        vec3 t_1020 = vec3(0.0, 0.0, 0.0);
        t_1020.y = (t_1014 > t_1015 ? 1.0 : t_1018) * p_15;
        vec3 t_1021 = t_1017 + t_1020;
        vec3 t_1022 = t_1019;
        float t_1023 = 0.0;
        t_1011 = t_1021;
        t_1012 = t_1022;
        t_1013 = t_1023;
    } else {
        vec3 t_1024 = vec3(0.0, 0.0, 0.0);
        vec3 t_1025 = vec3(0.0, 0.0, 0.0);
        float t_1026 = p_15;
        t_1011 = t_1024;
        t_1012 = t_1025;
        t_1013 = t_1026;
    }
    vec3 t_1027 = vec3(2.0, 2.0, 2.0) * vec3(dot(t_994, t_1009));
    vec3 t_1028 = -(t_1027 * p_13 + vec3(2.0, 2.0, 2.0) * vec3(dot(t_994, p_13)) * t_1009);
    return vecOps_bwd_Grads(mix(t_1002, vec3(1.0, 1.0, 1.0), lessThan(p_12, p_13)) * p_16 + (vec3(1.0, 1.0, 1.0) - t_1001) * t_1008 + t_1011 + (t_1028 - t_994 * vec3(dot(t_994, t_1028))) / vec3(length(p_12)), mix(t_1002, vec3(1.0, 1.0, 1.0), lessThan(p_13, p_12)) * p_16 + t_1012 + vec3(0.5 * ((t_996 < 0.0 ? 0.0 : t_996 > 1.0 ? 0.0 : 1.0) * (t_1010.x + t_1010.y + t_1010.z)) / t_995) * p_13 + (t_1009 - t_1027 * t_994), 0.0);
}
vecOps_fwd_Result vecOps_fwd(vec3 p_17, vec3 p_18, vec3 p_19, vec3 p_20, inout float p_21, inout float p_22) {
    vec3 t_1029 = normalize(p_17);
    vec3 t_1030 = (p_18 - t_1029 * vec3(dot(t_1029, p_18))) / vec3(length(p_17));
    vec3 t_1031 = reflect(p_19, t_1029);
    float t_1032 = length(p_19);
    float t_1033 = t_1032 * 0.5;
    p_21 = 0.0;
    p_22 = 0.0;
    if (p_17.x > 0.0) {
        float t_1034 = p_17.y;
        float t_1035 = p_19.z;
        float t_1036 = t_1034 == t_1035 ? 0.5 : 0.0;
        float t_1037 = p_17.z;
        p_21 = (isnan(t_1034) ? t_1035 : isnan(t_1035) ? t_1034 : max(t_1034, t_1035)) + clamp(t_1037, -0.5, 0.5);
        p_22 = (t_1034 > t_1035 ? 1.0 : t_1036) * p_18.y + (t_1035 > t_1034 ? 1.0 : t_1036) * p_20.z + (t_1037 < -0.5 ? 0.0 : t_1037 > 0.5 ? 0.0 : 1.0) * p_18.z;
    }
    vec3 t_1038 = vec3(clamp(t_1033, 0.0, 1.0));
    vec3 t_1039 = mix(p_17, t_1031, t_1038);
    vec3 t_1040 = (vec3(1.0, 1.0, 1.0) - t_1038) * p_18 + t_1038 * (p_20 - vec3(2.0, 2.0, 2.0) * vec3(dot(t_1030, p_19) + dot(t_1029, p_20)) * t_1029 - vec3(2.0, 2.0, 2.0) * vec3(dot(t_1029, p_19)) * t_1030) + (t_1031 - p_17) * vec3((t_1033 < 0.0 ? 0.0 : t_1033 > 1.0 ? 0.0 : 1.0) * (0.5 * (dot(p_19, p_20) / t_1032)));
    vec2 t_1041 = t_1039.zx * vec2(2.0, 2.0);
    vec2 t_1042 = vec2(2.0, 2.0) * t_1040.zx;
    vec3 t_1043 = t_1039;
    t_1043.x = t_1041.x;
    vec3 t_1044 = t_1040;
    t_1044.x = t_1042.x;
    vec3 t_1045 = t_1043;
    t_1045.z = t_1041.y;
    vec3 t_1046 = t_1044;
    t_1046.z = t_1042.y;
    vec3 t_1047 = mix(vec3(0.0, 0.0, 0.0), vec3(0.5, 0.5, 0.5), equal(p_17, p_19));
    return vecOps_fwd_Result(t_1045 + mix(mix(min(p_17, p_19), p_17, isnan(p_19)), p_19, isnan(p_17)), t_1046 + (mix(t_1047, vec3(1.0, 1.0, 1.0), lessThan(p_17, p_19)) * p_18 + mix(t_1047, vec3(1.0, 1.0, 1.0), lessThan(p_19, p_17)) * p_20));
}
void main() {
    Particle[3] ps_1 = Particle[3](Particle(Inner(vec3(0.0), 0), 0.0), Particle(Inner(vec3(0.0), 0), 0.0), Particle(Inner(vec3(0.0), 0), 0.0));
    int i_8;
    int i_9 = 0;
    for (;;) {
        if (i_9 < 3) {
        } else {
            i_8 = i_9;
            break;
        }
        float t_1048 = float(i_9);
        ps_1[i_9].pos.v = vec3(0.1 * t_1048 + 0.2, -0.3 + 0.2 * t_1048, 0.5);
        ps_1[i_9].pos.tag = i_9;
        ps_1[i_9].w = 0.7 + 0.4 * t_1048;
        i_9 = i_9 + 1;
        continue;
    }
    Particle[3] t_1049 = ps_1;
    simulate_bwd_Grads t_1050 = simulate_bwd(t_1049, 0.3, 3, 1.0);
    Particle[3] t_1051 = t_1050.f0;
    Particle t_1052 = t_1051[0];
    vec3 t_1053 = t_1052.pos.v;
    Particle t_1054 = t_1051[1];
    Particle t_1055 = t_1051[2];
    outputBuffer.data[0u] = t_1053.x;
    outputBuffer.data[1u] = t_1053.y;
    outputBuffer.data[2u] = t_1053.z;
    outputBuffer.data[3u] = t_1052.w;
    outputBuffer.data[4u] = t_1054.pos.v.x;
    outputBuffer.data[5u] = t_1054.w;
    outputBuffer.data[6u] = t_1055.pos.v.y;
    outputBuffer.data[7u] = t_1055.w;
    outputBuffer.data[8u] = t_1050.f1;
    Particle[3] t_1056 = ps_1;
    float t_1057 = simulate(t_1056, 0.3, 3);
    outputBuffer.data[9u] = t_1057;
    poly_bwd_Grads t_1058 = poly_bwd(1.3, 0.7, 1.0);
    outputBuffer.data[10u] = t_1058.f0;
    outputBuffer.data[11u] = t_1058.f1;
    poly_1_fwd_Result t_1059 = poly_1_fwd(0.5lf, 1.0lf, 2.0lf, 0.5lf);
    outputBuffer.data[12u] = float(t_1059.d);
    outputBuffer.data[13u] = float(t_1059.p);
    useCustom_bwd_Grads t_1060 = useCustom_bwd(1.2, 0.8, 1.0);
    outputBuffer.data[14u] = t_1060.f0;
    outputBuffer.data[15u] = t_1060.f1;
    useCustom_bwd_Grads t_1061 = useCustom_bwd(0.5, 0.4, 1.0);
    outputBuffer.data[16u] = t_1061.f0;
    outputBuffer.data[17u] = t_1061.f1;
    float t_1062 = 0.0;
    t_1062 = 0.0;
    vecOps_bwd_Grads t_1063 = vecOps_bwd(vec3(0.6, 0.8, -0.3), vec3(-0.4, 1.1, 0.9), t_1062, 3.0, vec3(1.0, -0.5, 2.0));
    vec3 t_1064 = t_1063.f0;
    vec3 t_1065 = t_1063.f1;
    outputBuffer.data[18u] = t_1064.x;
    outputBuffer.data[19u] = t_1064.y;
    outputBuffer.data[20u] = t_1064.z;
    outputBuffer.data[21u] = t_1065.x;
    outputBuffer.data[22u] = t_1065.y;
    outputBuffer.data[23u] = t_1065.z;
    float t_1066 = 0.0;
    float t_1067 = 0.0;
    vecOps_fwd_Result t_1068 = vecOps_fwd(vec3(0.6, 0.8, -0.3), vec3(1.0, 0.5, -1.0), vec3(-0.4, 1.1, 0.9), vec3(0.2, 0.3, 0.4), t_1066, t_1067);
    vec3 t_1069 = t_1068.d;
    float t_1070 = t_1067;
    outputBuffer.data[24u] = t_1069.x;
    outputBuffer.data[25u] = t_1069.y;
    outputBuffer.data[26u] = t_1069.z;
    outputBuffer.data[27u] = t_1070;
    return;
}
poly_bwd_Grads poly_bwd(float p_23, float p_24, float p_25) {
    float c;
    float r;
    float xp;
    int i_10;
    float c_1 = p_24;
    float r_1 = 0.0;
    float xp_1 = 1.0;
    int i_11 = 0;
    for (;;) {
        if (i_11 < 4) {
        } else {
            float t_1071 = c_1;
            float t_1072 = r_1;
            float t_1073 = xp_1;
            int t_1074 = i_11;
            c = t_1071;
            r = t_1072;
            xp = t_1073;
            i_10 = t_1074;
            break;
        }
        float t_1075 = c_1 * 0.5;
        float t_1076 = r_1 + xp_1 * c_1;
        float t_1077 = xp_1 * p_23;
        int t_1078 = i_11 + 1;
        c_1 = t_1075;
        r_1 = t_1076;
        xp_1 = t_1077;
        i_11 = t_1078;
        continue;
    }
    int t_1079;
    float t_1080 = p_24;
    float t_1081 = 0.0;
    float t_1082 = 1.0;
    int t_1083 = 0;
    int t_1084 = 0;
    for (;;) {
        bool t_1085 = t_1083 < 4;
        int t_1086 = t_1085 ? 0 : 2;
        int t_1087;
        float t_1088;
        float t_1089;
        float t_1090;
        int t_1091;
        float t_1092;
        float t_1093;
        float t_1094;
        int t_1095;
        if (t_1086 == 0) {
            int t_1096 = 1;
            float t_1097 = t_1080 * 0.5;
            float t_1098 = t_1081 + t_1082 * t_1080;
            float t_1099 = t_1082 * p_23;
            int t_1100 = t_1083 + 1;
            float t_1101 = 0.0;
            float t_1102 = 0.0;
            float t_1103 = 0.0;
            int t_1104 = 0;
            t_1087 = t_1096;
            t_1088 = t_1097;
            t_1089 = t_1098;
            t_1090 = t_1099;
            t_1091 = t_1100;
            t_1092 = t_1101;
            t_1093 = t_1102;
            t_1094 = t_1103;
            t_1095 = t_1104;
        } else {
            int t_1105 = t_1086;
            float t_1106 = 0.0;
            float t_1107 = 0.0;
            float t_1108 = 0.0;
            int t_1109 = 0;
            float t_1110 = t_1085 ? 0.0 : t_1080;
            float t_1111 = t_1085 ? 0.0 : t_1081;
            float t_1112 = t_1085 ? 0.0 : t_1082;
            int t_1113 = t_1085 ? 0 : t_1083;
            t_1087 = t_1105;
            t_1088 = t_1106;
            t_1089 = t_1107;
            t_1090 = t_1108;
            t_1091 = t_1109;
            t_1092 = t_1110;
            t_1093 = t_1111;
            t_1094 = t_1112;
            t_1095 = t_1113;
        }
        int t_1114 = t_1084 + 1;
        if (t_1087 == 2) {
            t_1079 = t_1114;
            break;
        }
        float t_1115 = t_1088;
        float t_1116 = t_1089;
        float t_1117 = t_1090;
        int t_1118 = t_1091;
        int t_1119 = t_1114;
        t_1080 = t_1115;
        t_1081 = t_1116;
        t_1082 = t_1117;
        t_1083 = t_1118;
        t_1084 = t_1119;
        continue;
    }
    int t_1120 = t_1079 - 1;
    float t_1121;
    float t_1122;
    float t_1123;
    float t_1124;
    int t_1125 = t_1120;
    float t_1126 = 0.0;
    float t_1127 = 0.0;
    float t_1128 = 0.0;
    float t_1129 = 0.0;
    for (;;) {
        if (t_1125 < 0) {
            float t_1130 = t_1126;
            float t_1131 = t_1127;
            float t_1132 = t_1128;
            float t_1133 = t_1129;
            t_1121 = t_1130;
            t_1122 = t_1131;
            t_1123 = t_1132;
            t_1124 = t_1133;
            break;
        }
        float t_1134;
        float t_1135;
        float t_1136;
        int t_1137;
        float t_1138 = p_24;
        float t_1139 = 0.0;
        float t_1140 = 1.0;
        int t_1141 = 0;
        int t_1142 = 0;
        for (;;) {
            if (t_1142 == t_1125) {
                float t_1143 = t_1138;
                float t_1144 = t_1139;
                float t_1145 = t_1140;
                int t_1146 = t_1141;
                t_1134 = t_1143;
                t_1135 = t_1144;
                t_1136 = t_1145;
                t_1137 = t_1146;
                break;
            }
            bool t_1147 = t_1141 < 4;
            int t_1148 = t_1147 ? 0 : 2;
            int t_1149;
            float t_1150;
            float t_1151;
            float t_1152;
            int t_1153;
            float t_1154;
            float t_1155;
            float t_1156;
            int t_1157;
            if (t_1148 == 0) {
                int t_1158 = 1;
                float t_1159 = t_1138 * 0.5;
                float t_1160 = t_1139 + t_1140 * t_1138;
                float t_1161 = t_1140 * p_23;
                int t_1162 = t_1141 + 1;
                float t_1163 = 0.0;
                float t_1164 = 0.0;
                float t_1165 = 0.0;
                int t_1166 = 0;
                t_1149 = t_1158;
                t_1150 = t_1159;
                t_1151 = t_1160;
                t_1152 = t_1161;
                t_1153 = t_1162;
                t_1154 = t_1163;
                t_1155 = t_1164;
                t_1156 = t_1165;
                t_1157 = t_1166;
            } else {
                int t_1167 = t_1148;
                float t_1168 = 0.0;
                float t_1169 = 0.0;
                float t_1170 = 0.0;
                int t_1171 = 0;
                float t_1172 = t_1147 ? 0.0 : t_1138;
                float t_1173 = t_1147 ? 0.0 : t_1139;
                float t_1174 = t_1147 ? 0.0 : t_1140;
                int t_1175 = t_1147 ? 0 : t_1141;
                t_1149 = t_1167;
                t_1150 = t_1168;
                t_1151 = t_1169;
                t_1152 = t_1170;
                t_1153 = t_1171;
                t_1154 = t_1172;
                t_1155 = t_1173;
                t_1156 = t_1174;
                t_1157 = t_1175;
            }
            if (t_1149 == 2) {
                float t_1176 = t_1138;
                float t_1177 = t_1139;
                float t_1178 = t_1140;
                int t_1179 = t_1141;
                t_1134 = t_1176;
                t_1135 = t_1177;
                t_1136 = t_1178;
                t_1137 = t_1179;
                break;
            }
            float t_1180 = t_1150;
            float t_1181 = t_1151;
            float t_1182 = t_1152;
            int t_1183 = t_1153;
            int t_1184 = t_1142 + 1;
            t_1138 = t_1180;
            t_1139 = t_1181;
            t_1140 = t_1182;
            t_1141 = t_1183;
            t_1142 = t_1184;
            continue;
        }
        bool t_1185 = t_1137 < 4;
        float t_1186;
        float t_1187;
        float t_1188;
        float t_1189;
        float t_1190;
        float t_1191;
        float t_1192;
        float t_1193;
        float t_1194;
        float t_1195;
        if ((t_1185 ? 0 : 2) == 0) {
            float t_1196 = p_23 * t_1128 + t_1134 * t_1127;
            float t_1197 = 0.5 * t_1126 + t_1136 * t_1127;
            float t_1198 = t_1127;
            float t_1199 = t_1136 * t_1128;
            float t_1200 = 0.0;
            float t_1201 = 0.0;
            float t_1202 = 0.0;
            float t_1203 = 0.0;
            float t_1204 = 0.0;
            float t_1205 = 0.0;
            t_1186 = t_1196;
            t_1187 = t_1197;
            t_1188 = t_1198;
            t_1189 = t_1199;
            t_1190 = t_1200;
            t_1191 = t_1201;
            t_1192 = t_1202;
            t_1193 = t_1203;
            t_1194 = t_1204;
            t_1195 = t_1205;
        } else {
            float t_1206 = 0.0;
            float t_1207 = 0.0;
            float t_1208 = 0.0;
            float t_1209 = 0.0;
            float t_1210 = t_1126;
            float t_1211 = t_1127;
            float t_1212 = t_1128;
            float t_1213 = 0.0;
            float t_1214 = t_1125 == t_1120 ? p_25 : 0.0;
            float t_1215 = 0.0;
            t_1186 = t_1206;
            t_1187 = t_1207;
            t_1188 = t_1208;
            t_1189 = t_1209;
            t_1190 = t_1210;
            t_1191 = t_1211;
            t_1192 = t_1212;
            t_1193 = t_1213;
            t_1194 = t_1214;
            t_1195 = t_1215;
        }
        int t_1216 = t_1125 - 1;
        float t_1217 = t_1187 + (t_1185 ? 0.0 : t_1193);
        float t_1218 = t_1188 + (t_1185 ? 0.0 : t_1194);
        float t_1219 = t_1186 + (t_1185 ? 0.0 : t_1195);
        float t_1220 = t_1129 + t_1189;
        t_1125 = t_1216;
        t_1126 = t_1217;
        t_1127 = t_1218;
        t_1128 = t_1219;
        t_1129 = t_1220;
        continue;
    }
    return poly_bwd_Grads(t_1124, t_1121);
}
poly_1_fwd_Result poly_1_fwd(double p_26, double p_27, double p_28, double p_29) {
    double c_2;
    double t_1221;
    double r_2;
    double t_1222;
    double xp_2;
    double t_1223;
    int i_12;
    double c_3 = p_28;
    double t_1224 = p_29;
    double r_3 = 0.0lf;
    double t_1225 = 0.0lf;
    double xp_3 = 1.0lf;
    double t_1226 = 0.0lf;
    int i_13 = 0;
    for (;;) {
        if (i_13 < 4) {
        } else {
            double t_1227 = c_3;
            double t_1228 = t_1224;
            double t_1229 = r_3;
            double t_1230 = t_1225;
            double t_1231 = xp_3;
            double t_1232 = t_1226;
            int t_1233 = i_13;
            c_2 = t_1227;
            t_1221 = t_1228;
            r_2 = t_1229;
            t_1222 = t_1230;
            xp_2 = t_1231;
            t_1223 = t_1232;
            i_12 = t_1233;
            break;
        }
        double t_1234 = c_3 * 0.5lf;
        double t_1235 = 0.5lf * t_1224;
        double t_1236 = r_3 + xp_3 * c_3;
        double t_1237 = t_1225 + (c_3 * t_1226 + xp_3 * t_1224);
        double t_1238 = xp_3 * p_26;
        double t_1239 = p_26 * t_1226 + xp_3 * p_27;
        int t_1240 = i_13 + 1;
        c_3 = t_1234;
        t_1224 = t_1235;
        r_3 = t_1236;
        t_1225 = t_1237;
        xp_3 = t_1238;
        t_1226 = t_1239;
        i_13 = t_1240;
        continue;
    }
    return poly_1_fwd_Result(r_2, t_1222);
}
