struct reversedIndex_bwd_Grads
{
    float f0[5];
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
    row_major float2x2 f0;
    float2 f1;
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
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
reversedIndex_bwd_Grads reversedIndex_bwd(float p[5], float p_1);
recurrence_bwd_Grads recurrence_bwd(float p_2, float p_3);
recurrence_fwd_Result recurrence_fwd(float p_4, float p_5);
matStuff_bwd_Grads matStuff_bwd(row_major float2x2 p_6, float2 p_7, row_major float2x2 p_8);
higher_fwd_bwd_Grads higher_fwd_bwd(float p_9, float p_10, higher_fwd_Result p_11);
higher_fwd_fwd_Result higher_fwd_fwd(float p_12, float p_13, float p_14, float p_15);
usesFwd_bwd_Grads usesFwd_bwd(float p_16, float p_17);
void computeMain_1();
reversedIndex_bwd_Grads reversedIndex_bwd(float p[5], float p_1) {
    float s;
    int i;
    float s_1 = 0.0f;
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
        float t_4 = s_1 + (p[4 - i_1] * (float)t_2 + p[i_1] * p[t_3 - t_3 / 5 * 5]);
        int t_5 = t_2;
        s_1 = t_4;
        i_1 = t_5;
        continue;
    }
    int t_6;
    float t_7 = 0.0f;
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
            float t_20 = t_7 + (p[4 - t_8] * (float)t_17 + p[t_8] * p[t_18 - t_18 / 5 * 5]);
            int t_21 = t_17;
            float t_22 = 0.0f;
            int t_23 = 0;
            t_12 = t_19;
            t_13 = t_20;
            t_14 = t_21;
            t_15 = t_22;
            t_16 = t_23;
        } else {
            int t_24 = t_11;
            float t_25 = 0.0f;
            int t_26 = 0;
            float t_27 = t_10 ? 0.0f : t_7;
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
    float t_34[5] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    float t_35;
    float t_36[5];
    int t_37 = t_33;
    float t_38 = 0.0f;
    float t_39[5] = t_34;
    for (;;) {
        if (t_37 < 0) {
            float t_40 = t_38;
            float t_41[5] = t_39;
            t_35 = t_40;
            t_36 = t_41;
            break;
        }
        float t_42;
        int t_43;
        float t_44 = 0.0f;
        int t_45 = 0;
        int t_46 = 0;
        for (;;) {
            if (t_46 == t_37) {
                float t_47 = t_44;
                int t_48 = t_45;
                t_42 = t_47;
                t_43 = t_48;
                break;
            }
            bool t_49 = t_45 < 5;
            int t_50 = t_49 ? 0 : 2;
            int t_51;
            float t_52;
            int t_53;
            float t_54;
            int t_55;
            if (t_50 == 0) {
                int t_56 = t_45 + 1;
                int t_57 = t_45 + 2;
                int t_58 = 1;
                float t_59 = t_44 + (p[4 - t_45] * (float)t_56 + p[t_45] * p[t_57 - t_57 / 5 * 5]);
                int t_60 = t_56;
                float t_61 = 0.0f;
                int t_62 = 0;
                t_51 = t_58;
                t_52 = t_59;
                t_53 = t_60;
                t_54 = t_61;
                t_55 = t_62;
            } else {
                int t_63 = t_50;
                float t_64 = 0.0f;
                int t_65 = 0;
                float t_66 = t_49 ? 0.0f : t_44;
                int t_67 = t_49 ? 0 : t_45;
                t_51 = t_63;
                t_52 = t_64;
                t_53 = t_65;
                t_54 = t_66;
                t_55 = t_67;
            }
            if (t_51 == 2) {
                float t_68 = t_44;
                int t_69 = t_45;
                t_42 = t_68;
                t_43 = t_69;
                break;
            }
            float t_70 = t_52;
            int t_71 = t_53;
            int t_72 = t_46 + 1;
            t_44 = t_70;
            t_45 = t_71;
            t_46 = t_72;
            continue;
        }
        bool t_73 = t_43 < 5;
        float t_74[5];
        float t_75;
        float t_76;
        float t_77;
        if ((t_73 ? 0 : 2) == 0) {
            int t_78 = 4 - t_43;
            int t_79 = t_43 + 2;
            int t_80 = t_79 - t_79 / 5 * 5;
            float t_81 = p[t_80] * t_38;
            float t_82 = p[t_43] * t_38;
            float t_83 = (float)(t_43 + 1) * t_38;
            float t_84[5] = {(t_80 == 0 ? t_82 : 0.0f) + (t_43 == 0 ? t_81 : 0.0f) + (t_78 == 0 ? t_83 : 0.0f), (t_80 == 1 ? t_82 : 0.0f) + (t_43 == 1 ? t_81 : 0.0f) + (t_78 == 1 ? t_83 : 0.0f), (t_80 == 2 ? t_82 : 0.0f) + (t_43 == 2 ? t_81 : 0.0f) + (t_78 == 2 ? t_83 : 0.0f), (t_80 == 3 ? t_82 : 0.0f) + (t_43 == 3 ? t_81 : 0.0f) + (t_78 == 3 ? t_83 : 0.0f), (t_80 == 4 ? t_82 : 0.0f) + (t_43 == 4 ? t_81 : 0.0f) + (t_78 == 4 ? t_83 : 0.0f)};
            float t_85[5] = t_84;
            float t_86 = t_38;
            float t_87 = 0.0f;
            float t_88 = 0.0f;
            t_74 = t_85;
            t_75 = t_86;
            t_76 = t_87;
            t_77 = t_88;
        } else {
            float t_89[5] = t_34;
            float t_90 = 0.0f;
            float t_91 = t_38;
            float t_92 = t_37 == t_33 ? p_1 : 0.0f;
            t_74 = t_89;
            t_75 = t_90;
            t_76 = t_91;
            t_77 = t_92;
        }
        float t_93[5] = {t_39[0] + t_74[0], t_39[1] + t_74[1], t_39[2] + t_74[2], t_39[3] + t_74[3], t_39[4] + t_74[4]};
        int t_94 = t_37 - 1;
        float t_95 = t_75 + (t_73 ? 0.0f : t_77);
        float t_96[5] = t_93;
        t_37 = t_94;
        t_38 = t_95;
        t_39 = t_96;
        continue;
    }
    reversedIndex_bwd_Grads t_97 = {t_36};
    return t_97;
}
recurrence_bwd_Grads recurrence_bwd(float p_2, float p_3) {
    float a[6] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    float t_98[6] = a;
    t_98[0] = p_2;
    float a_1[6];
    int i_2;
    float a_2[6] = t_98;
    int i_3 = 1;
    for (;;) {
        if (i_3 < 6) {
        } else {
            float t_99[6] = a_2;
            int t_100 = i_3;
            a_1 = t_99;
            i_2 = t_100;
            break;
        }
        float t_101 = a_2[i_3 - 1];
        float t_102 = t_101 * 0.5f + sin(t_101) * p_2;
        float t_103[6] = a_2;
        t_103[0] = i_3 == 0 ? t_102 : a_2[0];
        float t_104[6] = t_103;
        t_104[1] = i_3 == 1 ? t_102 : a_2[1];
        float t_105[6] = t_104;
        t_105[2] = i_3 == 2 ? t_102 : a_2[2];
        float t_106[6] = t_105;
        t_106[3] = i_3 == 3 ? t_102 : a_2[3];
        float t_107[6] = t_106;
        t_107[4] = i_3 == 4 ? t_102 : a_2[4];
        float t_108[6] = t_107;
        t_108[5] = i_3 == 5 ? t_102 : a_2[5];
        float t_109[6] = t_108;
        int t_110 = i_3 + 1;
        a_2 = t_109;
        i_3 = t_110;
        continue;
    }
    int t_111;
    float t_112[6] = t_98;
    int t_113 = 1;
    int t_114 = 0;
    for (;;) {
        int t_115;
        float t_116[6];
        int t_117;
        float t_118[6];
        int t_119;
        if (t_113 < 6) {
            int t_120 = 0;
            float t_121[6] = a;
            int t_122 = 0;
            float t_123[6] = a;
            int t_124 = 0;
            t_115 = t_120;
            t_116 = t_121;
            t_117 = t_122;
            t_118 = t_123;
            t_119 = t_124;
        } else {
            int t_125 = 2;
            float t_126[6] = a;
            int t_127 = 0;
            float t_128[6] = t_112;
            int t_129 = t_113;
            t_115 = t_125;
            t_116 = t_126;
            t_117 = t_127;
            t_118 = t_128;
            t_119 = t_129;
        }
        int t_130;
        float t_131[6];
        int t_132;
        float t_133[6];
        int t_134;
        if (t_115 == 0) {
            float t_135 = t_112[t_113 - 1];
            float t_136 = t_135 * 0.5f + sin(t_135) * p_2;
            float t_137[6] = t_112;
            t_137[0] = t_113 == 0 ? t_136 : t_112[0];
            float t_138[6] = t_137;
            t_138[1] = t_113 == 1 ? t_136 : t_112[1];
            float t_139[6] = t_138;
            t_139[2] = t_113 == 2 ? t_136 : t_112[2];
            float t_140[6] = t_139;
            t_140[3] = t_113 == 3 ? t_136 : t_112[3];
            float t_141[6] = t_140;
            t_141[4] = t_113 == 4 ? t_136 : t_112[4];
            float t_142[6] = t_141;
            t_142[5] = t_113 == 5 ? t_136 : t_112[5];
            int t_143 = 1;
            float t_144[6] = t_142;
            int t_145 = t_113 + 1;
            float t_146[6] = a;
            int t_147 = 0;
            t_130 = t_143;
            t_131 = t_144;
            t_132 = t_145;
            t_133 = t_146;
            t_134 = t_147;
        } else {
            int t_148 = t_115;
            float t_149[6] = t_116;
            int t_150 = t_117;
            float t_151[6] = t_118;
            int t_152 = t_119;
            t_130 = t_148;
            t_131 = t_149;
            t_132 = t_150;
            t_133 = t_151;
            t_134 = t_152;
        }
        int t_153 = t_114 + 1;
        if (t_130 == 2) {
            t_111 = t_153;
            break;
        }
        float t_154[6] = t_131;
        int t_155 = t_132;
        int t_156 = t_153;
        t_112 = t_154;
        t_113 = t_155;
        t_114 = t_156;
        continue;
    }
    int t_157 = t_111 - 1;
    float t_158[6];
    float t_159;
    int t_160 = t_157;
    float t_161[6] = a;
    float t_162 = 0.0f;
    for (;;) {
        if (t_160 < 0) {
            float t_163[6] = t_161;
            float t_164 = t_162;
            t_158 = t_163;
            t_159 = t_164;
            break;
        }
        float t_165[6];
        int t_166;
        float t_167[6] = t_98;
        int t_168 = 1;
        int t_169 = 0;
        for (;;) {
            if (t_169 == t_160) {
                float t_170[6] = t_167;
                int t_171 = t_168;
                t_165 = t_170;
                t_166 = t_171;
                break;
            }
            int t_172;
            float t_173[6];
            int t_174;
            float t_175[6];
            int t_176;
            if (t_168 < 6) {
                int t_177 = 0;
                float t_178[6] = a;
                int t_179 = 0;
                float t_180[6] = a;
                int t_181 = 0;
                t_172 = t_177;
                t_173 = t_178;
                t_174 = t_179;
                t_175 = t_180;
                t_176 = t_181;
            } else {
                int t_182 = 2;
                float t_183[6] = a;
                int t_184 = 0;
                float t_185[6] = t_167;
                int t_186 = t_168;
                t_172 = t_182;
                t_173 = t_183;
                t_174 = t_184;
                t_175 = t_185;
                t_176 = t_186;
            }
            int t_187;
            float t_188[6];
            int t_189;
            float t_190[6];
            int t_191;
            if (t_172 == 0) {
                float t_192 = t_167[t_168 - 1];
                float t_193 = t_192 * 0.5f + sin(t_192) * p_2;
                float t_194[6] = t_167;
                t_194[0] = t_168 == 0 ? t_193 : t_167[0];
                float t_195[6] = t_194;
                t_195[1] = t_168 == 1 ? t_193 : t_167[1];
                float t_196[6] = t_195;
                t_196[2] = t_168 == 2 ? t_193 : t_167[2];
                float t_197[6] = t_196;
                t_197[3] = t_168 == 3 ? t_193 : t_167[3];
                float t_198[6] = t_197;
                t_198[4] = t_168 == 4 ? t_193 : t_167[4];
                float t_199[6] = t_198;
                t_199[5] = t_168 == 5 ? t_193 : t_167[5];
                int t_200 = 1;
                float t_201[6] = t_199;
                int t_202 = t_168 + 1;
                float t_203[6] = a;
                int t_204 = 0;
                t_187 = t_200;
                t_188 = t_201;
                t_189 = t_202;
                t_190 = t_203;
                t_191 = t_204;
            } else {
                int t_205 = t_172;
                float t_206[6] = t_173;
                int t_207 = t_174;
                float t_208[6] = t_175;
                int t_209 = t_176;
                t_187 = t_205;
                t_188 = t_206;
                t_189 = t_207;
                t_190 = t_208;
                t_191 = t_209;
            }
            if (t_187 == 2) {
                float t_210[6] = t_167;
                int t_211 = t_168;
                t_165 = t_210;
                t_166 = t_211;
                break;
            }
            float t_212[6] = t_188;
            int t_213 = t_189;
            int t_214 = t_169 + 1;
            t_167 = t_212;
            t_168 = t_213;
            t_169 = t_214;
            continue;
        }
        bool t_215 = t_166 < 6;
        int t_216;
        float t_217[6];
        int t_218;
        float t_219[6];
        int t_220;
        if (t_215) {
            int t_221 = 0;
            float t_222[6] = a;
            int t_223 = 0;
            float t_224[6] = a;
            int t_225 = 0;
            t_216 = t_221;
            t_217 = t_222;
            t_218 = t_223;
            t_219 = t_224;
            t_220 = t_225;
        } else {
            int t_226 = 2;
            float t_227[6] = a;
            int t_228 = 0;
            float t_229[6] = t_165;
            int t_230 = t_166;
            t_216 = t_226;
            t_217 = t_227;
            t_218 = t_228;
            t_219 = t_229;
            t_220 = t_230;
        }
        float t_231 = t_160 == t_157 ? p_3 + 0.0f : 0.0f;
        float t_232[6] = {0.0f, 0.0f, t_231, 0.0f, 0.0f, t_231};
        float t_233[6];
        float t_234;
        float t_235[6];
        float t_236[6];
        if (t_216 == 0) {
            int t_237 = t_166 - 1;
            float t_238 = t_165[t_237];
            bool t_239 = t_166 == 0;
            bool t_240 = t_166 == 1;
            bool t_241 = t_166 == 2;
            bool t_242 = t_166 == 3;
            bool t_243 = t_166 == 4;
            bool t_244 = t_166 == 5;
            float t_245 = t_161[5];
            float t_246 = t_161[4];
            float t_247 = t_161[3];
            float t_248 = t_161[2];
            float t_249 = t_161[1];
            float t_250 = t_161[0];
            float t_251 = (t_244 ? t_245 : 0.0f) + (t_243 ? t_246 : 0.0f) + (t_242 ? t_247 : 0.0f) + (t_241 ? t_248 : 0.0f) + (t_240 ? t_249 : 0.0f) + (t_239 ? t_250 : 0.0f);
            float t_252 = cos(t_238) * (p_2 * t_251);
            bool t_253 = t_237 == 0;
            bool t_254 = t_237 == 1;
            bool t_255 = t_237 == 2;
            bool t_256 = t_237 == 3;
            bool t_257 = t_237 == 4;
            bool t_258 = t_237 == 5;
            float t_259 = 0.5f * t_251;
            float t_260[6] = {0.0f + (t_239 ? 0.0f : t_250) + (t_253 ? t_252 : 0.0f) + (t_253 ? t_259 : 0.0f), 0.0f + (t_240 ? 0.0f : t_249) + 0.0f + 0.0f + (t_254 ? t_252 : 0.0f) + (t_254 ? t_259 : 0.0f), 0.0f + (t_241 ? 0.0f : t_248) + 0.0f + 0.0f + 0.0f + (t_255 ? t_252 : 0.0f) + (t_255 ? t_259 : 0.0f), 0.0f + (t_242 ? 0.0f : t_247) + 0.0f + 0.0f + 0.0f + 0.0f + (t_256 ? t_252 : 0.0f) + (t_256 ? t_259 : 0.0f), 0.0f + (t_243 ? 0.0f : t_246) + 0.0f + 0.0f + 0.0f + 0.0f + 0.0f + (t_257 ? t_252 : 0.0f) + (t_257 ? t_259 : 0.0f), (t_244 ? 0.0f : t_245) + 0.0f + 0.0f + 0.0f + 0.0f + 0.0f + 0.0f + (t_258 ? t_252 : 0.0f) + (t_258 ? t_259 : 0.0f)};
            float t_261[6] = t_260;
            float t_262 = sin(t_238) * t_251;
            float t_263[6] = a;
            float t_264[6] = a;
            t_233 = t_261;
            t_234 = t_262;
            t_235 = t_263;
            t_236 = t_264;
        } else {
            float t_265[6] = a;
            float t_266 = 0.0f;
            float t_267[6] = t_161;
            float t_268[6] = t_232;
            t_233 = t_265;
            t_234 = t_266;
            t_235 = t_267;
            t_236 = t_268;
        }
        float t_269[6];
        if (t_215) {
            t_269 = a;
        } else {
            t_269 = t_236;
        }
        float t_270[6] = {t_233[0] + t_269[0], t_233[1] + t_269[1], t_233[2] + t_269[2], t_233[3] + t_269[3], t_233[4] + t_269[4], t_233[5] + t_269[5]};
        int t_271 = t_160 - 1;
        float t_272[6] = t_270;
        float t_273 = t_162 + t_234;
        t_160 = t_271;
        t_161 = t_272;
        t_162 = t_273;
        continue;
    }
    recurrence_bwd_Grads t_274 = {t_159 + t_158[0]};
    return t_274;
}
recurrence_fwd_Result recurrence_fwd(float p_4, float p_5) {
    float a_3[6] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    float t_275[6] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    float t_276[6] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t_275 = t_276;
    a_3[0] = p_4;
    t_275[0] = p_5;
    int i_4;
    int i_5 = 1;
    for (;;) {
        if (i_5 < 6) {
        } else {
            i_4 = i_5;
            break;
        }
        int t_277 = i_5 - 1;
        float t_278 = a_3[t_277];
        float t_279 = t_275[t_277];
        float t_280 = a_3[t_277];
        float t_281 = t_275[t_277];
        float t_282 = sin(t_280);
        a_3[i_5] = t_278 * 0.5f + t_282 * p_4;
        t_275[i_5] = 0.5f * t_279 + (p_4 * (cos(t_280) * t_281) + t_282 * p_5);
        i_5 = i_5 + 1;
        continue;
    }
    float t_283 = a_3[5];
    float t_284 = t_275[5];
    float t_285 = a_3[2];
    float t_286 = t_275[2];
    recurrence_fwd_Result t_287 = {t_283 + t_285, t_284 + t_286};
    return t_287;
}
matStuff_bwd_Grads matStuff_bwd(row_major float2x2 p_6, float2 p_7, row_major float2x2 p_8) {
    row_major float2x2 t_288 = transpose(p_6);
    row_major float2x2 t_289 = mul(p_6, t_288);
    float2 t_290 = mul(t_289, p_7);
    float2 t_291 = (float2)determinant(p_6);
    float2 t_292 = p_8[0];
    float t_293 = p_8[1].x;
    float2 t_294 = float2(0.0f, 0.0f);
    t_294.x = t_290.y * t_293;
    float2 t_295 = float2(0.0f, 0.0f);
    t_295.y = t_290.x * t_293;
    float2 t_296 = float2(0.0f, 0.0f);
    t_296.y = t_292.y;
    float2 t_297 = float2(0.0f, 0.0f);
    t_297.x = t_292.x;
    float2 t_298 = t_294 + t_295 + t_296 + t_297;
    row_major float2x2 t_299 = float2x2(t_289[0] * p_8[0], t_289[1] * p_8[1]);
    float2 t_300 = t_299[0] + t_299[1];
    float2 t_301 = p_6[0];
    float2 t_302 = p_6[1];
    float2 t_303 = (float2)(t_300.x + t_300.y);
    row_major float2x2 t_304 = float2x2(float2x2(t_291, t_291)[0] * p_8[0], float2x2(t_291, t_291)[1] * p_8[1]) + float2x2((float2)t_298.x * p_7, (float2)t_298.y * p_7);
    matStuff_bwd_Grads t_305 = {float2x2(float2(t_302.y, -t_302.x) * t_303, float2(-t_301.y, t_301.x) * t_303) + mul(t_304, p_6) + transpose(mul(t_288, t_304)), mul(t_298, t_289)};
    return t_305;
}
higher_fwd_bwd_Grads higher_fwd_bwd(float p_9, float p_10, higher_fwd_Result p_11) {
    float t_306 = p_9 * p_9;
    float t_307 = p_9 * p_10;
    float t_308 = sin(p_9);
    float t_309 = cos(p_9);
    float t_310 = p_11.p;
    float t_311 = p_11.d;
    float t_312 = t_306 * t_311;
    float t_313 = t_308 * t_311;
    float t_314 = p_10 * t_313;
    float t_315 = p_9 * t_313;
    float t_316 = p_9 * (t_309 * p_10 * t_311 + t_308 * t_310);
    higher_fwd_bwd_Grads t_317 = {-t_308 * (p_10 * t_312) + t_309 * ((t_307 + t_307) * t_311 + t_306 * t_310) + t_314 + t_314 + t_316 + t_316, t_309 * t_312 + t_315 + t_315};
    return t_317;
}
higher_fwd_fwd_Result higher_fwd_fwd(float p_12, float p_13, float p_14, float p_15) {
    float t_318 = p_12 * p_12;
    float t_319 = p_12 * p_13;
    float t_320 = t_319 + t_319;
    float t_321 = p_12 * p_14;
    float t_322 = p_14 * p_13 + p_12 * p_15;
    float t_323 = t_321 + t_321;
    float t_324 = sin(p_12);
    float t_325 = cos(p_12);
    float t_326 = t_325 * p_13;
    float t_327 = t_325 * p_14;
    higher_fwd_Result t_328 = {t_318 * t_324, t_324 * t_323 + t_318 * t_327};
    higher_fwd_Result t_329 = {t_324 * t_320 + t_318 * t_326, t_323 * t_326 + t_324 * (t_322 + t_322) + (t_327 * t_320 + t_318 * (p_14 * (-t_324 * p_13) + t_325 * p_15))};
    higher_fwd_fwd_Result t_330 = {t_328, t_329};
    return t_330;
}
usesFwd_bwd_Grads usesFwd_bwd(float p_16, float p_17) {
    float t_331 = p_16 * 1.0f;
    higher_fwd_Result t_332 = {0.0f, p_16 * p_17 + 0.0f};
    higher_fwd_bwd_Grads t_333 = higher_fwd_bwd(p_16, 1.0f, t_332);
    usesFwd_bwd_Grads t_334 = {(sin(p_16) * (t_331 + t_331) + p_16 * p_16 * (cos(p_16) * 1.0f)) * p_17 + (0.0f + t_333.f0)};
    return t_334;
}
void computeMain_1() {
    outputBuffer[0u] = 0.0f;
    outputBuffer[1u] = 3.0f;
    outputBuffer[2u] = 0.5f;
    outputBuffer[3u] = 2.0f;
    float dv[5] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    float t_335[5] = {0.1f, 0.2f, 0.3f, 0.4f, 0.5f};
    float t_336[5] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    dv = t_336;
    reversedIndex_bwd_Grads t_337 = reversedIndex_bwd(t_335, 1.0f);
    float t_338[5] = t_337.f0;
    dv = t_338;
    int i_6;
    int i_7 = 0;
    for (;;) {
        if (i_7 < 5) {
        } else {
            i_6 = i_7;
            break;
        }
        float t_339 = dv[i_7];
        outputBuffer[(uint)(4 + i_7)] = t_339;
        i_7 = i_7 + 1;
        continue;
    }
    recurrence_bwd_Grads t_340 = recurrence_bwd(0.8f, 1.0f);
    outputBuffer[9u] = t_340.f0;
    recurrence_fwd_Result t_341 = recurrence_fwd(0.8f, 1.0f);
    outputBuffer[10u] = t_341.d;
    matStuff_bwd_Grads t_342 = matStuff_bwd(float2x2(float2(1.0f, 2.0f), float2(-0.5f, 0.75f)), float2(0.3f, -0.7f), float2x2(float2(1.0f, 0.5f), float2(-1.0f, 2.0f)));
    row_major float2x2 t_343 = t_342.f0;
    float2 t_344 = t_342.f1;
    float2 t_345 = t_343[0];
    outputBuffer[11u] = t_345.x;
    outputBuffer[12u] = t_345.y;
    float2 t_346 = t_343[1];
    outputBuffer[13u] = t_346.x;
    outputBuffer[14u] = t_346.y;
    outputBuffer[15u] = t_344.x;
    outputBuffer[16u] = t_344.y;
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
            r = 1.6899998f;
            break;
        }
        case 1:
        {
            r = 3.6692965f;
            break;
        }
        default: {
            r = 2.1969998f;
            break;
        }
        }
        float t_347;
        switch (k_1) {
        case 0:
        {
            t_347 = 3.3799996f;
            break;
        }
        case 1:
        {
            t_347 = 4.7700853f;
            break;
        }
        default: {
            t_347 = 6.590999f;
            break;
        }
        }
        outputBuffer[(uint)(17 + k_1)] = r * 1.0f + t_347;
        k_1 = k_1 + 1;
        continue;
    }
    outputBuffer[20u] = 3.2071068f;
    usesFwd_bwd_Grads t_348 = usesFwd_bwd(0.9f, 1.0f);
    outputBuffer[21u] = t_348.f0;
    higher_fwd_fwd_Result t_349 = higher_fwd_fwd(0.9f, 1.0f, 1.0f, 0.0f);
    higher_fwd_Result t_350 = t_349.p;
    higher_fwd_Result t_351 = t_349.d;
    outputBuffer[22u] = t_351.d;
    outputBuffer[23u] = t_350.d;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
