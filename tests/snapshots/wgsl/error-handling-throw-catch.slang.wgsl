struct RWStructuredBuffer {
    data: array<i32>,
}
struct Detail {
    a: i32,
    b: i32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<private> calls: i32 = 0i;
fn twice(n: i32, p: ptr<function, bool>, p_1: ptr<function, i32>) -> i32 {
    var t: i32;
    var t_1: bool;
    var t_2: i32;
    var t_3: bool = false;
    var t_4: i32 = 0i;
    for (;;) {
        var t_5: bool;
        var t_6: i32;
        if (n < 2i) {
            var t_7: i32 = 0i;
            var t_8: bool = true;
            var t_9: i32 = 3i;
            t = t_7;
            t_1 = t_8;
            t_2 = t_9;
            break;
        } else {
            var t_10: bool = t_3;
            var t_11: i32 = t_4;
            t_5 = t_10;
            t_6 = t_11;
        }
        var t_12: bool;
        var t_13: i32;
        if (n > 10i) {
            var t_14: i32 = 0i;
            var t_15: bool = true;
            var t_16: i32 = 9i;
            t = t_14;
            t_1 = t_15;
            t_2 = t_16;
            break;
        } else {
            var t_17: bool = t_5;
            var t_18: i32 = t_6;
            t_12 = t_17;
            t_13 = t_18;
        }
        var t_19: i32 = n * 10i;
        var t_20: bool = t_12;
        var t_21: i32 = t_13;
        t = t_19;
        t_1 = t_20;
        t_2 = t_21;
        break;
    }
    if (t_1) {
        *p_1 = t_2;
        *p = true;
        var t_22: i32 = calls;
        calls = t_22 + 100i;
        return 0i;
    }
    var t_23: i32 = n + 1i;
    var t_24: i32;
    var t_25: bool;
    var t_26: i32;
    var t_27: bool = false;
    var t_28: i32 = 0i;
    for (;;) {
        var t_29: bool;
        var t_30: i32;
        if (t_23 < 2i) {
            var t_31: i32 = 0i;
            var t_32: bool = true;
            var t_33: i32 = 3i;
            t_24 = t_31;
            t_25 = t_32;
            t_26 = t_33;
            break;
        } else {
            var t_34: bool = t_27;
            var t_35: i32 = t_28;
            t_29 = t_34;
            t_30 = t_35;
        }
        var t_36: bool;
        var t_37: i32;
        if (t_23 > 10i) {
            var t_38: i32 = 0i;
            var t_39: bool = true;
            var t_40: i32 = 9i;
            t_24 = t_38;
            t_25 = t_39;
            t_26 = t_40;
            break;
        } else {
            var t_41: bool = t_29;
            var t_42: i32 = t_30;
            t_36 = t_41;
            t_37 = t_42;
        }
        var t_43: i32 = t_23 * 10i;
        var t_44: bool = t_36;
        var t_45: i32 = t_37;
        t_24 = t_43;
        t_25 = t_44;
        t_26 = t_45;
        break;
    }
    if (t_25) {
        *p_1 = t_26;
        *p = true;
        var t_46: i32 = calls;
        calls = t_46 + 100i;
        return 0i;
    }
    var t_47: i32 = calls;
    calls = t_47 + 100i;
    return t + t_24;
}
fn firstBad(n_1: i32, p_2: ptr<function, bool>, p_3: ptr<function, Detail>) -> i32 {
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < n_1) {
        } else {
            i = i_1;
            break;
        }
        switch (i_1) {
        case 2i: {
            var j: i32;
            var j_1: i32 = 0i;
            for (;;) {
                if (j_1 < 4i) {
                } else {
                    j = j_1;
                    break;
                }
                if (select(false, n_1 > 3i, j_1 == 1i)) {
                    *p_3 = Detail(i_1, j_1);
                    *p_2 = true;
                    return 0i;
                }
                j_1 = j_1 + 1i;
                continue;
            }
            break;
        }
        default: {
            break;
        }
        }
        i_1 = i_1 + 1i;
        continue;
    }
    return n_1;
}
fn classify(n_2: i32) -> i32 {
    var t_48: i32;
    var t_49: i32;
    var t_50: i32 = 0i;
    var t_51: i32 = 0i;
    for (;;) {
        var t_52: bool = bool();
        t_52 = false;
        var t_53: i32 = i32();
        var t_54: i32 = twice(n_2, &t_52, &t_53);
        var t_55: bool = t_52;
        var t_56: i32;
        var t_57: i32;
        if (t_55) {
            var t_58: i32 = t_53;
            var t_59: i32 = 2i;
            var t_60: i32 = t_58;
            t_48 = t_59;
            t_49 = t_60;
            break;
        } else {
            var t_61: i32 = t_50;
            var t_62: i32 = t_51;
            t_56 = t_61;
            t_57 = t_62;
        }
        return t_54;
    }
    if (t_48 == 1i) {
        return 1000i;
    } else {
        return -t_49;
    }
    return 0i;
}
fn loopy(n_3: i32) -> i32 {
    var sum: i32;
    var t_63: i32;
    var t_64: i32;
    var t_65: bool;
    var sum_1: i32 = 0i;
    var t_66: i32 = 0i;
    var t_67: i32 = 0i;
    var t_68: bool = false;
    for (;;) {
        var sum_2: i32;
        var t_69: i32;
        var t_70: i32;
        var t_71: bool;
        var i_2: i32;
        var sum_3: i32 = sum_1;
        var t_72: i32 = t_66;
        var t_73: i32 = t_67;
        var t_74: bool = t_68;
        var i_3: i32 = 0i;
        for (;;) {
            if (i_3 < 10i) {
            } else {
                var t_75: i32 = sum_3;
                var t_76: i32 = t_72;
                var t_77: i32 = t_73;
                var t_78: bool = t_74;
                var t_79: i32 = i_3;
                sum_2 = t_75;
                t_69 = t_76;
                t_70 = t_77;
                t_71 = t_78;
                i_2 = t_79;
                break;
            }
            var t_80: i32 = sum_3 + i_3;
            var t_81: i32;
            var t_82: i32;
            var t_83: bool;
            if (i_3 == n_3) {
                var t_84: i32 = t_80;
                var t_85: i32 = 1i;
                var t_86: i32 = 5i;
                var t_87: bool = true;
                var t_88: i32 = i_3;
                sum_2 = t_84;
                t_69 = t_85;
                t_70 = t_86;
                t_71 = t_87;
                i_2 = t_88;
                break;
            } else {
                var t_89: i32 = t_72;
                var t_90: i32 = t_73;
                var t_91: bool = t_74;
                t_81 = t_89;
                t_82 = t_90;
                t_83 = t_91;
            }
            var t_92: i32 = t_80;
            var t_93: i32 = t_81;
            var t_94: i32 = t_82;
            var t_95: bool = t_83;
            var t_96: i32 = i_3 + 1i;
            sum_3 = t_92;
            t_72 = t_93;
            t_73 = t_94;
            t_74 = t_95;
            i_3 = t_96;
            continue;
        }
        if (t_71) {
            var t_97: i32 = sum_2;
            var t_98: i32 = t_69;
            var t_99: i32 = t_70;
            var t_100: bool = t_71;
            sum = t_97;
            t_63 = t_98;
            t_64 = t_99;
            t_65 = t_100;
            break;
        }
        var t_101: i32 = sum_2 + 1000i;
        var t_102: i32 = t_69;
        var t_103: i32 = t_70;
        var t_104: bool = t_71;
        sum = t_101;
        t_63 = t_102;
        t_64 = t_103;
        t_65 = t_104;
        break;
    }
    return select(sum, sum + 10i * t_64, t_63 == 1i);
}
fn detail(n_4: i32) -> i32 {
    var t_105: i32;
    var t_106: i32;
    var t_107: i32;
    var t_108: i32 = 0i;
    var t_109: i32 = 0i;
    var t_110: i32 = 0i;
    for (;;) {
        var t_111: bool = bool();
        t_111 = false;
        var t_112: Detail = Detail();
        var t_113: i32 = firstBad(n_4, &t_111, &t_112);
        var t_114: bool = t_111;
        var t_115: i32;
        var t_116: i32;
        var t_117: i32;
        if (t_114) {
            var t_118: Detail = t_112;
            var t_119: i32 = 1i;
            var t_120: i32 = t_118.a;
            var t_121: i32 = t_118.b;
            t_105 = t_119;
            t_106 = t_120;
            t_107 = t_121;
            break;
        } else {
            var t_122: i32 = t_108;
            var t_123: i32 = t_109;
            var t_124: i32 = t_110;
            t_115 = t_122;
            t_116 = t_123;
            t_117 = t_124;
        }
        return t_113;
    }
    return t_106 * 100i + t_107;
}
fn nested(n_5: i32) -> i32 {
    var t_125: i32;
    var t_126: i32;
    var t_127: bool;
    var t_128: i32 = 0i;
    var t_129: i32 = 0i;
    var t_130: bool = false;
    for (;;) {
        var t_131: i32;
        var t_132: i32;
        var t_133: bool;
        var t_134: i32;
        var t_135: i32;
        var t_136: i32 = t_128;
        var t_137: i32 = t_129;
        var t_138: bool = t_130;
        var t_139: i32 = 0i;
        var t_140: i32 = 0i;
        for (;;) {
            var t_141: i32;
            var t_142: bool;
            var t_143: i32;
            var t_144: bool = false;
            var t_145: i32 = 0i;
            for (;;) {
                var t_146: bool;
                var t_147: i32;
                if (n_5 < 2i) {
                    var t_148: i32 = 0i;
                    var t_149: bool = true;
                    var t_150: i32 = 3i;
                    t_141 = t_148;
                    t_142 = t_149;
                    t_143 = t_150;
                    break;
                } else {
                    var t_151: bool = t_144;
                    var t_152: i32 = t_145;
                    t_146 = t_151;
                    t_147 = t_152;
                }
                var t_153: bool;
                var t_154: i32;
                if (n_5 > 10i) {
                    var t_155: i32 = 0i;
                    var t_156: bool = true;
                    var t_157: i32 = 9i;
                    t_141 = t_155;
                    t_142 = t_156;
                    t_143 = t_157;
                    break;
                } else {
                    var t_158: bool = t_146;
                    var t_159: i32 = t_147;
                    t_153 = t_158;
                    t_154 = t_159;
                }
                var t_160: i32 = n_5 * 10i;
                var t_161: bool = t_153;
                var t_162: i32 = t_154;
                t_141 = t_160;
                t_142 = t_161;
                t_143 = t_162;
                break;
            }
            var t_163: i32;
            var t_164: i32;
            if (t_142) {
                var t_165: i32 = t_136;
                var t_166: i32 = t_137;
                var t_167: bool = t_138;
                var t_168: i32 = 1i;
                var t_169: i32 = t_143;
                t_131 = t_165;
                t_132 = t_166;
                t_133 = t_167;
                t_134 = t_168;
                t_135 = t_169;
                break;
            } else {
                var t_170: i32 = t_139;
                var t_171: i32 = t_140;
                t_163 = t_170;
                t_164 = t_171;
            }
            var t_172: i32 = 1i;
            var t_173: i32 = 5i;
            var t_174: bool = true;
            var t_175: i32 = t_163;
            var t_176: i32 = t_164;
            t_131 = t_172;
            t_132 = t_173;
            t_133 = t_174;
            t_134 = t_175;
            t_135 = t_176;
            break;
        }
        if (t_133) {
            var t_177: i32 = t_131;
            var t_178: i32 = t_132;
            var t_179: bool = t_133;
            t_125 = t_177;
            t_126 = t_178;
            t_127 = t_179;
            break;
        }
        return 1i;
    }
    return 2i;
}
fn anyError(n_6: i32) -> i32 {
    var t_180: i32;
    var t_181: i32 = 0i;
    for (;;) {
        var t_182: i32;
        var t_183: bool;
        var t_184: i32;
        var t_185: bool = false;
        var t_186: i32 = 0i;
        for (;;) {
            var t_187: bool;
            var t_188: i32;
            if (n_6 < 2i) {
                var t_189: i32 = 0i;
                var t_190: bool = true;
                var t_191: i32 = 3i;
                t_182 = t_189;
                t_183 = t_190;
                t_184 = t_191;
                break;
            } else {
                var t_192: bool = t_185;
                var t_193: i32 = t_186;
                t_187 = t_192;
                t_188 = t_193;
            }
            var t_194: bool;
            var t_195: i32;
            if (n_6 > 10i) {
                var t_196: i32 = 0i;
                var t_197: bool = true;
                var t_198: i32 = 9i;
                t_182 = t_196;
                t_183 = t_197;
                t_184 = t_198;
                break;
            } else {
                var t_199: bool = t_187;
                var t_200: i32 = t_188;
                t_194 = t_199;
                t_195 = t_200;
            }
            var t_201: i32 = n_6 * 10i;
            var t_202: bool = t_194;
            var t_203: i32 = t_195;
            t_182 = t_201;
            t_183 = t_202;
            t_184 = t_203;
            break;
        }
        var t_204: i32;
        if (t_183) {
            t_180 = 2i;
            break;
        } else {
            t_204 = t_181;
        }
        return t_182;
    }
    if (t_180 == 1i) {
        return 1000i;
    } else {
        return -1i;
    }
    return 0i;
}
fn computeMain_1() {
    var t_205: i32 = classify(5i);
    outputBuffer.data[0u] = t_205;
    var t_206: i32 = classify(1i);
    outputBuffer.data[1u] = t_206;
    var t_207: i32 = classify(10i);
    outputBuffer.data[2u] = t_207;
    var t_208: i32 = calls;
    outputBuffer.data[3u] = t_208;
    var t_209: i32 = loopy(3i);
    outputBuffer.data[4u] = t_209;
    var t_210: i32 = loopy(20i);
    outputBuffer.data[5u] = t_210;
    var t_211: i32 = detail(5i);
    outputBuffer.data[6u] = t_211;
    var t_212: i32 = detail(3i);
    outputBuffer.data[7u] = t_212;
    var t_213: i32 = nested(0i);
    outputBuffer.data[8u] = t_213;
    var t_214: i32 = nested(5i);
    outputBuffer.data[9u] = t_214;
    var t_215: i32 = anyError(0i);
    outputBuffer.data[10u] = t_215;
    var t_216: i32 = anyError(4i);
    outputBuffer.data[11u] = t_216;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
