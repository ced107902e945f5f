#version 450
struct reversedIndex_bwd_Grads
{
    float[5] f0;
};
struct recurrence_bwd_Grads
{
    float f0;
};
struct recurrence_fwd_Result
{
    float p;
    float d;
};
struct matStuff_bwd_Grads
{
    mat2 f0;
    vec2 f1;
};
struct higher_fwd_bwd_Grads
{
    float f0;
    float f1;
};
struct higher_fwd_Result
{
    float p;
    float d;
};
struct higher_fwd_fwd_Result
{
    higher_fwd_Result p;
    higher_fwd_Result d;
};
struct usesFwd_bwd_Grads
{
    float f0;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
reversedIndex_bwd_Grads reversedIndex_bwd(float[5] p, float p_1);
recurrence_bwd_Grads recurrence_bwd(float p_2, float p_3);
recurrence_fwd_Result recurrence_fwd(float p_4, float p_5);
matStuff_bwd_Grads matStuff_bwd(mat2 p_6, vec2 p_7, mat2 p_8);
higher_fwd_bwd_Grads higher_fwd_bwd(float p_9, float p_10, higher_fwd_Result p_11);
higher_fwd_fwd_Result higher_fwd_fwd(float p_12, float p_13, float p_14, float p_15);
usesFwd_bwd_Grads usesFwd_bwd(float p_16, float p_17);
void main();
reversedIndex_bwd_Grads reversedIndex_bwd(float[5] p, float p_1) {
    float s;
    int i;
    float s_1 = 0.0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 5) {
        } else {
            float t = s_1;
            int t_1 = i_1;
            s = t;
            i = t_1;
            break;
        }
        int t_2 = i_1 + 1;
        int t_3 = i_1 + 2;
        float t_4 = s_1 + (p[4 - i_1] * float(t_2) + p[i_1] * p[t_3 - t_3 / 5 * 5]);
        int t_5 = t_2;
        s_1 = t_4;
        i_1 = t_5;
        continue;
    }
    int t_6;
    float t_7 = 0.0;
    int t_8 = 0;
    int t_9 = 0;
    for (;;) {
        bool t_10 = t_8 < 5;
        int t_11 = t_10 ? 0 : 2;
        int t_12;
        float t_13;
        int t_14;
        float t_15;
        int t_16;
        if (t_11 == 0) {
            int t_17 = t_8 + 1;
            int t_18 = t_8 + 2;
            int t_19 = 1;
            float t_20 = t_7 + (p[4 - t_8] * float(t_17) + p[t_8] * p[t_18 - t_18 / 5 * 5]);
            int t_21 = t_17;
            float t_22 = 0.0;
            int t_23 = 0;
            t_12 = t_19;
            t_13 = t_20;
            t_14 = t_21;
            t_15 = t_22;
            t_16 = t_23;
        } else {
            int t_24 = t_11;
            float t_25 = 0.0;
            int t_26 = 0;
            float t_27 = t_10 ? 0.0 : t_7;
            int t_28 = t_10 ? 0 : t_8;
            t_12 = t_24;
            t_13 = t_25;
            t_14 = t_26;
            t_15 = t_27;
            t_16 = t_28;
        }
        int t_29 = t_9 + 1;
        if (t_12 == 2) {
            t_6 = t_29;
            break;
        }
        float t_30 = t_13;
        int t_31 = t_14;
        int t_32 = t_29;
        t_7 = t_30;
        t_8 = t_31;
        t_9 = t_32;
        continue;
    }
    int t_33 = t_6 - 1;
    float t_34;
    float[5] t_35;
    int t_36 = t_33;
    float t_37 = 0.0;
    float[5] t_38 = float[5](0.0, 0.0, 0.0, 0.0, 0.0);
    for (;;) {
        if (t_36 < 0) {
            float t_39 = t_37;
            float[5] t_40 = t_38;
            t_34 = t_39;
            t_35 = t_40;
            break;
        }
        float t_41;
        int t_42;
        float t_43 = 0.0;
        int t_44 = 0;
        int t_45 = 0;
        for (;;) {
            if (t_45 == t_36) {
                float t_46 = t_43;
                int t_47 = t_44;
                t_41 = t_46;
                t_42 = t_47;
                break;
            }
            bool t_48 = t_44 < 5;
            int t_49 = t_48 ? 0 : 2;
            int t_50;
            float t_51;
            int t_52;
            float t_53;
            int t_54;
            if (t_49 == 0) {
                int t_55 = t_44 + 1;
                int t_56 = t_44 + 2;
                int t_57 = 1;
                float t_58 = t_43 + (p[4 - t_44] * float(t_55) + p[t_44] * p[t_56 - t_56 / 5 * 5]);
                int t_59 = t_55;
                float t_60 = 0.0;
                int t_61 = 0;
                t_50 = t_57;
                t_51 = t_58;
                t_52 = t_59;
                t_53 = t_60;
                t_54 = t_61;
            } else {
                int t_62 = t_49;
                float t_63 = 0.0;
                int t_64 = 0;
                float t_65 = t_48 ? 0.0 : t_43;
                int t_66 = t_48 ? 0 : t_44;
                t_50 = t_62;
                t_51 = t_63;
                t_52 = t_64;
                t_53 = t_65;
                t_54 = t_66;
            }
            if (t_50 == 2) {
                float t_67 = t_43;
                int t_68 = t_44;
                t_41 = t_67;
                t_42 = t_68;
                break;
            }
            float t_69 = t_51;
            int t_70 = t_52;
            int t_71 = t_45 + 1;
            t_43 = t_69;
            t_44 = t_70;
            t_45 = t_71;
            continue;
        }
        bool t_72 = t_42 < 5;
        float[5] t_73;
        float t_74;
        float t_75;
        float t_76;
        if ((t_72 ? 0 : 2) == 0) {
            int t_77 = 4 - t_42;
            int t_78 = t_42 + 2;
            int t_79 = t_78 - t_78 / 5 * 5;
            float t_80 = p[t_79] * t_37;
            float t_81 = p[t_42] * t_37;
            float t_82 = float(t_42 + 1) * t_37;
            float[5] t_83 = float[5]((t_79 == 0 ? t_81 : 0.0) + (t_42 == 0 ? t_80 : 0.0) + (t_77 == 0 ? t_82 : 0.0), (t_79 == 1 ? t_81 : 0.0) + (t_42 == 1 ? t_80 : 0.0) + (t_77 == 1 ? t_82 : 0.0), (t_79 == 2 ? t_81 : 0.0) + (t_42 == 2 ? t_80 : 0.0) + (t_77 == 2 ? t_82 : 0.0), (t_79 == 3 ? t_81 : 0.0) + (t_42 == 3 ? t_80 : 0.0) + (t_77 == 3 ? t_82 : 0.0), (t_79 == 4 ? t_81 : 0.0) + (t_42 == 4 ? t_80 : 0.0) + (t_77 == 4 ? t_82 : 0.0));
            float t_84 = t_37;
            float t_85 = 0.0;
            float t_86 = 0.0;
            t_73 = t_83;
            t_74 = t_84;
            t_75 = t_85;
            t_76 = t_86;
        } else {
            float[5] t_87 = float[5](0.0, 0.0, 0.0, 0.0, 0.0);
            float t_88 = 0.0;
            float t_89 = t_37;
            float t_90 = t_36 == t_33 ? p_1 : 0.0;
            t_73 = t_87;
            t_74 = t_88;
            t_75 = t_89;
            t_76 = t_90;
        }
        int t_91 = t_36 - 1;
        float t_92 = t_74 + (t_72 ? 0.0 : t_76);
        float[5] t_93 = float[5](t_38[0] + t_73[0], t_38[1] + t_73[1], t_38[2] + t_73[2], t_38[3] + t_73[3], t_38[4] + t_73[4]);
        t_36 = t_91;
        t_37 = t_92;
        t_38 = t_93;
        continue;
    }
    return reversedIndex_bwd_Grads(t_35);
}
recurrence_bwd_Grads recurrence_bwd(float p_2, float p_3) {
    float[6] t_94 = float[6](0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    t_94[0] = p_2;
    float[6] a;
    int i_2;
    float[6] a_1 = t_94;
    int i_3 = 1;
    for (;;) {
        if (i_3 < 6) {
        } else {
            float[6] t_95 = a_1;
            int t_96 = i_3;
            a = t_95;
            i_2 = t_96;
            break;
        }
        float t_97 = a_1[i_3 - 1];
        float t_98 = t_97 * 0.5 + sin(t_97) * p_2;
        float[6] t_99 = a_1;
        t_99[0] = i_3 == 0 ? t_98 : a_1[0];
        float[6] t_100 = t_99;
        t_100[1] = i_3 == 1 ? t_98 : a_1[1];
        float[6] t_101 = t_100;
        t_101[2] = i_3 == 2 ? t_98 : a_1[2];
        float[6] t_102 = t_101;
        t_102[3] = i_3 == 3 ? t_98 : a_1[3];
        float[6] t_103 = t_102;
        t_103[4] = i_3 == 4 ? t_98 : a_1[4];
        float[6] t_104 = t_103;
        t_104[5] = i_3 == 5 ? t_98 : a_1[5];
        float[6] t_105 = t_104;
        int t_106 = i_3 + 1;
        a_1 = t_105;
        i_3 = t_106;
        continue;
    }
    int t_107;
    float[6] t_108 = t_94;
    int t_109 = 1;
    int t_110 = 0;
    for (;;) {
        int t_111;
        float[6] t_112;
        int t_113;
        float[6] t_114;
        int t_115;
        if (t_109 < 6) {
            int t_116 = 0;
            float[6] t_117 = float[6](0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
            int t_118 = 0;
            float[6] t_119 = float[6](0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
            int t_120 = 0;
            t_111 = t_116;
            t_112 = t_117;
            t_113 = t_118;
            t_114 = t_119;
            t_115 = t_120;
        } else {
            int t_121 = 2;
            float[6] t_122 = float[6](0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
            int t_123 = 0;
            float[6] t_124 = t_108;
            int t_125 = t_109;
            t_111 = t_121;
            t_112 = t_122;
            t_113 = t_123;
            t_114 = t_124;
            t_115 = t_125;
        }
        int t_126;
        float[6] t_127;
        int t_128;
        float[6] t_129;
        int t_130;
        if (t_111 == 0) {
            float t_131 = t_108[t_109 - 1];
            float t_132 = t_131 * 0.5 + sin(t_131) * p_2;
            float[6] t_133 = t_108;
            t_133[0] = t_109 == 0 ? t_132 : t_108[0];
            float[6] t_134 = t_133;
            t_134[1] = t_109 == 1 ? t_132 : t_108[1];
            float[6] t_135 = t_134;
            t_135[2] = t_109 == 2 ? t_132 : t_108[2];
            float[6] t_136 = t_135;
            t_136[3] = t_109 == 3 ? t_132 : t_108[3];
            float[6] t_137 = t_136;
            t_137[4] = t_109 == 4 ? t_132 : t_108[4];
            float[6] t_138 = t_137;
            t_138[5] = t_109 == 5 ? t_132 : t_108[5];
            int t_139 = 1;
            float[6] t_140 = t_138;
            int t_141 = t_109 + 1;
            float[6] t_142 = float[6](0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
            int t_143 = 0;
            t_126 = t_139;
            t_127 = t_140;
            t_128 = t_141;
            t_129 = t_142;
            t_130 = t_143;
        } else {
            int t_144 = t_111;
            float[6] t_145 = t_112;
            int t_146 = t_113;
            float[6] t_147 = t_114;
            int t_148 = t_115;
            t_126 = t_144;
            t_127 = t_145;
            t_128 = t_146;
            t_129 = t_147;
            t_130 = t_148;
        }
        int t_149 = t_110 + 1;
        if (t_126 == 2) {
            t_107 = t_149;
            break;
        }
        float[6] t_150 = t_127;
        int t_151 = t_128;
        int t_152 = t_149;
        t_108 = t_150;
        t_109 = t_151;
        t_110 = t_152;
        continue;
    }
    int t_153 = t_107 - 1;
    float[6] t_154;
    float t_155;
    int t_156 = t_153;
    float[6] t_157 = float[6](0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    float t_158 = 0.0;
    for (;;) {
        if (t_156 < 0) {
            float[6] t_159 = t_157;
            float t_160 = t_158;
            t_154 = t_159;
            t_155 = t_160;
            break;
        }
        float[6] t_161;
        int t_162;
        float[6] t_163 = t_94;
        int t_164 = 1;
        int t_165 = 0;
        for (;;) {
            if (t_165 == t_156) {
                float[6] t_166 = t_163;
                int t_167 = t_164;
                t_161 = t_166;
                t_162 = t_167;
                break;
            }
            int t_168;
            float[6] t_169;
            int t_170;
            float[6] t_171;
            int t_172;
            if (t_164 < 6) {
                int t_173 = 0;
                float[6] t_174 = float[6](0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
                int t_175 = 0;
                float[6] t_176 = float[6](0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
                int t_177 = 0;
                t_168 = t_173;
                t_169 = t_174;
                t_170 = t_175;
                t_171 = t_176;
                t_172 = t_177;
            } else {
                int t_178 = 2;
                float[6] t_179 = float[6](0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
                int t_180 = 0;
                float[6] t_181 = t_163;
                int t_182 = t_164;
                t_168 = t_178;
                t_169 = t_179;
                t_170 = t_180;
                t_171 = t_181;
                t_172 = t_182;
            }
            int t_183;
            float[6] t_184;
            int t_185;
            float[6] t_186;
            int t_187;
            if (t_168 == 0) {
                float t_188 = t_163[t_164 - 1];
                float t_189 = t_188 * 0.5 + sin(t_188) * p_2;
                float[6] t_190 = t_163;
                t_190[0] = t_164 == 0 ? t_189 : t_163[0];
                float[6] t_191 = t_190;
                t_191[1] = t_164 == 1 ? t_189 : t_163[1];
                float[6] t_192 = t_191;
                t_192[2] = t_164 == 2 ? t_189 : t_163[2];
                float[6] t_193 = t_192;
                t_193[3] = t_164 == 3 ? t_189 : t_163[3];
                float[6] t_194 = t_193;
                t_194[4] = t_164 == 4 ? t_189 : t_163[4];
                float[6] t_195 = t_194;
                t_195[5] = t_164 == 5 ? t_189 : t_163[5];
                int t_196 = 1;
                float[6] t_197 = t_195;
                int t_198 = t_164 + 1;
                float[6] t_199 = float[6](0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
                int t_200 = 0;
                t_183 = t_196;
                t_184 = t_197;
                t_185 = t_198;
                t_186 = t_199;
                t_187 = t_200;
            } else {
                int t_201 = t_168;
                float[6] t_202 = t_169;
                int t_203 = t_170;
                float[6] t_204 = t_171;
                int t_205 = t_172;
                t_183 = t_201;
                t_184 = t_202;
                t_185 = t_203;
                t_186 = t_204;
                t_187 = t_205;
            }
            if (t_183 == 2) {
                float[6] t_206 = t_163;
                int t_207 = t_164;
                t_161 = t_206;
                t_162 = t_207;
                break;
            }
            float[6] t_208 = t_184;
            int t_209 = t_185;
            int t_210 = t_165 + 1;
            t_163 = t_208;
            t_164 = t_209;
            t_165 = t_210;
            continue;
        }
        bool t_211 = t_162 < 6;
        int t_212;
        float[6] t_213;
        int t_214;
        float[6] t_215;
        int t_216;
        if (t_211) {
            int t_217 = 0;
            float[6] t_218 = float[6](0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
            int t_219 = 0;
            float[6] t_220 = float[6](0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
            int t_221 = 0;
            t_212 = t_217;
            t_213 = t_218;
            t_214 = t_219;
            t_215 = t_220;
            t_216 = t_221;
        } else {
            int t_222 = 2;
            float[6] t_223 = float[6](0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
            int t_224 = 0;
            float[6] t_225 = t_161;
            int t_226 = t_162;
            t_212 = t_222;
            t_213 = t_223;
            t_214 = t_224;
            t_215 = t_225;
            t_216 = t_226;
        }
        float t_227 = t_156 == t_153 ? p_3 + 0.0 : 0.0;
        float[6] t_228;
        float t_229;
        float[6] t_230;
        float[6] t_231;
        if (t_212 == 0) {
            int t_232 = t_162 - 1;
            float t_233 = t_161[t_232];
            bool t_234 = t_162 == 0;
            bool t_235 = t_162 == 1;
            bool t_236 = t_162 == 2;
            bool t_237 = t_162 == 3;
            bool t_238 = t_162 == 4;
            bool t_239 = t_162 == 5;
            float t_240 = t_157[5];
            float t_241 = t_157[4];
            float t_242 = t_157[3];
            float t_243 = t_157[2];
            float t_244 = t_157[1];
            float t_245 = t_157[0];
            float t_246 = (t_239 ? t_240 : 0.0) + (t_238 ? t_241 : 0.0) + (t_237 ? t_242 : 0.0) + (t_236 ? t_243 : 0.0) + (t_235 ? t_244 : 0.0) + (t_234 ? t_245 : 0.0);
            float t_247 = cos(t_233) * (p_2 * t_246);
            bool t_248 = t_232 == 0;
            bool t_249 = t_232 == 1;
            bool t_250 = t_232 == 2;
            bool t_251 = t_232 == 3;
            bool t_252 = t_232 == 4;
            bool t_253 = t_232 == 5;
            float t_254 = 0.5 * t_246;
            float[6] t_255 = float[6](0.0 + (t_234 ? 0.0 : t_245) + (t_248 ? t_247 : 0.0) + (t_248 ? t_254 : 0.0), 0.0 + (t_235 ? 0.0 : t_244) + 0.0 + 0.0 + (t_249 ? t_247 : 0.0) + (t_249 ? t_254 : 0.0), 0.0 + (t_236 ? 0.0 : t_243) + 0.0 + 0.0 + 0.0 + (t_250 ? t_247 : 0.0) + (t_250 ? t_254 : 0.0), 0.0 + (t_237 ? 0.0 : t_242) + 0.0 + 0.0 + 0.0 + 0.0 + (t_251 ? t_247 : 0.0) + (t_251 ? t_254 : 0.0), 0.0 + (t_238 ? 0.0 : t_241) + 0.0 + 0.0 + 0.0 + 0.0 + 0.0 + (t_252 ? t_247 : 0.0) + (t_252 ? t_254 : 0.0), (t_239 ? 0.0 : t_240) + 0.0 + 0.0 + 0.0 + 0.0 + 0.0 + 0.0 + (t_253 ? t_247 : 0.0) + (t_253 ? t_254 : 0.0));
            float t_256 = sin(t_233) * t_246;
            float[6] t_257 = float[6](0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
            float[6] t_258 = float[6](0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
            t_228 = t_255;
            t_229 = t_256;
            t_230 = t_257;
            t_231 = t_258;
        } else {
            float[6] t_259 = float[6](0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
            float t_260 = 0.0;
            float[6] t_261 = t_157;
            float[6] t_262 = float[6](0.0, 0.0, t_227, 0.0, 0.0, t_227);
            t_228 = t_259;
            t_229 = t_260;
            t_230 = t_261;
            t_231 = t_262;
        }
        float[6] t_263;
        if (t_211) {
            t_263 = float[6](0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
        } else {
            t_263 = t_231;
        }
        int t_264 = t_156 - 1;
        float[6] t_265 = float[6](t_228[0] + t_263[0], t_228[1] + t_263[1], t_228[2] + t_263[2], t_228[3] + t_263[3], t_228[4] + t_263[4], t_228[5] + t_263[5]);
        float t_266 = t_158 + t_229;
        t_156 = t_264;
        t_157 = t_265;
        t_158 = t_266;
        continue;
    }
    return recurrence_bwd_Grads(t_155 + t_154[0]);
}
recurrence_fwd_Result recurrence_fwd(float p_4, float p_5) {
    float[6] a_2 = float[6](0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    float[6] t_267 = float[6](0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    t_267 = float[6](0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    a_2[0] = p_4;
    t_267[0] = p_5;
    int i_4;
    int i_5 = 1;
    for (;;) {
        if (i_5 < 6) {
        } else {
            i_4 = i_5;
            break;
        }
        int t_268 = i_5 - 1;
        float t_269 = a_2[t_268];
        float t_270 = t_267[t_268];
        float t_271 = a_2[t_268];
        float t_272 = t_267[t_268];
        float t_273 = sin(t_271);
        a_2[i_5] = t_269 * 0.5 + t_273 * p_4;
        t_267[i_5] = 0.5 * t_270 + (p_4 * (cos(t_271) * t_272) + t_273 * p_5);
        i_5 = i_5 + 1;
        continue;
    }
    float t_274 = a_2[5];
    float t_275 = t_267[5];
    float t_276 = a_2[2];
    float t_277 = t_267[2];
    return recurrence_fwd_Result(t_274 + t_276, t_275 + t_277);
}
matStuff_bwd_Grads matStuff_bwd(mat2 p_6, vec2 p_7, mat2 p_8) {
    mat2 t_278 = transpose(p_6);
    mat2 t_279 = t_278 * p_6;
    vec2 t_280 = p_7 * t_279;
    vec2 t_281 = vec2(determinant(p_6));
    vec2 t_282 = p_8[0];
    float t_283 = p_8[1].x;
    vec2 t_284 = vec2(0.0, 0.0);
    t_284.x = t_280.y * t_283;
    vec2 t_285 = vec2(0.0, 0.0);
    t_285.y = t_280.x * t_283;
    vec2 t_286 = vec2(0.0, 0.0);
    t_286.y = t_282.y;
    vec2 t_287 = vec2(0.0, 0.0);
    t_287.x = t_282.x;
    vec2 t_288 = t_284 + t_285 + t_286 + t_287;
    mat2 t_289 = matrixCompMult(t_279, p_8);
    vec2 t_290 = t_289[0] + t_289[1];
    vec2 t_291 = p_6[0];
    vec2 t_292 = p_6[1];
    vec2 t_293 = vec2(t_290.x + t_290.y);
    mat2 t_294 = matrixCompMult(mat2(t_281, t_281), p_8) + mat2(vec2(t_288.x) * p_7, vec2(t_288.y) * p_7);
    return matStuff_bwd_Grads(mat2(vec2(t_292.y, -t_292.x) * t_293, vec2(-t_291.y, t_291.x) * t_293) + p_6 * t_294 + transpose(t_294 * t_278), t_279 * t_288);
}
higher_fwd_bwd_Grads higher_fwd_bwd(float p_9, float p_10, higher_fwd_Result p_11) {
    float t_295 = p_9 * p_9;
    float t_296 = p_9 * p_10;
    float t_297 = sin(p_9);
    float t_298 = cos(p_9);
    float t_299 = p_11.p;
    float t_300 = p_11.d;
    float t_301 = t_295 * t_300;
    float t_302 = t_297 * t_300;
    float t_303 = p_10 * t_302;
    float t_304 = p_9 * t_302;
    float t_305 = p_9 * (t_298 * p_10 * t_300 + t_297 * t_299);
    return higher_fwd_bwd_Grads(-t_297 * (p_10 * t_301) + t_298 * ((t_296 + t_296) * t_300 + t_295 * t_299) + t_303 + t_303 + t_305 + t_305, t_298 * t_301 + t_304 + t_304);
}
higher_fwd_fwd_Result higher_fwd_fwd(float p_12, float p_13, float p_14, float p_15) {
    float t_306 = p_12 * p_12;
    float t_307 = p_12 * p_13;
    float t_308 = t_307 + t_307;
    float t_309 = p_12 * p_14;
    float t_310 = p_14 * p_13 + p_12 * p_15;
    float t_311 = t_309 + t_309;
    float t_312 = sin(p_12);
    float t_313 = cos(p_12);
    float t_314 = t_313 * p_13;
    float t_315 = t_313 * p_14;
    return higher_fwd_fwd_Result(higher_fwd_Result(t_306 * t_312, t_312 * t_311 + t_306 * t_315), higher_fwd_Result(t_312 * t_308 + t_306 * t_314, t_311 * t_314 + t_312 * (t_310 + t_310) + (t_315 * t_308 + t_306 * (p_14 * (-t_312 * p_13) + t_313 * p_15))));
}
usesFwd_bwd_Grads usesFwd_bwd(float p_16, float p_17) {
    float t_316 = p_16 * 1.0;
    higher_fwd_bwd_Grads t_317 = higher_fwd_bwd(p_16, 1.0, higher_fwd_Result(0.0, p_16 * p_17 + 0.0));
    return usesFwd_bwd_Grads((sin(p_16) * (t_316 + t_316) + p_16 * p_16 * (cos(p_16) * 1.0)) * p_17 + (0.0 + t_317.f0));
}
void main() {
    outputBuffer.data[0u] = 0.0;
    outputBuffer.data[1u] = 3.0;
    outputBuffer.data[2u] = 0.5;
    outputBuffer.data[3u] = 2.0;
    float[5] dv = float[5](0.0, 0.0, 0.0, 0.0, 0.0);
    dv = float[5](0.0, 0.0, 0.0, 0.0, 0.0);
    reversedIndex_bwd_Grads t_318 = reversedIndex_bwd(float[5](0.1, 0.2, 0.3, 0.4, 0.5), 1.0);
    dv = t_318.f0;
    int i_6;
    int i_7 = 0;
    for (;;) {
        if (i_7 < 5) {
        } else {
            i_6 = i_7;
            break;
        }
        float t_319 = dv[i_7];
        outputBuffer.data[uint(4 + i_7)] = t_319;
        i_7 = i_7 + 1;
        continue;
    }
    recurrence_bwd_Grads t_320 = recurrence_bwd(0.8, 1.0);
    outputBuffer.data[9u] = t_320.f0;
    recurrence_fwd_Result t_321 = recurrence_fwd(0.8, 1.0);
    outputBuffer.data[10u] = t_321.d;
    matStuff_bwd_Grads t_322 = matStuff_bwd(mat2(vec2(1.0, 2.0), vec2(-0.5, 0.75)), vec2(0.3, -0.7), mat2(vec2(1.0, 0.5), vec2(-1.0, 2.0)));
    mat2 t_323 = t_322.f0;
    vec2 t_324 = t_322.f1;
    vec2 t_325 = t_323[0];
    outputBuffer.data[11u] = t_325.x;
    outputBuffer.data[12u] = t_325.y;
    vec2 t_326 = t_323[1];
    outputBuffer.data[13u] = t_326.x;
    outputBuffer.data[14u] = t_326.y;
    outputBuffer.data[15u] = t_324.x;
    outputBuffer.data[16u] = t_324.y;
    int k;
    int k_1 = 0;
    for (;;) {
        if (k_1 < 3) {
        } else {
            k = k_1;
            break;
        }
        float r;
        switch (k_1) {
        case 0:
        {
            r = 1.6899998;
            break;
        }
        case 1:
        {
            r = 3.6692965;
            break;
        }
        default: {
            r = 2.1969998;
            break;
        }
        }
        float t_327;
        switch (k_1) {
        case 0:
        {
            t_327 = 3.3799996;
            break;
        }
        case 1:
        {
            t_327 = 4.7700853;
            break;
        }
        default: {
            t_327 = 6.590999;
            break;
        }
        }
        outputBuffer.data[uint(17 + k_1)] = r * 1.0 + t_327;
        k_1 = k_1 + 1;
        continue;
    }
    outputBuffer.data[20u] = 3.2071068;
    usesFwd_bwd_Grads t_328 = usesFwd_bwd(0.9, 1.0);
    outputBuffer.data[21u] = t_328.f0;
    higher_fwd_fwd_Result t_329 = higher_fwd_fwd(0.9, 1.0, 1.0, 0.0);
    outputBuffer.data[22u] = t_329.d.d;
    outputBuffer.data[23u] = t_329.p.d;
    return;
}
