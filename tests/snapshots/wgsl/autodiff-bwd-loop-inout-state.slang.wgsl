struct RWStructuredBuffer {
    data: array<f32>,
}
struct scale_bwd_Grads {
    f0: f32,
}
struct Walker {
    steps: i32,
    done: bool,
}
struct Acc {
    v: f32,
    w: f32,
}
struct run_bwd_Grads {
    f0: Acc,
    f1: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn scale_bwd(p: ptr<function, Walker>, p_1: f32, p_2: f32) -> scale_bwd_Grads {
    var t: Walker = *p;
    var t_1: i32 = t.steps;
    var t_2: i32 = t_1 + 1i;
    *p = Walker(t_2, select(t.done, true, t_2 >= 3i));
    var t_3: f32 = p_1 * p_2;
    return scale_bwd_Grads(select(p_2, t_3 + t_3, t_1 == 1i));
}
fn run_bwd(p_3: ptr<function, Walker>, p_4: ptr<function, Acc>, p_5: f32, p_6: Acc) -> run_bwd_Grads {
    var t_4: Acc = *p_4;
    var t_5: f32 = t_4.v;
    var t_6: f32 = t_4.w;
    var t_7: f32;
    var t_8: f32;
    var t_9: i32;
    var t_10: bool;
    var i: i32;
    var t_11: f32 = t_5;
    var t_12: f32 = t_6;
    var t_13: i32 = 0i;
    var t_14: bool = false;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 5i) {
        } else {
            var t_15: f32 = t_11;
            var t_16: f32 = t_12;
            var t_17: i32 = t_13;
            var t_18: bool = t_14;
            var t_19: i32 = i_1;
            t_7 = t_15;
            t_8 = t_16;
            t_9 = t_17;
            t_10 = t_18;
            i = t_19;
            break;
        }
        var t_20: f32;
        var t_21: f32;
        var t_22: i32;
        var t_23: bool;
        if (!t_14) {
            var t_24: i32 = t_13 + 1i;
            var t_25: bool = select(t_14, true, t_24 >= 3i);
            var t_26: f32 = t_11 * select(p_5, p_5 * p_5, t_13 == 1i) * 1.0f;
            if (t_25) {
                var t_27: f32 = t_26;
                var t_28: f32 = t_12;
                var t_29: i32 = t_24;
                var t_30: bool = t_25;
                var t_31: i32 = i_1;
                t_7 = t_27;
                t_8 = t_28;
                t_9 = t_29;
                t_10 = t_30;
                i = t_31;
                break;
            }
            var t_32: f32 = t_26;
            var t_33: f32 = t_12 + t_26;
            var t_34: i32 = t_24;
            var t_35: bool = t_25;
            t_20 = t_32;
            t_21 = t_33;
            t_22 = t_34;
            t_23 = t_35;
        } else {
            var t_36: f32 = t_11;
            var t_37: f32 = t_12;
            var t_38: i32 = t_13;
            var t_39: bool = t_14;
            t_20 = t_36;
            t_21 = t_37;
            t_22 = t_38;
            t_23 = t_39;
        }
        var t_40: f32 = t_20;
        var t_41: f32 = t_21;
        var t_42: i32 = t_22;
        var t_43: bool = t_23;
        var t_44: i32 = i_1 + 1i;
        t_11 = t_40;
        t_12 = t_41;
        t_13 = t_42;
        t_14 = t_43;
        i_1 = t_44;
        continue;
    }
    *p_3 = Walker(t_9, t_10);
    *p_4 = Acc(t_7, t_8);
    var t_45: i32;
    var t_46: f32 = t_5;
    var t_47: f32 = t_6;
    var t_48: i32 = 0i;
    var t_49: bool = false;
    var t_50: i32 = 0i;
    var t_51: i32 = 0i;
    for (;;) {
        var t_52: bool = t_50 < 5i;
        var t_53: i32 = select(2i, 0i, t_52);
        var t_54: i32;
        var t_55: f32;
        var t_56: f32;
        var t_57: i32;
        var t_58: bool;
        var t_59: i32;
        var t_60: f32;
        var t_61: f32;
        var t_62: i32;
        var t_63: bool;
        var t_64: i32;
        if (t_53 == 0i) {
            var t_65: f32;
            var t_66: f32;
            var t_67: i32;
            var t_68: bool;
            var t_69: i32;
            var t_70: f32;
            var t_71: f32;
            var t_72: i32;
            var t_73: bool;
            var t_74: i32;
            var t_75: f32;
            var t_76: f32;
            var t_77: i32;
            var t_78: bool;
            var t_79: i32;
            if (!t_49) {
                var t_80: f32 = t_46 * select(p_5, p_5 * p_5, t_48 == 1i) * 1.0f;
                var t_81: i32 = t_48 + 1i;
                var t_82: bool = select(t_49, true, t_81 >= 3i);
                var t_83: i32 = select(0i, 2i, t_82);
                var t_84: bool = t_83 == 0i;
                var t_85: f32 = select(0.0f, t_80, t_84);
                var t_86: f32 = select(0.0f, t_47 + t_80, t_84);
                var t_87: i32 = select(0i, t_81, t_84);
                var t_88: bool = select(false, t_82, t_84);
                var t_89: i32 = select(t_83, 0i, t_84);
                var t_90: f32 = 0.0f;
                var t_91: f32 = 0.0f;
                var t_92: i32 = 0i;
                var t_93: bool = false;
                var t_94: i32 = 0i;
                var t_95: f32 = select(select(0.0f, t_80, t_82), 0.0f, t_84);
                var t_96: f32 = select(select(0.0f, t_47, t_82), 0.0f, t_84);
                var t_97: i32 = select(select(0i, t_81, t_82), 0i, t_84);
                var t_98: bool = select(select(false, t_82, t_82), false, t_84);
                var t_99: i32 = select(select(0i, t_50, t_82), 0i, t_84);
                t_65 = t_85;
                t_66 = t_86;
                t_67 = t_87;
                t_68 = t_88;
                t_69 = t_89;
                t_70 = t_90;
                t_71 = t_91;
                t_72 = t_92;
                t_73 = t_93;
                t_74 = t_94;
                t_75 = t_95;
                t_76 = t_96;
                t_77 = t_97;
                t_78 = t_98;
                t_79 = t_99;
            } else {
                var t_100: f32 = t_46;
                var t_101: f32 = t_47;
                var t_102: i32 = t_48;
                var t_103: bool = t_49;
                var t_104: i32 = 0i;
                var t_105: f32 = 0.0f;
                var t_106: f32 = 0.0f;
                var t_107: i32 = 0i;
                var t_108: bool = false;
                var t_109: i32 = 0i;
                var t_110: f32 = 0.0f;
                var t_111: f32 = 0.0f;
                var t_112: i32 = 0i;
                var t_113: bool = false;
                var t_114: i32 = 0i;
                t_65 = t_100;
                t_66 = t_101;
                t_67 = t_102;
                t_68 = t_103;
                t_69 = t_104;
                t_70 = t_105;
                t_71 = t_106;
                t_72 = t_107;
                t_73 = t_108;
                t_74 = t_109;
                t_75 = t_110;
                t_76 = t_111;
                t_77 = t_112;
                t_78 = t_113;
                t_79 = t_114;
            }
            var t_115: bool = t_69 == 0i;
            var t_116: i32 = select(t_69, 1i, t_115);
            var t_117: f32 = select(t_70, t_65, t_115);
            var t_118: f32 = select(t_71, t_66, t_115);
            var t_119: i32 = select(t_72, t_67, t_115);
            var t_120: bool = select(t_73, t_68, t_115);
            var t_121: i32 = select(t_74, t_50 + 1i, t_115);
            var t_122: f32 = select(t_75, 0.0f, t_115);
            var t_123: f32 = select(t_76, 0.0f, t_115);
            var t_124: i32 = select(t_77, 0i, t_115);
            var t_125: bool = select(t_78, false, t_115);
            var t_126: i32 = select(t_79, 0i, t_115);
            t_54 = t_116;
            t_55 = t_117;
            t_56 = t_118;
            t_57 = t_119;
            t_58 = t_120;
            t_59 = t_121;
            t_60 = t_122;
            t_61 = t_123;
            t_62 = t_124;
            t_63 = t_125;
            t_64 = t_126;
        } else {
            var t_127: i32 = t_53;
            var t_128: f32 = 0.0f;
            var t_129: f32 = 0.0f;
            var t_130: i32 = 0i;
            var t_131: bool = false;
            var t_132: i32 = 0i;
            var t_133: f32 = select(t_46, 0.0f, t_52);
            var t_134: f32 = select(t_47, 0.0f, t_52);
            var t_135: i32 = select(t_48, 0i, t_52);
            var t_136: bool = select(t_49, false, t_52);
            var t_137: i32 = select(t_50, 0i, t_52);
            t_54 = t_127;
            t_55 = t_128;
            t_56 = t_129;
            t_57 = t_130;
            t_58 = t_131;
            t_59 = t_132;
            t_60 = t_133;
            t_61 = t_134;
            t_62 = t_135;
            t_63 = t_136;
            t_64 = t_137;
        }
        var t_138: i32 = t_51 + 1i;
        if (t_54 == 2i) {
            t_45 = t_138;
            break;
        }
        var t_139: f32 = t_55;
        var t_140: f32 = t_56;
        var t_141: i32 = t_57;
        var t_142: bool = t_58;
        var t_143: i32 = t_59;
        var t_144: i32 = t_138;
        t_46 = t_139;
        t_47 = t_140;
        t_48 = t_141;
        t_49 = t_142;
        t_50 = t_143;
        t_51 = t_144;
        continue;
    }
    var t_145: i32 = t_45 - 1i;
    var t_146: f32;
    var t_147: f32;
    var t_148: f32;
    var t_149: i32 = t_145;
    var t_150: f32 = 0.0f;
    var t_151: f32 = 0.0f;
    var t_152: f32 = 0.0f;
    for (;;) {
        if (t_149 < 0i) {
            var t_153: f32 = t_150;
            var t_154: f32 = t_151;
            var t_155: f32 = t_152;
            t_146 = t_153;
            t_147 = t_154;
            t_148 = t_155;
            break;
        }
        var t_156: f32;
        var t_157: f32;
        var t_158: i32;
        var t_159: bool;
        var t_160: i32;
        var t_161: f32 = t_5;
        var t_162: f32 = t_6;
        var t_163: i32 = 0i;
        var t_164: bool = false;
        var t_165: i32 = 0i;
        var t_166: i32 = 0i;
        for (;;) {
            if (t_166 == t_149) {
                var t_167: f32 = t_161;
                var t_168: f32 = t_162;
                var t_169: i32 = t_163;
                var t_170: bool = t_164;
                var t_171: i32 = t_165;
                t_156 = t_167;
                t_157 = t_168;
                t_158 = t_169;
                t_159 = t_170;
                t_160 = t_171;
                break;
            }
            var t_172: bool = t_165 < 5i;
            var t_173: i32 = select(2i, 0i, t_172);
            var t_174: i32;
            var t_175: f32;
            var t_176: f32;
            var t_177: i32;
            var t_178: bool;
            var t_179: i32;
            var t_180: f32;
            var t_181: f32;
            var t_182: i32;
            var t_183: bool;
            var t_184: i32;
            if (t_173 == 0i) {
                var t_185: f32;
                var t_186: f32;
                var t_187: i32;
                var t_188: bool;
                var t_189: i32;
                var t_190: f32;
                var t_191: f32;
                var t_192: i32;
                var t_193: bool;
                var t_194: i32;
                var t_195: f32;
                var t_196: f32;
                var t_197: i32;
                var t_198: bool;
                var t_199: i32;
                if (!t_164) {
                    var t_200: f32 = t_161 * select(p_5, p_5 * p_5, t_163 == 1i) * 1.0f;
                    var t_201: i32 = t_163 + 1i;
                    var t_202: bool = select(t_164, true, t_201 >= 3i);
                    var t_203: i32 = select(0i, 2i, t_202);
                    var t_204: bool = t_203 == 0i;
                    var t_205: f32 = select(0.0f, t_200, t_204);
                    var t_206: f32 = select(0.0f, t_162 + t_200, t_204);
                    var t_207: i32 = select(0i, t_201, t_204);
                    var t_208: bool = select(false, t_202, t_204);
                    var t_209: i32 = select(t_203, 0i, t_204);
                    var t_210: f32 = 0.0f;
                    var t_211: f32 = 0.0f;
                    var t_212: i32 = 0i;
                    var t_213: bool = false;
                    var t_214: i32 = 0i;
                    var t_215: f32 = select(select(0.0f, t_200, t_202), 0.0f, t_204);
                    var t_216: f32 = select(select(0.0f, t_162, t_202), 0.0f, t_204);
                    var t_217: i32 = select(select(0i, t_201, t_202), 0i, t_204);
                    var t_218: bool = select(select(false, t_202, t_202), false, t_204);
                    var t_219: i32 = select(select(0i, t_165, t_202), 0i, t_204);
                    t_185 = t_205;
                    t_186 = t_206;
                    t_187 = t_207;
                    t_188 = t_208;
                    t_189 = t_209;
                    t_190 = t_210;
                    t_191 = t_211;
                    t_192 = t_212;
                    t_193 = t_213;
                    t_194 = t_214;
                    t_195 = t_215;
                    t_196 = t_216;
                    t_197 = t_217;
                    t_198 = t_218;
                    t_199 = t_219;
                } else {
                    var t_220: f32 = t_161;
                    var t_221: f32 = t_162;
                    var t_222: i32 = t_163;
                    var t_223: bool = t_164;
                    var t_224: i32 = 0i;
                    var t_225: f32 = 0.0f;
                    var t_226: f32 = 0.0f;
                    var t_227: i32 = 0i;
                    var t_228: bool = false;
                    var t_229: i32 = 0i;
                    var t_230: f32 = 0.0f;
                    var t_231: f32 = 0.0f;
                    var t_232: i32 = 0i;
                    var t_233: bool = false;
                    var t_234: i32 = 0i;
                    t_185 = t_220;
                    t_186 = t_221;
                    t_187 = t_222;
                    t_188 = t_223;
                    t_189 = t_224;
                    t_190 = t_225;
                    t_191 = t_226;
                    t_192 = t_227;
                    t_193 = t_228;
                    t_194 = t_229;
                    t_195 = t_230;
                    t_196 = t_231;
                    t_197 = t_232;
                    t_198 = t_233;
                    t_199 = t_234;
                }
                var t_235: bool = t_189 == 0i;
                var t_236: i32 = select(t_189, 1i, t_235);
                var t_237: f32 = select(t_190, t_185, t_235);
                var t_238: f32 = select(t_191, t_186, t_235);
                var t_239: i32 = select(t_192, t_187, t_235);
                var t_240: bool = select(t_193, t_188, t_235);
                var t_241: i32 = select(t_194, t_165 + 1i, t_235);
                var t_242: f32 = select(t_195, 0.0f, t_235);
                var t_243: f32 = select(t_196, 0.0f, t_235);
                var t_244: i32 = select(t_197, 0i, t_235);
                var t_245: bool = select(t_198, false, t_235);
                var t_246: i32 = select(t_199, 0i, t_235);
                t_174 = t_236;
                t_175 = t_237;
                t_176 = t_238;
                t_177 = t_239;
                t_178 = t_240;
                t_179 = t_241;
                t_180 = t_242;
                t_181 = t_243;
                t_182 = t_244;
                t_183 = t_245;
                t_184 = t_246;
            } else {
                var t_247: i32 = t_173;
                var t_248: f32 = 0.0f;
                var t_249: f32 = 0.0f;
                var t_250: i32 = 0i;
                var t_251: bool = false;
                var t_252: i32 = 0i;
                var t_253: f32 = select(t_161, 0.0f, t_172);
                var t_254: f32 = select(t_162, 0.0f, t_172);
                var t_255: i32 = select(t_163, 0i, t_172);
                var t_256: bool = select(t_164, false, t_172);
                var t_257: i32 = select(t_165, 0i, t_172);
                t_174 = t_247;
                t_175 = t_248;
                t_176 = t_249;
                t_177 = t_250;
                t_178 = t_251;
                t_179 = t_252;
                t_180 = t_253;
                t_181 = t_254;
                t_182 = t_255;
                t_183 = t_256;
                t_184 = t_257;
            }
            if (t_174 == 2i) {
                var t_258: f32 = t_161;
                var t_259: f32 = t_162;
                var t_260: i32 = t_163;
                var t_261: bool = t_164;
                var t_262: i32 = t_165;
                t_156 = t_258;
                t_157 = t_259;
                t_158 = t_260;
                t_159 = t_261;
                t_160 = t_262;
                break;
            }
            var t_263: f32 = t_175;
            var t_264: f32 = t_176;
            var t_265: i32 = t_177;
            var t_266: bool = t_178;
            var t_267: i32 = t_179;
            var t_268: i32 = t_166 + 1i;
            t_161 = t_263;
            t_162 = t_264;
            t_163 = t_265;
            t_164 = t_266;
            t_165 = t_267;
            t_166 = t_268;
            continue;
        }
        var t_269: bool = t_160 < 5i;
        var t_270: bool = t_149 == t_145;
        var t_271: f32 = select(0.0f, p_6.v, t_270);
        var t_272: f32 = select(0.0f, p_6.w, t_270);
        var t_273: f32;
        var t_274: f32;
        var t_275: f32;
        var t_276: f32;
        var t_277: f32;
        var t_278: f32;
        var t_279: f32;
        if (select(2i, 0i, t_269) == 0i) {
            var t_280: bool = !t_159;
            var t_281: f32;
            var t_282: f32;
            var t_283: i32;
            var t_284: bool;
            var t_285: i32;
            var t_286: f32;
            var t_287: f32;
            var t_288: i32;
            var t_289: bool;
            var t_290: i32;
            var t_291: f32;
            var t_292: f32;
            var t_293: i32;
            var t_294: bool;
            var t_295: i32;
            if (t_280) {
                var t_296: f32 = t_156 * select(p_5, p_5 * p_5, t_158 == 1i) * 1.0f;
                var t_297: i32 = t_158 + 1i;
                var t_298: bool = select(t_159, true, t_297 >= 3i);
                var t_299: i32 = select(0i, 2i, t_298);
                var t_300: bool = t_299 == 0i;
                var t_301: f32 = select(0.0f, t_296, t_300);
                var t_302: f32 = select(0.0f, t_157 + t_296, t_300);
                var t_303: i32 = select(0i, t_297, t_300);
                var t_304: bool = select(false, t_298, t_300);
                var t_305: i32 = select(t_299, 0i, t_300);
                var t_306: f32 = 0.0f;
                var t_307: f32 = 0.0f;
                var t_308: i32 = 0i;
                var t_309: bool = false;
                var t_310: i32 = 0i;
                var t_311: f32 = select(select(0.0f, t_296, t_298), 0.0f, t_300);
                var t_312: f32 = select(select(0.0f, t_157, t_298), 0.0f, t_300);
                var t_313: i32 = select(select(0i, t_297, t_298), 0i, t_300);
                var t_314: bool = select(select(false, t_298, t_298), false, t_300);
                var t_315: i32 = select(select(0i, t_160, t_298), 0i, t_300);
                t_281 = t_301;
                t_282 = t_302;
                t_283 = t_303;
                t_284 = t_304;
                t_285 = t_305;
                t_286 = t_306;
                t_287 = t_307;
                t_288 = t_308;
                t_289 = t_309;
                t_290 = t_310;
                t_291 = t_311;
                t_292 = t_312;
                t_293 = t_313;
                t_294 = t_314;
                t_295 = t_315;
            } else {
                var t_316: f32 = t_156;
                var t_317: f32 = t_157;
                var t_318: i32 = t_158;
                var t_319: bool = t_159;
                var t_320: i32 = 0i;
                var t_321: f32 = 0.0f;
                var t_322: f32 = 0.0f;
                var t_323: i32 = 0i;
                var t_324: bool = false;
                var t_325: i32 = 0i;
                var t_326: f32 = 0.0f;
                var t_327: f32 = 0.0f;
                var t_328: i32 = 0i;
                var t_329: bool = false;
                var t_330: i32 = 0i;
                t_281 = t_316;
                t_282 = t_317;
                t_283 = t_318;
                t_284 = t_319;
                t_285 = t_320;
                t_286 = t_321;
                t_287 = t_322;
                t_288 = t_323;
                t_289 = t_324;
                t_290 = t_325;
                t_291 = t_326;
                t_292 = t_327;
                t_293 = t_328;
                t_294 = t_329;
                t_295 = t_330;
            }
            var t_331: bool = t_285 == 0i;
            var t_332: f32 = select(0.0f, t_150, t_331);
            var t_333: f32 = select(0.0f, t_151, t_331);
            var t_334: f32;
            var t_335: f32;
            var t_336: f32;
            if (t_280) {
                var r: f32 = select(p_5, p_5 * p_5, t_158 == 1i);
                var t_337: bool = select(t_159, true, t_158 + 1i >= 3i);
                var t_338: bool = select(0i, 2i, t_337) == 0i;
                var t_339: f32 = select(0.0f, t_332 + t_333, t_338) + select(0.0f, select(select(t_271, 0.0f, t_331), 0.0f, t_338), t_337);
                var t_340: f32 = 1.0f * t_339;
                var t_341: Walker = Walker();
                t_341 = Walker(t_158, t_159);
                var t_342: scale_bwd_Grads = scale_bwd(&t_341, p_5, t_156 * t_340);
                var t_343: f32 = outputBuffer.data[u32(3i + t_158)];
                outputBuffer.data[u32(3i + t_158)] = t_343 + t_156 * r * t_339;
                var t_344: f32 = t_342.f0;
                var t_345: f32 = r * t_340;
                var t_346: f32 = select(0.0f, t_333, t_338) + select(0.0f, select(select(t_272, 0.0f, t_331), 0.0f, t_338), t_337);
                t_334 = t_344;
                t_335 = t_345;
                t_336 = t_346;
            } else {
                var t_347: f32 = 0.0f;
                var t_348: f32 = t_332;
                var t_349: f32 = t_333;
                t_334 = t_347;
                t_335 = t_348;
                t_336 = t_349;
            }
            var t_350: f32 = t_334;
            var t_351: f32 = t_335;
            var t_352: f32 = t_336;
            var t_353: f32 = 0.0f;
            var t_354: f32 = 0.0f;
            var t_355: f32 = 0.0f;
            var t_356: f32 = 0.0f;
            t_273 = t_350;
            t_274 = t_351;
            t_275 = t_352;
            t_276 = t_353;
            t_277 = t_354;
            t_278 = t_355;
            t_279 = t_356;
        } else {
            var t_357: f32 = 0.0f;
            var t_358: f32 = 0.0f;
            var t_359: f32 = 0.0f;
            var t_360: f32 = t_150;
            var t_361: f32 = t_151;
            var t_362: f32 = t_271;
            var t_363: f32 = t_272;
            t_273 = t_357;
            t_274 = t_358;
            t_275 = t_359;
            t_276 = t_360;
            t_277 = t_361;
            t_278 = t_362;
            t_279 = t_363;
        }
        var t_364: i32 = t_149 - 1i;
        var t_365: f32 = t_274 + select(t_278, 0.0f, t_269);
        var t_366: f32 = t_275 + select(t_279, 0.0f, t_269);
        var t_367: f32 = t_152 + t_273;
        t_149 = t_364;
        t_150 = t_365;
        t_151 = t_366;
        t_152 = t_367;
        continue;
    }
    return run_bwd_Grads(Acc(0.0f + t_146, t_147 + 0.0f), t_148);
}
fn computeMain_1() {
    var t_368: Walker = Walker();
    var t_369: Acc = Acc();
    t_369 = Acc(1.5f, 0.25f);
    var t_370: run_bwd_Grads = run_bwd(&t_368, &t_369, 2.0f, Acc(1.0f, 2.0f));
    var t_371: Acc = t_370.f0;
    outputBuffer.data[0u] = t_371.v;
    outputBuffer.data[1u] = t_371.w;
    outputBuffer.data[2u] = t_370.f1;
    outputBuffer.data[6u] = 1.5f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
