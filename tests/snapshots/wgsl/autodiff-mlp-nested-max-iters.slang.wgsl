struct RWStructuredBuffer {
    data: array<f32>,
}
struct Net {
    w1: array<f32, 12>,
    b1: array<f32, 4>,
    w2: array<f32, 8>,
    b2: array<f32, 2>,
}
struct lossLoops_bwd_Grads {
    f0: Net,
    f1: array<f32, 3>,
}
struct lossUnrolled_bwd_Grads {
    f0: Net,
    f1: array<f32, 3>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn lossLoops(p: Net, x: array<f32, 3>, p_1: i32, p_2: i32) -> f32 {
    var net: array<f32, 12> = array<f32, 12>();
    var net_1: array<f32, 4> = array<f32, 4>();
    var net_2: array<f32, 8> = array<f32, 8>();
    var net_3: array<f32, 2> = array<f32, 2>();
    net = p.w1;
    net_1 = p.b1;
    net_2 = p.w2;
    net_3 = p.b2;
    var x_1: array<f32, 3> = array<f32, 3>();
    x_1 = x;
    var h: array<f32, 4> = array<f32, 4>();
    var j: i32;
    var j_1: i32 = 0i;
    for (;;) {
        if (j_1 < p_2) {
        } else {
            j = j_1;
            break;
        }
        var t: f32 = net_1[j_1];
        var s: f32;
        var i: i32;
        var s_1: f32 = t;
        var i_1: i32 = 0i;
        for (;;) {
            if (i_1 < p_1) {
            } else {
                var t_1: f32 = s_1;
                var t_2: i32 = i_1;
                s = t_1;
                i = t_2;
                break;
            }
            var t_3: f32 = net[j_1 * 3i + i_1];
            var t_4: f32 = x_1[i_1];
            var t_5: f32 = s_1 + t_3 * t_4;
            var t_6: i32 = i_1 + 1i;
            s_1 = t_5;
            i_1 = t_6;
            continue;
        }
        h[j_1] = select(0.1f * s, s, s > 0.0f);
        j_1 = j_1 + 1i;
        continue;
    }
    var l: f32;
    var k: i32;
    var l_1: f32 = 0.0f;
    var k_1: i32 = 0i;
    for (;;) {
        if (k_1 < 2i) {
        } else {
            var t_7: f32 = l_1;
            var t_8: i32 = k_1;
            l = t_7;
            k = t_8;
            break;
        }
        var t_9: f32 = net_3[k_1];
        var o: f32;
        var j_2: i32;
        var o_1: f32 = t_9;
        var j_3: i32 = 0i;
        for (;;) {
            if (j_3 < p_2) {
            } else {
                var t_10: f32 = o_1;
                var t_11: i32 = j_3;
                o = t_10;
                j_2 = t_11;
                break;
            }
            var t_12: f32 = net_2[k_1 * 4i + j_3];
            var t_13: f32 = h[j_3];
            var t_14: f32 = o_1 + t_12 * tanh(t_13);
            var t_15: i32 = j_3 + 1i;
            o_1 = t_14;
            j_3 = t_15;
            continue;
        }
        var t_16: f32 = o - 0.5f * f32(k_1);
        var t_17: f32 = l_1 + t_16 * t_16;
        var t_18: i32 = k_1 + 1i;
        l_1 = t_17;
        k_1 = t_18;
        continue;
    }
    return l;
}
fn lossLoops_bwd(p_3: Net, p_4: array<f32, 3>, p_5: i32, p_6: i32, p_7: f32) -> lossLoops_bwd_Grads {
    var h_1: array<f32, 4>;
    var j_4: i32;
    var h_2: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
    var j_5: i32 = 0i;
    for (;;) {
        if (j_5 < p_6) {
        } else {
            var t_19: array<f32, 4> = h_2;
            var t_20: i32 = j_5;
            h_1 = t_19;
            j_4 = t_20;
            break;
        }
        var t_21: array<f32, 4> = p_3.b1;
        var s_2: f32;
        var i_2: i32;
        var s_3: f32 = t_21[j_5];
        var i_3: i32 = 0i;
        for (;;) {
            if (i_3 < p_5) {
            } else {
                var t_22: f32 = s_3;
                var t_23: i32 = i_3;
                s_2 = t_22;
                i_2 = t_23;
                break;
            }
            var t_24: array<f32, 12> = p_3.w1;
            var t_25: f32 = s_3 + t_24[j_5 * 3i + i_3] * p_4[i_3];
            var t_26: i32 = i_3 + 1i;
            s_3 = t_25;
            i_3 = t_26;
            continue;
        }
        var t_27: f32 = select(0.1f * s_2, s_2, s_2 > 0.0f);
        var t_28: array<f32, 4> = h_2;
        t_28[0] = select(h_2[0], t_27, j_5 == 0i);
        var t_29: array<f32, 4> = t_28;
        t_29[1] = select(h_2[1], t_27, j_5 == 1i);
        var t_30: array<f32, 4> = t_29;
        t_30[2] = select(h_2[2], t_27, j_5 == 2i);
        var t_31: array<f32, 4> = t_30;
        t_31[3] = select(h_2[3], t_27, j_5 == 3i);
        var t_32: array<f32, 4> = t_31;
        var t_33: i32 = j_5 + 1i;
        h_2 = t_32;
        j_5 = t_33;
        continue;
    }
    var l_2: f32;
    var k_2: i32;
    var l_3: f32 = 0.0f;
    var k_3: i32 = 0i;
    for (;;) {
        if (k_3 < 2i) {
        } else {
            var t_34: f32 = l_3;
            var t_35: i32 = k_3;
            l_2 = t_34;
            k_2 = t_35;
            break;
        }
        var t_36: array<f32, 2> = p_3.b2;
        var o_2: f32;
        var j_6: i32;
        var o_3: f32 = t_36[k_3];
        var j_7: i32 = 0i;
        for (;;) {
            if (j_7 < p_6) {
            } else {
                var t_37: f32 = o_3;
                var t_38: i32 = j_7;
                o_2 = t_37;
                j_6 = t_38;
                break;
            }
            var t_39: array<f32, 8> = p_3.w2;
            var t_40: f32 = o_3 + t_39[k_3 * 4i + j_7] * tanh(h_1[j_7]);
            var t_41: i32 = j_7 + 1i;
            o_3 = t_40;
            j_7 = t_41;
            continue;
        }
        var t_42: f32 = o_2 - 0.5f * f32(k_3);
        var t_43: f32 = l_3 + t_42 * t_42;
        var t_44: i32 = k_3 + 1i;
        l_3 = t_43;
        k_3 = t_44;
        continue;
    }
    var t_45: i32;
    var t_46: f32 = 0.0f;
    var t_47: i32 = 0i;
    var t_48: i32 = 0i;
    for (;;) {
        var t_49: bool = t_47 < 2i;
        var t_50: i32 = select(2i, 0i, t_49);
        var t_51: i32;
        var t_52: f32;
        var t_53: i32;
        var t_54: f32;
        var t_55: i32;
        if (t_50 == 0i) {
            var t_56: array<f32, 2> = p_3.b2;
            var o_4: f32;
            var j_8: i32;
            var o_5: f32 = t_56[t_47];
            var j_9: i32 = 0i;
            for (;;) {
                if (j_9 < p_6) {
                } else {
                    var t_57: f32 = o_5;
                    var t_58: i32 = j_9;
                    o_4 = t_57;
                    j_8 = t_58;
                    break;
                }
                var t_59: array<f32, 8> = p_3.w2;
                var t_60: f32 = o_5 + t_59[t_47 * 4i + j_9] * tanh(h_1[j_9]);
                var t_61: i32 = j_9 + 1i;
                o_5 = t_60;
                j_9 = t_61;
                continue;
            }
            var t_62: f32 = o_4 - 0.5f * f32(t_47);
            var t_63: i32 = 1i;
            var t_64: f32 = t_46 + t_62 * t_62;
            var t_65: i32 = t_47 + 1i;
            var t_66: f32 = 0.0f;
            var t_67: i32 = 0i;
            t_51 = t_63;
            t_52 = t_64;
            t_53 = t_65;
            t_54 = t_66;
            t_55 = t_67;
        } else {
            var t_68: i32 = t_50;
            var t_69: f32 = 0.0f;
            var t_70: i32 = 0i;
            var t_71: f32 = select(t_46, 0.0f, t_49);
            var t_72: i32 = select(t_47, 0i, t_49);
            t_51 = t_68;
            t_52 = t_69;
            t_53 = t_70;
            t_54 = t_71;
            t_55 = t_72;
        }
        var t_73: i32 = t_48 + 1i;
        if (t_51 == 2i) {
            t_45 = t_73;
            break;
        }
        var t_74: f32 = t_52;
        var t_75: i32 = t_53;
        var t_76: i32 = t_73;
        t_46 = t_74;
        t_47 = t_75;
        t_48 = t_76;
        continue;
    }
    var t_77: i32 = t_45 - 1i;
    var t_78: f32;
    var t_79: Net;
    var t_80: array<f32, 4>;
    var t_81: i32 = t_77;
    var t_82: f32 = 0.0f;
    var t_83: Net = Net(array<f32, 12>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f), array<f32, 8>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 2>(0.0f, 0.0f));
    var t_84: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
    for (;;) {
        if (t_81 < 0i) {
            var t_85: f32 = t_82;
            var t_86: Net = t_83;
            var t_87: array<f32, 4> = t_84;
            t_78 = t_85;
            t_79 = t_86;
            t_80 = t_87;
            break;
        }
        var t_88: f32;
        var t_89: i32;
        var t_90: f32 = 0.0f;
        var t_91: i32 = 0i;
        var t_92: i32 = 0i;
        for (;;) {
            if (t_92 == t_81) {
                var t_93: f32 = t_90;
                var t_94: i32 = t_91;
                t_88 = t_93;
                t_89 = t_94;
                break;
            }
            var t_95: bool = t_91 < 2i;
            var t_96: i32 = select(2i, 0i, t_95);
            var t_97: i32;
            var t_98: f32;
            var t_99: i32;
            var t_100: f32;
            var t_101: i32;
            if (t_96 == 0i) {
                var t_102: array<f32, 2> = p_3.b2;
                var o_6: f32;
                var j_10: i32;
                var o_7: f32 = t_102[t_91];
                var j_11: i32 = 0i;
                for (;;) {
                    if (j_11 < p_6) {
                    } else {
                        var t_103: f32 = o_7;
                        var t_104: i32 = j_11;
                        o_6 = t_103;
                        j_10 = t_104;
                        break;
                    }
                    var t_105: array<f32, 8> = p_3.w2;
                    var t_106: f32 = o_7 + t_105[t_91 * 4i + j_11] * tanh(h_1[j_11]);
                    var t_107: i32 = j_11 + 1i;
                    o_7 = t_106;
                    j_11 = t_107;
                    continue;
                }
                var t_108: f32 = o_6 - 0.5f * f32(t_91);
                var t_109: i32 = 1i;
                var t_110: f32 = t_90 + t_108 * t_108;
                var t_111: i32 = t_91 + 1i;
                var t_112: f32 = 0.0f;
                var t_113: i32 = 0i;
                t_97 = t_109;
                t_98 = t_110;
                t_99 = t_111;
                t_100 = t_112;
                t_101 = t_113;
            } else {
                var t_114: i32 = t_96;
                var t_115: f32 = 0.0f;
                var t_116: i32 = 0i;
                var t_117: f32 = select(t_90, 0.0f, t_95);
                var t_118: i32 = select(t_91, 0i, t_95);
                t_97 = t_114;
                t_98 = t_115;
                t_99 = t_116;
                t_100 = t_117;
                t_101 = t_118;
            }
            if (t_97 == 2i) {
                var t_119: f32 = t_90;
                var t_120: i32 = t_91;
                t_88 = t_119;
                t_89 = t_120;
                break;
            }
            var t_121: f32 = t_98;
            var t_122: i32 = t_99;
            var t_123: i32 = t_92 + 1i;
            t_90 = t_121;
            t_91 = t_122;
            t_92 = t_123;
            continue;
        }
        var t_124: bool = t_89 < 2i;
        var t_125: i32 = select(2i, 0i, t_124);
        var t_126: bool = t_125 == 0i;
        var t_127: i32;
        var t_128: f32;
        var t_129: i32;
        var t_130: f32;
        var t_131: i32;
        if (t_126) {
            var t_132: array<f32, 2> = p_3.b2;
            var o_8: f32;
            var j_12: i32;
            var o_9: f32 = t_132[t_89];
            var j_13: i32 = 0i;
            for (;;) {
                if (j_13 < p_6) {
                } else {
                    var t_133: f32 = o_9;
                    var t_134: i32 = j_13;
                    o_8 = t_133;
                    j_12 = t_134;
                    break;
                }
                var t_135: array<f32, 8> = p_3.w2;
                var t_136: f32 = o_9 + t_135[t_89 * 4i + j_13] * tanh(h_1[j_13]);
                var t_137: i32 = j_13 + 1i;
                o_9 = t_136;
                j_13 = t_137;
                continue;
            }
            var t_138: f32 = o_8 - 0.5f * f32(t_89);
            var t_139: i32 = 1i;
            var t_140: f32 = t_88 + t_138 * t_138;
            var t_141: i32 = t_89 + 1i;
            var t_142: f32 = 0.0f;
            var t_143: i32 = 0i;
            t_127 = t_139;
            t_128 = t_140;
            t_129 = t_141;
            t_130 = t_142;
            t_131 = t_143;
        } else {
            var t_144: i32 = t_125;
            var t_145: f32 = 0.0f;
            var t_146: i32 = 0i;
            var t_147: f32 = select(t_88, 0.0f, t_124);
            var t_148: i32 = select(t_89, 0i, t_124);
            t_127 = t_144;
            t_128 = t_145;
            t_129 = t_146;
            t_130 = t_147;
            t_131 = t_148;
        }
        var t_149: Net;
        var t_150: array<f32, 4>;
        var t_151: f32;
        var t_152: f32;
        var t_153: f32;
        if (t_126) {
            var t_154: array<f32, 2> = p_3.b2;
            var t_155: f32 = t_154[t_89];
            var o_10: f32;
            var j_14: i32;
            var o_11: f32 = t_155;
            var j_15: i32 = 0i;
            for (;;) {
                if (j_15 < p_6) {
                } else {
                    var t_156: f32 = o_11;
                    var t_157: i32 = j_15;
                    o_10 = t_156;
                    j_14 = t_157;
                    break;
                }
                var t_158: array<f32, 8> = p_3.w2;
                var t_159: f32 = o_11 + t_158[t_89 * 4i + j_15] * tanh(h_1[j_15]);
                var t_160: i32 = j_15 + 1i;
                o_11 = t_159;
                j_15 = t_160;
                continue;
            }
            var t_161: f32 = (o_10 - 0.5f * f32(t_89)) * t_82;
            var t_162: i32;
            var t_163: f32 = t_155;
            var t_164: i32 = 0i;
            var t_165: i32 = 0i;
            for (;;) {
                var t_166: bool = t_164 < p_6;
                var t_167: i32 = select(2i, 0i, t_166);
                var t_168: i32;
                var t_169: f32;
                var t_170: i32;
                var t_171: f32;
                var t_172: i32;
                if (t_167 == 0i) {
                    var t_173: array<f32, 8> = p_3.w2;
                    var t_174: i32 = 1i;
                    var t_175: f32 = t_163 + t_173[t_89 * 4i + t_164] * tanh(h_1[t_164]);
                    var t_176: i32 = t_164 + 1i;
                    var t_177: f32 = 0.0f;
                    var t_178: i32 = 0i;
                    t_168 = t_174;
                    t_169 = t_175;
                    t_170 = t_176;
                    t_171 = t_177;
                    t_172 = t_178;
                } else {
                    var t_179: i32 = t_167;
                    var t_180: f32 = 0.0f;
                    var t_181: i32 = 0i;
                    var t_182: f32 = select(t_163, 0.0f, t_166);
                    var t_183: i32 = select(t_164, 0i, t_166);
                    t_168 = t_179;
                    t_169 = t_180;
                    t_170 = t_181;
                    t_171 = t_182;
                    t_172 = t_183;
                }
                var t_184: i32 = t_165 + 1i;
                if (t_168 == 2i) {
                    t_162 = t_184;
                    break;
                }
                var t_185: f32 = t_169;
                var t_186: i32 = t_170;
                var t_187: i32 = t_184;
                t_163 = t_185;
                t_164 = t_186;
                t_165 = t_187;
                continue;
            }
            var t_188: i32 = t_162 - 1i;
            var t_189: f32;
            var t_190: Net;
            var t_191: array<f32, 4>;
            var t_192: i32 = t_188;
            var t_193: f32 = 0.0f;
            var t_194: Net = Net(array<f32, 12>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f), array<f32, 8>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 2>(0.0f, 0.0f));
            var t_195: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            for (;;) {
                if (t_192 < 0i) {
                    var t_196: f32 = t_193;
                    var t_197: Net = t_194;
                    var t_198: array<f32, 4> = t_195;
                    t_189 = t_196;
                    t_190 = t_197;
                    t_191 = t_198;
                    break;
                }
                var t_199: f32;
                var t_200: i32;
                var t_201: f32 = t_155;
                var t_202: i32 = 0i;
                var t_203: i32 = 0i;
                for (;;) {
                    if (t_203 == t_192) {
                        var t_204: f32 = t_201;
                        var t_205: i32 = t_202;
                        t_199 = t_204;
                        t_200 = t_205;
                        break;
                    }
                    var t_206: bool = t_202 < p_6;
                    var t_207: i32 = select(2i, 0i, t_206);
                    var t_208: i32;
                    var t_209: f32;
                    var t_210: i32;
                    var t_211: f32;
                    var t_212: i32;
                    if (t_207 == 0i) {
                        var t_213: array<f32, 8> = p_3.w2;
                        var t_214: i32 = 1i;
                        var t_215: f32 = t_201 + t_213[t_89 * 4i + t_202] * tanh(h_1[t_202]);
                        var t_216: i32 = t_202 + 1i;
                        var t_217: f32 = 0.0f;
                        var t_218: i32 = 0i;
                        t_208 = t_214;
                        t_209 = t_215;
                        t_210 = t_216;
                        t_211 = t_217;
                        t_212 = t_218;
                    } else {
                        var t_219: i32 = t_207;
                        var t_220: f32 = 0.0f;
                        var t_221: i32 = 0i;
                        var t_222: f32 = select(t_201, 0.0f, t_206);
                        var t_223: i32 = select(t_202, 0i, t_206);
                        t_208 = t_219;
                        t_209 = t_220;
                        t_210 = t_221;
                        t_211 = t_222;
                        t_212 = t_223;
                    }
                    if (t_208 == 2i) {
                        var t_224: f32 = t_201;
                        var t_225: i32 = t_202;
                        t_199 = t_224;
                        t_200 = t_225;
                        break;
                    }
                    var t_226: f32 = t_209;
                    var t_227: i32 = t_210;
                    var t_228: i32 = t_203 + 1i;
                    t_201 = t_226;
                    t_202 = t_227;
                    t_203 = t_228;
                    continue;
                }
                var t_229: bool = t_200 < p_6;
                var t_230: Net;
                var t_231: array<f32, 4>;
                var t_232: f32;
                var t_233: f32;
                var t_234: f32;
                if (select(2i, 0i, t_229) == 0i) {
                    var t_235: i32 = t_89 * 4i + t_200;
                    var t_236: array<f32, 8> = p_3.w2;
                    var t_237: f32 = tanh(h_1[t_200]);
                    var t_238: f32 = t_237 * t_193;
                    var t_239: f32 = (1.0f - t_237 * t_237) * (t_236[t_235] * t_193);
                    var t_240: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
                    t_240[0] = select(0.0f, t_239, t_200 == 0i);
                    var t_241: array<f32, 4> = t_240;
                    t_241[1] = select(0.0f, t_239, t_200 == 1i);
                    var t_242: array<f32, 4> = t_241;
                    t_242[2] = select(0.0f, t_239, t_200 == 2i);
                    var t_243: array<f32, 4> = t_242;
                    t_243[3] = select(0.0f, t_239, t_200 == 3i);
                    var t_244: array<f32, 8> = array<f32, 8>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
                    t_244[0] = select(0.0f, t_238, t_235 == 0i);
                    var t_245: array<f32, 8> = t_244;
                    t_245[1] = select(0.0f, t_238, t_235 == 1i);
                    var t_246: array<f32, 8> = t_245;
                    t_246[2] = select(0.0f, t_238, t_235 == 2i);
                    var t_247: array<f32, 8> = t_246;
                    t_247[3] = select(0.0f, t_238, t_235 == 3i);
                    var t_248: array<f32, 8> = t_247;
                    t_248[4] = select(0.0f, t_238, t_235 == 4i);
                    var t_249: array<f32, 8> = t_248;
                    t_249[5] = select(0.0f, t_238, t_235 == 5i);
                    var t_250: array<f32, 8> = t_249;
                    t_250[6] = select(0.0f, t_238, t_235 == 6i);
                    var t_251: array<f32, 8> = t_250;
                    t_251[7] = select(0.0f, t_238, t_235 == 7i);
                    var t_252: Net = Net(array<f32, 12>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f), array<f32, 8>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 2>(0.0f, 0.0f));
                    t_252.w2 = t_251;
                    var t_253: Net = t_252;
                    var t_254: array<f32, 4> = t_243;
                    var t_255: f32 = t_193;
                    var t_256: f32 = 0.0f;
                    var t_257: f32 = 0.0f;
                    t_230 = t_253;
                    t_231 = t_254;
                    t_232 = t_255;
                    t_233 = t_256;
                    t_234 = t_257;
                } else {
                    var t_258: Net = Net(array<f32, 12>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f), array<f32, 8>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 2>(0.0f, 0.0f));
                    var t_259: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
                    var t_260: f32 = 0.0f;
                    var t_261: f32 = t_193;
                    var t_262: f32 = select(0.0f, t_161 + t_161, t_192 == t_188);
                    t_230 = t_258;
                    t_231 = t_259;
                    t_232 = t_260;
                    t_233 = t_261;
                    t_234 = t_262;
                }
                var t_263: array<f32, 12> = t_194.w1;
                var t_264: array<f32, 12> = t_230.w1;
                var t_265: array<f32, 4> = t_194.b1;
                var t_266: array<f32, 4> = t_230.b1;
                var t_267: array<f32, 8> = t_194.w2;
                var t_268: array<f32, 8> = t_230.w2;
                var t_269: array<f32, 2> = t_194.b2;
                var t_270: array<f32, 2> = t_230.b2;
                var t_271: i32 = t_192 - 1i;
                var t_272: f32 = t_232 + select(t_234, 0.0f, t_229);
                var t_273: Net = Net(array<f32, 12>(t_263[0] + t_264[0], t_263[1] + t_264[1], t_263[2] + t_264[2], t_263[3] + t_264[3], t_263[4] + t_264[4], t_263[5] + t_264[5], t_263[6] + t_264[6], t_263[7] + t_264[7], t_263[8] + t_264[8], t_263[9] + t_264[9], t_263[10] + t_264[10], t_263[11] + t_264[11]), array<f32, 4>(t_265[0] + t_266[0], t_265[1] + t_266[1], t_265[2] + t_266[2], t_265[3] + t_266[3]), array<f32, 8>(t_267[0] + t_268[0], t_267[1] + t_268[1], t_267[2] + t_268[2], t_267[3] + t_268[3], t_267[4] + t_268[4], t_267[5] + t_268[5], t_267[6] + t_268[6], t_267[7] + t_268[7]), array<f32, 2>(t_269[0] + t_270[0], t_269[1] + t_270[1]));
                var t_274: array<f32, 4> = array<f32, 4>(t_195[0] + t_231[0], t_195[1] + t_231[1], t_195[2] + t_231[2], t_195[3] + t_231[3]);
                t_192 = t_271;
                t_193 = t_272;
                t_194 = t_273;
                t_195 = t_274;
                continue;
            }
            var t_275: array<f32, 12> = t_190.w1;
            var t_276: array<f32, 4> = t_190.b1;
            var t_277: array<f32, 8> = t_190.w2;
            var t_278: array<f32, 2> = t_190.b2;
            var t_279: Net = Net(array<f32, 12>(t_275[0] + 0.0f, t_275[1] + 0.0f, t_275[2] + 0.0f, t_275[3] + 0.0f, t_275[4] + 0.0f, t_275[5] + 0.0f, t_275[6] + 0.0f, t_275[7] + 0.0f, t_275[8] + 0.0f, t_275[9] + 0.0f, t_275[10] + 0.0f, t_275[11] + 0.0f), array<f32, 4>(t_276[0] + 0.0f, t_276[1] + 0.0f, t_276[2] + 0.0f, t_276[3] + 0.0f), array<f32, 8>(t_277[0] + 0.0f, t_277[1] + 0.0f, t_277[2] + 0.0f, t_277[3] + 0.0f, t_277[4] + 0.0f, t_277[5] + 0.0f, t_277[6] + 0.0f, t_277[7] + 0.0f), array<f32, 2>(t_278[0] + select(0.0f, t_189, t_89 == 0i), t_278[1] + select(0.0f, t_189, t_89 == 1i)));
            var t_280: array<f32, 4> = t_191;
            var t_281: f32 = t_82;
            var t_282: f32 = 0.0f;
            var t_283: f32 = 0.0f;
            t_149 = t_279;
            t_150 = t_280;
            t_151 = t_281;
            t_152 = t_282;
            t_153 = t_283;
        } else {
            var t_284: Net = Net(array<f32, 12>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f), array<f32, 8>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 2>(0.0f, 0.0f));
            var t_285: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_286: f32 = 0.0f;
            var t_287: f32 = t_82;
            var t_288: f32 = select(0.0f, p_7, t_81 == t_77);
            t_149 = t_284;
            t_150 = t_285;
            t_151 = t_286;
            t_152 = t_287;
            t_153 = t_288;
        }
        var t_289: array<f32, 2> = t_149.b2;
        var t_290: array<f32, 2> = t_83.b2;
        var t_291: array<f32, 8> = t_149.w2;
        var t_292: array<f32, 8> = t_83.w2;
        var t_293: array<f32, 4> = t_149.b1;
        var t_294: array<f32, 4> = t_83.b1;
        var t_295: array<f32, 12> = t_149.w1;
        var t_296: array<f32, 12> = t_83.w1;
        var t_297: i32 = t_81 - 1i;
        var t_298: f32 = t_151 + select(t_153, 0.0f, t_124);
        var t_299: Net = Net(array<f32, 12>(t_296[0] + t_295[0], t_296[1] + t_295[1], t_296[2] + t_295[2], t_296[3] + t_295[3], t_296[4] + t_295[4], t_296[5] + t_295[5], t_296[6] + t_295[6], t_296[7] + t_295[7], t_296[8] + t_295[8], t_296[9] + t_295[9], t_296[10] + t_295[10], t_296[11] + t_295[11]), array<f32, 4>(t_294[0] + t_293[0], t_294[1] + t_293[1], t_294[2] + t_293[2], t_294[3] + t_293[3]), array<f32, 8>(t_292[0] + t_291[0], t_292[1] + t_291[1], t_292[2] + t_291[2], t_292[3] + t_291[3], t_292[4] + t_291[4], t_292[5] + t_291[5], t_292[6] + t_291[6], t_292[7] + t_291[7]), array<f32, 2>(t_290[0] + t_289[0], t_290[1] + t_289[1]));
        var t_300: array<f32, 4> = array<f32, 4>(t_84[0] + t_150[0], t_84[1] + t_150[1], t_84[2] + t_150[2], t_84[3] + t_150[3]);
        t_81 = t_297;
        t_82 = t_298;
        t_83 = t_299;
        t_84 = t_300;
        continue;
    }
    var t_301: i32;
    var t_302: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
    var t_303: i32 = 0i;
    var t_304: i32 = 0i;
    for (;;) {
        var t_305: i32;
        var t_306: array<f32, 4>;
        var t_307: i32;
        var t_308: array<f32, 4>;
        var t_309: i32;
        if (t_303 < p_6) {
            var t_310: i32 = 0i;
            var t_311: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_312: i32 = 0i;
            var t_313: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_314: i32 = 0i;
            t_305 = t_310;
            t_306 = t_311;
            t_307 = t_312;
            t_308 = t_313;
            t_309 = t_314;
        } else {
            var t_315: i32 = 2i;
            var t_316: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_317: i32 = 0i;
            var t_318: array<f32, 4> = t_302;
            var t_319: i32 = t_303;
            t_305 = t_315;
            t_306 = t_316;
            t_307 = t_317;
            t_308 = t_318;
            t_309 = t_319;
        }
        var t_320: i32;
        var t_321: array<f32, 4>;
        var t_322: i32;
        var t_323: array<f32, 4>;
        var t_324: i32;
        if (t_305 == 0i) {
            var t_325: array<f32, 4> = p_3.b1;
            var s_4: f32;
            var i_4: i32;
            var s_5: f32 = t_325[t_303];
            var i_5: i32 = 0i;
            for (;;) {
                if (i_5 < p_5) {
                } else {
                    var t_326: f32 = s_5;
                    var t_327: i32 = i_5;
                    s_4 = t_326;
                    i_4 = t_327;
                    break;
                }
                var t_328: array<f32, 12> = p_3.w1;
                var t_329: f32 = s_5 + t_328[t_303 * 3i + i_5] * p_4[i_5];
                var t_330: i32 = i_5 + 1i;
                s_5 = t_329;
                i_5 = t_330;
                continue;
            }
            var t_331: f32 = select(0.1f * s_4, s_4, s_4 > 0.0f);
            var t_332: array<f32, 4> = t_302;
            t_332[0] = select(t_302[0], t_331, t_303 == 0i);
            var t_333: array<f32, 4> = t_332;
            t_333[1] = select(t_302[1], t_331, t_303 == 1i);
            var t_334: array<f32, 4> = t_333;
            t_334[2] = select(t_302[2], t_331, t_303 == 2i);
            var t_335: array<f32, 4> = t_334;
            t_335[3] = select(t_302[3], t_331, t_303 == 3i);
            var t_336: i32 = 1i;
            var t_337: array<f32, 4> = t_335;
            var t_338: i32 = t_303 + 1i;
            var t_339: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_340: i32 = 0i;
            t_320 = t_336;
            t_321 = t_337;
            t_322 = t_338;
            t_323 = t_339;
            t_324 = t_340;
        } else {
            var t_341: i32 = t_305;
            var t_342: array<f32, 4> = t_306;
            var t_343: i32 = t_307;
            var t_344: array<f32, 4> = t_308;
            var t_345: i32 = t_309;
            t_320 = t_341;
            t_321 = t_342;
            t_322 = t_343;
            t_323 = t_344;
            t_324 = t_345;
        }
        var t_346: i32 = t_304 + 1i;
        if (t_320 == 2i) {
            t_301 = t_346;
            break;
        }
        var t_347: array<f32, 4> = t_321;
        var t_348: i32 = t_322;
        var t_349: i32 = t_346;
        t_302 = t_347;
        t_303 = t_348;
        t_304 = t_349;
        continue;
    }
    var t_350: i32 = t_301 - 1i;
    var t_351: array<f32, 4>;
    var t_352: Net;
    var t_353: array<f32, 3>;
    var t_354: i32 = t_350;
    var t_355: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
    var t_356: Net = Net(array<f32, 12>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f), array<f32, 8>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 2>(0.0f, 0.0f));
    var t_357: array<f32, 3> = array<f32, 3>(0.0f, 0.0f, 0.0f);
    for (;;) {
        if (t_354 < 0i) {
            var t_358: array<f32, 4> = t_355;
            var t_359: Net = t_356;
            var t_360: array<f32, 3> = t_357;
            t_351 = t_358;
            t_352 = t_359;
            t_353 = t_360;
            break;
        }
        var t_361: array<f32, 4>;
        var t_362: i32;
        var t_363: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
        var t_364: i32 = 0i;
        var t_365: i32 = 0i;
        for (;;) {
            if (t_365 == t_354) {
                var t_366: array<f32, 4> = t_363;
                var t_367: i32 = t_364;
                t_361 = t_366;
                t_362 = t_367;
                break;
            }
            var t_368: i32;
            var t_369: array<f32, 4>;
            var t_370: i32;
            var t_371: array<f32, 4>;
            var t_372: i32;
            if (t_364 < p_6) {
                var t_373: i32 = 0i;
                var t_374: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
                var t_375: i32 = 0i;
                var t_376: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
                var t_377: i32 = 0i;
                t_368 = t_373;
                t_369 = t_374;
                t_370 = t_375;
                t_371 = t_376;
                t_372 = t_377;
            } else {
                var t_378: i32 = 2i;
                var t_379: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
                var t_380: i32 = 0i;
                var t_381: array<f32, 4> = t_363;
                var t_382: i32 = t_364;
                t_368 = t_378;
                t_369 = t_379;
                t_370 = t_380;
                t_371 = t_381;
                t_372 = t_382;
            }
            var t_383: i32;
            var t_384: array<f32, 4>;
            var t_385: i32;
            var t_386: array<f32, 4>;
            var t_387: i32;
            if (t_368 == 0i) {
                var t_388: array<f32, 4> = p_3.b1;
                var s_6: f32;
                var i_6: i32;
                var s_7: f32 = t_388[t_364];
                var i_7: i32 = 0i;
                for (;;) {
                    if (i_7 < p_5) {
                    } else {
                        var t_389: f32 = s_7;
                        var t_390: i32 = i_7;
                        s_6 = t_389;
                        i_6 = t_390;
                        break;
                    }
                    var t_391: array<f32, 12> = p_3.w1;
                    var t_392: f32 = s_7 + t_391[t_364 * 3i + i_7] * p_4[i_7];
                    var t_393: i32 = i_7 + 1i;
                    s_7 = t_392;
                    i_7 = t_393;
                    continue;
                }
                var t_394: f32 = select(0.1f * s_6, s_6, s_6 > 0.0f);
                var t_395: array<f32, 4> = t_363;
                t_395[0] = select(t_363[0], t_394, t_364 == 0i);
                var t_396: array<f32, 4> = t_395;
                t_396[1] = select(t_363[1], t_394, t_364 == 1i);
                var t_397: array<f32, 4> = t_396;
                t_397[2] = select(t_363[2], t_394, t_364 == 2i);
                var t_398: array<f32, 4> = t_397;
                t_398[3] = select(t_363[3], t_394, t_364 == 3i);
                var t_399: i32 = 1i;
                var t_400: array<f32, 4> = t_398;
                var t_401: i32 = t_364 + 1i;
                var t_402: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
                var t_403: i32 = 0i;
                t_383 = t_399;
                t_384 = t_400;
                t_385 = t_401;
                t_386 = t_402;
                t_387 = t_403;
            } else {
                var t_404: i32 = t_368;
                var t_405: array<f32, 4> = t_369;
                var t_406: i32 = t_370;
                var t_407: array<f32, 4> = t_371;
                var t_408: i32 = t_372;
                t_383 = t_404;
                t_384 = t_405;
                t_385 = t_406;
                t_386 = t_407;
                t_387 = t_408;
            }
            if (t_383 == 2i) {
                var t_409: array<f32, 4> = t_363;
                var t_410: i32 = t_364;
                t_361 = t_409;
                t_362 = t_410;
                break;
            }
            var t_411: array<f32, 4> = t_384;
            var t_412: i32 = t_385;
            var t_413: i32 = t_365 + 1i;
            t_363 = t_411;
            t_364 = t_412;
            t_365 = t_413;
            continue;
        }
        var t_414: bool = t_362 < p_6;
        var t_415: i32;
        var t_416: array<f32, 4>;
        var t_417: i32;
        var t_418: array<f32, 4>;
        var t_419: i32;
        if (t_414) {
            var t_420: i32 = 0i;
            var t_421: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_422: i32 = 0i;
            var t_423: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_424: i32 = 0i;
            t_415 = t_420;
            t_416 = t_421;
            t_417 = t_422;
            t_418 = t_423;
            t_419 = t_424;
        } else {
            var t_425: i32 = 2i;
            var t_426: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_427: i32 = 0i;
            var t_428: array<f32, 4> = t_361;
            var t_429: i32 = t_362;
            t_415 = t_425;
            t_416 = t_426;
            t_417 = t_427;
            t_418 = t_428;
            t_419 = t_429;
        }
        var t_430: bool = t_415 == 0i;
        var t_431: i32;
        var t_432: array<f32, 4>;
        var t_433: i32;
        var t_434: array<f32, 4>;
        var t_435: i32;
        if (t_430) {
            var t_436: array<f32, 4> = p_3.b1;
            var s_8: f32;
            var i_8: i32;
            var s_9: f32 = t_436[t_362];
            var i_9: i32 = 0i;
            for (;;) {
                if (i_9 < p_5) {
                } else {
                    var t_437: f32 = s_9;
                    var t_438: i32 = i_9;
                    s_8 = t_437;
                    i_8 = t_438;
                    break;
                }
                var t_439: array<f32, 12> = p_3.w1;
                var t_440: f32 = s_9 + t_439[t_362 * 3i + i_9] * p_4[i_9];
                var t_441: i32 = i_9 + 1i;
                s_9 = t_440;
                i_9 = t_441;
                continue;
            }
            var t_442: f32 = select(0.1f * s_8, s_8, s_8 > 0.0f);
            var t_443: array<f32, 4> = t_361;
            t_443[0] = select(t_361[0], t_442, t_362 == 0i);
            var t_444: array<f32, 4> = t_443;
            t_444[1] = select(t_361[1], t_442, t_362 == 1i);
            var t_445: array<f32, 4> = t_444;
            t_445[2] = select(t_361[2], t_442, t_362 == 2i);
            var t_446: array<f32, 4> = t_445;
            t_446[3] = select(t_361[3], t_442, t_362 == 3i);
            var t_447: i32 = 1i;
            var t_448: array<f32, 4> = t_446;
            var t_449: i32 = t_362 + 1i;
            var t_450: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_451: i32 = 0i;
            t_431 = t_447;
            t_432 = t_448;
            t_433 = t_449;
            t_434 = t_450;
            t_435 = t_451;
        } else {
            var t_452: i32 = t_415;
            var t_453: array<f32, 4> = t_416;
            var t_454: i32 = t_417;
            var t_455: array<f32, 4> = t_418;
            var t_456: i32 = t_419;
            t_431 = t_452;
            t_432 = t_453;
            t_433 = t_454;
            t_434 = t_455;
            t_435 = t_456;
        }
        var t_457: bool = t_354 == t_350;
        var t_458: Net;
        var t_459: array<f32, 3>;
        var t_460: array<f32, 4>;
        var t_461: array<f32, 4>;
        var t_462: array<f32, 4>;
        if (t_430) {
            var t_463: array<f32, 4> = p_3.b1;
            var t_464: f32 = t_463[t_362];
            var s_10: f32;
            var i_10: i32;
            var s_11: f32 = t_464;
            var i_11: i32 = 0i;
            for (;;) {
                if (i_11 < p_5) {
                } else {
                    var t_465: f32 = s_11;
                    var t_466: i32 = i_11;
                    s_10 = t_465;
                    i_10 = t_466;
                    break;
                }
                var t_467: array<f32, 12> = p_3.w1;
                var t_468: f32 = s_11 + t_467[t_362 * 3i + i_11] * p_4[i_11];
                var t_469: i32 = i_11 + 1i;
                s_11 = t_468;
                i_11 = t_469;
                continue;
            }
            var t_470: bool = t_362 == 0i;
            var t_471: bool = t_362 == 1i;
            var t_472: bool = t_362 == 2i;
            var t_473: bool = t_362 == 3i;
            var t_474: f32 = t_355[3];
            var t_475: f32 = t_355[2];
            var t_476: f32 = t_355[1];
            var t_477: f32 = t_355[0];
            var t_478: f32 = select(0.0f, t_474, t_473) + select(0.0f, t_475, t_472) + select(0.0f, t_476, t_471) + select(0.0f, t_477, t_470);
            var t_479: i32;
            var t_480: f32 = t_464;
            var t_481: i32 = 0i;
            var t_482: i32 = 0i;
            for (;;) {
                var t_483: bool = t_481 < p_5;
                var t_484: i32 = select(2i, 0i, t_483);
                var t_485: i32;
                var t_486: f32;
                var t_487: i32;
                var t_488: f32;
                var t_489: i32;
                if (t_484 == 0i) {
                    var t_490: array<f32, 12> = p_3.w1;
                    var t_491: i32 = 1i;
                    var t_492: f32 = t_480 + t_490[t_362 * 3i + t_481] * p_4[t_481];
                    var t_493: i32 = t_481 + 1i;
                    var t_494: f32 = 0.0f;
                    var t_495: i32 = 0i;
                    t_485 = t_491;
                    t_486 = t_492;
                    t_487 = t_493;
                    t_488 = t_494;
                    t_489 = t_495;
                } else {
                    var t_496: i32 = t_484;
                    var t_497: f32 = 0.0f;
                    var t_498: i32 = 0i;
                    var t_499: f32 = select(t_480, 0.0f, t_483);
                    var t_500: i32 = select(t_481, 0i, t_483);
                    t_485 = t_496;
                    t_486 = t_497;
                    t_487 = t_498;
                    t_488 = t_499;
                    t_489 = t_500;
                }
                var t_501: i32 = t_482 + 1i;
                if (t_485 == 2i) {
                    t_479 = t_501;
                    break;
                }
                var t_502: f32 = t_486;
                var t_503: i32 = t_487;
                var t_504: i32 = t_501;
                t_480 = t_502;
                t_481 = t_503;
                t_482 = t_504;
                continue;
            }
            var t_505: i32 = t_479 - 1i;
            var t_506: f32;
            var t_507: Net;
            var t_508: array<f32, 3>;
            var t_509: i32 = t_505;
            var t_510: f32 = 0.0f;
            var t_511: Net = Net(array<f32, 12>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f), array<f32, 8>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 2>(0.0f, 0.0f));
            var t_512: array<f32, 3> = array<f32, 3>(0.0f, 0.0f, 0.0f);
            for (;;) {
                if (t_509 < 0i) {
                    var t_513: f32 = t_510;
                    var t_514: Net = t_511;
                    var t_515: array<f32, 3> = t_512;
                    t_506 = t_513;
                    t_507 = t_514;
                    t_508 = t_515;
                    break;
                }
                var t_516: f32;
                var t_517: i32;
                var t_518: f32 = t_464;
                var t_519: i32 = 0i;
                var t_520: i32 = 0i;
                for (;;) {
                    if (t_520 == t_509) {
                        var t_521: f32 = t_518;
                        var t_522: i32 = t_519;
                        t_516 = t_521;
                        t_517 = t_522;
                        break;
                    }
                    var t_523: bool = t_519 < p_5;
                    var t_524: i32 = select(2i, 0i, t_523);
                    var t_525: i32;
                    var t_526: f32;
                    var t_527: i32;
                    var t_528: f32;
                    var t_529: i32;
                    if (t_524 == 0i) {
                        var t_530: array<f32, 12> = p_3.w1;
                        var t_531: i32 = 1i;
                        var t_532: f32 = t_518 + t_530[t_362 * 3i + t_519] * p_4[t_519];
                        var t_533: i32 = t_519 + 1i;
                        var t_534: f32 = 0.0f;
                        var t_535: i32 = 0i;
                        t_525 = t_531;
                        t_526 = t_532;
                        t_527 = t_533;
                        t_528 = t_534;
                        t_529 = t_535;
                    } else {
                        var t_536: i32 = t_524;
                        var t_537: f32 = 0.0f;
                        var t_538: i32 = 0i;
                        var t_539: f32 = select(t_518, 0.0f, t_523);
                        var t_540: i32 = select(t_519, 0i, t_523);
                        t_525 = t_536;
                        t_526 = t_537;
                        t_527 = t_538;
                        t_528 = t_539;
                        t_529 = t_540;
                    }
                    if (t_525 == 2i) {
                        var t_541: f32 = t_518;
                        var t_542: i32 = t_519;
                        t_516 = t_541;
                        t_517 = t_542;
                        break;
                    }
                    var t_543: f32 = t_526;
                    var t_544: i32 = t_527;
                    var t_545: i32 = t_520 + 1i;
                    t_518 = t_543;
                    t_519 = t_544;
                    t_520 = t_545;
                    continue;
                }
                var t_546: bool = t_517 < p_5;
                var t_547: Net;
                var t_548: array<f32, 3>;
                var t_549: f32;
                var t_550: f32;
                var t_551: f32;
                if (select(2i, 0i, t_546) == 0i) {
                    var t_552: i32 = t_362 * 3i + t_517;
                    var t_553: array<f32, 12> = p_3.w1;
                    var t_554: f32 = p_4[t_517] * t_510;
                    var t_555: f32 = t_553[t_552] * t_510;
                    var t_556: array<f32, 3> = array<f32, 3>(0.0f, 0.0f, 0.0f);
                    t_556[0] = select(0.0f, t_555, t_517 == 0i);
                    var t_557: array<f32, 3> = t_556;
                    t_557[1] = select(0.0f, t_555, t_517 == 1i);
                    var t_558: array<f32, 3> = t_557;
                    t_558[2] = select(0.0f, t_555, t_517 == 2i);
                    var t_559: array<f32, 12> = array<f32, 12>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
                    t_559[0] = select(0.0f, t_554, t_552 == 0i);
                    var t_560: array<f32, 12> = t_559;
                    t_560[1] = select(0.0f, t_554, t_552 == 1i);
                    var t_561: array<f32, 12> = t_560;
                    t_561[2] = select(0.0f, t_554, t_552 == 2i);
                    var t_562: array<f32, 12> = t_561;
                    t_562[3] = select(0.0f, t_554, t_552 == 3i);
                    var t_563: array<f32, 12> = t_562;
                    t_563[4] = select(0.0f, t_554, t_552 == 4i);
                    var t_564: array<f32, 12> = t_563;
                    t_564[5] = select(0.0f, t_554, t_552 == 5i);
                    var t_565: array<f32, 12> = t_564;
                    t_565[6] = select(0.0f, t_554, t_552 == 6i);
                    var t_566: array<f32, 12> = t_565;
                    t_566[7] = select(0.0f, t_554, t_552 == 7i);
                    var t_567: array<f32, 12> = t_566;
                    t_567[8] = select(0.0f, t_554, t_552 == 8i);
                    var t_568: array<f32, 12> = t_567;
                    t_568[9] = select(0.0f, t_554, t_552 == 9i);
                    var t_569: array<f32, 12> = t_568;
                    t_569[10] = select(0.0f, t_554, t_552 == 10i);
                    var t_570: array<f32, 12> = t_569;
                    t_570[11] = select(0.0f, t_554, t_552 == 11i);
                    var t_571: Net = Net(array<f32, 12>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f), array<f32, 8>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 2>(0.0f, 0.0f));
                    t_571.w1 = t_570;
                    var t_572: Net = t_571;
                    var t_573: array<f32, 3> = t_558;
                    var t_574: f32 = t_510;
                    var t_575: f32 = 0.0f;
                    var t_576: f32 = 0.0f;
                    t_547 = t_572;
                    t_548 = t_573;
                    t_549 = t_574;
                    t_550 = t_575;
                    t_551 = t_576;
                } else {
                    var t_577: Net = Net(array<f32, 12>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f), array<f32, 8>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 2>(0.0f, 0.0f));
                    var t_578: array<f32, 3> = array<f32, 3>(0.0f, 0.0f, 0.0f);
                    var t_579: f32 = 0.0f;
                    var t_580: f32 = t_510;
                    var t_581: f32 = select(0.0f, select(0.1f * t_478, t_478, s_10 > 0.0f), t_509 == t_505);
                    t_547 = t_577;
                    t_548 = t_578;
                    t_549 = t_579;
                    t_550 = t_580;
                    t_551 = t_581;
                }
                var t_582: array<f32, 12> = t_511.w1;
                var t_583: array<f32, 12> = t_547.w1;
                var t_584: array<f32, 4> = t_511.b1;
                var t_585: array<f32, 4> = t_547.b1;
                var t_586: array<f32, 8> = t_511.w2;
                var t_587: array<f32, 8> = t_547.w2;
                var t_588: array<f32, 2> = t_511.b2;
                var t_589: array<f32, 2> = t_547.b2;
                var t_590: i32 = t_509 - 1i;
                var t_591: f32 = t_549 + select(t_551, 0.0f, t_546);
                var t_592: Net = Net(array<f32, 12>(t_582[0] + t_583[0], t_582[1] + t_583[1], t_582[2] + t_583[2], t_582[3] + t_583[3], t_582[4] + t_583[4], t_582[5] + t_583[5], t_582[6] + t_583[6], t_582[7] + t_583[7], t_582[8] + t_583[8], t_582[9] + t_583[9], t_582[10] + t_583[10], t_582[11] + t_583[11]), array<f32, 4>(t_584[0] + t_585[0], t_584[1] + t_585[1], t_584[2] + t_585[2], t_584[3] + t_585[3]), array<f32, 8>(t_586[0] + t_587[0], t_586[1] + t_587[1], t_586[2] + t_587[2], t_586[3] + t_587[3], t_586[4] + t_587[4], t_586[5] + t_587[5], t_586[6] + t_587[6], t_586[7] + t_587[7]), array<f32, 2>(t_588[0] + t_589[0], t_588[1] + t_589[1]));
                var t_593: array<f32, 3> = array<f32, 3>(t_512[0] + t_548[0], t_512[1] + t_548[1], t_512[2] + t_548[2]);
                t_509 = t_590;
                t_510 = t_591;
                t_511 = t_592;
                t_512 = t_593;
                continue;
            }
            var t_594: array<f32, 12> = t_507.w1;
            var t_595: array<f32, 4> = t_507.b1;
            var t_596: array<f32, 8> = t_507.w2;
            var t_597: array<f32, 2> = t_507.b2;
            var t_598: Net = Net(array<f32, 12>(t_594[0] + 0.0f, t_594[1] + 0.0f, t_594[2] + 0.0f, t_594[3] + 0.0f, t_594[4] + 0.0f, t_594[5] + 0.0f, t_594[6] + 0.0f, t_594[7] + 0.0f, t_594[8] + 0.0f, t_594[9] + 0.0f, t_594[10] + 0.0f, t_594[11] + 0.0f), array<f32, 4>(t_595[0] + select(0.0f, t_506, t_470), t_595[1] + select(0.0f, t_506, t_471), t_595[2] + select(0.0f, t_506, t_472), t_595[3] + select(0.0f, t_506, t_473)), array<f32, 8>(t_596[0] + 0.0f, t_596[1] + 0.0f, t_596[2] + 0.0f, t_596[3] + 0.0f, t_596[4] + 0.0f, t_596[5] + 0.0f, t_596[6] + 0.0f, t_596[7] + 0.0f), array<f32, 2>(t_597[0] + 0.0f, t_597[1] + 0.0f));
            var t_599: array<f32, 3> = t_508;
            var t_600: array<f32, 4> = array<f32, 4>(0.0f + select(t_477, 0.0f, t_470), 0.0f + select(t_476, 0.0f, t_471) + 0.0f + 0.0f, 0.0f + select(t_475, 0.0f, t_472) + 0.0f + 0.0f + 0.0f, select(t_474, 0.0f, t_473) + 0.0f + 0.0f + 0.0f + 0.0f);
            var t_601: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_602: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            t_458 = t_598;
            t_459 = t_599;
            t_460 = t_600;
            t_461 = t_601;
            t_462 = t_602;
        } else {
            var t_603: Net = Net(array<f32, 12>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f), array<f32, 8>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 2>(0.0f, 0.0f));
            var t_604: array<f32, 3> = array<f32, 3>(0.0f, 0.0f, 0.0f);
            var t_605: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_606: array<f32, 4> = t_355;
            var t_607: array<f32, 4> = array<f32, 4>(select(0.0f, t_80[0], t_457), select(0.0f, t_80[1], t_457), select(0.0f, t_80[2], t_457), select(0.0f, t_80[3], t_457));
            t_458 = t_603;
            t_459 = t_604;
            t_460 = t_605;
            t_461 = t_606;
            t_462 = t_607;
        }
        var t_608: array<f32, 4>;
        if (t_414) {
            t_608 = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
        } else {
            t_608 = t_462;
        }
        var t_609: array<f32, 12> = t_356.w1;
        var t_610: array<f32, 12> = t_458.w1;
        var t_611: array<f32, 4> = t_356.b1;
        var t_612: array<f32, 4> = t_458.b1;
        var t_613: array<f32, 8> = t_356.w2;
        var t_614: array<f32, 8> = t_458.w2;
        var t_615: array<f32, 2> = t_356.b2;
        var t_616: array<f32, 2> = t_458.b2;
        var t_617: i32 = t_354 - 1i;
        var t_618: array<f32, 4> = array<f32, 4>(t_460[0] + t_608[0], t_460[1] + t_608[1], t_460[2] + t_608[2], t_460[3] + t_608[3]);
        var t_619: Net = Net(array<f32, 12>(t_609[0] + t_610[0], t_609[1] + t_610[1], t_609[2] + t_610[2], t_609[3] + t_610[3], t_609[4] + t_610[4], t_609[5] + t_610[5], t_609[6] + t_610[6], t_609[7] + t_610[7], t_609[8] + t_610[8], t_609[9] + t_610[9], t_609[10] + t_610[10], t_609[11] + t_610[11]), array<f32, 4>(t_611[0] + t_612[0], t_611[1] + t_612[1], t_611[2] + t_612[2], t_611[3] + t_612[3]), array<f32, 8>(t_613[0] + t_614[0], t_613[1] + t_614[1], t_613[2] + t_614[2], t_613[3] + t_614[3], t_613[4] + t_614[4], t_613[5] + t_614[5], t_613[6] + t_614[6], t_613[7] + t_614[7]), array<f32, 2>(t_615[0] + t_616[0], t_615[1] + t_616[1]));
        var t_620: array<f32, 3> = array<f32, 3>(t_357[0] + t_459[0], t_357[1] + t_459[1], t_357[2] + t_459[2]);
        t_354 = t_617;
        t_355 = t_618;
        t_356 = t_619;
        t_357 = t_620;
        continue;
    }
    var t_621: array<f32, 12> = t_79.w1;
    var t_622: array<f32, 12> = t_352.w1;
    var t_623: array<f32, 4> = t_79.b1;
    var t_624: array<f32, 4> = t_352.b1;
    var t_625: array<f32, 8> = t_79.w2;
    var t_626: array<f32, 8> = t_352.w2;
    var t_627: array<f32, 2> = t_79.b2;
    var t_628: array<f32, 2> = t_352.b2;
    return lossLoops_bwd_Grads(Net(array<f32, 12>(t_621[0] + t_622[0], t_621[1] + t_622[1], t_621[2] + t_622[2], t_621[3] + t_622[3], t_621[4] + t_622[4], t_621[5] + t_622[5], t_621[6] + t_622[6], t_621[7] + t_622[7], t_621[8] + t_622[8], t_621[9] + t_622[9], t_621[10] + t_622[10], t_621[11] + t_622[11]), array<f32, 4>(t_623[0] + t_624[0], t_623[1] + t_624[1], t_623[2] + t_624[2], t_623[3] + t_624[3]), array<f32, 8>(t_625[0] + t_626[0], t_625[1] + t_626[1], t_625[2] + t_626[2], t_625[3] + t_626[3], t_625[4] + t_626[4], t_625[5] + t_626[5], t_625[6] + t_626[6], t_625[7] + t_626[7]), array<f32, 2>(t_627[0] + t_628[0], t_627[1] + t_628[1])), t_353);
}
fn lossUnrolled(net_4: Net, x_2: array<f32, 3>) -> f32 {
    var net_5: array<f32, 12> = array<f32, 12>();
    var net_6: array<f32, 4> = array<f32, 4>();
    var net_7: array<f32, 8> = array<f32, 8>();
    var net_8: array<f32, 2> = array<f32, 2>();
    net_5 = net_4.w1;
    net_6 = net_4.b1;
    net_7 = net_4.w2;
    net_8 = net_4.b2;
    var x_3: array<f32, 3> = array<f32, 3>();
    x_3 = x_2;
    var h_3: array<f32, 4> = array<f32, 4>();
    var j_16: i32;
    var j_17: i32 = 0i;
    for (;;) {
        if (j_17 < 4i) {
        } else {
            j_16 = j_17;
            break;
        }
        var t_629: f32 = net_6[j_17];
        var s_12: f32;
        var i_12: i32;
        var s_13: f32 = t_629;
        var i_13: i32 = 0i;
        for (;;) {
            if (i_13 < 3i) {
            } else {
                var t_630: f32 = s_13;
                var t_631: i32 = i_13;
                s_12 = t_630;
                i_12 = t_631;
                break;
            }
            var t_632: f32 = net_5[j_17 * 3i + i_13];
            var t_633: f32 = x_3[i_13];
            var t_634: f32 = s_13 + t_632 * t_633;
            var t_635: i32 = i_13 + 1i;
            s_13 = t_634;
            i_13 = t_635;
            continue;
        }
        h_3[j_17] = select(0.1f * s_12, s_12, s_12 > 0.0f);
        j_17 = j_17 + 1i;
        continue;
    }
    var l_4: f32;
    var k_4: i32;
    var l_5: f32 = 0.0f;
    var k_5: i32 = 0i;
    for (;;) {
        if (k_5 < 2i) {
        } else {
            var t_636: f32 = l_5;
            var t_637: i32 = k_5;
            l_4 = t_636;
            k_4 = t_637;
            break;
        }
        var t_638: f32 = net_8[k_5];
        var o_12: f32;
        var j_18: i32;
        var o_13: f32 = t_638;
        var j_19: i32 = 0i;
        for (;;) {
            if (j_19 < 4i) {
            } else {
                var t_639: f32 = o_13;
                var t_640: i32 = j_19;
                o_12 = t_639;
                j_18 = t_640;
                break;
            }
            var t_641: f32 = net_7[k_5 * 4i + j_19];
            var t_642: f32 = h_3[j_19];
            var t_643: f32 = o_13 + t_641 * tanh(t_642);
            var t_644: i32 = j_19 + 1i;
            o_13 = t_643;
            j_19 = t_644;
            continue;
        }
        var t_645: f32 = o_12 - 0.5f * f32(k_5);
        var t_646: f32 = l_5 + t_645 * t_645;
        var t_647: i32 = k_5 + 1i;
        l_5 = t_646;
        k_5 = t_647;
        continue;
    }
    return l_4;
}
fn lossUnrolled_bwd(p_8: Net, p_9: array<f32, 3>, p_10: f32) -> lossUnrolled_bwd_Grads {
    var h_4: array<f32, 4>;
    var j_20: i32;
    var h_5: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
    var j_21: i32 = 0i;
    for (;;) {
        if (j_21 < 4i) {
        } else {
            var t_648: array<f32, 4> = h_5;
            var t_649: i32 = j_21;
            h_4 = t_648;
            j_20 = t_649;
            break;
        }
        var t_650: array<f32, 4> = p_8.b1;
        var s_14: f32;
        var i_14: i32;
        var s_15: f32 = t_650[j_21];
        var i_15: i32 = 0i;
        for (;;) {
            if (i_15 < 3i) {
            } else {
                var t_651: f32 = s_15;
                var t_652: i32 = i_15;
                s_14 = t_651;
                i_14 = t_652;
                break;
            }
            var t_653: array<f32, 12> = p_8.w1;
            var t_654: f32 = s_15 + t_653[j_21 * 3i + i_15] * p_9[i_15];
            var t_655: i32 = i_15 + 1i;
            s_15 = t_654;
            i_15 = t_655;
            continue;
        }
        var t_656: f32 = select(0.1f * s_14, s_14, s_14 > 0.0f);
        var t_657: array<f32, 4> = h_5;
        t_657[0] = select(h_5[0], t_656, j_21 == 0i);
        var t_658: array<f32, 4> = t_657;
        t_658[1] = select(h_5[1], t_656, j_21 == 1i);
        var t_659: array<f32, 4> = t_658;
        t_659[2] = select(h_5[2], t_656, j_21 == 2i);
        var t_660: array<f32, 4> = t_659;
        t_660[3] = select(h_5[3], t_656, j_21 == 3i);
        var t_661: array<f32, 4> = t_660;
        var t_662: i32 = j_21 + 1i;
        h_5 = t_661;
        j_21 = t_662;
        continue;
    }
    var l_6: f32;
    var k_6: i32;
    var l_7: f32 = 0.0f;
    var k_7: i32 = 0i;
    for (;;) {
        if (k_7 < 2i) {
        } else {
            var t_663: f32 = l_7;
            var t_664: i32 = k_7;
            l_6 = t_663;
            k_6 = t_664;
            break;
        }
        var t_665: array<f32, 2> = p_8.b2;
        var o_14: f32;
        var j_22: i32;
        var o_15: f32 = t_665[k_7];
        var j_23: i32 = 0i;
        for (;;) {
            if (j_23 < 4i) {
            } else {
                var t_666: f32 = o_15;
                var t_667: i32 = j_23;
                o_14 = t_666;
                j_22 = t_667;
                break;
            }
            var t_668: array<f32, 8> = p_8.w2;
            var t_669: f32 = o_15 + t_668[k_7 * 4i + j_23] * tanh(h_4[j_23]);
            var t_670: i32 = j_23 + 1i;
            o_15 = t_669;
            j_23 = t_670;
            continue;
        }
        var t_671: f32 = o_14 - 0.5f * f32(k_7);
        var t_672: f32 = l_7 + t_671 * t_671;
        var t_673: i32 = k_7 + 1i;
        l_7 = t_672;
        k_7 = t_673;
        continue;
    }
    var t_674: i32;
    var t_675: f32 = 0.0f;
    var t_676: i32 = 0i;
    var t_677: i32 = 0i;
    for (;;) {
        var t_678: bool = t_676 < 2i;
        var t_679: i32 = select(2i, 0i, t_678);
        var t_680: i32;
        var t_681: f32;
        var t_682: i32;
        var t_683: f32;
        var t_684: i32;
        if (t_679 == 0i) {
            var t_685: array<f32, 2> = p_8.b2;
            var o_16: f32;
            var j_24: i32;
            var o_17: f32 = t_685[t_676];
            var j_25: i32 = 0i;
            for (;;) {
                if (j_25 < 4i) {
                } else {
                    var t_686: f32 = o_17;
                    var t_687: i32 = j_25;
                    o_16 = t_686;
                    j_24 = t_687;
                    break;
                }
                var t_688: array<f32, 8> = p_8.w2;
                var t_689: f32 = o_17 + t_688[t_676 * 4i + j_25] * tanh(h_4[j_25]);
                var t_690: i32 = j_25 + 1i;
                o_17 = t_689;
                j_25 = t_690;
                continue;
            }
            var t_691: f32 = o_16 - 0.5f * f32(t_676);
            var t_692: i32 = 1i;
            var t_693: f32 = t_675 + t_691 * t_691;
            var t_694: i32 = t_676 + 1i;
            var t_695: f32 = 0.0f;
            var t_696: i32 = 0i;
            t_680 = t_692;
            t_681 = t_693;
            t_682 = t_694;
            t_683 = t_695;
            t_684 = t_696;
        } else {
            var t_697: i32 = t_679;
            var t_698: f32 = 0.0f;
            var t_699: i32 = 0i;
            var t_700: f32 = select(t_675, 0.0f, t_678);
            var t_701: i32 = select(t_676, 0i, t_678);
            t_680 = t_697;
            t_681 = t_698;
            t_682 = t_699;
            t_683 = t_700;
            t_684 = t_701;
        }
        var t_702: i32 = t_677 + 1i;
        if (t_680 == 2i) {
            t_674 = t_702;
            break;
        }
        var t_703: f32 = t_681;
        var t_704: i32 = t_682;
        var t_705: i32 = t_702;
        t_675 = t_703;
        t_676 = t_704;
        t_677 = t_705;
        continue;
    }
    var t_706: i32 = t_674 - 1i;
    var t_707: f32;
    var t_708: Net;
    var t_709: array<f32, 4>;
    var t_710: i32 = t_706;
    var t_711: f32 = 0.0f;
    var t_712: Net = Net(array<f32, 12>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f), array<f32, 8>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 2>(0.0f, 0.0f));
    var t_713: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
    for (;;) {
        if (t_710 < 0i) {
            var t_714: f32 = t_711;
            var t_715: Net = t_712;
            var t_716: array<f32, 4> = t_713;
            t_707 = t_714;
            t_708 = t_715;
            t_709 = t_716;
            break;
        }
        var t_717: f32;
        var t_718: i32;
        var t_719: f32 = 0.0f;
        var t_720: i32 = 0i;
        var t_721: i32 = 0i;
        for (;;) {
            if (t_721 == t_710) {
                var t_722: f32 = t_719;
                var t_723: i32 = t_720;
                t_717 = t_722;
                t_718 = t_723;
                break;
            }
            var t_724: bool = t_720 < 2i;
            var t_725: i32 = select(2i, 0i, t_724);
            var t_726: i32;
            var t_727: f32;
            var t_728: i32;
            var t_729: f32;
            var t_730: i32;
            if (t_725 == 0i) {
                var t_731: array<f32, 2> = p_8.b2;
                var o_18: f32;
                var j_26: i32;
                var o_19: f32 = t_731[t_720];
                var j_27: i32 = 0i;
                for (;;) {
                    if (j_27 < 4i) {
                    } else {
                        var t_732: f32 = o_19;
                        var t_733: i32 = j_27;
                        o_18 = t_732;
                        j_26 = t_733;
                        break;
                    }
                    var t_734: array<f32, 8> = p_8.w2;
                    var t_735: f32 = o_19 + t_734[t_720 * 4i + j_27] * tanh(h_4[j_27]);
                    var t_736: i32 = j_27 + 1i;
                    o_19 = t_735;
                    j_27 = t_736;
                    continue;
                }
                var t_737: f32 = o_18 - 0.5f * f32(t_720);
                var t_738: i32 = 1i;
                var t_739: f32 = t_719 + t_737 * t_737;
                var t_740: i32 = t_720 + 1i;
                var t_741: f32 = 0.0f;
                var t_742: i32 = 0i;
                t_726 = t_738;
                t_727 = t_739;
                t_728 = t_740;
                t_729 = t_741;
                t_730 = t_742;
            } else {
                var t_743: i32 = t_725;
                var t_744: f32 = 0.0f;
                var t_745: i32 = 0i;
                var t_746: f32 = select(t_719, 0.0f, t_724);
                var t_747: i32 = select(t_720, 0i, t_724);
                t_726 = t_743;
                t_727 = t_744;
                t_728 = t_745;
                t_729 = t_746;
                t_730 = t_747;
            }
            if (t_726 == 2i) {
                var t_748: f32 = t_719;
                var t_749: i32 = t_720;
                t_717 = t_748;
                t_718 = t_749;
                break;
            }
            var t_750: f32 = t_727;
            var t_751: i32 = t_728;
            var t_752: i32 = t_721 + 1i;
            t_719 = t_750;
            t_720 = t_751;
            t_721 = t_752;
            continue;
        }
        var t_753: bool = t_718 < 2i;
        var t_754: i32 = select(2i, 0i, t_753);
        var t_755: bool = t_754 == 0i;
        var t_756: i32;
        var t_757: f32;
        var t_758: i32;
        var t_759: f32;
        var t_760: i32;
        if (t_755) {
            var t_761: array<f32, 2> = p_8.b2;
            var o_20: f32;
            var j_28: i32;
            var o_21: f32 = t_761[t_718];
            var j_29: i32 = 0i;
            for (;;) {
                if (j_29 < 4i) {
                } else {
                    var t_762: f32 = o_21;
                    var t_763: i32 = j_29;
                    o_20 = t_762;
                    j_28 = t_763;
                    break;
                }
                var t_764: array<f32, 8> = p_8.w2;
                var t_765: f32 = o_21 + t_764[t_718 * 4i + j_29] * tanh(h_4[j_29]);
                var t_766: i32 = j_29 + 1i;
                o_21 = t_765;
                j_29 = t_766;
                continue;
            }
            var t_767: f32 = o_20 - 0.5f * f32(t_718);
            var t_768: i32 = 1i;
            var t_769: f32 = t_717 + t_767 * t_767;
            var t_770: i32 = t_718 + 1i;
            var t_771: f32 = 0.0f;
            var t_772: i32 = 0i;
            t_756 = t_768;
            t_757 = t_769;
            t_758 = t_770;
            t_759 = t_771;
            t_760 = t_772;
        } else {
            var t_773: i32 = t_754;
            var t_774: f32 = 0.0f;
            var t_775: i32 = 0i;
            var t_776: f32 = select(t_717, 0.0f, t_753);
            var t_777: i32 = select(t_718, 0i, t_753);
            t_756 = t_773;
            t_757 = t_774;
            t_758 = t_775;
            t_759 = t_776;
            t_760 = t_777;
        }
        var t_778: Net;
        var t_779: array<f32, 4>;
        var t_780: f32;
        var t_781: f32;
        var t_782: f32;
        if (t_755) {
            var t_783: array<f32, 2> = p_8.b2;
            var t_784: f32 = t_783[t_718];
            var o_22: f32;
            var j_30: i32;
            var o_23: f32 = t_784;
            var j_31: i32 = 0i;
            for (;;) {
                if (j_31 < 4i) {
                } else {
                    var t_785: f32 = o_23;
                    var t_786: i32 = j_31;
                    o_22 = t_785;
                    j_30 = t_786;
                    break;
                }
                var t_787: array<f32, 8> = p_8.w2;
                var t_788: f32 = o_23 + t_787[t_718 * 4i + j_31] * tanh(h_4[j_31]);
                var t_789: i32 = j_31 + 1i;
                o_23 = t_788;
                j_31 = t_789;
                continue;
            }
            var t_790: f32 = (o_22 - 0.5f * f32(t_718)) * t_711;
            var t_791: i32;
            var t_792: f32 = t_784;
            var t_793: i32 = 0i;
            var t_794: i32 = 0i;
            for (;;) {
                var t_795: bool = t_793 < 4i;
                var t_796: i32 = select(2i, 0i, t_795);
                var t_797: i32;
                var t_798: f32;
                var t_799: i32;
                var t_800: f32;
                var t_801: i32;
                if (t_796 == 0i) {
                    var t_802: array<f32, 8> = p_8.w2;
                    var t_803: i32 = 1i;
                    var t_804: f32 = t_792 + t_802[t_718 * 4i + t_793] * tanh(h_4[t_793]);
                    var t_805: i32 = t_793 + 1i;
                    var t_806: f32 = 0.0f;
                    var t_807: i32 = 0i;
                    t_797 = t_803;
                    t_798 = t_804;
                    t_799 = t_805;
                    t_800 = t_806;
                    t_801 = t_807;
                } else {
                    var t_808: i32 = t_796;
                    var t_809: f32 = 0.0f;
                    var t_810: i32 = 0i;
                    var t_811: f32 = select(t_792, 0.0f, t_795);
                    var t_812: i32 = select(t_793, 0i, t_795);
                    t_797 = t_808;
                    t_798 = t_809;
                    t_799 = t_810;
                    t_800 = t_811;
                    t_801 = t_812;
                }
                var t_813: i32 = t_794 + 1i;
                if (t_797 == 2i) {
                    t_791 = t_813;
                    break;
                }
                var t_814: f32 = t_798;
                var t_815: i32 = t_799;
                var t_816: i32 = t_813;
                t_792 = t_814;
                t_793 = t_815;
                t_794 = t_816;
                continue;
            }
            var t_817: i32 = t_791 - 1i;
            var t_818: f32;
            var t_819: Net;
            var t_820: array<f32, 4>;
            var t_821: i32 = t_817;
            var t_822: f32 = 0.0f;
            var t_823: Net = Net(array<f32, 12>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f), array<f32, 8>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 2>(0.0f, 0.0f));
            var t_824: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            for (;;) {
                if (t_821 < 0i) {
                    var t_825: f32 = t_822;
                    var t_826: Net = t_823;
                    var t_827: array<f32, 4> = t_824;
                    t_818 = t_825;
                    t_819 = t_826;
                    t_820 = t_827;
                    break;
                }
                var t_828: f32;
                var t_829: i32;
                var t_830: f32 = t_784;
                var t_831: i32 = 0i;
                var t_832: i32 = 0i;
                for (;;) {
                    if (t_832 == t_821) {
                        var t_833: f32 = t_830;
                        var t_834: i32 = t_831;
                        t_828 = t_833;
                        t_829 = t_834;
                        break;
                    }
                    var t_835: bool = t_831 < 4i;
                    var t_836: i32 = select(2i, 0i, t_835);
                    var t_837: i32;
                    var t_838: f32;
                    var t_839: i32;
                    var t_840: f32;
                    var t_841: i32;
                    if (t_836 == 0i) {
                        var t_842: array<f32, 8> = p_8.w2;
                        var t_843: i32 = 1i;
                        var t_844: f32 = t_830 + t_842[t_718 * 4i + t_831] * tanh(h_4[t_831]);
                        var t_845: i32 = t_831 + 1i;
                        var t_846: f32 = 0.0f;
                        var t_847: i32 = 0i;
                        t_837 = t_843;
                        t_838 = t_844;
                        t_839 = t_845;
                        t_840 = t_846;
                        t_841 = t_847;
                    } else {
                        var t_848: i32 = t_836;
                        var t_849: f32 = 0.0f;
                        var t_850: i32 = 0i;
                        var t_851: f32 = select(t_830, 0.0f, t_835);
                        var t_852: i32 = select(t_831, 0i, t_835);
                        t_837 = t_848;
                        t_838 = t_849;
                        t_839 = t_850;
                        t_840 = t_851;
                        t_841 = t_852;
                    }
                    if (t_837 == 2i) {
                        var t_853: f32 = t_830;
                        var t_854: i32 = t_831;
                        t_828 = t_853;
                        t_829 = t_854;
                        break;
                    }
                    var t_855: f32 = t_838;
                    var t_856: i32 = t_839;
                    var t_857: i32 = t_832 + 1i;
                    t_830 = t_855;
                    t_831 = t_856;
                    t_832 = t_857;
                    continue;
                }
                var t_858: bool = t_829 < 4i;
                var t_859: Net;
                var t_860: array<f32, 4>;
                var t_861: f32;
                var t_862: f32;
                var t_863: f32;
                if (select(2i, 0i, t_858) == 0i) {
                    var t_864: i32 = t_718 * 4i + t_829;
                    var t_865: array<f32, 8> = p_8.w2;
                    var t_866: f32 = tanh(h_4[t_829]);
                    var t_867: f32 = t_866 * t_822;
                    var t_868: f32 = (1.0f - t_866 * t_866) * (t_865[t_864] * t_822);
                    var t_869: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
                    t_869[0] = select(0.0f, t_868, t_829 == 0i);
                    var t_870: array<f32, 4> = t_869;
                    t_870[1] = select(0.0f, t_868, t_829 == 1i);
                    var t_871: array<f32, 4> = t_870;
                    t_871[2] = select(0.0f, t_868, t_829 == 2i);
                    var t_872: array<f32, 4> = t_871;
                    t_872[3] = select(0.0f, t_868, t_829 == 3i);
                    var t_873: array<f32, 8> = array<f32, 8>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
                    t_873[0] = select(0.0f, t_867, t_864 == 0i);
                    var t_874: array<f32, 8> = t_873;
                    t_874[1] = select(0.0f, t_867, t_864 == 1i);
                    var t_875: array<f32, 8> = t_874;
                    t_875[2] = select(0.0f, t_867, t_864 == 2i);
                    var t_876: array<f32, 8> = t_875;
                    t_876[3] = select(0.0f, t_867, t_864 == 3i);
                    var t_877: array<f32, 8> = t_876;
                    t_877[4] = select(0.0f, t_867, t_864 == 4i);
                    var t_878: array<f32, 8> = t_877;
                    t_878[5] = select(0.0f, t_867, t_864 == 5i);
                    var t_879: array<f32, 8> = t_878;
                    t_879[6] = select(0.0f, t_867, t_864 == 6i);
                    var t_880: array<f32, 8> = t_879;
                    t_880[7] = select(0.0f, t_867, t_864 == 7i);
                    var t_881: Net = Net(array<f32, 12>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f), array<f32, 8>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 2>(0.0f, 0.0f));
                    t_881.w2 = t_880;
                    var t_882: Net = t_881;
                    var t_883: array<f32, 4> = t_872;
                    var t_884: f32 = t_822;
                    var t_885: f32 = 0.0f;
                    var t_886: f32 = 0.0f;
                    t_859 = t_882;
                    t_860 = t_883;
                    t_861 = t_884;
                    t_862 = t_885;
                    t_863 = t_886;
                } else {
                    var t_887: Net = Net(array<f32, 12>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f), array<f32, 8>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 2>(0.0f, 0.0f));
                    var t_888: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
                    var t_889: f32 = 0.0f;
                    var t_890: f32 = t_822;
                    var t_891: f32 = select(0.0f, t_790 + t_790, t_821 == t_817);
                    t_859 = t_887;
                    t_860 = t_888;
                    t_861 = t_889;
                    t_862 = t_890;
                    t_863 = t_891;
                }
                var t_892: array<f32, 12> = t_823.w1;
                var t_893: array<f32, 12> = t_859.w1;
                var t_894: array<f32, 4> = t_823.b1;
                var t_895: array<f32, 4> = t_859.b1;
                var t_896: array<f32, 8> = t_823.w2;
                var t_897: array<f32, 8> = t_859.w2;
                var t_898: array<f32, 2> = t_823.b2;
                var t_899: array<f32, 2> = t_859.b2;
                var t_900: i32 = t_821 - 1i;
                var t_901: f32 = t_861 + select(t_863, 0.0f, t_858);
                var t_902: Net = Net(array<f32, 12>(t_892[0] + t_893[0], t_892[1] + t_893[1], t_892[2] + t_893[2], t_892[3] + t_893[3], t_892[4] + t_893[4], t_892[5] + t_893[5], t_892[6] + t_893[6], t_892[7] + t_893[7], t_892[8] + t_893[8], t_892[9] + t_893[9], t_892[10] + t_893[10], t_892[11] + t_893[11]), array<f32, 4>(t_894[0] + t_895[0], t_894[1] + t_895[1], t_894[2] + t_895[2], t_894[3] + t_895[3]), array<f32, 8>(t_896[0] + t_897[0], t_896[1] + t_897[1], t_896[2] + t_897[2], t_896[3] + t_897[3], t_896[4] + t_897[4], t_896[5] + t_897[5], t_896[6] + t_897[6], t_896[7] + t_897[7]), array<f32, 2>(t_898[0] + t_899[0], t_898[1] + t_899[1]));
                var t_903: array<f32, 4> = array<f32, 4>(t_824[0] + t_860[0], t_824[1] + t_860[1], t_824[2] + t_860[2], t_824[3] + t_860[3]);
                t_821 = t_900;
                t_822 = t_901;
                t_823 = t_902;
                t_824 = t_903;
                continue;
            }
            var t_904: array<f32, 12> = t_819.w1;
            var t_905: array<f32, 4> = t_819.b1;
            var t_906: array<f32, 8> = t_819.w2;
            var t_907: array<f32, 2> = t_819.b2;
            var t_908: Net = Net(array<f32, 12>(t_904[0] + 0.0f, t_904[1] + 0.0f, t_904[2] + 0.0f, t_904[3] + 0.0f, t_904[4] + 0.0f, t_904[5] + 0.0f, t_904[6] + 0.0f, t_904[7] + 0.0f, t_904[8] + 0.0f, t_904[9] + 0.0f, t_904[10] + 0.0f, t_904[11] + 0.0f), array<f32, 4>(t_905[0] + 0.0f, t_905[1] + 0.0f, t_905[2] + 0.0f, t_905[3] + 0.0f), array<f32, 8>(t_906[0] + 0.0f, t_906[1] + 0.0f, t_906[2] + 0.0f, t_906[3] + 0.0f, t_906[4] + 0.0f, t_906[5] + 0.0f, t_906[6] + 0.0f, t_906[7] + 0.0f), array<f32, 2>(t_907[0] + select(0.0f, t_818, t_718 == 0i), t_907[1] + select(0.0f, t_818, t_718 == 1i)));
            var t_909: array<f32, 4> = t_820;
            var t_910: f32 = t_711;
            var t_911: f32 = 0.0f;
            var t_912: f32 = 0.0f;
            t_778 = t_908;
            t_779 = t_909;
            t_780 = t_910;
            t_781 = t_911;
            t_782 = t_912;
        } else {
            var t_913: Net = Net(array<f32, 12>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f), array<f32, 8>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 2>(0.0f, 0.0f));
            var t_914: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_915: f32 = 0.0f;
            var t_916: f32 = t_711;
            var t_917: f32 = select(0.0f, p_10, t_710 == t_706);
            t_778 = t_913;
            t_779 = t_914;
            t_780 = t_915;
            t_781 = t_916;
            t_782 = t_917;
        }
        var t_918: array<f32, 2> = t_778.b2;
        var t_919: array<f32, 2> = t_712.b2;
        var t_920: array<f32, 8> = t_778.w2;
        var t_921: array<f32, 8> = t_712.w2;
        var t_922: array<f32, 4> = t_778.b1;
        var t_923: array<f32, 4> = t_712.b1;
        var t_924: array<f32, 12> = t_778.w1;
        var t_925: array<f32, 12> = t_712.w1;
        var t_926: i32 = t_710 - 1i;
        var t_927: f32 = t_780 + select(t_782, 0.0f, t_753);
        var t_928: Net = Net(array<f32, 12>(t_925[0] + t_924[0], t_925[1] + t_924[1], t_925[2] + t_924[2], t_925[3] + t_924[3], t_925[4] + t_924[4], t_925[5] + t_924[5], t_925[6] + t_924[6], t_925[7] + t_924[7], t_925[8] + t_924[8], t_925[9] + t_924[9], t_925[10] + t_924[10], t_925[11] + t_924[11]), array<f32, 4>(t_923[0] + t_922[0], t_923[1] + t_922[1], t_923[2] + t_922[2], t_923[3] + t_922[3]), array<f32, 8>(t_921[0] + t_920[0], t_921[1] + t_920[1], t_921[2] + t_920[2], t_921[3] + t_920[3], t_921[4] + t_920[4], t_921[5] + t_920[5], t_921[6] + t_920[6], t_921[7] + t_920[7]), array<f32, 2>(t_919[0] + t_918[0], t_919[1] + t_918[1]));
        var t_929: array<f32, 4> = array<f32, 4>(t_713[0] + t_779[0], t_713[1] + t_779[1], t_713[2] + t_779[2], t_713[3] + t_779[3]);
        t_710 = t_926;
        t_711 = t_927;
        t_712 = t_928;
        t_713 = t_929;
        continue;
    }
    var t_930: i32;
    var t_931: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
    var t_932: i32 = 0i;
    var t_933: i32 = 0i;
    for (;;) {
        var t_934: i32;
        var t_935: array<f32, 4>;
        var t_936: i32;
        var t_937: array<f32, 4>;
        var t_938: i32;
        if (t_932 < 4i) {
            var t_939: i32 = 0i;
            var t_940: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_941: i32 = 0i;
            var t_942: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_943: i32 = 0i;
            t_934 = t_939;
            t_935 = t_940;
            t_936 = t_941;
            t_937 = t_942;
            t_938 = t_943;
        } else {
            var t_944: i32 = 2i;
            var t_945: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_946: i32 = 0i;
            var t_947: array<f32, 4> = t_931;
            var t_948: i32 = t_932;
            t_934 = t_944;
            t_935 = t_945;
            t_936 = t_946;
            t_937 = t_947;
            t_938 = t_948;
        }
        var t_949: i32;
        var t_950: array<f32, 4>;
        var t_951: i32;
        var t_952: array<f32, 4>;
        var t_953: i32;
        if (t_934 == 0i) {
            var t_954: array<f32, 4> = p_8.b1;
            var s_16: f32;
            var i_16: i32;
            var s_17: f32 = t_954[t_932];
            var i_17: i32 = 0i;
            for (;;) {
                if (i_17 < 3i) {
                } else {
                    var t_955: f32 = s_17;
                    var t_956: i32 = i_17;
                    s_16 = t_955;
                    i_16 = t_956;
                    break;
                }
                var t_957: array<f32, 12> = p_8.w1;
                var t_958: f32 = s_17 + t_957[t_932 * 3i + i_17] * p_9[i_17];
                var t_959: i32 = i_17 + 1i;
                s_17 = t_958;
                i_17 = t_959;
                continue;
            }
            var t_960: f32 = select(0.1f * s_16, s_16, s_16 > 0.0f);
            var t_961: array<f32, 4> = t_931;
            t_961[0] = select(t_931[0], t_960, t_932 == 0i);
            var t_962: array<f32, 4> = t_961;
            t_962[1] = select(t_931[1], t_960, t_932 == 1i);
            var t_963: array<f32, 4> = t_962;
            t_963[2] = select(t_931[2], t_960, t_932 == 2i);
            var t_964: array<f32, 4> = t_963;
            t_964[3] = select(t_931[3], t_960, t_932 == 3i);
            var t_965: i32 = 1i;
            var t_966: array<f32, 4> = t_964;
            var t_967: i32 = t_932 + 1i;
            var t_968: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_969: i32 = 0i;
            t_949 = t_965;
            t_950 = t_966;
            t_951 = t_967;
            t_952 = t_968;
            t_953 = t_969;
        } else {
            var t_970: i32 = t_934;
            var t_971: array<f32, 4> = t_935;
            var t_972: i32 = t_936;
            var t_973: array<f32, 4> = t_937;
            var t_974: i32 = t_938;
            t_949 = t_970;
            t_950 = t_971;
            t_951 = t_972;
            t_952 = t_973;
            t_953 = t_974;
        }
        var t_975: i32 = t_933 + 1i;
        if (t_949 == 2i) {
            t_930 = t_975;
            break;
        }
        var t_976: array<f32, 4> = t_950;
        var t_977: i32 = t_951;
        var t_978: i32 = t_975;
        t_931 = t_976;
        t_932 = t_977;
        t_933 = t_978;
        continue;
    }
    var t_979: i32 = t_930 - 1i;
    var t_980: array<f32, 4>;
    var t_981: Net;
    var t_982: array<f32, 3>;
    var t_983: i32 = t_979;
    var t_984: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
    var t_985: Net = Net(array<f32, 12>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f), array<f32, 8>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 2>(0.0f, 0.0f));
    var t_986: array<f32, 3> = array<f32, 3>(0.0f, 0.0f, 0.0f);
    for (;;) {
        if (t_983 < 0i) {
            var t_987: array<f32, 4> = t_984;
            var t_988: Net = t_985;
            var t_989: array<f32, 3> = t_986;
            t_980 = t_987;
            t_981 = t_988;
            t_982 = t_989;
            break;
        }
        var t_990: array<f32, 4>;
        var t_991: i32;
        var t_992: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
        var t_993: i32 = 0i;
        var t_994: i32 = 0i;
        for (;;) {
            if (t_994 == t_983) {
                var t_995: array<f32, 4> = t_992;
                var t_996: i32 = t_993;
                t_990 = t_995;
                t_991 = t_996;
                break;
            }
            var t_997: i32;
            var t_998: array<f32, 4>;
            var t_999: i32;
            var t_1000: array<f32, 4>;
            var t_1001: i32;
            if (t_993 < 4i) {
                var t_1002: i32 = 0i;
                var t_1003: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
                var t_1004: i32 = 0i;
                var t_1005: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
                var t_1006: i32 = 0i;
                t_997 = t_1002;
                t_998 = t_1003;
                t_999 = t_1004;
                t_1000 = t_1005;
                t_1001 = t_1006;
            } else {
                var t_1007: i32 = 2i;
                var t_1008: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
                var t_1009: i32 = 0i;
                var t_1010: array<f32, 4> = t_992;
                var t_1011: i32 = t_993;
                t_997 = t_1007;
                t_998 = t_1008;
                t_999 = t_1009;
                t_1000 = t_1010;
                t_1001 = t_1011;
            }
            var t_1012: i32;
            var t_1013: array<f32, 4>;
            var t_1014: i32;
            var t_1015: array<f32, 4>;
            var t_1016: i32;
            if (t_997 == 0i) {
                var t_1017: array<f32, 4> = p_8.b1;
                var s_18: f32;
                var i_18: i32;
                var s_19: f32 = t_1017[t_993];
                var i_19: i32 = 0i;
                for (;;) {
                    if (i_19 < 3i) {
                    } else {
                        var t_1018: f32 = s_19;
                        var t_1019: i32 = i_19;
                        s_18 = t_1018;
                        i_18 = t_1019;
                        break;
                    }
                    var t_1020: array<f32, 12> = p_8.w1;
                    var t_1021: f32 = s_19 + t_1020[t_993 * 3i + i_19] * p_9[i_19];
                    var t_1022: i32 = i_19 + 1i;
                    s_19 = t_1021;
                    i_19 = t_1022;
                    continue;
                }
                var t_1023: f32 = select(0.1f * s_18, s_18, s_18 > 0.0f);
                var t_1024: array<f32, 4> = t_992;
                t_1024[0] = select(t_992[0], t_1023, t_993 == 0i);
                var t_1025: array<f32, 4> = t_1024;
                t_1025[1] = select(t_992[1], t_1023, t_993 == 1i);
                var t_1026: array<f32, 4> = t_1025;
                t_1026[2] = select(t_992[2], t_1023, t_993 == 2i);
                var t_1027: array<f32, 4> = t_1026;
                t_1027[3] = select(t_992[3], t_1023, t_993 == 3i);
                var t_1028: i32 = 1i;
                var t_1029: array<f32, 4> = t_1027;
                var t_1030: i32 = t_993 + 1i;
                var t_1031: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
                var t_1032: i32 = 0i;
                t_1012 = t_1028;
                t_1013 = t_1029;
                t_1014 = t_1030;
                t_1015 = t_1031;
                t_1016 = t_1032;
            } else {
                var t_1033: i32 = t_997;
                var t_1034: array<f32, 4> = t_998;
                var t_1035: i32 = t_999;
                var t_1036: array<f32, 4> = t_1000;
                var t_1037: i32 = t_1001;
                t_1012 = t_1033;
                t_1013 = t_1034;
                t_1014 = t_1035;
                t_1015 = t_1036;
                t_1016 = t_1037;
            }
            if (t_1012 == 2i) {
                var t_1038: array<f32, 4> = t_992;
                var t_1039: i32 = t_993;
                t_990 = t_1038;
                t_991 = t_1039;
                break;
            }
            var t_1040: array<f32, 4> = t_1013;
            var t_1041: i32 = t_1014;
            var t_1042: i32 = t_994 + 1i;
            t_992 = t_1040;
            t_993 = t_1041;
            t_994 = t_1042;
            continue;
        }
        var t_1043: bool = t_991 < 4i;
        var t_1044: i32;
        var t_1045: array<f32, 4>;
        var t_1046: i32;
        var t_1047: array<f32, 4>;
        var t_1048: i32;
        if (t_1043) {
            var t_1049: i32 = 0i;
            var t_1050: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_1051: i32 = 0i;
            var t_1052: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_1053: i32 = 0i;
            t_1044 = t_1049;
            t_1045 = t_1050;
            t_1046 = t_1051;
            t_1047 = t_1052;
            t_1048 = t_1053;
        } else {
            var t_1054: i32 = 2i;
            var t_1055: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_1056: i32 = 0i;
            var t_1057: array<f32, 4> = t_990;
            var t_1058: i32 = t_991;
            t_1044 = t_1054;
            t_1045 = t_1055;
            t_1046 = t_1056;
            t_1047 = t_1057;
            t_1048 = t_1058;
        }
        var t_1059: bool = t_1044 == 0i;
        var t_1060: i32;
        var t_1061: array<f32, 4>;
        var t_1062: i32;
        var t_1063: array<f32, 4>;
        var t_1064: i32;
        if (t_1059) {
            var t_1065: array<f32, 4> = p_8.b1;
            var s_20: f32;
            var i_20: i32;
            var s_21: f32 = t_1065[t_991];
            var i_21: i32 = 0i;
            for (;;) {
                if (i_21 < 3i) {
                } else {
                    var t_1066: f32 = s_21;
                    var t_1067: i32 = i_21;
                    s_20 = t_1066;
                    i_20 = t_1067;
                    break;
                }
                var t_1068: array<f32, 12> = p_8.w1;
                var t_1069: f32 = s_21 + t_1068[t_991 * 3i + i_21] * p_9[i_21];
                var t_1070: i32 = i_21 + 1i;
                s_21 = t_1069;
                i_21 = t_1070;
                continue;
            }
            var t_1071: f32 = select(0.1f * s_20, s_20, s_20 > 0.0f);
            var t_1072: array<f32, 4> = t_990;
            t_1072[0] = select(t_990[0], t_1071, t_991 == 0i);
            var t_1073: array<f32, 4> = t_1072;
            t_1073[1] = select(t_990[1], t_1071, t_991 == 1i);
            var t_1074: array<f32, 4> = t_1073;
            t_1074[2] = select(t_990[2], t_1071, t_991 == 2i);
            var t_1075: array<f32, 4> = t_1074;
            t_1075[3] = select(t_990[3], t_1071, t_991 == 3i);
            var t_1076: i32 = 1i;
            var t_1077: array<f32, 4> = t_1075;
            var t_1078: i32 = t_991 + 1i;
            var t_1079: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_1080: i32 = 0i;
            t_1060 = t_1076;
            t_1061 = t_1077;
            t_1062 = t_1078;
            t_1063 = t_1079;
            t_1064 = t_1080;
        } else {
            var t_1081: i32 = t_1044;
            var t_1082: array<f32, 4> = t_1045;
            var t_1083: i32 = t_1046;
            var t_1084: array<f32, 4> = t_1047;
            var t_1085: i32 = t_1048;
            t_1060 = t_1081;
            t_1061 = t_1082;
            t_1062 = t_1083;
            t_1063 = t_1084;
            t_1064 = t_1085;
        }
        var t_1086: bool = t_983 == t_979;
        var t_1087: Net;
        var t_1088: array<f32, 3>;
        var t_1089: array<f32, 4>;
        var t_1090: array<f32, 4>;
        var t_1091: array<f32, 4>;
        if (t_1059) {
            var t_1092: array<f32, 4> = p_8.b1;
            var t_1093: f32 = t_1092[t_991];
            var s_22: f32;
            var i_22: i32;
            var s_23: f32 = t_1093;
            var i_23: i32 = 0i;
            for (;;) {
                if (i_23 < 3i) {
                } else {
                    var t_1094: f32 = s_23;
                    var t_1095: i32 = i_23;
                    s_22 = t_1094;
                    i_22 = t_1095;
                    break;
                }
                var t_1096: array<f32, 12> = p_8.w1;
                var t_1097: f32 = s_23 + t_1096[t_991 * 3i + i_23] * p_9[i_23];
                var t_1098: i32 = i_23 + 1i;
                s_23 = t_1097;
                i_23 = t_1098;
                continue;
            }
            var t_1099: bool = t_991 == 0i;
            var t_1100: bool = t_991 == 1i;
            var t_1101: bool = t_991 == 2i;
            var t_1102: bool = t_991 == 3i;
            var t_1103: f32 = t_984[3];
            var t_1104: f32 = t_984[2];
            var t_1105: f32 = t_984[1];
            var t_1106: f32 = t_984[0];
            var t_1107: f32 = select(0.0f, t_1103, t_1102) + select(0.0f, t_1104, t_1101) + select(0.0f, t_1105, t_1100) + select(0.0f, t_1106, t_1099);
            var t_1108: i32;
            var t_1109: f32 = t_1093;
            var t_1110: i32 = 0i;
            var t_1111: i32 = 0i;
            for (;;) {
                var t_1112: bool = t_1110 < 3i;
                var t_1113: i32 = select(2i, 0i, t_1112);
                var t_1114: i32;
                var t_1115: f32;
                var t_1116: i32;
                var t_1117: f32;
                var t_1118: i32;
                if (t_1113 == 0i) {
                    var t_1119: array<f32, 12> = p_8.w1;
                    var t_1120: i32 = 1i;
                    var t_1121: f32 = t_1109 + t_1119[t_991 * 3i + t_1110] * p_9[t_1110];
                    var t_1122: i32 = t_1110 + 1i;
                    var t_1123: f32 = 0.0f;
                    var t_1124: i32 = 0i;
                    t_1114 = t_1120;
                    t_1115 = t_1121;
                    t_1116 = t_1122;
                    t_1117 = t_1123;
                    t_1118 = t_1124;
                } else {
                    var t_1125: i32 = t_1113;
                    var t_1126: f32 = 0.0f;
                    var t_1127: i32 = 0i;
                    var t_1128: f32 = select(t_1109, 0.0f, t_1112);
                    var t_1129: i32 = select(t_1110, 0i, t_1112);
                    t_1114 = t_1125;
                    t_1115 = t_1126;
                    t_1116 = t_1127;
                    t_1117 = t_1128;
                    t_1118 = t_1129;
                }
                var t_1130: i32 = t_1111 + 1i;
                if (t_1114 == 2i) {
                    t_1108 = t_1130;
                    break;
                }
                var t_1131: f32 = t_1115;
                var t_1132: i32 = t_1116;
                var t_1133: i32 = t_1130;
                t_1109 = t_1131;
                t_1110 = t_1132;
                t_1111 = t_1133;
                continue;
            }
            var t_1134: i32 = t_1108 - 1i;
            var t_1135: f32;
            var t_1136: Net;
            var t_1137: array<f32, 3>;
            var t_1138: i32 = t_1134;
            var t_1139: f32 = 0.0f;
            var t_1140: Net = Net(array<f32, 12>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f), array<f32, 8>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 2>(0.0f, 0.0f));
            var t_1141: array<f32, 3> = array<f32, 3>(0.0f, 0.0f, 0.0f);
            for (;;) {
                if (t_1138 < 0i) {
                    var t_1142: f32 = t_1139;
                    var t_1143: Net = t_1140;
                    var t_1144: array<f32, 3> = t_1141;
                    t_1135 = t_1142;
                    t_1136 = t_1143;
                    t_1137 = t_1144;
                    break;
                }
                var t_1145: f32;
                var t_1146: i32;
                var t_1147: f32 = t_1093;
                var t_1148: i32 = 0i;
                var t_1149: i32 = 0i;
                for (;;) {
                    if (t_1149 == t_1138) {
                        var t_1150: f32 = t_1147;
                        var t_1151: i32 = t_1148;
                        t_1145 = t_1150;
                        t_1146 = t_1151;
                        break;
                    }
                    var t_1152: bool = t_1148 < 3i;
                    var t_1153: i32 = select(2i, 0i, t_1152);
                    var t_1154: i32;
                    var t_1155: f32;
                    var t_1156: i32;
                    var t_1157: f32;
                    var t_1158: i32;
                    if (t_1153 == 0i) {
                        var t_1159: array<f32, 12> = p_8.w1;
                        var t_1160: i32 = 1i;
                        var t_1161: f32 = t_1147 + t_1159[t_991 * 3i + t_1148] * p_9[t_1148];
                        var t_1162: i32 = t_1148 + 1i;
                        var t_1163: f32 = 0.0f;
                        var t_1164: i32 = 0i;
                        t_1154 = t_1160;
                        t_1155 = t_1161;
                        t_1156 = t_1162;
                        t_1157 = t_1163;
                        t_1158 = t_1164;
                    } else {
                        var t_1165: i32 = t_1153;
                        var t_1166: f32 = 0.0f;
                        var t_1167: i32 = 0i;
                        var t_1168: f32 = select(t_1147, 0.0f, t_1152);
                        var t_1169: i32 = select(t_1148, 0i, t_1152);
                        t_1154 = t_1165;
                        t_1155 = t_1166;
                        t_1156 = t_1167;
                        t_1157 = t_1168;
                        t_1158 = t_1169;
                    }
                    if (t_1154 == 2i) {
                        var t_1170: f32 = t_1147;
                        var t_1171: i32 = t_1148;
                        t_1145 = t_1170;
                        t_1146 = t_1171;
                        break;
                    }
                    var t_1172: f32 = t_1155;
                    var t_1173: i32 = t_1156;
                    var t_1174: i32 = t_1149 + 1i;
                    t_1147 = t_1172;
                    t_1148 = t_1173;
                    t_1149 = t_1174;
                    continue;
                }
                var t_1175: bool = t_1146 < 3i;
                var t_1176: Net;
                var t_1177: array<f32, 3>;
                var t_1178: f32;
                var t_1179: f32;
                var t_1180: f32;
                if (select(2i, 0i, t_1175) == 0i) {
                    var t_1181: i32 = t_991 * 3i + t_1146;
                    var t_1182: array<f32, 12> = p_8.w1;
                    var t_1183: f32 = p_9[t_1146] * t_1139;
                    var t_1184: f32 = t_1182[t_1181] * t_1139;
                    var t_1185: array<f32, 3> = array<f32, 3>(0.0f, 0.0f, 0.0f);
                    t_1185[0] = select(0.0f, t_1184, t_1146 == 0i);
                    var t_1186: array<f32, 3> = t_1185;
                    t_1186[1] = select(0.0f, t_1184, t_1146 == 1i);
                    var t_1187: array<f32, 3> = t_1186;
                    t_1187[2] = select(0.0f, t_1184, t_1146 == 2i);
                    var t_1188: array<f32, 12> = array<f32, 12>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f);
                    t_1188[0] = select(0.0f, t_1183, t_1181 == 0i);
                    var t_1189: array<f32, 12> = t_1188;
                    t_1189[1] = select(0.0f, t_1183, t_1181 == 1i);
                    var t_1190: array<f32, 12> = t_1189;
                    t_1190[2] = select(0.0f, t_1183, t_1181 == 2i);
                    var t_1191: array<f32, 12> = t_1190;
                    t_1191[3] = select(0.0f, t_1183, t_1181 == 3i);
                    var t_1192: array<f32, 12> = t_1191;
                    t_1192[4] = select(0.0f, t_1183, t_1181 == 4i);
                    var t_1193: array<f32, 12> = t_1192;
                    t_1193[5] = select(0.0f, t_1183, t_1181 == 5i);
                    var t_1194: array<f32, 12> = t_1193;
                    t_1194[6] = select(0.0f, t_1183, t_1181 == 6i);
                    var t_1195: array<f32, 12> = t_1194;
                    t_1195[7] = select(0.0f, t_1183, t_1181 == 7i);
                    var t_1196: array<f32, 12> = t_1195;
                    t_1196[8] = select(0.0f, t_1183, t_1181 == 8i);
                    var t_1197: array<f32, 12> = t_1196;
                    t_1197[9] = select(0.0f, t_1183, t_1181 == 9i);
                    var t_1198: array<f32, 12> = t_1197;
                    t_1198[10] = select(0.0f, t_1183, t_1181 == 10i);
                    var t_1199: array<f32, 12> = t_1198;
                    t_1199[11] = select(0.0f, t_1183, t_1181 == 11i);
                    var t_1200: Net = Net(array<f32, 12>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f), array<f32, 8>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 2>(0.0f, 0.0f));
                    t_1200.w1 = t_1199;
                    var t_1201: Net = t_1200;
                    var t_1202: array<f32, 3> = t_1187;
                    var t_1203: f32 = t_1139;
                    var t_1204: f32 = 0.0f;
                    var t_1205: f32 = 0.0f;
                    t_1176 = t_1201;
                    t_1177 = t_1202;
                    t_1178 = t_1203;
                    t_1179 = t_1204;
                    t_1180 = t_1205;
                } else {
                    var t_1206: Net = Net(array<f32, 12>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f), array<f32, 8>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 2>(0.0f, 0.0f));
                    var t_1207: array<f32, 3> = array<f32, 3>(0.0f, 0.0f, 0.0f);
                    var t_1208: f32 = 0.0f;
                    var t_1209: f32 = t_1139;
                    var t_1210: f32 = select(0.0f, select(0.1f * t_1107, t_1107, s_22 > 0.0f), t_1138 == t_1134);
                    t_1176 = t_1206;
                    t_1177 = t_1207;
                    t_1178 = t_1208;
                    t_1179 = t_1209;
                    t_1180 = t_1210;
                }
                var t_1211: array<f32, 12> = t_1140.w1;
                var t_1212: array<f32, 12> = t_1176.w1;
                var t_1213: array<f32, 4> = t_1140.b1;
                var t_1214: array<f32, 4> = t_1176.b1;
                var t_1215: array<f32, 8> = t_1140.w2;
                var t_1216: array<f32, 8> = t_1176.w2;
                var t_1217: array<f32, 2> = t_1140.b2;
                var t_1218: array<f32, 2> = t_1176.b2;
                var t_1219: i32 = t_1138 - 1i;
                var t_1220: f32 = t_1178 + select(t_1180, 0.0f, t_1175);
                var t_1221: Net = Net(array<f32, 12>(t_1211[0] + t_1212[0], t_1211[1] + t_1212[1], t_1211[2] + t_1212[2], t_1211[3] + t_1212[3], t_1211[4] + t_1212[4], t_1211[5] + t_1212[5], t_1211[6] + t_1212[6], t_1211[7] + t_1212[7], t_1211[8] + t_1212[8], t_1211[9] + t_1212[9], t_1211[10] + t_1212[10], t_1211[11] + t_1212[11]), array<f32, 4>(t_1213[0] + t_1214[0], t_1213[1] + t_1214[1], t_1213[2] + t_1214[2], t_1213[3] + t_1214[3]), array<f32, 8>(t_1215[0] + t_1216[0], t_1215[1] + t_1216[1], t_1215[2] + t_1216[2], t_1215[3] + t_1216[3], t_1215[4] + t_1216[4], t_1215[5] + t_1216[5], t_1215[6] + t_1216[6], t_1215[7] + t_1216[7]), array<f32, 2>(t_1217[0] + t_1218[0], t_1217[1] + t_1218[1]));
                var t_1222: array<f32, 3> = array<f32, 3>(t_1141[0] + t_1177[0], t_1141[1] + t_1177[1], t_1141[2] + t_1177[2]);
                t_1138 = t_1219;
                t_1139 = t_1220;
                t_1140 = t_1221;
                t_1141 = t_1222;
                continue;
            }
            var t_1223: array<f32, 12> = t_1136.w1;
            var t_1224: array<f32, 4> = t_1136.b1;
            var t_1225: array<f32, 8> = t_1136.w2;
            var t_1226: array<f32, 2> = t_1136.b2;
            var t_1227: Net = Net(array<f32, 12>(t_1223[0] + 0.0f, t_1223[1] + 0.0f, t_1223[2] + 0.0f, t_1223[3] + 0.0f, t_1223[4] + 0.0f, t_1223[5] + 0.0f, t_1223[6] + 0.0f, t_1223[7] + 0.0f, t_1223[8] + 0.0f, t_1223[9] + 0.0f, t_1223[10] + 0.0f, t_1223[11] + 0.0f), array<f32, 4>(t_1224[0] + select(0.0f, t_1135, t_1099), t_1224[1] + select(0.0f, t_1135, t_1100), t_1224[2] + select(0.0f, t_1135, t_1101), t_1224[3] + select(0.0f, t_1135, t_1102)), array<f32, 8>(t_1225[0] + 0.0f, t_1225[1] + 0.0f, t_1225[2] + 0.0f, t_1225[3] + 0.0f, t_1225[4] + 0.0f, t_1225[5] + 0.0f, t_1225[6] + 0.0f, t_1225[7] + 0.0f), array<f32, 2>(t_1226[0] + 0.0f, t_1226[1] + 0.0f));
            var t_1228: array<f32, 3> = t_1137;
            var t_1229: array<f32, 4> = array<f32, 4>(0.0f + select(t_1106, 0.0f, t_1099), 0.0f + select(t_1105, 0.0f, t_1100) + 0.0f + 0.0f, 0.0f + select(t_1104, 0.0f, t_1101) + 0.0f + 0.0f + 0.0f, select(t_1103, 0.0f, t_1102) + 0.0f + 0.0f + 0.0f + 0.0f);
            var t_1230: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_1231: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            t_1087 = t_1227;
            t_1088 = t_1228;
            t_1089 = t_1229;
            t_1090 = t_1230;
            t_1091 = t_1231;
        } else {
            var t_1232: Net = Net(array<f32, 12>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f), array<f32, 8>(0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f), array<f32, 2>(0.0f, 0.0f));
            var t_1233: array<f32, 3> = array<f32, 3>(0.0f, 0.0f, 0.0f);
            var t_1234: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_1235: array<f32, 4> = t_984;
            var t_1236: array<f32, 4> = array<f32, 4>(select(0.0f, t_709[0], t_1086), select(0.0f, t_709[1], t_1086), select(0.0f, t_709[2], t_1086), select(0.0f, t_709[3], t_1086));
            t_1087 = t_1232;
            t_1088 = t_1233;
            t_1089 = t_1234;
            t_1090 = t_1235;
            t_1091 = t_1236;
        }
        var t_1237: array<f32, 4>;
        if (t_1043) {
            t_1237 = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
        } else {
            t_1237 = t_1091;
        }
        var t_1238: array<f32, 12> = t_985.w1;
        var t_1239: array<f32, 12> = t_1087.w1;
        var t_1240: array<f32, 4> = t_985.b1;
        var t_1241: array<f32, 4> = t_1087.b1;
        var t_1242: array<f32, 8> = t_985.w2;
        var t_1243: array<f32, 8> = t_1087.w2;
        var t_1244: array<f32, 2> = t_985.b2;
        var t_1245: array<f32, 2> = t_1087.b2;
        var t_1246: i32 = t_983 - 1i;
        var t_1247: array<f32, 4> = array<f32, 4>(t_1089[0] + t_1237[0], t_1089[1] + t_1237[1], t_1089[2] + t_1237[2], t_1089[3] + t_1237[3]);
        var t_1248: Net = Net(array<f32, 12>(t_1238[0] + t_1239[0], t_1238[1] + t_1239[1], t_1238[2] + t_1239[2], t_1238[3] + t_1239[3], t_1238[4] + t_1239[4], t_1238[5] + t_1239[5], t_1238[6] + t_1239[6], t_1238[7] + t_1239[7], t_1238[8] + t_1239[8], t_1238[9] + t_1239[9], t_1238[10] + t_1239[10], t_1238[11] + t_1239[11]), array<f32, 4>(t_1240[0] + t_1241[0], t_1240[1] + t_1241[1], t_1240[2] + t_1241[2], t_1240[3] + t_1241[3]), array<f32, 8>(t_1242[0] + t_1243[0], t_1242[1] + t_1243[1], t_1242[2] + t_1243[2], t_1242[3] + t_1243[3], t_1242[4] + t_1243[4], t_1242[5] + t_1243[5], t_1242[6] + t_1243[6], t_1242[7] + t_1243[7]), array<f32, 2>(t_1244[0] + t_1245[0], t_1244[1] + t_1245[1]));
        var t_1249: array<f32, 3> = array<f32, 3>(t_986[0] + t_1088[0], t_986[1] + t_1088[1], t_986[2] + t_1088[2]);
        t_983 = t_1246;
        t_984 = t_1247;
        t_985 = t_1248;
        t_986 = t_1249;
        continue;
    }
    var t_1250: array<f32, 12> = t_708.w1;
    var t_1251: array<f32, 12> = t_981.w1;
    var t_1252: array<f32, 4> = t_708.b1;
    var t_1253: array<f32, 4> = t_981.b1;
    var t_1254: array<f32, 8> = t_708.w2;
    var t_1255: array<f32, 8> = t_981.w2;
    var t_1256: array<f32, 2> = t_708.b2;
    var t_1257: array<f32, 2> = t_981.b2;
    return lossUnrolled_bwd_Grads(Net(array<f32, 12>(t_1250[0] + t_1251[0], t_1250[1] + t_1251[1], t_1250[2] + t_1251[2], t_1250[3] + t_1251[3], t_1250[4] + t_1251[4], t_1250[5] + t_1251[5], t_1250[6] + t_1251[6], t_1250[7] + t_1251[7], t_1250[8] + t_1251[8], t_1250[9] + t_1251[9], t_1250[10] + t_1251[10], t_1250[11] + t_1251[11]), array<f32, 4>(t_1252[0] + t_1253[0], t_1252[1] + t_1253[1], t_1252[2] + t_1253[2], t_1252[3] + t_1253[3]), array<f32, 8>(t_1254[0] + t_1255[0], t_1254[1] + t_1255[1], t_1254[2] + t_1255[2], t_1254[3] + t_1255[3], t_1254[4] + t_1255[4], t_1254[5] + t_1255[5], t_1254[6] + t_1255[6], t_1254[7] + t_1255[7]), array<f32, 2>(t_1256[0] + t_1257[0], t_1256[1] + t_1257[1])), t_982);
}
fn computeMain_1() {
    var net_9: array<f32, 12> = array<f32, 12>();
    var net_10: array<f32, 4> = array<f32, 4>();
    var net_11: array<f32, 8> = array<f32, 8>();
    var net_12: array<f32, 2> = array<f32, 2>();
    var i_24: i32;
    var i_25: i32 = 0i;
    for (;;) {
        if (i_25 < 12i) {
        } else {
            i_24 = i_25;
            break;
        }
        net_9[i_25] = sin(1.3f * f32(i_25) + 0.2f) * 0.8f;
        i_25 = i_25 + 1i;
        continue;
    }
    var i_26: i32;
    var i_27: i32 = 0i;
    for (;;) {
        if (i_27 < 4i) {
        } else {
            i_26 = i_27;
            break;
        }
        net_10[i_27] = 0.1f * f32(i_27) - 0.15f;
        i_27 = i_27 + 1i;
        continue;
    }
    var i_28: i32;
    var i_29: i32 = 0i;
    for (;;) {
        if (i_29 < 8i) {
        } else {
            i_28 = i_29;
            break;
        }
        net_11[i_29] = cos(0.7f * f32(i_29) + 0.4f) * 0.9f;
        i_29 = i_29 + 1i;
        continue;
    }
    var i_30: i32;
    var i_31: i32 = 0i;
    for (;;) {
        if (i_31 < 2i) {
        } else {
            i_30 = i_31;
            break;
        }
        net_12[i_31] = 0.05f * f32(i_31);
        i_31 = i_31 + 1i;
        continue;
    }
    var t_1258: array<f32, 12> = net_9;
    var t_1259: array<f32, 4> = net_10;
    var t_1260: array<f32, 8> = net_11;
    var t_1261: array<f32, 2> = net_12;
    var xa: array<f32, 3> = array<f32, 3>();
    xa = array<f32, 3>(0.0f, 0.0f, 0.0f);
    var t_1262: lossLoops_bwd_Grads = lossLoops_bwd(Net(t_1258, t_1259, t_1260, t_1261), array<f32, 3>(0.5f, -1.2f, 0.9f), 3i, 4i, 1.0f);
    var t_1263: Net = t_1262.f0;
    var t_1264: array<f32, 12> = t_1263.w1;
    xa = t_1262.f1;
    var t_1265: array<f32, 12> = net_9;
    var t_1266: array<f32, 4> = net_10;
    var t_1267: array<f32, 8> = net_11;
    var t_1268: array<f32, 2> = net_12;
    var xb: array<f32, 3> = array<f32, 3>();
    xb = array<f32, 3>(0.0f, 0.0f, 0.0f);
    var t_1269: lossUnrolled_bwd_Grads = lossUnrolled_bwd(Net(t_1265, t_1266, t_1267, t_1268), array<f32, 3>(0.5f, -1.2f, 0.9f), 1.0f);
    var t_1270: Net = t_1269.f0;
    var t_1271: array<f32, 12> = t_1270.w1;
    xb = t_1269.f1;
    var t_1272: array<f32, 12> = net_9;
    var t_1273: array<f32, 4> = net_10;
    var t_1274: array<f32, 8> = net_11;
    var t_1275: array<f32, 2> = net_12;
    var t_1276: f32 = lossLoops(Net(t_1272, t_1273, t_1274, t_1275), array<f32, 3>(0.5f, -1.2f, 0.9f), 3i, 4i);
    outputBuffer.data[0u] = t_1276;
    var i_32: i32;
    var i_33: i32 = 0i;
    for (;;) {
        if (i_33 < 3i) {
        } else {
            i_32 = i_33;
            break;
        }
        var t_1277: i32 = 1i + i_33;
        var t_1278: f32 = xa[i_33];
        outputBuffer.data[u32(t_1277)] = t_1278;
        var t_1279: f32 = xb[i_33];
        outputBuffer.data[u32(4i + i_33)] = t_1279;
        i_33 = t_1277;
        continue;
    }
    outputBuffer.data[7u] = t_1264[0];
    outputBuffer.data[8u] = t_1271[0];
    outputBuffer.data[9u] = t_1264[7];
    outputBuffer.data[10u] = t_1271[7];
    outputBuffer.data[11u] = t_1263.b1[2];
    outputBuffer.data[12u] = t_1270.b1[2];
    outputBuffer.data[13u] = t_1263.w2[5];
    outputBuffer.data[14u] = t_1270.w2[5];
    outputBuffer.data[15u] = t_1263.b2[1];
    outputBuffer.data[16u] = t_1270.b2[1];
    var t_1280: array<f32, 12> = net_9;
    var t_1281: array<f32, 4> = net_10;
    var t_1282: array<f32, 8> = net_11;
    var t_1283: array<f32, 2> = net_12;
    var t_1284: f32 = lossUnrolled(Net(t_1280, t_1281, t_1282, t_1283), array<f32, 3>(0.5f, -1.19f, 0.9f));
    var t_1285: array<f32, 12> = net_9;
    var t_1286: array<f32, 4> = net_10;
    var t_1287: array<f32, 8> = net_11;
    var t_1288: array<f32, 2> = net_12;
    var t_1289: f32 = lossUnrolled(Net(t_1285, t_1286, t_1287, t_1288), array<f32, 3>(0.5f, -1.21f, 0.9f));
    outputBuffer.data[17u] = (t_1284 - t_1289) / 0.02f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
