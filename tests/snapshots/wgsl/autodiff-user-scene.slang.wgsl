struct RWStructuredBuffer {
    data: array<f32>,
}
struct Light {
    dir: vec3<f32>,
    power: f32,
    kind: i32,
}
struct Optional_float_ {
    value: f32,
    hasValue: bool,
}
struct Scene {
    lights: array<Light, 3>,
    ambient: Optional_float_,
    uv: vec2<f32>,
}
struct shadeScene_bwd_Grads {
    f0: Scene,
    f1: vec3<f32>,
}
struct shadeScene_fwd_Result {
    p: f32,
    d: f32,
}
struct meanSq_bwd_Grads {
    f0: array<f32, 4>,
}
struct Accum {
    total: f32,
    count: f32,
}
struct smoothMix_bwd_Grads {
    f0: vec3<f32>,
    f1: vec3<f32>,
    f2: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn shadeScene(p: Scene, p_1: vec3<f32>, count: i32) -> f32 {
    var s: array<Light, 3> = array<Light, 3>();
    s = p.lights;
    var t: Optional_float_ = p.ambient;
    var t_1: vec2<f32> = p.uv;
    var sum: f32;
    var i: i32;
    var sum_1: f32 = 0.0f;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            var t_2: f32 = sum_1;
            var t_3: i32 = i_1;
            sum = t_2;
            i = t_3;
            break;
        }
        if (i_1 >= count) {
            return sum_1 + 100.0f;
        }
        var t_4: Light = s[i_1];
        var t_5: f32 = t_4.power;
        var t_6: f32 = dot(p_1, t_4.dir);
        var nl: f32 = select(t_6, -t_6, t_4.kind == 1i);
        var i_2: i32;
        if (nl < 0.0f) {
            var t_7: f32 = sum_1;
            var t_8: i32 = i_1 + 1i;
            sum_1 = t_7;
            i_1 = t_8;
            continue;
        } else {
            i_2 = i_1;
        }
        var t_9: f32 = nl * t_5;
        var t_10: f32 = t_5 * t_1.x;
        var t_11: f32 = sum_1 + (t_9 / (1.0f + abs(t_9)) + t_10 / (1.0f + abs(t_10)));
        var t_12: i32 = i_2 + 1i;
        sum_1 = t_11;
        i_1 = t_12;
        continue;
    }
    var sum_2: f32;
    if (t.hasValue) {
        sum_2 = sum + t.value * t_1.y;
    } else {
        sum_2 = sum;
    }
    return sum_2;
}
fn shadeScene_bwd(p_2: Scene, p_3: vec3<f32>, p_4: i32, p_5: f32) -> shadeScene_bwd_Grads {
    var t_13: bool;
    var t_14: f32;
    var sum_3: f32;
    var i_3: i32;
    var t_15: bool = false;
    var t_16: f32 = 0.0f;
    var sum_4: f32 = 0.0f;
    var i_4: i32 = 0i;
    for (;;) {
        if (i_4 < 3i) {
        } else {
            var t_17: bool = t_15;
            var t_18: f32 = t_16;
            var t_19: f32 = sum_4;
            var t_20: i32 = i_4;
            t_13 = t_17;
            t_14 = t_18;
            sum_3 = t_19;
            i_3 = t_20;
            break;
        }
        var t_21: bool;
        var t_22: f32;
        if (i_4 >= p_4) {
            var t_23: bool = true;
            var t_24: f32 = sum_4 + 100.0f;
            var t_25: f32 = sum_4;
            var t_26: i32 = i_4;
            t_13 = t_23;
            t_14 = t_24;
            sum_3 = t_25;
            i_3 = t_26;
            break;
        } else {
            var t_27: bool = t_15;
            var t_28: f32 = t_16;
            t_21 = t_27;
            t_22 = t_28;
        }
        var t_29: array<Light, 3> = p_2.lights;
        var t_30: Light = t_29[i_4];
        var t_31: f32 = t_30.power;
        var t_32: f32 = dot(p_3, t_30.dir);
        var nl_1: f32 = select(t_32, -t_32, t_30.kind == 1i);
        var i_5: i32;
        if (nl_1 < 0.0f) {
            var t_33: bool = t_21;
            var t_34: f32 = t_22;
            var t_35: f32 = sum_4;
            var t_36: i32 = i_4 + 1i;
            t_15 = t_33;
            t_16 = t_34;
            sum_4 = t_35;
            i_4 = t_36;
            continue;
        } else {
            i_5 = i_4;
        }
        var t_37: f32 = nl_1 * t_31;
        var t_38: f32 = t_31 * p_2.uv.x;
        var t_39: bool = t_21;
        var t_40: f32 = t_22;
        var t_41: f32 = sum_4 + (t_37 / (1.0f + abs(t_37)) + t_38 / (1.0f + abs(t_38)));
        var t_42: i32 = i_5 + 1i;
        t_15 = t_39;
        t_16 = t_40;
        sum_4 = t_41;
        i_4 = t_42;
        continue;
    }
    var t_43: Scene;
    var t_44: f32;
    var t_45: f32;
    if (select(0i, 2i, t_13) == 0i) {
        var t_46: Optional_float_ = p_2.ambient;
        var t_47: Optional_float_;
        var t_48: Scene;
        var t_49: f32;
        if (t_46.hasValue) {
            var t_50: vec2<f32> = vec2<f32>(0.0f, 0.0f);
            t_50.y = t_46.value * p_5;
            var t_51: Scene = Scene(array<Light, 3>(Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i), Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i), Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i)), Optional_float_(0.0f, false), vec2<f32>(0.0f, 0.0f));
            t_51.uv = t_50;
            var t_52: Optional_float_ = Optional_float_(0.0f, false);
            t_52.value = p_2.uv.y * p_5;
            var t_53: Optional_float_ = t_52;
            t_53.hasValue = true;
            var t_54: Optional_float_ = t_53;
            var t_55: Scene = t_51;
            var t_56: f32 = p_5;
            t_47 = t_54;
            t_48 = t_55;
            t_49 = t_56;
        } else {
            var t_57: Optional_float_ = Optional_float_(0.0f, false);
            var t_58: Scene = Scene(array<Light, 3>(Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i), Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i), Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i)), Optional_float_(0.0f, false), vec2<f32>(0.0f, 0.0f));
            var t_59: f32 = p_5;
            t_47 = t_57;
            t_48 = t_58;
            t_49 = t_59;
        }
        var t_60: bool = t_47.hasValue;
        var t_61: Optional_float_ = t_48.ambient;
        var t_62: bool = t_61.hasValue;
        var t_63: f32 = t_47.value;
        var t_64: f32 = t_61.value;
        var t_65: array<Light, 3> = t_48.lights;
        var t_66: Light = t_65[2];
        var t_67: Light = t_65[1];
        var t_68: Light = t_65[0];
        var t_69: Scene = Scene(array<Light, 3>(Light(t_68.dir + vec3<f32>(0.0f, 0.0f, 0.0f), t_68.power + 0.0f, t_68.kind), Light(t_67.dir + vec3<f32>(0.0f, 0.0f, 0.0f), t_67.power + 0.0f, t_67.kind), Light(t_66.dir + vec3<f32>(0.0f, 0.0f, 0.0f), t_66.power + 0.0f, t_66.kind)), Optional_float_(select(t_63, select(t_64, t_64 + t_63, t_60), t_62), select(t_60, t_62, t_62)), t_48.uv + vec2<f32>(0.0f, 0.0f));
        var t_70: f32 = t_49;
        var t_71: f32 = 0.0f;
        t_43 = t_69;
        t_44 = t_70;
        t_45 = t_71;
    } else {
        var t_72: Scene = Scene(array<Light, 3>(Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i), Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i), Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i)), Optional_float_(0.0f, false), vec2<f32>(0.0f, 0.0f));
        var t_73: f32 = 0.0f;
        var t_74: f32 = p_5;
        t_43 = t_72;
        t_44 = t_73;
        t_45 = t_74;
    }
    var t_75: i32;
    var t_76: bool = false;
    var t_77: f32 = 0.0f;
    var t_78: f32 = 0.0f;
    var t_79: i32 = 0i;
    var t_80: i32 = 0i;
    for (;;) {
        var t_81: bool = t_79 < 3i;
        var t_82: i32 = select(2i, 0i, t_81);
        var t_83: i32;
        var t_84: bool;
        var t_85: f32;
        var t_86: f32;
        var t_87: i32;
        var t_88: bool;
        var t_89: f32;
        var t_90: f32;
        var t_91: i32;
        if (t_82 == 0i) {
            var t_92: bool = t_79 >= p_4;
            var t_93: bool = select(t_76, false, t_92);
            var t_94: f32 = select(t_77, 0.0f, t_92);
            var t_95: i32 = select(0i, 2i, t_92);
            var t_96: i32;
            var t_97: bool;
            var t_98: f32;
            var t_99: f32;
            var t_100: i32;
            var t_101: bool;
            var t_102: f32;
            var t_103: f32;
            var t_104: i32;
            if (t_95 == 0i) {
                var t_105: array<Light, 3> = p_2.lights;
                var t_106: Light = t_105[t_79];
                var t_107: f32 = t_106.power;
                var t_108: f32 = dot(p_3, t_106.dir);
                var nl_2: f32 = select(t_108, -t_108, t_106.kind == 1i);
                var t_109: bool = nl_2 < 0.0f;
                var t_110: i32 = select(0i, 1i, t_109);
                var t_111: i32;
                var t_112: bool;
                var t_113: f32;
                var t_114: f32;
                var t_115: i32;
                var t_116: bool;
                var t_117: f32;
                var t_118: f32;
                var t_119: i32;
                if (t_110 == 0i) {
                    var t_120: f32 = nl_2 * t_107;
                    var t_121: f32 = t_107 * p_2.uv.x;
                    var t_122: i32 = 1i;
                    var t_123: bool = t_93;
                    var t_124: f32 = t_94;
                    var t_125: f32 = t_78 + (t_120 / (1.0f + abs(t_120)) + t_121 / (1.0f + abs(t_121)));
                    var t_126: i32 = select(t_79, 0i, t_109) + 1i;
                    var t_127: bool = false;
                    var t_128: f32 = 0.0f;
                    var t_129: f32 = 0.0f;
                    var t_130: i32 = 0i;
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
                    var t_131: i32 = t_110;
                    var t_132: bool = select(false, t_93, t_109);
                    var t_133: f32 = select(0.0f, t_94, t_109);
                    var t_134: f32 = select(0.0f, t_78, t_109);
                    var t_135: i32 = select(0i, t_79 + 1i, t_109);
                    var t_136: bool = false;
                    var t_137: f32 = 0.0f;
                    var t_138: f32 = 0.0f;
                    var t_139: i32 = 0i;
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
                var t_140: i32 = t_111;
                var t_141: bool = t_112;
                var t_142: f32 = t_113;
                var t_143: f32 = t_114;
                var t_144: i32 = t_115;
                var t_145: bool = t_116;
                var t_146: f32 = t_117;
                var t_147: f32 = t_118;
                var t_148: i32 = t_119;
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
                var t_149: i32 = t_95;
                var t_150: bool = false;
                var t_151: f32 = 0.0f;
                var t_152: f32 = 0.0f;
                var t_153: i32 = 0i;
                var t_154: bool = t_92;
                var t_155: f32 = select(0.0f, t_78 + 100.0f, t_92);
                var t_156: f32 = select(0.0f, t_78, t_92);
                var t_157: i32 = select(0i, t_79, t_92);
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
            var t_158: i32 = t_96;
            var t_159: bool = t_97;
            var t_160: f32 = t_98;
            var t_161: f32 = t_99;
            var t_162: i32 = t_100;
            var t_163: bool = t_101;
            var t_164: f32 = t_102;
            var t_165: f32 = t_103;
            var t_166: i32 = t_104;
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
            var t_167: i32 = t_82;
            var t_168: bool = false;
            var t_169: f32 = 0.0f;
            var t_170: f32 = 0.0f;
            var t_171: i32 = 0i;
            var t_172: bool = select(t_76, false, t_81);
            var t_173: f32 = select(t_77, 0.0f, t_81);
            var t_174: f32 = select(t_78, 0.0f, t_81);
            var t_175: i32 = select(t_79, 0i, t_81);
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
        var t_176: i32 = t_80 + 1i;
        if (t_83 == 2i) {
            t_75 = t_176;
            break;
        }
        var t_177: bool = t_84;
        var t_178: f32 = t_85;
        var t_179: f32 = t_86;
        var t_180: i32 = t_87;
        var t_181: i32 = t_176;
        t_76 = t_177;
        t_77 = t_178;
        t_78 = t_179;
        t_79 = t_180;
        t_80 = t_181;
        continue;
    }
    var t_182: i32 = t_75 - 1i;
    var t_183: f32;
    var t_184: f32;
    var t_185: Scene;
    var t_186: vec3<f32>;
    var t_187: i32 = t_182;
    var t_188: f32 = 0.0f;
    var t_189: f32 = 0.0f;
    var t_190: Scene = Scene(array<Light, 3>(Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i), Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i), Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i)), Optional_float_(0.0f, false), vec2<f32>(0.0f, 0.0f));
    var t_191: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    for (;;) {
        if (t_187 < 0i) {
            var t_192: f32 = t_188;
            var t_193: f32 = t_189;
            var t_194: Scene = t_190;
            var t_195: vec3<f32> = t_191;
            t_183 = t_192;
            t_184 = t_193;
            t_185 = t_194;
            t_186 = t_195;
            break;
        }
        var t_196: bool;
        var t_197: f32;
        var t_198: f32;
        var t_199: i32;
        var t_200: bool = false;
        var t_201: f32 = 0.0f;
        var t_202: f32 = 0.0f;
        var t_203: i32 = 0i;
        var t_204: i32 = 0i;
        for (;;) {
            if (t_204 == t_187) {
                var t_205: bool = t_200;
                var t_206: f32 = t_201;
                var t_207: f32 = t_202;
                var t_208: i32 = t_203;
                t_196 = t_205;
                t_197 = t_206;
                t_198 = t_207;
                t_199 = t_208;
                break;
            }
            var t_209: bool = t_203 < 3i;
            var t_210: i32 = select(2i, 0i, t_209);
            var t_211: i32;
            var t_212: bool;
            var t_213: f32;
            var t_214: f32;
            var t_215: i32;
            var t_216: bool;
            var t_217: f32;
            var t_218: f32;
            var t_219: i32;
            if (t_210 == 0i) {
                var t_220: bool = t_203 >= p_4;
                var t_221: bool = select(t_200, false, t_220);
                var t_222: f32 = select(t_201, 0.0f, t_220);
                var t_223: i32 = select(0i, 2i, t_220);
                var t_224: i32;
                var t_225: bool;
                var t_226: f32;
                var t_227: f32;
                var t_228: i32;
                var t_229: bool;
                var t_230: f32;
                var t_231: f32;
                var t_232: i32;
                if (t_223 == 0i) {
                    var t_233: array<Light, 3> = p_2.lights;
                    var t_234: Light = t_233[t_203];
                    var t_235: f32 = t_234.power;
                    var t_236: f32 = dot(p_3, t_234.dir);
                    var nl_3: f32 = select(t_236, -t_236, t_234.kind == 1i);
                    var t_237: bool = nl_3 < 0.0f;
                    var t_238: i32 = select(0i, 1i, t_237);
                    var t_239: i32;
                    var t_240: bool;
                    var t_241: f32;
                    var t_242: f32;
                    var t_243: i32;
                    var t_244: bool;
                    var t_245: f32;
                    var t_246: f32;
                    var t_247: i32;
                    if (t_238 == 0i) {
                        var t_248: f32 = nl_3 * t_235;
                        var t_249: f32 = t_235 * p_2.uv.x;
                        var t_250: i32 = 1i;
                        var t_251: bool = t_221;
                        var t_252: f32 = t_222;
                        var t_253: f32 = t_202 + (t_248 / (1.0f + abs(t_248)) + t_249 / (1.0f + abs(t_249)));
                        var t_254: i32 = select(t_203, 0i, t_237) + 1i;
                        var t_255: bool = false;
                        var t_256: f32 = 0.0f;
                        var t_257: f32 = 0.0f;
                        var t_258: i32 = 0i;
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
                        var t_259: i32 = t_238;
                        var t_260: bool = select(false, t_221, t_237);
                        var t_261: f32 = select(0.0f, t_222, t_237);
                        var t_262: f32 = select(0.0f, t_202, t_237);
                        var t_263: i32 = select(0i, t_203 + 1i, t_237);
                        var t_264: bool = false;
                        var t_265: f32 = 0.0f;
                        var t_266: f32 = 0.0f;
                        var t_267: i32 = 0i;
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
                    var t_268: i32 = t_239;
                    var t_269: bool = t_240;
                    var t_270: f32 = t_241;
                    var t_271: f32 = t_242;
                    var t_272: i32 = t_243;
                    var t_273: bool = t_244;
                    var t_274: f32 = t_245;
                    var t_275: f32 = t_246;
                    var t_276: i32 = t_247;
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
                    var t_277: i32 = t_223;
                    var t_278: bool = false;
                    var t_279: f32 = 0.0f;
                    var t_280: f32 = 0.0f;
                    var t_281: i32 = 0i;
                    var t_282: bool = t_220;
                    var t_283: f32 = select(0.0f, t_202 + 100.0f, t_220);
                    var t_284: f32 = select(0.0f, t_202, t_220);
                    var t_285: i32 = select(0i, t_203, t_220);
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
                var t_286: i32 = t_224;
                var t_287: bool = t_225;
                var t_288: f32 = t_226;
                var t_289: f32 = t_227;
                var t_290: i32 = t_228;
                var t_291: bool = t_229;
                var t_292: f32 = t_230;
                var t_293: f32 = t_231;
                var t_294: i32 = t_232;
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
                var t_295: i32 = t_210;
                var t_296: bool = false;
                var t_297: f32 = 0.0f;
                var t_298: f32 = 0.0f;
                var t_299: i32 = 0i;
                var t_300: bool = select(t_200, false, t_209);
                var t_301: f32 = select(t_201, 0.0f, t_209);
                var t_302: f32 = select(t_202, 0.0f, t_209);
                var t_303: i32 = select(t_203, 0i, t_209);
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
            if (t_211 == 2i) {
                var t_304: bool = t_200;
                var t_305: f32 = t_201;
                var t_306: f32 = t_202;
                var t_307: i32 = t_203;
                t_196 = t_304;
                t_197 = t_305;
                t_198 = t_306;
                t_199 = t_307;
                break;
            }
            var t_308: bool = t_212;
            var t_309: f32 = t_213;
            var t_310: f32 = t_214;
            var t_311: i32 = t_215;
            var t_312: i32 = t_204 + 1i;
            t_200 = t_308;
            t_201 = t_309;
            t_202 = t_310;
            t_203 = t_311;
            t_204 = t_312;
            continue;
        }
        var t_313: bool = t_199 < 3i;
        var t_314: bool = t_187 == t_182;
        var t_315: f32 = select(0.0f, select(0.0f, t_45, t_13), t_314);
        var t_316: f32 = select(0.0f, t_44, t_314);
        var t_317: f32;
        var t_318: f32;
        var t_319: Scene;
        var t_320: vec3<f32>;
        var t_321: f32;
        var t_322: f32;
        var t_323: f32;
        var t_324: f32;
        if (select(2i, 0i, t_313) == 0i) {
            var t_325: bool = t_199 >= p_4;
            var t_326: Scene;
            var t_327: vec3<f32>;
            var t_328: f32;
            var t_329: f32;
            var t_330: f32;
            var t_331: f32;
            var t_332: f32;
            var t_333: f32;
            if (select(0i, 2i, t_325) == 0i) {
                var t_334: array<Light, 3> = p_2.lights;
                var t_335: Light = t_334[t_199];
                var t_336: f32 = t_335.power;
                var t_337: vec3<f32> = t_335.dir;
                var t_338: f32 = dot(p_3, t_337);
                var t_339: bool = t_335.kind == 1i;
                var nl_4: f32 = select(t_338, -t_338, t_339);
                var t_340: bool = nl_4 < 0.0f;
                var t_341: f32;
                var t_342: f32;
                var t_343: Scene;
                var t_344: f32;
                var t_345: f32;
                var t_346: f32;
                var t_347: f32;
                var t_348: f32;
                var t_349: f32;
                if (select(0i, 1i, t_340) == 0i) {
                    var t_350: f32 = p_2.uv.x;
                    var t_351: f32 = t_336 * t_350;
                    var t_352: f32 = 1.0f + abs(t_351);
                    var t_353: f32 = 1.0f / t_352 * t_189 + sign(t_351) * (-(t_351 / t_352 / t_352) * t_189);
                    var t_354: vec2<f32> = vec2<f32>(0.0f, 0.0f);
                    t_354.x = t_336 * t_353;
                    var t_355: Scene = Scene(array<Light, 3>(Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i), Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i), Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i)), Optional_float_(0.0f, false), vec2<f32>(0.0f, 0.0f));
                    t_355.uv = t_354;
                    var t_356: f32 = 1.0f + abs(nl_4 * t_336);
                    var t_357: f32 = t_189 / (t_356 * t_356);
                    var t_358: f32 = t_336 * t_357;
                    var t_359: f32 = t_350 * t_353 + nl_4 * t_357;
                    var t_360: Scene = t_355;
                    var t_361: f32 = t_189;
                    var t_362: f32 = t_188;
                    var t_363: f32 = 0.0f;
                    var t_364: f32 = 0.0f;
                    var t_365: f32 = 0.0f;
                    var t_366: f32 = 0.0f;
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
                    var t_367: f32 = 0.0f;
                    var t_368: f32 = 0.0f;
                    var t_369: Scene = Scene(array<Light, 3>(Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i), Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i), Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i)), Optional_float_(0.0f, false), vec2<f32>(0.0f, 0.0f));
                    var t_370: f32 = 0.0f;
                    var t_371: f32 = 0.0f;
                    var t_372: f32 = t_188;
                    var t_373: f32 = t_189;
                    var t_374: f32 = t_315;
                    var t_375: f32 = t_316;
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
                var t_376: vec3<f32> = vec3<f32>(select(t_341, -t_341, t_339));
                var t_377: Optional_float_ = t_343.ambient;
                var t_378: bool = t_377.hasValue;
                var t_379: array<Light, 3> = t_343.lights;
                var t_380: Light = t_379[2];
                var t_381: f32 = t_342 + 0.0f;
                var t_382: bool = t_199 == 2i;
                var t_383: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f) + t_376 * p_3;
                var t_384: Light = t_379[1];
                var t_385: bool = t_199 == 1i;
                var t_386: Light = t_379[0];
                var t_387: bool = t_199 == 0i;
                var t_388: Scene = Scene(array<Light, 3>(Light(t_386.dir + select(vec3<f32>(0.0f, 0.0f, 0.0f), t_383, t_387), t_386.power + select(0.0f, t_381, t_387), t_386.kind), Light(t_384.dir + select(vec3<f32>(0.0f, 0.0f, 0.0f), t_383, t_385), t_384.power + select(0.0f, t_381, t_385), t_384.kind), Light(t_380.dir + select(vec3<f32>(0.0f, 0.0f, 0.0f), t_383, t_382), t_380.power + select(0.0f, t_381, t_382), t_380.kind)), Optional_float_(select(0.0f, t_377.value, t_378), select(false, t_378, t_378)), t_343.uv + vec2<f32>(0.0f, 0.0f));
                var t_389: vec3<f32> = t_376 * t_337;
                var t_390: f32 = t_345 + select(0.0f, t_346, t_340);
                var t_391: f32 = t_344 + select(0.0f, t_347, t_340);
                var t_392: f32 = 0.0f;
                var t_393: f32 = 0.0f;
                var t_394: f32 = 0.0f;
                var t_395: f32 = 0.0f;
                t_326 = t_388;
                t_327 = t_389;
                t_328 = t_390;
                t_329 = t_391;
                t_330 = t_392;
                t_331 = t_393;
                t_332 = t_394;
                t_333 = t_395;
            } else {
                var t_396: Scene = Scene(array<Light, 3>(Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i), Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i), Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i)), Optional_float_(0.0f, false), vec2<f32>(0.0f, 0.0f));
                var t_397: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
                var t_398: f32 = 0.0f;
                var t_399: f32 = 0.0f;
                var t_400: f32 = t_188;
                var t_401: f32 = t_189;
                var t_402: f32 = t_315;
                var t_403: f32 = t_316;
                t_326 = t_396;
                t_327 = t_397;
                t_328 = t_398;
                t_329 = t_399;
                t_330 = t_400;
                t_331 = t_401;
                t_332 = t_402;
                t_333 = t_403;
            }
            var t_404: f32 = t_329 + select(0.0f, t_333 + t_332, t_325);
            var t_405: f32 = select(t_328, 0.0f, t_325);
            var t_406: Scene = t_326;
            var t_407: vec3<f32> = t_327;
            var t_408: f32 = 0.0f;
            var t_409: f32 = 0.0f;
            var t_410: f32 = 0.0f;
            var t_411: f32 = 0.0f;
            t_317 = t_404;
            t_318 = t_405;
            t_319 = t_406;
            t_320 = t_407;
            t_321 = t_408;
            t_322 = t_409;
            t_323 = t_410;
            t_324 = t_411;
        } else {
            var t_412: f32 = 0.0f;
            var t_413: f32 = 0.0f;
            var t_414: Scene = Scene(array<Light, 3>(Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i), Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i), Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i)), Optional_float_(0.0f, false), vec2<f32>(0.0f, 0.0f));
            var t_415: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
            var t_416: f32 = t_188;
            var t_417: f32 = t_189;
            var t_418: f32 = t_315;
            var t_419: f32 = t_316;
            t_317 = t_412;
            t_318 = t_413;
            t_319 = t_414;
            t_320 = t_415;
            t_321 = t_416;
            t_322 = t_417;
            t_323 = t_418;
            t_324 = t_419;
        }
        var t_420: Optional_float_ = t_319.ambient;
        var t_421: bool = t_420.hasValue;
        var t_422: Optional_float_ = t_190.ambient;
        var t_423: bool = t_422.hasValue;
        var t_424: f32 = t_420.value;
        var t_425: f32 = t_422.value;
        var t_426: array<Light, 3> = t_319.lights;
        var t_427: Light = t_426[2];
        var t_428: array<Light, 3> = t_190.lights;
        var t_429: Light = t_428[2];
        var t_430: Light = t_426[1];
        var t_431: Light = t_428[1];
        var t_432: Light = t_426[0];
        var t_433: Light = t_428[0];
        var t_434: i32 = t_187 - 1i;
        var t_435: f32 = t_318 + select(t_323, 0.0f, t_313);
        var t_436: f32 = t_317 + select(t_324, 0.0f, t_313);
        var t_437: Scene = Scene(array<Light, 3>(Light(t_433.dir + t_432.dir, t_433.power + t_432.power, t_433.kind + t_432.kind), Light(t_431.dir + t_430.dir, t_431.power + t_430.power, t_431.kind + t_430.kind), Light(t_429.dir + t_427.dir, t_429.power + t_427.power, t_429.kind + t_427.kind)), Optional_float_(select(t_424, select(t_425, t_425 + t_424, t_421), t_423), select(t_421, t_423, t_423)), t_190.uv + t_319.uv);
        var t_438: vec3<f32> = t_191 + t_320;
        t_187 = t_434;
        t_188 = t_435;
        t_189 = t_436;
        t_190 = t_437;
        t_191 = t_438;
        continue;
    }
    var t_439: Optional_float_ = t_185.ambient;
    var t_440: bool = t_439.hasValue;
    var t_441: Optional_float_ = t_43.ambient;
    var t_442: bool = t_441.hasValue;
    var t_443: f32 = t_439.value;
    var t_444: f32 = t_441.value;
    var t_445: array<Light, 3> = t_185.lights;
    var t_446: Light = t_445[2];
    var t_447: array<Light, 3> = t_43.lights;
    var t_448: Light = t_447[2];
    var t_449: Light = t_445[1];
    var t_450: Light = t_447[1];
    var t_451: Light = t_445[0];
    var t_452: Light = t_447[0];
    return shadeScene_bwd_Grads(Scene(array<Light, 3>(Light(t_452.dir + t_451.dir, t_452.power + t_451.power, t_452.kind + t_451.kind), Light(t_450.dir + t_449.dir, t_450.power + t_449.power, t_450.kind + t_449.kind), Light(t_448.dir + t_446.dir, t_448.power + t_446.power, t_448.kind + t_446.kind)), Optional_float_(select(t_443, select(t_444, t_444 + t_443, t_440), t_442), select(t_440, t_442, t_442)), t_43.uv + t_185.uv), t_186);
}
fn shadeScene_fwd(p_6: Scene, p_7: Scene, p_8: vec3<f32>, p_9: vec3<f32>, p_10: i32) -> shadeScene_fwd_Result {
    var s_1: array<Light, 3> = array<Light, 3>();
    var t_453: array<Light, 3> = array<Light, 3>();
    t_453 = array<Light, 3>(Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i), Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i), Light(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f, 0i));
    s_1 = p_6.lights;
    var t_454: Optional_float_ = p_6.ambient;
    var t_455: vec2<f32> = p_6.uv;
    t_453 = p_7.lights;
    var t_456: vec2<f32> = p_7.uv;
    var sum_5: f32;
    var t_457: f32;
    var i_6: i32;
    var sum_6: f32 = 0.0f;
    var t_458: f32 = 0.0f;
    var i_7: i32 = 0i;
    for (;;) {
        if (i_7 < 3i) {
        } else {
            var t_459: f32 = sum_6;
            var t_460: f32 = t_458;
            var t_461: i32 = i_7;
            sum_5 = t_459;
            t_457 = t_460;
            i_6 = t_461;
            break;
        }
        if (i_7 >= p_10) {
            return shadeScene_fwd_Result(sum_6 + 100.0f, t_458);
        }
        var t_462: Light = s_1[i_7];
        var t_463: Light = t_453[i_7];
        var t_464: f32 = t_462.power;
        var t_465: f32 = dot(p_8, t_462.dir);
        var nl_5: f32 = select(t_465, -t_465, t_462.kind == 1i);
        var i_8: i32;
        if (nl_5 < 0.0f) {
            var t_466: f32 = sum_6;
            var t_467: f32 = t_458;
            var t_468: i32 = i_7 + 1i;
            sum_6 = t_466;
            t_458 = t_467;
            i_7 = t_468;
            continue;
        } else {
            i_8 = i_7;
        }
        var t_469: f32 = nl_5 * t_464;
        var t_470: f32 = t_455.x;
        var t_471: f32 = t_464 * t_470;
        var t_472: f32 = t_470 * t_463.power + t_464 * t_456.x;
        var t_473: f32 = 1.0f + abs(t_471);
        var t_474: f32 = t_471 / t_473;
        var t_475: f32 = sum_6 + (t_469 / (1.0f + abs(t_469)) + t_474);
        var t_476: f32 = t_458 + (1.0f / t_473 * t_472 + -(t_474 / t_473) * (sign(t_471) * t_472));
        var t_477: i32 = i_8 + 1i;
        sum_6 = t_475;
        t_458 = t_476;
        i_7 = t_477;
        continue;
    }
    var sum_7: f32;
    var t_478: f32;
    if (t_454.hasValue) {
        var t_479: f32 = t_454.value;
        var t_480: f32 = t_455.y;
        var t_481: f32 = sum_5 + t_479 * t_480;
        var t_482: f32 = t_457 + (t_480 * p_7.ambient.value + t_479 * t_456.y);
        sum_7 = t_481;
        t_478 = t_482;
    } else {
        var t_483: f32 = sum_5;
        var t_484: f32 = t_457;
        sum_7 = t_483;
        t_478 = t_484;
    }
    return shadeScene_fwd_Result(sum_7, t_478);
}
fn meanSq_bwd(p_11: array<f32, 4>, p_12: f32) -> meanSq_bwd_Grads {
    var a: Accum;
    var i_9: i32;
    var a_1: Accum = Accum(0.0f, 0.0f);
    var i_10: i32 = 0i;
    for (;;) {
        if (i_10 < 4i) {
        } else {
            var t_485: Accum = a_1;
            var t_486: i32 = i_10;
            a = t_485;
            i_9 = t_486;
            break;
        }
        var t_487: f32 = p_11[i_10];
        if (t_487 > 5.0f) {
            var t_488: Accum = a_1;
            var t_489: i32 = i_10;
            a = t_488;
            i_9 = t_489;
            break;
        }
        var t_490: Accum = Accum(a_1.total + t_487 * t_487, a_1.count + 1.0f);
        var t_491: i32 = i_10 + 1i;
        a_1 = t_490;
        i_10 = t_491;
        continue;
    }
    var t_492: f32 = a.count;
    var t_493: i32;
    var t_494: Accum = Accum(0.0f, 0.0f);
    var t_495: i32 = 0i;
    var t_496: i32 = 0i;
    for (;;) {
        var t_497: i32;
        var t_498: Accum;
        var t_499: i32;
        var t_500: Accum;
        var t_501: i32;
        if (t_495 < 4i) {
            var t_502: i32 = 0i;
            var t_503: Accum = Accum(0.0f, 0.0f);
            var t_504: i32 = 0i;
            var t_505: Accum = Accum(0.0f, 0.0f);
            var t_506: i32 = 0i;
            t_497 = t_502;
            t_498 = t_503;
            t_499 = t_504;
            t_500 = t_505;
            t_501 = t_506;
        } else {
            var t_507: i32 = 2i;
            var t_508: Accum = Accum(0.0f, 0.0f);
            var t_509: i32 = 0i;
            var t_510: Accum = t_494;
            var t_511: i32 = t_495;
            t_497 = t_507;
            t_498 = t_508;
            t_499 = t_509;
            t_500 = t_510;
            t_501 = t_511;
        }
        var t_512: i32;
        var t_513: Accum;
        var t_514: i32;
        var t_515: Accum;
        var t_516: i32;
        if (t_497 == 0i) {
            var t_517: f32 = p_11[t_495];
            var t_518: i32;
            var t_519: Accum;
            var t_520: i32;
            var t_521: Accum;
            var t_522: i32;
            if (t_517 > 5.0f) {
                var t_523: i32 = 2i;
                var t_524: Accum = Accum(0.0f, 0.0f);
                var t_525: i32 = 0i;
                var t_526: Accum = t_494;
                var t_527: i32 = t_495;
                t_518 = t_523;
                t_519 = t_524;
                t_520 = t_525;
                t_521 = t_526;
                t_522 = t_527;
            } else {
                var t_528: i32 = 0i;
                var t_529: Accum = Accum(0.0f, 0.0f);
                var t_530: i32 = 0i;
                var t_531: Accum = Accum(0.0f, 0.0f);
                var t_532: i32 = 0i;
                t_518 = t_528;
                t_519 = t_529;
                t_520 = t_530;
                t_521 = t_531;
                t_522 = t_532;
            }
            var t_533: i32;
            var t_534: Accum;
            var t_535: i32;
            var t_536: Accum;
            var t_537: i32;
            if (t_518 == 0i) {
                var t_538: i32 = 1i;
                var t_539: Accum = Accum(t_494.total + t_517 * t_517, t_494.count + 1.0f);
                var t_540: i32 = t_495 + 1i;
                var t_541: Accum = Accum(0.0f, 0.0f);
                var t_542: i32 = 0i;
                t_533 = t_538;
                t_534 = t_539;
                t_535 = t_540;
                t_536 = t_541;
                t_537 = t_542;
            } else {
                var t_543: i32 = t_518;
                var t_544: Accum = t_519;
                var t_545: i32 = t_520;
                var t_546: Accum = t_521;
                var t_547: i32 = t_522;
                t_533 = t_543;
                t_534 = t_544;
                t_535 = t_545;
                t_536 = t_546;
                t_537 = t_547;
            }
            var t_548: i32 = t_533;
            var t_549: Accum = t_534;
            var t_550: i32 = t_535;
            var t_551: Accum = t_536;
            var t_552: i32 = t_537;
            t_512 = t_548;
            t_513 = t_549;
            t_514 = t_550;
            t_515 = t_551;
            t_516 = t_552;
        } else {
            var t_553: i32 = t_497;
            var t_554: Accum = t_498;
            var t_555: i32 = t_499;
            var t_556: Accum = t_500;
            var t_557: i32 = t_501;
            t_512 = t_553;
            t_513 = t_554;
            t_514 = t_555;
            t_515 = t_556;
            t_516 = t_557;
        }
        var t_558: i32 = t_496 + 1i;
        if (t_512 == 2i) {
            t_493 = t_558;
            break;
        }
        var t_559: Accum = t_513;
        var t_560: i32 = t_514;
        var t_561: i32 = t_558;
        t_494 = t_559;
        t_495 = t_560;
        t_496 = t_561;
        continue;
    }
    var t_562: i32 = t_493 - 1i;
    var t_563: Accum;
    var t_564: array<f32, 4>;
    var t_565: i32 = t_562;
    var t_566: Accum = Accum(0.0f, 0.0f);
    var t_567: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
    for (;;) {
        if (t_565 < 0i) {
            var t_568: Accum = t_566;
            var t_569: array<f32, 4> = t_567;
            t_563 = t_568;
            t_564 = t_569;
            break;
        }
        var t_570: Accum;
        var t_571: i32;
        var t_572: Accum = Accum(0.0f, 0.0f);
        var t_573: i32 = 0i;
        var t_574: i32 = 0i;
        for (;;) {
            if (t_574 == t_565) {
                var t_575: Accum = t_572;
                var t_576: i32 = t_573;
                t_570 = t_575;
                t_571 = t_576;
                break;
            }
            var t_577: i32;
            var t_578: Accum;
            var t_579: i32;
            var t_580: Accum;
            var t_581: i32;
            if (t_573 < 4i) {
                var t_582: i32 = 0i;
                var t_583: Accum = Accum(0.0f, 0.0f);
                var t_584: i32 = 0i;
                var t_585: Accum = Accum(0.0f, 0.0f);
                var t_586: i32 = 0i;
                t_577 = t_582;
                t_578 = t_583;
                t_579 = t_584;
                t_580 = t_585;
                t_581 = t_586;
            } else {
                var t_587: i32 = 2i;
                var t_588: Accum = Accum(0.0f, 0.0f);
                var t_589: i32 = 0i;
                var t_590: Accum = t_572;
                var t_591: i32 = t_573;
                t_577 = t_587;
                t_578 = t_588;
                t_579 = t_589;
                t_580 = t_590;
                t_581 = t_591;
            }
            var t_592: i32;
            var t_593: Accum;
            var t_594: i32;
            var t_595: Accum;
            var t_596: i32;
            if (t_577 == 0i) {
                var t_597: f32 = p_11[t_573];
                var t_598: i32;
                var t_599: Accum;
                var t_600: i32;
                var t_601: Accum;
                var t_602: i32;
                if (t_597 > 5.0f) {
                    var t_603: i32 = 2i;
                    var t_604: Accum = Accum(0.0f, 0.0f);
                    var t_605: i32 = 0i;
                    var t_606: Accum = t_572;
                    var t_607: i32 = t_573;
                    t_598 = t_603;
                    t_599 = t_604;
                    t_600 = t_605;
                    t_601 = t_606;
                    t_602 = t_607;
                } else {
                    var t_608: i32 = 0i;
                    var t_609: Accum = Accum(0.0f, 0.0f);
                    var t_610: i32 = 0i;
                    var t_611: Accum = Accum(0.0f, 0.0f);
                    var t_612: i32 = 0i;
                    t_598 = t_608;
                    t_599 = t_609;
                    t_600 = t_610;
                    t_601 = t_611;
                    t_602 = t_612;
                }
                var t_613: i32;
                var t_614: Accum;
                var t_615: i32;
                var t_616: Accum;
                var t_617: i32;
                if (t_598 == 0i) {
                    var t_618: i32 = 1i;
                    var t_619: Accum = Accum(t_572.total + t_597 * t_597, t_572.count + 1.0f);
                    var t_620: i32 = t_573 + 1i;
                    var t_621: Accum = Accum(0.0f, 0.0f);
                    var t_622: i32 = 0i;
                    t_613 = t_618;
                    t_614 = t_619;
                    t_615 = t_620;
                    t_616 = t_621;
                    t_617 = t_622;
                } else {
                    var t_623: i32 = t_598;
                    var t_624: Accum = t_599;
                    var t_625: i32 = t_600;
                    var t_626: Accum = t_601;
                    var t_627: i32 = t_602;
                    t_613 = t_623;
                    t_614 = t_624;
                    t_615 = t_625;
                    t_616 = t_626;
                    t_617 = t_627;
                }
                var t_628: i32 = t_613;
                var t_629: Accum = t_614;
                var t_630: i32 = t_615;
                var t_631: Accum = t_616;
                var t_632: i32 = t_617;
                t_592 = t_628;
                t_593 = t_629;
                t_594 = t_630;
                t_595 = t_631;
                t_596 = t_632;
            } else {
                var t_633: i32 = t_577;
                var t_634: Accum = t_578;
                var t_635: i32 = t_579;
                var t_636: Accum = t_580;
                var t_637: i32 = t_581;
                t_592 = t_633;
                t_593 = t_634;
                t_594 = t_635;
                t_595 = t_636;
                t_596 = t_637;
            }
            if (t_592 == 2i) {
                var t_638: Accum = t_572;
                var t_639: i32 = t_573;
                t_570 = t_638;
                t_571 = t_639;
                break;
            }
            var t_640: Accum = t_593;
            var t_641: i32 = t_594;
            var t_642: i32 = t_574 + 1i;
            t_572 = t_640;
            t_573 = t_641;
            t_574 = t_642;
            continue;
        }
        var t_643: bool = t_571 < 4i;
        var t_644: i32;
        var t_645: Accum;
        var t_646: i32;
        var t_647: Accum;
        var t_648: i32;
        if (t_643) {
            var t_649: i32 = 0i;
            var t_650: Accum = Accum(0.0f, 0.0f);
            var t_651: i32 = 0i;
            var t_652: Accum = Accum(0.0f, 0.0f);
            var t_653: i32 = 0i;
            t_644 = t_649;
            t_645 = t_650;
            t_646 = t_651;
            t_647 = t_652;
            t_648 = t_653;
        } else {
            var t_654: i32 = 2i;
            var t_655: Accum = Accum(0.0f, 0.0f);
            var t_656: i32 = 0i;
            var t_657: Accum = t_570;
            var t_658: i32 = t_571;
            t_644 = t_654;
            t_645 = t_655;
            t_646 = t_656;
            t_647 = t_657;
            t_648 = t_658;
        }
        var t_659: bool = t_565 == t_562;
        var t_660: Accum = Accum(select(0.0f, 0.0f + 1.0f / t_492 * p_12, t_659), select(0.0f, -(a.total / t_492 / t_492) * p_12 + 0.0f, t_659));
        var t_661: array<f32, 4>;
        var t_662: Accum;
        var t_663: Accum;
        var t_664: Accum;
        if (t_644 == 0i) {
            var t_665: f32 = p_11[t_571];
            var t_666: bool = t_665 > 5.0f;
            var t_667: i32;
            var t_668: Accum;
            var t_669: i32;
            var t_670: Accum;
            var t_671: i32;
            if (t_666) {
                var t_672: i32 = 2i;
                var t_673: Accum = Accum(0.0f, 0.0f);
                var t_674: i32 = 0i;
                var t_675: Accum = t_570;
                var t_676: i32 = t_571;
                t_667 = t_672;
                t_668 = t_673;
                t_669 = t_674;
                t_670 = t_675;
                t_671 = t_676;
            } else {
                var t_677: i32 = 0i;
                var t_678: Accum = Accum(0.0f, 0.0f);
                var t_679: i32 = 0i;
                var t_680: Accum = Accum(0.0f, 0.0f);
                var t_681: i32 = 0i;
                t_667 = t_677;
                t_668 = t_678;
                t_669 = t_679;
                t_670 = t_680;
                t_671 = t_681;
            }
            var t_682: array<f32, 4>;
            var t_683: Accum;
            var t_684: Accum;
            var t_685: Accum;
            if (t_667 == 0i) {
                var t_686: f32 = t_566.total;
                var t_687: f32 = t_665 * t_686;
                var t_688: f32 = t_687 + t_687;
                var t_689: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
                t_689[0] = select(0.0f, t_688, t_571 == 0i);
                var t_690: array<f32, 4> = t_689;
                t_690[1] = select(0.0f, t_688, t_571 == 1i);
                var t_691: array<f32, 4> = t_690;
                t_691[2] = select(0.0f, t_688, t_571 == 2i);
                var t_692: array<f32, 4> = t_691;
                t_692[3] = select(0.0f, t_688, t_571 == 3i);
                var t_693: array<f32, 4> = t_692;
                var t_694: Accum = Accum(0.0f + t_686, t_566.count + 0.0f);
                var t_695: Accum = Accum(0.0f, 0.0f);
                var t_696: Accum = Accum(0.0f, 0.0f);
                t_682 = t_693;
                t_683 = t_694;
                t_684 = t_695;
                t_685 = t_696;
            } else {
                var t_697: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
                var t_698: Accum = Accum(0.0f, 0.0f);
                var t_699: Accum = t_566;
                var t_700: Accum = t_660;
                t_682 = t_697;
                t_683 = t_698;
                t_684 = t_699;
                t_685 = t_700;
            }
            var t_701: Accum;
            if (t_666) {
                t_701 = t_685;
            } else {
                t_701 = Accum(0.0f, 0.0f);
            }
            var t_702: array<f32, 4> = t_682;
            var t_703: Accum = Accum(t_683.total + t_701.total, t_683.count + t_701.count);
            var t_704: Accum = Accum(0.0f, 0.0f);
            var t_705: Accum = Accum(0.0f, 0.0f);
            t_661 = t_702;
            t_662 = t_703;
            t_663 = t_704;
            t_664 = t_705;
        } else {
            var t_706: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_707: Accum = Accum(0.0f, 0.0f);
            var t_708: Accum = t_566;
            var t_709: Accum = t_660;
            t_661 = t_706;
            t_662 = t_707;
            t_663 = t_708;
            t_664 = t_709;
        }
        var t_710: Accum;
        if (t_643) {
            t_710 = Accum(0.0f, 0.0f);
        } else {
            t_710 = t_664;
        }
        var t_711: i32 = t_565 - 1i;
        var t_712: Accum = Accum(t_662.total + t_710.total, t_662.count + t_710.count);
        var t_713: array<f32, 4> = array<f32, 4>(t_567[0] + t_661[0], t_567[1] + t_661[1], t_567[2] + t_661[2], t_567[3] + t_661[3]);
        t_565 = t_711;
        t_566 = t_712;
        t_567 = t_713;
        continue;
    }
    return meanSq_bwd_Grads(t_564);
}
fn computeMain_1() {
    var t_714: shadeScene_bwd_Grads = shadeScene_bwd(Scene(array<Light, 3>(Light(vec3<f32>(0.0f, 1.0f, 0.0f), 2.0f, 0i), Light(vec3<f32>(0.6f, 0.8f, 0.0f), 1.5f, 1i), Light(vec3<f32>(0.0f, 0.6f, 0.8f), 0.5f, 0i)), Optional_float_(0.3f, true), vec2<f32>(0.25f, 0.75f)), vec3<f32>(0.104828484f, 0.94345635f, 0.31448546f), 3i, 1.0f);
    var t_715: Scene = t_714.f0;
    var t_716: array<Light, 3> = t_715.lights;
    var t_717: vec2<f32> = t_715.uv;
    outputBuffer.data[0u] = t_716[0].power;
    outputBuffer.data[1u] = t_716[1].power;
    outputBuffer.data[2u] = t_716[2].dir.z;
    outputBuffer.data[3u] = t_715.ambient.value;
    outputBuffer.data[4u] = t_717.x;
    outputBuffer.data[5u] = t_717.y;
    outputBuffer.data[6u] = t_714.f1.y;
    var t_718: f32 = shadeScene(Scene(array<Light, 3>(Light(vec3<f32>(0.0f, 1.0f, 0.0f), 2.0f, 0i), Light(vec3<f32>(0.6f, 0.8f, 0.0f), 1.5f, 1i), Light(vec3<f32>(0.0f, 0.6f, 0.8f), 0.5f, 0i)), Optional_float_(0.3f, true), vec2<f32>(0.25f, 0.75f)), vec3<f32>(0.104828484f, 0.94345635f, 0.31448546f), 3i);
    outputBuffer.data[7u] = t_718;
    var t_719: shadeScene_bwd_Grads = shadeScene_bwd(Scene(array<Light, 3>(Light(vec3<f32>(0.0f, 1.0f, 0.0f), 2.0f, 0i), Light(vec3<f32>(0.6f, 0.8f, 0.0f), 1.5f, 1i), Light(vec3<f32>(0.0f, 0.6f, 0.8f), 0.5f, 0i)), Optional_float_(0.3f, true), vec2<f32>(0.25f, 0.75f)), vec3<f32>(0.104828484f, 0.94345635f, 0.31448546f), 2i, 1.0f);
    var t_720: Scene = t_719.f0;
    outputBuffer.data[8u] = t_720.lights[0].power;
    outputBuffer.data[9u] = t_720.uv.y;
    var t_721: shadeScene_fwd_Result = shadeScene_fwd(Scene(array<Light, 3>(Light(vec3<f32>(0.0f, 1.0f, 0.0f), 2.0f, 0i), Light(vec3<f32>(0.6f, 0.8f, 0.0f), 1.5f, 1i), Light(vec3<f32>(0.0f, 0.6f, 0.8f), 0.5f, 0i)), Optional_float_(0.3f, true), vec2<f32>(0.25f, 0.75f)), t_715, vec3<f32>(0.104828484f, 0.94345635f, 0.31448546f), vec3<f32>(1.0f, 0.0f, 0.0f), 3i);
    outputBuffer.data[10u] = t_721.d;
    var t_722: smoothMix_bwd_Grads = smoothMix_bwd(vec3<f32>(1.0f, 2.0f, 3.0f), vec3<f32>(4.0f, 5.0f, 6.0f), 0.3f, vec3<f32>(1.0f, 1.0f, 1.0f));
    outputBuffer.data[11u] = t_722.f0.x;
    outputBuffer.data[12u] = t_722.f1.z;
    outputBuffer.data[13u] = t_722.f2;
    var t_723: meanSq_bwd_Grads = meanSq_bwd(array<f32, 4>(1.0f, 2.0f, 7.0f, 3.0f), 1.0f);
    var t_724: array<f32, 4> = t_723.f0;
    outputBuffer.data[14u] = t_724[0];
    outputBuffer.data[15u] = t_724[1];
    outputBuffer.data[16u] = t_724[2];
    outputBuffer.data[17u] = t_724[3];
    return;
}
fn smoothMix_bwd(p_13: vec3<f32>, p_14: vec3<f32>, p_15: f32, p_16: vec3<f32>) -> smoothMix_bwd_Grads {
    var r: vec3<f32>;
    var k: i32;
    var r_1: vec3<f32> = p_13;
    var k_1: i32 = 0i;
    for (;;) {
        if (k_1 < 3i) {
        } else {
            var t_725: vec3<f32> = r_1;
            var t_726: i32 = k_1;
            r = t_725;
            k = t_726;
            break;
        }
        var t_727: f32 = p_13[k_1] * (1.0f - p_15) + p_14[k_1] * p_15 * p_15;
        var t_728: vec3<f32> = r_1;
        t_728.x = select(r_1.x, t_727, k_1 == 0i);
        var t_729: vec3<f32> = t_728;
        t_729.y = select(r_1.y, t_727, k_1 == 1i);
        var t_730: vec3<f32> = t_729;
        t_730.z = select(r_1.z, t_727, k_1 == 2i);
        var t_731: vec3<f32> = t_730;
        var t_732: i32 = k_1 + 1i;
        r_1 = t_731;
        k_1 = t_732;
        continue;
    }
    var t_733: i32;
    var t_734: vec3<f32> = p_13;
    var t_735: i32 = 0i;
    var t_736: i32 = 0i;
    for (;;) {
        var t_737: i32;
        var t_738: vec3<f32>;
        var t_739: i32;
        var t_740: vec3<f32>;
        var t_741: i32;
        if (t_735 < 3i) {
            var t_742: i32 = 0i;
            var t_743: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
            var t_744: i32 = 0i;
            var t_745: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
            var t_746: i32 = 0i;
            t_737 = t_742;
            t_738 = t_743;
            t_739 = t_744;
            t_740 = t_745;
            t_741 = t_746;
        } else {
            var t_747: i32 = 2i;
            var t_748: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
            var t_749: i32 = 0i;
            var t_750: vec3<f32> = t_734;
            var t_751: i32 = t_735;
            t_737 = t_747;
            t_738 = t_748;
            t_739 = t_749;
            t_740 = t_750;
            t_741 = t_751;
        }
        var t_752: i32;
        var t_753: vec3<f32>;
        var t_754: i32;
        var t_755: vec3<f32>;
        var t_756: i32;
        if (t_737 == 0i) {
            var t_757: f32 = p_13[t_735] * (1.0f - p_15) + p_14[t_735] * p_15 * p_15;
            var t_758: vec3<f32> = t_734;
            t_758.x = select(t_734.x, t_757, t_735 == 0i);
            var t_759: vec3<f32> = t_758;
            t_759.y = select(t_734.y, t_757, t_735 == 1i);
            var t_760: vec3<f32> = t_759;
            t_760.z = select(t_734.z, t_757, t_735 == 2i);
            var t_761: i32 = 1i;
            var t_762: vec3<f32> = t_760;
            var t_763: i32 = t_735 + 1i;
            var t_764: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
            var t_765: i32 = 0i;
            t_752 = t_761;
            t_753 = t_762;
            t_754 = t_763;
            t_755 = t_764;
            t_756 = t_765;
        } else {
            var t_766: i32 = t_737;
            var t_767: vec3<f32> = t_738;
            var t_768: i32 = t_739;
            var t_769: vec3<f32> = t_740;
            var t_770: i32 = t_741;
            t_752 = t_766;
            t_753 = t_767;
            t_754 = t_768;
            t_755 = t_769;
            t_756 = t_770;
        }
        var t_771: i32 = t_736 + 1i;
        if (t_752 == 2i) {
            t_733 = t_771;
            break;
        }
        var t_772: vec3<f32> = t_753;
        var t_773: i32 = t_754;
        var t_774: i32 = t_771;
        t_734 = t_772;
        t_735 = t_773;
        t_736 = t_774;
        continue;
    }
    var t_775: i32 = t_733 - 1i;
    var t_776: vec3<f32>;
    var t_777: vec3<f32>;
    var t_778: f32;
    var t_779: vec3<f32>;
    var t_780: i32 = t_775;
    var t_781: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    var t_782: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    var t_783: f32 = 0.0f;
    var t_784: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    for (;;) {
        if (t_780 < 0i) {
            var t_785: vec3<f32> = t_781;
            var t_786: vec3<f32> = t_782;
            var t_787: f32 = t_783;
            var t_788: vec3<f32> = t_784;
            t_776 = t_785;
            t_777 = t_786;
            t_778 = t_787;
            t_779 = t_788;
            break;
        }
        var t_789: vec3<f32>;
        var t_790: i32;
        var t_791: vec3<f32> = p_13;
        var t_792: i32 = 0i;
        var t_793: i32 = 0i;
        for (;;) {
            if (t_793 == t_780) {
                var t_794: vec3<f32> = t_791;
                var t_795: i32 = t_792;
                t_789 = t_794;
                t_790 = t_795;
                break;
            }
            var t_796: i32;
            var t_797: vec3<f32>;
            var t_798: i32;
            var t_799: vec3<f32>;
            var t_800: i32;
            if (t_792 < 3i) {
                var t_801: i32 = 0i;
                var t_802: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
                var t_803: i32 = 0i;
                var t_804: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
                var t_805: i32 = 0i;
                t_796 = t_801;
                t_797 = t_802;
                t_798 = t_803;
                t_799 = t_804;
                t_800 = t_805;
            } else {
                var t_806: i32 = 2i;
                var t_807: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
                var t_808: i32 = 0i;
                var t_809: vec3<f32> = t_791;
                var t_810: i32 = t_792;
                t_796 = t_806;
                t_797 = t_807;
                t_798 = t_808;
                t_799 = t_809;
                t_800 = t_810;
            }
            var t_811: i32;
            var t_812: vec3<f32>;
            var t_813: i32;
            var t_814: vec3<f32>;
            var t_815: i32;
            if (t_796 == 0i) {
                var t_816: f32 = p_13[t_792] * (1.0f - p_15) + p_14[t_792] * p_15 * p_15;
                var t_817: vec3<f32> = t_791;
                t_817.x = select(t_791.x, t_816, t_792 == 0i);
                var t_818: vec3<f32> = t_817;
                t_818.y = select(t_791.y, t_816, t_792 == 1i);
                var t_819: vec3<f32> = t_818;
                t_819.z = select(t_791.z, t_816, t_792 == 2i);
                var t_820: i32 = 1i;
                var t_821: vec3<f32> = t_819;
                var t_822: i32 = t_792 + 1i;
                var t_823: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
                var t_824: i32 = 0i;
                t_811 = t_820;
                t_812 = t_821;
                t_813 = t_822;
                t_814 = t_823;
                t_815 = t_824;
            } else {
                var t_825: i32 = t_796;
                var t_826: vec3<f32> = t_797;
                var t_827: i32 = t_798;
                var t_828: vec3<f32> = t_799;
                var t_829: i32 = t_800;
                t_811 = t_825;
                t_812 = t_826;
                t_813 = t_827;
                t_814 = t_828;
                t_815 = t_829;
            }
            if (t_811 == 2i) {
                var t_830: vec3<f32> = t_791;
                var t_831: i32 = t_792;
                t_789 = t_830;
                t_790 = t_831;
                break;
            }
            var t_832: vec3<f32> = t_812;
            var t_833: i32 = t_813;
            var t_834: i32 = t_793 + 1i;
            t_791 = t_832;
            t_792 = t_833;
            t_793 = t_834;
            continue;
        }
        var t_835: bool = t_790 < 3i;
        var t_836: i32;
        var t_837: vec3<f32>;
        var t_838: i32;
        var t_839: vec3<f32>;
        var t_840: i32;
        if (t_835) {
            var t_841: i32 = 0i;
            var t_842: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
            var t_843: i32 = 0i;
            var t_844: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
            var t_845: i32 = 0i;
            t_836 = t_841;
            t_837 = t_842;
            t_838 = t_843;
            t_839 = t_844;
            t_840 = t_845;
        } else {
            var t_846: i32 = 2i;
            var t_847: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
            var t_848: i32 = 0i;
            var t_849: vec3<f32> = t_789;
            var t_850: i32 = t_790;
            t_836 = t_846;
            t_837 = t_847;
            t_838 = t_848;
            t_839 = t_849;
            t_840 = t_850;
        }
        var t_851: vec3<f32>;
        var t_852: f32;
        var t_853: vec3<f32>;
        var t_854: vec3<f32>;
        var t_855: vec3<f32>;
        var t_856: vec3<f32>;
        if (t_836 == 0i) {
            var t_857: f32 = p_14[t_790];
            var t_858: bool = t_790 == 0i;
            var t_859: bool = t_790 == 1i;
            var t_860: bool = t_790 == 2i;
            var t_861: vec3<f32> = t_781;
            t_861.z = 0.0f;
            var t_862: f32 = t_781.z;
            var t_863: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
            t_863.z = select(t_862, 0.0f, t_860);
            var t_864: vec3<f32> = t_861;
            t_864.y = 0.0f;
            var t_865: f32 = t_781.y;
            var t_866: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
            t_866.y = select(t_865, 0.0f, t_859);
            var t_867: vec3<f32> = t_864;
            t_867.x = 0.0f;
            var t_868: f32 = t_781.x;
            var t_869: f32 = select(0.0f, t_862, t_860) + select(0.0f, t_865, t_859) + select(0.0f, t_868, t_858);
            var t_870: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
            t_870.x = select(t_868, 0.0f, t_858);
            var t_871: f32 = p_15 * t_869;
            var t_872: f32 = p_15 * t_871;
            var t_873: f32 = (1.0f - p_15) * t_869;
            var t_874: vec3<f32> = vec3<f32>(select(0.0f, t_873, t_858), select(0.0f, t_873, t_859), select(0.0f, t_873, t_860));
            var t_875: f32 = t_857 * p_15 * t_869 + t_857 * t_871 + -(p_13[t_790] * t_869);
            var t_876: vec3<f32> = vec3<f32>(select(0.0f, t_872, t_858), select(0.0f, t_872, t_859), select(0.0f, t_872, t_860));
            var t_877: vec3<f32> = t_863 + t_866 + t_867 + t_870;
            var t_878: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
            var t_879: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
            t_851 = t_874;
            t_852 = t_875;
            t_853 = t_876;
            t_854 = t_877;
            t_855 = t_878;
            t_856 = t_879;
        } else {
            var t_880: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
            var t_881: f32 = 0.0f;
            var t_882: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
            var t_883: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
            var t_884: vec3<f32> = t_781;
            var t_885: vec3<f32> = select(vec3<f32>(0.0f, 0.0f, 0.0f), p_16, t_780 == t_775);
            t_851 = t_880;
            t_852 = t_881;
            t_853 = t_882;
            t_854 = t_883;
            t_855 = t_884;
            t_856 = t_885;
        }
        var t_886: vec3<f32>;
        if (t_835) {
            t_886 = vec3<f32>(0.0f, 0.0f, 0.0f);
        } else {
            t_886 = t_856;
        }
        var t_887: i32 = t_780 - 1i;
        var t_888: vec3<f32> = t_854 + t_886;
        var t_889: vec3<f32> = t_782 + t_851;
        var t_890: f32 = t_783 + t_852;
        var t_891: vec3<f32> = t_784 + t_853;
        t_780 = t_887;
        t_781 = t_888;
        t_782 = t_889;
        t_783 = t_890;
        t_784 = t_891;
        continue;
    }
    return smoothMix_bwd_Grads(t_776 + t_777, t_779, t_778);
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
