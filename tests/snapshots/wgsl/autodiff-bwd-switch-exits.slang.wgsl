struct RWStructuredBuffer {
    data: array<f32>,
}
struct straight_bwd_Grads {
    f0: f32,
}
struct nested_bwd_Grads {
    f0: f32,
}
struct nested_fwd_Result {
    p: f32,
    d: f32,
}
struct retInSwitch_bwd_Grads {
    f0: f32,
}
struct retInSwitch_fwd_Result {
    p: f32,
    d: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn straight_bwd(p: f32, p_1: i32, p_2: f32) -> straight_bwd_Grads {
    var t: i32;
    var r: f32;
    switch (p_1) {
    case 0i: {
        var t_1: f32 = p * p;
        var t_2: i32 = select(0i, 3i, t_1 > 1.0f);
        var t_3: bool = t_2 == 0i;
        var t_4: i32 = select(t_2, 3i, t_3);
        var t_5: i32 = select(t_4, 0i, t_4 == 3i);
        var t_6: f32 = select(t_1, t_1 * 3.0f + p, t_3);
        t = t_5;
        r = t_6;
        break;
    }
    case 1i: {
        var t_7: f32 = sin(p);
        var t_8: bool = t_7 < 0.0f;
        var t_9: i32 = select(0i, 3i, t_8);
        var t_10: bool = t_9 == 0i;
        var t_11: i32 = select(t_9, 3i, t_10);
        var t_12: i32 = select(t_11, 0i, t_11 == 3i);
        var t_13: f32 = select(select(p, -t_7, t_8), t_7 * p, t_10);
        t = t_12;
        r = t_13;
        break;
    }
    default: {
        var t_14: i32 = 0i;
        var t_15: f32 = exp(p);
        t = t_14;
        r = t_15;
        break;
    }
    }
    var t_16: f32 = p * p_2;
    var t_17: f32;
    switch (p_1) {
    case 0i: {
        var t_18: bool = select(0i, 3i, p * p > 1.0f) == 0i;
        var t_19: f32 = p * select(t_16, 3.0f * t_16, t_18);
        t_17 = select(0.0f, t_16, t_18) + t_19 + t_19;
        break;
    }
    case 1i: {
        var t_20: f32 = sin(p);
        var t_21: bool = t_20 < 0.0f;
        var t_22: bool = select(0i, 3i, t_21) == 0i;
        var t_23: f32 = select(t_16, 0.0f, t_22);
        t_17 = select(0.0f, t_20 * t_16, t_22) + select(t_23, 0.0f, t_21) + cos(p) * (select(0.0f, p * t_16, t_22) + select(0.0f, -t_23, t_21));
        break;
    }
    default: {
        t_17 = exp(p) * t_16;
        break;
    }
    }
    return straight_bwd_Grads(r * p_2 + t_17);
}
fn nested_bwd(p_3: f32, p_4: i32, p_5: f32) -> nested_bwd_Grads {
    var s: f32;
    var i: i32;
    var s_1: f32 = p_3;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < p_4) {
        } else {
            var t_24: f32 = s_1;
            var t_25: i32 = i_1;
            s = t_24;
            i = t_25;
            break;
        }
        var s_2: f32;
        var i_2: i32;
        switch (i_1 & 1i) {
        case 0i: {
            var s_3: f32;
            var i_3: i32;
            switch (i_1 - select(i_1 / 3i, -1i, 3i == 0i) * 3i) {
            case 0i: {
                var t_26: f32 = s_1 * 1.1f;
                if (t_26 > 3.0f) {
                    var t_27: f32 = t_26;
                    var t_28: i32 = i_1;
                    s_3 = t_27;
                    i_3 = t_28;
                    break;
                }
                var t_29: f32 = t_26 + p_3;
                var t_30: i32 = i_1;
                s_3 = t_29;
                i_3 = t_30;
                break;
            }
            default: {
                var i_4: i32;
                if (s_1 < 0.5f) {
                    var t_31: f32 = s_1;
                    var t_32: i32 = i_1 + 1i;
                    s_1 = t_31;
                    i_1 = t_32;
                    continue;
                } else {
                    i_4 = i_1;
                }
                var t_33: f32 = s_1 * p_3;
                var t_34: i32 = i_4;
                s_3 = t_33;
                i_3 = t_34;
                break;
            }
            }
            var t_35: f32 = s_3;
            var t_36: i32 = i_3;
            s_2 = t_35;
            i_2 = t_36;
            break;
        }
        default: {
            var i_5: i32;
            if (s_1 > 2.5f) {
                var t_37: f32 = s_1;
                var t_38: i32 = i_1 + 1i;
                s_1 = t_37;
                i_1 = t_38;
                continue;
            } else {
                i_5 = i_1;
            }
            var t_39: f32 = s_1 + 0.5f * p_3 * p_3;
            var t_40: i32 = i_5;
            s_2 = t_39;
            i_2 = t_40;
            break;
        }
        }
        var t_41: f32 = s_2 * 0.9f;
        var t_42: i32 = i_2 + 1i;
        s_1 = t_41;
        i_1 = t_42;
        continue;
    }
    var t_43: i32;
    var t_44: f32 = p_3;
    var t_45: i32 = 0i;
    var t_46: i32 = 0i;
    for (;;) {
        var t_47: bool = t_45 < p_4;
        var t_48: i32 = select(2i, 0i, t_47);
        var t_49: i32;
        var t_50: f32;
        var t_51: i32;
        var t_52: f32;
        var t_53: i32;
        if (t_48 == 0i) {
            var t_54: f32;
            var t_55: i32;
            var t_56: i32;
            var t_57: f32;
            var t_58: i32;
            var t_59: f32;
            var t_60: i32;
            switch (t_45 & 1i) {
            case 0i: {
                var t_61: f32;
                var t_62: i32;
                var t_63: i32;
                var t_64: f32;
                var t_65: i32;
                var t_66: f32;
                var t_67: i32;
                var t_68: f32;
                var t_69: i32;
                switch (t_45 - select(t_45 / 3i, -1i, 3i == 0i) * 3i) {
                case 0i: {
                    var t_70: f32 = t_44 * 1.1f;
                    var t_71: bool = t_70 > 3.0f;
                    var t_72: i32 = select(0i, 3i, t_71);
                    var t_73: bool = t_72 == 0i;
                    var t_74: i32 = select(t_72, 3i, t_73);
                    var t_75: f32 = select(select(0.0f, t_70, t_71), t_70 + p_3, t_73);
                    var t_76: i32 = select(select(0i, t_45, t_71), t_45, t_73);
                    var t_77: i32 = select(t_74, 0i, t_74 == 3i);
                    var t_78: f32 = 0.0f;
                    var t_79: i32 = 0i;
                    var t_80: f32 = 0.0f;
                    var t_81: i32 = 0i;
                    var t_82: f32 = 0.0f;
                    var t_83: i32 = 0i;
                    t_61 = t_75;
                    t_62 = t_76;
                    t_63 = t_77;
                    t_64 = t_78;
                    t_65 = t_79;
                    t_66 = t_80;
                    t_67 = t_81;
                    t_68 = t_82;
                    t_69 = t_83;
                    break;
                }
                default: {
                    var t_84: bool = t_44 < 0.5f;
                    var t_85: i32 = select(0i, 1i, t_84);
                    var t_86: bool = t_85 == 0i;
                    var t_87: i32 = select(t_85, 3i, t_86);
                    var t_88: f32 = select(0.0f, t_44 * p_3, t_86);
                    var t_89: i32 = select(0i, select(t_45, 0i, t_84), t_86);
                    var t_90: i32 = select(t_87, 0i, t_87 == 3i);
                    var t_91: f32 = select(select(0.0f, t_44, t_84), 0.0f, t_86);
                    var t_92: i32 = select(select(0i, t_45 + 1i, t_84), 0i, t_86);
                    var t_93: f32 = 0.0f;
                    var t_94: i32 = 0i;
                    var t_95: f32 = 0.0f;
                    var t_96: i32 = 0i;
                    t_61 = t_88;
                    t_62 = t_89;
                    t_63 = t_90;
                    t_64 = t_91;
                    t_65 = t_92;
                    t_66 = t_93;
                    t_67 = t_94;
                    t_68 = t_95;
                    t_69 = t_96;
                    break;
                }
                }
                var t_97: bool = t_63 == 0i;
                var t_98: i32 = select(t_63, 3i, t_97);
                var t_99: f32 = select(t_68, t_61, t_97);
                var t_100: i32 = select(t_69, t_62, t_97);
                var t_101: i32 = select(t_98, 0i, t_98 == 3i);
                var t_102: f32 = select(t_64, 0.0f, t_97);
                var t_103: i32 = select(t_65, 0i, t_97);
                var t_104: f32 = select(t_66, 0.0f, t_97);
                var t_105: i32 = select(t_67, 0i, t_97);
                t_54 = t_99;
                t_55 = t_100;
                t_56 = t_101;
                t_57 = t_102;
                t_58 = t_103;
                t_59 = t_104;
                t_60 = t_105;
                break;
            }
            default: {
                var t_106: bool = t_44 > 2.5f;
                var t_107: i32 = select(0i, 1i, t_106);
                var t_108: bool = t_107 == 0i;
                var t_109: i32 = select(t_107, 3i, t_108);
                var t_110: f32 = select(0.0f, t_44 + 0.5f * p_3 * p_3, t_108);
                var t_111: i32 = select(0i, select(t_45, 0i, t_106), t_108);
                var t_112: i32 = select(t_109, 0i, t_109 == 3i);
                var t_113: f32 = select(select(0.0f, t_44, t_106), 0.0f, t_108);
                var t_114: i32 = select(select(0i, t_45 + 1i, t_106), 0i, t_108);
                var t_115: f32 = 0.0f;
                var t_116: i32 = 0i;
                t_54 = t_110;
                t_55 = t_111;
                t_56 = t_112;
                t_57 = t_113;
                t_58 = t_114;
                t_59 = t_115;
                t_60 = t_116;
                break;
            }
            }
            var t_117: bool = t_56 == 0i;
            var t_118: i32 = select(t_56, 1i, t_117);
            var t_119: f32 = select(t_57, t_54 * 0.9f, t_117);
            var t_120: i32 = select(t_58, t_55 + 1i, t_117);
            var t_121: f32 = select(t_59, 0.0f, t_117);
            var t_122: i32 = select(t_60, 0i, t_117);
            t_49 = t_118;
            t_50 = t_119;
            t_51 = t_120;
            t_52 = t_121;
            t_53 = t_122;
        } else {
            var t_123: i32 = t_48;
            var t_124: f32 = 0.0f;
            var t_125: i32 = 0i;
            var t_126: f32 = select(t_44, 0.0f, t_47);
            var t_127: i32 = select(t_45, 0i, t_47);
            t_49 = t_123;
            t_50 = t_124;
            t_51 = t_125;
            t_52 = t_126;
            t_53 = t_127;
        }
        var t_128: i32 = t_46 + 1i;
        if (t_49 == 2i) {
            t_43 = t_128;
            break;
        }
        var t_129: f32 = t_50;
        var t_130: i32 = t_51;
        var t_131: i32 = t_128;
        t_44 = t_129;
        t_45 = t_130;
        t_46 = t_131;
        continue;
    }
    var t_132: i32 = t_43 - 1i;
    var t_133: f32;
    var t_134: f32;
    var t_135: i32 = t_132;
    var t_136: f32 = 0.0f;
    var t_137: f32 = 0.0f;
    for (;;) {
        if (t_135 < 0i) {
            var t_138: f32 = t_136;
            var t_139: f32 = t_137;
            t_133 = t_138;
            t_134 = t_139;
            break;
        }
        var t_140: f32;
        var t_141: i32;
        var t_142: f32 = p_3;
        var t_143: i32 = 0i;
        var t_144: i32 = 0i;
        for (;;) {
            if (t_144 == t_135) {
                var t_145: f32 = t_142;
                var t_146: i32 = t_143;
                t_140 = t_145;
                t_141 = t_146;
                break;
            }
            var t_147: bool = t_143 < p_4;
            var t_148: i32 = select(2i, 0i, t_147);
            var t_149: i32;
            var t_150: f32;
            var t_151: i32;
            var t_152: f32;
            var t_153: i32;
            if (t_148 == 0i) {
                var t_154: f32;
                var t_155: i32;
                var t_156: i32;
                var t_157: f32;
                var t_158: i32;
                var t_159: f32;
                var t_160: i32;
                switch (t_143 & 1i) {
                case 0i: {
                    var t_161: f32;
                    var t_162: i32;
                    var t_163: i32;
                    var t_164: f32;
                    var t_165: i32;
                    var t_166: f32;
                    var t_167: i32;
                    var t_168: f32;
                    var t_169: i32;
                    switch (t_143 - select(t_143 / 3i, -1i, 3i == 0i) * 3i) {
                    case 0i: {
                        var t_170: f32 = t_142 * 1.1f;
                        var t_171: bool = t_170 > 3.0f;
                        var t_172: i32 = select(0i, 3i, t_171);
                        var t_173: bool = t_172 == 0i;
                        var t_174: i32 = select(t_172, 3i, t_173);
                        var t_175: f32 = select(select(0.0f, t_170, t_171), t_170 + p_3, t_173);
                        var t_176: i32 = select(select(0i, t_143, t_171), t_143, t_173);
                        var t_177: i32 = select(t_174, 0i, t_174 == 3i);
                        var t_178: f32 = 0.0f;
                        var t_179: i32 = 0i;
                        var t_180: f32 = 0.0f;
                        var t_181: i32 = 0i;
                        var t_182: f32 = 0.0f;
                        var t_183: i32 = 0i;
                        t_161 = t_175;
                        t_162 = t_176;
                        t_163 = t_177;
                        t_164 = t_178;
                        t_165 = t_179;
                        t_166 = t_180;
                        t_167 = t_181;
                        t_168 = t_182;
                        t_169 = t_183;
                        break;
                    }
                    default: {
                        var t_184: bool = t_142 < 0.5f;
                        var t_185: i32 = select(0i, 1i, t_184);
                        var t_186: bool = t_185 == 0i;
                        var t_187: i32 = select(t_185, 3i, t_186);
                        var t_188: f32 = select(0.0f, t_142 * p_3, t_186);
                        var t_189: i32 = select(0i, select(t_143, 0i, t_184), t_186);
                        var t_190: i32 = select(t_187, 0i, t_187 == 3i);
                        var t_191: f32 = select(select(0.0f, t_142, t_184), 0.0f, t_186);
                        var t_192: i32 = select(select(0i, t_143 + 1i, t_184), 0i, t_186);
                        var t_193: f32 = 0.0f;
                        var t_194: i32 = 0i;
                        var t_195: f32 = 0.0f;
                        var t_196: i32 = 0i;
                        t_161 = t_188;
                        t_162 = t_189;
                        t_163 = t_190;
                        t_164 = t_191;
                        t_165 = t_192;
                        t_166 = t_193;
                        t_167 = t_194;
                        t_168 = t_195;
                        t_169 = t_196;
                        break;
                    }
                    }
                    var t_197: bool = t_163 == 0i;
                    var t_198: i32 = select(t_163, 3i, t_197);
                    var t_199: f32 = select(t_168, t_161, t_197);
                    var t_200: i32 = select(t_169, t_162, t_197);
                    var t_201: i32 = select(t_198, 0i, t_198 == 3i);
                    var t_202: f32 = select(t_164, 0.0f, t_197);
                    var t_203: i32 = select(t_165, 0i, t_197);
                    var t_204: f32 = select(t_166, 0.0f, t_197);
                    var t_205: i32 = select(t_167, 0i, t_197);
                    t_154 = t_199;
                    t_155 = t_200;
                    t_156 = t_201;
                    t_157 = t_202;
                    t_158 = t_203;
                    t_159 = t_204;
                    t_160 = t_205;
                    break;
                }
                default: {
                    var t_206: bool = t_142 > 2.5f;
                    var t_207: i32 = select(0i, 1i, t_206);
                    var t_208: bool = t_207 == 0i;
                    var t_209: i32 = select(t_207, 3i, t_208);
                    var t_210: f32 = select(0.0f, t_142 + 0.5f * p_3 * p_3, t_208);
                    var t_211: i32 = select(0i, select(t_143, 0i, t_206), t_208);
                    var t_212: i32 = select(t_209, 0i, t_209 == 3i);
                    var t_213: f32 = select(select(0.0f, t_142, t_206), 0.0f, t_208);
                    var t_214: i32 = select(select(0i, t_143 + 1i, t_206), 0i, t_208);
                    var t_215: f32 = 0.0f;
                    var t_216: i32 = 0i;
                    t_154 = t_210;
                    t_155 = t_211;
                    t_156 = t_212;
                    t_157 = t_213;
                    t_158 = t_214;
                    t_159 = t_215;
                    t_160 = t_216;
                    break;
                }
                }
                var t_217: bool = t_156 == 0i;
                var t_218: i32 = select(t_156, 1i, t_217);
                var t_219: f32 = select(t_157, t_154 * 0.9f, t_217);
                var t_220: i32 = select(t_158, t_155 + 1i, t_217);
                var t_221: f32 = select(t_159, 0.0f, t_217);
                var t_222: i32 = select(t_160, 0i, t_217);
                t_149 = t_218;
                t_150 = t_219;
                t_151 = t_220;
                t_152 = t_221;
                t_153 = t_222;
            } else {
                var t_223: i32 = t_148;
                var t_224: f32 = 0.0f;
                var t_225: i32 = 0i;
                var t_226: f32 = select(t_142, 0.0f, t_147);
                var t_227: i32 = select(t_143, 0i, t_147);
                t_149 = t_223;
                t_150 = t_224;
                t_151 = t_225;
                t_152 = t_226;
                t_153 = t_227;
            }
            if (t_149 == 2i) {
                var t_228: f32 = t_142;
                var t_229: i32 = t_143;
                t_140 = t_228;
                t_141 = t_229;
                break;
            }
            var t_230: f32 = t_150;
            var t_231: i32 = t_151;
            var t_232: i32 = t_144 + 1i;
            t_142 = t_230;
            t_143 = t_231;
            t_144 = t_232;
            continue;
        }
        var t_233: bool = t_141 < p_4;
        var t_234: f32 = select(0.0f, p_5, t_135 == t_132);
        var t_235: f32;
        var t_236: f32;
        var t_237: f32;
        var t_238: f32;
        if (select(2i, 0i, t_233) == 0i) {
            var t_239: i32 = t_141 & 1i;
            var t_240: f32;
            var t_241: i32;
            var t_242: i32;
            var t_243: f32;
            var t_244: i32;
            var t_245: f32;
            var t_246: i32;
            switch (t_239) {
            case 0i: {
                var t_247: f32;
                var t_248: i32;
                var t_249: i32;
                var t_250: f32;
                var t_251: i32;
                var t_252: f32;
                var t_253: i32;
                var t_254: f32;
                var t_255: i32;
                switch (t_141 - select(t_141 / 3i, -1i, 3i == 0i) * 3i) {
                case 0i: {
                    var t_256: f32 = t_140 * 1.1f;
                    var t_257: bool = t_256 > 3.0f;
                    var t_258: i32 = select(0i, 3i, t_257);
                    var t_259: bool = t_258 == 0i;
                    var t_260: i32 = select(t_258, 3i, t_259);
                    var t_261: f32 = select(select(0.0f, t_256, t_257), t_256 + p_3, t_259);
                    var t_262: i32 = select(select(0i, t_141, t_257), t_141, t_259);
                    var t_263: i32 = select(t_260, 0i, t_260 == 3i);
                    var t_264: f32 = 0.0f;
                    var t_265: i32 = 0i;
                    var t_266: f32 = 0.0f;
                    var t_267: i32 = 0i;
                    var t_268: f32 = 0.0f;
                    var t_269: i32 = 0i;
                    t_247 = t_261;
                    t_248 = t_262;
                    t_249 = t_263;
                    t_250 = t_264;
                    t_251 = t_265;
                    t_252 = t_266;
                    t_253 = t_267;
                    t_254 = t_268;
                    t_255 = t_269;
                    break;
                }
                default: {
                    var t_270: bool = t_140 < 0.5f;
                    var t_271: i32 = select(0i, 1i, t_270);
                    var t_272: bool = t_271 == 0i;
                    var t_273: i32 = select(t_271, 3i, t_272);
                    var t_274: f32 = select(0.0f, t_140 * p_3, t_272);
                    var t_275: i32 = select(0i, select(t_141, 0i, t_270), t_272);
                    var t_276: i32 = select(t_273, 0i, t_273 == 3i);
                    var t_277: f32 = select(select(0.0f, t_140, t_270), 0.0f, t_272);
                    var t_278: i32 = select(select(0i, t_141 + 1i, t_270), 0i, t_272);
                    var t_279: f32 = 0.0f;
                    var t_280: i32 = 0i;
                    var t_281: f32 = 0.0f;
                    var t_282: i32 = 0i;
                    t_247 = t_274;
                    t_248 = t_275;
                    t_249 = t_276;
                    t_250 = t_277;
                    t_251 = t_278;
                    t_252 = t_279;
                    t_253 = t_280;
                    t_254 = t_281;
                    t_255 = t_282;
                    break;
                }
                }
                var t_283: bool = t_249 == 0i;
                var t_284: i32 = select(t_249, 3i, t_283);
                var t_285: f32 = select(t_254, t_247, t_283);
                var t_286: i32 = select(t_255, t_248, t_283);
                var t_287: i32 = select(t_284, 0i, t_284 == 3i);
                var t_288: f32 = select(t_250, 0.0f, t_283);
                var t_289: i32 = select(t_251, 0i, t_283);
                var t_290: f32 = select(t_252, 0.0f, t_283);
                var t_291: i32 = select(t_253, 0i, t_283);
                t_240 = t_285;
                t_241 = t_286;
                t_242 = t_287;
                t_243 = t_288;
                t_244 = t_289;
                t_245 = t_290;
                t_246 = t_291;
                break;
            }
            default: {
                var t_292: bool = t_140 > 2.5f;
                var t_293: i32 = select(0i, 1i, t_292);
                var t_294: bool = t_293 == 0i;
                var t_295: i32 = select(t_293, 3i, t_294);
                var t_296: f32 = select(0.0f, t_140 + 0.5f * p_3 * p_3, t_294);
                var t_297: i32 = select(0i, select(t_141, 0i, t_292), t_294);
                var t_298: i32 = select(t_295, 0i, t_295 == 3i);
                var t_299: f32 = select(select(0.0f, t_140, t_292), 0.0f, t_294);
                var t_300: i32 = select(select(0i, t_141 + 1i, t_292), 0i, t_294);
                var t_301: f32 = 0.0f;
                var t_302: i32 = 0i;
                t_240 = t_296;
                t_241 = t_297;
                t_242 = t_298;
                t_243 = t_299;
                t_244 = t_300;
                t_245 = t_301;
                t_246 = t_302;
                break;
            }
            }
            var t_303: bool = t_242 == 0i;
            var t_304: f32 = select(0.0f, 0.9f * t_136, t_303);
            var t_305: f32 = select(t_136, 0.0f, t_303);
            var t_306: f32;
            var t_307: f32;
            switch (t_239) {
            case 0i: {
                var t_308: i32 = t_141 - select(t_141 / 3i, -1i, 3i == 0i) * 3i;
                var t_309: f32;
                var t_310: i32;
                var t_311: i32;
                var t_312: f32;
                var t_313: i32;
                var t_314: f32;
                var t_315: i32;
                var t_316: f32;
                var t_317: i32;
                switch (t_308) {
                case 0i: {
                    var t_318: f32 = t_140 * 1.1f;
                    var t_319: bool = t_318 > 3.0f;
                    var t_320: i32 = select(0i, 3i, t_319);
                    var t_321: bool = t_320 == 0i;
                    var t_322: i32 = select(t_320, 3i, t_321);
                    var t_323: f32 = select(select(0.0f, t_318, t_319), t_318 + p_3, t_321);
                    var t_324: i32 = select(select(0i, t_141, t_319), t_141, t_321);
                    var t_325: i32 = select(t_322, 0i, t_322 == 3i);
                    var t_326: f32 = 0.0f;
                    var t_327: i32 = 0i;
                    var t_328: f32 = 0.0f;
                    var t_329: i32 = 0i;
                    var t_330: f32 = 0.0f;
                    var t_331: i32 = 0i;
                    t_309 = t_323;
                    t_310 = t_324;
                    t_311 = t_325;
                    t_312 = t_326;
                    t_313 = t_327;
                    t_314 = t_328;
                    t_315 = t_329;
                    t_316 = t_330;
                    t_317 = t_331;
                    break;
                }
                default: {
                    var t_332: bool = t_140 < 0.5f;
                    var t_333: i32 = select(0i, 1i, t_332);
                    var t_334: bool = t_333 == 0i;
                    var t_335: i32 = select(t_333, 3i, t_334);
                    var t_336: f32 = select(0.0f, t_140 * p_3, t_334);
                    var t_337: i32 = select(0i, select(t_141, 0i, t_332), t_334);
                    var t_338: i32 = select(t_335, 0i, t_335 == 3i);
                    var t_339: f32 = select(select(0.0f, t_140, t_332), 0.0f, t_334);
                    var t_340: i32 = select(select(0i, t_141 + 1i, t_332), 0i, t_334);
                    var t_341: f32 = 0.0f;
                    var t_342: i32 = 0i;
                    var t_343: f32 = 0.0f;
                    var t_344: i32 = 0i;
                    t_309 = t_336;
                    t_310 = t_337;
                    t_311 = t_338;
                    t_312 = t_339;
                    t_313 = t_340;
                    t_314 = t_341;
                    t_315 = t_342;
                    t_316 = t_343;
                    t_317 = t_344;
                    break;
                }
                }
                var t_345: bool = t_311 == 0i;
                var t_346: f32 = select(0.0f, t_304, t_345);
                var t_347: f32;
                var t_348: f32;
                switch (t_308) {
                case 0i: {
                    var t_349: bool = t_140 * 1.1f > 3.0f;
                    var t_350: bool = select(0i, 3i, t_349) == 0i;
                    var t_351: f32 = select(0.0f, t_346, t_350);
                    var t_352: f32 = 1.1f * (t_351 + select(0.0f, select(t_346, 0.0f, t_350), t_349));
                    var t_353: f32 = t_351;
                    t_347 = t_352;
                    t_348 = t_353;
                    break;
                }
                default: {
                    var t_354: bool = t_140 < 0.5f;
                    var t_355: bool = select(0i, 1i, t_354) == 0i;
                    var t_356: f32 = select(0.0f, p_3 * t_346, t_355) + select(0.0f, select(select(t_305, 0.0f, t_345), 0.0f, t_355), t_354);
                    var t_357: f32 = select(0.0f, t_140 * t_346, t_355);
                    t_347 = t_356;
                    t_348 = t_357;
                    break;
                }
                }
                var t_358: f32 = t_347;
                var t_359: f32 = t_348;
                t_306 = t_358;
                t_307 = t_359;
                break;
            }
            default: {
                var t_360: bool = t_140 > 2.5f;
                var t_361: f32;
                var t_362: f32;
                var t_363: f32;
                var t_364: f32;
                var t_365: f32;
                if (select(0i, 1i, t_360) == 0i) {
                    var t_366: f32 = 0.5f * p_3 * t_304 + 0.5f * (p_3 * t_304);
                    var t_367: f32 = t_304;
                    var t_368: f32 = 0.0f;
                    var t_369: f32 = 0.0f;
                    var t_370: f32 = 0.0f;
                    t_361 = t_366;
                    t_362 = t_367;
                    t_363 = t_368;
                    t_364 = t_369;
                    t_365 = t_370;
                } else {
                    var t_371: f32 = 0.0f;
                    var t_372: f32 = 0.0f;
                    var t_373: f32 = t_305;
                    var t_374: f32 = select(t_234, 0.0f, t_303);
                    var t_375: f32 = t_304;
                    t_361 = t_371;
                    t_362 = t_372;
                    t_363 = t_373;
                    t_364 = t_374;
                    t_365 = t_375;
                }
                var t_376: f32 = t_362 + select(0.0f, t_363, t_360);
                var t_377: f32 = t_361;
                t_306 = t_376;
                t_307 = t_377;
                break;
            }
            }
            var t_378: f32 = t_306;
            var t_379: f32 = t_307;
            var t_380: f32 = 0.0f;
            var t_381: f32 = 0.0f;
            t_235 = t_378;
            t_236 = t_379;
            t_237 = t_380;
            t_238 = t_381;
        } else {
            var t_382: f32 = 0.0f;
            var t_383: f32 = 0.0f;
            var t_384: f32 = t_136;
            var t_385: f32 = t_234;
            t_235 = t_382;
            t_236 = t_383;
            t_237 = t_384;
            t_238 = t_385;
        }
        var t_386: i32 = t_135 - 1i;
        var t_387: f32 = t_235 + select(t_238, 0.0f, t_233);
        var t_388: f32 = t_137 + t_236;
        t_135 = t_386;
        t_136 = t_387;
        t_137 = t_388;
        continue;
    }
    return nested_bwd_Grads(t_133 + t_134);
}
fn nested_fwd(p_6: f32, p_7: f32, p_8: i32) -> nested_fwd_Result {
    var s_4: f32;
    var t_389: f32;
    var i_6: i32;
    var s_5: f32 = p_6;
    var t_390: f32 = p_7;
    var i_7: i32 = 0i;
    for (;;) {
        if (i_7 < p_8) {
        } else {
            var t_391: f32 = s_5;
            var t_392: f32 = t_390;
            var t_393: i32 = i_7;
            s_4 = t_391;
            t_389 = t_392;
            i_6 = t_393;
            break;
        }
        var s_6: f32;
        var t_394: f32;
        var i_8: i32;
        switch (i_7 & 1i) {
        case 0i: {
            var s_7: f32;
            var t_395: f32;
            var i_9: i32;
            switch (i_7 - select(i_7 / 3i, -1i, 3i == 0i) * 3i) {
            case 0i: {
                var t_396: f32 = s_5 * 1.1f;
                var t_397: f32 = 1.1f * t_390;
                if (t_396 > 3.0f) {
                    var t_398: f32 = t_396;
                    var t_399: f32 = t_397;
                    var t_400: i32 = i_7;
                    s_7 = t_398;
                    t_395 = t_399;
                    i_9 = t_400;
                    break;
                }
                var t_401: f32 = t_396 + p_6;
                var t_402: f32 = t_397 + p_7;
                var t_403: i32 = i_7;
                s_7 = t_401;
                t_395 = t_402;
                i_9 = t_403;
                break;
            }
            default: {
                var i_10: i32;
                if (s_5 < 0.5f) {
                    var t_404: f32 = s_5;
                    var t_405: f32 = t_390;
                    var t_406: i32 = i_7 + 1i;
                    s_5 = t_404;
                    t_390 = t_405;
                    i_7 = t_406;
                    continue;
                } else {
                    i_10 = i_7;
                }
                var t_407: f32 = s_5 * p_6;
                var t_408: f32 = p_6 * t_390 + s_5 * p_7;
                var t_409: i32 = i_10;
                s_7 = t_407;
                t_395 = t_408;
                i_9 = t_409;
                break;
            }
            }
            var t_410: f32 = s_7;
            var t_411: f32 = t_395;
            var t_412: i32 = i_9;
            s_6 = t_410;
            t_394 = t_411;
            i_8 = t_412;
            break;
        }
        default: {
            var i_11: i32;
            if (s_5 > 2.5f) {
                var t_413: f32 = s_5;
                var t_414: f32 = t_390;
                var t_415: i32 = i_7 + 1i;
                s_5 = t_413;
                t_390 = t_414;
                i_7 = t_415;
                continue;
            } else {
                i_11 = i_7;
            }
            var t_416: f32 = 0.5f * p_6;
            var t_417: f32 = s_5 + t_416 * p_6;
            var t_418: f32 = t_390 + (p_6 * (0.5f * p_7) + t_416 * p_7);
            var t_419: i32 = i_11;
            s_6 = t_417;
            t_394 = t_418;
            i_8 = t_419;
            break;
        }
        }
        var t_420: f32 = s_6 * 0.9f;
        var t_421: f32 = 0.9f * t_394;
        var t_422: i32 = i_8 + 1i;
        s_5 = t_420;
        t_390 = t_421;
        i_7 = t_422;
        continue;
    }
    return nested_fwd_Result(s_4, t_389);
}
fn retInSwitch_bwd(p_9: f32, p_10: i32, p_11: f32) -> retInSwitch_bwd_Grads {
    var t_423: bool;
    var t_424: f32;
    var s_8: f32;
    var i_12: i32;
    var t_425: bool = false;
    var t_426: f32 = 0.0f;
    var s_9: f32 = p_9;
    var i_13: i32 = 0i;
    for (;;) {
        if (i_13 < p_10) {
        } else {
            var t_427: bool = t_425;
            var t_428: f32 = t_426;
            var t_429: f32 = s_9;
            var t_430: i32 = i_13;
            t_423 = t_427;
            t_424 = t_428;
            s_8 = t_429;
            i_12 = t_430;
            break;
        }
        var t_431: i32;
        var t_432: bool;
        var t_433: f32;
        var s_10: f32;
        switch (i_13) {
        case 2i: {
            var t_434: bool = s_9 > 1.5f;
            var t_435: i32 = select(0i, 3i, t_434);
            var t_436: bool = t_435 == 0i;
            var t_437: i32 = select(t_435, 3i, t_436);
            var t_438: i32 = select(t_437, 0i, t_437 == 3i);
            var t_439: bool = select(t_425, true, t_434);
            var t_440: f32 = select(t_426, s_9 * p_9, t_434);
            var t_441: f32 = select(s_9, s_9 * s_9, t_436);
            t_431 = t_438;
            t_432 = t_439;
            t_433 = t_440;
            s_10 = t_441;
            break;
        }
        default: {
            var t_442: i32 = 0i;
            var t_443: bool = t_425;
            var t_444: f32 = t_426;
            var t_445: f32 = s_9 + p_9 * 0.25f;
            t_431 = t_442;
            t_432 = t_443;
            t_433 = t_444;
            s_10 = t_445;
            break;
        }
        }
        var t_446: bool;
        var t_447: f32;
        if (t_432) {
            var t_448: bool = true;
            var t_449: f32 = t_433;
            var t_450: f32 = s_10;
            var t_451: i32 = i_13;
            t_423 = t_448;
            t_424 = t_449;
            s_8 = t_450;
            i_12 = t_451;
            break;
        } else {
            var t_452: bool = t_432;
            var t_453: f32 = t_433;
            t_446 = t_452;
            t_447 = t_453;
        }
        var t_454: bool = t_446;
        var t_455: f32 = t_447;
        var t_456: f32 = s_10;
        var t_457: i32 = i_13 + 1i;
        t_425 = t_454;
        t_426 = t_455;
        s_9 = t_456;
        i_13 = t_457;
        continue;
    }
    var t_458: bool = select(0i, 2i, t_423) == 0i;
    var t_459: i32;
    var t_460: bool = false;
    var t_461: f32 = 0.0f;
    var t_462: f32 = p_9;
    var t_463: i32 = 0i;
    var t_464: i32 = 0i;
    for (;;) {
        var t_465: bool = t_463 < p_10;
        var t_466: i32 = select(2i, 0i, t_465);
        var t_467: i32;
        var t_468: bool;
        var t_469: f32;
        var t_470: f32;
        var t_471: i32;
        var t_472: bool;
        var t_473: f32;
        var t_474: f32;
        var t_475: i32;
        if (t_466 == 0i) {
            var t_476: i32;
            var t_477: bool;
            var t_478: f32;
            var s_11: f32;
            switch (t_463) {
            case 2i: {
                var t_479: bool = t_462 > 1.5f;
                var t_480: i32 = select(0i, 3i, t_479);
                var t_481: bool = t_480 == 0i;
                var t_482: i32 = select(t_480, 3i, t_481);
                var t_483: i32 = select(t_482, 0i, t_482 == 3i);
                var t_484: bool = select(t_460, true, t_479);
                var t_485: f32 = select(t_461, t_462 * p_9, t_479);
                var t_486: f32 = select(t_462, t_462 * t_462, t_481);
                t_476 = t_483;
                t_477 = t_484;
                t_478 = t_485;
                s_11 = t_486;
                break;
            }
            default: {
                var t_487: i32 = 0i;
                var t_488: bool = t_460;
                var t_489: f32 = t_461;
                var t_490: f32 = t_462 + p_9 * 0.25f;
                t_476 = t_487;
                t_477 = t_488;
                t_478 = t_489;
                s_11 = t_490;
                break;
            }
            }
            var t_491: i32 = select(0i, 2i, t_477);
            var t_492: bool = t_491 == 0i;
            var t_493: i32 = select(t_491, 1i, t_492);
            var t_494: bool = select(false, select(t_477, false, t_477), t_492);
            var t_495: f32 = select(0.0f, select(t_478, 0.0f, t_477), t_492);
            var t_496: f32 = select(0.0f, s_11, t_492);
            var t_497: i32 = select(0i, t_463 + 1i, t_492);
            var t_498: bool = select(t_477, false, t_492);
            var t_499: f32 = select(select(0.0f, t_478, t_477), 0.0f, t_492);
            var t_500: f32 = select(select(0.0f, s_11, t_477), 0.0f, t_492);
            var t_501: i32 = select(select(0i, t_463, t_477), 0i, t_492);
            t_467 = t_493;
            t_468 = t_494;
            t_469 = t_495;
            t_470 = t_496;
            t_471 = t_497;
            t_472 = t_498;
            t_473 = t_499;
            t_474 = t_500;
            t_475 = t_501;
        } else {
            var t_502: i32 = t_466;
            var t_503: bool = false;
            var t_504: f32 = 0.0f;
            var t_505: f32 = 0.0f;
            var t_506: i32 = 0i;
            var t_507: bool = select(t_460, false, t_465);
            var t_508: f32 = select(t_461, 0.0f, t_465);
            var t_509: f32 = select(t_462, 0.0f, t_465);
            var t_510: i32 = select(t_463, 0i, t_465);
            t_467 = t_502;
            t_468 = t_503;
            t_469 = t_504;
            t_470 = t_505;
            t_471 = t_506;
            t_472 = t_507;
            t_473 = t_508;
            t_474 = t_509;
            t_475 = t_510;
        }
        var t_511: i32 = t_464 + 1i;
        if (t_467 == 2i) {
            t_459 = t_511;
            break;
        }
        var t_512: bool = t_468;
        var t_513: f32 = t_469;
        var t_514: f32 = t_470;
        var t_515: i32 = t_471;
        var t_516: i32 = t_511;
        t_460 = t_512;
        t_461 = t_513;
        t_462 = t_514;
        t_463 = t_515;
        t_464 = t_516;
        continue;
    }
    var t_517: i32 = t_459 - 1i;
    var t_518: f32;
    var t_519: f32;
    var t_520: f32;
    var t_521: i32 = t_517;
    var t_522: f32 = 0.0f;
    var t_523: f32 = 0.0f;
    var t_524: f32 = 0.0f;
    for (;;) {
        if (t_521 < 0i) {
            var t_525: f32 = t_522;
            var t_526: f32 = t_523;
            var t_527: f32 = t_524;
            t_518 = t_525;
            t_519 = t_526;
            t_520 = t_527;
            break;
        }
        var t_528: bool;
        var t_529: f32;
        var t_530: f32;
        var t_531: i32;
        var t_532: bool = false;
        var t_533: f32 = 0.0f;
        var t_534: f32 = p_9;
        var t_535: i32 = 0i;
        var t_536: i32 = 0i;
        for (;;) {
            if (t_536 == t_521) {
                var t_537: bool = t_532;
                var t_538: f32 = t_533;
                var t_539: f32 = t_534;
                var t_540: i32 = t_535;
                t_528 = t_537;
                t_529 = t_538;
                t_530 = t_539;
                t_531 = t_540;
                break;
            }
            var t_541: bool = t_535 < p_10;
            var t_542: i32 = select(2i, 0i, t_541);
            var t_543: i32;
            var t_544: bool;
            var t_545: f32;
            var t_546: f32;
            var t_547: i32;
            var t_548: bool;
            var t_549: f32;
            var t_550: f32;
            var t_551: i32;
            if (t_542 == 0i) {
                var t_552: i32;
                var t_553: bool;
                var t_554: f32;
                var s_12: f32;
                switch (t_535) {
                case 2i: {
                    var t_555: bool = t_534 > 1.5f;
                    var t_556: i32 = select(0i, 3i, t_555);
                    var t_557: bool = t_556 == 0i;
                    var t_558: i32 = select(t_556, 3i, t_557);
                    var t_559: i32 = select(t_558, 0i, t_558 == 3i);
                    var t_560: bool = select(t_532, true, t_555);
                    var t_561: f32 = select(t_533, t_534 * p_9, t_555);
                    var t_562: f32 = select(t_534, t_534 * t_534, t_557);
                    t_552 = t_559;
                    t_553 = t_560;
                    t_554 = t_561;
                    s_12 = t_562;
                    break;
                }
                default: {
                    var t_563: i32 = 0i;
                    var t_564: bool = t_532;
                    var t_565: f32 = t_533;
                    var t_566: f32 = t_534 + p_9 * 0.25f;
                    t_552 = t_563;
                    t_553 = t_564;
                    t_554 = t_565;
                    s_12 = t_566;
                    break;
                }
                }
                var t_567: i32 = select(0i, 2i, t_553);
                var t_568: bool = t_567 == 0i;
                var t_569: i32 = select(t_567, 1i, t_568);
                var t_570: bool = select(false, select(t_553, false, t_553), t_568);
                var t_571: f32 = select(0.0f, select(t_554, 0.0f, t_553), t_568);
                var t_572: f32 = select(0.0f, s_12, t_568);
                var t_573: i32 = select(0i, t_535 + 1i, t_568);
                var t_574: bool = select(t_553, false, t_568);
                var t_575: f32 = select(select(0.0f, t_554, t_553), 0.0f, t_568);
                var t_576: f32 = select(select(0.0f, s_12, t_553), 0.0f, t_568);
                var t_577: i32 = select(select(0i, t_535, t_553), 0i, t_568);
                t_543 = t_569;
                t_544 = t_570;
                t_545 = t_571;
                t_546 = t_572;
                t_547 = t_573;
                t_548 = t_574;
                t_549 = t_575;
                t_550 = t_576;
                t_551 = t_577;
            } else {
                var t_578: i32 = t_542;
                var t_579: bool = false;
                var t_580: f32 = 0.0f;
                var t_581: f32 = 0.0f;
                var t_582: i32 = 0i;
                var t_583: bool = select(t_532, false, t_541);
                var t_584: f32 = select(t_533, 0.0f, t_541);
                var t_585: f32 = select(t_534, 0.0f, t_541);
                var t_586: i32 = select(t_535, 0i, t_541);
                t_543 = t_578;
                t_544 = t_579;
                t_545 = t_580;
                t_546 = t_581;
                t_547 = t_582;
                t_548 = t_583;
                t_549 = t_584;
                t_550 = t_585;
                t_551 = t_586;
            }
            if (t_543 == 2i) {
                var t_587: bool = t_532;
                var t_588: f32 = t_533;
                var t_589: f32 = t_534;
                var t_590: i32 = t_535;
                t_528 = t_587;
                t_529 = t_588;
                t_530 = t_589;
                t_531 = t_590;
                break;
            }
            var t_591: bool = t_544;
            var t_592: f32 = t_545;
            var t_593: f32 = t_546;
            var t_594: i32 = t_547;
            var t_595: i32 = t_536 + 1i;
            t_532 = t_591;
            t_533 = t_592;
            t_534 = t_593;
            t_535 = t_594;
            t_536 = t_595;
            continue;
        }
        var t_596: bool = t_531 < p_10;
        var t_597: bool = t_521 == t_517;
        var t_598: f32 = select(0.0f, select(0.0f, select(p_11, 0.0f, t_458), t_423), t_597);
        var t_599: f32 = select(0.0f, select(0.0f, p_11, t_458), t_597);
        var t_600: f32;
        var t_601: f32;
        var t_602: f32;
        var t_603: f32;
        var t_604: f32;
        var t_605: f32;
        var t_606: f32;
        if (select(2i, 0i, t_596) == 0i) {
            var t_607: i32;
            var t_608: bool;
            var t_609: f32;
            var s_13: f32;
            switch (t_531) {
            case 2i: {
                var t_610: bool = t_530 > 1.5f;
                var t_611: i32 = select(0i, 3i, t_610);
                var t_612: bool = t_611 == 0i;
                var t_613: i32 = select(t_611, 3i, t_612);
                var t_614: i32 = select(t_613, 0i, t_613 == 3i);
                var t_615: bool = select(t_528, true, t_610);
                var t_616: f32 = select(t_529, t_530 * p_9, t_610);
                var t_617: f32 = select(t_530, t_530 * t_530, t_612);
                t_607 = t_614;
                t_608 = t_615;
                t_609 = t_616;
                s_13 = t_617;
                break;
            }
            default: {
                var t_618: i32 = 0i;
                var t_619: bool = t_528;
                var t_620: f32 = t_529;
                var t_621: f32 = t_530 + p_9 * 0.25f;
                t_607 = t_618;
                t_608 = t_619;
                t_609 = t_620;
                s_13 = t_621;
                break;
            }
            }
            var t_622: bool = select(0i, 2i, t_608) == 0i;
            var t_623: f32 = select(select(0.0f, t_522, t_622), select(t_598, 0.0f, t_622), t_608);
            var t_624: f32 = select(0.0f, t_523, t_622) + select(0.0f, select(t_599, 0.0f, t_622), t_608);
            var t_625: f32;
            var t_626: f32;
            var t_627: f32;
            switch (t_531) {
            case 2i: {
                var t_628: bool = t_530 > 1.5f;
                var t_629: f32 = t_530 * t_624;
                var t_630: f32 = select(t_624, t_629 + t_629, select(0i, 3i, t_628) == 0i) + select(0.0f, p_9 * t_623, t_628);
                var t_631: f32 = select(0.0f, t_530 * t_623, t_628);
                var t_632: f32 = select(t_623, 0.0f, t_628);
                t_625 = t_630;
                t_626 = t_631;
                t_627 = t_632;
                break;
            }
            default: {
                var t_633: f32 = t_624;
                var t_634: f32 = 0.25f * t_624;
                var t_635: f32 = t_623;
                t_625 = t_633;
                t_626 = t_634;
                t_627 = t_635;
                break;
            }
            }
            var t_636: f32 = t_625;
            var t_637: f32 = t_626;
            var t_638: f32 = t_627;
            var t_639: f32 = 0.0f;
            var t_640: f32 = 0.0f;
            var t_641: f32 = 0.0f;
            var t_642: f32 = 0.0f;
            t_600 = t_636;
            t_601 = t_637;
            t_602 = t_638;
            t_603 = t_639;
            t_604 = t_640;
            t_605 = t_641;
            t_606 = t_642;
        } else {
            var t_643: f32 = 0.0f;
            var t_644: f32 = 0.0f;
            var t_645: f32 = 0.0f;
            var t_646: f32 = t_522;
            var t_647: f32 = t_523;
            var t_648: f32 = t_598;
            var t_649: f32 = t_599;
            t_600 = t_643;
            t_601 = t_644;
            t_602 = t_645;
            t_603 = t_646;
            t_604 = t_647;
            t_605 = t_648;
            t_606 = t_649;
        }
        var t_650: i32 = t_521 - 1i;
        var t_651: f32 = t_602 + select(t_605, 0.0f, t_596);
        var t_652: f32 = t_600 + select(t_606, 0.0f, t_596);
        var t_653: f32 = t_524 + t_601;
        t_521 = t_650;
        t_522 = t_651;
        t_523 = t_652;
        t_524 = t_653;
        continue;
    }
    return retInSwitch_bwd_Grads(t_519 + t_520);
}
fn retInSwitch_fwd(p_12: f32, p_13: f32, p_14: i32) -> retInSwitch_fwd_Result {
    var s_14: f32;
    var t_654: f32;
    var i_14: i32;
    var s_15: f32 = p_12;
    var t_655: f32 = p_13;
    var i_15: i32 = 0i;
    for (;;) {
        if (i_15 < p_14) {
        } else {
            var t_656: f32 = s_15;
            var t_657: f32 = t_655;
            var t_658: i32 = i_15;
            s_14 = t_656;
            t_654 = t_657;
            i_14 = t_658;
            break;
        }
        var s_16: f32;
        var t_659: f32;
        switch (i_15) {
        case 2i: {
            if (s_15 > 1.5f) {
                return retInSwitch_fwd_Result(s_15 * p_12, p_12 * t_655 + s_15 * p_13);
            }
            var t_660: f32 = s_15 * t_655;
            var t_661: f32 = s_15 * s_15;
            var t_662: f32 = t_660 + t_660;
            s_16 = t_661;
            t_659 = t_662;
            break;
        }
        default: {
            var t_663: f32 = s_15 + p_12 * 0.25f;
            var t_664: f32 = t_655 + 0.25f * p_13;
            s_16 = t_663;
            t_659 = t_664;
            break;
        }
        }
        var t_665: f32 = s_16;
        var t_666: f32 = t_659;
        var t_667: i32 = i_15 + 1i;
        s_15 = t_665;
        t_655 = t_666;
        i_15 = t_667;
        continue;
    }
    return retInSwitch_fwd_Result(s_14, t_654);
}
fn computeMain_1() {
    var xs: array<f32, 3> = array<f32, 3>();
    xs = array<f32, 3>(0.8f, 1.3f, -0.4f);
    var k: i32;
    var k_1: i32 = 0i;
    for (;;) {
        if (k_1 < 3i) {
        } else {
            k = k_1;
            break;
        }
        var t_668: f32 = xs[k_1];
        var t_669: straight_bwd_Grads = straight_bwd(t_668, k_1, 1.0f);
        outputBuffer.data[u32(k_1)] = t_669.f0;
        var t_670: i32 = k_1 + 1i;
        var t_671: f32 = xs[t_670 - select(t_670 / 3i, -1i, 3i == 0i) * 3i];
        var t_672: straight_bwd_Grads = straight_bwd(t_671, k_1, 1.0f);
        outputBuffer.data[u32(3i + k_1)] = t_672.f0;
        k_1 = t_670;
        continue;
    }
    var t_673: nested_bwd_Grads = nested_bwd(0.9f, 6i, 1.0f);
    outputBuffer.data[6u] = t_673.f0;
    var t_674: nested_fwd_Result = nested_fwd(0.9f, 1.0f, 6i);
    outputBuffer.data[7u] = t_674.d;
    var t_675: nested_bwd_Grads = nested_bwd(0.3f, 5i, 1.0f);
    outputBuffer.data[8u] = t_675.f0;
    var t_676: nested_fwd_Result = nested_fwd(0.3f, 1.0f, 5i);
    outputBuffer.data[9u] = t_676.d;
    var t_677: retInSwitch_bwd_Grads = retInSwitch_bwd(1.1f, 4i, 1.0f);
    outputBuffer.data[10u] = t_677.f0;
    var t_678: retInSwitch_bwd_Grads = retInSwitch_bwd(0.5f, 4i, 1.0f);
    outputBuffer.data[11u] = t_678.f0;
    var t_679: retInSwitch_fwd_Result = retInSwitch_fwd(0.5f, 1.0f, 4i);
    outputBuffer.data[12u] = t_679.d;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
