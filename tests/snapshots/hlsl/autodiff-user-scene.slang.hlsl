struct Light
{
    float3 dir;
    float power;
    int kind;
};
struct Optional_float_
{
    float value;
    bool hasValue;
};
struct Scene
{
    Light lights[3];
    Optional_float_ ambient;
    float2 uv;
};
struct shadeScene_bwd_Grads
{
    Scene f0;
    float3 f1;
};
struct shadeScene_fwd_Result
{
    float p;
    float d;
};
struct meanSq_bwd_Grads
{
    float f0[4];
};
struct smoothMix_bwd_Grads
{
    float3 f0;
    float3 f1;
    float f2;
};
struct Accum
{
    float total;
    float count;
};
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
float shadeScene(Scene p, float3 p_1, int count);
shadeScene_bwd_Grads shadeScene_bwd(Scene p_2, float3 p_3, int p_4, float p_5);
shadeScene_fwd_Result shadeScene_fwd(Scene p_6, Scene p_7, float3 p_8, float3 p_9, int p_10);
meanSq_bwd_Grads meanSq_bwd(float p_11[4], float p_12);
void computeMain_1();
smoothMix_bwd_Grads smoothMix_bwd(float3 p_13, float3 p_14, float p_15, float3 p_16);
float shadeScene(Scene p, float3 p_1, int count) {
    Light s[3] = {(Light)0, (Light)0, (Light)0};
    Light t[3] = p.lights;
    s = t;
    Optional_float_ t_1 = p.ambient;
    float2 t_2 = p.uv;
    float sum;
    int i;
    float sum_1 = 0.0f;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_3 = sum_1;
            int t_4 = i_1;
            sum = t_3;
            i = t_4;
            break;
        }
        if (i_1 >= count) {
            return sum_1 + 100.0f;
        }
        Light t_5 = s[i_1];
        float t_6 = t_5.power;
        float t_7 = dot(p_1, t_5.dir);
        float nl = t_5.kind == 1 ? -t_7 : t_7;
        int i_2;
        if (nl < 0.0f) {
            float t_8 = sum_1;
            int t_9 = i_1 + 1;
            sum_1 = t_8;
            i_1 = t_9;
            continue;
        } else {
            i_2 = i_1;
        }
        float t_10 = nl * t_6;
        float t_11 = t_6 * t_2.x;
        float t_12 = sum_1 + (t_10 / (1.0f + abs(t_10)) + t_11 / (1.0f + abs(t_11)));
        int t_13 = i_2 + 1;
        sum_1 = t_12;
        i_1 = t_13;
        continue;
    }
    float sum_2;
    if (t_1.hasValue) {
        sum_2 = sum + t_1.value * t_2.y;
    } else {
        sum_2 = sum;
    }
    return sum_2;
}
shadeScene_bwd_Grads shadeScene_bwd(Scene p_2, float3 p_3, int p_4, float p_5) {
    bool t_14;
    float t_15;
    float sum_3;
    int i_3;
    bool t_16 = false;
    float t_17 = 0.0f;
    float sum_4 = 0.0f;
    int i_4 = 0;
    for (;;) {
        if (i_4 < 3) {
        } else {
            bool t_18 = t_16;
            float t_19 = t_17;
            float t_20 = sum_4;
            int t_21 = i_4;
            t_14 = t_18;
            t_15 = t_19;
            sum_3 = t_20;
            i_3 = t_21;
            break;
        }
        bool t_22;
        float t_23;
        if (i_4 >= p_4) {
            bool t_24 = true;
            float t_25 = sum_4 + 100.0f;
            float t_26 = sum_4;
            int t_27 = i_4;
            t_14 = t_24;
            t_15 = t_25;
            sum_3 = t_26;
            i_3 = t_27;
            break;
        } else {
            bool t_28 = t_16;
            float t_29 = t_17;
            t_22 = t_28;
            t_23 = t_29;
        }
        Light t_30[3] = p_2.lights;
        Light t_31 = t_30[i_4];
        float t_32 = t_31.power;
        float t_33 = dot(p_3, t_31.dir);
        float nl_1 = t_31.kind == 1 ? -t_33 : t_33;
        int i_5;
        if (nl_1 < 0.0f) {
            bool t_34 = t_22;
            float t_35 = t_23;
            float t_36 = sum_4;
            int t_37 = i_4 + 1;
            t_16 = t_34;
            t_17 = t_35;
            sum_4 = t_36;
            i_4 = t_37;
            continue;
        } else {
            i_5 = i_4;
        }
        float t_38 = nl_1 * t_32;
        float t_39 = t_32 * p_2.uv.x;
        bool t_40 = t_22;
        float t_41 = t_23;
        float t_42 = sum_4 + (t_38 / (1.0f + abs(t_38)) + t_39 / (1.0f + abs(t_39)));
        int t_43 = i_5 + 1;
        t_16 = t_40;
        t_17 = t_41;
        sum_4 = t_42;
        i_4 = t_43;
        continue;
    }
    Scene t_44;
    float t_45;
    float t_46;
    if ((t_14 ? 2 : 0) == 0) {
        Optional_float_ t_47 = p_2.ambient;
        Optional_float_ t_48;
        Scene t_49;
        float t_50;
        if (t_47.hasValue) {
            float2 t_51 = float2(0.0f, 0.0f);
            t_51.y = t_47.value * p_5;
            Scene t_52 = {{{float3(0.0f, 0.0f, 0.0f), 0.0f, 0}, {float3(0.0f, 0.0f, 0.0f), 0.0f, 0}, {float3(0.0f, 0.0f, 0.0f), 0.0f, 0}}, {0.0f, false}, float2(0.0f, 0.0f)};
            Scene t_53 = t_52;
            t_53.uv = t_51;
            Optional_float_ t_54 = {0.0f, false};
            Optional_float_ t_55 = t_54;
            t_55.value = p_2.uv.y * p_5;
            Optional_float_ t_56 = t_55;
            t_56.hasValue = true;
            Optional_float_ t_57 = t_56;
            Scene t_58 = t_53;
            float t_59 = p_5;
            t_48 = t_57;
            t_49 = t_58;
            t_50 = t_59;
        } else {
            Optional_float_ t_60 = {0.0f, false};
            Scene t_61 = {{{float3(0.0f, 0.0f, 0.0f), 0.0f, 0}, {float3(0.0f, 0.0f, 0.0f), 0.0f, 0}, {float3(0.0f, 0.0f, 0.0f), 0.0f, 0}}, {0.0f, false}, float2(0.0f, 0.0f)};
            Optional_float_ t_62 = t_60;
            Scene t_63 = t_61;
            float t_64 = p_5;
            t_48 = t_62;
            t_49 = t_63;
            t_50 = t_64;
        }
        bool t_65 = t_48.hasValue;
        Optional_float_ t_66 = t_49.ambient;
        bool t_67 = t_66.hasValue;
        float t_68 = t_48.value;
        float t_69 = t_66.value;
        Optional_float_ t_70 = {t_67 ? (t_65 ? t_69 + t_68 : t_69) : t_68, t_67 ? t_67 : t_65};
        Light t_71[3] = t_49.lights;
        Light t_72 = t_71[2];
        Light t_73 = {t_72.dir + float3(0.0f, 0.0f, 0.0f), t_72.power + 0.0f, t_72.kind};
        Light t_74 = t_71[1];
        Light t_75 = {t_74.dir + float3(0.0f, 0.0f, 0.0f), t_74.power + 0.0f, t_74.kind};
        Light t_76 = t_71[0];
        Light t_77 = {t_76.dir + float3(0.0f, 0.0f, 0.0f), t_76.power + 0.0f, t_76.kind};
        Light t_78[3] = {t_77, t_75, t_73};
        Scene t_79 = {t_78, t_70, t_49.uv + float2(0.0f, 0.0f)};
        Scene t_80 = t_79;
        float t_81 = t_50;
        float t_82 = 0.0f;
        t_44 = t_80;
        t_45 = t_81;
        t_46 = t_82;
    } else {
        Scene t_83 = {{{float3(0.0f, 0.0f, 0.0f), 0.0f, 0}, {float3(0.0f, 0.0f, 0.0f), 0.0f, 0}, {float3(0.0f, 0.0f, 0.0f), 0.0f, 0}}, {0.0f, false}, float2(0.0f, 0.0f)};
        Scene t_84 = t_83;
        float t_85 = 0.0f;
        float t_86 = p_5;
        t_44 = t_84;
        t_45 = t_85;
        t_46 = t_86;
    }
    int t_87;
    bool t_88 = false;
    float t_89 = 0.0f;
    float t_90 = 0.0f;
    int t_91 = 0;
    int t_92 = 0;
    for (;;) {
        bool t_93 = t_91 < 3;
        int t_94 = t_93 ? 0 : 2;
        int t_95;
        bool t_96;
        float t_97;
        float t_98;
        int t_99;
        bool t_100;
        float t_101;
        float t_102;
        int t_103;
        if (t_94 == 0) {
            bool t_104 = t_91 >= p_4;
            bool t_105 = t_104 ? false : t_88;
            float t_106 = t_104 ? 0.0f : t_89;
            int t_107 = t_104 ? 2 : 0;
            int t_108;
            bool t_109;
            float t_110;
            float t_111;
            int t_112;
            bool t_113;
            float t_114;
            float t_115;
            int t_116;
            if (t_107 == 0) {
                Light t_117[3] = p_2.lights;
                Light t_118 = t_117[t_91];
                float t_119 = t_118.power;
                float t_120 = dot(p_3, t_118.dir);
                float nl_2 = t_118.kind == 1 ? -t_120 : t_120;
                bool t_121 = nl_2 < 0.0f;
                int t_122 = t_121 ? 1 : 0;
                int t_123;
                bool t_124;
                float t_125;
                float t_126;
                int t_127;
                bool t_128;
                float t_129;
                float t_130;
                int t_131;
                if (t_122 == 0) {
                    float t_132 = nl_2 * t_119;
                    float t_133 = t_119 * p_2.uv.x;
                    int t_134 = 1;
                    bool t_135 = t_105;
                    float t_136 = t_106;
                    float t_137 = t_90 + (t_132 / (1.0f + abs(t_132)) + t_133 / (1.0f + abs(t_133)));
                    int t_138 = (t_121 ? 0 : t_91) + 1;
                    bool t_139 = false;
                    float t_140 = 0.0f;
                    float t_141 = 0.0f;
                    int t_142 = 0;
                    t_123 = t_134;
                    t_124 = t_135;
                    t_125 = t_136;
                    t_126 = t_137;
                    t_127 = t_138;
                    t_128 = t_139;
                    t_129 = t_140;
                    t_130 = t_141;
                    t_131 = t_142;
                } else {
                    int t_143 = t_122;
                    bool t_144 = t_121 ? t_105 : false;
                    float t_145 = t_121 ? t_106 : 0.0f;
                    float t_146 = t_121 ? t_90 : 0.0f;
                    int t_147 = t_121 ? t_91 + 1 : 0;
                    bool t_148 = false;
                    float t_149 = 0.0f;
                    float t_150 = 0.0f;
                    int t_151 = 0;
                    t_123 = t_143;
                    t_124 = t_144;
                    t_125 = t_145;
                    t_126 = t_146;
                    t_127 = t_147;
                    t_128 = t_148;
                    t_129 = t_149;
                    t_130 = t_150;
                    t_131 = t_151;
                }
                int t_152 = t_123;
                bool t_153 = t_124;
                float t_154 = t_125;
                float t_155 = t_126;
                int t_156 = t_127;
                bool t_157 = t_128;
                float t_158 = t_129;
                float t_159 = t_130;
                int t_160 = t_131;
                t_108 = t_152;
                t_109 = t_153;
                t_110 = t_154;
                t_111 = t_155;
                t_112 = t_156;
                t_113 = t_157;
                t_114 = t_158;
                t_115 = t_159;
                t_116 = t_160;
            } else {
                int t_161 = t_107;
                bool t_162 = false;
                float t_163 = 0.0f;
                float t_164 = 0.0f;
                int t_165 = 0;
                bool t_166 = t_104;
                float t_167 = t_104 ? t_90 + 100.0f : 0.0f;
                float t_168 = t_104 ? t_90 : 0.0f;
                int t_169 = t_104 ? t_91 : 0;
                t_108 = t_161;
                t_109 = t_162;
                t_110 = t_163;
                t_111 = t_164;
                t_112 = t_165;
                t_113 = t_166;
                t_114 = t_167;
                t_115 = t_168;
                t_116 = t_169;
            }
            int t_170 = t_108;
            bool t_171 = t_109;
            float t_172 = t_110;
            float t_173 = t_111;
            int t_174 = t_112;
            bool t_175 = t_113;
            float t_176 = t_114;
            float t_177 = t_115;
            int t_178 = t_116;
            t_95 = t_170;
            t_96 = t_171;
            t_97 = t_172;
            t_98 = t_173;
            t_99 = t_174;
            t_100 = t_175;
            t_101 = t_176;
            t_102 = t_177;
            t_103 = t_178;
        } else {
            int t_179 = t_94;
            bool t_180 = false;
            float t_181 = 0.0f;
            float t_182 = 0.0f;
            int t_183 = 0;
            bool t_184 = t_93 ? false : t_88;
            float t_185 = t_93 ? 0.0f : t_89;
            float t_186 = t_93 ? 0.0f : t_90;
            int t_187 = t_93 ? 0 : t_91;
            t_95 = t_179;
            t_96 = t_180;
            t_97 = t_181;
            t_98 = t_182;
            t_99 = t_183;
            t_100 = t_184;
            t_101 = t_185;
            t_102 = t_186;
            t_103 = t_187;
        }
        int t_188 = t_92 + 1;
        if (t_95 == 2) {
            t_87 = t_188;
            break;
        }
        bool t_189 = t_96;
        float t_190 = t_97;
        float t_191 = t_98;
        int t_192 = t_99;
        int t_193 = t_188;
        t_88 = t_189;
        t_89 = t_190;
        t_90 = t_191;
        t_91 = t_192;
        t_92 = t_193;
        continue;
    }
    int t_194 = t_87 - 1;
    Scene t_195 = {{{float3(0.0f, 0.0f, 0.0f), 0.0f, 0}, {float3(0.0f, 0.0f, 0.0f), 0.0f, 0}, {float3(0.0f, 0.0f, 0.0f), 0.0f, 0}}, {0.0f, false}, float2(0.0f, 0.0f)};
    float t_196;
    float t_197;
    Scene t_198;
    float3 t_199;
    int t_200 = t_194;
    float t_201 = 0.0f;
    float t_202 = 0.0f;
    Scene t_203 = t_195;
    float3 t_204 = float3(0.0f, 0.0f, 0.0f);
    for (;;) {
        if (t_200 < 0) {
            float t_205 = t_201;
            float t_206 = t_202;
            Scene t_207 = t_203;
            float3 t_208 = t_204;
            t_196 = t_205;
            t_197 = t_206;
            t_198 = t_207;
            t_199 = t_208;
            break;
        }
        bool t_209;
        float t_210;
        float t_211;
        int t_212;
        bool t_213 = false;
        float t_214 = 0.0f;
        float t_215 = 0.0f;
        int t_216 = 0;
        int t_217 = 0;
        for (;;) {
            if (t_217 == t_200) {
                bool t_218 = t_213;
                float t_219 = t_214;
                float t_220 = t_215;
                int t_221 = t_216;
                t_209 = t_218;
                t_210 = t_219;
                t_211 = t_220;
                t_212 = t_221;
                break;
            }
            bool t_222 = t_216 < 3;
            int t_223 = t_222 ? 0 : 2;
            int t_224;
            bool t_225;
            float t_226;
            float t_227;
            int t_228;
            bool t_229;
            float t_230;
            float t_231;
            int t_232;
            if (t_223 == 0) {
                bool t_233 = t_216 >= p_4;
                bool t_234 = t_233 ? false : t_213;
                float t_235 = t_233 ? 0.0f : t_214;
                int t_236 = t_233 ? 2 : 0;
                int t_237;
                bool t_238;
                float t_239;
                float t_240;
                int t_241;
                bool t_242;
                float t_243;
                float t_244;
                int t_245;
                if (t_236 == 0) {
                    Light t_246[3] = p_2.lights;
                    Light t_247 = t_246[t_216];
                    float t_248 = t_247.power;
                    float t_249 = dot(p_3, t_247.dir);
                    float nl_3 = t_247.kind == 1 ? -t_249 : t_249;
                    bool t_250 = nl_3 < 0.0f;
                    int t_251 = t_250 ? 1 : 0;
                    int t_252;
                    bool t_253;
                    float t_254;
                    float t_255;
                    int t_256;
                    bool t_257;
                    float t_258;
                    float t_259;
                    int t_260;
                    if (t_251 == 0) {
                        float t_261 = nl_3 * t_248;
                        float t_262 = t_248 * p_2.uv.x;
                        int t_263 = 1;
                        bool t_264 = t_234;
                        float t_265 = t_235;
                        float t_266 = t_215 + (t_261 / (1.0f + abs(t_261)) + t_262 / (1.0f + abs(t_262)));
                        int t_267 = (t_250 ? 0 : t_216) + 1;
                        bool t_268 = false;
                        float t_269 = 0.0f;
                        float t_270 = 0.0f;
                        int t_271 = 0;
                        t_252 = t_263;
                        t_253 = t_264;
                        t_254 = t_265;
                        t_255 = t_266;
                        t_256 = t_267;
                        t_257 = t_268;
                        t_258 = t_269;
                        t_259 = t_270;
                        t_260 = t_271;
                    } else {
                        int t_272 = t_251;
                        bool t_273 = t_250 ? t_234 : false;
                        float t_274 = t_250 ? t_235 : 0.0f;
                        float t_275 = t_250 ? t_215 : 0.0f;
                        int t_276 = t_250 ? t_216 + 1 : 0;
                        bool t_277 = false;
                        float t_278 = 0.0f;
                        float t_279 = 0.0f;
                        int t_280 = 0;
                        t_252 = t_272;
                        t_253 = t_273;
                        t_254 = t_274;
                        t_255 = t_275;
                        t_256 = t_276;
                        t_257 = t_277;
                        t_258 = t_278;
                        t_259 = t_279;
                        t_260 = t_280;
                    }
                    int t_281 = t_252;
                    bool t_282 = t_253;
                    float t_283 = t_254;
                    float t_284 = t_255;
                    int t_285 = t_256;
                    bool t_286 = t_257;
                    float t_287 = t_258;
                    float t_288 = t_259;
                    int t_289 = t_260;
                    t_237 = t_281;
                    t_238 = t_282;
                    t_239 = t_283;
                    t_240 = t_284;
                    t_241 = t_285;
                    t_242 = t_286;
                    t_243 = t_287;
                    t_244 = t_288;
                    t_245 = t_289;
                } else {
                    int t_290 = t_236;
                    bool t_291 = false;
                    float t_292 = 0.0f;
                    float t_293 = 0.0f;
                    int t_294 = 0;
                    bool t_295 = t_233;
                    float t_296 = t_233 ? t_215 + 100.0f : 0.0f;
                    float t_297 = t_233 ? t_215 : 0.0f;
                    int t_298 = t_233 ? t_216 : 0;
                    t_237 = t_290;
                    t_238 = t_291;
                    t_239 = t_292;
                    t_240 = t_293;
                    t_241 = t_294;
                    t_242 = t_295;
                    t_243 = t_296;
                    t_244 = t_297;
                    t_245 = t_298;
                }
                int t_299 = t_237;
                bool t_300 = t_238;
                float t_301 = t_239;
                float t_302 = t_240;
                int t_303 = t_241;
                bool t_304 = t_242;
                float t_305 = t_243;
                float t_306 = t_244;
                int t_307 = t_245;
                t_224 = t_299;
                t_225 = t_300;
                t_226 = t_301;
                t_227 = t_302;
                t_228 = t_303;
                t_229 = t_304;
                t_230 = t_305;
                t_231 = t_306;
                t_232 = t_307;
            } else {
                int t_308 = t_223;
                bool t_309 = false;
                float t_310 = 0.0f;
                float t_311 = 0.0f;
                int t_312 = 0;
                bool t_313 = t_222 ? false : t_213;
                float t_314 = t_222 ? 0.0f : t_214;
                float t_315 = t_222 ? 0.0f : t_215;
                int t_316 = t_222 ? 0 : t_216;
                t_224 = t_308;
                t_225 = t_309;
                t_226 = t_310;
                t_227 = t_311;
                t_228 = t_312;
                t_229 = t_313;
                t_230 = t_314;
                t_231 = t_315;
                t_232 = t_316;
            }
            if (t_224 == 2) {
                bool t_317 = t_213;
                float t_318 = t_214;
                float t_319 = t_215;
                int t_320 = t_216;
                t_209 = t_317;
                t_210 = t_318;
                t_211 = t_319;
                t_212 = t_320;
                break;
            }
            bool t_321 = t_225;
            float t_322 = t_226;
            float t_323 = t_227;
            int t_324 = t_228;
            int t_325 = t_217 + 1;
            t_213 = t_321;
            t_214 = t_322;
            t_215 = t_323;
            t_216 = t_324;
            t_217 = t_325;
            continue;
        }
        bool t_326 = t_212 < 3;
        bool t_327 = t_200 == t_194;
        float t_328 = t_327 ? (t_14 ? t_46 : 0.0f) : 0.0f;
        float t_329 = t_327 ? t_45 : 0.0f;
        float t_330;
        float t_331;
        Scene t_332;
        float3 t_333;
        float t_334;
        float t_335;
        float t_336;
        float t_337;
        if ((t_326 ? 0 : 2) == 0) {
            bool t_338 = t_212 >= p_4;
            Scene t_339;
            float3 t_340;
            float t_341;
            float t_342;
            float t_343;
            float t_344;
            float t_345;
            float t_346;
            if ((t_338 ? 2 : 0) == 0) {
                Light t_347[3] = p_2.lights;
                Light t_348 = t_347[t_212];
                float t_349 = t_348.power;
                float3 t_350 = t_348.dir;
                float t_351 = dot(p_3, t_350);
                bool t_352 = t_348.kind == 1;
                float nl_4 = t_352 ? -t_351 : t_351;
                bool t_353 = nl_4 < 0.0f;
                float t_354;
                float t_355;
                Scene t_356;
                float t_357;
                float t_358;
                float t_359;
                float t_360;
                float t_361;
                float t_362;
                if ((t_353 ? 1 : 0) == 0) {
                    float t_363 = p_2.uv.x;
                    float t_364 = t_349 * t_363;
                    float t_365 = 1.0f + abs(t_364);
                    float t_366 = 1.0f / t_365 * t_202 + (float)sign(t_364) * (-(t_364 / t_365 / t_365) * t_202);
                    float2 t_367 = float2(0.0f, 0.0f);
                    t_367.x = t_349 * t_366;
                    Scene t_368 = t_195;
                    t_368.uv = t_367;
                    float t_369 = 1.0f + abs(nl_4 * t_349);
                    float t_370 = t_202 / (t_369 * t_369);
                    float t_371 = t_349 * t_370;
                    float t_372 = t_363 * t_366 + nl_4 * t_370;
                    Scene t_373 = t_368;
                    float t_374 = t_202;
                    float t_375 = t_201;
                    float t_376 = 0.0f;
                    float t_377 = 0.0f;
                    float t_378 = 0.0f;
                    float t_379 = 0.0f;
                    t_354 = t_371;
                    t_355 = t_372;
                    t_356 = t_373;
                    t_357 = t_374;
                    t_358 = t_375;
                    t_359 = t_376;
                    t_360 = t_377;
                    t_361 = t_378;
                    t_362 = t_379;
                } else {
                    float t_380 = 0.0f;
                    float t_381 = 0.0f;
                    Scene t_382 = t_195;
                    float t_383 = 0.0f;
                    float t_384 = 0.0f;
                    float t_385 = t_201;
                    float t_386 = t_202;
                    float t_387 = t_328;
                    float t_388 = t_329;
                    t_354 = t_380;
                    t_355 = t_381;
                    t_356 = t_382;
                    t_357 = t_383;
                    t_358 = t_384;
                    t_359 = t_385;
                    t_360 = t_386;
                    t_361 = t_387;
                    t_362 = t_388;
                }
                float3 t_389 = (float3)(t_352 ? -t_354 : t_354);
                Optional_float_ t_390 = t_356.ambient;
                bool t_391 = t_390.hasValue;
                Optional_float_ t_392 = {t_391 ? t_390.value : 0.0f, t_391 ? t_391 : false};
                Light t_393[3] = t_356.lights;
                Light t_394 = t_393[2];
                float t_395 = t_355 + 0.0f;
                bool t_396 = t_212 == 2;
                float3 t_397 = float3(0.0f, 0.0f, 0.0f) + t_389 * p_3;
                Light t_398 = {t_394.dir + (t_396 ? t_397 : float3(0.0f, 0.0f, 0.0f)), t_394.power + (t_396 ? t_395 : 0.0f), t_394.kind};
                Light t_399 = t_393[1];
                bool t_400 = t_212 == 1;
                Light t_401 = {t_399.dir + (t_400 ? t_397 : float3(0.0f, 0.0f, 0.0f)), t_399.power + (t_400 ? t_395 : 0.0f), t_399.kind};
                Light t_402 = t_393[0];
                bool t_403 = t_212 == 0;
                Light t_404 = {t_402.dir + (t_403 ? t_397 : float3(0.0f, 0.0f, 0.0f)), t_402.power + (t_403 ? t_395 : 0.0f), t_402.kind};
                Light t_405[3] = {t_404, t_401, t_398};
                Scene t_406 = {t_405, t_392, t_356.uv + float2(0.0f, 0.0f)};
                Scene t_407 = t_406;
                float3 t_408 = t_389 * t_350;
                float t_409 = t_358 + (t_353 ? t_359 : 0.0f);
                float t_410 = t_357 + (t_353 ? t_360 : 0.0f);
                float t_411 = 0.0f;
                float t_412 = 0.0f;
                float t_413 = 0.0f;
                float t_414 = 0.0f;
                t_339 = t_407;
                t_340 = t_408;
                t_341 = t_409;
                t_342 = t_410;
                t_343 = t_411;
                t_344 = t_412;
                t_345 = t_413;
                t_346 = t_414;
            } else {
                Scene t_415 = t_195;
                float3 t_416 = float3(0.0f, 0.0f, 0.0f);
                float t_417 = 0.0f;
                float t_418 = 0.0f;
                float t_419 = t_201;
                float t_420 = t_202;
                float t_421 = t_328;
                float t_422 = t_329;
                t_339 = t_415;
                t_340 = t_416;
                t_341 = t_417;
                t_342 = t_418;
                t_343 = t_419;
                t_344 = t_420;
                t_345 = t_421;
                t_346 = t_422;
            }
            float t_423 = t_342 + (t_338 ? t_346 + t_345 : 0.0f);
            float t_424 = t_338 ? 0.0f : t_341;
            Scene t_425 = t_339;
            float3 t_426 = t_340;
            float t_427 = 0.0f;
            float t_428 = 0.0f;
            float t_429 = 0.0f;
            float t_430 = 0.0f;
            t_330 = t_423;
            t_331 = t_424;
            t_332 = t_425;
            t_333 = t_426;
            t_334 = t_427;
            t_335 = t_428;
            t_336 = t_429;
            t_337 = t_430;
        } else {
            float t_431 = 0.0f;
            float t_432 = 0.0f;
            Scene t_433 = t_195;
            float3 t_434 = float3(0.0f, 0.0f, 0.0f);
            float t_435 = t_201;
            float t_436 = t_202;
            float t_437 = t_328;
            float t_438 = t_329;
            t_330 = t_431;
            t_331 = t_432;
            t_332 = t_433;
            t_333 = t_434;
            t_334 = t_435;
            t_335 = t_436;
            t_336 = t_437;
            t_337 = t_438;
        }
        Optional_float_ t_439 = t_332.ambient;
        bool t_440 = t_439.hasValue;
        Optional_float_ t_441 = t_203.ambient;
        bool t_442 = t_441.hasValue;
        float t_443 = t_439.value;
        float t_444 = t_441.value;
        Optional_float_ t_445 = {t_442 ? (t_440 ? t_444 + t_443 : t_444) : t_443, t_442 ? t_442 : t_440};
        Light t_446[3] = t_332.lights;
        Light t_447 = t_446[2];
        Light t_448[3] = t_203.lights;
        Light t_449 = t_448[2];
        Light t_450 = {t_449.dir + t_447.dir, t_449.power + t_447.power, t_449.kind + t_447.kind};
        Light t_451 = t_446[1];
        Light t_452 = t_448[1];
        Light t_453 = {t_452.dir + t_451.dir, t_452.power + t_451.power, t_452.kind + t_451.kind};
        Light t_454 = t_446[0];
        Light t_455 = t_448[0];
        Light t_456 = {t_455.dir + t_454.dir, t_455.power + t_454.power, t_455.kind + t_454.kind};
        Light t_457[3] = {t_456, t_453, t_450};
        Scene t_458 = {t_457, t_445, t_203.uv + t_332.uv};
        int t_459 = t_200 - 1;
        float t_460 = t_331 + (t_326 ? 0.0f : t_336);
        float t_461 = t_330 + (t_326 ? 0.0f : t_337);
        Scene t_462 = t_458;
        float3 t_463 = t_204 + t_333;
        t_200 = t_459;
        t_201 = t_460;
        t_202 = t_461;
        t_203 = t_462;
        t_204 = t_463;
        continue;
    }
    Optional_float_ t_464 = t_198.ambient;
    bool t_465 = t_464.hasValue;
    Optional_float_ t_466 = t_44.ambient;
    bool t_467 = t_466.hasValue;
    float t_468 = t_464.value;
    float t_469 = t_466.value;
    Optional_float_ t_470 = {t_467 ? (t_465 ? t_469 + t_468 : t_469) : t_468, t_467 ? t_467 : t_465};
    Light t_471[3] = t_198.lights;
    Light t_472 = t_471[2];
    Light t_473[3] = t_44.lights;
    Light t_474 = t_473[2];
    Light t_475 = {t_474.dir + t_472.dir, t_474.power + t_472.power, t_474.kind + t_472.kind};
    Light t_476 = t_471[1];
    Light t_477 = t_473[1];
    Light t_478 = {t_477.dir + t_476.dir, t_477.power + t_476.power, t_477.kind + t_476.kind};
    Light t_479 = t_471[0];
    Light t_480 = t_473[0];
    Light t_481 = {t_480.dir + t_479.dir, t_480.power + t_479.power, t_480.kind + t_479.kind};
    Light t_482[3] = {t_481, t_478, t_475};
    Scene t_483 = {t_482, t_470, t_44.uv + t_198.uv};
    shadeScene_bwd_Grads t_484 = {t_483, t_199};
    return t_484;
}
shadeScene_fwd_Result shadeScene_fwd(Scene p_6, Scene p_7, float3 p_8, float3 p_9, int p_10) {
    Light s_1[3] = {(Light)0, (Light)0, (Light)0};
    Light t_485[3] = {(Light)0, (Light)0, (Light)0};
    Light t_486[3] = {{float3(0.0f, 0.0f, 0.0f), 0.0f, 0}, {float3(0.0f, 0.0f, 0.0f), 0.0f, 0}, {float3(0.0f, 0.0f, 0.0f), 0.0f, 0}};
    t_485 = t_486;
    Light t_487[3] = p_6.lights;
    s_1 = t_487;
    Optional_float_ t_488 = p_6.ambient;
    float2 t_489 = p_6.uv;
    Light t_490[3] = p_7.lights;
    t_485 = t_490;
    Optional_float_ t_491 = p_7.ambient;
    float2 t_492 = p_7.uv;
    float sum_5;
    float t_493;
    int i_6;
    float sum_6 = 0.0f;
    float t_494 = 0.0f;
    int i_7 = 0;
    for (;;) {
        if (i_7 < 3) {
        } else {
            float t_495 = sum_6;
            float t_496 = t_494;
            int t_497 = i_7;
            sum_5 = t_495;
            t_493 = t_496;
            i_6 = t_497;
            break;
        }
        if (i_7 >= p_10) {
            shadeScene_fwd_Result t_498 = {sum_6 + 100.0f, t_494};
            return t_498;
        }
        Light t_499 = s_1[i_7];
        Light t_500 = t_485[i_7];
        float t_501 = t_499.power;
        float t_502 = dot(p_8, t_499.dir);
        float nl_5 = t_499.kind == 1 ? -t_502 : t_502;
        int i_8;
        if (nl_5 < 0.0f) {
            float t_503 = sum_6;
            float t_504 = t_494;
            int t_505 = i_7 + 1;
            sum_6 = t_503;
            t_494 = t_504;
            i_7 = t_505;
            continue;
        } else {
            i_8 = i_7;
        }
        float t_506 = nl_5 * t_501;
        float t_507 = t_489.x;
        float t_508 = t_501 * t_507;
        float t_509 = t_507 * t_500.power + t_501 * t_492.x;
        float t_510 = 1.0f + abs(t_508);
        float t_511 = t_508 / t_510;
        float t_512 = sum_6 + (t_506 / (1.0f + abs(t_506)) + t_511);
        float t_513 = t_494 + (1.0f / t_510 * t_509 + -(t_511 / t_510) * ((float)sign(t_508) * t_509));
        int t_514 = i_8 + 1;
        sum_6 = t_512;
        t_494 = t_513;
        i_7 = t_514;
        continue;
    }
    float sum_7;
    float t_515;
    if (t_488.hasValue) {
        float t_516 = t_488.value;
        float t_517 = t_489.y;
        float t_518 = sum_5 + t_516 * t_517;
        float t_519 = t_493 + (t_517 * t_491.value + t_516 * t_492.y);
        sum_7 = t_518;
        t_515 = t_519;
    } else {
        float t_520 = sum_5;
        float t_521 = t_493;
        sum_7 = t_520;
        t_515 = t_521;
    }
    shadeScene_fwd_Result t_522 = {sum_7, t_515};
    return t_522;
}
meanSq_bwd_Grads meanSq_bwd(float p_11[4], float p_12) {
    Accum t_523 = {0.0f, 0.0f};
    Accum a;
    int i_9;
    Accum a_1 = t_523;
    int i_10 = 0;
    for (;;) {
        if (i_10 < 4) {
        } else {
            Accum t_524 = a_1;
            int t_525 = i_10;
            a = t_524;
            i_9 = t_525;
            break;
        }
        float t_526 = p_11[i_10];
        if (t_526 > 5.0f) {
            Accum t_527 = a_1;
            int t_528 = i_10;
            a = t_527;
            i_9 = t_528;
            break;
        }
        Accum t_529 = {a_1.total + t_526 * t_526, a_1.count + 1.0f};
        Accum t_530 = t_529;
        int t_531 = i_10 + 1;
        a_1 = t_530;
        i_10 = t_531;
        continue;
    }
    float t_532 = a.count;
    int t_533;
    Accum t_534 = t_523;
    int t_535 = 0;
    int t_536 = 0;
    for (;;) {
        int t_537;
        Accum t_538;
        int t_539;
        Accum t_540;
        int t_541;
        if (t_535 < 4) {
            int t_542 = 0;
            Accum t_543 = t_523;
            int t_544 = 0;
            Accum t_545 = t_523;
            int t_546 = 0;
            t_537 = t_542;
            t_538 = t_543;
            t_539 = t_544;
            t_540 = t_545;
            t_541 = t_546;
        } else {
            int t_547 = 2;
            Accum t_548 = t_523;
            int t_549 = 0;
            Accum t_550 = t_534;
            int t_551 = t_535;
            t_537 = t_547;
            t_538 = t_548;
            t_539 = t_549;
            t_540 = t_550;
            t_541 = t_551;
        }
        int t_552;
        Accum t_553;
        int t_554;
        Accum t_555;
        int t_556;
        if (t_537 == 0) {
            float t_557 = p_11[t_535];
            int t_558;
            Accum t_559;
            int t_560;
            Accum t_561;
            int t_562;
            if (t_557 > 5.0f) {
                int t_563 = 2;
                Accum t_564 = t_523;
                int t_565 = 0;
                Accum t_566 = t_534;
                int t_567 = t_535;
                t_558 = t_563;
                t_559 = t_564;
                t_560 = t_565;
                t_561 = t_566;
                t_562 = t_567;
            } else {
                int t_568 = 0;
                Accum t_569 = t_523;
                int t_570 = 0;
                Accum t_571 = t_523;
                int t_572 = 0;
                t_558 = t_568;
                t_559 = t_569;
                t_560 = t_570;
                t_561 = t_571;
                t_562 = t_572;
            }
            int t_573;
            Accum t_574;
            int t_575;
            Accum t_576;
            int t_577;
            if (t_558 == 0) {
                Accum t_578 = {t_534.total + t_557 * t_557, t_534.count + 1.0f};
                int t_579 = 1;
                Accum t_580 = t_578;
                int t_581 = t_535 + 1;
                Accum t_582 = t_523;
                int t_583 = 0;
                t_573 = t_579;
                t_574 = t_580;
                t_575 = t_581;
                t_576 = t_582;
                t_577 = t_583;
            } else {
                int t_584 = t_558;
                Accum t_585 = t_559;
                int t_586 = t_560;
                Accum t_587 = t_561;
                int t_588 = t_562;
                t_573 = t_584;
                t_574 = t_585;
                t_575 = t_586;
                t_576 = t_587;
                t_577 = t_588;
            }
            int t_589 = t_573;
            Accum t_590 = t_574;
            int t_591 = t_575;
            Accum t_592 = t_576;
            int t_593 = t_577;
            t_552 = t_589;
            t_553 = t_590;
            t_554 = t_591;
            t_555 = t_592;
            t_556 = t_593;
        } else {
            int t_594 = t_537;
            Accum t_595 = t_538;
            int t_596 = t_539;
            Accum t_597 = t_540;
            int t_598 = t_541;
            t_552 = t_594;
            t_553 = t_595;
            t_554 = t_596;
            t_555 = t_597;
            t_556 = t_598;
        }
        int t_599 = t_536 + 1;
        if (t_552 == 2) {
            t_533 = t_599;
            break;
        }
        Accum t_600 = t_553;
        int t_601 = t_554;
        int t_602 = t_599;
        t_534 = t_600;
        t_535 = t_601;
        t_536 = t_602;
        continue;
    }
    int t_603 = t_533 - 1;
    float t_604[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    Accum t_605;
    float t_606[4];
    int t_607 = t_603;
    Accum t_608 = t_523;
    float t_609[4] = t_604;
    for (;;) {
        if (t_607 < 0) {
            Accum t_610 = t_608;
            float t_611[4] = t_609;
            t_605 = t_610;
            t_606 = t_611;
            break;
        }
        Accum t_612;
        int t_613;
        Accum t_614 = t_523;
        int t_615 = 0;
        int t_616 = 0;
        for (;;) {
            if (t_616 == t_607) {
                Accum t_617 = t_614;
                int t_618 = t_615;
                t_612 = t_617;
                t_613 = t_618;
                break;
            }
            int t_619;
            Accum t_620;
            int t_621;
            Accum t_622;
            int t_623;
            if (t_615 < 4) {
                int t_624 = 0;
                Accum t_625 = t_523;
                int t_626 = 0;
                Accum t_627 = t_523;
                int t_628 = 0;
                t_619 = t_624;
                t_620 = t_625;
                t_621 = t_626;
                t_622 = t_627;
                t_623 = t_628;
            } else {
                int t_629 = 2;
                Accum t_630 = t_523;
                int t_631 = 0;
                Accum t_632 = t_614;
                int t_633 = t_615;
                t_619 = t_629;
                t_620 = t_630;
                t_621 = t_631;
                t_622 = t_632;
                t_623 = t_633;
            }
            int t_634;
            Accum t_635;
            int t_636;
            Accum t_637;
            int t_638;
            if (t_619 == 0) {
                float t_639 = p_11[t_615];
                int t_640;
                Accum t_641;
                int t_642;
                Accum t_643;
                int t_644;
                if (t_639 > 5.0f) {
                    int t_645 = 2;
                    Accum t_646 = t_523;
                    int t_647 = 0;
                    Accum t_648 = t_614;
                    int t_649 = t_615;
                    t_640 = t_645;
                    t_641 = t_646;
                    t_642 = t_647;
                    t_643 = t_648;
                    t_644 = t_649;
                } else {
                    int t_650 = 0;
                    Accum t_651 = t_523;
                    int t_652 = 0;
                    Accum t_653 = t_523;
                    int t_654 = 0;
                    t_640 = t_650;
                    t_641 = t_651;
                    t_642 = t_652;
                    t_643 = t_653;
                    t_644 = t_654;
                }
                int t_655;
                Accum t_656;
                int t_657;
                Accum t_658;
                int t_659;
                if (t_640 == 0) {
                    Accum t_660 = {t_614.total + t_639 * t_639, t_614.count + 1.0f};
                    int t_661 = 1;
                    Accum t_662 = t_660;
                    int t_663 = t_615 + 1;
                    Accum t_664 = t_523;
                    int t_665 = 0;
                    t_655 = t_661;
                    t_656 = t_662;
                    t_657 = t_663;
                    t_658 = t_664;
                    t_659 = t_665;
                } else {
                    int t_666 = t_640;
                    Accum t_667 = t_641;
                    int t_668 = t_642;
                    Accum t_669 = t_643;
                    int t_670 = t_644;
                    t_655 = t_666;
                    t_656 = t_667;
                    t_657 = t_668;
                    t_658 = t_669;
                    t_659 = t_670;
                }
                int t_671 = t_655;
                Accum t_672 = t_656;
                int t_673 = t_657;
                Accum t_674 = t_658;
                int t_675 = t_659;
                t_634 = t_671;
                t_635 = t_672;
                t_636 = t_673;
                t_637 = t_674;
                t_638 = t_675;
            } else {
                int t_676 = t_619;
                Accum t_677 = t_620;
                int t_678 = t_621;
                Accum t_679 = t_622;
                int t_680 = t_623;
                t_634 = t_676;
                t_635 = t_677;
                t_636 = t_678;
                t_637 = t_679;
                t_638 = t_680;
            }
            if (t_634 == 2) {
                Accum t_681 = t_614;
                int t_682 = t_615;
                t_612 = t_681;
                t_613 = t_682;
                break;
            }
            Accum t_683 = t_635;
            int t_684 = t_636;
            int t_685 = t_616 + 1;
            t_614 = t_683;
            t_615 = t_684;
            t_616 = t_685;
            continue;
        }
        bool t_686 = t_613 < 4;
        int t_687;
        Accum t_688;
        int t_689;
        Accum t_690;
        int t_691;
        if (t_686) {
            int t_692 = 0;
            Accum t_693 = t_523;
            int t_694 = 0;
            Accum t_695 = t_523;
            int t_696 = 0;
            t_687 = t_692;
            t_688 = t_693;
            t_689 = t_694;
            t_690 = t_695;
            t_691 = t_696;
        } else {
            int t_697 = 2;
            Accum t_698 = t_523;
            int t_699 = 0;
            Accum t_700 = t_612;
            int t_701 = t_613;
            t_687 = t_697;
            t_688 = t_698;
            t_689 = t_699;
            t_690 = t_700;
            t_691 = t_701;
        }
        bool t_702 = t_607 == t_603;
        Accum t_703 = {t_702 ? 0.0f + 1.0f / t_532 * p_12 : 0.0f, t_702 ? -(a.total / t_532 / t_532) * p_12 + 0.0f : 0.0f};
        float t_704[4];
        Accum t_705;
        Accum t_706;
        Accum t_707;
        if (t_687 == 0) {
            float t_708 = p_11[t_613];
            bool t_709 = t_708 > 5.0f;
            int t_710;
            Accum t_711;
            int t_712;
            Accum t_713;
            int t_714;
            if (t_709) {
                int t_715 = 2;
                Accum t_716 = t_523;
                int t_717 = 0;
                Accum t_718 = t_612;
                int t_719 = t_613;
                t_710 = t_715;
                t_711 = t_716;
                t_712 = t_717;
                t_713 = t_718;
                t_714 = t_719;
            } else {
                int t_720 = 0;
                Accum t_721 = t_523;
                int t_722 = 0;
                Accum t_723 = t_523;
                int t_724 = 0;
                t_710 = t_720;
                t_711 = t_721;
                t_712 = t_722;
                t_713 = t_723;
                t_714 = t_724;
            }
            float t_725[4];
            Accum t_726;
            Accum t_727;
            Accum t_728;
            if (t_710 == 0) {
                float t_729 = t_608.total;
                float t_730 = t_708 * t_729;
                float t_731 = t_730 + t_730;
                Accum t_732 = {0.0f + t_729, t_608.count + 0.0f};
                float t_733[4] = t_604;
                t_733[0] = t_613 == 0 ? t_731 : 0.0f;
                float t_734[4] = t_733;
                t_734[1] = t_613 == 1 ? t_731 : 0.0f;
                float t_735[4] = t_734;
                t_735[2] = t_613 == 2 ? t_731 : 0.0f;
                float t_736[4] = t_735;
                t_736[3] = t_613 == 3 ? t_731 : 0.0f;
                float t_737[4] = t_736;
                Accum t_738 = t_732;
                Accum t_739 = t_523;
                Accum t_740 = t_523;
                t_725 = t_737;
                t_726 = t_738;
                t_727 = t_739;
                t_728 = t_740;
            } else {
                float t_741[4] = t_604;
                Accum t_742 = t_523;
                Accum t_743 = t_608;
                Accum t_744 = t_703;
                t_725 = t_741;
                t_726 = t_742;
                t_727 = t_743;
                t_728 = t_744;
            }
            Accum t_745;
            if (t_709) {
                t_745 = t_728;
            } else {
                t_745 = t_523;
            }
            Accum t_746 = {t_726.total + t_745.total, t_726.count + t_745.count};
            float t_747[4] = t_725;
            Accum t_748 = t_746;
            Accum t_749 = t_523;
            Accum t_750 = t_523;
            t_704 = t_747;
            t_705 = t_748;
            t_706 = t_749;
            t_707 = t_750;
        } else {
            float t_751[4] = t_604;
            Accum t_752 = t_523;
            Accum t_753 = t_608;
            Accum t_754 = t_703;
            t_704 = t_751;
            t_705 = t_752;
            t_706 = t_753;
            t_707 = t_754;
        }
        Accum t_755;
        if (t_686) {
            t_755 = t_523;
        } else {
            t_755 = t_707;
        }
        Accum t_756 = {t_705.total + t_755.total, t_705.count + t_755.count};
        float t_757[4] = {t_609[0] + t_704[0], t_609[1] + t_704[1], t_609[2] + t_704[2], t_609[3] + t_704[3]};
        int t_758 = t_607 - 1;
        Accum t_759 = t_756;
        float t_760[4] = t_757;
        t_607 = t_758;
        t_608 = t_759;
        t_609 = t_760;
        continue;
    }
    meanSq_bwd_Grads t_761 = {t_606};
    return t_761;
}
void computeMain_1() {
    Scene t_762 = {{{float3(0.0f, 1.0f, 0.0f), 2.0f, 0}, {float3(0.6f, 0.8f, 0.0f), 1.5f, 1}, {float3(0.0f, 0.6f, 0.8f), 0.5f, 0}}, {0.3f, true}, float2(0.25f, 0.75f)};
    shadeScene_bwd_Grads t_763 = shadeScene_bwd(t_762, float3(0.104828484f, 0.94345635f, 0.31448546f), 3, 1.0f);
    Scene t_764 = t_763.f0;
    Light t_765[3] = t_764.lights;
    Light t_766 = t_765[0];
    Light t_767 = t_765[1];
    Light t_768 = t_765[2];
    Optional_float_ t_769 = t_764.ambient;
    float2 t_770 = t_764.uv;
    outputBuffer[0u] = t_766.power;
    outputBuffer[1u] = t_767.power;
    outputBuffer[2u] = t_768.dir.z;
    outputBuffer[3u] = t_769.value;
    outputBuffer[4u] = t_770.x;
    outputBuffer[5u] = t_770.y;
    outputBuffer[6u] = t_763.f1.y;
    float t_771 = shadeScene(t_762, float3(0.104828484f, 0.94345635f, 0.31448546f), 3);
    outputBuffer[7u] = t_771;
    shadeScene_bwd_Grads t_772 = shadeScene_bwd(t_762, float3(0.104828484f, 0.94345635f, 0.31448546f), 2, 1.0f);
    Scene t_773 = t_772.f0;
    Light t_774[3] = t_773.lights;
    Light t_775 = t_774[0];
    outputBuffer[8u] = t_775.power;
    outputBuffer[9u] = t_773.uv.y;
    shadeScene_fwd_Result t_776 = shadeScene_fwd(t_762, t_764, float3(0.104828484f, 0.94345635f, 0.31448546f), float3(1.0f, 0.0f, 0.0f), 3);
    outputBuffer[10u] = t_776.d;
    smoothMix_bwd_Grads t_777 = smoothMix_bwd(float3(1.0f, 2.0f, 3.0f), float3(4.0f, 5.0f, 6.0f), 0.3f, float3(1.0f, 1.0f, 1.0f));
    outputBuffer[11u] = t_777.f0.x;
    outputBuffer[12u] = t_777.f1.z;
    outputBuffer[13u] = t_777.f2;
    float t_778[4] = {1.0f, 2.0f, 7.0f, 3.0f};
    meanSq_bwd_Grads t_779 = meanSq_bwd(t_778, 1.0f);
    float t_780[4] = t_779.f0;
    outputBuffer[14u] = t_780[0];
    outputBuffer[15u] = t_780[1];
    outputBuffer[16u] = t_780[2];
    outputBuffer[17u] = t_780[3];
    return;
}
smoothMix_bwd_Grads smoothMix_bwd(float3 p_13, float3 p_14, float p_15, float3 p_16) {
    float3 r;
    int k;
    float3 r_1 = p_13;
    int k_1 = 0;
    for (;;) {
        if (k_1 < 3) {
        } else {
            float3 t_781 = r_1;
            int t_782 = k_1;
            r = t_781;
            k = t_782;
            break;
        }
        float t_783 = p_13[k_1] * (1.0f - p_15) + p_14[k_1] * p_15 * p_15;
        float3 t_784 = r_1;
        t_784.x = k_1 == 0 ? t_783 : r_1.x;
        float3 t_785 = t_784;
        t_785.y = k_1 == 1 ? t_783 : r_1.y;
        float3 t_786 = t_785;
        t_786.z = k_1 == 2 ? t_783 : r_1.z;
        float3 t_787 = t_786;
        int t_788 = k_1 + 1;
        r_1 = t_787;
        k_1 = t_788;
        continue;
    }
    int t_789;
    float3 t_790 = p_13;
    int t_791 = 0;
    int t_792 = 0;
    for (;;) {
        int t_793;
        float3 t_794;
        int t_795;
        float3 t_796;
        int t_797;
        if (t_791 < 3) {
            int t_798 = 0;
            float3 t_799 = float3(0.0f, 0.0f, 0.0f);
            int t_800 = 0;
            float3 t_801 = float3(0.0f, 0.0f, 0.0f);
            int t_802 = 0;
            t_793 = t_798;
            t_794 = t_799;
            t_795 = t_800;
            t_796 = t_801;
            t_797 = t_802;
        } else {
            int t_803 = 2;
            float3 t_804 = float3(0.0f, 0.0f, 0.0f);
            int t_805 = 0;
            float3 t_806 = t_790;
            int t_807 = t_791;
            t_793 = t_803;
            t_794 = t_804;
            t_795 = t_805;
            t_796 = t_806;
            t_797 = t_807;
        }
        int t_808;
        float3 t_809;
        int t_810;
        float3 t_811;
        int t_812;
        if (t_793 == 0) {
            float t_813 = p_13[t_791] * (1.0f - p_15) + p_14[t_791] * p_15 * p_15;
            float3 t_814 = t_790;
            t_814.x = t_791 == 0 ? t_813 : t_790.x;
            float3 t_815 = t_814;
            t_815.y = t_791 == 1 ? t_813 : t_790.y;
            float3 t_816 = t_815;
            t_816.z = t_791 == 2 ? t_813 : t_790.z;
            int t_817 = 1;
            float3 t_818 = t_816;
            int t_819 = t_791 + 1;
            float3 t_820 = float3(0.0f, 0.0f, 0.0f);
            int t_821 = 0;
            t_808 = t_817;
            t_809 = t_818;
            t_810 = t_819;
            t_811 = t_820;
            t_812 = t_821;
        } else {
            int t_822 = t_793;
            float3 t_823 = t_794;
            int t_824 = t_795;
            float3 t_825 = t_796;
            int t_826 = t_797;
            t_808 = t_822;
            t_809 = t_823;
            t_810 = t_824;
            t_811 = t_825;
            t_812 = t_826;
        }
        int t_827 = t_792 + 1;
        if (t_808 == 2) {
            t_789 = t_827;
            break;
        }
        float3 t_828 = t_809;
        int t_829 = t_810;
        int t_830 = t_827;
        t_790 = t_828;
        t_791 = t_829;
        t_792 = t_830;
        continue;
    }
    int t_831 = t_789 - 1;
    float3 t_832;
    float3 t_833;
    float t_834;
    float3 t_835;
    int t_836 = t_831;
    float3 t_837 = float3(0.0f, 0.0f, 0.0f);
    float3 t_838 = float3(0.0f, 0.0f, 0.0f);
    float t_839 = 0.0f;
    float3 t_840 = float3(0.0f, 0.0f, 0.0f);
    for (;;) {
        if (t_836 < 0) {
            float3 t_841 = t_837;
            float3 t_842 = t_838;
            float t_843 = t_839;
            float3 t_844 = t_840;
            t_832 = t_841;
            t_833 = t_842;
            t_834 = t_843;
            t_835 = t_844;
            break;
        }
        float3 t_845;
        int t_846;
        float3 t_847 = p_13;
        int t_848 = 0;
        int t_849 = 0;
        for (;;) {
            if (t_849 == t_836) {
                float3 t_850 = t_847;
                int t_851 = t_848;
                t_845 = t_850;
                t_846 = t_851;
                break;
            }
            int t_852;
            float3 t_853;
            int t_854;
            float3 t_855;
            int t_856;
            if (t_848 < 3) {
                int t_857 = 0;
                float3 t_858 = float3(0.0f, 0.0f, 0.0f);
                int t_859 = 0;
                float3 t_860 = float3(0.0f, 0.0f, 0.0f);
                int t_861 = 0;
                t_852 = t_857;
                t_853 = t_858;
                t_854 = t_859;
                t_855 = t_860;
                t_856 = t_861;
            } else {
                int t_862 = 2;
                float3 t_863 = float3(0.0f, 0.0f, 0.0f);
                int t_864 = 0;
                float3 t_865 = t_847;
                int t_866 = t_848;
                t_852 = t_862;
                t_853 = t_863;
                t_854 = t_864;
                t_855 = t_865;
                t_856 = t_866;
            }
            int t_867;
            float3 t_868;
            int t_869;
            float3 t_870;
            int t_871;
            if (t_852 == 0) {
                float t_872 = p_13[t_848] * (1.0f - p_15) + p_14[t_848] * p_15 * p_15;
                float3 t_873 = t_847;
                t_873.x = t_848 == 0 ? t_872 : t_847.x;
                float3 t_874 = t_873;
                t_874.y = t_848 == 1 ? t_872 : t_847.y;
                float3 t_875 = t_874;
                t_875.z = t_848 == 2 ? t_872 : t_847.z;
                int t_876 = 1;
                float3 t_877 = t_875;
                int t_878 = t_848 + 1;
                float3 t_879 = float3(0.0f, 0.0f, 0.0f);
                int t_880 = 0;
                t_867 = t_876;
                t_868 = t_877;
                t_869 = t_878;
                t_870 = t_879;
                t_871 = t_880;
            } else {
                int t_881 = t_852;
                float3 t_882 = t_853;
                int t_883 = t_854;
                float3 t_884 = t_855;
                int t_885 = t_856;
                t_867 = t_881;
                t_868 = t_882;
                t_869 = t_883;
                t_870 = t_884;
                t_871 = t_885;
            }
            if (t_867 == 2) {
                float3 t_886 = t_847;
                int t_887 = t_848;
                t_845 = t_886;
                t_846 = t_887;
                break;
            }
            float3 t_888 = t_868;
            int t_889 = t_869;
            int t_890 = t_849 + 1;
            t_847 = t_888;
            t_848 = t_889;
            t_849 = t_890;
            continue;
        }
        bool t_891 = t_846 < 3;
        int t_892;
        float3 t_893;
        int t_894;
        float3 t_895;
        int t_896;
        if (t_891) {
            int t_897 = 0;
            float3 t_898 = float3(0.0f, 0.0f, 0.0f);
            int t_899 = 0;
            float3 t_900 = float3(0.0f, 0.0f, 0.0f);
            int t_901 = 0;
            t_892 = t_897;
            t_893 = t_898;
            t_894 = t_899;
            t_895 = t_900;
            t_896 = t_901;
        } else {
            int t_902 = 2;
            float3 t_903 = float3(0.0f, 0.0f, 0.0f);
            int t_904 = 0;
            float3 t_905 = t_845;
            int t_906 = t_846;
            t_892 = t_902;
            t_893 = t_903;
            t_894 = t_904;
            t_895 = t_905;
            t_896 = t_906;
        }
        float3 t_907;
        float t_908;
        float3 t_909;
        float3 t_910;
        float3 t_911;
        float3 t_912;
        if (t_892 == 0) {
            float t_913 = p_14[t_846];
            bool t_914 = t_846 == 0;
            bool t_915 = t_846 == 1;
            bool t_916 = t_846 == 2;
            float3 t_917 = t_837;
            t_917.z = 0.0f;
            float t_918 = t_837.z;
            float3 t_919 = float3(0.0f, 0.0f, 0.0f);
            t_919.z = t_916 ? 0.0f : t_918;
            float3 t_920 = t_917;
            t_920.y = 0.0f;
            float t_921 = t_837.y;
            float3 t_922 = float3(0.0f, 0.0f, 0.0f);
            t_922.y = t_915 ? 0.0f : t_921;
            float3 t_923 = t_920;
            t_923.x = 0.0f;
            float t_924 = t_837.x;
            float t_925 = (t_916 ? t_918 : 0.0f) + (t_915 ? t_921 : 0.0f) + (t_914 ? t_924 : 0.0f);
            float3 t_926 = float3(0.0f, 0.0f, 0.0f);
            t_926.x = t_914 ? 0.0f : t_924;
            float t_927 = p_15 * t_925;
            float t_928 = p_15 * t_927;
            float t_929 = (1.0f - p_15) * t_925;
            float3 t_930 = float3(t_914 ? t_929 : 0.0f, t_915 ? t_929 : 0.0f, t_916 ? t_929 : 0.0f);
            float t_931 = t_913 * p_15 * t_925 + t_913 * t_927 + -(p_13[t_846] * t_925);
            float3 t_932 = float3(t_914 ? t_928 : 0.0f, t_915 ? t_928 : 0.0f, t_916 ? t_928 : 0.0f);
            float3 t_933 = t_919 + t_922 + t_923 + t_926;
            float3 t_934 = float3(0.0f, 0.0f, 0.0f);
            float3 t_935 = float3(0.0f, 0.0f, 0.0f);
            t_907 = t_930;
            t_908 = t_931;
            t_909 = t_932;
            t_910 = t_933;
            t_911 = t_934;
            t_912 = t_935;
        } else {
            float3 t_936 = float3(0.0f, 0.0f, 0.0f);
            float t_937 = 0.0f;
            float3 t_938 = float3(0.0f, 0.0f, 0.0f);
            float3 t_939 = float3(0.0f, 0.0f, 0.0f);
            float3 t_940 = t_837;
            float3 t_941 = t_836 == t_831 ? p_16 : float3(0.0f, 0.0f, 0.0f);
            t_907 = t_936;
            t_908 = t_937;
            t_909 = t_938;
            t_910 = t_939;
            t_911 = t_940;
            t_912 = t_941;
        }
        float3 t_942;
        if (t_891) {
            t_942 = float3(0.0f, 0.0f, 0.0f);
        } else {
            t_942 = t_912;
        }
        int t_943 = t_836 - 1;
        float3 t_944 = t_910 + t_942;
        float3 t_945 = t_838 + t_907;
        float t_946 = t_839 + t_908;
        float3 t_947 = t_840 + t_909;
        t_836 = t_943;
        t_837 = t_944;
        t_838 = t_945;
        t_839 = t_946;
        t_840 = t_947;
        continue;
    }
    smoothMix_bwd_Grads t_948 = {t_832 + t_833, t_835, t_834};
    return t_948;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
