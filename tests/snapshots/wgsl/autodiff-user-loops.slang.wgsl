struct RWStructuredBuffer {
    data: array<f32>,
}
struct earlyExit_bwd_Grads {
    f0: f32,
    f1: f32,
}
struct whileLoop_bwd_Grads {
    f0: f32,
}
struct whileLoop_fwd_Result {
    p: f32,
    d: f32,
}
struct useGeneric_bwd_Grads {
    f0: f32,
    f1: f32,
}
struct useCustom_bwd_Grads {
    f0: f32,
    f1: f32,
}
struct doWhile_bwd_Grads {
    f0: f32,
}
struct doWhile_fwd_Result {
    p: f32,
    d: f32,
}
struct nestedBreak_bwd_Grads {
    f0: f32,
}
struct nestedBreak_fwd_Result {
    p: f32,
    d: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn earlyExit_bwd(p: f32, p_1: f32, p_2: f32) -> earlyExit_bwd_Grads {
    var t: bool;
    var t_1: f32;
    var acc: f32;
    var i: i32;
    var t_2: bool = false;
    var t_3: f32 = 0.0f;
    var acc_1: f32 = p;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 8i) {
        } else {
            var t_4: bool = t_2;
            var t_5: f32 = t_3;
            var t_6: f32 = acc_1;
            var t_7: i32 = i_1;
            t = t_4;
            t_1 = t_5;
            acc = t_6;
            i = t_7;
            break;
        }
        var t_8: f32 = acc_1 * p_1 + 0.1f * p;
        var t_9: bool;
        var t_10: f32;
        if (t_8 > 5.0f) {
            var t_11: bool = true;
            var t_12: f32 = t_8 * 2.0f;
            var t_13: f32 = t_8;
            var t_14: i32 = i_1;
            t = t_11;
            t_1 = t_12;
            acc = t_13;
            i = t_14;
            break;
        } else {
            var t_15: bool = t_2;
            var t_16: f32 = t_3;
            t_9 = t_15;
            t_10 = t_16;
        }
        if (t_8 < -3.0f) {
            var t_17: bool = t_9;
            var t_18: f32 = t_10;
            var t_19: f32 = t_8;
            var t_20: i32 = i_1;
            t = t_17;
            t_1 = t_18;
            acc = t_19;
            i = t_20;
            break;
        }
        var t_21: bool = t_9;
        var t_22: f32 = t_10;
        var t_23: f32 = t_8;
        var t_24: i32 = i_1 + 1i;
        t_2 = t_21;
        t_3 = t_22;
        acc_1 = t_23;
        i_1 = t_24;
        continue;
    }
    var t_25: bool = select(0i, 2i, t) == 0i;
    var t_26: i32;
    var t_27: bool = false;
    var t_28: f32 = 0.0f;
    var t_29: f32 = p;
    var t_30: i32 = 0i;
    var t_31: i32 = 0i;
    for (;;) {
        var t_32: bool = t_30 < 8i;
        var t_33: i32 = select(2i, 0i, t_32);
        var t_34: i32;
        var t_35: bool;
        var t_36: f32;
        var t_37: f32;
        var t_38: i32;
        var t_39: bool;
        var t_40: f32;
        var t_41: f32;
        var t_42: i32;
        if (t_33 == 0i) {
            var t_43: f32 = t_29 * p_1 + 0.1f * p;
            var t_44: bool = t_43 > 5.0f;
            var t_45: bool = select(t_27, false, t_44);
            var t_46: f32 = select(t_28, 0.0f, t_44);
            var t_47: i32 = select(0i, 2i, t_44);
            var t_48: i32;
            var t_49: bool;
            var t_50: f32;
            var t_51: f32;
            var t_52: i32;
            var t_53: bool;
            var t_54: f32;
            var t_55: f32;
            var t_56: i32;
            if (t_47 == 0i) {
                var t_57: bool = t_43 < -3.0f;
                var t_58: i32 = select(0i, 2i, t_57);
                var t_59: bool = t_58 == 0i;
                var t_60: i32 = select(t_58, 1i, t_59);
                var t_61: bool = select(false, t_45, t_59);
                var t_62: f32 = select(0.0f, t_46, t_59);
                var t_63: f32 = select(0.0f, t_43, t_59);
                var t_64: i32 = select(0i, t_30 + 1i, t_59);
                var t_65: bool = select(select(false, t_45, t_57), false, t_59);
                var t_66: f32 = select(select(0.0f, t_46, t_57), 0.0f, t_59);
                var t_67: f32 = select(select(0.0f, t_43, t_57), 0.0f, t_59);
                var t_68: i32 = select(select(0i, t_30, t_57), 0i, t_59);
                t_48 = t_60;
                t_49 = t_61;
                t_50 = t_62;
                t_51 = t_63;
                t_52 = t_64;
                t_53 = t_65;
                t_54 = t_66;
                t_55 = t_67;
                t_56 = t_68;
            } else {
                var t_69: i32 = t_47;
                var t_70: bool = false;
                var t_71: f32 = 0.0f;
                var t_72: f32 = 0.0f;
                var t_73: i32 = 0i;
                var t_74: bool = t_44;
                var t_75: f32 = select(0.0f, t_43 * 2.0f, t_44);
                var t_76: f32 = select(0.0f, t_43, t_44);
                var t_77: i32 = select(0i, t_30, t_44);
                t_48 = t_69;
                t_49 = t_70;
                t_50 = t_71;
                t_51 = t_72;
                t_52 = t_73;
                t_53 = t_74;
                t_54 = t_75;
                t_55 = t_76;
                t_56 = t_77;
            }
            var t_78: i32 = t_48;
            var t_79: bool = t_49;
            var t_80: f32 = t_50;
            var t_81: f32 = t_51;
            var t_82: i32 = t_52;
            var t_83: bool = t_53;
            var t_84: f32 = t_54;
            var t_85: f32 = t_55;
            var t_86: i32 = t_56;
            t_34 = t_78;
            t_35 = t_79;
            t_36 = t_80;
            t_37 = t_81;
            t_38 = t_82;
            t_39 = t_83;
            t_40 = t_84;
            t_41 = t_85;
            t_42 = t_86;
        } else {
            var t_87: i32 = t_33;
            var t_88: bool = false;
            var t_89: f32 = 0.0f;
            var t_90: f32 = 0.0f;
            var t_91: i32 = 0i;
            var t_92: bool = select(t_27, false, t_32);
            var t_93: f32 = select(t_28, 0.0f, t_32);
            var t_94: f32 = select(t_29, 0.0f, t_32);
            var t_95: i32 = select(t_30, 0i, t_32);
            t_34 = t_87;
            t_35 = t_88;
            t_36 = t_89;
            t_37 = t_90;
            t_38 = t_91;
            t_39 = t_92;
            t_40 = t_93;
            t_41 = t_94;
            t_42 = t_95;
        }
        var t_96: i32 = t_31 + 1i;
        if (t_34 == 2i) {
            t_26 = t_96;
            break;
        }
        var t_97: bool = t_35;
        var t_98: f32 = t_36;
        var t_99: f32 = t_37;
        var t_100: i32 = t_38;
        var t_101: i32 = t_96;
        t_27 = t_97;
        t_28 = t_98;
        t_29 = t_99;
        t_30 = t_100;
        t_31 = t_101;
        continue;
    }
    var t_102: i32 = t_26 - 1i;
    var t_103: f32;
    var t_104: f32;
    var t_105: f32;
    var t_106: f32;
    var t_107: i32 = t_102;
    var t_108: f32 = 0.0f;
    var t_109: f32 = 0.0f;
    var t_110: f32 = 0.0f;
    var t_111: f32 = 0.0f;
    for (;;) {
        if (t_107 < 0i) {
            var t_112: f32 = t_108;
            var t_113: f32 = t_109;
            var t_114: f32 = t_110;
            var t_115: f32 = t_111;
            t_103 = t_112;
            t_104 = t_113;
            t_105 = t_114;
            t_106 = t_115;
            break;
        }
        var t_116: bool;
        var t_117: f32;
        var t_118: f32;
        var t_119: i32;
        var t_120: bool = false;
        var t_121: f32 = 0.0f;
        var t_122: f32 = p;
        var t_123: i32 = 0i;
        var t_124: i32 = 0i;
        for (;;) {
            if (t_124 == t_107) {
                var t_125: bool = t_120;
                var t_126: f32 = t_121;
                var t_127: f32 = t_122;
                var t_128: i32 = t_123;
                t_116 = t_125;
                t_117 = t_126;
                t_118 = t_127;
                t_119 = t_128;
                break;
            }
            var t_129: bool = t_123 < 8i;
            var t_130: i32 = select(2i, 0i, t_129);
            var t_131: i32;
            var t_132: bool;
            var t_133: f32;
            var t_134: f32;
            var t_135: i32;
            var t_136: bool;
            var t_137: f32;
            var t_138: f32;
            var t_139: i32;
            if (t_130 == 0i) {
                var t_140: f32 = t_122 * p_1 + 0.1f * p;
                var t_141: bool = t_140 > 5.0f;
                var t_142: bool = select(t_120, false, t_141);
                var t_143: f32 = select(t_121, 0.0f, t_141);
                var t_144: i32 = select(0i, 2i, t_141);
                var t_145: i32;
                var t_146: bool;
                var t_147: f32;
                var t_148: f32;
                var t_149: i32;
                var t_150: bool;
                var t_151: f32;
                var t_152: f32;
                var t_153: i32;
                if (t_144 == 0i) {
                    var t_154: bool = t_140 < -3.0f;
                    var t_155: i32 = select(0i, 2i, t_154);
                    var t_156: bool = t_155 == 0i;
                    var t_157: i32 = select(t_155, 1i, t_156);
                    var t_158: bool = select(false, t_142, t_156);
                    var t_159: f32 = select(0.0f, t_143, t_156);
                    var t_160: f32 = select(0.0f, t_140, t_156);
                    var t_161: i32 = select(0i, t_123 + 1i, t_156);
                    var t_162: bool = select(select(false, t_142, t_154), false, t_156);
                    var t_163: f32 = select(select(0.0f, t_143, t_154), 0.0f, t_156);
                    var t_164: f32 = select(select(0.0f, t_140, t_154), 0.0f, t_156);
                    var t_165: i32 = select(select(0i, t_123, t_154), 0i, t_156);
                    t_145 = t_157;
                    t_146 = t_158;
                    t_147 = t_159;
                    t_148 = t_160;
                    t_149 = t_161;
                    t_150 = t_162;
                    t_151 = t_163;
                    t_152 = t_164;
                    t_153 = t_165;
                } else {
                    var t_166: i32 = t_144;
                    var t_167: bool = false;
                    var t_168: f32 = 0.0f;
                    var t_169: f32 = 0.0f;
                    var t_170: i32 = 0i;
                    var t_171: bool = t_141;
                    var t_172: f32 = select(0.0f, t_140 * 2.0f, t_141);
                    var t_173: f32 = select(0.0f, t_140, t_141);
                    var t_174: i32 = select(0i, t_123, t_141);
                    t_145 = t_166;
                    t_146 = t_167;
                    t_147 = t_168;
                    t_148 = t_169;
                    t_149 = t_170;
                    t_150 = t_171;
                    t_151 = t_172;
                    t_152 = t_173;
                    t_153 = t_174;
                }
                var t_175: i32 = t_145;
                var t_176: bool = t_146;
                var t_177: f32 = t_147;
                var t_178: f32 = t_148;
                var t_179: i32 = t_149;
                var t_180: bool = t_150;
                var t_181: f32 = t_151;
                var t_182: f32 = t_152;
                var t_183: i32 = t_153;
                t_131 = t_175;
                t_132 = t_176;
                t_133 = t_177;
                t_134 = t_178;
                t_135 = t_179;
                t_136 = t_180;
                t_137 = t_181;
                t_138 = t_182;
                t_139 = t_183;
            } else {
                var t_184: i32 = t_130;
                var t_185: bool = false;
                var t_186: f32 = 0.0f;
                var t_187: f32 = 0.0f;
                var t_188: i32 = 0i;
                var t_189: bool = select(t_120, false, t_129);
                var t_190: f32 = select(t_121, 0.0f, t_129);
                var t_191: f32 = select(t_122, 0.0f, t_129);
                var t_192: i32 = select(t_123, 0i, t_129);
                t_131 = t_184;
                t_132 = t_185;
                t_133 = t_186;
                t_134 = t_187;
                t_135 = t_188;
                t_136 = t_189;
                t_137 = t_190;
                t_138 = t_191;
                t_139 = t_192;
            }
            if (t_131 == 2i) {
                var t_193: bool = t_120;
                var t_194: f32 = t_121;
                var t_195: f32 = t_122;
                var t_196: i32 = t_123;
                t_116 = t_193;
                t_117 = t_194;
                t_118 = t_195;
                t_119 = t_196;
                break;
            }
            var t_197: bool = t_132;
            var t_198: f32 = t_133;
            var t_199: f32 = t_134;
            var t_200: i32 = t_135;
            var t_201: i32 = t_124 + 1i;
            t_120 = t_197;
            t_121 = t_198;
            t_122 = t_199;
            t_123 = t_200;
            t_124 = t_201;
            continue;
        }
        var t_202: bool = t_119 < 8i;
        var t_203: bool = t_107 == t_102;
        var t_204: f32 = select(0.0f, select(0.0f, select(p_2, 0.0f, t_25), t), t_203);
        var t_205: f32 = select(0.0f, select(0.0f, p_2, t_25), t_203);
        var t_206: f32;
        var t_207: f32;
        var t_208: f32;
        var t_209: f32;
        var t_210: f32;
        var t_211: f32;
        var t_212: f32;
        var t_213: f32;
        if (select(2i, 0i, t_202) == 0i) {
            var t_214: f32 = t_118 * p_1 + 0.1f * p;
            var t_215: bool = t_214 > 5.0f;
            var t_216: f32;
            var t_217: f32;
            var t_218: f32;
            var t_219: f32;
            var t_220: f32;
            var t_221: f32;
            if (select(0i, 2i, t_215) == 0i) {
                var t_222: bool = t_214 < -3.0f;
                var t_223: bool = select(0i, 2i, t_222) == 0i;
                var t_224: f32 = select(0.0f, t_109, t_223) + select(0.0f, select(t_205, 0.0f, t_223), t_222);
                var t_225: f32 = select(0.0f, t_108, t_223) + select(0.0f, select(t_204, 0.0f, t_223), t_222);
                var t_226: f32 = 0.0f;
                var t_227: f32 = 0.0f;
                var t_228: f32 = 0.0f;
                var t_229: f32 = 0.0f;
                t_216 = t_224;
                t_217 = t_225;
                t_218 = t_226;
                t_219 = t_227;
                t_220 = t_228;
                t_221 = t_229;
            } else {
                var t_230: f32 = 0.0f;
                var t_231: f32 = 0.0f;
                var t_232: f32 = t_108;
                var t_233: f32 = t_109;
                var t_234: f32 = t_204;
                var t_235: f32 = t_205;
                t_216 = t_230;
                t_217 = t_231;
                t_218 = t_232;
                t_219 = t_233;
                t_220 = t_234;
                t_221 = t_235;
            }
            var t_236: f32 = t_216 + select(0.0f, t_221 + 2.0f * t_220, t_215);
            var t_237: f32 = p_1 * t_236;
            var t_238: f32 = t_118 * t_236;
            var t_239: f32 = 0.1f * t_236;
            var t_240: f32 = select(t_217, 0.0f, t_215);
            var t_241: f32 = 0.0f;
            var t_242: f32 = 0.0f;
            var t_243: f32 = 0.0f;
            var t_244: f32 = 0.0f;
            t_206 = t_237;
            t_207 = t_238;
            t_208 = t_239;
            t_209 = t_240;
            t_210 = t_241;
            t_211 = t_242;
            t_212 = t_243;
            t_213 = t_244;
        } else {
            var t_245: f32 = 0.0f;
            var t_246: f32 = 0.0f;
            var t_247: f32 = 0.0f;
            var t_248: f32 = 0.0f;
            var t_249: f32 = t_108;
            var t_250: f32 = t_109;
            var t_251: f32 = t_204;
            var t_252: f32 = t_205;
            t_206 = t_245;
            t_207 = t_246;
            t_208 = t_247;
            t_209 = t_248;
            t_210 = t_249;
            t_211 = t_250;
            t_212 = t_251;
            t_213 = t_252;
        }
        var t_253: i32 = t_107 - 1i;
        var t_254: f32 = t_209 + select(t_212, 0.0f, t_202);
        var t_255: f32 = t_206 + select(t_213, 0.0f, t_202);
        var t_256: f32 = t_110 + t_207;
        var t_257: f32 = t_111 + t_208;
        t_107 = t_253;
        t_108 = t_254;
        t_109 = t_255;
        t_110 = t_256;
        t_111 = t_257;
        continue;
    }
    return earlyExit_bwd_Grads(select(0.0f, p_1 * p_2, t_25) + t_104 + t_106, select(0.0f, p * p_2, t_25) + t_105);
}
fn whileLoop_bwd(p_3: f32, p_4: f32) -> whileLoop_bwd_Grads {
    var t_258: f32;
    var n: i32;
    var t_259: f32 = p_3;
    var n_1: i32 = 0i;
    for (;;) {
        if (n_1 < 10i) {
        } else {
            var t_260: f32 = t_259;
            var t_261: i32 = n_1;
            t_258 = t_260;
            n = t_261;
            break;
        }
        if (t_259 >= 20.0f) {
            var t_262: f32 = t_259;
            var t_263: i32 = n_1;
            t_258 = t_262;
            n = t_263;
            break;
        }
        var t_264: f32 = t_259 * 1.7f + sin(t_259);
        var t_265: i32 = n_1 + 1i;
        t_259 = t_264;
        n_1 = t_265;
        continue;
    }
    var t_266: i32;
    var t_267: f32 = p_3;
    var t_268: i32 = 0i;
    var t_269: i32 = 0i;
    for (;;) {
        var t_270: bool = t_268 < 10i;
        var t_271: i32 = select(2i, 0i, t_270);
        var t_272: i32;
        var t_273: f32;
        var t_274: i32;
        var t_275: f32;
        var t_276: i32;
        if (t_271 == 0i) {
            var t_277: bool = t_267 >= 20.0f;
            var t_278: i32 = select(0i, 2i, t_277);
            var t_279: i32;
            var t_280: f32;
            var t_281: i32;
            var t_282: f32;
            var t_283: i32;
            if (t_278 == 0i) {
                var t_284: i32 = 1i;
                var t_285: f32 = t_267 * 1.7f + sin(t_267);
                var t_286: i32 = t_268 + 1i;
                var t_287: f32 = 0.0f;
                var t_288: i32 = 0i;
                t_279 = t_284;
                t_280 = t_285;
                t_281 = t_286;
                t_282 = t_287;
                t_283 = t_288;
            } else {
                var t_289: i32 = t_278;
                var t_290: f32 = 0.0f;
                var t_291: i32 = 0i;
                var t_292: f32 = select(0.0f, t_267, t_277);
                var t_293: i32 = select(0i, t_268, t_277);
                t_279 = t_289;
                t_280 = t_290;
                t_281 = t_291;
                t_282 = t_292;
                t_283 = t_293;
            }
            var t_294: i32 = t_279;
            var t_295: f32 = t_280;
            var t_296: i32 = t_281;
            var t_297: f32 = t_282;
            var t_298: i32 = t_283;
            t_272 = t_294;
            t_273 = t_295;
            t_274 = t_296;
            t_275 = t_297;
            t_276 = t_298;
        } else {
            var t_299: i32 = t_271;
            var t_300: f32 = 0.0f;
            var t_301: i32 = 0i;
            var t_302: f32 = select(t_267, 0.0f, t_270);
            var t_303: i32 = select(t_268, 0i, t_270);
            t_272 = t_299;
            t_273 = t_300;
            t_274 = t_301;
            t_275 = t_302;
            t_276 = t_303;
        }
        var t_304: i32 = t_269 + 1i;
        if (t_272 == 2i) {
            t_266 = t_304;
            break;
        }
        var t_305: f32 = t_273;
        var t_306: i32 = t_274;
        var t_307: i32 = t_304;
        t_267 = t_305;
        t_268 = t_306;
        t_269 = t_307;
        continue;
    }
    var t_308: i32 = t_266 - 1i;
    var t_309: f32;
    var t_310: i32 = t_308;
    var t_311: f32 = 0.0f;
    for (;;) {
        if (t_310 < 0i) {
            t_309 = t_311;
            break;
        }
        var t_312: f32;
        var t_313: i32;
        var t_314: f32 = p_3;
        var t_315: i32 = 0i;
        var t_316: i32 = 0i;
        for (;;) {
            if (t_316 == t_310) {
                var t_317: f32 = t_314;
                var t_318: i32 = t_315;
                t_312 = t_317;
                t_313 = t_318;
                break;
            }
            var t_319: bool = t_315 < 10i;
            var t_320: i32 = select(2i, 0i, t_319);
            var t_321: i32;
            var t_322: f32;
            var t_323: i32;
            var t_324: f32;
            var t_325: i32;
            if (t_320 == 0i) {
                var t_326: bool = t_314 >= 20.0f;
                var t_327: i32 = select(0i, 2i, t_326);
                var t_328: i32;
                var t_329: f32;
                var t_330: i32;
                var t_331: f32;
                var t_332: i32;
                if (t_327 == 0i) {
                    var t_333: i32 = 1i;
                    var t_334: f32 = t_314 * 1.7f + sin(t_314);
                    var t_335: i32 = t_315 + 1i;
                    var t_336: f32 = 0.0f;
                    var t_337: i32 = 0i;
                    t_328 = t_333;
                    t_329 = t_334;
                    t_330 = t_335;
                    t_331 = t_336;
                    t_332 = t_337;
                } else {
                    var t_338: i32 = t_327;
                    var t_339: f32 = 0.0f;
                    var t_340: i32 = 0i;
                    var t_341: f32 = select(0.0f, t_314, t_326);
                    var t_342: i32 = select(0i, t_315, t_326);
                    t_328 = t_338;
                    t_329 = t_339;
                    t_330 = t_340;
                    t_331 = t_341;
                    t_332 = t_342;
                }
                var t_343: i32 = t_328;
                var t_344: f32 = t_329;
                var t_345: i32 = t_330;
                var t_346: f32 = t_331;
                var t_347: i32 = t_332;
                t_321 = t_343;
                t_322 = t_344;
                t_323 = t_345;
                t_324 = t_346;
                t_325 = t_347;
            } else {
                var t_348: i32 = t_320;
                var t_349: f32 = 0.0f;
                var t_350: i32 = 0i;
                var t_351: f32 = select(t_314, 0.0f, t_319);
                var t_352: i32 = select(t_315, 0i, t_319);
                t_321 = t_348;
                t_322 = t_349;
                t_323 = t_350;
                t_324 = t_351;
                t_325 = t_352;
            }
            if (t_321 == 2i) {
                var t_353: f32 = t_314;
                var t_354: i32 = t_315;
                t_312 = t_353;
                t_313 = t_354;
                break;
            }
            var t_355: f32 = t_322;
            var t_356: i32 = t_323;
            var t_357: i32 = t_316 + 1i;
            t_314 = t_355;
            t_315 = t_356;
            t_316 = t_357;
            continue;
        }
        var t_358: bool = t_313 < 10i;
        var t_359: f32 = select(0.0f, 1.0f / (1.0f + f32(n)) * p_4, t_310 == t_308);
        var t_360: f32;
        var t_361: f32;
        var t_362: f32;
        if (select(2i, 0i, t_358) == 0i) {
            var t_363: bool = t_312 >= 20.0f;
            var t_364: f32;
            var t_365: f32;
            var t_366: f32;
            if (select(0i, 2i, t_363) == 0i) {
                var t_367: f32 = cos(t_312) * t_311 + 1.7f * t_311;
                var t_368: f32 = 0.0f;
                var t_369: f32 = 0.0f;
                t_364 = t_367;
                t_365 = t_368;
                t_366 = t_369;
            } else {
                var t_370: f32 = 0.0f;
                var t_371: f32 = t_311;
                var t_372: f32 = t_359;
                t_364 = t_370;
                t_365 = t_371;
                t_366 = t_372;
            }
            var t_373: f32 = t_364 + select(0.0f, t_366, t_363);
            var t_374: f32 = 0.0f;
            var t_375: f32 = 0.0f;
            t_360 = t_373;
            t_361 = t_374;
            t_362 = t_375;
        } else {
            var t_376: f32 = 0.0f;
            var t_377: f32 = t_311;
            var t_378: f32 = t_359;
            t_360 = t_376;
            t_361 = t_377;
            t_362 = t_378;
        }
        var t_379: i32 = t_310 - 1i;
        var t_380: f32 = t_360 + select(t_362, 0.0f, t_358);
        t_310 = t_379;
        t_311 = t_380;
        continue;
    }
    return whileLoop_bwd_Grads(t_309);
}
fn whileLoop_fwd(p_5: f32, p_6: f32) -> whileLoop_fwd_Result {
    var t_381: f32;
    var t_382: f32;
    var n_2: i32;
    var t_383: f32 = p_5;
    var t_384: f32 = p_6;
    var n_3: i32 = 0i;
    for (;;) {
        if (n_3 < 10i) {
        } else {
            var t_385: f32 = t_383;
            var t_386: f32 = t_384;
            var t_387: i32 = n_3;
            t_381 = t_385;
            t_382 = t_386;
            n_2 = t_387;
            break;
        }
        if (t_383 >= 20.0f) {
            var t_388: f32 = t_383;
            var t_389: f32 = t_384;
            var t_390: i32 = n_3;
            t_381 = t_388;
            t_382 = t_389;
            n_2 = t_390;
            break;
        }
        var t_391: f32 = t_383 * 1.7f + sin(t_383);
        var t_392: f32 = 1.7f * t_384 + cos(t_383) * t_384;
        var t_393: i32 = n_3 + 1i;
        t_383 = t_391;
        t_384 = t_392;
        n_3 = t_393;
        continue;
    }
    var t_394: f32 = 1.0f + f32(n_2);
    return whileLoop_fwd_Result(t_381 / t_394, 1.0f / t_394 * t_382);
}
fn useGeneric_bwd(p_7: f32, p_8: f32, p_9: f32) -> useGeneric_bwd_Grads {
    var t_395: vec2<f32> = vec2<f32>(p_7, 2.0f * p_7);
    var t_396: vec2<f32> = vec2<f32>(p_8, p_8);
    var t_397: vec2<f32> = t_395 * t_395;
    var t_398: vec2<f32> = t_397 * t_396 + vec2<f32>(2.0f, 2.0f) * t_395;
    var t_399: vec2<f32> = vec2<f32>(0.0f, 0.0f);
    t_399.x = t_398.y * p_9;
    var t_400: vec2<f32> = vec2<f32>(0.0f, 0.0f);
    t_400.y = t_398.x * p_9;
    var t_401: vec2<f32> = t_399 + t_400;
    var t_402: f32 = p_7 * (p_8 * p_9);
    var t_403: vec2<f32> = t_397 * t_401;
    var t_404: vec2<f32> = t_395 * (t_396 * t_401);
    var t_405: vec2<f32> = vec2<f32>(2.0f, 2.0f) * t_401 + t_404 + t_404;
    return useGeneric_bwd_Grads(2.0f * p_9 + t_402 + t_402 + t_405.x + 2.0f * t_405.y, p_7 * p_7 * p_9 + t_403.x + t_403.y);
}
fn useCustom_bwd(p_10: f32, p_11: f32, p_12: f32) -> useCustom_bwd_Grads {
    var s: f32;
    var i_2: i32;
    var s_1: f32 = 0.0f;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 3i) {
        } else {
            var t_406: f32 = s_1;
            var t_407: i32 = i_3;
            s = t_406;
            i_2 = t_407;
            break;
        }
        var t_408: f32 = p_10 + f32(i_3) * p_11;
        var t_409: f32 = s_1 + t_408 * t_408 * t_408;
        var t_410: i32 = i_3 + 1i;
        s_1 = t_409;
        i_3 = t_410;
        continue;
    }
    var t_411: i32;
    var t_412: f32 = 0.0f;
    var t_413: i32 = 0i;
    var t_414: i32 = 0i;
    for (;;) {
        var t_415: bool = t_413 < 3i;
        var t_416: i32 = select(2i, 0i, t_415);
        var t_417: i32;
        var t_418: f32;
        var t_419: i32;
        var t_420: f32;
        var t_421: i32;
        if (t_416 == 0i) {
            var t_422: f32 = p_10 + f32(t_413) * p_11;
            var t_423: i32 = 1i;
            var t_424: f32 = t_412 + t_422 * t_422 * t_422;
            var t_425: i32 = t_413 + 1i;
            var t_426: f32 = 0.0f;
            var t_427: i32 = 0i;
            t_417 = t_423;
            t_418 = t_424;
            t_419 = t_425;
            t_420 = t_426;
            t_421 = t_427;
        } else {
            var t_428: i32 = t_416;
            var t_429: f32 = 0.0f;
            var t_430: i32 = 0i;
            var t_431: f32 = select(t_412, 0.0f, t_415);
            var t_432: i32 = select(t_413, 0i, t_415);
            t_417 = t_428;
            t_418 = t_429;
            t_419 = t_430;
            t_420 = t_431;
            t_421 = t_432;
        }
        var t_433: i32 = t_414 + 1i;
        if (t_417 == 2i) {
            t_411 = t_433;
            break;
        }
        var t_434: f32 = t_418;
        var t_435: i32 = t_419;
        var t_436: i32 = t_433;
        t_412 = t_434;
        t_413 = t_435;
        t_414 = t_436;
        continue;
    }
    var t_437: i32 = t_411 - 1i;
    var t_438: f32;
    var t_439: f32;
    var t_440: f32;
    var t_441: i32 = t_437;
    var t_442: f32 = 0.0f;
    var t_443: f32 = 0.0f;
    var t_444: f32 = 0.0f;
    for (;;) {
        if (t_441 < 0i) {
            var t_445: f32 = t_442;
            var t_446: f32 = t_443;
            var t_447: f32 = t_444;
            t_438 = t_445;
            t_439 = t_446;
            t_440 = t_447;
            break;
        }
        var t_448: f32;
        var t_449: i32;
        var t_450: f32 = 0.0f;
        var t_451: i32 = 0i;
        var t_452: i32 = 0i;
        for (;;) {
            if (t_452 == t_441) {
                var t_453: f32 = t_450;
                var t_454: i32 = t_451;
                t_448 = t_453;
                t_449 = t_454;
                break;
            }
            var t_455: bool = t_451 < 3i;
            var t_456: i32 = select(2i, 0i, t_455);
            var t_457: i32;
            var t_458: f32;
            var t_459: i32;
            var t_460: f32;
            var t_461: i32;
            if (t_456 == 0i) {
                var t_462: f32 = p_10 + f32(t_451) * p_11;
                var t_463: i32 = 1i;
                var t_464: f32 = t_450 + t_462 * t_462 * t_462;
                var t_465: i32 = t_451 + 1i;
                var t_466: f32 = 0.0f;
                var t_467: i32 = 0i;
                t_457 = t_463;
                t_458 = t_464;
                t_459 = t_465;
                t_460 = t_466;
                t_461 = t_467;
            } else {
                var t_468: i32 = t_456;
                var t_469: f32 = 0.0f;
                var t_470: i32 = 0i;
                var t_471: f32 = select(t_450, 0.0f, t_455);
                var t_472: i32 = select(t_451, 0i, t_455);
                t_457 = t_468;
                t_458 = t_469;
                t_459 = t_470;
                t_460 = t_471;
                t_461 = t_472;
            }
            if (t_457 == 2i) {
                var t_473: f32 = t_450;
                var t_474: i32 = t_451;
                t_448 = t_473;
                t_449 = t_474;
                break;
            }
            var t_475: f32 = t_458;
            var t_476: i32 = t_459;
            var t_477: i32 = t_452 + 1i;
            t_450 = t_475;
            t_451 = t_476;
            t_452 = t_477;
            continue;
        }
        var t_478: bool = t_449 < 3i;
        var t_479: f32;
        var t_480: f32;
        var t_481: f32;
        var t_482: f32;
        var t_483: f32;
        if (select(2i, 0i, t_478) == 0i) {
            var t_484: f32 = f32(t_449);
            var t_485: f32 = p_10 + t_484 * p_11;
            var t_486: f32 = 3.0f * t_485 * t_485 * t_442;
            var t_487: f32 = t_484 * t_486;
            var t_488: f32 = t_486;
            var t_489: f32 = t_442;
            var t_490: f32 = 0.0f;
            var t_491: f32 = 0.0f;
            t_479 = t_487;
            t_480 = t_488;
            t_481 = t_489;
            t_482 = t_490;
            t_483 = t_491;
        } else {
            var t_492: f32 = 0.0f;
            var t_493: f32 = 0.0f;
            var t_494: f32 = 0.0f;
            var t_495: f32 = t_442;
            var t_496: f32 = select(0.0f, p_12, t_441 == t_437);
            t_479 = t_492;
            t_480 = t_493;
            t_481 = t_494;
            t_482 = t_495;
            t_483 = t_496;
        }
        var t_497: i32 = t_441 - 1i;
        var t_498: f32 = t_481 + select(t_483, 0.0f, t_478);
        var t_499: f32 = t_443 + t_479;
        var t_500: f32 = t_444 + t_480;
        t_441 = t_497;
        t_442 = t_498;
        t_443 = t_499;
        t_444 = t_500;
        continue;
    }
    return useCustom_bwd_Grads(t_440, t_439);
}
fn doWhile_bwd(p_13: f32, p_14: i32, p_15: f32) -> doWhile_bwd_Grads {
    var r: f32;
    var i_4: i32;
    var r_1: f32 = p_13;
    var i_5: i32 = 0i;
    for (;;) {
        var t_501: f32 = r_1 * r_1 * 0.5f + p_13;
        var t_502: i32 = i_5 + 1i;
        if (t_502 == 2i) {
            if (t_502 < p_14) {
            } else {
                var t_503: f32 = t_501;
                var t_504: i32 = t_502;
                r = t_503;
                i_4 = t_504;
                break;
            }
            var t_505: f32 = t_501;
            var t_506: i32 = t_502;
            r_1 = t_505;
            i_5 = t_506;
            continue;
        }
        var t_507: f32 = t_501 - 0.1f * p_13;
        if (t_502 < p_14) {
        } else {
            var t_508: f32 = t_507;
            var t_509: i32 = t_502;
            r = t_508;
            i_4 = t_509;
            break;
        }
        var t_510: f32 = t_507;
        var t_511: i32 = t_502;
        r_1 = t_510;
        i_5 = t_511;
        continue;
    }
    var t_512: i32;
    var t_513: f32 = p_13;
    var t_514: i32 = 0i;
    var t_515: i32 = 0i;
    for (;;) {
        var t_516: f32 = t_513 * t_513 * 0.5f + p_13;
        var t_517: i32 = t_514 + 1i;
        var t_518: i32;
        var t_519: f32;
        var t_520: i32;
        var t_521: f32;
        var t_522: i32;
        if (t_517 == 2i) {
            var t_523: bool = t_517 < p_14;
            var t_524: i32 = select(2i, 0i, t_523);
            var t_525: bool = t_524 == 0i;
            var t_526: i32 = select(t_524, 1i, t_525);
            var t_527: f32 = select(0.0f, t_516, t_525);
            var t_528: i32 = select(0i, t_517, t_525);
            var t_529: f32 = select(select(t_516, 0.0f, t_523), 0.0f, t_525);
            var t_530: i32 = select(select(t_517, 0i, t_523), 0i, t_525);
            t_518 = t_526;
            t_519 = t_527;
            t_520 = t_528;
            t_521 = t_529;
            t_522 = t_530;
        } else {
            var t_531: i32 = 0i;
            var t_532: f32 = 0.0f;
            var t_533: i32 = 0i;
            var t_534: f32 = 0.0f;
            var t_535: i32 = 0i;
            t_518 = t_531;
            t_519 = t_532;
            t_520 = t_533;
            t_521 = t_534;
            t_522 = t_535;
        }
        var t_536: i32;
        var t_537: f32;
        var t_538: i32;
        var t_539: f32;
        var t_540: i32;
        if (t_518 == 0i) {
            var t_541: bool = t_517 < p_14;
            var t_542: i32 = select(2i, 0i, t_541);
            var t_543: bool = t_542 == 0i;
            var t_544: f32 = t_516 - 0.1f * p_13;
            var t_545: i32 = select(t_542, 1i, t_543);
            var t_546: f32 = select(0.0f, t_544, t_543);
            var t_547: i32 = select(0i, t_517, t_543);
            var t_548: f32 = select(select(t_544, 0.0f, t_541), 0.0f, t_543);
            var t_549: i32 = select(select(t_517, 0i, t_541), 0i, t_543);
            t_536 = t_545;
            t_537 = t_546;
            t_538 = t_547;
            t_539 = t_548;
            t_540 = t_549;
        } else {
            var t_550: i32 = t_518;
            var t_551: f32 = t_519;
            var t_552: i32 = t_520;
            var t_553: f32 = t_521;
            var t_554: i32 = t_522;
            t_536 = t_550;
            t_537 = t_551;
            t_538 = t_552;
            t_539 = t_553;
            t_540 = t_554;
        }
        var t_555: i32 = t_515 + 1i;
        if (t_536 == 2i) {
            t_512 = t_555;
            break;
        }
        var t_556: f32 = t_537;
        var t_557: i32 = t_538;
        var t_558: i32 = t_555;
        t_513 = t_556;
        t_514 = t_557;
        t_515 = t_558;
        continue;
    }
    var t_559: i32 = t_512 - 1i;
    var t_560: f32;
    var t_561: f32;
    var t_562: i32 = t_559;
    var t_563: f32 = 0.0f;
    var t_564: f32 = 0.0f;
    for (;;) {
        if (t_562 < 0i) {
            var t_565: f32 = t_563;
            var t_566: f32 = t_564;
            t_560 = t_565;
            t_561 = t_566;
            break;
        }
        var t_567: f32;
        var t_568: i32;
        var t_569: f32 = p_13;
        var t_570: i32 = 0i;
        var t_571: i32 = 0i;
        for (;;) {
            if (t_571 == t_562) {
                var t_572: f32 = t_569;
                var t_573: i32 = t_570;
                t_567 = t_572;
                t_568 = t_573;
                break;
            }
            var t_574: f32 = t_569 * t_569 * 0.5f + p_13;
            var t_575: i32 = t_570 + 1i;
            var t_576: i32;
            var t_577: f32;
            var t_578: i32;
            var t_579: f32;
            var t_580: i32;
            if (t_575 == 2i) {
                var t_581: bool = t_575 < p_14;
                var t_582: i32 = select(2i, 0i, t_581);
                var t_583: bool = t_582 == 0i;
                var t_584: i32 = select(t_582, 1i, t_583);
                var t_585: f32 = select(0.0f, t_574, t_583);
                var t_586: i32 = select(0i, t_575, t_583);
                var t_587: f32 = select(select(t_574, 0.0f, t_581), 0.0f, t_583);
                var t_588: i32 = select(select(t_575, 0i, t_581), 0i, t_583);
                t_576 = t_584;
                t_577 = t_585;
                t_578 = t_586;
                t_579 = t_587;
                t_580 = t_588;
            } else {
                var t_589: i32 = 0i;
                var t_590: f32 = 0.0f;
                var t_591: i32 = 0i;
                var t_592: f32 = 0.0f;
                var t_593: i32 = 0i;
                t_576 = t_589;
                t_577 = t_590;
                t_578 = t_591;
                t_579 = t_592;
                t_580 = t_593;
            }
            var t_594: i32;
            var t_595: f32;
            var t_596: i32;
            var t_597: f32;
            var t_598: i32;
            if (t_576 == 0i) {
                var t_599: bool = t_575 < p_14;
                var t_600: i32 = select(2i, 0i, t_599);
                var t_601: bool = t_600 == 0i;
                var t_602: f32 = t_574 - 0.1f * p_13;
                var t_603: i32 = select(t_600, 1i, t_601);
                var t_604: f32 = select(0.0f, t_602, t_601);
                var t_605: i32 = select(0i, t_575, t_601);
                var t_606: f32 = select(select(t_602, 0.0f, t_599), 0.0f, t_601);
                var t_607: i32 = select(select(t_575, 0i, t_599), 0i, t_601);
                t_594 = t_603;
                t_595 = t_604;
                t_596 = t_605;
                t_597 = t_606;
                t_598 = t_607;
            } else {
                var t_608: i32 = t_576;
                var t_609: f32 = t_577;
                var t_610: i32 = t_578;
                var t_611: f32 = t_579;
                var t_612: i32 = t_580;
                t_594 = t_608;
                t_595 = t_609;
                t_596 = t_610;
                t_597 = t_611;
                t_598 = t_612;
            }
            if (t_594 == 2i) {
                var t_613: f32 = t_569;
                var t_614: i32 = t_570;
                t_567 = t_613;
                t_568 = t_614;
                break;
            }
            var t_615: f32 = t_595;
            var t_616: i32 = t_596;
            var t_617: i32 = t_571 + 1i;
            t_569 = t_615;
            t_570 = t_616;
            t_571 = t_617;
            continue;
        }
        var t_618: f32 = t_567 * t_567 * 0.5f + p_13;
        var t_619: i32 = t_568 + 1i;
        var t_620: bool = t_619 == 2i;
        var t_621: i32;
        var t_622: f32;
        var t_623: i32;
        var t_624: f32;
        var t_625: i32;
        if (t_620) {
            var t_626: bool = t_619 < p_14;
            var t_627: i32 = select(2i, 0i, t_626);
            var t_628: bool = t_627 == 0i;
            var t_629: i32 = select(t_627, 1i, t_628);
            var t_630: f32 = select(0.0f, t_618, t_628);
            var t_631: i32 = select(0i, t_619, t_628);
            var t_632: f32 = select(select(t_618, 0.0f, t_626), 0.0f, t_628);
            var t_633: i32 = select(select(t_619, 0i, t_626), 0i, t_628);
            t_621 = t_629;
            t_622 = t_630;
            t_623 = t_631;
            t_624 = t_632;
            t_625 = t_633;
        } else {
            var t_634: i32 = 0i;
            var t_635: f32 = 0.0f;
            var t_636: i32 = 0i;
            var t_637: f32 = 0.0f;
            var t_638: i32 = 0i;
            t_621 = t_634;
            t_622 = t_635;
            t_623 = t_636;
            t_624 = t_637;
            t_625 = t_638;
        }
        var t_639: f32 = select(0.0f, p_15, t_562 == t_559);
        var t_640: f32;
        var t_641: f32;
        var t_642: f32;
        var t_643: f32;
        if (t_621 == 0i) {
            var t_644: bool = t_619 < p_14;
            var t_645: bool = select(2i, 0i, t_644) == 0i;
            var t_646: f32 = select(0.0f, t_563, t_645) + select(select(t_639, 0.0f, t_645), 0.0f, t_644);
            var t_647: f32 = 0.1f * -t_646;
            var t_648: f32 = t_646;
            var t_649: f32 = 0.0f;
            var t_650: f32 = 0.0f;
            t_640 = t_647;
            t_641 = t_648;
            t_642 = t_649;
            t_643 = t_650;
        } else {
            var t_651: f32 = 0.0f;
            var t_652: f32 = 0.0f;
            var t_653: f32 = t_563;
            var t_654: f32 = t_639;
            t_640 = t_651;
            t_641 = t_652;
            t_642 = t_653;
            t_643 = t_654;
        }
        var t_655: f32;
        if (t_620) {
            var t_656: bool = t_619 < p_14;
            var t_657: bool = select(2i, 0i, t_656) == 0i;
            t_655 = select(0.0f, t_642, t_657) + select(select(t_643, 0.0f, t_657), 0.0f, t_656);
        } else {
            t_655 = 0.0f;
        }
        var t_658: f32 = t_641 + t_655;
        var t_659: f32 = t_567 * (0.5f * t_658);
        var t_660: i32 = t_562 - 1i;
        var t_661: f32 = t_659 + t_659;
        var t_662: f32 = t_564 + (t_640 + t_658);
        t_562 = t_660;
        t_563 = t_661;
        t_564 = t_662;
        continue;
    }
    return doWhile_bwd_Grads(t_560 + t_561);
}
fn doWhile_fwd(p_16: f32, p_17: f32, p_18: i32) -> doWhile_fwd_Result {
    var r_2: f32;
    var t_663: f32;
    var i_6: i32;
    var r_3: f32 = p_16;
    var t_664: f32 = p_17;
    var i_7: i32 = 0i;
    for (;;) {
        var t_665: f32 = r_3 * t_664;
        var t_666: f32 = r_3 * r_3 * 0.5f + p_16;
        var t_667: f32 = 0.5f * (t_665 + t_665) + p_17;
        var t_668: i32 = i_7 + 1i;
        if (t_668 == 2i) {
            if (t_668 < p_18) {
            } else {
                var t_669: f32 = t_666;
                var t_670: f32 = t_667;
                var t_671: i32 = t_668;
                r_2 = t_669;
                t_663 = t_670;
                i_6 = t_671;
                break;
            }
            var t_672: f32 = t_666;
            var t_673: f32 = t_667;
            var t_674: i32 = t_668;
            r_3 = t_672;
            t_664 = t_673;
            i_7 = t_674;
            continue;
        }
        var t_675: f32 = t_666 - 0.1f * p_16;
        var t_676: f32 = t_667 + -(0.1f * p_17);
        if (t_668 < p_18) {
        } else {
            var t_677: f32 = t_675;
            var t_678: f32 = t_676;
            var t_679: i32 = t_668;
            r_2 = t_677;
            t_663 = t_678;
            i_6 = t_679;
            break;
        }
        var t_680: f32 = t_675;
        var t_681: f32 = t_676;
        var t_682: i32 = t_668;
        r_3 = t_680;
        t_664 = t_681;
        i_7 = t_682;
        continue;
    }
    return doWhile_fwd_Result(r_2, t_663);
}
fn nestedBreak_bwd(p_19: f32, p_20: f32) -> nestedBreak_bwd_Grads {
    var s_2: f32;
    var i_8: i32;
    var s_3: f32 = 0.0f;
    var i_9: i32 = 0i;
    for (;;) {
        if (i_9 < 4i) {
        } else {
            var t_683: f32 = s_3;
            var t_684: i32 = i_9;
            s_2 = t_683;
            i_8 = t_684;
            break;
        }
        var s_4: f32;
        var j: i32;
        var s_5: f32 = s_3;
        var j_1: i32 = 0i;
        for (;;) {
            if (j_1 < 4i) {
            } else {
                var t_685: f32 = s_5;
                var t_686: i32 = j_1;
                s_4 = t_685;
                j = t_686;
                break;
            }
            if (j_1 > i_9) {
                var t_687: f32 = s_5;
                var t_688: i32 = j_1;
                s_4 = t_687;
                j = t_688;
                break;
            }
            var t_689: f32 = s_5 + (p_19 * f32(i_9 - j_1) + s_5 * 0.1f);
            var t_690: i32 = j_1 + 1i;
            s_5 = t_689;
            j_1 = t_690;
            continue;
        }
        if (s_4 > 10.0f) {
            var t_691: f32 = s_4;
            var t_692: i32 = i_9;
            s_2 = t_691;
            i_8 = t_692;
            break;
        }
        var t_693: f32 = s_4;
        var t_694: i32 = i_9 + 1i;
        s_3 = t_693;
        i_9 = t_694;
        continue;
    }
    var t_695: i32;
    var t_696: f32 = 0.0f;
    var t_697: i32 = 0i;
    var t_698: i32 = 0i;
    for (;;) {
        var t_699: bool = t_697 < 4i;
        var t_700: i32 = select(2i, 0i, t_699);
        var t_701: i32;
        var t_702: f32;
        var t_703: i32;
        var t_704: f32;
        var t_705: i32;
        if (t_700 == 0i) {
            var s_6: f32;
            var j_2: i32;
            var s_7: f32 = t_696;
            var j_3: i32 = 0i;
            for (;;) {
                if (j_3 < 4i) {
                } else {
                    var t_706: f32 = s_7;
                    var t_707: i32 = j_3;
                    s_6 = t_706;
                    j_2 = t_707;
                    break;
                }
                if (j_3 > t_697) {
                    var t_708: f32 = s_7;
                    var t_709: i32 = j_3;
                    s_6 = t_708;
                    j_2 = t_709;
                    break;
                }
                var t_710: f32 = s_7 + (p_19 * f32(t_697 - j_3) + s_7 * 0.1f);
                var t_711: i32 = j_3 + 1i;
                s_7 = t_710;
                j_3 = t_711;
                continue;
            }
            var t_712: bool = s_6 > 10.0f;
            var t_713: i32 = select(0i, 2i, t_712);
            var t_714: bool = t_713 == 0i;
            var t_715: i32 = select(t_713, 1i, t_714);
            var t_716: f32 = select(0.0f, s_6, t_714);
            var t_717: i32 = select(0i, t_697 + 1i, t_714);
            var t_718: f32 = select(select(0.0f, s_6, t_712), 0.0f, t_714);
            var t_719: i32 = select(select(0i, t_697, t_712), 0i, t_714);
            t_701 = t_715;
            t_702 = t_716;
            t_703 = t_717;
            t_704 = t_718;
            t_705 = t_719;
        } else {
            var t_720: i32 = t_700;
            var t_721: f32 = 0.0f;
            var t_722: i32 = 0i;
            var t_723: f32 = select(t_696, 0.0f, t_699);
            var t_724: i32 = select(t_697, 0i, t_699);
            t_701 = t_720;
            t_702 = t_721;
            t_703 = t_722;
            t_704 = t_723;
            t_705 = t_724;
        }
        var t_725: i32 = t_698 + 1i;
        if (t_701 == 2i) {
            t_695 = t_725;
            break;
        }
        var t_726: f32 = t_702;
        var t_727: i32 = t_703;
        var t_728: i32 = t_725;
        t_696 = t_726;
        t_697 = t_727;
        t_698 = t_728;
        continue;
    }
    var t_729: i32 = t_695 - 1i;
    var t_730: f32;
    var t_731: f32;
    var t_732: i32 = t_729;
    var t_733: f32 = 0.0f;
    var t_734: f32 = 0.0f;
    for (;;) {
        if (t_732 < 0i) {
            var t_735: f32 = t_733;
            var t_736: f32 = t_734;
            t_730 = t_735;
            t_731 = t_736;
            break;
        }
        var t_737: f32;
        var t_738: i32;
        var t_739: f32 = 0.0f;
        var t_740: i32 = 0i;
        var t_741: i32 = 0i;
        for (;;) {
            if (t_741 == t_732) {
                var t_742: f32 = t_739;
                var t_743: i32 = t_740;
                t_737 = t_742;
                t_738 = t_743;
                break;
            }
            var t_744: bool = t_740 < 4i;
            var t_745: i32 = select(2i, 0i, t_744);
            var t_746: i32;
            var t_747: f32;
            var t_748: i32;
            var t_749: f32;
            var t_750: i32;
            if (t_745 == 0i) {
                var s_8: f32;
                var j_4: i32;
                var s_9: f32 = t_739;
                var j_5: i32 = 0i;
                for (;;) {
                    if (j_5 < 4i) {
                    } else {
                        var t_751: f32 = s_9;
                        var t_752: i32 = j_5;
                        s_8 = t_751;
                        j_4 = t_752;
                        break;
                    }
                    if (j_5 > t_740) {
                        var t_753: f32 = s_9;
                        var t_754: i32 = j_5;
                        s_8 = t_753;
                        j_4 = t_754;
                        break;
                    }
                    var t_755: f32 = s_9 + (p_19 * f32(t_740 - j_5) + s_9 * 0.1f);
                    var t_756: i32 = j_5 + 1i;
                    s_9 = t_755;
                    j_5 = t_756;
                    continue;
                }
                var t_757: bool = s_8 > 10.0f;
                var t_758: i32 = select(0i, 2i, t_757);
                var t_759: bool = t_758 == 0i;
                var t_760: i32 = select(t_758, 1i, t_759);
                var t_761: f32 = select(0.0f, s_8, t_759);
                var t_762: i32 = select(0i, t_740 + 1i, t_759);
                var t_763: f32 = select(select(0.0f, s_8, t_757), 0.0f, t_759);
                var t_764: i32 = select(select(0i, t_740, t_757), 0i, t_759);
                t_746 = t_760;
                t_747 = t_761;
                t_748 = t_762;
                t_749 = t_763;
                t_750 = t_764;
            } else {
                var t_765: i32 = t_745;
                var t_766: f32 = 0.0f;
                var t_767: i32 = 0i;
                var t_768: f32 = select(t_739, 0.0f, t_744);
                var t_769: i32 = select(t_740, 0i, t_744);
                t_746 = t_765;
                t_747 = t_766;
                t_748 = t_767;
                t_749 = t_768;
                t_750 = t_769;
            }
            if (t_746 == 2i) {
                var t_770: f32 = t_739;
                var t_771: i32 = t_740;
                t_737 = t_770;
                t_738 = t_771;
                break;
            }
            var t_772: f32 = t_747;
            var t_773: i32 = t_748;
            var t_774: i32 = t_741 + 1i;
            t_739 = t_772;
            t_740 = t_773;
            t_741 = t_774;
            continue;
        }
        var t_775: bool = t_738 < 4i;
        var t_776: i32 = select(2i, 0i, t_775);
        var t_777: bool = t_776 == 0i;
        var t_778: i32;
        var t_779: f32;
        var t_780: i32;
        var t_781: f32;
        var t_782: i32;
        if (t_777) {
            var s_10: f32;
            var j_6: i32;
            var s_11: f32 = t_737;
            var j_7: i32 = 0i;
            for (;;) {
                if (j_7 < 4i) {
                } else {
                    var t_783: f32 = s_11;
                    var t_784: i32 = j_7;
                    s_10 = t_783;
                    j_6 = t_784;
                    break;
                }
                if (j_7 > t_738) {
                    var t_785: f32 = s_11;
                    var t_786: i32 = j_7;
                    s_10 = t_785;
                    j_6 = t_786;
                    break;
                }
                var t_787: f32 = s_11 + (p_19 * f32(t_738 - j_7) + s_11 * 0.1f);
                var t_788: i32 = j_7 + 1i;
                s_11 = t_787;
                j_7 = t_788;
                continue;
            }
            var t_789: bool = s_10 > 10.0f;
            var t_790: i32 = select(0i, 2i, t_789);
            var t_791: bool = t_790 == 0i;
            var t_792: i32 = select(t_790, 1i, t_791);
            var t_793: f32 = select(0.0f, s_10, t_791);
            var t_794: i32 = select(0i, t_738 + 1i, t_791);
            var t_795: f32 = select(select(0.0f, s_10, t_789), 0.0f, t_791);
            var t_796: i32 = select(select(0i, t_738, t_789), 0i, t_791);
            t_778 = t_792;
            t_779 = t_793;
            t_780 = t_794;
            t_781 = t_795;
            t_782 = t_796;
        } else {
            var t_797: i32 = t_776;
            var t_798: f32 = 0.0f;
            var t_799: i32 = 0i;
            var t_800: f32 = select(t_737, 0.0f, t_775);
            var t_801: i32 = select(t_738, 0i, t_775);
            t_778 = t_797;
            t_779 = t_798;
            t_780 = t_799;
            t_781 = t_800;
            t_782 = t_801;
        }
        var t_802: f32 = select(0.0f, p_20, t_732 == t_729);
        var t_803: f32;
        var t_804: f32;
        var t_805: f32;
        var t_806: f32;
        if (t_777) {
            var s_12: f32;
            var j_8: i32;
            var s_13: f32 = t_737;
            var j_9: i32 = 0i;
            for (;;) {
                if (j_9 < 4i) {
                } else {
                    var t_807: f32 = s_13;
                    var t_808: i32 = j_9;
                    s_12 = t_807;
                    j_8 = t_808;
                    break;
                }
                if (j_9 > t_738) {
                    var t_809: f32 = s_13;
                    var t_810: i32 = j_9;
                    s_12 = t_809;
                    j_8 = t_810;
                    break;
                }
                var t_811: f32 = s_13 + (p_19 * f32(t_738 - j_9) + s_13 * 0.1f);
                var t_812: i32 = j_9 + 1i;
                s_13 = t_811;
                j_9 = t_812;
                continue;
            }
            var t_813: bool = s_12 > 10.0f;
            var t_814: bool = select(0i, 2i, t_813) == 0i;
            var t_815: i32;
            var t_816: f32 = t_737;
            var t_817: i32 = 0i;
            var t_818: i32 = 0i;
            for (;;) {
                var t_819: bool = t_817 < 4i;
                var t_820: i32 = select(2i, 0i, t_819);
                var t_821: i32;
                var t_822: f32;
                var t_823: i32;
                var t_824: f32;
                var t_825: i32;
                if (t_820 == 0i) {
                    var t_826: bool = t_817 > t_738;
                    var t_827: i32 = select(0i, 2i, t_826);
                    var t_828: i32;
                    var t_829: f32;
                    var t_830: i32;
                    var t_831: f32;
                    var t_832: i32;
                    if (t_827 == 0i) {
                        var t_833: i32 = 1i;
                        var t_834: f32 = t_816 + (p_19 * f32(t_738 - t_817) + t_816 * 0.1f);
                        var t_835: i32 = t_817 + 1i;
                        var t_836: f32 = 0.0f;
                        var t_837: i32 = 0i;
                        t_828 = t_833;
                        t_829 = t_834;
                        t_830 = t_835;
                        t_831 = t_836;
                        t_832 = t_837;
                    } else {
                        var t_838: i32 = t_827;
                        var t_839: f32 = 0.0f;
                        var t_840: i32 = 0i;
                        var t_841: f32 = select(0.0f, t_816, t_826);
                        var t_842: i32 = select(0i, t_817, t_826);
                        t_828 = t_838;
                        t_829 = t_839;
                        t_830 = t_840;
                        t_831 = t_841;
                        t_832 = t_842;
                    }
                    var t_843: i32 = t_828;
                    var t_844: f32 = t_829;
                    var t_845: i32 = t_830;
                    var t_846: f32 = t_831;
                    var t_847: i32 = t_832;
                    t_821 = t_843;
                    t_822 = t_844;
                    t_823 = t_845;
                    t_824 = t_846;
                    t_825 = t_847;
                } else {
                    var t_848: i32 = t_820;
                    var t_849: f32 = 0.0f;
                    var t_850: i32 = 0i;
                    var t_851: f32 = select(t_816, 0.0f, t_819);
                    var t_852: i32 = select(t_817, 0i, t_819);
                    t_821 = t_848;
                    t_822 = t_849;
                    t_823 = t_850;
                    t_824 = t_851;
                    t_825 = t_852;
                }
                var t_853: i32 = t_818 + 1i;
                if (t_821 == 2i) {
                    t_815 = t_853;
                    break;
                }
                var t_854: f32 = t_822;
                var t_855: i32 = t_823;
                var t_856: i32 = t_853;
                t_816 = t_854;
                t_817 = t_855;
                t_818 = t_856;
                continue;
            }
            var t_857: i32 = t_815 - 1i;
            var t_858: f32;
            var t_859: f32;
            var t_860: i32 = t_857;
            var t_861: f32 = 0.0f;
            var t_862: f32 = 0.0f;
            for (;;) {
                if (t_860 < 0i) {
                    var t_863: f32 = t_861;
                    var t_864: f32 = t_862;
                    t_858 = t_863;
                    t_859 = t_864;
                    break;
                }
                var t_865: f32;
                var t_866: i32;
                var t_867: f32 = t_737;
                var t_868: i32 = 0i;
                var t_869: i32 = 0i;
                for (;;) {
                    if (t_869 == t_860) {
                        var t_870: f32 = t_867;
                        var t_871: i32 = t_868;
                        t_865 = t_870;
                        t_866 = t_871;
                        break;
                    }
                    var t_872: bool = t_868 < 4i;
                    var t_873: i32 = select(2i, 0i, t_872);
                    var t_874: i32;
                    var t_875: f32;
                    var t_876: i32;
                    var t_877: f32;
                    var t_878: i32;
                    if (t_873 == 0i) {
                        var t_879: bool = t_868 > t_738;
                        var t_880: i32 = select(0i, 2i, t_879);
                        var t_881: i32;
                        var t_882: f32;
                        var t_883: i32;
                        var t_884: f32;
                        var t_885: i32;
                        if (t_880 == 0i) {
                            var t_886: i32 = 1i;
                            var t_887: f32 = t_867 + (p_19 * f32(t_738 - t_868) + t_867 * 0.1f);
                            var t_888: i32 = t_868 + 1i;
                            var t_889: f32 = 0.0f;
                            var t_890: i32 = 0i;
                            t_881 = t_886;
                            t_882 = t_887;
                            t_883 = t_888;
                            t_884 = t_889;
                            t_885 = t_890;
                        } else {
                            var t_891: i32 = t_880;
                            var t_892: f32 = 0.0f;
                            var t_893: i32 = 0i;
                            var t_894: f32 = select(0.0f, t_867, t_879);
                            var t_895: i32 = select(0i, t_868, t_879);
                            t_881 = t_891;
                            t_882 = t_892;
                            t_883 = t_893;
                            t_884 = t_894;
                            t_885 = t_895;
                        }
                        var t_896: i32 = t_881;
                        var t_897: f32 = t_882;
                        var t_898: i32 = t_883;
                        var t_899: f32 = t_884;
                        var t_900: i32 = t_885;
                        t_874 = t_896;
                        t_875 = t_897;
                        t_876 = t_898;
                        t_877 = t_899;
                        t_878 = t_900;
                    } else {
                        var t_901: i32 = t_873;
                        var t_902: f32 = 0.0f;
                        var t_903: i32 = 0i;
                        var t_904: f32 = select(t_867, 0.0f, t_872);
                        var t_905: i32 = select(t_868, 0i, t_872);
                        t_874 = t_901;
                        t_875 = t_902;
                        t_876 = t_903;
                        t_877 = t_904;
                        t_878 = t_905;
                    }
                    if (t_874 == 2i) {
                        var t_906: f32 = t_867;
                        var t_907: i32 = t_868;
                        t_865 = t_906;
                        t_866 = t_907;
                        break;
                    }
                    var t_908: f32 = t_875;
                    var t_909: i32 = t_876;
                    var t_910: i32 = t_869 + 1i;
                    t_867 = t_908;
                    t_868 = t_909;
                    t_869 = t_910;
                    continue;
                }
                var t_911: bool = t_866 < 4i;
                var t_912: f32 = select(0.0f, select(0.0f, t_733, t_814) + select(0.0f, select(t_802, 0.0f, t_814), t_813), t_860 == t_857);
                var t_913: f32;
                var t_914: f32;
                var t_915: f32;
                var t_916: f32;
                if (select(2i, 0i, t_911) == 0i) {
                    var t_917: bool = t_866 > t_738;
                    var t_918: f32;
                    var t_919: f32;
                    var t_920: f32;
                    var t_921: f32;
                    if (select(0i, 2i, t_917) == 0i) {
                        var t_922: f32 = f32(t_738 - t_866) * t_861;
                        var t_923: f32 = t_861 + 0.1f * t_861;
                        var t_924: f32 = 0.0f;
                        var t_925: f32 = 0.0f;
                        t_918 = t_922;
                        t_919 = t_923;
                        t_920 = t_924;
                        t_921 = t_925;
                    } else {
                        var t_926: f32 = 0.0f;
                        var t_927: f32 = 0.0f;
                        var t_928: f32 = t_861;
                        var t_929: f32 = t_912;
                        t_918 = t_926;
                        t_919 = t_927;
                        t_920 = t_928;
                        t_921 = t_929;
                    }
                    var t_930: f32 = t_919 + select(0.0f, t_921, t_917);
                    var t_931: f32 = t_918;
                    var t_932: f32 = 0.0f;
                    var t_933: f32 = 0.0f;
                    t_913 = t_930;
                    t_914 = t_931;
                    t_915 = t_932;
                    t_916 = t_933;
                } else {
                    var t_934: f32 = 0.0f;
                    var t_935: f32 = 0.0f;
                    var t_936: f32 = t_861;
                    var t_937: f32 = t_912;
                    t_913 = t_934;
                    t_914 = t_935;
                    t_915 = t_936;
                    t_916 = t_937;
                }
                var t_938: i32 = t_860 - 1i;
                var t_939: f32 = t_913 + select(t_916, 0.0f, t_911);
                var t_940: f32 = t_862 + t_914;
                t_860 = t_938;
                t_861 = t_939;
                t_862 = t_940;
                continue;
            }
            var t_941: f32 = t_858;
            var t_942: f32 = t_859;
            var t_943: f32 = 0.0f;
            var t_944: f32 = 0.0f;
            t_803 = t_941;
            t_804 = t_942;
            t_805 = t_943;
            t_806 = t_944;
        } else {
            var t_945: f32 = 0.0f;
            var t_946: f32 = 0.0f;
            var t_947: f32 = t_733;
            var t_948: f32 = t_802;
            t_803 = t_945;
            t_804 = t_946;
            t_805 = t_947;
            t_806 = t_948;
        }
        var t_949: i32 = t_732 - 1i;
        var t_950: f32 = t_803 + select(t_806, 0.0f, t_775);
        var t_951: f32 = t_734 + t_804;
        t_732 = t_949;
        t_733 = t_950;
        t_734 = t_951;
        continue;
    }
    return nestedBreak_bwd_Grads(t_731);
}
fn nestedBreak_fwd(p_21: f32, p_22: f32) -> nestedBreak_fwd_Result {
    var s_14: f32;
    var t_952: f32;
    var i_10: i32;
    var s_15: f32 = 0.0f;
    var t_953: f32 = 0.0f;
    var i_11: i32 = 0i;
    for (;;) {
        if (i_11 < 4i) {
        } else {
            var t_954: f32 = s_15;
            var t_955: f32 = t_953;
            var t_956: i32 = i_11;
            s_14 = t_954;
            t_952 = t_955;
            i_10 = t_956;
            break;
        }
        var s_16: f32;
        var t_957: f32;
        var j_10: i32;
        var s_17: f32 = s_15;
        var t_958: f32 = t_953;
        var j_11: i32 = 0i;
        for (;;) {
            if (j_11 < 4i) {
            } else {
                var t_959: f32 = s_17;
                var t_960: f32 = t_958;
                var t_961: i32 = j_11;
                s_16 = t_959;
                t_957 = t_960;
                j_10 = t_961;
                break;
            }
            if (j_11 > i_11) {
                var t_962: f32 = s_17;
                var t_963: f32 = t_958;
                var t_964: i32 = j_11;
                s_16 = t_962;
                t_957 = t_963;
                j_10 = t_964;
                break;
            }
            var t_965: f32 = f32(i_11 - j_11);
            var t_966: f32 = s_17 + (p_21 * t_965 + s_17 * 0.1f);
            var t_967: f32 = t_958 + (t_965 * p_22 + 0.1f * t_958);
            var t_968: i32 = j_11 + 1i;
            s_17 = t_966;
            t_958 = t_967;
            j_11 = t_968;
            continue;
        }
        if (s_16 > 10.0f) {
            var t_969: f32 = s_16;
            var t_970: f32 = t_957;
            var t_971: i32 = i_11;
            s_14 = t_969;
            t_952 = t_970;
            i_10 = t_971;
            break;
        }
        var t_972: f32 = s_16;
        var t_973: f32 = t_957;
        var t_974: i32 = i_11 + 1i;
        s_15 = t_972;
        t_953 = t_973;
        i_11 = t_974;
        continue;
    }
    return nestedBreak_fwd_Result(s_14, t_952);
}
fn computeMain_1() {
    var t_975: earlyExit_bwd_Grads = earlyExit_bwd(1.2f, 1.5f, 1.0f);
    outputBuffer.data[0u] = t_975.f0;
    outputBuffer.data[1u] = t_975.f1;
    var t_976: earlyExit_bwd_Grads = earlyExit_bwd(-1.0f, 2.5f, 1.0f);
    outputBuffer.data[2u] = t_976.f0;
    outputBuffer.data[3u] = t_976.f1;
    var t_977: earlyExit_bwd_Grads = earlyExit_bwd(0.3f, 0.9f, 1.0f);
    outputBuffer.data[4u] = t_977.f0;
    outputBuffer.data[5u] = t_977.f1;
    var t_978: whileLoop_bwd_Grads = whileLoop_bwd(0.6f, 1.0f);
    outputBuffer.data[6u] = t_978.f0;
    var t_979: whileLoop_fwd_Result = whileLoop_fwd(0.6f, 1.0f);
    outputBuffer.data[7u] = t_979.d;
    var t_980: useGeneric_bwd_Grads = useGeneric_bwd(0.7f, -1.3f, 1.0f);
    outputBuffer.data[8u] = t_980.f0;
    outputBuffer.data[9u] = t_980.f1;
    var t_981: useCustom_bwd_Grads = useCustom_bwd(0.4f, 0.2f, 1.0f);
    outputBuffer.data[10u] = t_981.f0;
    outputBuffer.data[11u] = t_981.f1;
    var t_982: doWhile_bwd_Grads = doWhile_bwd(0.5f, 4i, 1.0f);
    outputBuffer.data[12u] = t_982.f0;
    var t_983: doWhile_fwd_Result = doWhile_fwd(0.5f, 1.0f, 4i);
    outputBuffer.data[13u] = t_983.d;
    var t_984: doWhile_bwd_Grads = doWhile_bwd(0.5f, 1i, 1.0f);
    outputBuffer.data[14u] = t_984.f0;
    var t_985: nestedBreak_bwd_Grads = nestedBreak_bwd(1.1f, 1.0f);
    outputBuffer.data[15u] = t_985.f0;
    var t_986: nestedBreak_fwd_Result = nestedBreak_fwd(1.1f, 1.0f);
    outputBuffer.data[16u] = t_986.d;
    var t_987: nestedBreak_bwd_Grads = nestedBreak_bwd(3.0f, 1.0f);
    outputBuffer.data[17u] = t_987.f0;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
