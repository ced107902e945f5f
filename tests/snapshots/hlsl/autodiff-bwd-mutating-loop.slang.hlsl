struct Buf
{
    float d[3];
};
struct Buf_put_bwd_Grads
{
    Buf f0;
    float f1;
};
struct fill_bwd_Grads
{
    float3 f0;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
Buf_put_bwd_Grads Buf_put_bwd(inout Buf p, float p_1, inout uint p_2, Buf p_3);
float3 fill(float3 x);
fill_bwd_Grads fill_bwd(float3 p_4, float3 p_5);
void computeMain_1();
Buf_put_bwd_Grads Buf_put_bwd(inout Buf p, float p_1, inout uint p_2, Buf p_3) {
    uint t = p_2;
    Buf t_1 = p;
    float t_2 = p_1 * p_1;
    float t_3[3] = t_1.d;
    bool t_4 = t == 0u;
    float t_5[3] = t_3;
    t_5[0] = t_4 ? t_2 : t_3[0];
    bool t_6 = t == 1u;
    float t_7[3] = t_5;
    t_7[1] = t_6 ? t_2 : t_3[1];
    bool t_8 = t == 2u;
    float t_9[3] = t_7;
    t_9[2] = t_8 ? t_2 : t_3[2];
    Buf t_10 = t_1;
    t_10.d = t_9;
    p = t_10;
    p_2 = t + 1u;
    float t_11[3] = p_3.d;
    float t_12 = t_11[2];
    float t_13 = t_11[1];
    float t_14 = t_11[0];
    float t_15[3] = {0.0f + (0.0f + (t_4 ? 0.0f : t_14)), 0.0f + (0.0f + (t_6 ? 0.0f : t_13) + 0.0f + 0.0f), 0.0f + ((t_8 ? 0.0f : t_12) + 0.0f + 0.0f + 0.0f)};
    Buf t_16 = {t_15};
    float t_17 = p_1 * ((t_8 ? t_12 : 0.0f) + (t_6 ? t_13 : 0.0f) + (t_4 ? t_14 : 0.0f));
    Buf_put_bwd_Grads t_18 = {t_16, t_17 + t_17};
    return t_18;
}
float3 fill(float3 x) {
    float3 x_1 = (float3)0.0f;
    x_1 = x;
    float b[3] = {0.0f, 0.0f, 0.0f};
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            i = i_1;
            break;
        }
        b[i_1] = 0.0f;
        i_1 = i_1 + 1;
        continue;
    }
    uint c;
    uint at;
    int i_2;
    uint c_1 = 0u;
    uint at_1 = 0u;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            uint t_19 = c_1;
            uint t_20 = at_1;
            int t_21 = i_3;
            c = t_19;
            at = t_20;
            i_2 = t_21;
            break;
        }
        float t_22 = x_1[i_3];
        float t_23 = t_22 * (float)(c_1 + 1u);
        b[at_1] = t_23 * t_23;
        uint t_24 = c_1 + 2u;
        uint t_25 = at_1 + 1u;
        int t_26 = i_3 + 1;
        c_1 = t_24;
        at_1 = t_25;
        i_3 = t_26;
        continue;
    }
    float t_27 = b[0];
    float t_28 = b[1];
    float t_29 = b[2];
    return float3(t_27, t_28, t_29);
}
fill_bwd_Grads fill_bwd(float3 p_4, float3 p_5) {
    Buf b_1 = {{0.0f, 0.0f, 0.0f}};
    Buf b_2;
    int i_4;
    Buf b_3 = b_1;
    int i_5 = 0;
    for (;;) {
        if (i_5 < 3) {
        } else {
            Buf t_30 = b_3;
            int t_31 = i_5;
            b_2 = t_30;
            i_4 = t_31;
            break;
        }
        float t_32[3] = b_3.d;
        float t_33[3] = t_32;
        t_33[0] = i_5 == 0 ? 0.0f : t_32[0];
        float t_34[3] = t_33;
        t_34[1] = i_5 == 1 ? 0.0f : t_32[1];
        float t_35[3] = t_34;
        t_35[2] = i_5 == 2 ? 0.0f : t_32[2];
        Buf t_36 = b_3;
        t_36.d = t_35;
        Buf t_37 = t_36;
        int t_38 = i_5 + 1;
        b_3 = t_37;
        i_5 = t_38;
        continue;
    }
    Buf b_4;
    uint c_2;
    uint at_2;
    int i_6;
    Buf b_5 = b_2;
    uint c_3 = 0u;
    uint at_3 = 0u;
    int i_7 = 0;
    for (;;) {
        if (i_7 < 3) {
        } else {
            Buf t_39 = b_5;
            uint t_40 = c_3;
            uint t_41 = at_3;
            int t_42 = i_7;
            b_4 = t_39;
            c_2 = t_40;
            at_2 = t_41;
            i_6 = t_42;
            break;
        }
        float t_43 = p_4[i_7] * (float)(c_3 + 1u);
        float t_44[3] = {0.0f, 0.0f, 0.0f};
        float t_45[3] = b_5.d;
        t_44 = t_45;
        t_44[at_3] = t_43 * t_43;
        float t_46[3] = t_44;
        Buf t_47 = {t_46};
        Buf t_48 = t_47;
        uint t_49 = c_3 + 2u;
        uint t_50 = at_3 + 1u;
        int t_51 = i_7 + 1;
        b_5 = t_48;
        c_3 = t_49;
        at_3 = t_50;
        i_7 = t_51;
        continue;
    }
    int t_52;
    Buf t_53 = b_2;
    uint t_54 = 0u;
    uint t_55 = 0u;
    int t_56 = 0;
    int t_57 = 0;
    for (;;) {
        int t_58;
        Buf t_59;
        uint t_60;
        uint t_61;
        int t_62;
        Buf t_63;
        uint t_64;
        uint t_65;
        int t_66;
        if (t_56 < 3) {
            int t_67 = 0;
            Buf t_68 = b_1;
            uint t_69 = 0u;
            uint t_70 = 0u;
            int t_71 = 0;
            Buf t_72 = b_1;
            uint t_73 = 0u;
            uint t_74 = 0u;
            int t_75 = 0;
            t_58 = t_67;
            t_59 = t_68;
            t_60 = t_69;
            t_61 = t_70;
            t_62 = t_71;
            t_63 = t_72;
            t_64 = t_73;
            t_65 = t_74;
            t_66 = t_75;
        } else {
            int t_76 = 2;
            Buf t_77 = b_1;
            uint t_78 = 0u;
            uint t_79 = 0u;
            int t_80 = 0;
            Buf t_81 = t_53;
            uint t_82 = t_54;
            uint t_83 = t_55;
            int t_84 = t_56;
            t_58 = t_76;
            t_59 = t_77;
            t_60 = t_78;
            t_61 = t_79;
            t_62 = t_80;
            t_63 = t_81;
            t_64 = t_82;
            t_65 = t_83;
            t_66 = t_84;
        }
        int t_85;
        Buf t_86;
        uint t_87;
        uint t_88;
        int t_89;
        Buf t_90;
        uint t_91;
        uint t_92;
        int t_93;
        if (t_58 == 0) {
            float t_94 = p_4[t_56] * (float)(t_54 + 1u);
            float t_95[3] = {0.0f, 0.0f, 0.0f};
            float t_96[3] = t_53.d;
            t_95 = t_96;
            t_95[t_55] = t_94 * t_94;
            float t_97[3] = t_95;
            Buf t_98 = {t_97};
            int t_99 = 1;
            Buf t_100 = t_98;
            uint t_101 = t_54 + 2u;
            uint t_102 = t_55 + 1u;
            int t_103 = t_56 + 1;
            Buf t_104 = b_1;
            uint t_105 = 0u;
            uint t_106 = 0u;
            int t_107 = 0;
            t_85 = t_99;
            t_86 = t_100;
            t_87 = t_101;
            t_88 = t_102;
            t_89 = t_103;
            t_90 = t_104;
            t_91 = t_105;
            t_92 = t_106;
            t_93 = t_107;
        } else {
            int t_108 = t_58;
            Buf t_109 = t_59;
            uint t_110 = t_60;
            uint t_111 = t_61;
            int t_112 = t_62;
            Buf t_113 = t_63;
            uint t_114 = t_64;
            uint t_115 = t_65;
            int t_116 = t_66;
            t_85 = t_108;
            t_86 = t_109;
            t_87 = t_110;
            t_88 = t_111;
            t_89 = t_112;
            t_90 = t_113;
            t_91 = t_114;
            t_92 = t_115;
            t_93 = t_116;
        }
        int t_117 = t_57 + 1;
        if (t_85 == 2) {
            t_52 = t_117;
            break;
        }
        Buf t_118 = t_86;
        uint t_119 = t_87;
        uint t_120 = t_88;
        int t_121 = t_89;
        int t_122 = t_117;
        t_53 = t_118;
        t_54 = t_119;
        t_55 = t_120;
        t_56 = t_121;
        t_57 = t_122;
        continue;
    }
    int t_123 = t_52 - 1;
    Buf t_124;
    float3 t_125;
    int t_126 = t_123;
    Buf t_127 = b_1;
    float3 t_128 = float3(0.0f, 0.0f, 0.0f);
    for (;;) {
        if (t_126 < 0) {
            Buf t_129 = t_127;
            float3 t_130 = t_128;
            t_124 = t_129;
            t_125 = t_130;
            break;
        }
        Buf t_131;
        uint t_132;
        uint t_133;
        int t_134;
        Buf t_135 = b_2;
        uint t_136 = 0u;
        uint t_137 = 0u;
        int t_138 = 0;
        int t_139 = 0;
        for (;;) {
            if (t_139 == t_126) {
                Buf t_140 = t_135;
                uint t_141 = t_136;
                uint t_142 = t_137;
                int t_143 = t_138;
                t_131 = t_140;
                t_132 = t_141;
                t_133 = t_142;
                t_134 = t_143;
                break;
            }
            int t_144;
            Buf t_145;
            uint t_146;
            uint t_147;
            int t_148;
            Buf t_149;
            uint t_150;
            uint t_151;
            int t_152;
            if (t_138 < 3) {
                int t_153 = 0;
                Buf t_154 = b_1;
                uint t_155 = 0u;
                uint t_156 = 0u;
                int t_157 = 0;
                Buf t_158 = b_1;
                uint t_159 = 0u;
                uint t_160 = 0u;
                int t_161 = 0;
                t_144 = t_153;
                t_145 = t_154;
                t_146 = t_155;
                t_147 = t_156;
                t_148 = t_157;
                t_149 = t_158;
                t_150 = t_159;
                t_151 = t_160;
                t_152 = t_161;
            } else {
                int t_162 = 2;
                Buf t_163 = b_1;
                uint t_164 = 0u;
                uint t_165 = 0u;
                int t_166 = 0;
                Buf t_167 = t_135;
                uint t_168 = t_136;
                uint t_169 = t_137;
                int t_170 = t_138;
                t_144 = t_162;
                t_145 = t_163;
                t_146 = t_164;
                t_147 = t_165;
                t_148 = t_166;
                t_149 = t_167;
                t_150 = t_168;
                t_151 = t_169;
                t_152 = t_170;
            }
            int t_171;
            Buf t_172;
            uint t_173;
            uint t_174;
            int t_175;
            Buf t_176;
            uint t_177;
            uint t_178;
            int t_179;
            if (t_144 == 0) {
                float t_180 = p_4[t_138] * (float)(t_136 + 1u);
                float t_181[3] = {0.0f, 0.0f, 0.0f};
                float t_182[3] = t_135.d;
                t_181 = t_182;
                t_181[t_137] = t_180 * t_180;
                float t_183[3] = t_181;
                Buf t_184 = {t_183};
                int t_185 = 1;
                Buf t_186 = t_184;
                uint t_187 = t_136 + 2u;
                uint t_188 = t_137 + 1u;
                int t_189 = t_138 + 1;
                Buf t_190 = b_1;
                uint t_191 = 0u;
                uint t_192 = 0u;
                int t_193 = 0;
                t_171 = t_185;
                t_172 = t_186;
                t_173 = t_187;
                t_174 = t_188;
                t_175 = t_189;
                t_176 = t_190;
                t_177 = t_191;
                t_178 = t_192;
                t_179 = t_193;
            } else {
                int t_194 = t_144;
                Buf t_195 = t_145;
                uint t_196 = t_146;
                uint t_197 = t_147;
                int t_198 = t_148;
                Buf t_199 = t_149;
                uint t_200 = t_150;
                uint t_201 = t_151;
                int t_202 = t_152;
                t_171 = t_194;
                t_172 = t_195;
                t_173 = t_196;
                t_174 = t_197;
                t_175 = t_198;
                t_176 = t_199;
                t_177 = t_200;
                t_178 = t_201;
                t_179 = t_202;
            }
            if (t_171 == 2) {
                Buf t_203 = t_135;
                uint t_204 = t_136;
                uint t_205 = t_137;
                int t_206 = t_138;
                t_131 = t_203;
                t_132 = t_204;
                t_133 = t_205;
                t_134 = t_206;
                break;
            }
            Buf t_207 = t_172;
            uint t_208 = t_173;
            uint t_209 = t_174;
            int t_210 = t_175;
            int t_211 = t_139 + 1;
            t_135 = t_207;
            t_136 = t_208;
            t_137 = t_209;
            t_138 = t_210;
            t_139 = t_211;
            continue;
        }
        bool t_212 = t_134 < 3;
        int t_213;
        Buf t_214;
        uint t_215;
        uint t_216;
        int t_217;
        Buf t_218;
        uint t_219;
        uint t_220;
        int t_221;
        if (t_212) {
            int t_222 = 0;
            Buf t_223 = b_1;
            uint t_224 = 0u;
            uint t_225 = 0u;
            int t_226 = 0;
            Buf t_227 = b_1;
            uint t_228 = 0u;
            uint t_229 = 0u;
            int t_230 = 0;
            t_213 = t_222;
            t_214 = t_223;
            t_215 = t_224;
            t_216 = t_225;
            t_217 = t_226;
            t_218 = t_227;
            t_219 = t_228;
            t_220 = t_229;
            t_221 = t_230;
        } else {
            int t_231 = 2;
            Buf t_232 = b_1;
            uint t_233 = 0u;
            uint t_234 = 0u;
            int t_235 = 0;
            Buf t_236 = t_131;
            uint t_237 = t_132;
            uint t_238 = t_133;
            int t_239 = t_134;
            t_213 = t_231;
            t_214 = t_232;
            t_215 = t_233;
            t_216 = t_234;
            t_217 = t_235;
            t_218 = t_236;
            t_219 = t_237;
            t_220 = t_238;
            t_221 = t_239;
        }
        bool t_240 = t_213 == 0;
        int t_241;
        Buf t_242;
        uint t_243;
        uint t_244;
        int t_245;
        Buf t_246;
        uint t_247;
        uint t_248;
        int t_249;
        if (t_240) {
            float t_250 = p_4[t_134] * (float)(t_132 + 1u);
            float t_251[3] = {0.0f, 0.0f, 0.0f};
            float t_252[3] = t_131.d;
            t_251 = t_252;
            t_251[t_133] = t_250 * t_250;
            float t_253[3] = t_251;
            Buf t_254 = {t_253};
            int t_255 = 1;
            Buf t_256 = t_254;
            uint t_257 = t_132 + 2u;
            uint t_258 = t_133 + 1u;
            int t_259 = t_134 + 1;
            Buf t_260 = b_1;
            uint t_261 = 0u;
            uint t_262 = 0u;
            int t_263 = 0;
            t_241 = t_255;
            t_242 = t_256;
            t_243 = t_257;
            t_244 = t_258;
            t_245 = t_259;
            t_246 = t_260;
            t_247 = t_261;
            t_248 = t_262;
            t_249 = t_263;
        } else {
            int t_264 = t_213;
            Buf t_265 = t_214;
            uint t_266 = t_215;
            uint t_267 = t_216;
            int t_268 = t_217;
            Buf t_269 = t_218;
            uint t_270 = t_219;
            uint t_271 = t_220;
            int t_272 = t_221;
            t_241 = t_264;
            t_242 = t_265;
            t_243 = t_266;
            t_244 = t_267;
            t_245 = t_268;
            t_246 = t_269;
            t_247 = t_270;
            t_248 = t_271;
            t_249 = t_272;
        }
        bool t_273 = t_126 == t_123;
        float t_274[3] = {t_273 ? 0.0f + p_5.x : 0.0f, t_273 ? 0.0f + p_5.y + 0.0f : 0.0f, t_273 ? p_5.z + 0.0f + 0.0f : 0.0f};
        Buf t_275 = {t_274};
        float3 t_276;
        Buf t_277;
        Buf t_278;
        Buf t_279;
        if (t_240) {
            float t_280 = (float)(t_132 + 1u);
            float t_281 = p_4[t_134] * t_280;
            float t_282[3] = {0.0f, 0.0f, 0.0f};
            float t_283[3] = t_131.d;
            t_282 = t_283;
            float t_284[3] = t_282;
            Buf t_285 = {t_284};
            t_282[t_133] = t_281 * t_281;
            Buf t_286 = (Buf)0;
            t_286 = t_285;
            uint t_287 = 0u;
            t_287 = t_133;
            Buf_put_bwd_Grads t_288 = Buf_put_bwd(t_286, t_281, t_287, t_127);
            Buf t_289 = t_288.f0;
            float t_290 = t_280 * t_288.f1;
            float3 t_291 = float3(t_134 == 0 ? t_290 : 0.0f, t_134 == 1 ? t_290 : 0.0f, t_134 == 2 ? t_290 : 0.0f);
            Buf t_292 = t_289;
            Buf t_293 = b_1;
            Buf t_294 = b_1;
            t_276 = t_291;
            t_277 = t_292;
            t_278 = t_293;
            t_279 = t_294;
        } else {
            float3 t_295 = float3(0.0f, 0.0f, 0.0f);
            Buf t_296 = b_1;
            Buf t_297 = t_127;
            Buf t_298 = t_275;
            t_276 = t_295;
            t_277 = t_296;
            t_278 = t_297;
            t_279 = t_298;
        }
        Buf t_299;
        if (t_212) {
            t_299 = b_1;
        } else {
            t_299 = t_279;
        }
        float t_300[3] = t_277.d;
        float t_301[3] = t_299.d;
        float t_302[3] = {t_300[0] + t_301[0], t_300[1] + t_301[1], t_300[2] + t_301[2]};
        Buf t_303 = {t_302};
        int t_304 = t_126 - 1;
        Buf t_305 = t_303;
        float3 t_306 = t_128 + t_276;
        t_126 = t_304;
        t_127 = t_305;
        t_128 = t_306;
        continue;
    }
    int t_307;
    Buf t_308 = b_1;
    int t_309 = 0;
    int t_310 = 0;
    for (;;) {
        int t_311;
        Buf t_312;
        int t_313;
        Buf t_314;
        int t_315;
        if (t_309 < 3) {
            int t_316 = 0;
            Buf t_317 = b_1;
            int t_318 = 0;
            Buf t_319 = b_1;
            int t_320 = 0;
            t_311 = t_316;
            t_312 = t_317;
            t_313 = t_318;
            t_314 = t_319;
            t_315 = t_320;
        } else {
            int t_321 = 2;
            Buf t_322 = b_1;
            int t_323 = 0;
            Buf t_324 = t_308;
            int t_325 = t_309;
            t_311 = t_321;
            t_312 = t_322;
            t_313 = t_323;
            t_314 = t_324;
            t_315 = t_325;
        }
        int t_326;
        Buf t_327;
        int t_328;
        Buf t_329;
        int t_330;
        if (t_311 == 0) {
            float t_331[3] = t_308.d;
            float t_332[3] = t_331;
            t_332[0] = t_309 == 0 ? 0.0f : t_331[0];
            float t_333[3] = t_332;
            t_333[1] = t_309 == 1 ? 0.0f : t_331[1];
            float t_334[3] = t_333;
            t_334[2] = t_309 == 2 ? 0.0f : t_331[2];
            Buf t_335 = t_308;
            t_335.d = t_334;
            int t_336 = 1;
            Buf t_337 = t_335;
            int t_338 = t_309 + 1;
            Buf t_339 = b_1;
            int t_340 = 0;
            t_326 = t_336;
            t_327 = t_337;
            t_328 = t_338;
            t_329 = t_339;
            t_330 = t_340;
        } else {
            int t_341 = t_311;
            Buf t_342 = t_312;
            int t_343 = t_313;
            Buf t_344 = t_314;
            int t_345 = t_315;
            t_326 = t_341;
            t_327 = t_342;
            t_328 = t_343;
            t_329 = t_344;
            t_330 = t_345;
        }
        int t_346 = t_310 + 1;
        if (t_326 == 2) {
            t_307 = t_346;
            break;
        }
        Buf t_347 = t_327;
        int t_348 = t_328;
        int t_349 = t_346;
        t_308 = t_347;
        t_309 = t_348;
        t_310 = t_349;
        continue;
    }
    int t_350 = t_307 - 1;
    Buf t_351;
    int t_352 = t_350;
    Buf t_353 = b_1;
    for (;;) {
        if (t_352 < 0) {
            t_351 = t_353;
            break;
        }
        Buf t_354;
        int t_355;
        Buf t_356 = b_1;
        int t_357 = 0;
        int t_358 = 0;
        for (;;) {
            if (t_358 == t_352) {
                Buf t_359 = t_356;
                int t_360 = t_357;
                t_354 = t_359;
                t_355 = t_360;
                break;
            }
            int t_361;
            Buf t_362;
            int t_363;
            Buf t_364;
            int t_365;
            if (t_357 < 3) {
                int t_366 = 0;
                Buf t_367 = b_1;
                int t_368 = 0;
                Buf t_369 = b_1;
                int t_370 = 0;
                t_361 = t_366;
                t_362 = t_367;
                t_363 = t_368;
                t_364 = t_369;
                t_365 = t_370;
            } else {
                int t_371 = 2;
                Buf t_372 = b_1;
                int t_373 = 0;
                Buf t_374 = t_356;
                int t_375 = t_357;
                t_361 = t_371;
                t_362 = t_372;
                t_363 = t_373;
                t_364 = t_374;
                t_365 = t_375;
            }
            int t_376;
            Buf t_377;
            int t_378;
            Buf t_379;
            int t_380;
            if (t_361 == 0) {
                float t_381[3] = t_356.d;
                float t_382[3] = t_381;
                t_382[0] = t_357 == 0 ? 0.0f : t_381[0];
                float t_383[3] = t_382;
                t_383[1] = t_357 == 1 ? 0.0f : t_381[1];
                float t_384[3] = t_383;
                t_384[2] = t_357 == 2 ? 0.0f : t_381[2];
                Buf t_385 = t_356;
                t_385.d = t_384;
                int t_386 = 1;
                Buf t_387 = t_385;
                int t_388 = t_357 + 1;
                Buf t_389 = b_1;
                int t_390 = 0;
                t_376 = t_386;
                t_377 = t_387;
                t_378 = t_388;
                t_379 = t_389;
                t_380 = t_390;
            } else {
                int t_391 = t_361;
                Buf t_392 = t_362;
                int t_393 = t_363;
                Buf t_394 = t_364;
                int t_395 = t_365;
                t_376 = t_391;
                t_377 = t_392;
                t_378 = t_393;
                t_379 = t_394;
                t_380 = t_395;
            }
            if (t_376 == 2) {
                Buf t_396 = t_356;
                int t_397 = t_357;
                t_354 = t_396;
                t_355 = t_397;
                break;
            }
            Buf t_398 = t_377;
            int t_399 = t_378;
            int t_400 = t_358 + 1;
            t_356 = t_398;
            t_357 = t_399;
            t_358 = t_400;
            continue;
        }
        bool t_401 = t_355 < 3;
        int t_402;
        Buf t_403;
        int t_404;
        Buf t_405;
        int t_406;
        if (t_401) {
            int t_407 = 0;
            Buf t_408 = b_1;
            int t_409 = 0;
            Buf t_410 = b_1;
            int t_411 = 0;
            t_402 = t_407;
            t_403 = t_408;
            t_404 = t_409;
            t_405 = t_410;
            t_406 = t_411;
        } else {
            int t_412 = 2;
            Buf t_413 = b_1;
            int t_414 = 0;
            Buf t_415 = t_354;
            int t_416 = t_355;
            t_402 = t_412;
            t_403 = t_413;
            t_404 = t_414;
            t_405 = t_415;
            t_406 = t_416;
        }
        bool t_417 = t_352 == t_350;
        float t_418[3] = t_124.d;
        float t_419[3] = {t_417 ? t_418[0] : 0.0f, t_417 ? t_418[1] : 0.0f, t_417 ? t_418[2] : 0.0f};
        Buf t_420 = {t_419};
        Buf t_421;
        Buf t_422;
        Buf t_423;
        if (t_402 == 0) {
            float t_424[3] = t_353.d;
            float t_425[3] = {0.0f + (0.0f + (t_355 == 0 ? 0.0f : t_424[0])), 0.0f + (0.0f + (t_355 == 1 ? 0.0f : t_424[1]) + 0.0f + 0.0f), 0.0f + ((t_355 == 2 ? 0.0f : t_424[2]) + 0.0f + 0.0f + 0.0f)};
            Buf t_426 = {t_425};
            Buf t_427 = t_426;
            Buf t_428 = b_1;
            Buf t_429 = b_1;
            t_421 = t_427;
            t_422 = t_428;
            t_423 = t_429;
        } else {
            Buf t_430 = b_1;
            Buf t_431 = t_353;
            Buf t_432 = t_420;
            t_421 = t_430;
            t_422 = t_431;
            t_423 = t_432;
        }
        Buf t_433;
        if (t_401) {
            t_433 = b_1;
        } else {
            t_433 = t_423;
        }
        float t_434[3] = t_421.d;
        float t_435[3] = t_433.d;
        float t_436[3] = {t_434[0] + t_435[0], t_434[1] + t_435[1], t_434[2] + t_435[2]};
        Buf t_437 = {t_436};
        int t_438 = t_352 - 1;
        Buf t_439 = t_437;
        t_352 = t_438;
        t_353 = t_439;
        continue;
    }
    fill_bwd_Grads t_440 = {t_125};
    return t_440;
}
void computeMain_1() {
    fill_bwd_Grads t_441 = fill_bwd(float3(1.0f, 2.0f, 3.0f), float3(1.0f, 0.5f, 0.1f));
    float3 t_442 = t_441.f0;
    outputBuffer[0u] = t_442.x;
    outputBuffer[1u] = t_442.y;
    outputBuffer[2u] = t_442.z;
    float3 t_443 = fill(float3(1.0f, 2.0f, 3.0f));
    outputBuffer[3u] = t_443.x;
    outputBuffer[4u] = t_443.y;
    outputBuffer[5u] = t_443.z;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
