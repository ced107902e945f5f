struct straight_bwd_Grads
{
    float f0;
};
struct nested_bwd_Grads
{
    float f0;
};
struct nested_fwd_Result
{
    float p;
    float d;
};
struct retInSwitch_bwd_Grads
{
    float f0;
};
struct retInSwitch_fwd_Result
{
    float p;
    float d;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
straight_bwd_Grads straight_bwd(float p, int p_1, float p_2);
nested_bwd_Grads nested_bwd(float p_3, int p_4, float p_5);
nested_fwd_Result nested_fwd(float p_6, float p_7, int p_8);
retInSwitch_bwd_Grads retInSwitch_bwd(float p_9, int p_10, float p_11);
retInSwitch_fwd_Result retInSwitch_fwd(float p_12, float p_13, int p_14);
void computeMain_1();
straight_bwd_Grads straight_bwd(float p, int p_1, float p_2) {
    int t;
    float r;
    switch (p_1) {
    case 0:
    {
        float t_1 = p * p;
        int t_2 = t_1 > 1.0f ? 3 : 0;
        bool t_3 = t_2 == 0;
        int t_4 = t_3 ? 3 : t_2;
        int t_5 = t_4 == 3 ? 0 : t_4;
        float t_6 = t_3 ? t_1 * 3.0f + p : t_1;
        t = t_5;
        r = t_6;
        break;
    }
    case 1:
    {
        float t_7 = sin(p);
        bool t_8 = t_7 < 0.0f;
        int t_9 = t_8 ? 3 : 0;
        bool t_10 = t_9 == 0;
        int t_11 = t_10 ? 3 : t_9;
        int t_12 = t_11 == 3 ? 0 : t_11;
        float t_13 = t_10 ? t_7 * p : t_8 ? -t_7 : p;
        t = t_12;
        r = t_13;
        break;
    }
    default: {
        int t_14 = 0;
        float t_15 = exp(p);
        t = t_14;
        r = t_15;
        break;
    }
    }
    float t_16 = p * p_2;
    float t_17;
    switch (p_1) {
    case 0:
    {
        bool t_18 = (p * p > 1.0f ? 3 : 0) == 0;
        float t_19 = p * (t_18 ? 3.0f * t_16 : t_16);
        t_17 = (t_18 ? t_16 : 0.0f) + t_19 + t_19;
        break;
    }
    case 1:
    {
        float t_20 = sin(p);
        bool t_21 = t_20 < 0.0f;
        bool t_22 = (t_21 ? 3 : 0) == 0;
        float t_23 = t_22 ? 0.0f : t_16;
        t_17 = (t_22 ? t_20 * t_16 : 0.0f) + (t_21 ? 0.0f : t_23) + cos(p) * ((t_22 ? p * t_16 : 0.0f) + (t_21 ? -t_23 : 0.0f));
        break;
    }
    default: {
        t_17 = exp(p) * t_16;
        break;
    }
    }
    straight_bwd_Grads t_24 = {r * p_2 + t_17};
    return t_24;
}
nested_bwd_Grads nested_bwd(float p_3, int p_4, float p_5) {
    float s;
    int i;
    float s_1 = p_3;
    int i_1 = 0;
    for (;;) {
        if (i_1 < p_4) {
        } else {
            float t_25 = s_1;
            int t_26 = i_1;
            s = t_25;
            i = t_26;
            break;
        }
        float s_2;
        int i_2;
        switch (i_1 & 1) {
        case 0:
        {
            float s_3;
            int i_3;
            switch (i_1 - i_1 / 3 * 3) {
            case 0:
            {
                float t_27 = s_1 * 1.1f;
                if (t_27 > 3.0f) {
                    float t_28 = t_27;
                    int t_29 = i_1;
                    s_3 = t_28;
                    i_3 = t_29;
                    break;
                }
                float t_30 = t_27 + p_3;
                int t_31 = i_1;
                s_3 = t_30;
                i_3 = t_31;
                break;
            }
            default: {
                int i_4;
                if (s_1 < 0.5f) {
                    float t_32 = s_1;
                    int t_33 = i_1 + 1;
                    s_1 = t_32;
                    i_1 = t_33;
                    continue;
                } else {
                    i_4 = i_1;
                }
                float t_34 = s_1 * p_3;
                int t_35 = i_4;
                s_3 = t_34;
                i_3 = t_35;
                break;
            }
            }
            float t_36 = s_3;
            int t_37 = i_3;
            s_2 = t_36;
            i_2 = t_37;
            break;
        }
        default: {
            int i_5;
            if (s_1 > 2.5f) {
                float t_38 = s_1;
                int t_39 = i_1 + 1;
                s_1 = t_38;
                i_1 = t_39;
                continue;
            } else {
                i_5 = i_1;
            }
            float t_40 = s_1 + 0.5f * p_3 * p_3;
            int t_41 = i_5;
            s_2 = t_40;
            i_2 = t_41;
            break;
        }
        }
        float t_42 = s_2 * 0.9f;
        int t_43 = i_2 + 1;
        s_1 = t_42;
        i_1 = t_43;
        continue;
    }
    int t_44;
    float t_45 = p_3;
    int t_46 = 0;
    int t_47 = 0;
    for (;;) {
        bool t_48 = t_46 < p_4;
        int t_49 = t_48 ? 0 : 2;
        int t_50;
        float t_51;
        int t_52;
        float t_53;
        int t_54;
        if (t_49 == 0) {
            float t_55;
            int t_56;
            int t_57;
            float t_58;
            int t_59;
            float t_60;
            int t_61;
            switch (t_46 & 1) {
            case 0:
            {
                float t_62;
                int t_63;
                int t_64;
                float t_65;
                int t_66;
                float t_67;
                int t_68;
                float t_69;
                int t_70;
                switch (t_46 - t_46 / 3 * 3) {
                case 0:
                {
                    float t_71 = t_45 * 1.1f;
                    bool t_72 = t_71 > 3.0f;
                    int t_73 = t_72 ? 3 : 0;
                    bool t_74 = t_73 == 0;
                    int t_75 = t_74 ? 3 : t_73;
                    float t_76 = t_74 ? t_71 + p_3 : t_72 ? t_71 : 0.0f;
                    int t_77 = t_74 ? t_46 : t_72 ? t_46 : 0;
                    int t_78 = t_75 == 3 ? 0 : t_75;
                    float t_79 = 0.0f;
                    int t_80 = 0;
                    float t_81 = 0.0f;
                    int t_82 = 0;
                    float t_83 = 0.0f;
                    int t_84 = 0;
                    t_62 = t_76;
                    t_63 = t_77;
                    t_64 = t_78;
                    t_65 = t_79;
                    t_66 = t_80;
                    t_67 = t_81;
                    t_68 = t_82;
                    t_69 = t_83;
                    t_70 = t_84;
                    break;
                }
                default: {
                    bool t_85 = t_45 < 0.5f;
                    int t_86 = t_85 ? 1 : 0;
                    bool t_87 = t_86 == 0;
                    int t_88 = t_87 ? 3 : t_86;
                    float t_89 = t_87 ? t_45 * p_3 : 0.0f;
                    int t_90 = t_87 ? (t_85 ? 0 : t_46) : 0;
                    int t_91 = t_88 == 3 ? 0 : t_88;
                    float t_92 = t_87 ? 0.0f : t_85 ? t_45 : 0.0f;
                    int t_93 = t_87 ? 0 : t_85 ? t_46 + 1 : 0;
                    float t_94 = 0.0f;
                    int t_95 = 0;
                    float t_96 = 0.0f;
                    int t_97 = 0;
                    t_62 = t_89;
                    t_63 = t_90;
                    t_64 = t_91;
                    t_65 = t_92;
                    t_66 = t_93;
                    t_67 = t_94;
                    t_68 = t_95;
                    t_69 = t_96;
                    t_70 = t_97;
                    break;
                }
                }
                bool t_98 = t_64 == 0;
                int t_99 = t_98 ? 3 : t_64;
                float t_100 = t_98 ? t_62 : t_69;
                int t_101 = t_98 ? t_63 : t_70;
                int t_102 = t_99 == 3 ? 0 : t_99;
                float t_103 = t_98 ? 0.0f : t_65;
                int t_104 = t_98 ? 0 : t_66;
                float t_105 = t_98 ? 0.0f : t_67;
                int t_106 = t_98 ? 0 : t_68;
                t_55 = t_100;
                t_56 = t_101;
                t_57 = t_102;
                t_58 = t_103;
                t_59 = t_104;
                t_60 = t_105;
                t_61 = t_106;
                break;
            }
            default: {
                bool t_107 = t_45 > 2.5f;
                int t_108 = t_107 ? 1 : 0;
                bool t_109 = t_108 == 0;
                int t_110 = t_109 ? 3 : t_108;
                float t_111 = t_109 ? t_45 + 0.5f * p_3 * p_3 : 0.0f;
                int t_112 = t_109 ? (t_107 ? 0 : t_46) : 0;
                int t_113 = t_110 == 3 ? 0 : t_110;
                float t_114 = t_109 ? 0.0f : t_107 ? t_45 : 0.0f;
                int t_115 = t_109 ? 0 : t_107 ? t_46 + 1 : 0;
                float t_116 = 0.0f;
                int t_117 = 0;
                t_55 = t_111;
                t_56 = t_112;
                t_57 = t_113;
                t_58 = t_114;
                t_59 = t_115;
                t_60 = t_116;
                t_61 = t_117;
                break;
            }
            }
            bool t_118 = t_57 == 0;
            int t_119 = t_118 ? 1 : t_57;
            float t_120 = t_118 ? t_55 * 0.9f : t_58;
            int t_121 = t_118 ? t_56 + 1 : t_59;
            float t_122 = t_118 ? 0.0f : t_60;
            int t_123 = t_118 ? 0 : t_61;
            t_50 = t_119;
            t_51 = t_120;
            t_52 = t_121;
            t_53 = t_122;
            t_54 = t_123;
        } else {
            int t_124 = t_49;
            float t_125 = 0.0f;
            int t_126 = 0;
            float t_127 = t_48 ? 0.0f : t_45;
            int t_128 = t_48 ? 0 : t_46;
            t_50 = t_124;
            t_51 = t_125;
            t_52 = t_126;
            t_53 = t_127;
            t_54 = t_128;
        }
        int t_129 = t_47 + 1;
        if (t_50 == 2) {
            t_44 = t_129;
            break;
        }
        float t_130 = t_51;
        int t_131 = t_52;
        int t_132 = t_129;
        t_45 = t_130;
        t_46 = t_131;
        t_47 = t_132;
        continue;
    }
    int t_133 = t_44 - 1;
    float t_134;
    float t_135;
    int t_136 = t_133;
    float t_137 = 0.0f;
    float t_138 = 0.0f;
    for (;;) {
        if (t_136 < 0) {
            float t_139 = t_137;
            float t_140 = t_138;
            t_134 = t_139;
            t_135 = t_140;
            break;
        }
        float t_141;
        int t_142;
        float t_143 = p_3;
        int t_144 = 0;
        int t_145 = 0;
        for (;;) {
            if (t_145 == t_136) {
                float t_146 = t_143;
                int t_147 = t_144;
                t_141 = t_146;
                t_142 = t_147;
                break;
            }
            bool t_148 = t_144 < p_4;
            int t_149 = t_148 ? 0 : 2;
            int t_150;
            float t_151;
            int t_152;
            float t_153;
            int t_154;
            if (t_149 == 0) {
                float t_155;
                int t_156;
                int t_157;
                float t_158;
                int t_159;
                float t_160;
                int t_161;
                switch (t_144 & 1) {
                case 0:
                {
                    float t_162;
                    int t_163;
                    int t_164;
                    float t_165;
                    int t_166;
                    float t_167;
                    int t_168;
                    float t_169;
                    int t_170;
                    switch (t_144 - t_144 / 3 * 3) {
                    case 0:
                    {
                        float t_171 = t_143 * 1.1f;
                        bool t_172 = t_171 > 3.0f;
                        int t_173 = t_172 ? 3 : 0;
                        bool t_174 = t_173 == 0;
                        int t_175 = t_174 ? 3 : t_173;
                        float t_176 = t_174 ? t_171 + p_3 : t_172 ? t_171 : 0.0f;
                        int t_177 = t_174 ? t_144 : t_172 ? t_144 : 0;
                        int t_178 = t_175 == 3 ? 0 : t_175;
                        float t_179 = 0.0f;
                        int t_180 = 0;
                        float t_181 = 0.0f;
                        int t_182 = 0;
                        float t_183 = 0.0f;
                        int t_184 = 0;
                        t_162 = t_176;
                        t_163 = t_177;
                        t_164 = t_178;
                        t_165 = t_179;
                        t_166 = t_180;
                        t_167 = t_181;
                        t_168 = t_182;
                        t_169 = t_183;
                        t_170 = t_184;
                        break;
                    }
                    default: {
                        bool t_185 = t_143 < 0.5f;
                        int t_186 = t_185 ? 1 : 0;
                        bool t_187 = t_186 == 0;
                        int t_188 = t_187 ? 3 : t_186;
                        float t_189 = t_187 ? t_143 * p_3 : 0.0f;
                        int t_190 = t_187 ? (t_185 ? 0 : t_144) : 0;
                        int t_191 = t_188 == 3 ? 0 : t_188;
                        float t_192 = t_187 ? 0.0f : t_185 ? t_143 : 0.0f;
                        int t_193 = t_187 ? 0 : t_185 ? t_144 + 1 : 0;
                        float t_194 = 0.0f;
                        int t_195 = 0;
                        float t_196 = 0.0f;
                        int t_197 = 0;
                        t_162 = t_189;
                        t_163 = t_190;
                        t_164 = t_191;
                        t_165 = t_192;
                        t_166 = t_193;
                        t_167 = t_194;
                        t_168 = t_195;
                        t_169 = t_196;
                        t_170 = t_197;
                        break;
                    }
                    }
                    bool t_198 = t_164 == 0;
                    int t_199 = t_198 ? 3 : t_164;
                    float t_200 = t_198 ? t_162 : t_169;
                    int t_201 = t_198 ? t_163 : t_170;
                    int t_202 = t_199 == 3 ? 0 : t_199;
                    float t_203 = t_198 ? 0.0f : t_165;
                    int t_204 = t_198 ? 0 : t_166;
                    float t_205 = t_198 ? 0.0f : t_167;
                    int t_206 = t_198 ? 0 : t_168;
                    t_155 = t_200;
                    t_156 = t_201;
                    t_157 = t_202;
                    t_158 = t_203;
                    t_159 = t_204;
                    t_160 = t_205;
                    t_161 = t_206;
                    break;
                }
                default: {
                    bool t_207 = t_143 > 2.5f;
                    int t_208 = t_207 ? 1 : 0;
                    bool t_209 = t_208 == 0;
                    int t_210 = t_209 ? 3 : t_208;
                    float t_211 = t_209 ? t_143 + 0.5f * p_3 * p_3 : 0.0f;
                    int t_212 = t_209 ? (t_207 ? 0 : t_144) : 0;
                    int t_213 = t_210 == 3 ? 0 : t_210;
                    float t_214 = t_209 ? 0.0f : t_207 ? t_143 : 0.0f;
                    int t_215 = t_209 ? 0 : t_207 ? t_144 + 1 : 0;
                    float t_216 = 0.0f;
                    int t_217 = 0;
                    t_155 = t_211;
                    t_156 = t_212;
                    t_157 = t_213;
                    t_158 = t_214;
                    t_159 = t_215;
                    t_160 = t_216;
                    t_161 = t_217;
                    break;
                }
                }
                bool t_218 = t_157 == 0;
                int t_219 = t_218 ? 1 : t_157;
                float t_220 = t_218 ? t_155 * 0.9f : t_158;
                int t_221 = t_218 ? t_156 + 1 : t_159;
                float t_222 = t_218 ? 0.0f : t_160;
                int t_223 = t_218 ? 0 : t_161;
                t_150 = t_219;
                t_151 = t_220;
                t_152 = t_221;
                t_153 = t_222;
                t_154 = t_223;
            } else {
                int t_224 = t_149;
                float t_225 = 0.0f;
                int t_226 = 0;
                float t_227 = t_148 ? 0.0f : t_143;
                int t_228 = t_148 ? 0 : t_144;
                t_150 = t_224;
                t_151 = t_225;
                t_152 = t_226;
                t_153 = t_227;
                t_154 = t_228;
            }
            if (t_150 == 2) {
                float t_229 = t_143;
                int t_230 = t_144;
                t_141 = t_229;
                t_142 = t_230;
                break;
            }
            float t_231 = t_151;
            int t_232 = t_152;
            int t_233 = t_145 + 1;
            t_143 = t_231;
            t_144 = t_232;
            t_145 = t_233;
            continue;
        }
        bool t_234 = t_142 < p_4;
        float t_235 = t_136 == t_133 ? p_5 : 0.0f;
        float t_236;
        float t_237;
        float t_238;
        float t_239;
        if ((t_234 ? 0 : 2) == 0) {
            int t_240 = t_142 & 1;
            float t_241;
            int t_242;
            int t_243;
            float t_244;
            int t_245;
            float t_246;
            int t_247;
            switch (t_240) {
            case 0:
            {
                float t_248;
                int t_249;
                int t_250;
                float t_251;
                int t_252;
                float t_253;
                int t_254;
                float t_255;
                int t_256;
                switch (t_142 - t_142 / 3 * 3) {
                case 0:
                {
                    float t_257 = t_141 * 1.1f;
                    bool t_258 = t_257 > 3.0f;
                    int t_259 = t_258 ? 3 : 0;
                    bool t_260 = t_259 == 0;
                    int t_261 = t_260 ? 3 : t_259;
                    float t_262 = t_260 ? t_257 + p_3 : t_258 ? t_257 : 0.0f;
                    int t_263 = t_260 ? t_142 : t_258 ? t_142 : 0;
                    int t_264 = t_261 == 3 ? 0 : t_261;
                    float t_265 = 0.0f;
                    int t_266 = 0;
                    float t_267 = 0.0f;
                    int t_268 = 0;
                    float t_269 = 0.0f;
                    int t_270 = 0;
                    t_248 = t_262;
                    t_249 = t_263;
                    t_250 = t_264;
                    t_251 = t_265;
                    t_252 = t_266;
                    t_253 = t_267;
                    t_254 = t_268;
                    t_255 = t_269;
                    t_256 = t_270;
                    break;
                }
                default: {
                    bool t_271 = t_141 < 0.5f;
                    int t_272 = t_271 ? 1 : 0;
                    bool t_273 = t_272 == 0;
                    int t_274 = t_273 ? 3 : t_272;
                    float t_275 = t_273 ? t_141 * p_3 : 0.0f;
                    int t_276 = t_273 ? (t_271 ? 0 : t_142) : 0;
                    int t_277 = t_274 == 3 ? 0 : t_274;
                    float t_278 = t_273 ? 0.0f : t_271 ? t_141 : 0.0f;
                    int t_279 = t_273 ? 0 : t_271 ? t_142 + 1 : 0;
                    float t_280 = 0.0f;
                    int t_281 = 0;
                    float t_282 = 0.0f;
                    int t_283 = 0;
                    t_248 = t_275;
                    t_249 = t_276;
                    t_250 = t_277;
                    t_251 = t_278;
                    t_252 = t_279;
                    t_253 = t_280;
                    t_254 = t_281;
                    t_255 = t_282;
                    t_256 = t_283;
                    break;
                }
                }
                bool t_284 = t_250 == 0;
                int t_285 = t_284 ? 3 : t_250;
                float t_286 = t_284 ? t_248 : t_255;
                int t_287 = t_284 ? t_249 : t_256;
                int t_288 = t_285 == 3 ? 0 : t_285;
                float t_289 = t_284 ? 0.0f : t_251;
                int t_290 = t_284 ? 0 : t_252;
                float t_291 = t_284 ? 0.0f : t_253;
                int t_292 = t_284 ? 0 : t_254;
                t_241 = t_286;
                t_242 = t_287;
                t_243 = t_288;
                t_244 = t_289;
                t_245 = t_290;
                t_246 = t_291;
                t_247 = t_292;
                break;
            }
            default: {
                bool t_293 = t_141 > 2.5f;
                int t_294 = t_293 ? 1 : 0;
                bool t_295 = t_294 == 0;
                int t_296 = t_295 ? 3 : t_294;
                float t_297 = t_295 ? t_141 + 0.5f * p_3 * p_3 : 0.0f;
                int t_298 = t_295 ? (t_293 ? 0 : t_142) : 0;
                int t_299 = t_296 == 3 ? 0 : t_296;
                float t_300 = t_295 ? 0.0f : t_293 ? t_141 : 0.0f;
                int t_301 = t_295 ? 0 : t_293 ? t_142 + 1 : 0;
                float t_302 = 0.0f;
                int t_303 = 0;
                t_241 = t_297;
                t_242 = t_298;
                t_243 = t_299;
                t_244 = t_300;
                t_245 = t_301;
                t_246 = t_302;
                t_247 = t_303;
                break;
            }
            }
            bool t_304 = t_243 == 0;
            float t_305 = t_304 ? 0.9f * t_137 : 0.0f;
            float t_306 = t_304 ? 0.0f : t_137;
            float t_307;
            float t_308;
            switch (t_240) {
            case 0:
            {
                int t_309 = t_142 - t_142 / 3 * 3;
                float t_310;
                int t_311;
                int t_312;
                float t_313;
                int t_314;
                float t_315;
                int t_316;
                float t_317;
                int t_318;
                switch (t_309) {
                case 0:
                {
                    float t_319 = t_141 * 1.1f;
                    bool t_320 = t_319 > 3.0f;
                    int t_321 = t_320 ? 3 : 0;
                    bool t_322 = t_321 == 0;
                    int t_323 = t_322 ? 3 : t_321;
                    float t_324 = t_322 ? t_319 + p_3 : t_320 ? t_319 : 0.0f;
                    int t_325 = t_322 ? t_142 : t_320 ? t_142 : 0;
                    int t_326 = t_323 == 3 ? 0 : t_323;
                    float t_327 = 0.0f;
                    int t_328 = 0;
                    float t_329 = 0.0f;
                    int t_330 = 0;
                    float t_331 = 0.0f;
                    int t_332 = 0;
                    t_310 = t_324;
                    t_311 = t_325;
                    t_312 = t_326;
                    t_313 = t_327;
                    t_314 = t_328;
                    t_315 = t_329;
                    t_316 = t_330;
                    t_317 = t_331;
                    t_318 = t_332;
                    break;
                }
                default: {
                    bool t_333 = t_141 < 0.5f;
                    int t_334 = t_333 ? 1 : 0;
                    bool t_335 = t_334 == 0;
                    int t_336 = t_335 ? 3 : t_334;
                    float t_337 = t_335 ? t_141 * p_3 : 0.0f;
                    int t_338 = t_335 ? (t_333 ? 0 : t_142) : 0;
                    int t_339 = t_336 == 3 ? 0 : t_336;
                    float t_340 = t_335 ? 0.0f : t_333 ? t_141 : 0.0f;
                    int t_341 = t_335 ? 0 : t_333 ? t_142 + 1 : 0;
                    float t_342 = 0.0f;
                    int t_343 = 0;
                    float t_344 = 0.0f;
                    int t_345 = 0;
                    t_310 = t_337;
                    t_311 = t_338;
                    t_312 = t_339;
                    t_313 = t_340;
                    t_314 = t_341;
                    t_315 = t_342;
                    t_316 = t_343;
                    t_317 = t_344;
                    t_318 = t_345;
                    break;
                }
                }
                bool t_346 = t_312 == 0;
                float t_347 = t_346 ? t_305 : 0.0f;
                float t_348;
                float t_349;
                switch (t_309) {
                case 0:
                {
                    bool t_350 = t_141 * 1.1f > 3.0f;
                    bool t_351 = (t_350 ? 3 : 0) == 0;
                    float t_352 = t_351 ? t_347 : 0.0f;
                    float t_353 = 1.1f * (t_352 + (t_350 ? (t_351 ? 0.0f : t_347) : 0.0f));
                    float t_354 = t_352;
                    t_348 = t_353;
                    t_349 = t_354;
                    break;
                }
                default: {
                    bool t_355 = t_141 < 0.5f;
                    bool t_356 = (t_355 ? 1 : 0) == 0;
                    float t_357 = (t_356 ? p_3 * t_347 : 0.0f) + (t_355 ? (t_356 ? 0.0f : t_346 ? 0.0f : t_306) : 0.0f);
                    float t_358 = t_356 ? t_141 * t_347 : 0.0f;
                    t_348 = t_357;
                    t_349 = t_358;
                    break;
                }
                }
                float t_359 = t_348;
                float t_360 = t_349;
                t_307 = t_359;
                t_308 = t_360;
                break;
            }
            default: {
                bool t_361 = t_141 > 2.5f;
                float t_362;
                float t_363;
                float t_364;
                float t_365;
                float t_366;
                if ((t_361 ? 1 : 0) == 0) {
                    float t_367 = 0.5f * p_3 * t_305 + 0.5f * (p_3 * t_305);
                    float t_368 = t_305;
                    float t_369 = 0.0f;
                    float t_370 = 0.0f;
                    float t_371 = 0.0f;
                    t_362 = t_367;
                    t_363 = t_368;
                    t_364 = t_369;
                    t_365 = t_370;
                    t_366 = t_371;
                } else {
                    float t_372 = 0.0f;
                    float t_373 = 0.0f;
                    float t_374 = t_306;
                    float t_375 = t_304 ? 0.0f : t_235;
                    float t_376 = t_305;
                    t_362 = t_372;
                    t_363 = t_373;
                    t_364 = t_374;
                    t_365 = t_375;
                    t_366 = t_376;
                }
                float t_377 = t_363 + (t_361 ? t_364 : 0.0f);
                float t_378 = t_362;
                t_307 = t_377;
                t_308 = t_378;
                break;
            }
            }
            float t_379 = t_307;
            float t_380 = t_308;
            float t_381 = 0.0f;
            float t_382 = 0.0f;
            t_236 = t_379;
            t_237 = t_380;
            t_238 = t_381;
            t_239 = t_382;
        } else {
            float t_383 = 0.0f;
            float t_384 = 0.0f;
            float t_385 = t_137;
            float t_386 = t_235;
            t_236 = t_383;
            t_237 = t_384;
            t_238 = t_385;
            t_239 = t_386;
        }
        int t_387 = t_136 - 1;
        float t_388 = t_236 + (t_234 ? 0.0f : t_239);
        float t_389 = t_138 + t_237;
        t_136 = t_387;
        t_137 = t_388;
        t_138 = t_389;
        continue;
    }
    nested_bwd_Grads t_390 = {t_134 + t_135};
    return t_390;
}
nested_fwd_Result nested_fwd(float p_6, float p_7, int p_8) {
    float s_4;
    float t_391;
    int i_6;
    float s_5 = p_6;
    float t_392 = p_7;
    int i_7 = 0;
    for (;;) {
        if (i_7 < p_8) {
        } else {
            float t_393 = s_5;
            float t_394 = t_392;
            int t_395 = i_7;
            s_4 = t_393;
            t_391 = t_394;
            i_6 = t_395;
            break;
        }
        float s_6;
        float t_396;
        int i_8;
        switch (i_7 & 1) {
        case 0:
        {
            float s_7;
            float t_397;
            int i_9;
            switch (i_7 - i_7 / 3 * 3) {
            case 0:
            {
                float t_398 = s_5 * 1.1f;
                float t_399 = 1.1f * t_392;
                if (t_398 > 3.0f) {
                    float t_400 = t_398;
                    float t_401 = t_399;
                    int t_402 = i_7;
                    s_7 = t_400;
                    t_397 = t_401;
                    i_9 = t_402;
                    break;
                }
                float t_403 = t_398 + p_6;
                float t_404 = t_399 + p_7;
                int t_405 = i_7;
                s_7 = t_403;
                t_397 = t_404;
                i_9 = t_405;
                break;
            }
            default: {
                int i_10;
                if (s_5 < 0.5f) {
                    float t_406 = s_5;
                    float t_407 = t_392;
                    int t_408 = i_7 + 1;
                    s_5 = t_406;
                    t_392 = t_407;
                    i_7 = t_408;
                    continue;
                } else {
                    i_10 = i_7;
                }
                float t_409 = s_5 * p_6;
                float t_410 = p_6 * t_392 + s_5 * p_7;
                int t_411 = i_10;
                s_7 = t_409;
                t_397 = t_410;
                i_9 = t_411;
                break;
            }
            }
            float t_412 = s_7;
            float t_413 = t_397;
            int t_414 = i_9;
            s_6 = t_412;
            t_396 = t_413;
            i_8 = t_414;
            break;
        }
        default: {
            int i_11;
            if (s_5 > 2.5f) {
                float t_415 = s_5;
                float t_416 = t_392;
                int t_417 = i_7 + 1;
                s_5 = t_415;
                t_392 = t_416;
                i_7 = t_417;
                continue;
            } else {
                i_11 = i_7;
            }
            float t_418 = 0.5f * p_6;
            float t_419 = s_5 + t_418 * p_6;
            float t_420 = t_392 + (p_6 * (0.5f * p_7) + t_418 * p_7);
            int t_421 = i_11;
            s_6 = t_419;
            t_396 = t_420;
            i_8 = t_421;
            break;
        }
        }
        float t_422 = s_6 * 0.9f;
        float t_423 = 0.9f * t_396;
        int t_424 = i_8 + 1;
        s_5 = t_422;
        t_392 = t_423;
        i_7 = t_424;
        continue;
    }
    nested_fwd_Result t_425 = {s_4, t_391};
    return t_425;
}
retInSwitch_bwd_Grads retInSwitch_bwd(float p_9, int p_10, float p_11) {
    bool t_426;
    float t_427;
    float s_8;
    int i_12;
    bool t_428 = false;
    float t_429 = 0.0f;
    float s_9 = p_9;
    int i_13 = 0;
    for (;;) {
        if (i_13 < p_10) {
        } else {
            bool t_430 = t_428;
            float t_431 = t_429;
            float t_432 = s_9;
            int t_433 = i_13;
            t_426 = t_430;
            t_427 = t_431;
            s_8 = t_432;
            i_12 = t_433;
            break;
        }
        int t_434;
        bool t_435;
        float t_436;
        float s_10;
        switch (i_13) {
        case 2:
        {
            bool t_437 = s_9 > 1.5f;
            int t_438 = t_437 ? 3 : 0;
            bool t_439 = t_438 == 0;
            int t_440 = t_439 ? 3 : t_438;
            int t_441 = t_440 == 3 ? 0 : t_440;
            bool t_442 = t_437 ? true : t_428;
            float t_443 = t_437 ? s_9 * p_9 : t_429;
            float t_444 = t_439 ? s_9 * s_9 : s_9;
            t_434 = t_441;
            t_435 = t_442;
            t_436 = t_443;
            s_10 = t_444;
            break;
        }
        default: {
            int t_445 = 0;
            bool t_446 = t_428;
            float t_447 = t_429;
            float t_448 = s_9 + p_9 * 0.25f;
            t_434 = t_445;
            t_435 = t_446;
            t_436 = t_447;
            s_10 = t_448;
            break;
        }
        }
        bool t_449;
        float t_450;
        if (t_435) {
            bool t_451 = true;
            float t_452 = t_436;
            float t_453 = s_10;
            int t_454 = i_13;
            t_426 = t_451;
            t_427 = t_452;
            s_8 = t_453;
            i_12 = t_454;
            break;
        } else {
            bool t_455 = t_435;
            float t_456 = t_436;
            t_449 = t_455;
            t_450 = t_456;
        }
        bool t_457 = t_449;
        float t_458 = t_450;
        float t_459 = s_10;
        int t_460 = i_13 + 1;
        t_428 = t_457;
        t_429 = t_458;
        s_9 = t_459;
        i_13 = t_460;
        continue;
    }
    bool t_461 = (t_426 ? 2 : 0) == 0;
    int t_462;
    bool t_463 = false;
    float t_464 = 0.0f;
    float t_465 = p_9;
    int t_466 = 0;
    int t_467 = 0;
    for (;;) {
        bool t_468 = t_466 < p_10;
        int t_469 = t_468 ? 0 : 2;
        int t_470;
        bool t_471;
        float t_472;
        float t_473;
        int t_474;
        bool t_475;
        float t_476;
        float t_477;
        int t_478;
        if (t_469 == 0) {
            int t_479;
            bool t_480;
            float t_481;
            float s_11;
            switch (t_466) {
            case 2:
            {
                bool t_482 = t_465 > 1.5f;
                int t_483 = t_482 ? 3 : 0;
                bool t_484 = t_483 == 0;
                int t_485 = t_484 ? 3 : t_483;
                int t_486 = t_485 == 3 ? 0 : t_485;
                bool t_487 = t_482 ? true : t_463;
                float t_488 = t_482 ? t_465 * p_9 : t_464;
                float t_489 = t_484 ? t_465 * t_465 : t_465;
                t_479 = t_486;
                t_480 = t_487;
                t_481 = t_488;
                s_11 = t_489;
                break;
            }
            default: {
                int t_490 = 0;
                bool t_491 = t_463;
                float t_492 = t_464;
                float t_493 = t_465 + p_9 * 0.25f;
                t_479 = t_490;
                t_480 = t_491;
                t_481 = t_492;
                s_11 = t_493;
                break;
            }
            }
            int t_494 = t_480 ? 2 : 0;
            bool t_495 = t_494 == 0;
            int t_496 = t_495 ? 1 : t_494;
            bool t_497 = t_495 ? (t_480 ? false : t_480) : false;
            float t_498 = t_495 ? (t_480 ? 0.0f : t_481) : 0.0f;
            float t_499 = t_495 ? s_11 : 0.0f;
            int t_500 = t_495 ? t_466 + 1 : 0;
            bool t_501 = t_495 ? false : t_480;
            float t_502 = t_495 ? 0.0f : t_480 ? t_481 : 0.0f;
            float t_503 = t_495 ? 0.0f : t_480 ? s_11 : 0.0f;
            int t_504 = t_495 ? 0 : t_480 ? t_466 : 0;
            t_470 = t_496;
            t_471 = t_497;
            t_472 = t_498;
            t_473 = t_499;
            t_474 = t_500;
            t_475 = t_501;
            t_476 = t_502;
            t_477 = t_503;
            t_478 = t_504;
        } else {
            int t_505 = t_469;
            bool t_506 = false;
            float t_507 = 0.0f;
            float t_508 = 0.0f;
            int t_509 = 0;
            bool t_510 = t_468 ? false : t_463;
            float t_511 = t_468 ? 0.0f : t_464;
            float t_512 = t_468 ? 0.0f : t_465;
            int t_513 = t_468 ? 0 : t_466;
            t_470 = t_505;
            t_471 = t_506;
            t_472 = t_507;
            t_473 = t_508;
            t_474 = t_509;
            t_475 = t_510;
            t_476 = t_511;
            t_477 = t_512;
            t_478 = t_513;
        }
        int t_514 = t_467 + 1;
        if (t_470 == 2) {
            t_462 = t_514;
            break;
        }
        bool t_515 = t_471;
        float t_516 = t_472;
        float t_517 = t_473;
        int t_518 = t_474;
        int t_519 = t_514;
        t_463 = t_515;
        t_464 = t_516;
        t_465 = t_517;
        t_466 = t_518;
        t_467 = t_519;
        continue;
    }
    int t_520 = t_462 - 1;
    float t_521;
    float t_522;
    float t_523;
    int t_524 = t_520;
    float t_525 = 0.0f;
    float t_526 = 0.0f;
    float t_527 = 0.0f;
    for (;;) {
        if (t_524 < 0) {
            float t_528 = t_525;
            float t_529 = t_526;
            float t_530 = t_527;
            t_521 = t_528;
            t_522 = t_529;
            t_523 = t_530;
            break;
        }
        bool t_531;
        float t_532;
        float t_533;
        int t_534;
        bool t_535 = false;
        float t_536 = 0.0f;
        float t_537 = p_9;
        int t_538 = 0;
        int t_539 = 0;
        for (;;) {
            if (t_539 == t_524) {
                bool t_540 = t_535;
                float t_541 = t_536;
                float t_542 = t_537;
                int t_543 = t_538;
                t_531 = t_540;
                t_532 = t_541;
                t_533 = t_542;
                t_534 = t_543;
                break;
            }
            bool t_544 = t_538 < p_10;
            int t_545 = t_544 ? 0 : 2;
            int t_546;
            bool t_547;
            float t_548;
            float t_549;
            int t_550;
            bool t_551;
            float t_552;
            float t_553;
            int t_554;
            if (t_545 == 0) {
                int t_555;
                bool t_556;
                float t_557;
                float s_12;
                switch (t_538) {
                case 2:
                {
                    bool t_558 = t_537 > 1.5f;
                    int t_559 = t_558 ? 3 : 0;
                    bool t_560 = t_559 == 0;
                    int t_561 = t_560 ? 3 : t_559;
                    int t_562 = t_561 == 3 ? 0 : t_561;
                    bool t_563 = t_558 ? true : t_535;
                    float t_564 = t_558 ? t_537 * p_9 : t_536;
                    float t_565 = t_560 ? t_537 * t_537 : t_537;
                    t_555 = t_562;
                    t_556 = t_563;
                    t_557 = t_564;
                    s_12 = t_565;
                    break;
                }
                default: {
                    int t_566 = 0;
                    bool t_567 = t_535;
                    float t_568 = t_536;
                    float t_569 = t_537 + p_9 * 0.25f;
                    t_555 = t_566;
                    t_556 = t_567;
                    t_557 = t_568;
                    s_12 = t_569;
                    break;
                }
                }
                int t_570 = t_556 ? 2 : 0;
                bool t_571 = t_570 == 0;
                int t_572 = t_571 ? 1 : t_570;
                bool t_573 = t_571 ? (t_556 ? false : t_556) : false;
                float t_574 = t_571 ? (t_556 ? 0.0f : t_557) : 0.0f;
                float t_575 = t_571 ? s_12 : 0.0f;
                int t_576 = t_571 ? t_538 + 1 : 0;
                bool t_577 = t_571 ? false : t_556;
                float t_578 = t_571 ? 0.0f : t_556 ? t_557 : 0.0f;
                float t_579 = t_571 ? 0.0f : t_556 ? s_12 : 0.0f;
                int t_580 = t_571 ? 0 : t_556 ? t_538 : 0;
                t_546 = t_572;
                t_547 = t_573;
                t_548 = t_574;
                t_549 = t_575;
                t_550 = t_576;
                t_551 = t_577;
                t_552 = t_578;
                t_553 = t_579;
                t_554 = t_580;
            } else {
                int t_581 = t_545;
                bool t_582 = false;
                float t_583 = 0.0f;
                float t_584 = 0.0f;
                int t_585 = 0;
                bool t_586 = t_544 ? false : t_535;
                float t_587 = t_544 ? 0.0f : t_536;
                float t_588 = t_544 ? 0.0f : t_537;
                int t_589 = t_544 ? 0 : t_538;
                t_546 = t_581;
                t_547 = t_582;
                t_548 = t_583;
                t_549 = t_584;
                t_550 = t_585;
                t_551 = t_586;
                t_552 = t_587;
                t_553 = t_588;
                t_554 = t_589;
            }
            if (t_546 == 2) {
                bool t_590 = t_535;
                float t_591 = t_536;
                float t_592 = t_537;
                int t_593 = t_538;
                t_531 = t_590;
                t_532 = t_591;
                t_533 = t_592;
                t_534 = t_593;
                break;
            }
            bool t_594 = t_547;
            float t_595 = t_548;
            float t_596 = t_549;
            int t_597 = t_550;
            int t_598 = t_539 + 1;
            t_535 = t_594;
            t_536 = t_595;
            t_537 = t_596;
            t_538 = t_597;
            t_539 = t_598;
            continue;
        }
        bool t_599 = t_534 < p_10;
        bool t_600 = t_524 == t_520;
        float t_601 = t_600 ? (t_426 ? (t_461 ? 0.0f : p_11) : 0.0f) : 0.0f;
        float t_602 = t_600 ? (t_461 ? p_11 : 0.0f) : 0.0f;
        float t_603;
        float t_604;
        float t_605;
        float t_606;
        float t_607;
        float t_608;
        float t_609;
        if ((t_599 ? 0 : 2) == 0) {
            int t_610;
            bool t_611;
            float t_612;
            float s_13;
            switch (t_534) {
            case 2:
            {
                bool t_613 = t_533 > 1.5f;
                int t_614 = t_613 ? 3 : 0;
                bool t_615 = t_614 == 0;
                int t_616 = t_615 ? 3 : t_614;
                int t_617 = t_616 == 3 ? 0 : t_616;
                bool t_618 = t_613 ? true : t_531;
                float t_619 = t_613 ? t_533 * p_9 : t_532;
                float t_620 = t_615 ? t_533 * t_533 : t_533;
                t_610 = t_617;
                t_611 = t_618;
                t_612 = t_619;
                s_13 = t_620;
                break;
            }
            default: {
                int t_621 = 0;
                bool t_622 = t_531;
                float t_623 = t_532;
                float t_624 = t_533 + p_9 * 0.25f;
                t_610 = t_621;
                t_611 = t_622;
                t_612 = t_623;
                s_13 = t_624;
                break;
            }
            }
            bool t_625 = (t_611 ? 2 : 0) == 0;
            float t_626 = t_611 ? (t_625 ? 0.0f : t_601) : t_625 ? t_525 : 0.0f;
            float t_627 = (t_625 ? t_526 : 0.0f) + (t_611 ? (t_625 ? 0.0f : t_602) : 0.0f);
            float t_628;
            float t_629;
            float t_630;
            switch (t_534) {
            case 2:
            {
                bool t_631 = t_533 > 1.5f;
                float t_632 = t_533 * t_627;
                float t_633 = ((t_631 ? 3 : 0) == 0 ? t_632 + t_632 : t_627) + (t_631 ? p_9 * t_626 : 0.0f);
                float t_634 = t_631 ? t_533 * t_626 : 0.0f;
                float t_635 = t_631 ? 0.0f : t_626;
                t_628 = t_633;
                t_629 = t_634;
                t_630 = t_635;
                break;
            }
            default: {
                float t_636 = t_627;
                float t_637 = 0.25f * t_627;
                float t_638 = t_626;
                t_628 = t_636;
                t_629 = t_637;
                t_630 = t_638;
                break;
            }
            }
            float t_639 = t_628;
            float t_640 = t_629;
            float t_641 = t_630;
            float t_642 = 0.0f;
            float t_643 = 0.0f;
            float t_644 = 0.0f;
            float t_645 = 0.0f;
            t_603 = t_639;
            t_604 = t_640;
            t_605 = t_641;
            t_606 = t_642;
            t_607 = t_643;
            t_608 = t_644;
            t_609 = t_645;
        } else {
            float t_646 = 0.0f;
            float t_647 = 0.0f;
            float t_648 = 0.0f;
            float t_649 = t_525;
            float t_650 = t_526;
            float t_651 = t_601;
            float t_652 = t_602;
            t_603 = t_646;
            t_604 = t_647;
            t_605 = t_648;
            t_606 = t_649;
            t_607 = t_650;
            t_608 = t_651;
            t_609 = t_652;
        }
        int t_653 = t_524 - 1;
        float t_654 = t_605 + (t_599 ? 0.0f : t_608);
        float t_655 = t_603 + (t_599 ? 0.0f : t_609);
        float t_656 = t_527 + t_604;
        t_524 = t_653;
        t_525 = t_654;
        t_526 = t_655;
        t_527 = t_656;
        continue;
    }
    retInSwitch_bwd_Grads t_657 = {t_522 + t_523};
    return t_657;
}
retInSwitch_fwd_Result retInSwitch_fwd(float p_12, float p_13, int p_14) {
    float s_14;
    float t_658;
    int i_14;
    float s_15 = p_12;
    float t_659 = p_13;
    int i_15 = 0;
    for (;;) {
        if (i_15 < p_14) {
        } else {
            float t_660 = s_15;
            float t_661 = t_659;
            int t_662 = i_15;
            s_14 = t_660;
            t_658 = t_661;
            i_14 = t_662;
            break;
        }
        float s_16;
        float t_663;
        switch (i_15) {
        case 2:
        {
            if (s_15 > 1.5f) {
                retInSwitch_fwd_Result t_664 = {s_15 * p_12, p_12 * t_659 + s_15 * p_13};
                return t_664;
            }
            float t_665 = s_15 * t_659;
            float t_666 = s_15 * s_15;
            float t_667 = t_665 + t_665;
            s_16 = t_666;
            t_663 = t_667;
            break;
        }
        default: {
            float t_668 = s_15 + p_12 * 0.25f;
            float t_669 = t_659 + 0.25f * p_13;
            s_16 = t_668;
            t_663 = t_669;
            break;
        }
        }
        float t_670 = s_16;
        float t_671 = t_663;
        int t_672 = i_15 + 1;
        s_15 = t_670;
        t_659 = t_671;
        i_15 = t_672;
        continue;
    }
    retInSwitch_fwd_Result t_673 = {s_14, t_658};
    return t_673;
}
void computeMain_1() {
    float t_674[3] = {0.8f, 1.3f, -0.4f};
    float xs[3] = {0.0f, 0.0f, 0.0f};
    xs = t_674;
    int k;
    int k_1 = 0;
    for (;;) {
        if (k_1 < 3) {
        } else {
            k = k_1;
            break;
        }
        float t_675 = xs[k_1];
        straight_bwd_Grads t_676 = straight_bwd(t_675, k_1, 1.0f);
        outputBuffer[(uint)k_1] = t_676.f0;
        int t_677 = k_1 + 1;
        float t_678 = xs[t_677 - t_677 / 3 * 3];
        straight_bwd_Grads t_679 = straight_bwd(t_678, k_1, 1.0f);
        outputBuffer[(uint)(3 + k_1)] = t_679.f0;
        k_1 = t_677;
        continue;
    }
    nested_bwd_Grads t_680 = nested_bwd(0.9f, 6, 1.0f);
    outputBuffer[6u] = t_680.f0;
    nested_fwd_Result t_681 = nested_fwd(0.9f, 1.0f, 6);
    outputBuffer[7u] = t_681.d;
    nested_bwd_Grads t_682 = nested_bwd(0.3f, 5, 1.0f);
    outputBuffer[8u] = t_682.f0;
    nested_fwd_Result t_683 = nested_fwd(0.3f, 1.0f, 5);
    outputBuffer[9u] = t_683.d;
    retInSwitch_bwd_Grads t_684 = retInSwitch_bwd(1.1f, 4, 1.0f);
    outputBuffer[10u] = t_684.f0;
    retInSwitch_bwd_Grads t_685 = retInSwitch_bwd(0.5f, 4, 1.0f);
    outputBuffer[11u] = t_685.f0;
    retInSwitch_fwd_Result t_686 = retInSwitch_fwd(0.5f, 1.0f, 4);
    outputBuffer[12u] = t_686.d;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
