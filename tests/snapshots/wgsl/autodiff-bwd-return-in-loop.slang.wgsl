struct RWStructuredBuffer {
    data: array<f32>,
}
struct powUntil_bwd_Grads {
    f0: f32,
}
struct nested_bwd_Grads {
    f0: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn powUntil(x: f32) -> f32 {
    var acc: f32;
    var i: i32;
    var acc_1: f32 = 1.0f;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 4i) {
        } else {
            var t: f32 = acc_1;
            var t_1: i32 = i_1;
            acc = t;
            i = t_1;
            break;
        }
        var t_2: f32 = acc_1 * x;
        if (t_2 > 10.0f) {
            return t_2 + x;
        }
        var t_3: f32 = t_2;
        var t_4: i32 = i_1 + 1i;
        acc_1 = t_3;
        i_1 = t_4;
        continue;
    }
    return acc;
}
fn powUntil_bwd(p: f32, p_1: f32) -> powUntil_bwd_Grads {
    var t_5: bool;
    var t_6: f32;
    var acc_2: f32;
    var i_2: i32;
    var t_7: bool = false;
    var t_8: f32 = 0.0f;
    var acc_3: f32 = 1.0f;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 4i) {
        } else {
            var t_9: bool = t_7;
            var t_10: f32 = t_8;
            var t_11: f32 = acc_3;
            var t_12: i32 = i_3;
            t_5 = t_9;
            t_6 = t_10;
            acc_2 = t_11;
            i_2 = t_12;
            break;
        }
        var t_13: f32 = acc_3 * p;
        var t_14: bool;
        var t_15: f32;
        if (t_13 > 10.0f) {
            var t_16: bool = true;
            var t_17: f32 = t_13 + p;
            var t_18: f32 = t_13;
            var t_19: i32 = i_3;
            t_5 = t_16;
            t_6 = t_17;
            acc_2 = t_18;
            i_2 = t_19;
            break;
        } else {
            var t_20: bool = t_7;
            var t_21: f32 = t_8;
            t_14 = t_20;
            t_15 = t_21;
        }
        var t_22: bool = t_14;
        var t_23: f32 = t_15;
        var t_24: f32 = t_13;
        var t_25: i32 = i_3 + 1i;
        t_7 = t_22;
        t_8 = t_23;
        acc_3 = t_24;
        i_3 = t_25;
        continue;
    }
    var t_26: bool = select(0i, 2i, t_5) == 0i;
    var t_27: i32;
    var t_28: bool = false;
    var t_29: f32 = 0.0f;
    var t_30: f32 = 1.0f;
    var t_31: i32 = 0i;
    var t_32: i32 = 0i;
    for (;;) {
        var t_33: bool = t_31 < 4i;
        var t_34: i32 = select(2i, 0i, t_33);
        var t_35: i32;
        var t_36: bool;
        var t_37: f32;
        var t_38: f32;
        var t_39: i32;
        var t_40: bool;
        var t_41: f32;
        var t_42: f32;
        var t_43: i32;
        if (t_34 == 0i) {
            var t_44: f32 = t_30 * p;
            var t_45: bool = t_44 > 10.0f;
            var t_46: i32 = select(0i, 2i, t_45);
            var t_47: bool = t_46 == 0i;
            var t_48: i32 = select(t_46, 1i, t_47);
            var t_49: bool = select(false, select(t_28, false, t_45), t_47);
            var t_50: f32 = select(0.0f, select(t_29, 0.0f, t_45), t_47);
            var t_51: f32 = select(0.0f, t_44, t_47);
            var t_52: i32 = select(0i, t_31 + 1i, t_47);
            var t_53: bool = select(t_45, false, t_47);
            var t_54: f32 = select(select(0.0f, t_44 + p, t_45), 0.0f, t_47);
            var t_55: f32 = select(select(0.0f, t_44, t_45), 0.0f, t_47);
            var t_56: i32 = select(select(0i, t_31, t_45), 0i, t_47);
            t_35 = t_48;
            t_36 = t_49;
            t_37 = t_50;
            t_38 = t_51;
            t_39 = t_52;
            t_40 = t_53;
            t_41 = t_54;
            t_42 = t_55;
            t_43 = t_56;
        } else {
            var t_57: i32 = t_34;
            var t_58: bool = false;
            var t_59: f32 = 0.0f;
            var t_60: f32 = 0.0f;
            var t_61: i32 = 0i;
            var t_62: bool = select(t_28, false, t_33);
            var t_63: f32 = select(t_29, 0.0f, t_33);
            var t_64: f32 = select(t_30, 0.0f, t_33);
            var t_65: i32 = select(t_31, 0i, t_33);
            t_35 = t_57;
            t_36 = t_58;
            t_37 = t_59;
            t_38 = t_60;
            t_39 = t_61;
            t_40 = t_62;
            t_41 = t_63;
            t_42 = t_64;
            t_43 = t_65;
        }
        var t_66: i32 = t_32 + 1i;
        if (t_35 == 2i) {
            t_27 = t_66;
            break;
        }
        var t_67: bool = t_36;
        var t_68: f32 = t_37;
        var t_69: f32 = t_38;
        var t_70: i32 = t_39;
        var t_71: i32 = t_66;
        t_28 = t_67;
        t_29 = t_68;
        t_30 = t_69;
        t_31 = t_70;
        t_32 = t_71;
        continue;
    }
    var t_72: i32 = t_27 - 1i;
    var t_73: f32;
    var t_74: f32;
    var t_75: f32;
    var t_76: i32 = t_72;
    var t_77: f32 = 0.0f;
    var t_78: f32 = 0.0f;
    var t_79: f32 = 0.0f;
    for (;;) {
        if (t_76 < 0i) {
            var t_80: f32 = t_77;
            var t_81: f32 = t_78;
            var t_82: f32 = t_79;
            t_73 = t_80;
            t_74 = t_81;
            t_75 = t_82;
            break;
        }
        var t_83: bool;
        var t_84: f32;
        var t_85: f32;
        var t_86: i32;
        var t_87: bool = false;
        var t_88: f32 = 0.0f;
        var t_89: f32 = 1.0f;
        var t_90: i32 = 0i;
        var t_91: i32 = 0i;
        for (;;) {
            if (t_91 == t_76) {
                var t_92: bool = t_87;
                var t_93: f32 = t_88;
                var t_94: f32 = t_89;
                var t_95: i32 = t_90;
                t_83 = t_92;
                t_84 = t_93;
                t_85 = t_94;
                t_86 = t_95;
                break;
            }
            var t_96: bool = t_90 < 4i;
            var t_97: i32 = select(2i, 0i, t_96);
            var t_98: i32;
            var t_99: bool;
            var t_100: f32;
            var t_101: f32;
            var t_102: i32;
            var t_103: bool;
            var t_104: f32;
            var t_105: f32;
            var t_106: i32;
            if (t_97 == 0i) {
                var t_107: f32 = t_89 * p;
                var t_108: bool = t_107 > 10.0f;
                var t_109: i32 = select(0i, 2i, t_108);
                var t_110: bool = t_109 == 0i;
                var t_111: i32 = select(t_109, 1i, t_110);
                var t_112: bool = select(false, select(t_87, false, t_108), t_110);
                var t_113: f32 = select(0.0f, select(t_88, 0.0f, t_108), t_110);
                var t_114: f32 = select(0.0f, t_107, t_110);
                var t_115: i32 = select(0i, t_90 + 1i, t_110);
                var t_116: bool = select(t_108, false, t_110);
                var t_117: f32 = select(select(0.0f, t_107 + p, t_108), 0.0f, t_110);
                var t_118: f32 = select(select(0.0f, t_107, t_108), 0.0f, t_110);
                var t_119: i32 = select(select(0i, t_90, t_108), 0i, t_110);
                t_98 = t_111;
                t_99 = t_112;
                t_100 = t_113;
                t_101 = t_114;
                t_102 = t_115;
                t_103 = t_116;
                t_104 = t_117;
                t_105 = t_118;
                t_106 = t_119;
            } else {
                var t_120: i32 = t_97;
                var t_121: bool = false;
                var t_122: f32 = 0.0f;
                var t_123: f32 = 0.0f;
                var t_124: i32 = 0i;
                var t_125: bool = select(t_87, false, t_96);
                var t_126: f32 = select(t_88, 0.0f, t_96);
                var t_127: f32 = select(t_89, 0.0f, t_96);
                var t_128: i32 = select(t_90, 0i, t_96);
                t_98 = t_120;
                t_99 = t_121;
                t_100 = t_122;
                t_101 = t_123;
                t_102 = t_124;
                t_103 = t_125;
                t_104 = t_126;
                t_105 = t_127;
                t_106 = t_128;
            }
            if (t_98 == 2i) {
                var t_129: bool = t_87;
                var t_130: f32 = t_88;
                var t_131: f32 = t_89;
                var t_132: i32 = t_90;
                t_83 = t_129;
                t_84 = t_130;
                t_85 = t_131;
                t_86 = t_132;
                break;
            }
            var t_133: bool = t_99;
            var t_134: f32 = t_100;
            var t_135: f32 = t_101;
            var t_136: i32 = t_102;
            var t_137: i32 = t_91 + 1i;
            t_87 = t_133;
            t_88 = t_134;
            t_89 = t_135;
            t_90 = t_136;
            t_91 = t_137;
            continue;
        }
        var t_138: bool = t_86 < 4i;
        var t_139: bool = t_76 == t_72;
        var t_140: f32 = select(0.0f, select(0.0f, select(p_1, 0.0f, t_26), t_5), t_139);
        var t_141: f32 = select(0.0f, select(0.0f, p_1, t_26), t_139);
        var t_142: f32;
        var t_143: f32;
        var t_144: f32;
        var t_145: f32;
        var t_146: f32;
        var t_147: f32;
        var t_148: f32;
        if (select(2i, 0i, t_138) == 0i) {
            var t_149: bool = t_85 * p > 10.0f;
            var t_150: bool = select(0i, 2i, t_149) == 0i;
            var t_151: f32 = select(t_140, 0.0f, t_150);
            var t_152: f32 = select(0.0f, t_78, t_150) + select(0.0f, select(t_141, 0.0f, t_150) + t_151, t_149);
            var t_153: f32 = p * t_152;
            var t_154: f32 = select(0.0f, t_151, t_149) + t_85 * t_152;
            var t_155: f32 = select(select(0.0f, t_77, t_150), 0.0f, t_149);
            var t_156: f32 = 0.0f;
            var t_157: f32 = 0.0f;
            var t_158: f32 = 0.0f;
            var t_159: f32 = 0.0f;
            t_142 = t_153;
            t_143 = t_154;
            t_144 = t_155;
            t_145 = t_156;
            t_146 = t_157;
            t_147 = t_158;
            t_148 = t_159;
        } else {
            var t_160: f32 = 0.0f;
            var t_161: f32 = 0.0f;
            var t_162: f32 = 0.0f;
            var t_163: f32 = t_77;
            var t_164: f32 = t_78;
            var t_165: f32 = t_140;
            var t_166: f32 = t_141;
            t_142 = t_160;
            t_143 = t_161;
            t_144 = t_162;
            t_145 = t_163;
            t_146 = t_164;
            t_147 = t_165;
            t_148 = t_166;
        }
        var t_167: i32 = t_76 - 1i;
        var t_168: f32 = t_144 + select(t_147, 0.0f, t_138);
        var t_169: f32 = t_142 + select(t_148, 0.0f, t_138);
        var t_170: f32 = t_79 + t_143;
        t_76 = t_167;
        t_77 = t_168;
        t_78 = t_169;
        t_79 = t_170;
        continue;
    }
    return powUntil_bwd_Grads(t_75);
}
fn nested(x_1: f32, p_2: i32) -> f32 {
    var i_4: i32;
    var i_5: i32 = 0i;
    for (;;) {
        if (i_5 < 3i) {
        } else {
            i_4 = i_5;
            break;
        }
        var j: i32;
        var j_1: i32 = 0i;
        for (;;) {
            if (j_1 < 3i) {
            } else {
                j = j_1;
                break;
            }
            if (select(false, j_1 == 1i, p_2 == 0i)) {
                return x_1 * x_1 * f32(i_5 + 1i);
            }
            switch (p_2) {
            case 1i: {
                return x_1 * f32(i_5 + j_1 + 2i);
            }
            default: {
                break;
            }
            }
            j_1 = j_1 + 1i;
            continue;
        }
        i_5 = i_5 + 1i;
        continue;
    }
    return -x_1;
}
fn nested_bwd(p_3: f32, p_4: i32, p_5: f32) -> nested_bwd_Grads {
    var t_171: bool;
    var t_172: f32;
    var i_6: i32;
    var t_173: bool = false;
    var t_174: f32 = 0.0f;
    var i_7: i32 = 0i;
    for (;;) {
        if (i_7 < 3i) {
        } else {
            var t_175: bool = t_173;
            var t_176: f32 = t_174;
            var t_177: i32 = i_7;
            t_171 = t_175;
            t_172 = t_176;
            i_6 = t_177;
            break;
        }
        var t_178: bool;
        var t_179: f32;
        var j_2: i32;
        var t_180: bool = t_173;
        var t_181: f32 = t_174;
        var j_3: i32 = 0i;
        for (;;) {
            if (j_3 < 3i) {
            } else {
                var t_182: bool = t_180;
                var t_183: f32 = t_181;
                var t_184: i32 = j_3;
                t_178 = t_182;
                t_179 = t_183;
                j_2 = t_184;
                break;
            }
            var t_185: bool;
            var t_186: f32;
            if (select(false, j_3 == 1i, p_4 == 0i)) {
                var t_187: bool = true;
                var t_188: f32 = p_3 * p_3 * f32(i_7 + 1i);
                var t_189: i32 = j_3;
                t_178 = t_187;
                t_179 = t_188;
                j_2 = t_189;
                break;
            } else {
                var t_190: bool = t_180;
                var t_191: f32 = t_181;
                t_185 = t_190;
                t_186 = t_191;
            }
            var t_192: bool;
            var t_193: f32;
            switch (p_4) {
            case 1i: {
                var t_194: bool = true;
                var t_195: f32 = p_3 * f32(i_7 + j_3 + 2i);
                t_192 = t_194;
                t_193 = t_195;
                break;
            }
            default: {
                var t_196: bool = t_185;
                var t_197: f32 = t_186;
                t_192 = t_196;
                t_193 = t_197;
                break;
            }
            }
            var t_198: bool;
            var t_199: f32;
            if (t_192) {
                var t_200: bool = true;
                var t_201: f32 = t_193;
                var t_202: i32 = j_3;
                t_178 = t_200;
                t_179 = t_201;
                j_2 = t_202;
                break;
            } else {
                var t_203: bool = t_192;
                var t_204: f32 = t_193;
                t_198 = t_203;
                t_199 = t_204;
            }
            var t_205: bool = t_198;
            var t_206: f32 = t_199;
            var t_207: i32 = j_3 + 1i;
            t_180 = t_205;
            t_181 = t_206;
            j_3 = t_207;
            continue;
        }
        var t_208: bool;
        var t_209: f32;
        if (t_178) {
            var t_210: bool = true;
            var t_211: f32 = t_179;
            var t_212: i32 = i_7;
            t_171 = t_210;
            t_172 = t_211;
            i_6 = t_212;
            break;
        } else {
            var t_213: bool = t_178;
            var t_214: f32 = t_179;
            t_208 = t_213;
            t_209 = t_214;
        }
        var t_215: bool = t_208;
        var t_216: f32 = t_209;
        var t_217: i32 = i_7 + 1i;
        t_173 = t_215;
        t_174 = t_216;
        i_7 = t_217;
        continue;
    }
    var t_218: bool = select(0i, 2i, t_171) == 0i;
    var t_219: i32;
    var t_220: bool = false;
    var t_221: f32 = 0.0f;
    var t_222: i32 = 0i;
    var t_223: i32 = 0i;
    for (;;) {
        var t_224: bool = t_222 < 3i;
        var t_225: i32 = select(2i, 0i, t_224);
        var t_226: i32;
        var t_227: bool;
        var t_228: f32;
        var t_229: i32;
        var t_230: bool;
        var t_231: f32;
        var t_232: i32;
        if (t_225 == 0i) {
            var t_233: bool;
            var t_234: f32;
            var j_4: i32;
            var t_235: bool = t_220;
            var t_236: f32 = t_221;
            var j_5: i32 = 0i;
            for (;;) {
                if (j_5 < 3i) {
                } else {
                    var t_237: bool = t_235;
                    var t_238: f32 = t_236;
                    var t_239: i32 = j_5;
                    t_233 = t_237;
                    t_234 = t_238;
                    j_4 = t_239;
                    break;
                }
                var t_240: bool;
                var t_241: f32;
                if (select(false, j_5 == 1i, p_4 == 0i)) {
                    var t_242: bool = true;
                    var t_243: f32 = p_3 * p_3 * f32(t_222 + 1i);
                    var t_244: i32 = j_5;
                    t_233 = t_242;
                    t_234 = t_243;
                    j_4 = t_244;
                    break;
                } else {
                    var t_245: bool = t_235;
                    var t_246: f32 = t_236;
                    t_240 = t_245;
                    t_241 = t_246;
                }
                var t_247: bool;
                var t_248: f32;
                switch (p_4) {
                case 1i: {
                    var t_249: bool = true;
                    var t_250: f32 = p_3 * f32(t_222 + j_5 + 2i);
                    t_247 = t_249;
                    t_248 = t_250;
                    break;
                }
                default: {
                    var t_251: bool = t_240;
                    var t_252: f32 = t_241;
                    t_247 = t_251;
                    t_248 = t_252;
                    break;
                }
                }
                var t_253: bool;
                var t_254: f32;
                if (t_247) {
                    var t_255: bool = true;
                    var t_256: f32 = t_248;
                    var t_257: i32 = j_5;
                    t_233 = t_255;
                    t_234 = t_256;
                    j_4 = t_257;
                    break;
                } else {
                    var t_258: bool = t_247;
                    var t_259: f32 = t_248;
                    t_253 = t_258;
                    t_254 = t_259;
                }
                var t_260: bool = t_253;
                var t_261: f32 = t_254;
                var t_262: i32 = j_5 + 1i;
                t_235 = t_260;
                t_236 = t_261;
                j_5 = t_262;
                continue;
            }
            var t_263: i32 = select(0i, 2i, t_233);
            var t_264: bool = t_263 == 0i;
            var t_265: i32 = select(t_263, 1i, t_264);
            var t_266: bool = select(false, select(t_233, false, t_233), t_264);
            var t_267: f32 = select(0.0f, select(t_234, 0.0f, t_233), t_264);
            var t_268: i32 = select(0i, t_222 + 1i, t_264);
            var t_269: bool = select(t_233, false, t_264);
            var t_270: f32 = select(select(0.0f, t_234, t_233), 0.0f, t_264);
            var t_271: i32 = select(select(0i, t_222, t_233), 0i, t_264);
            t_226 = t_265;
            t_227 = t_266;
            t_228 = t_267;
            t_229 = t_268;
            t_230 = t_269;
            t_231 = t_270;
            t_232 = t_271;
        } else {
            var t_272: i32 = t_225;
            var t_273: bool = false;
            var t_274: f32 = 0.0f;
            var t_275: i32 = 0i;
            var t_276: bool = select(t_220, false, t_224);
            var t_277: f32 = select(t_221, 0.0f, t_224);
            var t_278: i32 = select(t_222, 0i, t_224);
            t_226 = t_272;
            t_227 = t_273;
            t_228 = t_274;
            t_229 = t_275;
            t_230 = t_276;
            t_231 = t_277;
            t_232 = t_278;
        }
        var t_279: i32 = t_223 + 1i;
        if (t_226 == 2i) {
            t_219 = t_279;
            break;
        }
        var t_280: bool = t_227;
        var t_281: f32 = t_228;
        var t_282: i32 = t_229;
        var t_283: i32 = t_279;
        t_220 = t_280;
        t_221 = t_281;
        t_222 = t_282;
        t_223 = t_283;
        continue;
    }
    var t_284: i32 = t_219 - 1i;
    var t_285: f32;
    var t_286: f32;
    var t_287: i32 = t_284;
    var t_288: f32 = 0.0f;
    var t_289: f32 = 0.0f;
    for (;;) {
        if (t_287 < 0i) {
            var t_290: f32 = t_288;
            var t_291: f32 = t_289;
            t_285 = t_290;
            t_286 = t_291;
            break;
        }
        var t_292: bool;
        var t_293: f32;
        var t_294: i32;
        var t_295: bool = false;
        var t_296: f32 = 0.0f;
        var t_297: i32 = 0i;
        var t_298: i32 = 0i;
        for (;;) {
            if (t_298 == t_287) {
                var t_299: bool = t_295;
                var t_300: f32 = t_296;
                var t_301: i32 = t_297;
                t_292 = t_299;
                t_293 = t_300;
                t_294 = t_301;
                break;
            }
            var t_302: bool = t_297 < 3i;
            var t_303: i32 = select(2i, 0i, t_302);
            var t_304: i32;
            var t_305: bool;
            var t_306: f32;
            var t_307: i32;
            var t_308: bool;
            var t_309: f32;
            var t_310: i32;
            if (t_303 == 0i) {
                var t_311: bool;
                var t_312: f32;
                var j_6: i32;
                var t_313: bool = t_295;
                var t_314: f32 = t_296;
                var j_7: i32 = 0i;
                for (;;) {
                    if (j_7 < 3i) {
                    } else {
                        var t_315: bool = t_313;
                        var t_316: f32 = t_314;
                        var t_317: i32 = j_7;
                        t_311 = t_315;
                        t_312 = t_316;
                        j_6 = t_317;
                        break;
                    }
                    var t_318: bool;
                    var t_319: f32;
                    if (select(false, j_7 == 1i, p_4 == 0i)) {
                        var t_320: bool = true;
                        var t_321: f32 = p_3 * p_3 * f32(t_297 + 1i);
                        var t_322: i32 = j_7;
                        t_311 = t_320;
                        t_312 = t_321;
                        j_6 = t_322;
                        break;
                    } else {
                        var t_323: bool = t_313;
                        var t_324: f32 = t_314;
                        t_318 = t_323;
                        t_319 = t_324;
                    }
                    var t_325: bool;
                    var t_326: f32;
                    switch (p_4) {
                    case 1i: {
                        var t_327: bool = true;
                        var t_328: f32 = p_3 * f32(t_297 + j_7 + 2i);
                        t_325 = t_327;
                        t_326 = t_328;
                        break;
                    }
                    default: {
                        var t_329: bool = t_318;
                        var t_330: f32 = t_319;
                        t_325 = t_329;
                        t_326 = t_330;
                        break;
                    }
                    }
                    var t_331: bool;
                    var t_332: f32;
                    if (t_325) {
                        var t_333: bool = true;
                        var t_334: f32 = t_326;
                        var t_335: i32 = j_7;
                        t_311 = t_333;
                        t_312 = t_334;
                        j_6 = t_335;
                        break;
                    } else {
                        var t_336: bool = t_325;
                        var t_337: f32 = t_326;
                        t_331 = t_336;
                        t_332 = t_337;
                    }
                    var t_338: bool = t_331;
                    var t_339: f32 = t_332;
                    var t_340: i32 = j_7 + 1i;
                    t_313 = t_338;
                    t_314 = t_339;
                    j_7 = t_340;
                    continue;
                }
                var t_341: i32 = select(0i, 2i, t_311);
                var t_342: bool = t_341 == 0i;
                var t_343: i32 = select(t_341, 1i, t_342);
                var t_344: bool = select(false, select(t_311, false, t_311), t_342);
                var t_345: f32 = select(0.0f, select(t_312, 0.0f, t_311), t_342);
                var t_346: i32 = select(0i, t_297 + 1i, t_342);
                var t_347: bool = select(t_311, false, t_342);
                var t_348: f32 = select(select(0.0f, t_312, t_311), 0.0f, t_342);
                var t_349: i32 = select(select(0i, t_297, t_311), 0i, t_342);
                t_304 = t_343;
                t_305 = t_344;
                t_306 = t_345;
                t_307 = t_346;
                t_308 = t_347;
                t_309 = t_348;
                t_310 = t_349;
            } else {
                var t_350: i32 = t_303;
                var t_351: bool = false;
                var t_352: f32 = 0.0f;
                var t_353: i32 = 0i;
                var t_354: bool = select(t_295, false, t_302);
                var t_355: f32 = select(t_296, 0.0f, t_302);
                var t_356: i32 = select(t_297, 0i, t_302);
                t_304 = t_350;
                t_305 = t_351;
                t_306 = t_352;
                t_307 = t_353;
                t_308 = t_354;
                t_309 = t_355;
                t_310 = t_356;
            }
            if (t_304 == 2i) {
                var t_357: bool = t_295;
                var t_358: f32 = t_296;
                var t_359: i32 = t_297;
                t_292 = t_357;
                t_293 = t_358;
                t_294 = t_359;
                break;
            }
            var t_360: bool = t_305;
            var t_361: f32 = t_306;
            var t_362: i32 = t_307;
            var t_363: i32 = t_298 + 1i;
            t_295 = t_360;
            t_296 = t_361;
            t_297 = t_362;
            t_298 = t_363;
            continue;
        }
        var t_364: bool = t_294 < 3i;
        var t_365: i32 = select(2i, 0i, t_364);
        var t_366: bool = t_365 == 0i;
        var t_367: i32;
        var t_368: bool;
        var t_369: f32;
        var t_370: i32;
        var t_371: bool;
        var t_372: f32;
        var t_373: i32;
        if (t_366) {
            var t_374: bool;
            var t_375: f32;
            var j_8: i32;
            var t_376: bool = t_292;
            var t_377: f32 = t_293;
            var j_9: i32 = 0i;
            for (;;) {
                if (j_9 < 3i) {
                } else {
                    var t_378: bool = t_376;
                    var t_379: f32 = t_377;
                    var t_380: i32 = j_9;
                    t_374 = t_378;
                    t_375 = t_379;
                    j_8 = t_380;
                    break;
                }
                var t_381: bool;
                var t_382: f32;
                if (select(false, j_9 == 1i, p_4 == 0i)) {
                    var t_383: bool = true;
                    var t_384: f32 = p_3 * p_3 * f32(t_294 + 1i);
                    var t_385: i32 = j_9;
                    t_374 = t_383;
                    t_375 = t_384;
                    j_8 = t_385;
                    break;
                } else {
                    var t_386: bool = t_376;
                    var t_387: f32 = t_377;
                    t_381 = t_386;
                    t_382 = t_387;
                }
                var t_388: bool;
                var t_389: f32;
                switch (p_4) {
                case 1i: {
                    var t_390: bool = true;
                    var t_391: f32 = p_3 * f32(t_294 + j_9 + 2i);
                    t_388 = t_390;
                    t_389 = t_391;
                    break;
                }
                default: {
                    var t_392: bool = t_381;
                    var t_393: f32 = t_382;
                    t_388 = t_392;
                    t_389 = t_393;
                    break;
                }
                }
                var t_394: bool;
                var t_395: f32;
                if (t_388) {
                    var t_396: bool = true;
                    var t_397: f32 = t_389;
                    var t_398: i32 = j_9;
                    t_374 = t_396;
                    t_375 = t_397;
                    j_8 = t_398;
                    break;
                } else {
                    var t_399: bool = t_388;
                    var t_400: f32 = t_389;
                    t_394 = t_399;
                    t_395 = t_400;
                }
                var t_401: bool = t_394;
                var t_402: f32 = t_395;
                var t_403: i32 = j_9 + 1i;
                t_376 = t_401;
                t_377 = t_402;
                j_9 = t_403;
                continue;
            }
            var t_404: i32 = select(0i, 2i, t_374);
            var t_405: bool = t_404 == 0i;
            var t_406: i32 = select(t_404, 1i, t_405);
            var t_407: bool = select(false, select(t_374, false, t_374), t_405);
            var t_408: f32 = select(0.0f, select(t_375, 0.0f, t_374), t_405);
            var t_409: i32 = select(0i, t_294 + 1i, t_405);
            var t_410: bool = select(t_374, false, t_405);
            var t_411: f32 = select(select(0.0f, t_375, t_374), 0.0f, t_405);
            var t_412: i32 = select(select(0i, t_294, t_374), 0i, t_405);
            t_367 = t_406;
            t_368 = t_407;
            t_369 = t_408;
            t_370 = t_409;
            t_371 = t_410;
            t_372 = t_411;
            t_373 = t_412;
        } else {
            var t_413: i32 = t_365;
            var t_414: bool = false;
            var t_415: f32 = 0.0f;
            var t_416: i32 = 0i;
            var t_417: bool = select(t_292, false, t_364);
            var t_418: f32 = select(t_293, 0.0f, t_364);
            var t_419: i32 = select(t_294, 0i, t_364);
            t_367 = t_413;
            t_368 = t_414;
            t_369 = t_415;
            t_370 = t_416;
            t_371 = t_417;
            t_372 = t_418;
            t_373 = t_419;
        }
        var t_420: f32 = select(0.0f, select(0.0f, select(p_5, 0.0f, t_218), t_171), t_287 == t_284);
        var t_421: f32;
        var t_422: f32;
        var t_423: f32;
        var t_424: f32;
        if (t_366) {
            var t_425: bool;
            var t_426: f32;
            var j_10: i32;
            var t_427: bool = t_292;
            var t_428: f32 = t_293;
            var j_11: i32 = 0i;
            for (;;) {
                if (j_11 < 3i) {
                } else {
                    var t_429: bool = t_427;
                    var t_430: f32 = t_428;
                    var t_431: i32 = j_11;
                    t_425 = t_429;
                    t_426 = t_430;
                    j_10 = t_431;
                    break;
                }
                var t_432: bool;
                var t_433: f32;
                if (select(false, j_11 == 1i, p_4 == 0i)) {
                    var t_434: bool = true;
                    var t_435: f32 = p_3 * p_3 * f32(t_294 + 1i);
                    var t_436: i32 = j_11;
                    t_425 = t_434;
                    t_426 = t_435;
                    j_10 = t_436;
                    break;
                } else {
                    var t_437: bool = t_427;
                    var t_438: f32 = t_428;
                    t_432 = t_437;
                    t_433 = t_438;
                }
                var t_439: bool;
                var t_440: f32;
                switch (p_4) {
                case 1i: {
                    var t_441: bool = true;
                    var t_442: f32 = p_3 * f32(t_294 + j_11 + 2i);
                    t_439 = t_441;
                    t_440 = t_442;
                    break;
                }
                default: {
                    var t_443: bool = t_432;
                    var t_444: f32 = t_433;
                    t_439 = t_443;
                    t_440 = t_444;
                    break;
                }
                }
                var t_445: bool;
                var t_446: f32;
                if (t_439) {
                    var t_447: bool = true;
                    var t_448: f32 = t_440;
                    var t_449: i32 = j_11;
                    t_425 = t_447;
                    t_426 = t_448;
                    j_10 = t_449;
                    break;
                } else {
                    var t_450: bool = t_439;
                    var t_451: f32 = t_440;
                    t_445 = t_450;
                    t_446 = t_451;
                }
                var t_452: bool = t_445;
                var t_453: f32 = t_446;
                var t_454: i32 = j_11 + 1i;
                t_427 = t_452;
                t_428 = t_453;
                j_11 = t_454;
                continue;
            }
            var t_455: bool = select(0i, 2i, t_425) == 0i;
            var t_456: i32;
            var t_457: bool = t_292;
            var t_458: f32 = t_293;
            var t_459: i32 = 0i;
            var t_460: i32 = 0i;
            for (;;) {
                var t_461: bool = t_459 < 3i;
                var t_462: i32 = select(2i, 0i, t_461);
                var t_463: i32;
                var t_464: bool;
                var t_465: f32;
                var t_466: i32;
                var t_467: bool;
                var t_468: f32;
                var t_469: i32;
                if (t_462 == 0i) {
                    var t_470: bool;
                    var t_471: f32;
                    var t_472: i32;
                    var t_473: bool;
                    var t_474: f32;
                    var t_475: i32;
                    var t_476: bool;
                    var t_477: f32;
                    var t_478: i32;
                    if (select(false, t_459 == 1i, p_4 == 0i)) {
                        var t_479: bool = false;
                        var t_480: f32 = 0.0f;
                        var t_481: i32 = 2i;
                        var t_482: bool = false;
                        var t_483: f32 = 0.0f;
                        var t_484: i32 = 0i;
                        var t_485: bool = true;
                        var t_486: f32 = p_3 * p_3 * f32(t_294 + 1i);
                        var t_487: i32 = t_459;
                        t_470 = t_479;
                        t_471 = t_480;
                        t_472 = t_481;
                        t_473 = t_482;
                        t_474 = t_483;
                        t_475 = t_484;
                        t_476 = t_485;
                        t_477 = t_486;
                        t_478 = t_487;
                    } else {
                        var t_488: bool = t_457;
                        var t_489: f32 = t_458;
                        var t_490: i32 = 0i;
                        var t_491: bool = false;
                        var t_492: f32 = 0.0f;
                        var t_493: i32 = 0i;
                        var t_494: bool = false;
                        var t_495: f32 = 0.0f;
                        var t_496: i32 = 0i;
                        t_470 = t_488;
                        t_471 = t_489;
                        t_472 = t_490;
                        t_473 = t_491;
                        t_474 = t_492;
                        t_475 = t_493;
                        t_476 = t_494;
                        t_477 = t_495;
                        t_478 = t_496;
                    }
                    var t_497: i32;
                    var t_498: bool;
                    var t_499: f32;
                    var t_500: i32;
                    var t_501: bool;
                    var t_502: f32;
                    var t_503: i32;
                    if (t_472 == 0i) {
                        var t_504: bool;
                        var t_505: f32;
                        switch (p_4) {
                        case 1i: {
                            var t_506: bool = true;
                            var t_507: f32 = p_3 * f32(t_294 + t_459 + 2i);
                            t_504 = t_506;
                            t_505 = t_507;
                            break;
                        }
                        default: {
                            var t_508: bool = t_470;
                            var t_509: f32 = t_471;
                            t_504 = t_508;
                            t_505 = t_509;
                            break;
                        }
                        }
                        var t_510: i32 = select(0i, 2i, t_504);
                        var t_511: bool = t_510 == 0i;
                        var t_512: i32 = select(t_510, 1i, t_511);
                        var t_513: bool = select(false, select(t_504, false, t_504), t_511);
                        var t_514: f32 = select(0.0f, select(t_505, 0.0f, t_504), t_511);
                        var t_515: i32 = select(0i, t_459 + 1i, t_511);
                        var t_516: bool = select(t_504, false, t_511);
                        var t_517: f32 = select(select(0.0f, t_505, t_504), 0.0f, t_511);
                        var t_518: i32 = select(select(0i, t_459, t_504), 0i, t_511);
                        t_497 = t_512;
                        t_498 = t_513;
                        t_499 = t_514;
                        t_500 = t_515;
                        t_501 = t_516;
                        t_502 = t_517;
                        t_503 = t_518;
                    } else {
                        var t_519: i32 = t_472;
                        var t_520: bool = t_473;
                        var t_521: f32 = t_474;
                        var t_522: i32 = t_475;
                        var t_523: bool = t_476;
                        var t_524: f32 = t_477;
                        var t_525: i32 = t_478;
                        t_497 = t_519;
                        t_498 = t_520;
                        t_499 = t_521;
                        t_500 = t_522;
                        t_501 = t_523;
                        t_502 = t_524;
                        t_503 = t_525;
                    }
                    var t_526: i32 = t_497;
                    var t_527: bool = t_498;
                    var t_528: f32 = t_499;
                    var t_529: i32 = t_500;
                    var t_530: bool = t_501;
                    var t_531: f32 = t_502;
                    var t_532: i32 = t_503;
                    t_463 = t_526;
                    t_464 = t_527;
                    t_465 = t_528;
                    t_466 = t_529;
                    t_467 = t_530;
                    t_468 = t_531;
                    t_469 = t_532;
                } else {
                    var t_533: i32 = t_462;
                    var t_534: bool = false;
                    var t_535: f32 = 0.0f;
                    var t_536: i32 = 0i;
                    var t_537: bool = select(t_457, false, t_461);
                    var t_538: f32 = select(t_458, 0.0f, t_461);
                    var t_539: i32 = select(t_459, 0i, t_461);
                    t_463 = t_533;
                    t_464 = t_534;
                    t_465 = t_535;
                    t_466 = t_536;
                    t_467 = t_537;
                    t_468 = t_538;
                    t_469 = t_539;
                }
                var t_540: i32 = t_460 + 1i;
                if (t_463 == 2i) {
                    t_456 = t_540;
                    break;
                }
                var t_541: bool = t_464;
                var t_542: f32 = t_465;
                var t_543: i32 = t_466;
                var t_544: i32 = t_540;
                t_457 = t_541;
                t_458 = t_542;
                t_459 = t_543;
                t_460 = t_544;
                continue;
            }
            var t_545: i32 = t_456 - 1i;
            var t_546: f32;
            var t_547: f32;
            var t_548: i32 = t_545;
            var t_549: f32 = 0.0f;
            var t_550: f32 = 0.0f;
            for (;;) {
                if (t_548 < 0i) {
                    var t_551: f32 = t_549;
                    var t_552: f32 = t_550;
                    t_546 = t_551;
                    t_547 = t_552;
                    break;
                }
                var t_553: bool;
                var t_554: f32;
                var t_555: i32;
                var t_556: bool = t_292;
                var t_557: f32 = t_293;
                var t_558: i32 = 0i;
                var t_559: i32 = 0i;
                for (;;) {
                    if (t_559 == t_548) {
                        var t_560: bool = t_556;
                        var t_561: f32 = t_557;
                        var t_562: i32 = t_558;
                        t_553 = t_560;
                        t_554 = t_561;
                        t_555 = t_562;
                        break;
                    }
                    var t_563: bool = t_558 < 3i;
                    var t_564: i32 = select(2i, 0i, t_563);
                    var t_565: i32;
                    var t_566: bool;
                    var t_567: f32;
                    var t_568: i32;
                    var t_569: bool;
                    var t_570: f32;
                    var t_571: i32;
                    if (t_564 == 0i) {
                        var t_572: bool;
                        var t_573: f32;
                        var t_574: i32;
                        var t_575: bool;
                        var t_576: f32;
                        var t_577: i32;
                        var t_578: bool;
                        var t_579: f32;
                        var t_580: i32;
                        if (select(false, t_558 == 1i, p_4 == 0i)) {
                            var t_581: bool = false;
                            var t_582: f32 = 0.0f;
                            var t_583: i32 = 2i;
                            var t_584: bool = false;
                            var t_585: f32 = 0.0f;
                            var t_586: i32 = 0i;
                            var t_587: bool = true;
                            var t_588: f32 = p_3 * p_3 * f32(t_294 + 1i);
                            var t_589: i32 = t_558;
                            t_572 = t_581;
                            t_573 = t_582;
                            t_574 = t_583;
                            t_575 = t_584;
                            t_576 = t_585;
                            t_577 = t_586;
                            t_578 = t_587;
                            t_579 = t_588;
                            t_580 = t_589;
                        } else {
                            var t_590: bool = t_556;
                            var t_591: f32 = t_557;
                            var t_592: i32 = 0i;
                            var t_593: bool = false;
                            var t_594: f32 = 0.0f;
                            var t_595: i32 = 0i;
                            var t_596: bool = false;
                            var t_597: f32 = 0.0f;
                            var t_598: i32 = 0i;
                            t_572 = t_590;
                            t_573 = t_591;
                            t_574 = t_592;
                            t_575 = t_593;
                            t_576 = t_594;
                            t_577 = t_595;
                            t_578 = t_596;
                            t_579 = t_597;
                            t_580 = t_598;
                        }
                        var t_599: i32;
                        var t_600: bool;
                        var t_601: f32;
                        var t_602: i32;
                        var t_603: bool;
                        var t_604: f32;
                        var t_605: i32;
                        if (t_574 == 0i) {
                            var t_606: bool;
                            var t_607: f32;
                            switch (p_4) {
                            case 1i: {
                                var t_608: bool = true;
                                var t_609: f32 = p_3 * f32(t_294 + t_558 + 2i);
                                t_606 = t_608;
                                t_607 = t_609;
                                break;
                            }
                            default: {
                                var t_610: bool = t_572;
                                var t_611: f32 = t_573;
                                t_606 = t_610;
                                t_607 = t_611;
                                break;
                            }
                            }
                            var t_612: i32 = select(0i, 2i, t_606);
                            var t_613: bool = t_612 == 0i;
                            var t_614: i32 = select(t_612, 1i, t_613);
                            var t_615: bool = select(false, select(t_606, false, t_606), t_613);
                            var t_616: f32 = select(0.0f, select(t_607, 0.0f, t_606), t_613);
                            var t_617: i32 = select(0i, t_558 + 1i, t_613);
                            var t_618: bool = select(t_606, false, t_613);
                            var t_619: f32 = select(select(0.0f, t_607, t_606), 0.0f, t_613);
                            var t_620: i32 = select(select(0i, t_558, t_606), 0i, t_613);
                            t_599 = t_614;
                            t_600 = t_615;
                            t_601 = t_616;
                            t_602 = t_617;
                            t_603 = t_618;
                            t_604 = t_619;
                            t_605 = t_620;
                        } else {
                            var t_621: i32 = t_574;
                            var t_622: bool = t_575;
                            var t_623: f32 = t_576;
                            var t_624: i32 = t_577;
                            var t_625: bool = t_578;
                            var t_626: f32 = t_579;
                            var t_627: i32 = t_580;
                            t_599 = t_621;
                            t_600 = t_622;
                            t_601 = t_623;
                            t_602 = t_624;
                            t_603 = t_625;
                            t_604 = t_626;
                            t_605 = t_627;
                        }
                        var t_628: i32 = t_599;
                        var t_629: bool = t_600;
                        var t_630: f32 = t_601;
                        var t_631: i32 = t_602;
                        var t_632: bool = t_603;
                        var t_633: f32 = t_604;
                        var t_634: i32 = t_605;
                        t_565 = t_628;
                        t_566 = t_629;
                        t_567 = t_630;
                        t_568 = t_631;
                        t_569 = t_632;
                        t_570 = t_633;
                        t_571 = t_634;
                    } else {
                        var t_635: i32 = t_564;
                        var t_636: bool = false;
                        var t_637: f32 = 0.0f;
                        var t_638: i32 = 0i;
                        var t_639: bool = select(t_556, false, t_563);
                        var t_640: f32 = select(t_557, 0.0f, t_563);
                        var t_641: i32 = select(t_558, 0i, t_563);
                        t_565 = t_635;
                        t_566 = t_636;
                        t_567 = t_637;
                        t_568 = t_638;
                        t_569 = t_639;
                        t_570 = t_640;
                        t_571 = t_641;
                    }
                    if (t_565 == 2i) {
                        var t_642: bool = t_556;
                        var t_643: f32 = t_557;
                        var t_644: i32 = t_558;
                        t_553 = t_642;
                        t_554 = t_643;
                        t_555 = t_644;
                        break;
                    }
                    var t_645: bool = t_566;
                    var t_646: f32 = t_567;
                    var t_647: i32 = t_568;
                    var t_648: i32 = t_559 + 1i;
                    t_556 = t_645;
                    t_557 = t_646;
                    t_558 = t_647;
                    t_559 = t_648;
                    continue;
                }
                var t_649: bool = t_555 < 3i;
                var t_650: f32 = select(0.0f, select(select(0.0f, t_288, t_455), select(t_420, 0.0f, t_455), t_425), t_548 == t_545);
                var t_651: f32;
                var t_652: f32;
                var t_653: f32;
                var t_654: f32;
                if (select(2i, 0i, t_649) == 0i) {
                    var t_655: bool = select(false, t_555 == 1i, p_4 == 0i);
                    var t_656: bool;
                    var t_657: f32;
                    var t_658: i32;
                    var t_659: bool;
                    var t_660: f32;
                    var t_661: i32;
                    var t_662: bool;
                    var t_663: f32;
                    var t_664: i32;
                    if (t_655) {
                        var t_665: bool = false;
                        var t_666: f32 = 0.0f;
                        var t_667: i32 = 2i;
                        var t_668: bool = false;
                        var t_669: f32 = 0.0f;
                        var t_670: i32 = 0i;
                        var t_671: bool = true;
                        var t_672: f32 = p_3 * p_3 * f32(t_294 + 1i);
                        var t_673: i32 = t_555;
                        t_656 = t_665;
                        t_657 = t_666;
                        t_658 = t_667;
                        t_659 = t_668;
                        t_660 = t_669;
                        t_661 = t_670;
                        t_662 = t_671;
                        t_663 = t_672;
                        t_664 = t_673;
                    } else {
                        var t_674: bool = t_553;
                        var t_675: f32 = t_554;
                        var t_676: i32 = 0i;
                        var t_677: bool = false;
                        var t_678: f32 = 0.0f;
                        var t_679: i32 = 0i;
                        var t_680: bool = false;
                        var t_681: f32 = 0.0f;
                        var t_682: i32 = 0i;
                        t_656 = t_674;
                        t_657 = t_675;
                        t_658 = t_676;
                        t_659 = t_677;
                        t_660 = t_678;
                        t_661 = t_679;
                        t_662 = t_680;
                        t_663 = t_681;
                        t_664 = t_682;
                    }
                    var t_683: f32;
                    var t_684: f32;
                    var t_685: f32;
                    var t_686: f32;
                    if (t_658 == 0i) {
                        var t_687: bool;
                        var t_688: f32;
                        switch (p_4) {
                        case 1i: {
                            var t_689: bool = true;
                            var t_690: f32 = p_3 * f32(t_294 + t_555 + 2i);
                            t_687 = t_689;
                            t_688 = t_690;
                            break;
                        }
                        default: {
                            var t_691: bool = t_656;
                            var t_692: f32 = t_657;
                            t_687 = t_691;
                            t_688 = t_692;
                            break;
                        }
                        }
                        var t_693: bool = select(0i, 2i, t_687) == 0i;
                        var t_694: f32 = select(select(0.0f, t_549, t_693), select(t_650, 0.0f, t_693), t_687);
                        var t_695: f32;
                        var t_696: f32;
                        switch (p_4) {
                        case 1i: {
                            var t_697: f32 = f32(t_294 + t_555 + 2i) * t_694;
                            var t_698: f32 = 0.0f;
                            t_695 = t_697;
                            t_696 = t_698;
                            break;
                        }
                        default: {
                            var t_699: f32 = 0.0f;
                            var t_700: f32 = t_694;
                            t_695 = t_699;
                            t_696 = t_700;
                            break;
                        }
                        }
                        var t_701: f32 = t_695;
                        var t_702: f32 = t_696;
                        var t_703: f32 = 0.0f;
                        var t_704: f32 = 0.0f;
                        t_683 = t_701;
                        t_684 = t_702;
                        t_685 = t_703;
                        t_686 = t_704;
                    } else {
                        var t_705: f32 = 0.0f;
                        var t_706: f32 = 0.0f;
                        var t_707: f32 = t_549;
                        var t_708: f32 = t_650;
                        t_683 = t_705;
                        t_684 = t_706;
                        t_685 = t_707;
                        t_686 = t_708;
                    }
                    var t_709: f32;
                    var t_710: f32;
                    if (t_655) {
                        var t_711: f32 = p_3 * (f32(t_294 + 1i) * t_686);
                        var t_712: f32 = t_711 + t_711;
                        var t_713: f32 = 0.0f;
                        t_709 = t_712;
                        t_710 = t_713;
                    } else {
                        var t_714: f32 = 0.0f;
                        var t_715: f32 = t_684;
                        t_709 = t_714;
                        t_710 = t_715;
                    }
                    var t_716: f32 = t_683 + t_709;
                    var t_717: f32 = t_710;
                    var t_718: f32 = 0.0f;
                    var t_719: f32 = 0.0f;
                    t_651 = t_716;
                    t_652 = t_717;
                    t_653 = t_718;
                    t_654 = t_719;
                } else {
                    var t_720: f32 = 0.0f;
                    var t_721: f32 = 0.0f;
                    var t_722: f32 = t_549;
                    var t_723: f32 = t_650;
                    t_651 = t_720;
                    t_652 = t_721;
                    t_653 = t_722;
                    t_654 = t_723;
                }
                var t_724: i32 = t_548 - 1i;
                var t_725: f32 = t_652 + select(t_654, 0.0f, t_649);
                var t_726: f32 = t_550 + t_651;
                t_548 = t_724;
                t_549 = t_725;
                t_550 = t_726;
                continue;
            }
            var t_727: f32 = t_546;
            var t_728: f32 = t_547;
            var t_729: f32 = 0.0f;
            var t_730: f32 = 0.0f;
            t_421 = t_727;
            t_422 = t_728;
            t_423 = t_729;
            t_424 = t_730;
        } else {
            var t_731: f32 = 0.0f;
            var t_732: f32 = 0.0f;
            var t_733: f32 = t_288;
            var t_734: f32 = t_420;
            t_421 = t_731;
            t_422 = t_732;
            t_423 = t_733;
            t_424 = t_734;
        }
        var t_735: i32 = t_287 - 1i;
        var t_736: f32 = t_421 + select(t_424, 0.0f, t_364);
        var t_737: f32 = t_289 + t_422;
        t_287 = t_735;
        t_288 = t_736;
        t_289 = t_737;
        continue;
    }
    return nested_bwd_Grads(select(0.0f, -p_5, t_218) + t_286);
}
fn computeMain_1() {
    var t_738: powUntil_bwd_Grads = powUntil_bwd(3.0f, 1.0f);
    outputBuffer.data[0u] = t_738.f0;
    var t_739: powUntil_bwd_Grads = powUntil_bwd(1.5f, 1.0f);
    outputBuffer.data[1u] = t_739.f0;
    var t_740: nested_bwd_Grads = nested_bwd(3.0f, 0i, 1.0f);
    outputBuffer.data[2u] = t_740.f0;
    var t_741: nested_bwd_Grads = nested_bwd(3.0f, 1i, 1.0f);
    outputBuffer.data[3u] = t_741.f0;
    var t_742: nested_bwd_Grads = nested_bwd(3.0f, 2i, 0.5f);
    outputBuffer.data[4u] = t_742.f0;
    var t_743: f32 = powUntil(3.0f);
    var t_744: powUntil_bwd_Grads = powUntil_bwd(3.0f, 2.0f);
    outputBuffer.data[5u] = t_744.f0;
    var t_745: f32 = powUntil(3.0f);
    outputBuffer.data[6u] = t_745;
    var t_746: f32 = nested(3.0f, 0i);
    outputBuffer.data[7u] = t_746;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
