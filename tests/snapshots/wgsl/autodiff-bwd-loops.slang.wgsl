struct RWStructuredBuffer {
    data: array<f32>,
}
struct cube3_bwd_Grads {
    f0: f32,
}
struct capped_bwd_Grads {
    f0: f32,
}
struct halve_bwd_Grads {
    f0: f32,
}
struct grid_bwd_Grads {
    f0: f32,
}
struct branchy_bwd_Grads {
    f0: f32,
}
struct picked_bwd_Grads {
    f0: f32,
}
struct reset_bwd_Grads {
    f0: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn cube3_bwd(p: f32, p_1: f32) -> cube3_bwd_Grads {
    var t: f32;
    var i: i32;
    var t_1: f32 = p;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            var t_2: f32 = t_1;
            var t_3: i32 = i_1;
            t = t_2;
            i = t_3;
            break;
        }
        var t_4: f32 = t_1 * p;
        var t_5: i32 = i_1 + 1i;
        t_1 = t_4;
        i_1 = t_5;
        continue;
    }
    var t_6: i32;
    var t_7: f32 = p;
    var t_8: i32 = 0i;
    var t_9: i32 = 0i;
    for (;;) {
        var t_10: i32 = select(2i, 0i, t_8 < 3i);
        var t_11: bool = t_10 == 0i;
        var t_12: i32 = t_9 + 1i;
        if (select(t_10, 1i, t_11) == 2i) {
            t_6 = t_12;
            break;
        }
        var t_13: f32 = select(0.0f, t_7 * p, t_11);
        var t_14: i32 = select(0i, t_8 + 1i, t_11);
        var t_15: i32 = t_12;
        t_7 = t_13;
        t_8 = t_14;
        t_9 = t_15;
        continue;
    }
    var t_16: i32 = t_6 - 1i;
    var t_17: f32;
    var t_18: f32;
    var t_19: i32 = t_16;
    var t_20: f32 = 0.0f;
    var t_21: f32 = 0.0f;
    for (;;) {
        if (t_19 < 0i) {
            var t_22: f32 = t_20;
            var t_23: f32 = t_21;
            t_17 = t_22;
            t_18 = t_23;
            break;
        }
        var t_24: f32;
        var t_25: i32;
        var t_26: f32 = p;
        var t_27: i32 = 0i;
        var t_28: i32 = 0i;
        for (;;) {
            if (t_28 == t_19) {
                var t_29: f32 = t_26;
                var t_30: i32 = t_27;
                t_24 = t_29;
                t_25 = t_30;
                break;
            }
            var t_31: i32 = select(2i, 0i, t_27 < 3i);
            var t_32: bool = t_31 == 0i;
            if (select(t_31, 1i, t_32) == 2i) {
                var t_33: f32 = t_26;
                var t_34: i32 = t_27;
                t_24 = t_33;
                t_25 = t_34;
                break;
            }
            var t_35: f32 = select(0.0f, t_26 * p, t_32);
            var t_36: i32 = select(0i, t_27 + 1i, t_32);
            var t_37: i32 = t_28 + 1i;
            t_26 = t_35;
            t_27 = t_36;
            t_28 = t_37;
            continue;
        }
        var t_38: bool = t_25 < 3i;
        var t_39: bool = select(2i, 0i, t_38) == 0i;
        var t_40: i32 = t_19 - 1i;
        var t_41: f32 = select(0.0f, p * t_20, t_39) + select(select(select(0.0f, p_1, t_19 == t_16), 0.0f, t_39), 0.0f, t_38);
        var t_42: f32 = t_21 + select(0.0f, t_24 * t_20, t_39);
        t_19 = t_40;
        t_20 = t_41;
        t_21 = t_42;
        continue;
    }
    return cube3_bwd_Grads(t_17 + t_18);
}
fn capped_bwd(p_2: f32, p_3: f32) -> capped_bwd_Grads {
    var t_43: f32;
    var i_2: i32;
    var t_44: f32 = p_2;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 5i) {
        } else {
            var t_45: f32 = t_44;
            var t_46: i32 = i_3;
            t_43 = t_45;
            i_2 = t_46;
            break;
        }
        if (t_44 > 10.0f) {
            var t_47: f32 = t_44;
            var t_48: i32 = i_3;
            t_43 = t_47;
            i_2 = t_48;
            break;
        }
        var t_49: f32 = t_44 * t_44;
        var t_50: i32 = i_3 + 1i;
        t_44 = t_49;
        i_3 = t_50;
        continue;
    }
    var t_51: i32;
    var t_52: f32 = p_2;
    var t_53: i32 = 0i;
    var t_54: i32 = 0i;
    for (;;) {
        var t_55: bool = t_53 < 5i;
        var t_56: i32 = select(2i, 0i, t_55);
        var t_57: i32;
        var t_58: f32;
        var t_59: i32;
        var t_60: f32;
        var t_61: i32;
        if (t_56 == 0i) {
            var t_62: bool = t_52 > 10.0f;
            var t_63: i32 = select(0i, 2i, t_62);
            var t_64: bool = t_63 == 0i;
            var t_65: i32 = select(t_63, 1i, t_64);
            var t_66: f32 = select(0.0f, t_52 * t_52, t_64);
            var t_67: i32 = select(0i, t_53 + 1i, t_64);
            var t_68: f32 = select(select(0.0f, t_52, t_62), 0.0f, t_64);
            var t_69: i32 = select(select(0i, t_53, t_62), 0i, t_64);
            t_57 = t_65;
            t_58 = t_66;
            t_59 = t_67;
            t_60 = t_68;
            t_61 = t_69;
        } else {
            var t_70: i32 = t_56;
            var t_71: f32 = 0.0f;
            var t_72: i32 = 0i;
            var t_73: f32 = select(t_52, 0.0f, t_55);
            var t_74: i32 = select(t_53, 0i, t_55);
            t_57 = t_70;
            t_58 = t_71;
            t_59 = t_72;
            t_60 = t_73;
            t_61 = t_74;
        }
        var t_75: i32 = t_54 + 1i;
        if (t_57 == 2i) {
            t_51 = t_75;
            break;
        }
        var t_76: f32 = t_58;
        var t_77: i32 = t_59;
        var t_78: i32 = t_75;
        t_52 = t_76;
        t_53 = t_77;
        t_54 = t_78;
        continue;
    }
    var t_79: i32 = t_51 - 1i;
    var t_80: f32;
    var t_81: i32 = t_79;
    var t_82: f32 = 0.0f;
    for (;;) {
        if (t_81 < 0i) {
            t_80 = t_82;
            break;
        }
        var t_83: f32;
        var t_84: i32;
        var t_85: f32 = p_2;
        var t_86: i32 = 0i;
        var t_87: i32 = 0i;
        for (;;) {
            if (t_87 == t_81) {
                var t_88: f32 = t_85;
                var t_89: i32 = t_86;
                t_83 = t_88;
                t_84 = t_89;
                break;
            }
            var t_90: bool = t_86 < 5i;
            var t_91: i32 = select(2i, 0i, t_90);
            var t_92: i32;
            var t_93: f32;
            var t_94: i32;
            var t_95: f32;
            var t_96: i32;
            if (t_91 == 0i) {
                var t_97: bool = t_85 > 10.0f;
                var t_98: i32 = select(0i, 2i, t_97);
                var t_99: bool = t_98 == 0i;
                var t_100: i32 = select(t_98, 1i, t_99);
                var t_101: f32 = select(0.0f, t_85 * t_85, t_99);
                var t_102: i32 = select(0i, t_86 + 1i, t_99);
                var t_103: f32 = select(select(0.0f, t_85, t_97), 0.0f, t_99);
                var t_104: i32 = select(select(0i, t_86, t_97), 0i, t_99);
                t_92 = t_100;
                t_93 = t_101;
                t_94 = t_102;
                t_95 = t_103;
                t_96 = t_104;
            } else {
                var t_105: i32 = t_91;
                var t_106: f32 = 0.0f;
                var t_107: i32 = 0i;
                var t_108: f32 = select(t_85, 0.0f, t_90);
                var t_109: i32 = select(t_86, 0i, t_90);
                t_92 = t_105;
                t_93 = t_106;
                t_94 = t_107;
                t_95 = t_108;
                t_96 = t_109;
            }
            if (t_92 == 2i) {
                var t_110: f32 = t_85;
                var t_111: i32 = t_86;
                t_83 = t_110;
                t_84 = t_111;
                break;
            }
            var t_112: f32 = t_93;
            var t_113: i32 = t_94;
            var t_114: i32 = t_87 + 1i;
            t_85 = t_112;
            t_86 = t_113;
            t_87 = t_114;
            continue;
        }
        var t_115: bool = t_84 < 5i;
        var t_116: f32 = select(0.0f, p_3, t_81 == t_79);
        var t_117: f32;
        var t_118: f32;
        var t_119: f32;
        if (select(2i, 0i, t_115) == 0i) {
            var t_120: bool = t_83 > 10.0f;
            var t_121: bool = select(0i, 2i, t_120) == 0i;
            var t_122: f32 = t_83 * t_82;
            var t_123: f32 = select(0.0f, t_122 + t_122, t_121) + select(0.0f, select(t_116, 0.0f, t_121), t_120);
            var t_124: f32 = 0.0f;
            var t_125: f32 = 0.0f;
            t_117 = t_123;
            t_118 = t_124;
            t_119 = t_125;
        } else {
            var t_126: f32 = 0.0f;
            var t_127: f32 = t_82;
            var t_128: f32 = t_116;
            t_117 = t_126;
            t_118 = t_127;
            t_119 = t_128;
        }
        var t_129: i32 = t_81 - 1i;
        var t_130: f32 = t_117 + select(t_119, 0.0f, t_115);
        t_81 = t_129;
        t_82 = t_130;
        continue;
    }
    return capped_bwd_Grads(t_80);
}
fn halve_bwd(p_4: f32, p_5: i32, p_6: f32) -> halve_bwd_Grads {
    var x: f32;
    var n: i32;
    var x_1: f32 = p_4;
    var n_1: i32 = p_5;
    for (;;) {
        if (n_1 > 0i) {
        } else {
            var t_131: f32 = x_1;
            var t_132: i32 = n_1;
            x = t_131;
            n = t_132;
            break;
        }
        var t_133: f32 = x_1 * 0.5f + sin(x_1);
        var t_134: i32 = n_1 - 1i;
        x_1 = t_133;
        n_1 = t_134;
        continue;
    }
    var t_135: i32;
    var t_136: f32 = p_4;
    var t_137: i32 = p_5;
    var t_138: i32 = 0i;
    for (;;) {
        var t_139: bool = t_137 > 0i;
        var t_140: i32 = select(2i, 0i, t_139);
        var t_141: i32;
        var t_142: f32;
        var t_143: i32;
        var t_144: f32;
        var t_145: i32;
        if (t_140 == 0i) {
            var t_146: i32 = 1i;
            var t_147: f32 = t_136 * 0.5f + sin(t_136);
            var t_148: i32 = t_137 - 1i;
            var t_149: f32 = 0.0f;
            var t_150: i32 = 0i;
            t_141 = t_146;
            t_142 = t_147;
            t_143 = t_148;
            t_144 = t_149;
            t_145 = t_150;
        } else {
            var t_151: i32 = t_140;
            var t_152: f32 = 0.0f;
            var t_153: i32 = 0i;
            var t_154: f32 = select(t_136, 0.0f, t_139);
            var t_155: i32 = select(t_137, 0i, t_139);
            t_141 = t_151;
            t_142 = t_152;
            t_143 = t_153;
            t_144 = t_154;
            t_145 = t_155;
        }
        var t_156: i32 = t_138 + 1i;
        if (t_141 == 2i) {
            t_135 = t_156;
            break;
        }
        var t_157: f32 = t_142;
        var t_158: i32 = t_143;
        var t_159: i32 = t_156;
        t_136 = t_157;
        t_137 = t_158;
        t_138 = t_159;
        continue;
    }
    var t_160: i32 = t_135 - 1i;
    var t_161: f32;
    var t_162: i32 = t_160;
    var t_163: f32 = 0.0f;
    for (;;) {
        if (t_162 < 0i) {
            t_161 = t_163;
            break;
        }
        var t_164: f32;
        var t_165: i32;
        var t_166: f32 = p_4;
        var t_167: i32 = p_5;
        var t_168: i32 = 0i;
        for (;;) {
            if (t_168 == t_162) {
                var t_169: f32 = t_166;
                var t_170: i32 = t_167;
                t_164 = t_169;
                t_165 = t_170;
                break;
            }
            var t_171: bool = t_167 > 0i;
            var t_172: i32 = select(2i, 0i, t_171);
            var t_173: i32;
            var t_174: f32;
            var t_175: i32;
            var t_176: f32;
            var t_177: i32;
            if (t_172 == 0i) {
                var t_178: i32 = 1i;
                var t_179: f32 = t_166 * 0.5f + sin(t_166);
                var t_180: i32 = t_167 - 1i;
                var t_181: f32 = 0.0f;
                var t_182: i32 = 0i;
                t_173 = t_178;
                t_174 = t_179;
                t_175 = t_180;
                t_176 = t_181;
                t_177 = t_182;
            } else {
                var t_183: i32 = t_172;
                var t_184: f32 = 0.0f;
                var t_185: i32 = 0i;
                var t_186: f32 = select(t_166, 0.0f, t_171);
                var t_187: i32 = select(t_167, 0i, t_171);
                t_173 = t_183;
                t_174 = t_184;
                t_175 = t_185;
                t_176 = t_186;
                t_177 = t_187;
            }
            if (t_173 == 2i) {
                var t_188: f32 = t_166;
                var t_189: i32 = t_167;
                t_164 = t_188;
                t_165 = t_189;
                break;
            }
            var t_190: f32 = t_174;
            var t_191: i32 = t_175;
            var t_192: i32 = t_168 + 1i;
            t_166 = t_190;
            t_167 = t_191;
            t_168 = t_192;
            continue;
        }
        var t_193: bool = t_165 > 0i;
        var t_194: f32;
        var t_195: f32;
        var t_196: f32;
        if (select(2i, 0i, t_193) == 0i) {
            var t_197: f32 = cos(t_164) * t_163 + 0.5f * t_163;
            var t_198: f32 = 0.0f;
            var t_199: f32 = 0.0f;
            t_194 = t_197;
            t_195 = t_198;
            t_196 = t_199;
        } else {
            var t_200: f32 = 0.0f;
            var t_201: f32 = t_163;
            var t_202: f32 = select(0.0f, p_6, t_162 == t_160);
            t_194 = t_200;
            t_195 = t_201;
            t_196 = t_202;
        }
        var t_203: i32 = t_162 - 1i;
        var t_204: f32 = t_194 + select(t_196, 0.0f, t_193);
        t_162 = t_203;
        t_163 = t_204;
        continue;
    }
    return halve_bwd_Grads(t_161);
}
fn grid_bwd(p_7: f32, p_8: f32) -> grid_bwd_Grads {
    var s: f32;
    var i_4: i32;
    var s_1: f32 = 0.0f;
    var i_5: i32 = 0i;
    for (;;) {
        if (i_5 < 2i) {
        } else {
            var t_205: f32 = s_1;
            var t_206: i32 = i_5;
            s = t_205;
            i_4 = t_206;
            break;
        }
        var s_2: f32;
        var j: i32;
        var s_3: f32 = s_1;
        var j_1: i32 = 0i;
        for (;;) {
            if (j_1 < 3i) {
            } else {
                var t_207: f32 = s_3;
                var t_208: i32 = j_1;
                s_2 = t_207;
                j = t_208;
                break;
            }
            var t_209: f32 = s_3 + p_7 * f32(i_5 + j_1);
            var t_210: i32 = j_1 + 1i;
            s_3 = t_209;
            j_1 = t_210;
            continue;
        }
        var t_211: f32 = s_2;
        var t_212: i32 = i_5 + 1i;
        s_1 = t_211;
        i_5 = t_212;
        continue;
    }
    var t_213: i32;
    var t_214: f32 = 0.0f;
    var t_215: i32 = 0i;
    var t_216: i32 = 0i;
    for (;;) {
        var t_217: bool = t_215 < 2i;
        var t_218: i32 = select(2i, 0i, t_217);
        var t_219: i32;
        var t_220: f32;
        var t_221: i32;
        var t_222: f32;
        var t_223: i32;
        if (t_218 == 0i) {
            var s_4: f32;
            var j_2: i32;
            var s_5: f32 = t_214;
            var j_3: i32 = 0i;
            for (;;) {
                if (j_3 < 3i) {
                } else {
                    var t_224: f32 = s_5;
                    var t_225: i32 = j_3;
                    s_4 = t_224;
                    j_2 = t_225;
                    break;
                }
                var t_226: f32 = s_5 + p_7 * f32(t_215 + j_3);
                var t_227: i32 = j_3 + 1i;
                s_5 = t_226;
                j_3 = t_227;
                continue;
            }
            var t_228: i32 = 1i;
            var t_229: f32 = s_4;
            var t_230: i32 = t_215 + 1i;
            var t_231: f32 = 0.0f;
            var t_232: i32 = 0i;
            t_219 = t_228;
            t_220 = t_229;
            t_221 = t_230;
            t_222 = t_231;
            t_223 = t_232;
        } else {
            var t_233: i32 = t_218;
            var t_234: f32 = 0.0f;
            var t_235: i32 = 0i;
            var t_236: f32 = select(t_214, 0.0f, t_217);
            var t_237: i32 = select(t_215, 0i, t_217);
            t_219 = t_233;
            t_220 = t_234;
            t_221 = t_235;
            t_222 = t_236;
            t_223 = t_237;
        }
        var t_238: i32 = t_216 + 1i;
        if (t_219 == 2i) {
            t_213 = t_238;
            break;
        }
        var t_239: f32 = t_220;
        var t_240: i32 = t_221;
        var t_241: i32 = t_238;
        t_214 = t_239;
        t_215 = t_240;
        t_216 = t_241;
        continue;
    }
    var t_242: i32 = t_213 - 1i;
    var t_243: f32;
    var t_244: f32;
    var t_245: i32 = t_242;
    var t_246: f32 = 0.0f;
    var t_247: f32 = 0.0f;
    for (;;) {
        if (t_245 < 0i) {
            var t_248: f32 = t_246;
            var t_249: f32 = t_247;
            t_243 = t_248;
            t_244 = t_249;
            break;
        }
        var t_250: f32;
        var t_251: i32;
        var t_252: f32 = 0.0f;
        var t_253: i32 = 0i;
        var t_254: i32 = 0i;
        for (;;) {
            if (t_254 == t_245) {
                var t_255: f32 = t_252;
                var t_256: i32 = t_253;
                t_250 = t_255;
                t_251 = t_256;
                break;
            }
            var t_257: bool = t_253 < 2i;
            var t_258: i32 = select(2i, 0i, t_257);
            var t_259: i32;
            var t_260: f32;
            var t_261: i32;
            var t_262: f32;
            var t_263: i32;
            if (t_258 == 0i) {
                var s_6: f32;
                var j_4: i32;
                var s_7: f32 = t_252;
                var j_5: i32 = 0i;
                for (;;) {
                    if (j_5 < 3i) {
                    } else {
                        var t_264: f32 = s_7;
                        var t_265: i32 = j_5;
                        s_6 = t_264;
                        j_4 = t_265;
                        break;
                    }
                    var t_266: f32 = s_7 + p_7 * f32(t_253 + j_5);
                    var t_267: i32 = j_5 + 1i;
                    s_7 = t_266;
                    j_5 = t_267;
                    continue;
                }
                var t_268: i32 = 1i;
                var t_269: f32 = s_6;
                var t_270: i32 = t_253 + 1i;
                var t_271: f32 = 0.0f;
                var t_272: i32 = 0i;
                t_259 = t_268;
                t_260 = t_269;
                t_261 = t_270;
                t_262 = t_271;
                t_263 = t_272;
            } else {
                var t_273: i32 = t_258;
                var t_274: f32 = 0.0f;
                var t_275: i32 = 0i;
                var t_276: f32 = select(t_252, 0.0f, t_257);
                var t_277: i32 = select(t_253, 0i, t_257);
                t_259 = t_273;
                t_260 = t_274;
                t_261 = t_275;
                t_262 = t_276;
                t_263 = t_277;
            }
            if (t_259 == 2i) {
                var t_278: f32 = t_252;
                var t_279: i32 = t_253;
                t_250 = t_278;
                t_251 = t_279;
                break;
            }
            var t_280: f32 = t_260;
            var t_281: i32 = t_261;
            var t_282: i32 = t_254 + 1i;
            t_252 = t_280;
            t_253 = t_281;
            t_254 = t_282;
            continue;
        }
        var t_283: bool = t_251 < 2i;
        var t_284: i32 = select(2i, 0i, t_283);
        var t_285: bool = t_284 == 0i;
        var t_286: i32;
        var t_287: f32;
        var t_288: i32;
        var t_289: f32;
        var t_290: i32;
        if (t_285) {
            var s_8: f32;
            var j_6: i32;
            var s_9: f32 = t_250;
            var j_7: i32 = 0i;
            for (;;) {
                if (j_7 < 3i) {
                } else {
                    var t_291: f32 = s_9;
                    var t_292: i32 = j_7;
                    s_8 = t_291;
                    j_6 = t_292;
                    break;
                }
                var t_293: f32 = s_9 + p_7 * f32(t_251 + j_7);
                var t_294: i32 = j_7 + 1i;
                s_9 = t_293;
                j_7 = t_294;
                continue;
            }
            var t_295: i32 = 1i;
            var t_296: f32 = s_8;
            var t_297: i32 = t_251 + 1i;
            var t_298: f32 = 0.0f;
            var t_299: i32 = 0i;
            t_286 = t_295;
            t_287 = t_296;
            t_288 = t_297;
            t_289 = t_298;
            t_290 = t_299;
        } else {
            var t_300: i32 = t_284;
            var t_301: f32 = 0.0f;
            var t_302: i32 = 0i;
            var t_303: f32 = select(t_250, 0.0f, t_283);
            var t_304: i32 = select(t_251, 0i, t_283);
            t_286 = t_300;
            t_287 = t_301;
            t_288 = t_302;
            t_289 = t_303;
            t_290 = t_304;
        }
        var t_305: f32;
        var t_306: f32;
        var t_307: f32;
        var t_308: f32;
        if (t_285) {
            var s_10: f32;
            var j_8: i32;
            var s_11: f32 = t_250;
            var j_9: i32 = 0i;
            for (;;) {
                if (j_9 < 3i) {
                } else {
                    var t_309: f32 = s_11;
                    var t_310: i32 = j_9;
                    s_10 = t_309;
                    j_8 = t_310;
                    break;
                }
                var t_311: f32 = s_11 + p_7 * f32(t_251 + j_9);
                var t_312: i32 = j_9 + 1i;
                s_11 = t_311;
                j_9 = t_312;
                continue;
            }
            var t_313: i32;
            var t_314: f32 = t_250;
            var t_315: i32 = 0i;
            var t_316: i32 = 0i;
            for (;;) {
                var t_317: bool = t_315 < 3i;
                var t_318: i32 = select(2i, 0i, t_317);
                var t_319: i32;
                var t_320: f32;
                var t_321: i32;
                var t_322: f32;
                var t_323: i32;
                if (t_318 == 0i) {
                    var t_324: i32 = 1i;
                    var t_325: f32 = t_314 + p_7 * f32(t_251 + t_315);
                    var t_326: i32 = t_315 + 1i;
                    var t_327: f32 = 0.0f;
                    var t_328: i32 = 0i;
                    t_319 = t_324;
                    t_320 = t_325;
                    t_321 = t_326;
                    t_322 = t_327;
                    t_323 = t_328;
                } else {
                    var t_329: i32 = t_318;
                    var t_330: f32 = 0.0f;
                    var t_331: i32 = 0i;
                    var t_332: f32 = select(t_314, 0.0f, t_317);
                    var t_333: i32 = select(t_315, 0i, t_317);
                    t_319 = t_329;
                    t_320 = t_330;
                    t_321 = t_331;
                    t_322 = t_332;
                    t_323 = t_333;
                }
                var t_334: i32 = t_316 + 1i;
                if (t_319 == 2i) {
                    t_313 = t_334;
                    break;
                }
                var t_335: f32 = t_320;
                var t_336: i32 = t_321;
                var t_337: i32 = t_334;
                t_314 = t_335;
                t_315 = t_336;
                t_316 = t_337;
                continue;
            }
            var t_338: i32 = t_313 - 1i;
            var t_339: f32;
            var t_340: f32;
            var t_341: i32 = t_338;
            var t_342: f32 = 0.0f;
            var t_343: f32 = 0.0f;
            for (;;) {
                if (t_341 < 0i) {
                    var t_344: f32 = t_342;
                    var t_345: f32 = t_343;
                    t_339 = t_344;
                    t_340 = t_345;
                    break;
                }
                var t_346: f32;
                var t_347: i32;
                var t_348: f32 = t_250;
                var t_349: i32 = 0i;
                var t_350: i32 = 0i;
                for (;;) {
                    if (t_350 == t_341) {
                        var t_351: f32 = t_348;
                        var t_352: i32 = t_349;
                        t_346 = t_351;
                        t_347 = t_352;
                        break;
                    }
                    var t_353: bool = t_349 < 3i;
                    var t_354: i32 = select(2i, 0i, t_353);
                    var t_355: i32;
                    var t_356: f32;
                    var t_357: i32;
                    var t_358: f32;
                    var t_359: i32;
                    if (t_354 == 0i) {
                        var t_360: i32 = 1i;
                        var t_361: f32 = t_348 + p_7 * f32(t_251 + t_349);
                        var t_362: i32 = t_349 + 1i;
                        var t_363: f32 = 0.0f;
                        var t_364: i32 = 0i;
                        t_355 = t_360;
                        t_356 = t_361;
                        t_357 = t_362;
                        t_358 = t_363;
                        t_359 = t_364;
                    } else {
                        var t_365: i32 = t_354;
                        var t_366: f32 = 0.0f;
                        var t_367: i32 = 0i;
                        var t_368: f32 = select(t_348, 0.0f, t_353);
                        var t_369: i32 = select(t_349, 0i, t_353);
                        t_355 = t_365;
                        t_356 = t_366;
                        t_357 = t_367;
                        t_358 = t_368;
                        t_359 = t_369;
                    }
                    if (t_355 == 2i) {
                        var t_370: f32 = t_348;
                        var t_371: i32 = t_349;
                        t_346 = t_370;
                        t_347 = t_371;
                        break;
                    }
                    var t_372: f32 = t_356;
                    var t_373: i32 = t_357;
                    var t_374: i32 = t_350 + 1i;
                    t_348 = t_372;
                    t_349 = t_373;
                    t_350 = t_374;
                    continue;
                }
                var t_375: bool = t_347 < 3i;
                var t_376: bool = select(2i, 0i, t_375) == 0i;
                var t_377: i32 = t_341 - 1i;
                var t_378: f32 = select(0.0f, t_342, t_376) + select(select(select(0.0f, t_246, t_341 == t_338), 0.0f, t_376), 0.0f, t_375);
                var t_379: f32 = t_343 + select(0.0f, f32(t_251 + t_347) * t_342, t_376);
                t_341 = t_377;
                t_342 = t_378;
                t_343 = t_379;
                continue;
            }
            var t_380: f32 = t_339;
            var t_381: f32 = t_340;
            var t_382: f32 = 0.0f;
            var t_383: f32 = 0.0f;
            t_305 = t_380;
            t_306 = t_381;
            t_307 = t_382;
            t_308 = t_383;
        } else {
            var t_384: f32 = 0.0f;
            var t_385: f32 = 0.0f;
            var t_386: f32 = t_246;
            var t_387: f32 = select(0.0f, p_8, t_245 == t_242);
            t_305 = t_384;
            t_306 = t_385;
            t_307 = t_386;
            t_308 = t_387;
        }
        var t_388: i32 = t_245 - 1i;
        var t_389: f32 = t_305 + select(t_308, 0.0f, t_283);
        var t_390: f32 = t_247 + t_306;
        t_245 = t_388;
        t_246 = t_389;
        t_247 = t_390;
        continue;
    }
    return grid_bwd_Grads(t_244);
}
fn branchy_bwd(p_9: f32, p_10: f32) -> branchy_bwd_Grads {
    var t_391: bool = p_9 > 1.0f;
    var t_392: f32;
    var t_393: f32;
    if (select(0i, 2i, t_391) == 0i) {
        var t_394: bool = p_9 < -1.0f;
        var t_395: f32;
        var t_396: f32;
        if (select(0i, 2i, t_394) == 0i) {
            var t_397: f32 = p_9 * (p_9 * p_10);
            var t_398: f32 = p_9 * p_9 * p_10 + t_397 + t_397;
            var t_399: f32 = 0.0f;
            t_395 = t_398;
            t_396 = t_399;
        } else {
            var t_400: f32 = 0.0f;
            var t_401: f32 = p_10;
            t_395 = t_400;
            t_396 = t_401;
        }
        var t_402: f32 = t_395 + select(0.0f, -3.0f * t_396, t_394);
        var t_403: f32 = 0.0f;
        t_392 = t_402;
        t_393 = t_403;
    } else {
        var t_404: f32 = 0.0f;
        var t_405: f32 = p_10;
        t_392 = t_404;
        t_393 = t_405;
    }
    var t_406: f32 = p_9 * t_393;
    return branchy_bwd_Grads(t_392 + select(0.0f, t_406 + t_406, t_391));
}
fn picked_bwd(p_11: f32, p_12: i32, p_13: f32) -> picked_bwd_Grads {
    var x_2: f32;
    var i_6: i32;
    var x_3: f32 = p_11;
    var i_7: i32 = 0i;
    for (;;) {
        if (i_7 < 2i) {
        } else {
            var t_407: f32 = x_3;
            var t_408: i32 = i_7;
            x_2 = t_407;
            i_6 = t_408;
            break;
        }
        var x_4: f32;
        switch (p_12) {
        case 0i: {
            x_4 = x_3 * x_3;
            break;
        }
        case 1i: {
            x_4 = sin(x_3);
            break;
        }
        default: {
            x_4 = 3.0f * x_3;
            break;
        }
        }
        var t_409: f32 = x_4;
        var t_410: i32 = i_7 + 1i;
        x_3 = t_409;
        i_7 = t_410;
        continue;
    }
    var t_411: i32;
    var t_412: f32 = p_11;
    var t_413: i32 = 0i;
    var t_414: i32 = 0i;
    for (;;) {
        var t_415: bool = t_413 < 2i;
        var t_416: i32 = select(2i, 0i, t_415);
        var t_417: i32;
        var t_418: f32;
        var t_419: i32;
        var t_420: f32;
        var t_421: i32;
        if (t_416 == 0i) {
            var x_5: f32;
            switch (p_12) {
            case 0i: {
                x_5 = t_412 * t_412;
                break;
            }
            case 1i: {
                x_5 = sin(t_412);
                break;
            }
            default: {
                x_5 = 3.0f * t_412;
                break;
            }
            }
            var t_422: i32 = 1i;
            var t_423: f32 = x_5;
            var t_424: i32 = t_413 + 1i;
            var t_425: f32 = 0.0f;
            var t_426: i32 = 0i;
            t_417 = t_422;
            t_418 = t_423;
            t_419 = t_424;
            t_420 = t_425;
            t_421 = t_426;
        } else {
            var t_427: i32 = t_416;
            var t_428: f32 = 0.0f;
            var t_429: i32 = 0i;
            var t_430: f32 = select(t_412, 0.0f, t_415);
            var t_431: i32 = select(t_413, 0i, t_415);
            t_417 = t_427;
            t_418 = t_428;
            t_419 = t_429;
            t_420 = t_430;
            t_421 = t_431;
        }
        var t_432: i32 = t_414 + 1i;
        if (t_417 == 2i) {
            t_411 = t_432;
            break;
        }
        var t_433: f32 = t_418;
        var t_434: i32 = t_419;
        var t_435: i32 = t_432;
        t_412 = t_433;
        t_413 = t_434;
        t_414 = t_435;
        continue;
    }
    var t_436: i32 = t_411 - 1i;
    var t_437: f32;
    var t_438: i32 = t_436;
    var t_439: f32 = 0.0f;
    for (;;) {
        if (t_438 < 0i) {
            t_437 = t_439;
            break;
        }
        var t_440: f32;
        var t_441: i32;
        var t_442: f32 = p_11;
        var t_443: i32 = 0i;
        var t_444: i32 = 0i;
        for (;;) {
            if (t_444 == t_438) {
                var t_445: f32 = t_442;
                var t_446: i32 = t_443;
                t_440 = t_445;
                t_441 = t_446;
                break;
            }
            var t_447: bool = t_443 < 2i;
            var t_448: i32 = select(2i, 0i, t_447);
            var t_449: i32;
            var t_450: f32;
            var t_451: i32;
            var t_452: f32;
            var t_453: i32;
            if (t_448 == 0i) {
                var x_6: f32;
                switch (p_12) {
                case 0i: {
                    x_6 = t_442 * t_442;
                    break;
                }
                case 1i: {
                    x_6 = sin(t_442);
                    break;
                }
                default: {
                    x_6 = 3.0f * t_442;
                    break;
                }
                }
                var t_454: i32 = 1i;
                var t_455: f32 = x_6;
                var t_456: i32 = t_443 + 1i;
                var t_457: f32 = 0.0f;
                var t_458: i32 = 0i;
                t_449 = t_454;
                t_450 = t_455;
                t_451 = t_456;
                t_452 = t_457;
                t_453 = t_458;
            } else {
                var t_459: i32 = t_448;
                var t_460: f32 = 0.0f;
                var t_461: i32 = 0i;
                var t_462: f32 = select(t_442, 0.0f, t_447);
                var t_463: i32 = select(t_443, 0i, t_447);
                t_449 = t_459;
                t_450 = t_460;
                t_451 = t_461;
                t_452 = t_462;
                t_453 = t_463;
            }
            if (t_449 == 2i) {
                var t_464: f32 = t_442;
                var t_465: i32 = t_443;
                t_440 = t_464;
                t_441 = t_465;
                break;
            }
            var t_466: f32 = t_450;
            var t_467: i32 = t_451;
            var t_468: i32 = t_444 + 1i;
            t_442 = t_466;
            t_443 = t_467;
            t_444 = t_468;
            continue;
        }
        var t_469: bool = t_441 < 2i;
        var t_470: f32;
        var t_471: f32;
        var t_472: f32;
        if (select(2i, 0i, t_469) == 0i) {
            var t_473: f32;
            switch (p_12) {
            case 0i: {
                var t_474: f32 = t_440 * t_439;
                t_473 = t_474 + t_474;
                break;
            }
            case 1i: {
                t_473 = cos(t_440) * t_439;
                break;
            }
            default: {
                t_473 = 3.0f * t_439;
                break;
            }
            }
            var t_475: f32 = t_473;
            var t_476: f32 = 0.0f;
            var t_477: f32 = 0.0f;
            t_470 = t_475;
            t_471 = t_476;
            t_472 = t_477;
        } else {
            var t_478: f32 = 0.0f;
            var t_479: f32 = t_439;
            var t_480: f32 = select(0.0f, p_13, t_438 == t_436);
            t_470 = t_478;
            t_471 = t_479;
            t_472 = t_480;
        }
        var t_481: i32 = t_438 - 1i;
        var t_482: f32 = t_470 + select(t_472, 0.0f, t_469);
        t_438 = t_481;
        t_439 = t_482;
        continue;
    }
    return picked_bwd_Grads(t_437);
}
fn reset_bwd(p_14: f32, p_15: f32) -> reset_bwd_Grads {
    var t_483: f32;
    var i_8: i32;
    var t_484: f32 = p_14;
    var i_9: i32 = 0i;
    for (;;) {
        if (i_9 < 3i) {
        } else {
            var t_485: f32 = t_484;
            var t_486: i32 = i_9;
            t_483 = t_485;
            i_8 = t_486;
            break;
        }
        var t_487: f32;
        var i_10: i32;
        if (i_9 == 1i) {
            var t_488: f32 = p_14;
            var t_489: i32 = i_9 + 1i;
            t_484 = t_488;
            i_9 = t_489;
            continue;
        } else {
            var t_490: f32 = t_484;
            var t_491: i32 = i_9;
            t_487 = t_490;
            i_10 = t_491;
        }
        var t_492: f32 = t_487 * p_14;
        var t_493: i32 = i_10 + 1i;
        t_484 = t_492;
        i_9 = t_493;
        continue;
    }
    var t_494: i32;
    var t_495: f32 = p_14;
    var t_496: i32 = 0i;
    var t_497: i32 = 0i;
    for (;;) {
        var t_498: bool = t_496 < 3i;
        var t_499: i32 = select(2i, 0i, t_498);
        var t_500: i32;
        var t_501: f32;
        var t_502: i32;
        var t_503: f32;
        var t_504: i32;
        if (t_499 == 0i) {
            var t_505: bool = t_496 == 1i;
            var t_506: i32 = select(0i, 1i, t_505);
            var t_507: bool = t_506 == 0i;
            var t_508: i32 = select(t_506, 1i, t_507);
            var t_509: f32 = select(select(0.0f, p_14, t_505), select(t_495, 0.0f, t_505) * p_14, t_507);
            var t_510: i32 = select(select(0i, t_496 + 1i, t_505), select(t_496, 0i, t_505) + 1i, t_507);
            var t_511: f32 = 0.0f;
            var t_512: i32 = 0i;
            t_500 = t_508;
            t_501 = t_509;
            t_502 = t_510;
            t_503 = t_511;
            t_504 = t_512;
        } else {
            var t_513: i32 = t_499;
            var t_514: f32 = 0.0f;
            var t_515: i32 = 0i;
            var t_516: f32 = select(t_495, 0.0f, t_498);
            var t_517: i32 = select(t_496, 0i, t_498);
            t_500 = t_513;
            t_501 = t_514;
            t_502 = t_515;
            t_503 = t_516;
            t_504 = t_517;
        }
        var t_518: i32 = t_497 + 1i;
        if (t_500 == 2i) {
            t_494 = t_518;
            break;
        }
        var t_519: f32 = t_501;
        var t_520: i32 = t_502;
        var t_521: i32 = t_518;
        t_495 = t_519;
        t_496 = t_520;
        t_497 = t_521;
        continue;
    }
    var t_522: i32 = t_494 - 1i;
    var t_523: f32;
    var t_524: f32;
    var t_525: i32 = t_522;
    var t_526: f32 = 0.0f;
    var t_527: f32 = 0.0f;
    for (;;) {
        if (t_525 < 0i) {
            var t_528: f32 = t_526;
            var t_529: f32 = t_527;
            t_523 = t_528;
            t_524 = t_529;
            break;
        }
        var t_530: f32;
        var t_531: i32;
        var t_532: f32 = p_14;
        var t_533: i32 = 0i;
        var t_534: i32 = 0i;
        for (;;) {
            if (t_534 == t_525) {
                var t_535: f32 = t_532;
                var t_536: i32 = t_533;
                t_530 = t_535;
                t_531 = t_536;
                break;
            }
            var t_537: bool = t_533 < 3i;
            var t_538: i32 = select(2i, 0i, t_537);
            var t_539: i32;
            var t_540: f32;
            var t_541: i32;
            var t_542: f32;
            var t_543: i32;
            if (t_538 == 0i) {
                var t_544: bool = t_533 == 1i;
                var t_545: i32 = select(0i, 1i, t_544);
                var t_546: bool = t_545 == 0i;
                var t_547: i32 = select(t_545, 1i, t_546);
                var t_548: f32 = select(select(0.0f, p_14, t_544), select(t_532, 0.0f, t_544) * p_14, t_546);
                var t_549: i32 = select(select(0i, t_533 + 1i, t_544), select(t_533, 0i, t_544) + 1i, t_546);
                var t_550: f32 = 0.0f;
                var t_551: i32 = 0i;
                t_539 = t_547;
                t_540 = t_548;
                t_541 = t_549;
                t_542 = t_550;
                t_543 = t_551;
            } else {
                var t_552: i32 = t_538;
                var t_553: f32 = 0.0f;
                var t_554: i32 = 0i;
                var t_555: f32 = select(t_532, 0.0f, t_537);
                var t_556: i32 = select(t_533, 0i, t_537);
                t_539 = t_552;
                t_540 = t_553;
                t_541 = t_554;
                t_542 = t_555;
                t_543 = t_556;
            }
            if (t_539 == 2i) {
                var t_557: f32 = t_532;
                var t_558: i32 = t_533;
                t_530 = t_557;
                t_531 = t_558;
                break;
            }
            var t_559: f32 = t_540;
            var t_560: i32 = t_541;
            var t_561: i32 = t_534 + 1i;
            t_532 = t_559;
            t_533 = t_560;
            t_534 = t_561;
            continue;
        }
        var t_562: bool = t_531 < 3i;
        var t_563: f32;
        var t_564: f32;
        var t_565: f32;
        var t_566: f32;
        if (select(2i, 0i, t_562) == 0i) {
            var t_567: bool = t_531 == 1i;
            var t_568: bool = select(0i, 1i, t_567) == 0i;
            var t_569: f32 = select(0.0f, select(t_530, 0.0f, t_567) * t_526, t_568) + select(0.0f, select(t_526, 0.0f, t_568), t_567);
            var t_570: f32 = select(select(0.0f, p_14 * t_526, t_568), 0.0f, t_567);
            var t_571: f32 = 0.0f;
            var t_572: f32 = 0.0f;
            t_563 = t_569;
            t_564 = t_570;
            t_565 = t_571;
            t_566 = t_572;
        } else {
            var t_573: f32 = 0.0f;
            var t_574: f32 = 0.0f;
            var t_575: f32 = t_526;
            var t_576: f32 = select(0.0f, p_15, t_525 == t_522);
            t_563 = t_573;
            t_564 = t_574;
            t_565 = t_575;
            t_566 = t_576;
        }
        var t_577: i32 = t_525 - 1i;
        var t_578: f32 = t_564 + select(t_566, 0.0f, t_562);
        var t_579: f32 = t_527 + t_563;
        t_525 = t_577;
        t_526 = t_578;
        t_527 = t_579;
        continue;
    }
    return reset_bwd_Grads(t_523 + t_524);
}
fn grad1(p_16: i32, x_7: f32) -> f32 {
    var p_17: f32;
    var p_18: f32;
    switch (p_16) {
    case 0i: {
        var t_580: cube3_bwd_Grads = cube3_bwd(x_7, 1.0f);
        var t_581: f32 = x_7;
        var t_582: f32 = t_580.f0;
        p_17 = t_581;
        p_18 = t_582;
        break;
    }
    case 1i: {
        var t_583: capped_bwd_Grads = capped_bwd(x_7, 1.0f);
        var t_584: f32 = x_7;
        var t_585: f32 = t_583.f0;
        p_17 = t_584;
        p_18 = t_585;
        break;
    }
    case 2i: {
        var t_586: halve_bwd_Grads = halve_bwd(x_7, 2i, 1.0f);
        var t_587: f32 = x_7;
        var t_588: f32 = t_586.f0;
        p_17 = t_587;
        p_18 = t_588;
        break;
    }
    case 3i: {
        var t_589: grid_bwd_Grads = grid_bwd(x_7, 1.0f);
        var t_590: f32 = x_7;
        var t_591: f32 = t_589.f0;
        p_17 = t_590;
        p_18 = t_591;
        break;
    }
    case 4i: {
        var t_592: branchy_bwd_Grads = branchy_bwd(x_7, 1.0f);
        var t_593: f32 = x_7;
        var t_594: f32 = t_592.f0;
        p_17 = t_593;
        p_18 = t_594;
        break;
    }
    case 8i: {
        var t_595: reset_bwd_Grads = reset_bwd(x_7, 1.0f);
        var t_596: f32 = x_7;
        var t_597: f32 = t_595.f0;
        p_17 = t_596;
        p_18 = t_597;
        break;
    }
    default: {
        var t_598: picked_bwd_Grads = picked_bwd(x_7, p_16 - 5i, 1.0f);
        var t_599: f32 = x_7;
        var t_600: f32 = t_598.f0;
        p_17 = t_599;
        p_18 = t_600;
        break;
    }
    }
    return p_18;
}
fn computeMain_1() {
    var t_601: f32 = grad1(0i, 1.5f);
    outputBuffer.data[0u] = t_601;
    var t_602: f32 = grad1(1i, 2.0f);
    outputBuffer.data[1u] = t_602;
    var t_603: f32 = grad1(1i, 1.1f);
    outputBuffer.data[2u] = t_603;
    var t_604: f32 = grad1(2i, 1.0f);
    outputBuffer.data[3u] = t_604;
    var t_605: f32 = grad1(3i, 0.7f);
    outputBuffer.data[4u] = t_605;
    var t_606: f32 = grad1(4i, 2.0f);
    outputBuffer.data[5u] = t_606;
    var t_607: f32 = grad1(4i, -2.0f);
    outputBuffer.data[6u] = t_607;
    var t_608: f32 = grad1(4i, 0.5f);
    outputBuffer.data[7u] = t_608;
    var t_609: f32 = grad1(5i, 1.5f);
    outputBuffer.data[8u] = t_609;
    var t_610: f32 = grad1(6i, 1.5f);
    outputBuffer.data[9u] = t_610;
    var t_611: f32 = grad1(7i, 1.5f);
    outputBuffer.data[10u] = t_611;
    var t_612: f32 = grad1(8i, 1.5f);
    outputBuffer.data[11u] = t_612;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
