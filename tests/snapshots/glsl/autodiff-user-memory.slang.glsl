#version 450
struct Acc
{
    vec3 sum;
    float w;
};
struct Acc_push_bwd_Grads
{
    Acc f0;
    vec3 f1;
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
    vec3 f1;
};
struct swz_bwd_Grads
{
    vec3 f0;
    mat2 f1;
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
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
float[4] kTable = float[4](0.5, -1.0, 2.0, 0.25);
Acc_push_bwd_Grads Acc_push_bwd(inout Acc p, vec3 p_1, float p_2, Acc p_3);
scatter_bwd_Grads scatter_bwd(float p_4, float p_5, int p_6, float p_7);
scatter_fwd_Result scatter_fwd(float p_8, float p_9, float p_10, float p_11, int p_12);
accumulate_bwd_Grads accumulate_bwd(inout Acc p_13, vec3 p_14, int p_15, Acc p_16);
swz_bwd_Grads swz_bwd(vec3 p_17, mat2 p_18, float p_19);
ties_bwd_Grads ties_bwd(float p_20, float p_21, float p_22);
swLoop_bwd_Grads swLoop_bwd(float p_23, int p_24, float p_25);
swLoop_fwd_Result swLoop_fwd(float p_26, float p_27, int p_28);
void main();
Acc_push_bwd_Grads Acc_push_bwd(inout Acc p, vec3 p_1, float p_2, Acc p_3) {
    Acc t = p;
    float t_1 = t.w;
    vec3 t_2 = vec3(t_1);
    vec3 t_3 = p_1 * t_2;
    vec3 t_4 = vec3(p_2);
    p = Acc(t.sum + t_3 * t_4, t_1 * 0.9 + p_2 * 0.01);
    vec3 t_5 = p_3.sum;
    float t_6 = p_3.w;
    vec3 t_7 = t_4 * t_5;
    vec3 t_8 = t_3 * t_5;
    vec3 t_9 = p_1 * t_7;
    return Acc_push_bwd_Grads(Acc(vec3(0.0, 0.0, 0.0) + t_5, 0.9 * t_6 + (t_9.x + t_9.y + t_9.z) + 0.0), t_2 * t_7, 0.01 * t_6 + (t_8.x + t_8.y + t_8.z));
}
scatter_bwd_Grads scatter_bwd(float p_4, float p_5, int p_6, float p_7) {
    float[4] buf;
    int i;
    float[4] buf_1 = float[4](0.0, 0.0, 0.0, 0.0);
    int i_1 = 0;
    for (;;) {
        if (i_1 < p_6) {
        } else {
            float[4] t_10 = buf_1;
            int t_11 = i_1;
            buf = t_10;
            i = t_11;
            break;
        }
        int t_12 = i_1 * 3;
        int t_13 = t_12 - t_12 / 4 * 4;
        float t_14 = kTable[i_1 - i_1 / 4 * 4];
        int t_15 = t_13 + 1;
        float t_16 = buf_1[t_13] + (p_4 * t_14 + buf_1[t_15 - t_15 / 4 * 4] * p_5);
        float[4] t_17 = buf_1;
        t_17[0] = t_13 == 0 ? t_16 : buf_1[0];
        float[4] t_18 = t_17;
        t_18[1] = t_13 == 1 ? t_16 : buf_1[1];
        float[4] t_19 = t_18;
        t_19[2] = t_13 == 2 ? t_16 : buf_1[2];
        float[4] t_20 = t_19;
        t_20[3] = t_13 == 3 ? t_16 : buf_1[3];
        float[4] t_21 = t_20;
        int t_22 = i_1 + 1;
        buf_1 = t_21;
        i_1 = t_22;
        continue;
    }
    float t_23 = -p_7;
    int t_24;
    float[4] t_25 = float[4](0.0, 0.0, 0.0, 0.0);
    int t_26 = 0;
    int t_27 = 0;
    for (;;) {
        int t_28;
        float[4] t_29;
        int t_30;
        float[4] t_31;
        int t_32;
        if (t_26 < p_6) {
            int t_33 = 0;
            float[4] t_34 = float[4](0.0, 0.0, 0.0, 0.0);
            int t_35 = 0;
            float[4] t_36 = float[4](0.0, 0.0, 0.0, 0.0);
            int t_37 = 0;
            t_28 = t_33;
            t_29 = t_34;
            t_30 = t_35;
            t_31 = t_36;
            t_32 = t_37;
        } else {
            int t_38 = 2;
            float[4] t_39 = float[4](0.0, 0.0, 0.0, 0.0);
            int t_40 = 0;
            float[4] t_41 = t_25;
            int t_42 = t_26;
            t_28 = t_38;
            t_29 = t_39;
            t_30 = t_40;
            t_31 = t_41;
            t_32 = t_42;
        }
        int t_43;
        float[4] t_44;
        int t_45;
        float[4] t_46;
        int t_47;
        if (t_28 == 0) {
            int t_48 = t_26 * 3;
            int t_49 = t_48 - t_48 / 4 * 4;
            float t_50 = kTable[t_26 - t_26 / 4 * 4];
            int t_51 = t_49 + 1;
            float t_52 = t_25[t_49] + (p_4 * t_50 + t_25[t_51 - t_51 / 4 * 4] * p_5);
            float[4] t_53 = t_25;
            t_53[0] = t_49 == 0 ? t_52 : t_25[0];
            float[4] t_54 = t_53;
            t_54[1] = t_49 == 1 ? t_52 : t_25[1];
            float[4] t_55 = t_54;
            t_55[2] = t_49 == 2 ? t_52 : t_25[2];
            float[4] t_56 = t_55;
            t_56[3] = t_49 == 3 ? t_52 : t_25[3];
            int t_57 = 1;
            float[4] t_58 = t_56;
            int t_59 = t_26 + 1;
            float[4] t_60 = float[4](0.0, 0.0, 0.0, 0.0);
            int t_61 = 0;
            t_43 = t_57;
            t_44 = t_58;
            t_45 = t_59;
            t_46 = t_60;
            t_47 = t_61;
        } else {
            int t_62 = t_28;
            float[4] t_63 = t_29;
            int t_64 = t_30;
            float[4] t_65 = t_31;
            int t_66 = t_32;
            t_43 = t_62;
            t_44 = t_63;
            t_45 = t_64;
            t_46 = t_65;
            t_47 = t_66;
        }
        int t_67 = t_27 + 1;
        if (t_43 == 2) {
            t_24 = t_67;
            break;
        }
        float[4] t_68 = t_44;
        int t_69 = t_45;
        int t_70 = t_67;
        t_25 = t_68;
        t_26 = t_69;
        t_27 = t_70;
        continue;
    }
    int t_71 = t_24 - 1;
    float[4] t_72;
    float t_73;
    float t_74;
    int t_75 = t_71;
    float[4] t_76 = float[4](0.0, 0.0, 0.0, 0.0);
    float t_77 = 0.0;
    float t_78 = 0.0;
    for (;;) {
        if (t_75 < 0) {
            float[4] t_79 = t_76;
            float t_80 = t_77;
            float t_81 = t_78;
            t_72 = t_79;
            t_73 = t_80;
            t_74 = t_81;
            break;
        }
        float[4] t_82;
        int t_83;
        float[4] t_84 = float[4](0.0, 0.0, 0.0, 0.0);
        int t_85 = 0;
        int t_86 = 0;
        for (;;) {
            if (t_86 == t_75) {
                float[4] t_87 = t_84;
                int t_88 = t_85;
                t_82 = t_87;
                t_83 = t_88;
                break;
            }
            int t_89;
            float[4] t_90;
            int t_91;
            float[4] t_92;
            int t_93;
            if (t_85 < p_6) {
                int t_94 = 0;
                float[4] t_95 = float[4](0.0, 0.0, 0.0, 0.0);
                int t_96 = 0;
                float[4] t_97 = float[4](0.0, 0.0, 0.0, 0.0);
                int t_98 = 0;
                t_89 = t_94;
                t_90 = t_95;
                t_91 = t_96;
                t_92 = t_97;
                t_93 = t_98;
            } else {
                int t_99 = 2;
                float[4] t_100 = float[4](0.0, 0.0, 0.0, 0.0);
                int t_101 = 0;
                float[4] t_102 = t_84;
                int t_103 = t_85;
                t_89 = t_99;
                t_90 = t_100;
                t_91 = t_101;
                t_92 = t_102;
                t_93 = t_103;
            }
            int t_104;
            float[4] t_105;
            int t_106;
            float[4] t_107;
            int t_108;
            if (t_89 == 0) {
                int t_109 = t_85 * 3;
                int t_110 = t_109 - t_109 / 4 * 4;
                float t_111 = kTable[t_85 - t_85 / 4 * 4];
                int t_112 = t_110 + 1;
                float t_113 = t_84[t_110] + (p_4 * t_111 + t_84[t_112 - t_112 / 4 * 4] * p_5);
                float[4] t_114 = t_84;
                t_114[0] = t_110 == 0 ? t_113 : t_84[0];
                float[4] t_115 = t_114;
                t_115[1] = t_110 == 1 ? t_113 : t_84[1];
                float[4] t_116 = t_115;
                t_116[2] = t_110 == 2 ? t_113 : t_84[2];
                float[4] t_117 = t_116;
                t_117[3] = t_110 == 3 ? t_113 : t_84[3];
                int t_118 = 1;
                float[4] t_119 = t_117;
                int t_120 = t_85 + 1;
                float[4] t_121 = float[4](0.0, 0.0, 0.0, 0.0);
                int t_122 = 0;
                t_104 = t_118;
                t_105 = t_119;
                t_106 = t_120;
                t_107 = t_121;
                t_108 = t_122;
            } else {
                int t_123 = t_89;
                float[4] t_124 = t_90;
                int t_125 = t_91;
                float[4] t_126 = t_92;
                int t_127 = t_93;
                t_104 = t_123;
                t_105 = t_124;
                t_106 = t_125;
                t_107 = t_126;
                t_108 = t_127;
            }
            if (t_104 == 2) {
                float[4] t_128 = t_84;
                int t_129 = t_85;
                t_82 = t_128;
                t_83 = t_129;
                break;
            }
            float[4] t_130 = t_105;
            int t_131 = t_106;
            int t_132 = t_86 + 1;
            t_84 = t_130;
            t_85 = t_131;
            t_86 = t_132;
            continue;
        }
        bool t_133 = t_83 < p_6;
        int t_134;
        float[4] t_135;
        int t_136;
        float[4] t_137;
        int t_138;
        if (t_133) {
            int t_139 = 0;
            float[4] t_140 = float[4](0.0, 0.0, 0.0, 0.0);
            int t_141 = 0;
            float[4] t_142 = float[4](0.0, 0.0, 0.0, 0.0);
            int t_143 = 0;
            t_134 = t_139;
            t_135 = t_140;
            t_136 = t_141;
            t_137 = t_142;
            t_138 = t_143;
        } else {
            int t_144 = 2;
            float[4] t_145 = float[4](0.0, 0.0, 0.0, 0.0);
            int t_146 = 0;
            float[4] t_147 = t_82;
            int t_148 = t_83;
            t_134 = t_144;
            t_135 = t_145;
            t_136 = t_146;
            t_137 = t_147;
            t_138 = t_148;
        }
        bool t_149 = t_75 == t_71;
        float[4] t_150;
        float t_151;
        float t_152;
        float[4] t_153;
        float[4] t_154;
        if (t_134 == 0) {
            int t_155 = t_83 * 3;
            int t_156 = t_155 - t_155 / 4 * 4;
            float t_157 = kTable[t_83 - t_83 / 4 * 4];
            int t_158 = t_156 + 1;
            int t_159 = t_158 - t_158 / 4 * 4;
            bool t_160 = t_156 == 0;
            bool t_161 = t_156 == 1;
            bool t_162 = t_156 == 2;
            bool t_163 = t_156 == 3;
            float t_164 = t_76[3];
            float t_165 = t_76[2];
            float t_166 = t_76[1];
            float t_167 = t_76[0];
            float t_168 = (t_163 ? t_164 : 0.0) + (t_162 ? t_165 : 0.0) + (t_161 ? t_166 : 0.0) + (t_160 ? t_167 : 0.0);
            float t_169 = p_5 * t_168;
            float[4] t_170 = float[4](0.0 + (t_160 ? 0.0 : t_167) + (t_159 == 0 ? t_169 : 0.0) + (t_160 ? t_168 : 0.0), 0.0 + (t_161 ? 0.0 : t_166) + 0.0 + 0.0 + (t_159 == 1 ? t_169 : 0.0) + (t_161 ? t_168 : 0.0), 0.0 + (t_162 ? 0.0 : t_165) + 0.0 + 0.0 + 0.0 + (t_159 == 2 ? t_169 : 0.0) + (t_162 ? t_168 : 0.0), (t_163 ? 0.0 : t_164) + 0.0 + 0.0 + 0.0 + 0.0 + (t_159 == 3 ? t_169 : 0.0) + (t_163 ? t_168 : 0.0));
            float t_171 = t_157 * t_168;
            float t_172 = t_82[t_159] * t_168;
            float[4] t_173 = float[4](0.0, 0.0, 0.0, 0.0);
            float[4] t_174 = float[4](0.0, 0.0, 0.0, 0.0);
            t_150 = t_170;
            t_151 = t_171;
            t_152 = t_172;
            t_153 = t_173;
            t_154 = t_174;
        } else {
            float[4] t_175 = float[4](0.0, 0.0, 0.0, 0.0);
            float t_176 = 0.0;
            float t_177 = 0.0;
            float[4] t_178 = t_76;
            float[4] t_179 = float[4](t_149 ? 0.0 + buf[1] * p_7 : 0.0, t_149 ? 0.0 + buf[0] * p_7 + 0.0 : 0.0, t_149 ? 0.0 + p_7 + 0.0 + 0.0 : 0.0, t_149 ? p_4 * t_23 + 0.0 + 0.0 + 0.0 : 0.0);
            t_150 = t_175;
            t_151 = t_176;
            t_152 = t_177;
            t_153 = t_178;
            t_154 = t_179;
        }
        float[4] t_180;
        if (t_133) {
            t_180 = float[4](0.0, 0.0, 0.0, 0.0);
        } else {
            t_180 = t_154;
        }
        int t_181 = t_75 - 1;
        float[4] t_182 = float[4](t_150[0] + t_180[0], t_150[1] + t_180[1], t_150[2] + t_180[2], t_150[3] + t_180[3]);
        float t_183 = t_77 + t_151;
        float t_184 = t_78 + t_152;
        t_75 = t_181;
        t_76 = t_182;
        t_77 = t_183;
        t_78 = t_184;
        continue;
    }
    return scatter_bwd_Grads(buf[3] * t_23 + t_73, t_74);
}
scatter_fwd_Result scatter_fwd(float p_8, float p_9, float p_10, float p_11, int p_12) {
    float[4] buf_2 = float[4](0.0, 0.0, 0.0, 0.0);
    float[4] t_185 = float[4](0.0, 0.0, 0.0, 0.0);
    t_185 = float[4](0.0, 0.0, 0.0, 0.0);
    buf_2 = float[4](0.0, 0.0, 0.0, 0.0);
    t_185 = float[4](0.0, 0.0, 0.0, 0.0);
    int i_2;
    int i_3 = 0;
    for (;;) {
        if (i_3 < p_12) {
        } else {
            i_2 = i_3;
            break;
        }
        int t_186 = i_3 * 3;
        int t_187 = t_186 - t_186 / 4 * 4;
        float t_188 = buf_2[t_187];
        float t_189 = t_185[t_187];
        float t_190 = kTable[i_3 - i_3 / 4 * 4];
        int t_191 = t_187 + 1;
        int t_192 = t_191 - t_191 / 4 * 4;
        float t_193 = buf_2[t_192];
        float t_194 = t_185[t_192];
        buf_2[t_187] = t_188 + (p_8 * t_190 + t_193 * p_10);
        t_185[t_187] = t_189 + (t_190 * p_9 + (p_10 * t_194 + t_193 * p_11));
        i_3 = i_3 + 1;
        continue;
    }
    float t_195 = buf_2[0];
    float t_196 = t_185[0];
    float t_197 = buf_2[1];
    float t_198 = t_185[1];
    float t_199 = buf_2[2];
    float t_200 = t_185[2];
    float t_201 = buf_2[3];
    float t_202 = t_185[3];
    return scatter_fwd_Result(t_195 * t_197 + t_199 - t_201 * p_8, t_197 * t_196 + t_195 * t_198 + t_200 + -(p_8 * t_202 + t_201 * p_9));
}
accumulate_bwd_Grads accumulate_bwd(inout Acc p_13, vec3 p_14, int p_15, Acc p_16) {
    Acc t_203 = p_13;
    Acc t_204;
    int i_4;
    Acc t_205 = t_203;
    int i_5 = 0;
    for (;;) {
        if (i_5 < p_15) {
        } else {
            Acc t_206 = t_205;
            int t_207 = i_5;
            t_204 = t_206;
            i_4 = t_207;
            break;
        }
        int t_208 = i_5 + 1;
        float t_209 = 0.5 + 0.1 * float(i_5);
        float t_210 = t_205.w;
        Acc t_211 = Acc(t_205.sum + p_14 * vec3(ivec3(t_208)) * vec3(t_210) * vec3(t_209), t_210 * 0.9 + t_209 * 0.01);
        int t_212 = t_208;
        t_205 = t_211;
        i_5 = t_212;
        continue;
    }
    p_13 = t_204;
    int t_213;
    Acc t_214 = t_203;
    int t_215 = 0;
    int t_216 = 0;
    for (;;) {
        int t_217;
        Acc t_218;
        int t_219;
        Acc t_220;
        int t_221;
        if (t_215 < p_15) {
            int t_222 = 0;
            Acc t_223 = Acc(vec3(0.0, 0.0, 0.0), 0.0);
            int t_224 = 0;
            Acc t_225 = Acc(vec3(0.0, 0.0, 0.0), 0.0);
            int t_226 = 0;
            t_217 = t_222;
            t_218 = t_223;
            t_219 = t_224;
            t_220 = t_225;
            t_221 = t_226;
        } else {
            int t_227 = 2;
            Acc t_228 = Acc(vec3(0.0, 0.0, 0.0), 0.0);
            int t_229 = 0;
            Acc t_230 = t_214;
            int t_231 = t_215;
            t_217 = t_227;
            t_218 = t_228;
            t_219 = t_229;
            t_220 = t_230;
            t_221 = t_231;
        }
        int t_232;
        Acc t_233;
        int t_234;
        Acc t_235;
        int t_236;
        if (t_217 == 0) {
            int t_237 = t_215 + 1;
            float t_238 = 0.5 + 0.1 * float(t_215);
            float t_239 = t_214.w;
            int t_240 = 1;
            Acc t_241 = Acc(t_214.sum + p_14 * vec3(ivec3(t_237)) * vec3(t_239) * vec3(t_238), t_239 * 0.9 + t_238 * 0.01);
            int t_242 = t_237;
            Acc t_243 = Acc(vec3(0.0, 0.0, 0.0), 0.0);
            int t_244 = 0;
            t_232 = t_240;
            t_233 = t_241;
            t_234 = t_242;
            t_235 = t_243;
            t_236 = t_244;
        } else {
            int t_245 = t_217;
            Acc t_246 = t_218;
            int t_247 = t_219;
            Acc t_248 = t_220;
            int t_249 = t_221;
            t_232 = t_245;
            t_233 = t_246;
            t_234 = t_247;
            t_235 = t_248;
            t_236 = t_249;
        }
        int t_250 = t_216 + 1;
        if (t_232 == 2) {
            t_213 = t_250;
            break;
        }
        Acc t_251 = t_233;
        int t_252 = t_234;
        int t_253 = t_250;
        t_214 = t_251;
        t_215 = t_252;
        t_216 = t_253;
        continue;
    }
    int t_254 = t_213 - 1;
    Acc t_255;
    vec3 t_256;
    int t_257 = t_254;
    Acc t_258 = Acc(vec3(0.0, 0.0, 0.0), 0.0);
    vec3 t_259 = vec3(0.0, 0.0, 0.0);
    for (;;) {
        if (t_257 < 0) {
            Acc t_260 = t_258;
            vec3 t_261 = t_259;
            t_255 = t_260;
            t_256 = t_261;
            break;
        }
        Acc t_262;
        int t_263;
        Acc t_264 = t_203;
        int t_265 = 0;
        int t_266 = 0;
        for (;;) {
            if (t_266 == t_257) {
                Acc t_267 = t_264;
                int t_268 = t_265;
                t_262 = t_267;
                t_263 = t_268;
                break;
            }
            int t_269;
            Acc t_270;
            int t_271;
            Acc t_272;
            int t_273;
            if (t_265 < p_15) {
                int t_274 = 0;
                Acc t_275 = Acc(vec3(0.0, 0.0, 0.0), 0.0);
                int t_276 = 0;
                Acc t_277 = Acc(vec3(0.0, 0.0, 0.0), 0.0);
                int t_278 = 0;
                t_269 = t_274;
                t_270 = t_275;
                t_271 = t_276;
                t_272 = t_277;
                t_273 = t_278;
            } else {
                int t_279 = 2;
                Acc t_280 = Acc(vec3(0.0, 0.0, 0.0), 0.0);
                int t_281 = 0;
                Acc t_282 = t_264;
                int t_283 = t_265;
                t_269 = t_279;
                t_270 = t_280;
                t_271 = t_281;
                t_272 = t_282;
                t_273 = t_283;
            }
            int t_284;
            Acc t_285;
            int t_286;
            Acc t_287;
            int t_288;
            if (t_269 == 0) {
                int t_289 = t_265 + 1;
                float t_290 = 0.5 + 0.1 * float(t_265);
                float t_291 = t_264.w;
                int t_292 = 1;
                Acc t_293 = Acc(t_264.sum + p_14 * vec3(ivec3(t_289)) * vec3(t_291) * vec3(t_290), t_291 * 0.9 + t_290 * 0.01);
                int t_294 = t_289;
                Acc t_295 = Acc(vec3(0.0, 0.0, 0.0), 0.0);
                int t_296 = 0;
                t_284 = t_292;
                t_285 = t_293;
                t_286 = t_294;
                t_287 = t_295;
                t_288 = t_296;
            } else {
                int t_297 = t_269;
                Acc t_298 = t_270;
                int t_299 = t_271;
                Acc t_300 = t_272;
                int t_301 = t_273;
                t_284 = t_297;
                t_285 = t_298;
                t_286 = t_299;
                t_287 = t_300;
                t_288 = t_301;
            }
            if (t_284 == 2) {
                Acc t_302 = t_264;
                int t_303 = t_265;
                t_262 = t_302;
                t_263 = t_303;
                break;
            }
            Acc t_304 = t_285;
            int t_305 = t_286;
            int t_306 = t_266 + 1;
            t_264 = t_304;
            t_265 = t_305;
            t_266 = t_306;
            continue;
        }
        bool t_307 = t_263 < p_15;
        int t_308;
        Acc t_309;
        int t_310;
        Acc t_311;
        int t_312;
        if (t_307) {
            int t_313 = 0;
            Acc t_314 = Acc(vec3(0.0, 0.0, 0.0), 0.0);
            int t_315 = 0;
            Acc t_316 = Acc(vec3(0.0, 0.0, 0.0), 0.0);
            int t_317 = 0;
            t_308 = t_313;
            t_309 = t_314;
            t_310 = t_315;
            t_311 = t_316;
            t_312 = t_317;
        } else {
            int t_318 = 2;
            Acc t_319 = Acc(vec3(0.0, 0.0, 0.0), 0.0);
            int t_320 = 0;
            Acc t_321 = t_262;
            int t_322 = t_263;
            t_308 = t_318;
            t_309 = t_319;
            t_310 = t_320;
            t_311 = t_321;
            t_312 = t_322;
        }
        bool t_323 = t_257 == t_254;
        vec3 t_324;
        Acc t_325;
        Acc t_326;
        Acc t_327;
        if (t_308 == 0) {
            vec3 t_328 = vec3(ivec3(t_263 + 1));
            Acc t_329 = Acc(vec3(0.0), 0.0);
            t_329 = t_262;
            Acc_push_bwd_Grads t_330 = Acc_push_bwd(t_329, p_14 * t_328, 0.5 + 0.1 * float(t_263), t_258);
            vec3 t_331 = t_328 * t_330.f1;
            Acc t_332 = t_330.f0;
            Acc t_333 = Acc(vec3(0.0, 0.0, 0.0), 0.0);
            Acc t_334 = Acc(vec3(0.0, 0.0, 0.0), 0.0);
            t_324 = t_331;
            t_325 = t_332;
            t_326 = t_333;
            t_327 = t_334;
        } else {
            vec3 t_335 = vec3(0.0, 0.0, 0.0);
            Acc t_336 = Acc(vec3(0.0, 0.0, 0.0), 0.0);
            Acc t_337 = t_258;
            Acc t_338 = Acc(t_323 ? p_16.sum : vec3(0.0, 0.0, 0.0), t_323 ? p_16.w : 0.0);
            t_324 = t_335;
            t_325 = t_336;
            t_326 = t_337;
            t_327 = t_338;
        }
        Acc t_339;
        if (t_307) {
            t_339 = Acc(vec3(0.0, 0.0, 0.0), 0.0);
        } else {
            t_339 = t_327;
        }
        int t_340 = t_257 - 1;
        Acc t_341 = Acc(t_325.sum + t_339.sum, t_325.w + t_339.w);
        vec3 t_342 = t_259 + t_324;
        t_257 = t_340;
        t_258 = t_341;
        t_259 = t_342;
        continue;
    }
    return accumulate_bwd_Grads(t_255, t_256);
}
swz_bwd_Grads swz_bwd(vec3 p_17, mat2 p_18, float p_19) {
    vec2 t_343 = p_17.zx * vec2(2.0, 2.0);
    float t_344 = t_343.x;
    float t_345 = t_343.y;
    vec2 t_346 = p_18[0];
    vec2 t_347 = vec2(t_344);
    vec2 t_348 = t_346 * t_347;
    vec3 t_349 = vec3(0.0, 0.0, 0.0);
    t_349.z = p_19;
    float t_350 = -p_19;
    vec2 t_351 = vec2(0.0, 0.0);
    t_351.x = t_348.y * t_350;
    mat2 t_352 = mat2(vec2(0.0, 0.0), vec2(0.0, 0.0));
    t_352[1] = t_351;
    vec2 t_353 = vec2(0.0, 0.0);
    t_353.y = (p_17.y + t_344 * t_345) * t_350;
    mat2 t_354 = mat2(vec2(0.0, 0.0), vec2(0.0, 0.0));
    t_354[0] = t_353;
    vec2 t_355 = vec2(0.0, 0.0);
    t_355.y = t_348.x * p_19;
    mat2 t_356 = mat2(vec2(0.0, 0.0), vec2(0.0, 0.0));
    t_356[1] = t_355;
    vec2 t_357 = vec2(0.0, 0.0);
    t_357.x = p_18[1].y * p_19;
    mat2 t_358 = mat2(vec2(0.0, 0.0), vec2(0.0, 0.0));
    t_358[0] = t_357;
    mat2 t_359 = t_352 + t_354 + t_356 + t_358;
    mat2 t_360 = t_359;
    t_360[0] = vec2(0.0, 0.0);
    vec2 t_361 = t_359[0];
    vec2 t_362 = t_346 * t_361;
    vec3 t_363 = vec3(0.0, 0.0, 0.0);
    t_363.x = t_362.x + t_362.y;
    mat2 t_364 = mat2(vec2(0.0, 0.0), vec2(0.0, 0.0));
    t_364[0] = t_347 * t_361;
    mat2 t_365 = t_360 + t_364;
    mat2 t_366 = t_365;
    t_366[1] = vec2(0.0, 0.0);
    vec2 t_367 = t_365[1];
    vec2 t_368 = t_367;
    t_368.x = 0.0;
    mat2 t_369 = mat2(vec2(0.0, 0.0), vec2(0.0, 0.0));
    t_369[1] = t_368;
    vec3 t_370 = vec3(0.0, 0.0, 0.0);
    t_370.y = t_367.x;
    vec3 t_371 = t_349 + t_363 + t_370;
    vec3 t_372 = t_371;
    t_372.y = 0.0;
    float t_373 = t_371.y;
    vec3 t_374 = vec3(0.0, 0.0, 0.0);
    t_374.z = t_344 * t_373;
    vec3 t_375 = vec3(0.0, 0.0, 0.0);
    t_375.x = t_345 * t_373;
    vec3 t_376 = vec3(0.0, 0.0, 0.0);
    t_376.y = t_373;
    vec3 t_377 = t_372 + t_374 + t_375 + t_376;
    vec3 t_378 = t_377;
    t_378.z = 0.0;
    vec2 t_379 = vec2(0.0, 0.0);
    t_379.y = t_377.z;
    vec3 t_380 = t_378;
    t_380.x = 0.0;
    vec2 t_381 = vec2(0.0, 0.0);
    t_381.x = t_377.x;
    vec2 t_382 = vec2(2.0, 2.0) * (t_379 + t_381);
    return swz_bwd_Grads(t_380 + vec3(t_382.y, 0.0, t_382.x), t_366 + t_369);
}
ties_bwd_Grads ties_bwd(float p_20, float p_21, float p_22) {
    float t_383 = sign(p_21 - p_20) * p_22;
    bool t_384 = p_20 < 0.0;
    bool t_385 = p_20 > p_21;
    float t_386 = 2.0 * p_22;
    float t_387 = p_20 == p_21 ? 0.5 : 0.0;
    return ties_bwd_Grads(-t_383 + (t_384 ? 0.0 : t_385 ? 0.0 : 1.0) * p_22 + (p_20 < p_21 ? 1.0 : t_387) * t_386 + (t_385 ? 1.0 : t_387) * p_22, t_383 + (t_384 ? 0.0 : t_385 ? 1.0 : 0.0) * p_22 + (p_21 < p_20 ? 1.0 : t_387) * t_386 + (p_21 > p_20 ? 1.0 : t_387) * p_22);
}
swLoop_bwd_Grads swLoop_bwd(float p_23, int p_24, float p_25) {
    float s;
    int i_6;
    float s_1 = p_23;
    int i_7 = 0;
    for (;;) {
        if (i_7 < p_24) {
        } else {
            float t_388 = s_1;
            int t_389 = i_7;
            s = t_388;
            i_6 = t_389;
            break;
        }
        float s_2;
        int i_8;
        switch (i_7 - i_7 / 3 * 3) {
        case 0:
        {
            float t_390 = s_1 * p_23;
            int t_391 = i_7;
            s_2 = t_390;
            i_8 = t_391;
            break;
        }
        case 1:
        {
            if (s_1 > 2.0) {
                float t_392 = s_1;
                int t_393 = i_7;
                s_2 = t_392;
                i_8 = t_393;
                break;
            }
            float t_394 = s_1 + sqrt(abs(s_1));
            int t_395 = i_7;
            s_2 = t_394;
            i_8 = t_395;
            break;
        }
        default: {
            float t_396 = s_1 * 0.5;
            int t_397 = i_7 + 1;
            s_1 = t_396;
            i_7 = t_397;
            continue;
        }
        }
        float t_398 = s_2 - 0.01 * p_23;
        int t_399 = i_8 + 1;
        s_1 = t_398;
        i_7 = t_399;
        continue;
    }
    int t_400;
    float t_401 = p_23;
    int t_402 = 0;
    int t_403 = 0;
    for (;;) {
        bool t_404 = t_402 < p_24;
        int t_405 = t_404 ? 0 : 2;
        int t_406;
        float t_407;
        int t_408;
        float t_409;
        int t_410;
        if (t_405 == 0) {
            float t_411;
            int t_412;
            int t_413;
            float t_414;
            int t_415;
            float t_416;
            int t_417;
            switch (t_402 - t_402 / 3 * 3) {
            case 0:
            {
                float t_418 = t_401 * p_23;
                int t_419 = t_402;
                int t_420 = 0;
                float t_421 = 0.0;
                int t_422 = 0;
                float t_423 = 0.0;
                int t_424 = 0;
                t_411 = t_418;
                t_412 = t_419;
                t_413 = t_420;
                t_414 = t_421;
                t_415 = t_422;
                t_416 = t_423;
                t_417 = t_424;
                break;
            }
            case 1:
            {
                bool t_425 = t_401 > 2.0;
                int t_426 = t_425 ? 3 : 0;
                bool t_427 = t_426 == 0;
                int t_428 = t_427 ? 3 : t_426;
                float t_429 = t_427 ? t_401 + sqrt(abs(t_401)) : t_425 ? t_401 : 0.0;
                int t_430 = t_427 ? t_402 : t_425 ? t_402 : 0;
                int t_431 = t_428 == 3 ? 0 : t_428;
                float t_432 = 0.0;
                int t_433 = 0;
                float t_434 = 0.0;
                int t_435 = 0;
                t_411 = t_429;
                t_412 = t_430;
                t_413 = t_431;
                t_414 = t_432;
                t_415 = t_433;
                t_416 = t_434;
                t_417 = t_435;
                break;
            }
            default: {
                float t_436 = 0.0;
                int t_437 = 0;
                int t_438 = 1;
                float t_439 = t_401 * 0.5;
                int t_440 = t_402 + 1;
                float t_441 = 0.0;
                int t_442 = 0;
                t_411 = t_436;
                t_412 = t_437;
                t_413 = t_438;
                t_414 = t_439;
                t_415 = t_440;
                t_416 = t_441;
                t_417 = t_442;
                break;
            }
            }
            bool t_443 = t_413 == 0;
            int t_444 = t_443 ? 1 : t_413;
            float t_445 = t_443 ? t_411 - 0.01 * p_23 : t_414;
            int t_446 = t_443 ? t_412 + 1 : t_415;
            float t_447 = t_443 ? 0.0 : t_416;
            int t_448 = t_443 ? 0 : t_417;
            t_406 = t_444;
            t_407 = t_445;
            t_408 = t_446;
            t_409 = t_447;
            t_410 = t_448;
        } else {
            int t_449 = t_405;
            float t_450 = 0.0;
            int t_451 = 0;
            float t_452 = t_404 ? 0.0 : t_401;
            int t_453 = t_404 ? 0 : t_402;
            t_406 = t_449;
            t_407 = t_450;
            t_408 = t_451;
            t_409 = t_452;
            t_410 = t_453;
        }
        int t_454 = t_403 + 1;
        if (t_406 == 2) {
            t_400 = t_454;
            break;
        }
        float t_455 = t_407;
        int t_456 = t_408;
        int t_457 = t_454;
        t_401 = t_455;
        t_402 = t_456;
        t_403 = t_457;
        continue;
    }
    int t_458 = t_400 - 1;
    float t_459;
    float t_460;
    int t_461 = t_458;
    float t_462 = 0.0;
    float t_463 = 0.0;
    for (;;) {
        if (t_461 < 0) {
            float t_464 = t_462;
            float t_465 = t_463;
            t_459 = t_464;
            t_460 = t_465;
            break;
        }
        float t_466;
        int t_467;
        float t_468 = p_23;
        int t_469 = 0;
        int t_470 = 0;
        for (;;) {
            if (t_470 == t_461) {
                float t_471 = t_468;
                int t_472 = t_469;
                t_466 = t_471;
                t_467 = t_472;
                break;
            }
            bool t_473 = t_469 < p_24;
            int t_474 = t_473 ? 0 : 2;
            int t_475;
            float t_476;
            int t_477;
            float t_478;
            int t_479;
            if (t_474 == 0) {
                float t_480;
                int t_481;
                int t_482;
                float t_483;
                int t_484;
                float t_485;
                int t_486;
                switch (t_469 - t_469 / 3 * 3) {
                case 0:
                {
                    float t_487 = t_468 * p_23;
                    int t_488 = t_469;
                    int t_489 = 0;
                    float t_490 = 0.0;
                    int t_491 = 0;
                    float t_492 = 0.0;
                    int t_493 = 0;
                    t_480 = t_487;
                    t_481 = t_488;
                    t_482 = t_489;
                    t_483 = t_490;
                    t_484 = t_491;
                    t_485 = t_492;
                    t_486 = t_493;
                    break;
                }
                case 1:
                {
                    bool t_494 = t_468 > 2.0;
                    int t_495 = t_494 ? 3 : 0;
                    bool t_496 = t_495 == 0;
                    int t_497 = t_496 ? 3 : t_495;
                    float t_498 = t_496 ? t_468 + sqrt(abs(t_468)) : t_494 ? t_468 : 0.0;
                    int t_499 = t_496 ? t_469 : t_494 ? t_469 : 0;
                    int t_500 = t_497 == 3 ? 0 : t_497;
                    float t_501 = 0.0;
                    int t_502 = 0;
                    float t_503 = 0.0;
                    int t_504 = 0;
                    t_480 = t_498;
                    t_481 = t_499;
                    t_482 = t_500;
                    t_483 = t_501;
                    t_484 = t_502;
                    t_485 = t_503;
                    t_486 = t_504;
                    break;
                }
                default: {
                    float t_505 = 0.0;
                    int t_506 = 0;
                    int t_507 = 1;
                    float t_508 = t_468 * 0.5;
                    int t_509 = t_469 + 1;
                    float t_510 = 0.0;
                    int t_511 = 0;
                    t_480 = t_505;
                    t_481 = t_506;
                    t_482 = t_507;
                    t_483 = t_508;
                    t_484 = t_509;
                    t_485 = t_510;
                    t_486 = t_511;
                    break;
                }
                }
                bool t_512 = t_482 == 0;
                int t_513 = t_512 ? 1 : t_482;
                float t_514 = t_512 ? t_480 - 0.01 * p_23 : t_483;
                int t_515 = t_512 ? t_481 + 1 : t_484;
                float t_516 = t_512 ? 0.0 : t_485;
                int t_517 = t_512 ? 0 : t_486;
                t_475 = t_513;
                t_476 = t_514;
                t_477 = t_515;
                t_478 = t_516;
                t_479 = t_517;
            } else {
                int t_518 = t_474;
                float t_519 = 0.0;
                int t_520 = 0;
                float t_521 = t_473 ? 0.0 : t_468;
                int t_522 = t_473 ? 0 : t_469;
                t_475 = t_518;
                t_476 = t_519;
                t_477 = t_520;
                t_478 = t_521;
                t_479 = t_522;
            }
            if (t_475 == 2) {
                float t_523 = t_468;
                int t_524 = t_469;
                t_466 = t_523;
                t_467 = t_524;
                break;
            }
            float t_525 = t_476;
            int t_526 = t_477;
            int t_527 = t_470 + 1;
            t_468 = t_525;
            t_469 = t_526;
            t_470 = t_527;
            continue;
        }
        bool t_528 = t_467 < p_24;
        float t_529 = t_461 == t_458 ? p_25 : 0.0;
        float t_530;
        float t_531;
        float t_532;
        float t_533;
        if ((t_528 ? 0 : 2) == 0) {
            int t_534 = t_467 - t_467 / 3 * 3;
            float t_535;
            int t_536;
            int t_537;
            float t_538;
            int t_539;
            float t_540;
            int t_541;
            switch (t_534) {
            case 0:
            {
                float t_542 = t_466 * p_23;
                int t_543 = t_467;
                int t_544 = 0;
                float t_545 = 0.0;
                int t_546 = 0;
                float t_547 = 0.0;
                int t_548 = 0;
                t_535 = t_542;
                t_536 = t_543;
                t_537 = t_544;
                t_538 = t_545;
                t_539 = t_546;
                t_540 = t_547;
                t_541 = t_548;
                break;
            }
            case 1:
            {
                bool t_549 = t_466 > 2.0;
                int t_550 = t_549 ? 3 : 0;
                bool t_551 = t_550 == 0;
                int t_552 = t_551 ? 3 : t_550;
                float t_553 = t_551 ? t_466 + sqrt(abs(t_466)) : t_549 ? t_466 : 0.0;
                int t_554 = t_551 ? t_467 : t_549 ? t_467 : 0;
                int t_555 = t_552 == 3 ? 0 : t_552;
                float t_556 = 0.0;
                int t_557 = 0;
                float t_558 = 0.0;
                int t_559 = 0;
                t_535 = t_553;
                t_536 = t_554;
                t_537 = t_555;
                t_538 = t_556;
                t_539 = t_557;
                t_540 = t_558;
                t_541 = t_559;
                break;
            }
            default: {
                float t_560 = 0.0;
                int t_561 = 0;
                int t_562 = 1;
                float t_563 = t_466 * 0.5;
                int t_564 = t_467 + 1;
                float t_565 = 0.0;
                int t_566 = 0;
                t_535 = t_560;
                t_536 = t_561;
                t_537 = t_562;
                t_538 = t_563;
                t_539 = t_564;
                t_540 = t_565;
                t_541 = t_566;
                break;
            }
            }
            bool t_567 = t_537 == 0;
            float t_568 = t_567 ? t_462 : 0.0;
            float t_569 = t_567 ? 0.0 : t_462;
            float t_570;
            float t_571;
            switch (t_534) {
            case 0:
            {
                float t_572 = p_23 * t_568;
                float t_573 = t_466 * t_568;
                t_570 = t_572;
                t_571 = t_573;
                break;
            }
            case 1:
            {
                bool t_574 = t_466 > 2.0;
                float t_575;
                float t_576;
                float t_577;
                float t_578;
                if ((t_574 ? 3 : 0) == 0) {
                    float t_579 = 1e-7;
                    float t_580 = abs(t_466);
                    float t_581 = t_568 + sign(t_466) * (0.5 / sqrt(isnan(t_579) ? t_580 : isnan(t_580) ? t_579 : max(t_579, t_580)) * t_568);
                    float t_582 = 0.0;
                    float t_583 = 0.0;
                    float t_584 = 0.0;
                    t_575 = t_581;
                    t_576 = t_582;
                    t_577 = t_583;
                    t_578 = t_584;
                } else {
                    float t_585 = 0.0;
                    float t_586 = t_569;
                    float t_587 = t_567 ? 0.0 : t_529;
                    float t_588 = t_568;
                    t_575 = t_585;
                    t_576 = t_586;
                    t_577 = t_587;
                    t_578 = t_588;
                }
                float t_589 = t_575 + (t_574 ? t_578 : 0.0);
                float t_590 = 0.0;
                t_570 = t_589;
                t_571 = t_590;
                break;
            }
            default: {
                float t_591 = 0.5 * t_569;
                float t_592 = 0.0;
                t_570 = t_591;
                t_571 = t_592;
                break;
            }
            }
            float t_593 = t_570;
            float t_594 = (t_567 ? 0.01 * -t_462 : 0.0) + t_571;
            float t_595 = 0.0;
            float t_596 = 0.0;
            t_530 = t_593;
            t_531 = t_594;
            t_532 = t_595;
            t_533 = t_596;
        } else {
            float t_597 = 0.0;
            float t_598 = 0.0;
            float t_599 = t_462;
            float t_600 = t_529;
            t_530 = t_597;
            t_531 = t_598;
            t_532 = t_599;
            t_533 = t_600;
        }
        int t_601 = t_461 - 1;
        float t_602 = t_530 + (t_528 ? 0.0 : t_533);
        float t_603 = t_463 + t_531;
        t_461 = t_601;
        t_462 = t_602;
        t_463 = t_603;
        continue;
    }
    return swLoop_bwd_Grads(t_459 + t_460);
}
swLoop_fwd_Result swLoop_fwd(float p_26, float p_27, int p_28) {
    float s_3;
    float t_604;
    int i_9;
    float s_4 = p_26;
    float t_605 = p_27;
    int i_10 = 0;
    for (;;) {
        if (i_10 < p_28) {
        } else {
            float t_606 = s_4;
            float t_607 = t_605;
            int t_608 = i_10;
            s_3 = t_606;
            t_604 = t_607;
            i_9 = t_608;
            break;
        }
        float s_5;
        float t_609;
        int i_11;
        switch (i_10 - i_10 / 3 * 3) {
        case 0:
        {
            float t_610 = s_4 * p_26;
            float t_611 = p_26 * t_605 + s_4 * p_27;
            int t_612 = i_10;
            s_5 = t_610;
            t_609 = t_611;
            i_11 = t_612;
            break;
        }
        case 1:
        {
            if (s_4 > 2.0) {
                float t_613 = s_4;
                float t_614 = t_605;
                int t_615 = i_10;
                s_5 = t_613;
                t_609 = t_614;
                i_11 = t_615;
                break;
            }
            float t_616 = abs(s_4);
            float t_617 = 1e-7;
            float t_618 = s_4 + sqrt(t_616);
            float t_619 = t_605 + 0.5 / sqrt(isnan(t_617) ? t_616 : isnan(t_616) ? t_617 : max(t_617, t_616)) * (sign(s_4) * t_605);
            int t_620 = i_10;
            s_5 = t_618;
            t_609 = t_619;
            i_11 = t_620;
            break;
        }
        default: {
            float t_621 = s_4 * 0.5;
            float t_622 = 0.5 * t_605;
            int t_623 = i_10 + 1;
            s_4 = t_621;
            t_605 = t_622;
            i_10 = t_623;
            continue;
        }
        }
        float t_624 = s_5 - 0.01 * p_26;
        float t_625 = t_609 + -(0.01 * p_27);
        int t_626 = i_11 + 1;
        s_4 = t_624;
        t_605 = t_625;
        i_10 = t_626;
        continue;
    }
    return swLoop_fwd_Result(s_3, t_604);
}
void main() {
    scatter_bwd_Grads t_627 = scatter_bwd(0.7, -0.4, 6, 1.0);
    outputBuffer.data[0u] = t_627.f0;
    outputBuffer.data[1u] = t_627.f1;
    scatter_fwd_Result t_628 = scatter_fwd(0.7, 1.0, -0.4, 0.0, 6);
    outputBuffer.data[2u] = t_628.d;
    Acc t_629 = Acc(vec3(0.0), 0.0);
    t_629 = Acc(vec3(0.1, 0.2, 0.3), 1.5);
    accumulate_bwd_Grads t_630 = accumulate_bwd(t_629, vec3(1.0, 2.0, -1.0), 3, Acc(vec3(1.0, -1.0, 0.5), 2.0));
    Acc t_631 = t_630.f0;
    vec3 t_632 = t_630.f1;
    outputBuffer.data[3u] = t_631.sum.x;
    outputBuffer.data[4u] = t_631.w;
    outputBuffer.data[5u] = t_632.x;
    outputBuffer.data[6u] = t_632.z;
    swz_bwd_Grads t_633 = swz_bwd(vec3(0.3, -0.6, 1.1), mat2(vec2(1.0, 0.5), vec2(-2.0, 0.75)), 1.0);
    vec3 t_634 = t_633.f0;
    mat2 t_635 = t_633.f1;
    outputBuffer.data[7u] = t_634.x;
    outputBuffer.data[8u] = t_634.y;
    outputBuffer.data[9u] = t_634.z;
    outputBuffer.data[10u] = t_635[0].x;
    vec2 t_636 = t_635[1];
    outputBuffer.data[11u] = t_636.y;
    outputBuffer.data[12u] = t_636.x;
    ties_bwd_Grads t_637 = ties_bwd(0.5, 0.5, 1.0);
    outputBuffer.data[13u] = t_637.f0;
    outputBuffer.data[14u] = t_637.f1;
    ties_bwd_Grads t_638 = ties_bwd(-0.5, 0.5, 1.0);
    outputBuffer.data[15u] = t_638.f0;
    outputBuffer.data[16u] = t_638.f1;
    outputBuffer.data[17u] = 1.8313735;
    outputBuffer.data[18u] = 0.0;
    outputBuffer.data[19u] = 1.7641199;
    outputBuffer.data[20u] = 0.39733866;
    swLoop_bwd_Grads t_639 = swLoop_bwd(1.3, 5, 1.0);
    outputBuffer.data[21u] = t_639.f0;
    swLoop_fwd_Result t_640 = swLoop_fwd(1.3, 1.0, 5);
    outputBuffer.data[22u] = t_640.d;
    swLoop_bwd_Grads t_641 = swLoop_bwd(0.6, 4, 1.0);
    outputBuffer.data[23u] = t_641.f0;
    return;
}
