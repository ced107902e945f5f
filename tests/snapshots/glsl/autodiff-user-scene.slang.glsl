#version 450
struct Light
{
    vec3 dir;
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
    Light[3] lights;
    Optional_float_ ambient;
    vec2 uv;
};
struct shadeScene_bwd_Grads
{
    Scene f0;
    vec3 f1;
};
struct shadeScene_fwd_Result
{
    float p;
    float d;
};
struct meanSq_bwd_Grads
{
    float[4] f0;
};
struct smoothMix_bwd_Grads
{
    vec3 f0;
    vec3 f1;
    float f2;
};
struct Accum
{
    float total;
    float count;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
float shadeScene(Scene p, vec3 p_1, int count);
shadeScene_bwd_Grads shadeScene_bwd(Scene p_2, vec3 p_3, int p_4, float p_5);
shadeScene_fwd_Result shadeScene_fwd(Scene p_6, Scene p_7, vec3 p_8, vec3 p_9, int p_10);
meanSq_bwd_Grads meanSq_bwd(float[4] p_11, float p_12);
void main();
smoothMix_bwd_Grads smoothMix_bwd(vec3 p_13, vec3 p_14, float p_15, vec3 p_16);
float shadeScene(Scene p, vec3 p_1, int count) {
    Light[3] s = Light[3](Light(vec3(0.0), 0.0, 0), Light(vec3(0.0), 0.0, 0), Light(vec3(0.0), 0.0, 0));
    s = p.lights;
    Optional_float_ t = p.ambient;
    vec2 t_1 = p.uv;
    float sum;
    int i;
    float sum_1 = 0.0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_2 = sum_1;
            int t_3 = i_1;
            sum = t_2;
            i = t_3;
            break;
        }
        if (i_1 >= count) {
            return sum_1 + 100.0;
        }
        Light t_4 = s[i_1];
        float t_5 = t_4.power;
        float t_6 = dot(p_1, t_4.dir);
        float nl = t_4.kind == 1 ? -t_6 : t_6;
        int i_2;
        if (nl < 0.0) {
            float t_7 = sum_1;
            int t_8 = i_1 + 1;
            sum_1 = t_7;
            i_1 = t_8;
            continue;
        } else {
            i_2 = i_1;
        }
        float t_9 = nl * t_5;
        float t_10 = t_5 * t_1.x;
        float t_11 = sum_1 + (t_9 / (1.0 + abs(t_9)) + t_10 / (1.0 + abs(t_10)));
        int t_12 = i_2 + 1;
        sum_1 = t_11;
        i_1 = t_12;
        continue;
    }
    float sum_2;
    if (t.hasValue) {
        sum_2 = sum + t.value * t_1.y;
    } else {
        sum_2 = sum;
    }
    return sum_2;
}
shadeScene_bwd_Grads shadeScene_bwd(Scene p_2, vec3 p_3, int p_4, float p_5) {
    bool t_13;
    float t_14;
    float sum_3;
    int i_3;
    bool t_15 = false;
    float t_16 = 0.0;
    float sum_4 = 0.0;
    int i_4 = 0;
    for (;;) {
        if (i_4 < 3) {
        } else {
            bool t_17 = t_15;
            float t_18 = t_16;
            float t_19 = sum_4;
            int t_20 = i_4;
            t_13 = t_17;
            t_14 = t_18;
            sum_3 = t_19;
            i_3 = t_20;
            break;
        }
        bool t_21;
        float t_22;
        if (i_4 >= p_4) {
            bool t_23 = true;
            float t_24 = sum_4 + 100.0;
            float t_25 = sum_4;
            int t_26 = i_4;
            t_13 = t_23;
            t_14 = t_24;
            sum_3 = t_25;
            i_3 = t_26;
            break;
        } else {
            bool t_27 = t_15;
            float t_28 = t_16;
            t_21 = t_27;
            t_22 = t_28;
        }
        Light[3] t_29 = p_2.lights;
        Light t_30 = t_29[i_4];
        float t_31 = t_30.power;
        float t_32 = dot(p_3, t_30.dir);
        float nl_1 = t_30.kind == 1 ? -t_32 : t_32;
        int i_5;
        if (nl_1 < 0.0) {
            bool t_33 = t_21;
            float t_34 = t_22;
            float t_35 = sum_4;
            int t_36 = i_4 + 1;
            t_15 = t_33;
            t_16 = t_34;
            sum_4 = t_35;
            i_4 = t_36;
            continue;
        } else {
            i_5 = i_4;
        }
        float t_37 = nl_1 * t_31;
        float t_38 = t_31 * p_2.uv.x;
        bool t_39 = t_21;
        float t_40 = t_22;
        float t_41 = sum_4 + (t_37 / (1.0 + abs(t_37)) + t_38 / (1.0 + abs(t_38)));
        int t_42 = i_5 + 1;
        t_15 = t_39;
        t_16 = t_40;
        sum_4 = t_41;
        i_4 = t_42;
        continue;
    }
    Scene t_43;
    float t_44;
    float t_45;
    if ((t_13 ? 2 : 0) == 0) {
        Optional_float_ t_46 = p_2.ambient;
        Optional_float_ t_47;
        Scene t_48;
        float t_49;
        if (t_46.hasValue) {
            vec2 t_50 = vec2(0.0, 0.0);
            t_50.y = t_46.value * p_5;
            Scene t_51 = Scene(Light[3](Light(vec3(0.0, 0.0, 0.0), 0.0, 0), Light(vec3(0.0, 0.0, 0.0), 0.0, 0), Light(vec3(0.0, 0.0, 0.0), 0.0, 0)), Optional_float_(0.0, false), vec2(0.0, 0.0));
            t_51.uv = t_50;
            Optional_float_ t_52 = Optional_float_(0.0, false);
            t_52.value = p_2.uv.y * p_5;
            Optional_float_ t_53 = t_52;
            t_53.hasValue = true;
            Optional_float_ t_54 = t_53;
            Scene t_55 = t_51;
            float t_56 = p_5;
            t_47 = t_54;
            t_48 = t_55;
            t_49 = t_56;
        } else {
            Optional_float_ t_57 = Optional_float_(0.0, false);
            Scene t_58 = Scene(Light[3](Light(vec3(0.0, 0.0, 0.0), 0.0, 0), Light(vec3(0.0, 0.0, 0.0), 0.0, 0), Light(vec3(0.0, 0.0, 0.0), 0.0, 0)), Optional_float_(0.0, false), vec2(0.0, 0.0));
            float t_59 = p_5;
            t_47 = t_57;
            t_48 = t_58;
            t_49 = t_59;
        }
        bool t_60 = t_47.hasValue;
        Optional_float_ t_61 = t_48.ambient;
        bool t_62 = t_61.hasValue;
        float t_63 = t_47.value;
        float t_64 = t_61.value;
        Light[3] t_65 = t_48.lights;
        Light t_66 = t_65[2];
        Light t_67 = t_65[1];
        Light t_68 = t_65[0];
        Scene t_69 = Scene(Light[3](Light(t_68.dir + vec3(0.0, 0.0, 0.0), t_68.power + 0.0, t_68.kind), Light(t_67.dir + vec3(0.0, 0.0, 0.0), t_67.power + 0.0, t_67.kind), Light(t_66.dir + vec3(0.0, 0.0, 0.0), t_66.power + 0.0, t_66.kind)), Optional_float_(t_62 ? (t_60 ? t_64 + t_63 : t_64) : t_63, t_62 ? t_62 : t_60), t_48.uv + vec2(0.0, 0.0));
        float t_70 = t_49;
        float t_71 = 0.0;
        t_43 = t_69;
        t_44 = t_70;
        t_45 = t_71;
    } else {
        Scene t_72 = Scene(Light[3](Light(vec3(0.0, 0.0, 0.0), 0.0, 0), Light(vec3(0.0, 0.0, 0.0), 0.0, 0), Light(vec3(0.0, 0.0, 0.0), 0.0, 0)), Optional_float_(0.0, false), vec2(0.0, 0.0));
        float t_73 = 0.0;
        float t_74 = p_5;
        t_43 = t_72;
        t_44 = t_73;
        t_45 = t_74;
    }
    int t_75;
    bool t_76 = false;
    float t_77 = 0.0;
    float t_78 = 0.0;
    int t_79 = 0;
    int t_80 = 0;
    for (;;) {
        bool t_81 = t_79 < 3;
        int t_82 = t_81 ? 0 : 2;
        int t_83;
        bool t_84;
        float t_85;
        float t_86;
        int t_87;
        bool t_88;
        float t_89;
        float t_90;
        int t_91;
        if (t_82 == 0) {
            bool t_92 = t_79 >= p_4;
            bool t_93 = t_92 ? false : t_76;
            float t_94 = t_92 ? 0.0 : t_77;
            int t_95 = t_92 ? 2 : 0;
            int t_96;
            bool t_97;
            float t_98;
            float t_99;
            int t_100;
            bool t_101;
            float t_102;
            float t_103;
            int t_104;
            if (t_95 == 0) {
                Light[3] t_105 = p_2.lights;
                Light t_106 = t_105[t_79];
                float t_107 = t_106.power;
                float t_108 = dot(p_3, t_106.dir);
                float nl_2 = t_106.kind == 1 ? -t_108 : t_108;
                bool t_109 = nl_2 < 0.0;
                int t_110 = t_109 ? 1 : 0;
                int t_111;
                bool t_112;
                float t_113;
                float t_114;
                int t_115;
                bool t_116;
                float t_117;
                float t_118;
                int t_119;
                if (t_110 == 0) {
                    float t_120 = nl_2 * t_107;
                    float t_121 = t_107 * p_2.uv.x;
                    int t_122 = 1;
                    bool t_123 = t_93;
                    float t_124 = t_94;
                    float t_125 = t_78 + (t_120 / (1.0 + abs(t_120)) + t_121 / (1.0 + abs(t_121)));
                    int t_126 = (t_109 ? 0 : t_79) + 1;
                    bool t_127 = false;
                    float t_128 = 0.0;
                    float t_129 = 0.0;
                    int t_130 = 0;
                    t_111 = t_122;
                    t_112 = t_123;
                    t_113 = t_124;
                    t_114 = t_125;
                    t_115 = t_126;
                    t_116 = t_127;
                    t_117 = t_128;
                    t_118 = t_129;
                    t_119 = t_130;
                } else {
                    int t_131 = t_110;
                    bool t_132 = t_109 ? t_93 : false;
                    float t_133 = t_109 ? t_94 : 0.0;
                    float t_134 = t_109 ? t_78 : 0.0;
                    int t_135 = t_109 ? t_79 + 1 : 0;
                    bool t_136 = false;
                    float t_137 = 0.0;
                    float t_138 = 0.0;
                    int t_139 = 0;
                    t_111 = t_131;
                    t_112 = t_132;
                    t_113 = t_133;
                    t_114 = t_134;
                    t_115 = t_135;
                    t_116 = t_136;
                    t_117 = t_137;
                    t_118 = t_138;
                    t_119 = t_139;
                }
                int t_140 = t_111;
                bool t_141 = t_112;
                float t_142 = t_113;
                float t_143 = t_114;
                int t_144 = t_115;
                bool t_145 = t_116;
                float t_146 = t_117;
                float t_147 = t_118;
                int t_148 = t_119;
                t_96 = t_140;
                t_97 = t_141;
                t_98 = t_142;
                t_99 = t_143;
                t_100 = t_144;
                t_101 = t_145;
                t_102 = t_146;
                t_103 = t_147;
                t_104 = t_148;
            } else {
                int t_149 = t_95;
                bool t_150 = false;
                float t_151 = 0.0;
                float t_152 = 0.0;
                int t_153 = 0;
                bool t_154 = t_92;
                float t_155 = t_92 ? t_78 + 100.0 : 0.0;
                float t_156 = t_92 ? t_78 : 0.0;
                int t_157 = t_92 ? t_79 : 0;
                t_96 = t_149;
                t_97 = t_150;
                t_98 = t_151;
                t_99 = t_152;
                t_100 = t_153;
                t_101 = t_154;
                t_102 = t_155;
                t_103 = t_156;
                t_104 = t_157;
            }
            int t_158 = t_96;
            bool t_159 = t_97;
            float t_160 = t_98;
            float t_161 = t_99;
            int t_162 = t_100;
            bool t_163 = t_101;
            float t_164 = t_102;
            float t_165 = t_103;
            int t_166 = t_104;
            t_83 = t_158;
            t_84 = t_159;
            t_85 = t_160;
            t_86 = t_161;
            t_87 = t_162;
            t_88 = t_163;
            t_89 = t_164;
            t_90 = t_165;
            t_91 = t_166;
        } else {
            int t_167 = t_82;
            bool t_168 = false;
            float t_169 = 0.0;
            float t_170 = 0.0;
            int t_171 = 0;
            bool t_172 = t_81 ? false : t_76;
            float t_173 = t_81 ? 0.0 : t_77;
            float t_174 = t_81 ? 0.0 : t_78;
            int t_175 = t_81 ? 0 : t_79;
            t_83 = t_167;
            t_84 = t_168;
            t_85 = t_169;
            t_86 = t_170;
            t_87 = t_171;
            t_88 = t_172;
            t_89 = t_173;
            t_90 = t_174;
            t_91 = t_175;
        }
        int t_176 = t_80 + 1;
        if (t_83 == 2) {
            t_75 = t_176;
            break;
        }
        bool t_177 = t_84;
        float t_178 = t_85;
        float t_179 = t_86;
        int t_180 = t_87;
        int t_181 = t_176;
        t_76 = t_177;
        t_77 = t_178;
        t_78 = t_179;
        t_79 = t_180;
        t_80 = t_181;
        continue;
    }
    int t_182 = t_75 - 1;
    float t_183;
    float t_184;
    Scene t_185;
    vec3 t_186;
    int t_187 = t_182;
    float t_188 = 0.0;
    float t_189 = 0.0;
    Scene t_190 = Scene(Light[3](Light(vec3(0.0, 0.0, 0.0), 0.0, 0), Light(vec3(0.0, 0.0, 0.0), 0.0, 0), Light(vec3(0.0, 0.0, 0.0), 0.0, 0)), Optional_float_(0.0, false), vec2(0.0, 0.0));
    vec3 t_191 = vec3(0.0, 0.0, 0.0);
    for (;;) {
        if (t_187 < 0) {
            float t_192 = t_188;
            float t_193 = t_189;
            Scene t_194 = t_190;
            vec3 t_195 = t_191;
            t_183 = t_192;
            t_184 = t_193;
            t_185 = t_194;
            t_186 = t_195;
            break;
        }
        bool t_196;
        float t_197;
        float t_198;
        int t_199;
        bool t_200 = false;
        float t_201 = 0.0;
        float t_202 = 0.0;
        int t_203 = 0;
        int t_204 = 0;
        for (;;) {
            if (t_204 == t_187) {
                bool t_205 = t_200;
                float t_206 = t_201;
                float t_207 = t_202;
                int t_208 = t_203;
                t_196 = t_205;
                t_197 = t_206;
                t_198 = t_207;
                t_199 = t_208;
                break;
            }
            bool t_209 = t_203 < 3;
            int t_210 = t_209 ? 0 : 2;
            int t_211;
            bool t_212;
            float t_213;
            float t_214;
            int t_215;
            bool t_216;
            float t_217;
            float t_218;
            int t_219;
            if (t_210 == 0) {
                bool t_220 = t_203 >= p_4;
                bool t_221 = t_220 ? false : t_200;
                float t_222 = t_220 ? 0.0 : t_201;
                int t_223 = t_220 ? 2 : 0;
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
                    Light[3] t_233 = p_2.lights;
                    Light t_234 = t_233[t_203];
                    float t_235 = t_234.power;
                    float t_236 = dot(p_3, t_234.dir);
                    float nl_3 = t_234.kind == 1 ? -t_236 : t_236;
                    bool t_237 = nl_3 < 0.0;
                    int t_238 = t_237 ? 1 : 0;
                    int t_239;
                    bool t_240;
                    float t_241;
                    float t_242;
                    int t_243;
                    bool t_244;
                    float t_245;
                    float t_246;
                    int t_247;
                    if (t_238 == 0) {
                        float t_248 = nl_3 * t_235;
                        float t_249 = t_235 * p_2.uv.x;
                        int t_250 = 1;
                        bool t_251 = t_221;
                        float t_252 = t_222;
                        float t_253 = t_202 + (t_248 / (1.0 + abs(t_248)) + t_249 / (1.0 + abs(t_249)));
                        int t_254 = (t_237 ? 0 : t_203) + 1;
                        bool t_255 = false;
                        float t_256 = 0.0;
                        float t_257 = 0.0;
                        int t_258 = 0;
                        t_239 = t_250;
                        t_240 = t_251;
                        t_241 = t_252;
                        t_242 = t_253;
                        t_243 = t_254;
                        t_244 = t_255;
                        t_245 = t_256;
                        t_246 = t_257;
                        t_247 = t_258;
                    } else {
                        int t_259 = t_238;
                        bool t_260 = t_237 ? t_221 : false;
                        float t_261 = t_237 ? t_222 : 0.0;
                        float t_262 = t_237 ? t_202 : 0.0;
                        int t_263 = t_237 ? t_203 + 1 : 0;
                        bool t_264 = false;
                        float t_265 = 0.0;
                        float t_266 = 0.0;
                        int t_267 = 0;
                        t_239 = t_259;
                        t_240 = t_260;
                        t_241 = t_261;
                        t_242 = t_262;
                        t_243 = t_263;
                        t_244 = t_264;
                        t_245 = t_265;
                        t_246 = t_266;
                        t_247 = t_267;
                    }
                    int t_268 = t_239;
                    bool t_269 = t_240;
                    float t_270 = t_241;
                    float t_271 = t_242;
                    int t_272 = t_243;
                    bool t_273 = t_244;
                    float t_274 = t_245;
                    float t_275 = t_246;
                    int t_276 = t_247;
                    t_224 = t_268;
                    t_225 = t_269;
                    t_226 = t_270;
                    t_227 = t_271;
                    t_228 = t_272;
                    t_229 = t_273;
                    t_230 = t_274;
                    t_231 = t_275;
                    t_232 = t_276;
                } else {
                    int t_277 = t_223;
                    bool t_278 = false;
                    float t_279 = 0.0;
                    float t_280 = 0.0;
                    int t_281 = 0;
                    bool t_282 = t_220;
                    float t_283 = t_220 ? t_202 + 100.0 : 0.0;
                    float t_284 = t_220 ? t_202 : 0.0;
                    int t_285 = t_220 ? t_203 : 0;
                    t_224 = t_277;
                    t_225 = t_278;
                    t_226 = t_279;
                    t_227 = t_280;
                    t_228 = t_281;
                    t_229 = t_282;
                    t_230 = t_283;
                    t_231 = t_284;
                    t_232 = t_285;
                }
                int t_286 = t_224;
                bool t_287 = t_225;
                float t_288 = t_226;
                float t_289 = t_227;
                int t_290 = t_228;
                bool t_291 = t_229;
                float t_292 = t_230;
                float t_293 = t_231;
                int t_294 = t_232;
                t_211 = t_286;
                t_212 = t_287;
                t_213 = t_288;
                t_214 = t_289;
                t_215 = t_290;
                t_216 = t_291;
                t_217 = t_292;
                t_218 = t_293;
                t_219 = t_294;
            } else {
                int t_295 = t_210;
                bool t_296 = false;
                float t_297 = 0.0;
                float t_298 = 0.0;
                int t_299 = 0;
                bool t_300 = t_209 ? false : t_200;
                float t_301 = t_209 ? 0.0 : t_201;
                float t_302 = t_209 ? 0.0 : t_202;
                int t_303 = t_209 ? 0 : t_203;
                t_211 = t_295;
                t_212 = t_296;
                t_213 = t_297;
                t_214 = t_298;
                t_215 = t_299;
                t_216 = t_300;
                t_217 = t_301;
                t_218 = t_302;
                t_219 = t_303;
            }
            if (t_211 == 2) {
                bool t_304 = t_200;
                float t_305 = t_201;
                float t_306 = t_202;
                int t_307 = t_203;
                t_196 = t_304;
                t_197 = t_305;
                t_198 = t_306;
                t_199 = t_307;
                break;
            }
            bool t_308 = t_212;
            float t_309 = t_213;
            float t_310 = t_214;
            int t_311 = t_215;
            int t_312 = t_204 + 1;
            t_200 = t_308;
            t_201 = t_309;
            t_202 = t_310;
            t_203 = t_311;
            t_204 = t_312;
            continue;
        }
        bool t_313 = t_199 < 3;
        bool t_314 = t_187 == t_182;
        float t_315 = t_314 ? (t_13 ? t_45 : 0.0) : 0.0;
        float t_316 = t_314 ? t_44 : 0.0;
        float t_317;
        float t_318;
        Scene t_319;
        vec3 t_320;
        float t_321;
        float t_322;
        float t_323;
        float t_324;
        if ((t_313 ? 0 : 2) == 0) {
            bool t_325 = t_199 >= p_4;
            Scene t_326;
            vec3 t_327;
            float t_328;
            float t_329;
            float t_330;
            float t_331;
            float t_332;
            float t_333;
            if ((t_325 ? 2 : 0) == 0) {
                Light[3] t_334 = p_2.lights;
                Light t_335 = t_334[t_199];
                float t_336 = t_335.power;
                vec3 t_337 = t_335.dir;
                float t_338 = dot(p_3, t_337);
                bool t_339 = t_335.kind == 1;
                float nl_4 = t_339 ? -t_338 : t_338;
                bool t_340 = nl_4 < 0.0;
                float t_341;
                float t_342;
                Scene t_343;
                float t_344;
                float t_345;
                float t_346;
                float t_347;
                float t_348;
                float t_349;
                if ((t_340 ? 1 : 0) == 0) {
                    float t_350 = p_2.uv.x;
                    float t_351 = t_336 * t_350;
                    float t_352 = 1.0 + abs(t_351);
                    float t_353 = 1.0 / t_352 * t_189 + sign(t_351) * (-(t_351 / t_352 / t_352) * t_189);
                    vec2 t_354 = vec2(0.0, 0.0);
                    t_354.x = t_336 * t_353;
                    Scene t_355 = Scene(Light[3](Light(vec3(0.0, 0.0, 0.0), 0.0, 0), Light(vec3(0.0, 0.0, 0.0), 0.0, 0), Light(vec3(0.0, 0.0, 0.0), 0.0, 0)), Optional_float_(0.0, false), vec2(0.0, 0.0));
                    t_355.uv = t_354;
                    float t_356 = 1.0 + abs(nl_4 * t_336);
                    float t_357 = t_189 / (t_356 * t_356);
                    float t_358 = t_336 * t_357;
                    float t_359 = t_350 * t_353 + nl_4 * t_357;
                    Scene t_360 = t_355;
                    float t_361 = t_189;
                    float t_362 = t_188;
                    float t_363 = 0.0;
                    float t_364 = 0.0;
                    float t_365 = 0.0;
                    float t_366 = 0.0;
                    t_341 = t_358;
                    t_342 = t_359;
                    t_343 = t_360;
                    t_344 = t_361;
                    t_345 = t_362;
                    t_346 = t_363;
                    t_347 = t_364;
                    t_348 = t_365;
                    t_349 = t_366;
                } else {
                    float t_367 = 0.0;
                    float t_368 = 0.0;
                    Scene t_369 = Scene(Light[3](Light(vec3(0.0, 0.0, 0.0), 0.0, 0), Light(vec3(0.0, 0.0, 0.0), 0.0, 0), Light(vec3(0.0, 0.0, 0.0), 0.0, 0)), Optional_float_(0.0, false), vec2(0.0, 0.0));
                    float t_370 = 0.0;
                    float t_371 = 0.0;
                    float t_372 = t_188;
                    float t_373 = t_189;
                    float t_374 = t_315;
                    float t_375 = t_316;
                    t_341 = t_367;
                    t_342 = t_368;
                    t_343 = t_369;
                    t_344 = t_370;
                    t_345 = t_371;
                    t_346 = t_372;
                    t_347 = t_373;
                    t_348 = t_374;
                    t_349 = t_375;
                }
                vec3 t_376 = vec3(t_339 ? -t_341 : t_341);
                Optional_float_ t_377 = t_343.ambient;
                bool t_378 = t_377.hasValue;
                Light[3] t_379 = t_343.lights;
                Light t_380 = t_379[2];
                float t_381 = t_342 + 0.0;
                bool t_382 = t_199 == 2;
                vec3 t_383 = vec3(0.0, 0.0, 0.0) + t_376 * p_3;
                Light t_384 = t_379[1];
                bool t_385 = t_199 == 1;
                Light t_386 = t_379[0];
                bool t_387 = t_199 == 0;
                Scene t_388 = Scene(Light[3](Light(t_386.dir + (t_387 ? t_383 : vec3(0.0, 0.0, 0.0)), t_386.power + (t_387 ? t_381 : 0.0), t_386.kind), Light(t_384.dir + (t_385 ? t_383 : vec3(0.0, 0.0, 0.0)), t_384.power + (t_385 ? t_381 : 0.0), t_384.kind), Light(t_380.dir + (t_382 ? t_383 : vec3(0.0, 0.0, 0.0)), t_380.power + (t_382 ? t_381 : 0.0), t_380.kind)), Optional_float_(t_378 ? t_377.value : 0.0, t_378 ? t_378 : false), t_343.uv + vec2(0.0, 0.0));
                vec3 t_389 = t_376 * t_337;
                float t_390 = t_345 + (t_340 ? t_346 : 0.0);
                float t_391 = t_344 + (t_340 ? t_347 : 0.0);
                float t_392 = 0.0;
                float t_393 = 0.0;
                float t_394 = 0.0;
                float t_395 = 0.0;
                t_326 = t_388;
                t_327 = t_389;
                t_328 = t_390;
                t_329 = t_391;
                t_330 = t_392;
                t_331 = t_393;
                t_332 = t_394;
                t_333 = t_395;
            } else {
                Scene t_396 = Scene(Light[3](Light(vec3(0.0, 0.0, 0.0), 0.0, 0), Light(vec3(0.0, 0.0, 0.0), 0.0, 0), Light(vec3(0.0, 0.0, 0.0), 0.0, 0)), Optional_float_(0.0, false), vec2(0.0, 0.0));
                vec3 t_397 = vec3(0.0, 0.0, 0.0);
                float t_398 = 0.0;
                float t_399 = 0.0;
                float t_400 = t_188;
                float t_401 = t_189;
                float t_402 = t_315;
                float t_403 = t_316;
                t_326 = t_396;
                t_327 = t_397;
                t_328 = t_398;
                t_329 = t_399;
                t_330 = t_400;
                t_331 = t_401;
                t_332 = t_402;
                t_333 = t_403;
            }
            float t_404 = t_329 + (t_325 ? t_333 + t_332 : 0.0);
            float t_405 = t_325 ? 0.0 : t_328;
            Scene t_406 = t_326;
            vec3 t_407 = t_327;
            float t_408 = 0.0;
            float t_409 = 0.0;
            float t_410 = 0.0;
            float t_411 = 0.0;
            t_317 = t_404;
            t_318 = t_405;
            t_319 = t_406;
            t_320 = t_407;
            t_321 = t_408;
            t_322 = t_409;
            t_323 = t_410;
            t_324 = t_411;
        } else {
            float t_412 = 0.0;
            float t_413 = 0.0;
            Scene t_414 = Scene(Light[3](Light(vec3(0.0, 0.0, 0.0), 0.0, 0), Light(vec3(0.0, 0.0, 0.0), 0.0, 0), Light(vec3(0.0, 0.0, 0.0), 0.0, 0)), Optional_float_(0.0, false), vec2(0.0, 0.0));
            vec3 t_415 = vec3(0.0, 0.0, 0.0);
            float t_416 = t_188;
            float t_417 = t_189;
            float t_418 = t_315;
            float t_419 = t_316;
            t_317 = t_412;
            t_318 = t_413;
            t_319 = t_414;
            t_320 = t_415;
            t_321 = t_416;
            t_322 = t_417;
            t_323 = t_418;
            t_324 = t_419;
        }
        Optional_float_ t_420 = t_319.ambient;
        bool t_421 = t_420.hasValue;
        Optional_float_ t_422 = t_190.ambient;
        bool t_423 = t_422.hasValue;
        float t_424 = t_420.value;
        float t_425 = t_422.value;
        Light[3] t_426 = t_319.lights;
        Light t_427 = t_426[2];
        Light[3] t_428 = t_190.lights;
        Light t_429 = t_428[2];
        Light t_430 = t_426[1];
        Light t_431 = t_428[1];
        Light t_432 = t_426[0];
        Light t_433 = t_428[0];
        int t_434 = t_187 - 1;
        float t_435 = t_318 + (t_313 ? 0.0 : t_323);
        float t_436 = t_317 + (t_313 ? 0.0 : t_324);
        Scene t_437 = Scene(Light[3](Light(t_433.dir + t_432.dir, t_433.power + t_432.power, t_433.kind + t_432.kind), Light(t_431.dir + t_430.dir, t_431.power + t_430.power, t_431.kind + t_430.kind), Light(t_429.dir + t_427.dir, t_429.power + t_427.power, t_429.kind + t_427.kind)), Optional_float_(t_423 ? (t_421 ? t_425 + t_424 : t_425) : t_424, t_423 ? t_423 : t_421), t_190.uv + t_319.uv);
        vec3 t_438 = t_191 + t_320;
        t_187 = t_434;
        t_188 = t_435;
        t_189 = t_436;
        t_190 = t_437;
        t_191 = t_438;
        continue;
    }
    Optional_float_ t_439 = t_185.ambient;
    bool t_440 = t_439.hasValue;
    Optional_float_ t_441 = t_43.ambient;
    bool t_442 = t_441.hasValue;
    float t_443 = t_439.value;
    float t_444 = t_441.value;
    Light[3] t_445 = t_185.lights;
    Light t_446 = t_445[2];
    Light[3] t_447 = t_43.lights;
    Light t_448 = t_447[2];
    Light t_449 = t_445[1];
    Light t_450 = t_447[1];
    Light t_451 = t_445[0];
    Light t_452 = t_447[0];
    return shadeScene_bwd_Grads(Scene(Light[3](Light(t_452.dir + t_451.dir, t_452.power + t_451.power, t_452.kind + t_451.kind), Light(t_450.dir + t_449.dir, t_450.power + t_449.power, t_450.kind + t_449.kind), Light(t_448.dir + t_446.dir, t_448.power + t_446.power, t_448.kind + t_446.kind)), Optional_float_(t_442 ? (t_440 ? t_444 + t_443 : t_444) : t_443, t_442 ? t_442 : t_440), t_43.uv + t_185.uv), t_186);
}
shadeScene_fwd_Result shadeScene_fwd(Scene p_6, Scene p_7, vec3 p_8, vec3 p_9, int p_10) {
    Light[3] s_1 = Light[3](Light(vec3(0.0), 0.0, 0), Light(vec3(0.0), 0.0, 0), Light(vec3(0.0), 0.0, 0));
    Light[3] t_453 = Light[3](Light(vec3(0.0), 0.0, 0), Light(vec3(0.0), 0.0, 0), Light(vec3(0.0), 0.0, 0));
    t_453 = Light[3](Light(vec3(0.0, 0.0, 0.0), 0.0, 0), Light(vec3(0.0, 0.0, 0.0), 0.0, 0), Light(vec3(0.0, 0.0, 0.0), 0.0, 0));
    s_1 = p_6.lights;
    Optional_float_ t_454 = p_6.ambient;
    vec2 t_455 = p_6.uv;
    t_453 = p_7.lights;
    vec2 t_456 = p_7.uv;
    float sum_5;
    float t_457;
    int i_6;
    float sum_6 = 0.0;
    float t_458 = 0.0;
    int i_7 = 0;
    for (;;) {
        if (i_7 < 3) {
        } else {
            float t_459 = sum_6;
            float t_460 = t_458;
            int t_461 = i_7;
            sum_5 = t_459;
            t_457 = t_460;
            i_6 = t_461;
            break;
        }
        if (i_7 >= p_10) {
            return shadeScene_fwd_Result(sum_6 + 100.0, t_458);
        }
        Light t_462 = s_1[i_7];
        Light t_463 = t_453[i_7];
        float t_464 = t_462.power;
        float t_465 = dot(p_8, t_462.dir);
        float nl_5 = t_462.kind == 1 ? -t_465 : t_465;
        int i_8;
        if (nl_5 < 0.0) {
            float t_466 = sum_6;
            float t_467 = t_458;
            int t_468 = i_7 + 1;
            sum_6 = t_466;
            t_458 = t_467;
            i_7 = t_468;
            continue;
        } else {
            i_8 = i_7;
        }
        float t_469 = nl_5 * t_464;
        float t_470 = t_455.x;
        float t_471 = t_464 * t_470;
        float t_472 = t_470 * t_463.power + t_464 * t_456.x;
        float t_473 = 1.0 + abs(t_471);
        float t_474 = t_471 / t_473;
        float t_475 = sum_6 + (t_469 / (1.0 + abs(t_469)) + t_474);
        float t_476 = t_458 + (1.0 / t_473 * t_472 + -(t_474 / t_473) * (sign(t_471) * t_472));
        int t_477 = i_8 + 1;
        sum_6 = t_475;
        t_458 = t_476;
        i_7 = t_477;
        continue;
    }
    float sum_7;
    float t_478;
    if (t_454.hasValue) {
        float t_479 = t_454.value;
        float t_480 = t_455.y;
        float t_481 = sum_5 + t_479 * t_480;
        float t_482 = t_457 + (t_480 * p_7.ambient.value + t_479 * t_456.y);
        sum_7 = t_481;
        t_478 = t_482;
    } else {
        float t_483 = sum_5;
        float t_484 = t_457;
        sum_7 = t_483;
        t_478 = t_484;
    }
    return shadeScene_fwd_Result(sum_7, t_478);
}
meanSq_bwd_Grads meanSq_bwd(float[4] p_11, float p_12) {
    Accum a;
    int i_9;
    Accum a_1 = Accum(0.0, 0.0);
    int i_10 = 0;
    for (;;) {
        if (i_10 < 4) {
        } else {
            Accum t_485 = a_1;
            int t_486 = i_10;
            a = t_485;
            i_9 = t_486;
            break;
        }
        float t_487 = p_11[i_10];
        if (t_487 > 5.0) {
            Accum t_488 = a_1;
            int t_489 = i_10;
            a = t_488;
            i_9 = t_489;
            break;
        }
        Accum t_490 = Accum(a_1.total + t_487 * t_487, a_1.count + 1.0);
        int t_491 = i_10 + 1;
        a_1 = t_490;
        i_10 = t_491;
        continue;
    }
    float t_492 = a.count;
    int t_493;
    Accum t_494 = Accum(0.0, 0.0);
    int t_495 = 0;
    int t_496 = 0;
    for (;;) {
        int t_497;
        Accum t_498;
        int t_499;
        Accum t_500;
        int t_501;
        if (t_495 < 4) {
            int t_502 = 0;
            Accum t_503 = Accum(0.0, 0.0);
            int t_504 = 0;
            Accum t_505 = Accum(0.0, 0.0);
            int t_506 = 0;
            t_497 = t_502;
            t_498 = t_503;
            t_499 = t_504;
            t_500 = t_505;
            t_501 = t_506;
        } else {
            int t_507 = 2;
            Accum t_508 = Accum(0.0, 0.0);
            int t_509 = 0;
            Accum t_510 = t_494;
            int t_511 = t_495;
            t_497 = t_507;
            t_498 = t_508;
            t_499 = t_509;
            t_500 = t_510;
            t_501 = t_511;
        }
        int t_512;
        Accum t_513;
        int t_514;
        Accum t_515;
        int t_516;
        if (t_497 == 0) {
            float t_517 = p_11[t_495];
            int t_518;
            Accum t_519;
            int t_520;
            Accum t_521;
            int t_522;
            if (t_517 > 5.0) {
                int t_523 = 2;
                Accum t_524 = Accum(0.0, 0.0);
                int t_525 = 0;
                Accum t_526 = t_494;
                int t_527 = t_495;
                t_518 = t_523;
                t_519 = t_524;
                t_520 = t_525;
                t_521 = t_526;
                t_522 = t_527;
            } else {
                int t_528 = 0;
                Accum t_529 = Accum(0.0, 0.0);
                int t_530 = 0;
                Accum t_531 = Accum(0.0, 0.0);
                int t_532 = 0;
                t_518 = t_528;
                t_519 = t_529;
                t_520 = t_530;
                t_521 = t_531;
                t_522 = t_532;
            }
            int t_533;
            Accum t_534;
            int t_535;
            Accum t_536;
            int t_537;
            if (t_518 == 0) {
                int t_538 = 1;
                Accum t_539 = Accum(t_494.total + t_517 * t_517, t_494.count + 1.0);
                int t_540 = t_495 + 1;
                Accum t_541 = Accum(0.0, 0.0);
                int t_542 = 0;
                t_533 = t_538;
                t_534 = t_539;
                t_535 = t_540;
                t_536 = t_541;
                t_537 = t_542;
            } else {
                int t_543 = t_518;
                Accum t_544 = t_519;
                int t_545 = t_520;
                Accum t_546 = t_521;
                int t_547 = t_522;
                t_533 = t_543;
                t_534 = t_544;
                t_535 = t_545;
                t_536 = t_546;
                t_537 = t_547;
            }
            int t_548 = t_533;
            Accum t_549 = t_534;
            int t_550 = t_535;
            Accum t_551 = t_536;
            int t_552 = t_537;
            t_512 = t_548;
            t_513 = t_549;
            t_514 = t_550;
            t_515 = t_551;
            t_516 = t_552;
        } else {
            int t_553 = t_497;
            Accum t_554 = t_498;
            int t_555 = t_499;
            Accum t_556 = t_500;
            int t_557 = t_501;
            t_512 = t_553;
            t_513 = t_554;
            t_514 = t_555;
            t_515 = t_556;
            t_516 = t_557;
        }
        int t_558 = t_496 + 1;
        if (t_512 == 2) {
            t_493 = t_558;
            break;
        }
        Accum t_559 = t_513;
        int t_560 = t_514;
        int t_561 = t_558;
        t_494 = t_559;
        t_495 = t_560;
        t_496 = t_561;
        continue;
    }
    int t_562 = t_493 - 1;
    Accum t_563;
    float[4] t_564;
    int t_565 = t_562;
    Accum t_566 = Accum(0.0, 0.0);
    float[4] t_567 = float[4](0.0, 0.0, 0.0, 0.0);
    for (;;) {
        if (t_565 < 0) {
            Accum t_568 = t_566;
            float[4] t_569 = t_567;
            t_563 = t_568;
            t_564 = t_569;
            break;
        }
        Accum t_570;
        int t_571;
        Accum t_572 = Accum(0.0, 0.0);
        int t_573 = 0;
        int t_574 = 0;
        for (;;) {
            if (t_574 == t_565) {
                Accum t_575 = t_572;
                int t_576 = t_573;
                t_570 = t_575;
                t_571 = t_576;
                break;
            }
            int t_577;
            Accum t_578;
            int t_579;
            Accum t_580;
            int t_581;
            if (t_573 < 4) {
                int t_582 = 0;
                Accum t_583 = Accum(0.0, 0.0);
                int t_584 = 0;
                Accum t_585 = Accum(0.0, 0.0);
                int t_586 = 0;
                t_577 = t_582;
                t_578 = t_583;
                t_579 = t_584;
                t_580 = t_585;
                t_581 = t_586;
            } else {
                int t_587 = 2;
                Accum t_588 = Accum(0.0, 0.0);
                int t_589 = 0;
                Accum t_590 = t_572;
                int t_591 = t_573;
                t_577 = t_587;
                t_578 = t_588;
                t_579 = t_589;
                t_580 = t_590;
                t_581 = t_591;
            }
            int t_592;
            Accum t_593;
            int t_594;
            Accum t_595;
            int t_596;
            if (t_577 == 0) {
                float t_597 = p_11[t_573];
                int t_598;
                Accum t_599;
                int t_600;
                Accum t_601;
                int t_602;
                if (t_597 > 5.0) {
                    int t_603 = 2;
                    Accum t_604 = Accum(0.0, 0.0);
                    int t_605 = 0;
                    Accum t_606 = t_572;
                    int t_607 = t_573;
                    t_598 = t_603;
                    t_599 = t_604;
                    t_600 = t_605;
                    t_601 = t_606;
                    t_602 = t_607;
                } else {
                    int t_608 = 0;
                    Accum t_609 = Accum(0.0, 0.0);
                    int t_610 = 0;
                    Accum t_611 = Accum(0.0, 0.0);
                    int t_612 = 0;
                    t_598 = t_608;
                    t_599 = t_609;
                    t_600 = t_610;
                    t_601 = t_611;
                    t_602 = t_612;
                }
                int t_613;
                Accum t_614;
                int t_615;
                Accum t_616;
                int t_617;
                if (t_598 == 0) {
                    int t_618 = 1;
                    Accum t_619 = Accum(t_572.total + t_597 * t_597, t_572.count + 1.0);
                    int t_620 = t_573 + 1;
                    Accum t_621 = Accum(0.0, 0.0);
                    int t_622 = 0;
                    t_613 = t_618;
                    t_614 = t_619;
                    t_615 = t_620;
                    t_616 = t_621;
                    t_617 = t_622;
                } else {
                    int t_623 = t_598;
                    Accum t_624 = t_599;
                    int t_625 = t_600;
                    Accum t_626 = t_601;
                    int t_627 = t_602;
                    t_613 = t_623;
                    t_614 = t_624;
                    t_615 = t_625;
                    t_616 = t_626;
                    t_617 = t_627;
                }
                int t_628 = t_613;
                Accum t_629 = t_614;
                int t_630 = t_615;
                Accum t_631 = t_616;
                int t_632 = t_617;
                t_592 = t_628;
                t_593 = t_629;
                t_594 = t_630;
                t_595 = t_631;
                t_596 = t_632;
            } else {
                int t_633 = t_577;
                Accum t_634 = t_578;
                int t_635 = t_579;
                Accum t_636 = t_580;
                int t_637 = t_581;
                t_592 = t_633;
                t_593 = t_634;
                t_594 = t_635;
                t_595 = t_636;
                t_596 = t_637;
            }
            if (t_592 == 2) {
                Accum t_638 = t_572;
                int t_639 = t_573;
                t_570 = t_638;
                t_571 = t_639;
                break;
            }
            Accum t_640 = t_593;
            int t_641 = t_594;
            int t_642 = t_574 + 1;
            t_572 = t_640;
            t_573 = t_641;
            t_574 = t_642;
            continue;
        }
        bool t_643 = t_571 < 4;
        int t_644;
        Accum t_645;
        int t_646;
        Accum t_647;
        int t_648;
        if (t_643) {
            int t_649 = 0;
            Accum t_650 = Accum(0.0, 0.0);
            int t_651 = 0;
            Accum t_652 = Accum(0.0, 0.0);
            int t_653 = 0;
            t_644 = t_649;
            t_645 = t_650;
            t_646 = t_651;
            t_647 = t_652;
            t_648 = t_653;
        } else {
            int t_654 = 2;
            Accum t_655 = Accum(0.0, 0.0);
            int t_656 = 0;
            Accum t_657 = t_570;
            int t_658 = t_571;
            t_644 = t_654;
            t_645 = t_655;
            t_646 = t_656;
            t_647 = t_657;
            t_648 = t_658;
        }
        bool t_659 = t_565 == t_562;
        Accum t_660 = Accum(t_659 ? 0.0 + 1.0 / t_492 * p_12 : 0.0, t_659 ? -(a.total / t_492 / t_492) * p_12 + 0.0 : 0.0);
        float[4] t_661;
        Accum t_662;
        Accum t_663;
        Accum t_664;
        if (t_644 == 0) {
            float t_665 = p_11[t_571];
            bool t_666 = t_665 > 5.0;
            int t_667;
            Accum t_668;
            int t_669;
            Accum t_670;
            int t_671;
            if (t_666) {
                int t_672 = 2;
                Accum t_673 = Accum(0.0, 0.0);
                int t_674 = 0;
                Accum t_675 = t_570;
                int t_676 = t_571;
                t_667 = t_672;
                t_668 = t_673;
                t_669 = t_674;
                t_670 = t_675;
                t_671 = t_676;
            } else {
                int t_677 = 0;
                Accum t_678 = Accum(0.0, 0.0);
                int t_679 = 0;
                Accum t_680 = Accum(0.0, 0.0);
                int t_681 = 0;
                t_667 = t_677;
                t_668 = t_678;
                t_669 = t_679;
                t_670 = t_680;
                t_671 = t_681;
            }
            float[4] t_682;
            Accum t_683;
            Accum t_684;
            Accum t_685;
            if (t_667 == 0) {
                float t_686 = t_566.total;
                float t_687 = t_665 * t_686;
                float t_688 = t_687 + t_687;
                float[4] t_689 = float[4](0.0, 0.0, 0.0, 0.0);
                t_689[0] = t_571 == 0 ? t_688 : 0.0;
                float[4] t_690 = t_689;
                t_690[1] = t_571 == 1 ? t_688 : 0.0;
                float[4] t_691 = t_690;
                t_691[2] = t_571 == 2 ? t_688 : 0.0;
                float[4] t_692 = t_691;
                t_692[3] = t_571 == 3 ? t_688 : 0.0;
                float[4] t_693 = t_692;
                Accum t_694 = Accum(0.0 + t_686, t_566.count + 0.0);
                Accum t_695 = Accum(0.0, 0.0);
                Accum t_696 = Accum(0.0, 0.0);
                t_682 = t_693;
                t_683 = t_694;
                t_684 = t_695;
                t_685 = t_696;
            } else {
                float[4] t_697 = float[4](0.0, 0.0, 0.0, 0.0);
                Accum t_698 = Accum(0.0, 0.0);
                Accum t_699 = t_566;
                Accum t_700 = t_660;
                t_682 = t_697;
                t_683 = t_698;
                t_684 = t_699;
                t_685 = t_700;
            }
            Accum t_701;
            if (t_666) {
                t_701 = t_685;
            } else {
                t_701 = Accum(0.0, 0.0);
            }
            float[4] t_702 = t_682;
            Accum t_703 = Accum(t_683.total + t_701.total, t_683.count + t_701.count);
            Accum t_704 = Accum(0.0, 0.0);
            Accum t_705 = Accum(0.0, 0.0);
            t_661 = t_702;
            t_662 = t_703;
            t_663 = t_704;
            t_664 = t_705;
        } else {
            float[4] t_706 = float[4](0.0, 0.0, 0.0, 0.0);
            Accum t_707 = Accum(0.0, 0.0);
            Accum t_708 = t_566;
            Accum t_709 = t_660;
            t_661 = t_706;
            t_662 = t_707;
            t_663 = t_708;
            t_664 = t_709;
        }
        Accum t_710;
        if (t_643) {
            t_710 = Accum(0.0, 0.0);
        } else {
            t_710 = t_664;
        }
        int t_711 = t_565 - 1;
        Accum t_712 = Accum(t_662.total + t_710.total, t_662.count + t_710.count);
        float[4] t_713 = float[4](t_567[0] + t_661[0], t_567[1] + t_661[1], t_567[2] + t_661[2], t_567[3] + t_661[3]);
        t_565 = t_711;
        t_566 = t_712;
        t_567 = t_713;
        continue;
    }
    return meanSq_bwd_Grads(t_564);
}
void main() {
    shadeScene_bwd_Grads t_714 = shadeScene_bwd(Scene(Light[3](Light(vec3(0.0, 1.0, 0.0), 2.0, 0), Light(vec3(0.6, 0.8, 0.0), 1.5, 1), Light(vec3(0.0, 0.6, 0.8), 0.5, 0)), Optional_float_(0.3, true), vec2(0.25, 0.75)), vec3(0.104828484, 0.94345635, 0.31448546), 3, 1.0);
    Scene t_715 = t_714.f0;
    Light[3] t_716 = t_715.lights;
    vec2 t_717 = t_715.uv;
    outputBuffer.data[0u] = t_716[0].power;
    outputBuffer.data[1u] = t_716[1].power;
    outputBuffer.data[2u] = t_716[2].dir.z;
    outputBuffer.data[3u] = t_715.ambient.value;
    outputBuffer.data[4u] = t_717.x;
    outputBuffer.data[5u] = t_717.y;
    outputBuffer.data[6u] = t_714.f1.y;
    float t_718 = shadeScene(Scene(Light[3](Light(vec3(0.0, 1.0, 0.0), 2.0, 0), Light(vec3(0.6, 0.8, 0.0), 1.5, 1), Light(vec3(0.0, 0.6, 0.8), 0.5, 0)), Optional_float_(0.3, true), vec2(0.25, 0.75)), vec3(0.104828484, 0.94345635, 0.31448546), 3);
    outputBuffer.data[7u] = t_718;
    shadeScene_bwd_Grads t_719 = shadeScene_bwd(Scene(Light[3](Light(vec3(0.0, 1.0, 0.0), 2.0, 0), Light(vec3(0.6, 0.8, 0.0), 1.5, 1), Light(vec3(0.0, 0.6, 0.8), 0.5, 0)), Optional_float_(0.3, true), vec2(0.25, 0.75)), vec3(0.104828484, 0.94345635, 0.31448546), 2, 1.0);
    Scene t_720 = t_719.f0;
    outputBuffer.data[8u] = t_720.lights[0].power;
    outputBuffer.data[9u] = t_720.uv.y;
    shadeScene_fwd_Result t_721 = shadeScene_fwd(Scene(Light[3](Light(vec3(0.0, 1.0, 0.0), 2.0, 0), Light(vec3(0.6, 0.8, 0.0), 1.5, 1), Light(vec3(0.0, 0.6, 0.8), 0.5, 0)), Optional_float_(0.3, true), vec2(0.25, 0.75)), t_715, vec3(0.104828484, 0.94345635, 0.31448546), vec3(1.0, 0.0, 0.0), 3);
    outputBuffer.data[10u] = t_721.d;
    smoothMix_bwd_Grads t_722 = smoothMix_bwd(vec3(1.0, 2.0, 3.0), vec3(4.0, 5.0, 6.0), 0.3, vec3(1.0, 1.0, 1.0));
    outputBuffer.data[11u] = t_722.f0.x;
    outputBuffer.data[12u] = t_722.f1.z;
    outputBuffer.data[13u] = t_722.f2;
    meanSq_bwd_Grads t_723 = meanSq_bwd(float[4](1.0, 2.0, 7.0, 3.0), 1.0);
    float[4] t_724 = t_723.f0;
    outputBuffer.data[14u] = t_724[0];
    outputBuffer.data[15u] = t_724[1];
    outputBuffer.data[16u] = t_724[2];
    outputBuffer.data[17u] = t_724[3];
    return;
}
smoothMix_bwd_Grads smoothMix_bwd(vec3 p_13, vec3 p_14, float p_15, vec3 p_16) {
    vec3 r;
    int k;
    vec3 r_1 = p_13;
    int k_1 = 0;
    for (;;) {
        if (k_1 < 3) {
        } else {
            vec3 t_725 = r_1;
            int t_726 = k_1;
            r = t_725;
            k = t_726;
            break;
        }
        float t_727 = p_13[k_1] * (1.0 - p_15) + p_14[k_1] * p_15 * p_15;
        vec3 t_728 = r_1;
        t_728.x = k_1 == 0 ? t_727 : r_1.x;
        vec3 t_729 = t_728;
        t_729.y = k_1 == 1 ? t_727 : r_1.y;
        vec3 t_730 = t_729;
        t_730.z = k_1 == 2 ? t_727 : r_1.z;
        vec3 t_731 = t_730;
        int t_732 = k_1 + 1;
        r_1 = t_731;
        k_1 = t_732;
        continue;
    }
    int t_733;
    vec3 t_734 = p_13;
    int t_735 = 0;
    int t_736 = 0;
    for (;;) {
        int t_737;
        vec3 t_738;
        int t_739;
        vec3 t_740;
        int t_741;
        if (t_735 < 3) {
            int t_742 = 0;
            vec3 t_743 = vec3(0.0, 0.0, 0.0);
            int t_744 = 0;
            vec3 t_745 = vec3(0.0, 0.0, 0.0);
            int t_746 = 0;
            t_737 = t_742;
            t_738 = t_743;
            t_739 = t_744;
            t_740 = t_745;
            t_741 = t_746;
        } else {
            int t_747 = 2;
            vec3 t_748 = vec3(0.0, 0.0, 0.0);
            int t_749 = 0;
            vec3 t_750 = t_734;
            int t_751 = t_735;
            t_737 = t_747;
            t_738 = t_748;
            t_739 = t_749;
            t_740 = t_750;
            t_741 = t_751;
        }
        int t_752;
        vec3 t_753;
        int t_754;
        vec3 t_755;
        int t_756;
        if (t_737 == 0) {
            float t_757 = p_13[t_735] * (1.0 - p_15) + p_14[t_735] * p_15 * p_15;
            vec3 t_758 = t_734;
            t_758.x = t_735 == 0 ? t_757 : t_734.x;
            vec3 t_759 = t_758;
            t_759.y = t_735 == 1 ? t_757 : t_734.y;
            vec3 t_760 = t_759;
            t_760.z = t_735 == 2 ? t_757 : t_734.z;
            int t_761 = 1;
            vec3 t_762 = t_760;
            int t_763 = t_735 + 1;
            vec3 t_764 = vec3(0.0, 0.0, 0.0);
            int t_765 = 0;
            t_752 = t_761;
            t_753 = t_762;
            t_754 = t_763;
            t_755 = t_764;
            t_756 = t_765;
        } else {
            int t_766 = t_737;
            vec3 t_767 = t_738;
            int t_768 = t_739;
            vec3 t_769 = t_740;
            int t_770 = t_741;
            t_752 = t_766;
            t_753 = t_767;
            t_754 = t_768;
            t_755 = t_769;
            t_756 = t_770;
        }
        int t_771 = t_736 + 1;
        if (t_752 == 2) {
            t_733 = t_771;
            break;
        }
        vec3 t_772 = t_753;
        int t_773 = t_754;
        int t_774 = t_771;
        t_734 = t_772;
        t_735 = t_773;
        t_736 = t_774;
        continue;
    }
    int t_775 = t_733 - 1;
    vec3 t_776;
    vec3 t_777;
    float t_778;
    vec3 t_779;
    int t_780 = t_775;
    vec3 t_781 = vec3(0.0, 0.0, 0.0);
    vec3 t_782 = vec3(0.0, 0.0, 0.0);
    float t_783 = 0.0;
    vec3 t_784 = vec3(0.0, 0.0, 0.0);
    for (;;) {
        if (t_780 < 0) {
            vec3 t_785 = t_781;
            vec3 t_786 = t_782;
            float t_787 = t_783;
            vec3 t_788 = t_784;
            t_776 = t_785;
            t_777 = t_786;
            t_778 = t_787;
            t_779 = t_788;
            break;
        }
        vec3 t_789;
        int t_790;
        vec3 t_791 = p_13;
        int t_792 = 0;
        int t_793 = 0;
        for (;;) {
            if (t_793 == t_780) {
                vec3 t_794 = t_791;
                int t_795 = t_792;
                t_789 = t_794;
                t_790 = t_795;
                break;
            }
            int t_796;
            vec3 t_797;
            int t_798;
            vec3 t_799;
            int t_800;
            if (t_792 < 3) {
                int t_801 = 0;
                vec3 t_802 = vec3(0.0, 0.0, 0.0);
                int t_803 = 0;
                vec3 t_804 = vec3(0.0, 0.0, 0.0);
                int t_805 = 0;
                t_796 = t_801;
                t_797 = t_802;
                t_798 = t_803;
                t_799 = t_804;
                t_800 = t_805;
            } else {
                int t_806 = 2;
                vec3 t_807 = vec3(0.0, 0.0, 0.0);
                int t_808 = 0;
                vec3 t_809 = t_791;
                int t_810 = t_792;
                t_796 = t_806;
                t_797 = t_807;
                t_798 = t_808;
                t_799 = t_809;
                t_800 = t_810;
            }
            int t_811;
            vec3 t_812;
            int t_813;
            vec3 t_814;
            int t_815;
            if (t_796 == 0) {
                float t_816 = p_13[t_792] * (1.0 - p_15) + p_14[t_792] * p_15 * p_15;
                vec3 t_817 = t_791;
                t_817.x = t_792 == 0 ? t_816 : t_791.x;
                vec3 t_818 = t_817;
                t_818.y = t_792 == 1 ? t_816 : t_791.y;
                vec3 t_819 = t_818;
                t_819.z = t_792 == 2 ? t_816 : t_791.z;
                int t_820 = 1;
                vec3 t_821 = t_819;
                int t_822 = t_792 + 1;
                vec3 t_823 = vec3(0.0, 0.0, 0.0);
                int t_824 = 0;
                t_811 = t_820;
                t_812 = t_821;
                t_813 = t_822;
                t_814 = t_823;
                t_815 = t_824;
            } else {
                int t_825 = t_796;
                vec3 t_826 = t_797;
                int t_827 = t_798;
                vec3 t_828 = t_799;
                int t_829 = t_800;
                t_811 = t_825;
                t_812 = t_826;
                t_813 = t_827;
                t_814 = t_828;
                t_815 = t_829;
            }
            if (t_811 == 2) {
                vec3 t_830 = t_791;
                int t_831 = t_792;
                t_789 = t_830;
                t_790 = t_831;
                break;
            }
            vec3 t_832 = t_812;
            int t_833 = t_813;
            int t_834 = t_793 + 1;
            t_791 = t_832;
            t_792 = t_833;
            t_793 = t_834;
            continue;
        }
        bool t_835 = t_790 < 3;
        int t_836;
        vec3 t_837;
        int t_838;
        vec3 t_839;
        int t_840;
        if (t_835) {
            int t_841 = 0;
            vec3 t_842 = vec3(0.0, 0.0, 0.0);
            int t_843 = 0;
            vec3 t_844 = vec3(0.0, 0.0, 0.0);
            int t_845 = 0;
            t_836 = t_841;
            t_837 = t_842;
            t_838 = t_843;
            t_839 = t_844;
            t_840 = t_845;
        } else {
            int t_846 = 2;
            vec3 t_847 = vec3(0.0, 0.0, 0.0);
            int t_848 = 0;
            vec3 t_849 = t_789;
            int t_850 = t_790;
            t_836 = t_846;
            t_837 = t_847;
            t_838 = t_848;
            t_839 = t_849;
            t_840 = t_850;
        }
        vec3 t_851;
        float t_852;
        vec3 t_853;
        vec3 t_854;
        vec3 t_855;
        vec3 t_856;
        if (t_836 == 0) {
            float t_857 = p_14[t_790];
            bool t_858 = t_790 == 0;
            bool t_859 = t_790 == 1;
            bool t_860 = t_790 == 2;
            vec3 t_861 = t_781;
            t_861.z = 0.0;
            float t_862 = t_781.z;
            vec3 t_863 = vec3(0.0, 0.0, 0.0);
            t_863.z = t_860 ? 0.0 : t_862;
            vec3 t_864 = t_861;
            t_864.y = 0.0;
            float t_865 = t_781.y;
            vec3 t_866 = vec3(0.0, 0.0, 0.0);
            t_866.y = t_859 ? 0.0 : t_865;
            vec3 t_867 = t_864;
            t_867.x = 0.0;
            float t_868 = t_781.x;
            float t_869 = (t_860 ? t_862 : 0.0) + (t_859 ? t_865 : 0.0) + (t_858 ? t_868 : 0.0);
            vec3 t_870 = vec3(0.0, 0.0, 0.0);
            t_870.x = t_858 ? 0.0 : t_868;
            float t_871 = p_15 * t_869;
            float t_872 = p_15 * t_871;
            float t_873 = (1.0 - p_15) * t_869;
            vec3 t_874 = vec3(t_858 ? t_873 : 0.0, t_859 ? t_873 : 0.0, t_860 ? t_873 : 0.0);
            float t_875 = t_857 * p_15 * t_869 + t_857 * t_871 + -(p_13[t_790] * t_869);
            vec3 t_876 = vec3(t_858 ? t_872 : 0.0, t_859 ? t_872 : 0.0, t_860 ? t_872 : 0.0);
            vec3 t_877 = t_863 + t_866 + t_867 + t_870;
            vec3 t_878 = vec3(0.0, 0.0, 0.0);
            vec3 t_879 = vec3(0.0, 0.0, 0.0);
            t_851 = t_874;
            t_852 = t_875;
            t_853 = t_876;
            t_854 = t_877;
            t_855 = t_878;
            t_856 = t_879;
        } else {
            vec3 t_880 = vec3(0.0, 0.0, 0.0);
            float t_881 = 0.0;
            vec3 t_882 = vec3(0.0, 0.0, 0.0);
            vec3 t_883 = vec3(0.0, 0.0, 0.0);
            vec3 t_884 = t_781;
            vec3 t_885 = t_780 == t_775 ? p_16 : vec3(0.0, 0.0, 0.0);
            t_851 = t_880;
            t_852 = t_881;
            t_853 = t_882;
            t_854 = t_883;
            t_855 = t_884;
            t_856 = t_885;
        }
        vec3 t_886;
        if (t_835) {
            t_886 = vec3(0.0, 0.0, 0.0);
        } else {
            t_886 = t_856;
        }
        int t_887 = t_780 - 1;
        vec3 t_888 = t_854 + t_886;
        vec3 t_889 = t_782 + t_851;
        float t_890 = t_783 + t_852;
        vec3 t_891 = t_784 + t_853;
        t_780 = t_887;
        t_781 = t_888;
        t_782 = t_889;
        t_783 = t_890;
        t_784 = t_891;
        continue;
    }
    return smoothMix_bwd_Grads(t_776 + t_777, t_779, t_778);
}
