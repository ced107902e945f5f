struct RWStructuredBuffer {
    data: array<f32>,
}
struct reversedIndex_bwd_Grads {
    f0: array<f32, 5>,
}
struct recurrence_bwd_Grads {
    f0: f32,
}
struct recurrence_fwd_Result {
    p: f32,
    d: f32,
}
struct matStuff_bwd_Grads {
    f0: mat2x2<f32>,
    f1: vec2<f32>,
}
struct higher_fwd_bwd_Grads {
    f0: f32,
    f1: f32,
}
struct higher_fwd_Result {
    p: f32,
    d: f32,
}
struct higher_fwd_fwd_Result {
    p: higher_fwd_Result,
    d: higher_fwd_Result,
}
struct usesFwd_bwd_Grads {
    f0: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn reversedIndex_bwd(p: array<f32, 5>, p_1: f32) -> reversedIndex_bwd_Grads {
    var s: f32;
    var i: i32;
    var s_1: f32 = 0.0f;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 5i) {
        } else {
            var t: f32 = s_1;
            var t_1: i32 = i_1;
            s = t;
            i = t_1;
            break;
        }
        var t_2: i32 = i_1 + 1i;
        var t_3: i32 = i_1 + 2i;
        var t_4: f32 = s_1 + (p[4i - i_1] * f32(t_2) + p[i_1] * p[t_3 - select(t_3 / 5i, -1i, 5i == 0i) * 5i]);
        var t_5: i32 = t_2;
        s_1 = t_4;
        i_1 = t_5;
        continue;
    }
    var t_6: i32;
    var t_7: f32 = 0.0f;
    var t_8: i32 = 0i;
    var t_9: i32 = 0i;
    for (;;) {
        var t_10: bool = t_8 < 5i;
        var t_11: i32 = select(2i, 0i, t_10);
        var t_12: i32;
        var t_13: f32;
        var t_14: i32;
        var t_15: f32;
        var t_16: i32;
        if (t_11 == 0i) {
            var t_17: i32 = t_8 + 1i;
            var t_18: i32 = t_8 + 2i;
            var t_19: i32 = 1i;
            var t_20: f32 = t_7 + (p[4i - t_8] * f32(t_17) + p[t_8] * p[t_18 - select(t_18 / 5i, -1i, 5i == 0i) * 5i]);
            var t_21: i32 = t_17;
            var t_22: f32 = 0.0f;
            var t_23: i32 = 0i;
            t_12 = t_19;
            t_13 = t_20;
            t_14 = t_21;
            t_15 = t_22;
            t_16 = t_23;
        } else {
            var t_24: i32 = t_11;
            var t_25: f32 = 0.0f;
            var t_26: i32 = 0i;
            var t_27: f32 = select(t_7, 0.0f, t_10);
            var t_28: i32 = select(t_8, 0i, t_10);
            t_12 = t_24;
            t_13 = t_25;
            t_14 = t_26;
            t_15 = t_27;
            t_16 = t_28;
        }
        var t_29: i32 = t_9 + 1i;
        if (t_12 == 2i) {
            t_6 = t_29;
            break;
        }
        var t_30: f32 = t_13;
        var t_31: i32 = t_14;
        var t_32: i32 = t_29;
        t_7 = t_30;
        t_8 = t_31;
        t_9 = t_32;
        continue;
    }
    var t_33: i32 = t_6 - 1i;
    var t_34: f32;
    var t_35: array<f32, 5>;
    var t_36: i32 = t_33;
    var t_37: f32 = 0.0f;
    var t_38: array<f32, 5> = array<f32, 5>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
    for (;;) {
        if (t_36 < 0i) {
            var t_39: f32 = t_37;
            var t_40: array<f32, 5> = t_38;
            t_34 = t_39;
            t_35 = t_40;
            break;
        }
        var t_41: f32;
        var t_42: i32;
        var t_43: f32 = 0.0f;
        var t_44: i32 = 0i;
        var t_45: i32 = 0i;
        for (;;) {
            if (t_45 == t_36) {
                var t_46: f32 = t_43;
                var t_47: i32 = t_44;
                t_41 = t_46;
                t_42 = t_47;
                break;
            }
            var t_48: bool = t_44 < 5i;
            var t_49: i32 = select(2i, 0i, t_48);
            var t_50: i32;
            var t_51: f32;
            var t_52: i32;
            var t_53: f32;
            var t_54: i32;
            if (t_49 == 0i) {
                var t_55: i32 = t_44 + 1i;
                var t_56: i32 = t_44 + 2i;
                var t_57: i32 = 1i;
                var t_58: f32 = t_43 + (p[4i - t_44] * f32(t_55) + p[t_44] * p[t_56 - select(t_56 / 5i, -1i, 5i == 0i) * 5i]);
                var t_59: i32 = t_55;
                var t_60: f32 = 0.0f;
                var t_61: i32 = 0i;
                t_50 = t_57;
                t_51 = t_58;
                t_52 = t_59;
                t_53 = t_60;
                t_54 = t_61;
            } else {
                var t_62: i32 = t_49;
                var t_63: f32 = 0.0f;
                var t_64: i32 = 0i;
                var t_65: f32 = select(t_43, 0.0f, t_48);
                var t_66: i32 = select(t_44, 0i, t_48);
                t_50 = t_62;
                t_51 = t_63;
                t_52 = t_64;
                t_53 = t_65;
                t_54 = t_66;
            }
            if (t_50 == 2i) {
                var t_67: f32 = t_43;
                var t_68: i32 = t_44;
                t_41 = t_67;
                t_42 = t_68;
                break;
            }
            var t_69: f32 = t_51;
            var t_70: i32 = t_52;
            var t_71: i32 = t_45 + 1i;
            t_43 = t_69;
            t_44 = t_70;
            t_45 = t_71;
            continue;
        }
        var t_72: bool = t_42 < 5i;
        var t_73: array<f32, 5>;
        var t_74: f32;
        var t_75: f32;
        var t_76: f32;
        if (select(2i, 0i, t_72) == 0i) {
            var t_77: i32 = 4i - t_42;
            var t_78: i32 = t_42 + 2i;
            var t_79: i32 = t_78 - select(t_78 / 5i, -1i, 5i == 0i) * 5i;
            var t_80: f32 = p[t_79] * t_37;
            var t_81: f32 = p[t_42] * t_37;
            var t_82: f32 = f32(t_42 + 1i) * t_37;
            var t_83: array<f32, 5> = array<f32, 5>(select(0.0f, t_81, t_79 == 0i) + select(0.0f, t_80, t_42 == 0i) + select(0.0f, t_82, t_77 == 0i), select(0.0f, t_81, t_79 == 1i) + select(0.0f, t_80, t_42 == 1i) + select(0.0f, t_82, t_77 == 1i), select(0.0f, t_81, t_79 == 2i) + select(0.0f, t_80, t_42 == 2i) + select(0.0f, t_82, t_77 == 2i), select(0.0f, t_81, t_79 == 3i) + select(0.0f, t_80, t_42 == 3i) + select(0.0f, t_82, t_77 == 3i), select(0.0f, t_81, t_79 == 4i) + select(0.0f, t_80, t_42 == 4i) + select(0.0f, t_82, t_77 == 4i));
            var t_84: f32 = t_37;
            var t_85: f32 = 0.0f;
            var t_86: f32 = 0.0f;
            t_73 = t_83;
            t_74 = t_84;
            t_75 = t_85;
            t_76 = t_86;
        } else {
            var t_87: array<f32, 5> = array<f32, 5>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
            var t_88: f32 = 0.0f;
            var t_89: f32 = t_37;
            var t_90: f32 = select(0.0f, p_1, t_36 == t_33);
            t_73 = t_87;
            t_74 = t_88;
            t_75 = t_89;
            t_76 = t_90;
        }
        var t_91: i32 = t_36 - 1i;
        var t_92: f32 = t_74 + select(t_76, 0.0f, t_72);
        var t_93: array<f32, 5> = array<f32, 5>(t_38[0] + t_73[0], t_38[1] + t_73[1], t_38[2] + t_73[2], t_38[3] + t_73[3], t_38[4] + t_73[4]);
        t_36 = t_91;
        t_37 = t_92;
        t_38 = t_93;
        continue;
    }
    return reversedIndex_bwd_Grads(t_35);
}
fn recurrence_bwd(p_2: f32, p_3: f32) -> recurrence_bwd_Grads {
    var t_94: array<f32, 6> = array<f32, 6>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
    t_94[0] = p_2;
    var a: array<f32, 6>;
    var i_2: i32;
    var a_1: array<f32, 6> = t_94;
    var i_3: i32 = 1i;
    for (;;) {
        if (i_3 < 6i) {
        } else {
            var t_95: array<f32, 6> = a_1;
            var t_96: i32 = i_3;
            a = t_95;
            i_2 = t_96;
            break;
        }
        var t_97: f32 = a_1[i_3 - 1i];
        var t_98: f32 = t_97 * 0.5f + sin(t_97) * p_2;
        var t_99: array<f32, 6> = a_1;
        t_99[0] = select(a_1[0], t_98, i_3 == 0i);
        var t_100: array<f32, 6> = t_99;
        t_100[1] = select(a_1[1], t_98, i_3 == 1i);
        var t_101: array<f32, 6> = t_100;
        t_101[2] = select(a_1[2], t_98, i_3 == 2i);
        var t_102: array<f32, 6> = t_101;
        t_102[3] = select(a_1[3], t_98, i_3 == 3i);
        var t_103: array<f32, 6> = t_102;
        t_103[4] = select(a_1[4], t_98, i_3 == 4i);
        var t_104: array<f32, 6> = t_103;
        t_104[5] = select(a_1[5], t_98, i_3 == 5i);
        var t_105: array<f32, 6> = t_104;
        var t_106: i32 = i_3 + 1i;
        a_1 = t_105;
        i_3 = t_106;
        continue;
    }
    var t_107: i32;
    var t_108: array<f32, 6> = t_94;
    var t_109: i32 = 1i;
    var t_110: i32 = 0i;
    for (;;) {
        var t_111: i32;
        var t_112: array<f32, 6>;
        var t_113: i32;
        var t_114: array<f32, 6>;
        var t_115: i32;
        if (t_109 < 6i) {
            var t_116: i32 = 0i;
            var t_117: array<f32, 6> = array<f32, 6>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
            var t_118: i32 = 0i;
            var t_119: array<f32, 6> = array<f32, 6>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
            var t_120: i32 = 0i;
            t_111 = t_116;
            t_112 = t_117;
            t_113 = t_118;
            t_114 = t_119;
            t_115 = t_120;
        } else {
            var t_121: i32 = 2i;
            var t_122: array<f32, 6> = array<f32, 6>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
            var t_123: i32 = 0i;
            var t_124: array<f32, 6> = t_108;
            var t_125: i32 = t_109;
            t_111 = t_121;
            t_112 = t_122;
            t_113 = t_123;
            t_114 = t_124;
            t_115 = t_125;
        }
        var t_126: i32;
        var t_127: array<f32, 6>;
        var t_128: i32;
        var t_129: array<f32, 6>;
        var t_130: i32;
        if (t_111 == 0i) {
            var t_131: f32 = t_108[t_109 - 1i];
            var t_132: f32 = t_131 * 0.5f + sin(t_131) * p_2;
            var t_133: array<f32, 6> = t_108;
            t_133[0] = select(t_108[0], t_132, t_109 == 0i);
            var t_134: array<f32, 6> = t_133;
            t_134[1] = select(t_108[1], t_132, t_109 == 1i);
            var t_135: array<f32, 6> = t_134;
            t_135[2] = select(t_108[2], t_132, t_109 == 2i);
            var t_136: array<f32, 6> = t_135;
            t_136[3] = select(t_108[3], t_132, t_109 == 3i);
            var t_137: array<f32, 6> = t_136;
            t_137[4] = select(t_108[4], t_132, t_109 == 4i);
            var t_138: array<f32, 6> = t_137;
            t_138[5] = select(t_108[5], t_132, t_109 == 5i);
            var t_139: i32 = 1i;
            var t_140: array<f32, 6> = t_138;
            var t_141: i32 = t_109 + 1i;
            var t_142: array<f32, 6> = array<f32, 6>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
            var t_143: i32 = 0i;
            t_126 = t_139;
            t_127 = t_140;
            t_128 = t_141;
            t_129 = t_142;
            t_130 = t_143;
        } else {
            var t_144: i32 = t_111;
            var t_145: array<f32, 6> = t_112;
            var t_146: i32 = t_113;
            var t_147: array<f32, 6> = t_114;
            var t_148: i32 = t_115;
            t_126 = t_144;
            t_127 = t_145;
            t_128 = t_146;
            t_129 = t_147;
            t_130 = t_148;
        }
        var t_149: i32 = t_110 + 1i;
        if (t_126 == 2i) {
            t_107 = t_149;
            break;
        }
        var t_150: array<f32, 6> = t_127;
        var t_151: i32 = t_128;
        var t_152: i32 = t_149;
        t_108 = t_150;
        t_109 = t_151;
        t_110 = t_152;
        continue;
    }
    var t_153: i32 = t_107 - 1i;
    var t_154: array<f32, 6>;
    var t_155: f32;
    var t_156: i32 = t_153;
    var t_157: array<f32, 6> = array<f32, 6>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
    var t_158: f32 = 0.0f;
    for (;;) {
        if (t_156 < 0i) {
            var t_159: array<f32, 6> = t_157;
            var t_160: f32 = t_158;
            t_154 = t_159;
            t_155 = t_160;
            break;
        }
        var t_161: array<f32, 6>;
        var t_162: i32;
        var t_163: array<f32, 6> = t_94;
        var t_164: i32 = 1i;
        var t_165: i32 = 0i;
        for (;;) {
            if (t_165 == t_156) {
                var t_166: array<f32, 6> = t_163;
                var t_167: i32 = t_164;
                t_161 = t_166;
                t_162 = t_167;
                break;
            }
            var t_168: i32;
            var t_169: array<f32, 6>;
            var t_170: i32;
            var t_171: array<f32, 6>;
            var t_172: i32;
            if (t_164 < 6i) {
                var t_173: i32 = 0i;
                var t_174: array<f32, 6> = array<f32, 6>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
                var t_175: i32 = 0i;
                var t_176: array<f32, 6> = array<f32, 6>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
                var t_177: i32 = 0i;
                t_168 = t_173;
                t_169 = t_174;
                t_170 = t_175;
                t_171 = t_176;
                t_172 = t_177;
            } else {
                var t_178: i32 = 2i;
                var t_179: array<f32, 6> = array<f32, 6>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
                var t_180: i32 = 0i;
                var t_181: array<f32, 6> = t_163;
                var t_182: i32 = t_164;
                t_168 = t_178;
                t_169 = t_179;
                t_170 = t_180;
                t_171 = t_181;
                t_172 = t_182;
            }
            var t_183: i32;
            var t_184: array<f32, 6>;
            var t_185: i32;
            var t_186: array<f32, 6>;
            var t_187: i32;
            if (t_168 == 0i) {
                var t_188: f32 = t_163[t_164 - 1i];
                var t_189: f32 = t_188 * 0.5f + sin(t_188) * p_2;
                var t_190: array<f32, 6> = t_163;
                t_190[0] = select(t_163[0], t_189, t_164 == 0i);
                var t_191: array<f32, 6> = t_190;
                t_191[1] = select(t_163[1], t_189, t_164 == 1i);
                var t_192: array<f32, 6> = t_191;
                t_192[2] = select(t_163[2], t_189, t_164 == 2i);
                var t_193: array<f32, 6> = t_192;
                t_193[3] = select(t_163[3], t_189, t_164 == 3i);
                var t_194: array<f32, 6> = t_193;
                t_194[4] = select(t_163[4], t_189, t_164 == 4i);
                var t_195: array<f32, 6> = t_194;
                t_195[5] = select(t_163[5], t_189, t_164 == 5i);
                var t_196: i32 = 1i;
                var t_197: array<f32, 6> = t_195;
                var t_198: i32 = t_164 + 1i;
                var t_199: array<f32, 6> = array<f32, 6>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
                var t_200: i32 = 0i;
                t_183 = t_196;
                t_184 = t_197;
                t_185 = t_198;
                t_186 = t_199;
                t_187 = t_200;
            } else {
                var t_201: i32 = t_168;
                var t_202: array<f32, 6> = t_169;
                var t_203: i32 = t_170;
                var t_204: array<f32, 6> = t_171;
                var t_205: i32 = t_172;
                t_183 = t_201;
                t_184 = t_202;
                t_185 = t_203;
                t_186 = t_204;
                t_187 = t_205;
            }
            if (t_183 == 2i) {
                var t_206: array<f32, 6> = t_163;
                var t_207: i32 = t_164;
                t_161 = t_206;
                t_162 = t_207;
                break;
            }
            var t_208: array<f32, 6> = t_184;
            var t_209: i32 = t_185;
            var t_210: i32 = t_165 + 1i;
            t_163 = t_208;
            t_164 = t_209;
            t_165 = t_210;
            continue;
        }
        var t_211: bool = t_162 < 6i;
        var t_212: i32;
        var t_213: array<f32, 6>;
        var t_214: i32;
        var t_215: array<f32, 6>;
        var t_216: i32;
        if (t_211) {
            var t_217: i32 = 0i;
            var t_218: array<f32, 6> = array<f32, 6>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
            var t_219: i32 = 0i;
            var t_220: array<f32, 6> = array<f32, 6>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
            var t_221: i32 = 0i;
            t_212 = t_217;
            t_213 = t_218;
            t_214 = t_219;
            t_215 = t_220;
            t_216 = t_221;
        } else {
            var t_222: i32 = 2i;
            var t_223: array<f32, 6> = array<f32, 6>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
            var t_224: i32 = 0i;
            var t_225: array<f32, 6> = t_161;
            var t_226: i32 = t_162;
            t_212 = t_222;
            t_213 = t_223;
            t_214 = t_224;
            t_215 = t_225;
            t_216 = t_226;
        }
        var t_227: f32 = select(0.0f, p_3 + 0.0f, t_156 == t_153);
        var t_228: array<f32, 6>;
        var t_229: f32;
        var t_230: array<f32, 6>;
        var t_231: array<f32, 6>;
        if (t_212 == 0i) {
            var t_232: i32 = t_162 - 1i;
            var t_233: f32 = t_161[t_232];
            var t_234: bool = t_162 == 0i;
            var t_235: bool = t_162 == 1i;
            var t_236: bool = t_162 == 2i;
            var t_237: bool = t_162 == 3i;
            var t_238: bool = t_162 == 4i;
            var t_239: bool = t_162 == 5i;
            var t_240: f32 = t_157[5];
            var t_241: f32 = t_157[4];
            var t_242: f32 = t_157[3];
            var t_243: f32 = t_157[2];
            var t_244: f32 = t_157[1];
            var t_245: f32 = t_157[0];
            var t_246: f32 = select(0.0f, t_240, t_239) + select(0.0f, t_241, t_238) + select(0.0f, t_242, t_237) + select(0.0f, t_243, t_236) + select(0.0f, t_244, t_235) + select(0.0f, t_245, t_234);
            var t_247: f32 = cos(t_233) * (p_2 * t_246);
            var t_248: bool = t_232 == 0i;
            var t_249: bool = t_232 == 1i;
            var t_250: bool = t_232 == 2i;
            var t_251: bool = t_232 == 3i;
            var t_252: bool = t_232 == 4i;
            var t_253: bool = t_232 == 5i;
            var t_254: f32 = 0.5f * t_246;
            var t_255: array<f32, 6> = array<f32, 6>(0.0f + select(t_245, 0.0f, t_234) + select(0.0f, t_247, t_248) + select(0.0f, t_254, t_248), 0.0f + select(t_244, 0.0f, t_235) + 0.0f + 0.0f + select(0.0f, t_247, t_249) + select(0.0f, t_254, t_249), 0.0f + select(t_243, 0.0f, t_236) + 0.0f + 0.0f + 0.0f + select(0.0f, t_247, t_250) + select(0.0f, t_254, t_250), 0.0f + select(t_242, 0.0f, t_237) + 0.0f + 0.0f + 0.0f + 0.0f + select(0.0f, t_247, t_251) + select(0.0f, t_254, t_251), 0.0f + select(t_241, 0.0f, t_238) + 0.0f + 0.0f + 0.0f + 0.0f + 0.0f + select(0.0f, t_247, t_252) + select(0.0f, t_254, t_252), select(t_240, 0.0f, t_239) + 0.0f + 0.0f + 0.0f + 0.0f + 0.0f + 0.0f + select(0.0f, t_247, t_253) + select(0.0f, t_254, t_253));
            var t_256: f32 = sin(t_233) * t_246;
            var t_257: array<f32, 6> = array<f32, 6>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
            var t_258: array<f32, 6> = array<f32, 6>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
            t_228 = t_255;
            t_229 = t_256;
            t_230 = t_257;
            t_231 = t_258;
        } else {
            var t_259: array<f32, 6> = array<f32, 6>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
            var t_260: f32 = 0.0f;
            var t_261: array<f32, 6> = t_157;
            var t_262: array<f32, 6> = array<f32, 6>(0.0f, 0.0f, t_227, 0.0f, 0.0f, t_227);
            t_228 = t_259;
            t_229 = t_260;
            t_230 = t_261;
            t_231 = t_262;
        }
        var t_263: array<f32, 6>;
        if (t_211) {
            t_263 = array<f32, 6>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
        } else {
            t_263 = t_231;
        }
        var t_264: i32 = t_156 - 1i;
        var t_265: array<f32, 6> = array<f32, 6>(t_228[0] + t_263[0], t_228[1] + t_263[1], t_228[2] + t_263[2], t_228[3] + t_263[3], t_228[4] + t_263[4], t_228[5] + t_263[5]);
        var t_266: f32 = t_158 + t_229;
        t_156 = t_264;
        t_157 = t_265;
        t_158 = t_266;
        continue;
    }
    return recurrence_bwd_Grads(t_155 + t_154[0]);
}
fn recurrence_fwd(p_4: f32, p_5: f32) -> recurrence_fwd_Result {
    var a_2: array<f32, 6> = array<f32, 6>();
    var t_267: array<f32, 6> = array<f32, 6>();
    t_267 = array<f32, 6>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
    a_2[0i] = p_4;
    t_267[0i] = p_5;
    var i_4: i32;
    var i_5: i32 = 1i;
    for (;;) {
        if (i_5 < 6i) {
        } else {
            i_4 = i_5;
            break;
        }
        var t_268: i32 = i_5 - 1i;
        var t_269: f32 = a_2[t_268];
        var t_270: f32 = t_267[t_268];
        var t_271: f32 = a_2[t_268];
        var t_272: f32 = t_267[t_268];
        var t_273: f32 = sin(t_271);
        a_2[i_5] = t_269 * 0.5f + t_273 * p_4;
        t_267[i_5] = 0.5f * t_270 + (p_4 * (cos(t_271) * t_272) + t_273 * p_5);
        i_5 = i_5 + 1i;
        continue;
    }
    var t_274: f32 = a_2[5i];
    var t_275: f32 = t_267[5i];
    var t_276: f32 = a_2[2i];
    var t_277: f32 = t_267[2i];
    return recurrence_fwd_Result(t_274 + t_276, t_275 + t_277);
}
fn matStuff_bwd(p_6: mat2x2<f32>, p_7: vec2<f32>, p_8: mat2x2<f32>) -> matStuff_bwd_Grads {
    var t_278: mat2x2<f32> = transpose(p_6);
    var t_279: mat2x2<f32> = t_278 * p_6;
    var t_280: vec2<f32> = p_7 * t_279;
    var t_281: vec2<f32> = vec2<f32>(determinant(p_6));
    var t_282: vec2<f32> = p_8[0];
    var t_283: f32 = p_8[1].x;
    var t_284: vec2<f32> = vec2<f32>(0.0f, 0.0f);
    t_284.x = t_280.y * t_283;
    var t_285: vec2<f32> = vec2<f32>(0.0f, 0.0f);
    t_285.y = t_280.x * t_283;
    var t_286: vec2<f32> = vec2<f32>(0.0f, 0.0f);
    t_286.y = t_282.y;
    var t_287: vec2<f32> = vec2<f32>(0.0f, 0.0f);
    t_287.x = t_282.x;
    var t_288: vec2<f32> = t_284 + t_285 + t_286 + t_287;
    var t_289: mat2x2<f32> = mat2x2<f32>(t_281, t_281);
    var t_290: mat2x2<f32> = mat2x2<f32>(t_279[0] * p_8[0], t_279[1] * p_8[1]);
    var t_291: vec2<f32> = t_290[0] + t_290[1];
    var t_292: vec2<f32> = p_6[0];
    var t_293: vec2<f32> = p_6[1];
    var t_294: vec2<f32> = vec2<f32>(t_291.x + t_291.y);
    var t_295: mat2x2<f32> = mat2x2<f32>(t_289[0] * p_8[0], t_289[1] * p_8[1]) + mat2x2<f32>(vec2<f32>(t_288.x) * p_7, vec2<f32>(t_288.y) * p_7);
    return matStuff_bwd_Grads(mat2x2<f32>(vec2<f32>(t_293.y, -t_293.x) * t_294, vec2<f32>(-t_292.y, t_292.x) * t_294) + p_6 * t_295 + transpose(t_295 * t_278), t_279 * t_288);
}
fn higher_fwd_bwd(p_9: f32, p_10: f32, p_11: higher_fwd_Result) -> higher_fwd_bwd_Grads {
    var t_296: f32 = p_9 * p_9;
    var t_297: f32 = p_9 * p_10;
    var t_298: f32 = sin(p_9);
    var t_299: f32 = cos(p_9);
    var t_300: f32 = p_11.p;
    var t_301: f32 = p_11.d;
    var t_302: f32 = t_296 * t_301;
    var t_303: f32 = t_298 * t_301;
    var t_304: f32 = p_10 * t_303;
    var t_305: f32 = p_9 * t_303;
    var t_306: f32 = p_9 * (t_299 * p_10 * t_301 + t_298 * t_300);
    return higher_fwd_bwd_Grads(-t_298 * (p_10 * t_302) + t_299 * ((t_297 + t_297) * t_301 + t_296 * t_300) + t_304 + t_304 + t_306 + t_306, t_299 * t_302 + t_305 + t_305);
}
fn higher_fwd_fwd(p_12: f32, p_13: f32, p_14: f32, p_15: f32) -> higher_fwd_fwd_Result {
    var t_307: f32 = p_12 * p_12;
    var t_308: f32 = p_12 * p_13;
    var t_309: f32 = t_308 + t_308;
    var t_310: f32 = p_12 * p_14;
    var t_311: f32 = p_14 * p_13 + p_12 * p_15;
    var t_312: f32 = t_310 + t_310;
    var t_313: f32 = sin(p_12);
    var t_314: f32 = cos(p_12);
    var t_315: f32 = t_314 * p_13;
    var t_316: f32 = t_314 * p_14;
    return higher_fwd_fwd_Result(higher_fwd_Result(t_307 * t_313, t_313 * t_312 + t_307 * t_316), higher_fwd_Result(t_313 * t_309 + t_307 * t_315, t_312 * t_315 + t_313 * (t_311 + t_311) + (t_316 * t_309 + t_307 * (p_14 * (-t_313 * p_13) + t_314 * p_15))));
}
fn usesFwd_bwd(p_16: f32, p_17: f32) -> usesFwd_bwd_Grads {
    var t_317: f32 = p_16 * 1.0f;
    var t_318: higher_fwd_bwd_Grads = higher_fwd_bwd(p_16, 1.0f, higher_fwd_Result(0.0f, p_16 * p_17 + 0.0f));
    return usesFwd_bwd_Grads((sin(p_16) * (t_317 + t_317) + p_16 * p_16 * (cos(p_16) * 1.0f)) * p_17 + (0.0f + t_318.f0));
}
fn computeMain_1() {
    outputBuffer.data[0u] = 0.0f;
    outputBuffer.data[1u] = 3.0f;
    outputBuffer.data[2u] = 0.5f;
    outputBuffer.data[3u] = 2.0f;
    var dv: array<f32, 5> = array<f32, 5>();
    dv = array<f32, 5>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
    var t_319: reversedIndex_bwd_Grads = reversedIndex_bwd(array<f32, 5>(0.1f, 0.2f, 0.3f, 0.4f, 0.5f), 1.0f);
    dv = t_319.f0;
    var i_6: i32;
    var i_7: i32 = 0i;
    for (;;) {
        if (i_7 < 5i) {
        } else {
            i_6 = i_7;
            break;
        }
        var t_320: f32 = dv[i_7];
        outputBuffer.data[u32(4i + i_7)] = t_320;
        i_7 = i_7 + 1i;
        continue;
    }
    var t_321: recurrence_bwd_Grads = recurrence_bwd(0.8f, 1.0f);
    outputBuffer.data[9u] = t_321.f0;
    var t_322: recurrence_fwd_Result = recurrence_fwd(0.8f, 1.0f);
    outputBuffer.data[10u] = t_322.d;
    var t_323: matStuff_bwd_Grads = matStuff_bwd(mat2x2<f32>(vec2<f32>(1.0f, 2.0f), vec2<f32>(-0.5f, 0.75f)), vec2<f32>(0.3f, -0.7f), mat2x2<f32>(vec2<f32>(1.0f, 0.5f), vec2<f32>(-1.0f, 2.0f)));
    var t_324: mat2x2<f32> = t_323.f0;
    var t_325: vec2<f32> = t_323.f1;
    var t_326: vec2<f32> = t_324[0];
    outputBuffer.data[11u] = t_326.x;
    outputBuffer.data[12u] = t_326.y;
    var t_327: vec2<f32> = t_324[1];
    outputBuffer.data[13u] = t_327.x;
    outputBuffer.data[14u] = t_327.y;
    outputBuffer.data[15u] = t_325.x;
    outputBuffer.data[16u] = t_325.y;
    var k: i32;
    var k_1: i32 = 0i;
    for (;;) {
        if (k_1 < 3i) {
        } else {
            k = k_1;
            break;
        }
        var r: f32;
        switch (k_1) {
        case 0i: {
            r = 1.6899998f;
            break;
        }
        case 1i: {
            r = 3.6692965f;
            break;
        }
        default: {
            r = 2.1969998f;
            break;
        }
        }
        var t_328: f32;
        switch (k_1) {
        case 0i: {
            t_328 = 3.3799996f;
            break;
        }
        case 1i: {
            t_328 = 4.7700853f;
            break;
        }
        default: {
            t_328 = 6.590999f;
            break;
        }
        }
        outputBuffer.data[u32(17i + k_1)] = r * 1.0f + t_328;
        k_1 = k_1 + 1i;
        continue;
    }
    outputBuffer.data[20u] = 3.2071068f;
    var t_329: usesFwd_bwd_Grads = usesFwd_bwd(0.9f, 1.0f);
    outputBuffer.data[21u] = t_329.f0;
    var t_330: higher_fwd_fwd_Result = higher_fwd_fwd(0.9f, 1.0f, 1.0f, 0.0f);
    outputBuffer.data[22u] = t_330.d.d;
    outputBuffer.data[23u] = t_330.p.d;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
