struct RWStructuredBuffer {
    data: array<f32>,
}
struct Acc {
    sum: vec3<f32>,
    w: f32,
}
struct Acc_push_bwd_Grads {
    f0: Acc,
    f1: vec3<f32>,
    f2: f32,
}
struct scatter_bwd_Grads {
    f0: f32,
    f1: f32,
}
struct scatter_fwd_Result {
    p: f32,
    d: f32,
}
struct accumulate_bwd_Grads {
    f0: Acc,
    f1: vec3<f32>,
}
struct swz_bwd_Grads {
    f0: vec3<f32>,
    f1: mat2x2<f32>,
}
struct ties_bwd_Grads {
    f0: f32,
    f1: f32,
}
struct swLoop_bwd_Grads {
    f0: f32,
}
struct swLoop_fwd_Result {
    p: f32,
    d: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<private> kTable: array<f32, 4> = array<f32, 4>(0.5f, -1.0f, 2.0f, 0.25f);
fn Acc_push_bwd(p: ptr<function, Acc>, p_1: vec3<f32>, p_2: f32, p_3: Acc) -> Acc_push_bwd_Grads {
    var t: Acc = *p;
    var t_1: f32 = t.w;
    var t_2: vec3<f32> = vec3<f32>(t_1);
    var t_3: vec3<f32> = p_1 * t_2;
    var t_4: vec3<f32> = vec3<f32>(p_2);
    *p = Acc(t.sum + t_3 * t_4, t_1 * 0.9f + p_2 * 0.01f);
    var t_5: vec3<f32> = p_3.sum;
    var t_6: f32 = p_3.w;
    var t_7: vec3<f32> = t_4 * t_5;
    var t_8: vec3<f32> = t_3 * t_5;
    var t_9: vec3<f32> = p_1 * t_7;
    return Acc_push_bwd_Grads(Acc(vec3<f32>(0.0f, 0.0f, 0.0f) + t_5, 0.9f * t_6 + (t_9.x + t_9.y + t_9.z) + 0.0f), t_2 * t_7, 0.01f * t_6 + (t_8.x + t_8.y + t_8.z));
}
fn scatter_bwd(p_4: f32, p_5: f32, p_6: i32, p_7: f32) -> scatter_bwd_Grads {
    var buf: array<f32, 4>;
    var i: i32;
    var buf_1: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < p_6) {
        } else {
            var t_10: array<f32, 4> = buf_1;
            var t_11: i32 = i_1;
            buf = t_10;
            i = t_11;
            break;
        }
        var t_12: i32 = i_1 * 3i;
        var t_13: i32 = t_12 - select(t_12 / 4i, -1i, 4i == 0i) * 4i;
        var t_14: f32 = kTable[i_1 - select(i_1 / 4i, -1i, 4i == 0i) * 4i];
        var t_15: i32 = t_13 + 1i;
        var t_16: f32 = buf_1[t_13] + (p_4 * t_14 + buf_1[t_15 - select(t_15 / 4i, -1i, 4i == 0i) * 4i] * p_5);
        var t_17: array<f32, 4> = buf_1;
        t_17[0] = select(buf_1[0], t_16, t_13 == 0i);
        var t_18: array<f32, 4> = t_17;
        t_18[1] = select(buf_1[1], t_16, t_13 == 1i);
        var t_19: array<f32, 4> = t_18;
        t_19[2] = select(buf_1[2], t_16, t_13 == 2i);
        var t_20: array<f32, 4> = t_19;
        t_20[3] = select(buf_1[3], t_16, t_13 == 3i);
        var t_21: array<f32, 4> = t_20;
        var t_22: i32 = i_1 + 1i;
        buf_1 = t_21;
        i_1 = t_22;
        continue;
    }
    var t_23: f32 = -p_7;
    var t_24: i32;
    var t_25: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
    var t_26: i32 = 0i;
    var t_27: i32 = 0i;
    for (;;) {
        var t_28: i32;
        var t_29: array<f32, 4>;
        var t_30: i32;
        var t_31: array<f32, 4>;
        var t_32: i32;
        if (t_26 < p_6) {
            var t_33: i32 = 0i;
            var t_34: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_35: i32 = 0i;
            var t_36: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_37: i32 = 0i;
            t_28 = t_33;
            t_29 = t_34;
            t_30 = t_35;
            t_31 = t_36;
            t_32 = t_37;
        } else {
            var t_38: i32 = 2i;
            var t_39: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_40: i32 = 0i;
            var t_41: array<f32, 4> = t_25;
            var t_42: i32 = t_26;
            t_28 = t_38;
            t_29 = t_39;
            t_30 = t_40;
            t_31 = t_41;
            t_32 = t_42;
        }
        var t_43: i32;
        var t_44: array<f32, 4>;
        var t_45: i32;
        var t_46: array<f32, 4>;
        var t_47: i32;
        if (t_28 == 0i) {
            var t_48: i32 = t_26 * 3i;
            var t_49: i32 = t_48 - select(t_48 / 4i, -1i, 4i == 0i) * 4i;
            var t_50: f32 = kTable[t_26 - select(t_26 / 4i, -1i, 4i == 0i) * 4i];
            var t_51: i32 = t_49 + 1i;
            var t_52: f32 = t_25[t_49] + (p_4 * t_50 + t_25[t_51 - select(t_51 / 4i, -1i, 4i == 0i) * 4i] * p_5);
            var t_53: array<f32, 4> = t_25;
            t_53[0] = select(t_25[0], t_52, t_49 == 0i);
            var t_54: array<f32, 4> = t_53;
            t_54[1] = select(t_25[1], t_52, t_49 == 1i);
            var t_55: array<f32, 4> = t_54;
            t_55[2] = select(t_25[2], t_52, t_49 == 2i);
            var t_56: array<f32, 4> = t_55;
            t_56[3] = select(t_25[3], t_52, t_49 == 3i);
            var t_57: i32 = 1i;
            var t_58: array<f32, 4> = t_56;
            var t_59: i32 = t_26 + 1i;
            var t_60: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_61: i32 = 0i;
            t_43 = t_57;
            t_44 = t_58;
            t_45 = t_59;
            t_46 = t_60;
            t_47 = t_61;
        } else {
            var t_62: i32 = t_28;
            var t_63: array<f32, 4> = t_29;
            var t_64: i32 = t_30;
            var t_65: array<f32, 4> = t_31;
            var t_66: i32 = t_32;
            t_43 = t_62;
            t_44 = t_63;
            t_45 = t_64;
            t_46 = t_65;
            t_47 = t_66;
        }
        var t_67: i32 = t_27 + 1i;
        if (t_43 == 2i) {
            t_24 = t_67;
            break;
        }
        var t_68: array<f32, 4> = t_44;
        var t_69: i32 = t_45;
        var t_70: i32 = t_67;
        t_25 = t_68;
        t_26 = t_69;
        t_27 = t_70;
        continue;
    }
    var t_71: i32 = t_24 - 1i;
    var t_72: array<f32, 4>;
    var t_73: f32;
    var t_74: f32;
    var t_75: i32 = t_71;
    var t_76: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
    var t_77: f32 = 0.0f;
    var t_78: f32 = 0.0f;
    for (;;) {
        if (t_75 < 0i) {
            var t_79: array<f32, 4> = t_76;
            var t_80: f32 = t_77;
            var t_81: f32 = t_78;
            t_72 = t_79;
            t_73 = t_80;
            t_74 = t_81;
            break;
        }
        var t_82: array<f32, 4>;
        var t_83: i32;
        var t_84: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
        var t_85: i32 = 0i;
        var t_86: i32 = 0i;
        for (;;) {
            if (t_86 == t_75) {
                var t_87: array<f32, 4> = t_84;
                var t_88: i32 = t_85;
                t_82 = t_87;
                t_83 = t_88;
                break;
            }
            var t_89: i32;
            var t_90: array<f32, 4>;
            var t_91: i32;
            var t_92: array<f32, 4>;
            var t_93: i32;
            if (t_85 < p_6) {
                var t_94: i32 = 0i;
                var t_95: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
                var t_96: i32 = 0i;
                var t_97: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
                var t_98: i32 = 0i;
                t_89 = t_94;
                t_90 = t_95;
                t_91 = t_96;
                t_92 = t_97;
                t_93 = t_98;
            } else {
                var t_99: i32 = 2i;
                var t_100: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
                var t_101: i32 = 0i;
                var t_102: array<f32, 4> = t_84;
                var t_103: i32 = t_85;
                t_89 = t_99;
                t_90 = t_100;
                t_91 = t_101;
                t_92 = t_102;
                t_93 = t_103;
            }
            var t_104: i32;
            var t_105: array<f32, 4>;
            var t_106: i32;
            var t_107: array<f32, 4>;
            var t_108: i32;
            if (t_89 == 0i) {
                var t_109: i32 = t_85 * 3i;
                var t_110: i32 = t_109 - select(t_109 / 4i, -1i, 4i == 0i) * 4i;
                var t_111: f32 = kTable[t_85 - select(t_85 / 4i, -1i, 4i == 0i) * 4i];
                var t_112: i32 = t_110 + 1i;
                var t_113: f32 = t_84[t_110] + (p_4 * t_111 + t_84[t_112 - select(t_112 / 4i, -1i, 4i == 0i) * 4i] * p_5);
                var t_114: array<f32, 4> = t_84;
                t_114[0] = select(t_84[0], t_113, t_110 == 0i);
                var t_115: array<f32, 4> = t_114;
                t_115[1] = select(t_84[1], t_113, t_110 == 1i);
                var t_116: array<f32, 4> = t_115;
                t_116[2] = select(t_84[2], t_113, t_110 == 2i);
                var t_117: array<f32, 4> = t_116;
                t_117[3] = select(t_84[3], t_113, t_110 == 3i);
                var t_118: i32 = 1i;
                var t_119: array<f32, 4> = t_117;
                var t_120: i32 = t_85 + 1i;
                var t_121: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
                var t_122: i32 = 0i;
                t_104 = t_118;
                t_105 = t_119;
                t_106 = t_120;
                t_107 = t_121;
                t_108 = t_122;
            } else {
                var t_123: i32 = t_89;
                var t_124: array<f32, 4> = t_90;
                var t_125: i32 = t_91;
                var t_126: array<f32, 4> = t_92;
                var t_127: i32 = t_93;
                t_104 = t_123;
                t_105 = t_124;
                t_106 = t_125;
                t_107 = t_126;
                t_108 = t_127;
            }
            if (t_104 == 2i) {
                var t_128: array<f32, 4> = t_84;
                var t_129: i32 = t_85;
                t_82 = t_128;
                t_83 = t_129;
                break;
            }
            var t_130: array<f32, 4> = t_105;
            var t_131: i32 = t_106;
            var t_132: i32 = t_86 + 1i;
            t_84 = t_130;
            t_85 = t_131;
            t_86 = t_132;
            continue;
        }
        var t_133: bool = t_83 < p_6;
        var t_134: i32;
        var t_135: array<f32, 4>;
        var t_136: i32;
        var t_137: array<f32, 4>;
        var t_138: i32;
        if (t_133) {
            var t_139: i32 = 0i;
            var t_140: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_141: i32 = 0i;
            var t_142: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_143: i32 = 0i;
            t_134 = t_139;
            t_135 = t_140;
            t_136 = t_141;
            t_137 = t_142;
            t_138 = t_143;
        } else {
            var t_144: i32 = 2i;
            var t_145: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_146: i32 = 0i;
            var t_147: array<f32, 4> = t_82;
            var t_148: i32 = t_83;
            t_134 = t_144;
            t_135 = t_145;
            t_136 = t_146;
            t_137 = t_147;
            t_138 = t_148;
        }
        var t_149: bool = t_75 == t_71;
        var t_150: array<f32, 4>;
        var t_151: f32;
        var t_152: f32;
        var t_153: array<f32, 4>;
        var t_154: array<f32, 4>;
        if (t_134 == 0i) {
            var t_155: i32 = t_83 * 3i;
            var t_156: i32 = t_155 - select(t_155 / 4i, -1i, 4i == 0i) * 4i;
            var t_157: f32 = kTable[t_83 - select(t_83 / 4i, -1i, 4i == 0i) * 4i];
            var t_158: i32 = t_156 + 1i;
            var t_159: i32 = t_158 - select(t_158 / 4i, -1i, 4i == 0i) * 4i;
            var t_160: bool = t_156 == 0i;
            var t_161: bool = t_156 == 1i;
            var t_162: bool = t_156 == 2i;
            var t_163: bool = t_156 == 3i;
            var t_164: f32 = t_76[3];
            var t_165: f32 = t_76[2];
            var t_166: f32 = t_76[1];
            var t_167: f32 = t_76[0];
            var t_168: f32 = select(0.0f, t_164, t_163) + select(0.0f, t_165, t_162) + select(0.0f, t_166, t_161) + select(0.0f, t_167, t_160);
            var t_169: f32 = p_5 * t_168;
            var t_170: array<f32, 4> = array<f32, 4>(0.0f + select(t_167, 0.0f, t_160) + select(0.0f, t_169, t_159 == 0i) + select(0.0f, t_168, t_160), 0.0f + select(t_166, 0.0f, t_161) + 0.0f + 0.0f + select(0.0f, t_169, t_159 == 1i) + select(0.0f, t_168, t_161), 0.0f + select(t_165, 0.0f, t_162) + 0.0f + 0.0f + 0.0f + select(0.0f, t_169, t_159 == 2i) + select(0.0f, t_168, t_162), select(t_164, 0.0f, t_163) + 0.0f + 0.0f + 0.0f + 0.0f + select(0.0f, t_169, t_159 == 3i) + select(0.0f, t_168, t_163));
            var t_171: f32 = t_157 * t_168;
            var t_172: f32 = t_82[t_159] * t_168;
            var t_173: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_174: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            t_150 = t_170;
            t_151 = t_171;
            t_152 = t_172;
            t_153 = t_173;
            t_154 = t_174;
        } else {
            var t_175: array<f32, 4> = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
            var t_176: f32 = 0.0f;
            var t_177: f32 = 0.0f;
            var t_178: array<f32, 4> = t_76;
            var t_179: array<f32, 4> = array<f32, 4>(select(0.0f, 0.0f + buf[1] * p_7, t_149), select(0.0f, 0.0f + buf[0] * p_7 + 0.0f, t_149), select(0.0f, 0.0f + p_7 + 0.0f + 0.0f, t_149), select(0.0f, p_4 * t_23 + 0.0f + 0.0f + 0.0f, t_149));
            t_150 = t_175;
            t_151 = t_176;
            t_152 = t_177;
            t_153 = t_178;
            t_154 = t_179;
        }
        var t_180: array<f32, 4>;
        if (t_133) {
            t_180 = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
        } else {
            t_180 = t_154;
        }
        var t_181: i32 = t_75 - 1i;
        var t_182: array<f32, 4> = array<f32, 4>(t_150[0] + t_180[0], t_150[1] + t_180[1], t_150[2] + t_180[2], t_150[3] + t_180[3]);
        var t_183: f32 = t_77 + t_151;
        var t_184: f32 = t_78 + t_152;
        t_75 = t_181;
        t_76 = t_182;
        t_77 = t_183;
        t_78 = t_184;
        continue;
    }
    return scatter_bwd_Grads(buf[3] * t_23 + t_73, t_74);
}
fn scatter_fwd(p_8: f32, p_9: f32, p_10: f32, p_11: f32, p_12: i32) -> scatter_fwd_Result {
    var buf_2: array<f32, 4> = array<f32, 4>();
    var t_185: array<f32, 4> = array<f32, 4>();
    t_185 = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
    buf_2 = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
    t_185 = array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f);
    var i_2: i32;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < p_12) {
        } else {
            i_2 = i_3;
            break;
        }
        var t_186: i32 = i_3 * 3i;
        var t_187: i32 = t_186 - select(t_186 / 4i, -1i, 4i == 0i) * 4i;
        var t_188: f32 = buf_2[t_187];
        var t_189: f32 = t_185[t_187];
        var t_190: f32 = kTable[i_3 - select(i_3 / 4i, -1i, 4i == 0i) * 4i];
        var t_191: i32 = t_187 + 1i;
        var t_192: i32 = t_191 - select(t_191 / 4i, -1i, 4i == 0i) * 4i;
        var t_193: f32 = buf_2[t_192];
        var t_194: f32 = t_185[t_192];
        buf_2[t_187] = t_188 + (p_8 * t_190 + t_193 * p_10);
        t_185[t_187] = t_189 + (t_190 * p_9 + (p_10 * t_194 + t_193 * p_11));
        i_3 = i_3 + 1i;
        continue;
    }
    var t_195: f32 = buf_2[0i];
    var t_196: f32 = t_185[0i];
    var t_197: f32 = buf_2[1i];
    var t_198: f32 = t_185[1i];
    var t_199: f32 = buf_2[2i];
    var t_200: f32 = t_185[2i];
    var t_201: f32 = buf_2[3i];
    var t_202: f32 = t_185[3i];
    return scatter_fwd_Result(t_195 * t_197 + t_199 - t_201 * p_8, t_197 * t_196 + t_195 * t_198 + t_200 + -(p_8 * t_202 + t_201 * p_9));
}
fn accumulate_bwd(p_13: ptr<function, Acc>, p_14: vec3<f32>, p_15: i32, p_16: Acc) -> accumulate_bwd_Grads {
    var t_203: Acc = *p_13;
    var t_204: Acc;
    var i_4: i32;
    var t_205: Acc = t_203;
    var i_5: i32 = 0i;
    for (;;) {
        if (i_5 < p_15) {
        } else {
            var t_206: Acc = t_205;
            var t_207: i32 = i_5;
            t_204 = t_206;
            i_4 = t_207;
            break;
        }
        var t_208: i32 = i_5 + 1i;
        var t_209: f32 = 0.5f + 0.1f * f32(i_5);
        var t_210: f32 = t_205.w;
        var t_211: Acc = Acc(t_205.sum + p_14 * vec3<f32>(vec3<i32>(t_208)) * vec3<f32>(t_210) * vec3<f32>(t_209), t_210 * 0.9f + t_209 * 0.01f);
        var t_212: i32 = t_208;
        t_205 = t_211;
        i_5 = t_212;
        continue;
    }
    *p_13 = t_204;
    var t_213: i32;
    var t_214: Acc = t_203;
    var t_215: i32 = 0i;
    var t_216: i32 = 0i;
    for (;;) {
        var t_217: i32;
        var t_218: Acc;
        var t_219: i32;
        var t_220: Acc;
        var t_221: i32;
        if (t_215 < p_15) {
            var t_222: i32 = 0i;
            var t_223: Acc = Acc(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f);
            var t_224: i32 = 0i;
            var t_225: Acc = Acc(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f);
            var t_226: i32 = 0i;
            t_217 = t_222;
            t_218 = t_223;
            t_219 = t_224;
            t_220 = t_225;
            t_221 = t_226;
        } else {
            var t_227: i32 = 2i;
            var t_228: Acc = Acc(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f);
            var t_229: i32 = 0i;
            var t_230: Acc = t_214;
            var t_231: i32 = t_215;
            t_217 = t_227;
            t_218 = t_228;
            t_219 = t_229;
            t_220 = t_230;
            t_221 = t_231;
        }
        var t_232: i32;
        var t_233: Acc;
        var t_234: i32;
        var t_235: Acc;
        var t_236: i32;
        if (t_217 == 0i) {
            var t_237: i32 = t_215 + 1i;
            var t_238: f32 = 0.5f + 0.1f * f32(t_215);
            var t_239: f32 = t_214.w;
            var t_240: i32 = 1i;
            var t_241: Acc = Acc(t_214.sum + p_14 * vec3<f32>(vec3<i32>(t_237)) * vec3<f32>(t_239) * vec3<f32>(t_238), t_239 * 0.9f + t_238 * 0.01f);
            var t_242: i32 = t_237;
            var t_243: Acc = Acc(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f);
            var t_244: i32 = 0i;
            t_232 = t_240;
            t_233 = t_241;
            t_234 = t_242;
            t_235 = t_243;
            t_236 = t_244;
        } else {
            var t_245: i32 = t_217;
            var t_246: Acc = t_218;
            var t_247: i32 = t_219;
            var t_248: Acc = t_220;
            var t_249: i32 = t_221;
            t_232 = t_245;
            t_233 = t_246;
            t_234 = t_247;
            t_235 = t_248;
            t_236 = t_249;
        }
        var t_250: i32 = t_216 + 1i;
        if (t_232 == 2i) {
            t_213 = t_250;
            break;
        }
        var t_251: Acc = t_233;
        var t_252: i32 = t_234;
        var t_253: i32 = t_250;
        t_214 = t_251;
        t_215 = t_252;
        t_216 = t_253;
        continue;
    }
    var t_254: i32 = t_213 - 1i;
    var t_255: Acc;
    var t_256: vec3<f32>;
    var t_257: i32 = t_254;
    var t_258: Acc = Acc(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f);
    var t_259: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    for (;;) {
        if (t_257 < 0i) {
            var t_260: Acc = t_258;
            var t_261: vec3<f32> = t_259;
            t_255 = t_260;
            t_256 = t_261;
            break;
        }
        var t_262: Acc;
        var t_263: i32;
        var t_264: Acc = t_203;
        var t_265: i32 = 0i;
        var t_266: i32 = 0i;
        for (;;) {
            if (t_266 == t_257) {
                var t_267: Acc = t_264;
                var t_268: i32 = t_265;
                t_262 = t_267;
                t_263 = t_268;
                break;
            }
            var t_269: i32;
            var t_270: Acc;
            var t_271: i32;
            var t_272: Acc;
            var t_273: i32;
            if (t_265 < p_15) {
                var t_274: i32 = 0i;
                var t_275: Acc = Acc(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f);
                var t_276: i32 = 0i;
                var t_277: Acc = Acc(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f);
                var t_278: i32 = 0i;
                t_269 = t_274;
                t_270 = t_275;
                t_271 = t_276;
                t_272 = t_277;
                t_273 = t_278;
            } else {
                var t_279: i32 = 2i;
                var t_280: Acc = Acc(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f);
                var t_281: i32 = 0i;
                var t_282: Acc = t_264;
                var t_283: i32 = t_265;
                t_269 = t_279;
                t_270 = t_280;
                t_271 = t_281;
                t_272 = t_282;
                t_273 = t_283;
            }
            var t_284: i32;
            var t_285: Acc;
            var t_286: i32;
            var t_287: Acc;
            var t_288: i32;
            if (t_269 == 0i) {
                var t_289: i32 = t_265 + 1i;
                var t_290: f32 = 0.5f + 0.1f * f32(t_265);
                var t_291: f32 = t_264.w;
                var t_292: i32 = 1i;
                var t_293: Acc = Acc(t_264.sum + p_14 * vec3<f32>(vec3<i32>(t_289)) * vec3<f32>(t_291) * vec3<f32>(t_290), t_291 * 0.9f + t_290 * 0.01f);
                var t_294: i32 = t_289;
                var t_295: Acc = Acc(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f);
                var t_296: i32 = 0i;
                t_284 = t_292;
                t_285 = t_293;
                t_286 = t_294;
                t_287 = t_295;
                t_288 = t_296;
            } else {
                var t_297: i32 = t_269;
                var t_298: Acc = t_270;
                var t_299: i32 = t_271;
                var t_300: Acc = t_272;
                var t_301: i32 = t_273;
                t_284 = t_297;
                t_285 = t_298;
                t_286 = t_299;
                t_287 = t_300;
                t_288 = t_301;
            }
            if (t_284 == 2i) {
                var t_302: Acc = t_264;
                var t_303: i32 = t_265;
                t_262 = t_302;
                t_263 = t_303;
                break;
            }
            var t_304: Acc = t_285;
            var t_305: i32 = t_286;
            var t_306: i32 = t_266 + 1i;
            t_264 = t_304;
            t_265 = t_305;
            t_266 = t_306;
            continue;
        }
        var t_307: bool = t_263 < p_15;
        var t_308: i32;
        var t_309: Acc;
        var t_310: i32;
        var t_311: Acc;
        var t_312: i32;
        if (t_307) {
            var t_313: i32 = 0i;
            var t_314: Acc = Acc(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f);
            var t_315: i32 = 0i;
            var t_316: Acc = Acc(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f);
            var t_317: i32 = 0i;
            t_308 = t_313;
            t_309 = t_314;
            t_310 = t_315;
            t_311 = t_316;
            t_312 = t_317;
        } else {
            var t_318: i32 = 2i;
            var t_319: Acc = Acc(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f);
            var t_320: i32 = 0i;
            var t_321: Acc = t_262;
            var t_322: i32 = t_263;
            t_308 = t_318;
            t_309 = t_319;
            t_310 = t_320;
            t_311 = t_321;
            t_312 = t_322;
        }
        var t_323: bool = t_257 == t_254;
        var t_324: vec3<f32>;
        var t_325: Acc;
        var t_326: Acc;
        var t_327: Acc;
        if (t_308 == 0i) {
            var t_328: vec3<f32> = vec3<f32>(vec3<i32>(t_263 + 1i));
            var t_329: Acc = Acc();
            t_329 = t_262;
            var t_330: Acc_push_bwd_Grads = Acc_push_bwd(&t_329, p_14 * t_328, 0.5f + 0.1f * f32(t_263), t_258);
            var t_331: vec3<f32> = t_328 * t_330.f1;
            var t_332: Acc = t_330.f0;
            var t_333: Acc = Acc(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f);
            var t_334: Acc = Acc(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f);
            t_324 = t_331;
            t_325 = t_332;
            t_326 = t_333;
            t_327 = t_334;
        } else {
            var t_335: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
            var t_336: Acc = Acc(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f);
            var t_337: Acc = t_258;
            var t_338: Acc = Acc(select(vec3<f32>(0.0f, 0.0f, 0.0f), p_16.sum, t_323), select(0.0f, p_16.w, t_323));
            t_324 = t_335;
            t_325 = t_336;
            t_326 = t_337;
            t_327 = t_338;
        }
        var t_339: Acc;
        if (t_307) {
            t_339 = Acc(vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f);
        } else {
            t_339 = t_327;
        }
        var t_340: i32 = t_257 - 1i;
        var t_341: Acc = Acc(t_325.sum + t_339.sum, t_325.w + t_339.w);
        var t_342: vec3<f32> = t_259 + t_324;
        t_257 = t_340;
        t_258 = t_341;
        t_259 = t_342;
        continue;
    }
    return accumulate_bwd_Grads(t_255, t_256);
}
fn swz_bwd(p_17: vec3<f32>, p_18: mat2x2<f32>, p_19: f32) -> swz_bwd_Grads {
    var t_343: vec2<f32> = p_17.zx * vec2<f32>(2.0f, 2.0f);
    var t_344: f32 = t_343.x;
    var t_345: f32 = t_343.y;
    var t_346: vec2<f32> = p_18[0];
    var t_347: vec2<f32> = vec2<f32>(t_344);
    var t_348: vec2<f32> = t_346 * t_347;
    var t_349: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    t_349.z = p_19;
    var t_350: f32 = -p_19;
    var t_351: vec2<f32> = vec2<f32>(0.0f, 0.0f);
    t_351.x = t_348.y * t_350;
    var t_352: mat2x2<f32> = mat2x2<f32>(vec2<f32>(0.0f, 0.0f), vec2<f32>(0.0f, 0.0f));
    t_352[1] = t_351;
    var t_353: vec2<f32> = vec2<f32>(0.0f, 0.0f);
    t_353.y = (p_17.y + t_344 * t_345) * t_350;
    var t_354: mat2x2<f32> = mat2x2<f32>(vec2<f32>(0.0f, 0.0f), vec2<f32>(0.0f, 0.0f));
    t_354[0] = t_353;
    var t_355: vec2<f32> = vec2<f32>(0.0f, 0.0f);
    t_355.y = t_348.x * p_19;
    var t_356: mat2x2<f32> = mat2x2<f32>(vec2<f32>(0.0f, 0.0f), vec2<f32>(0.0f, 0.0f));
    t_356[1] = t_355;
    var t_357: vec2<f32> = vec2<f32>(0.0f, 0.0f);
    t_357.x = p_18[1].y * p_19;
    var t_358: mat2x2<f32> = mat2x2<f32>(vec2<f32>(0.0f, 0.0f), vec2<f32>(0.0f, 0.0f));
    t_358[0] = t_357;
    var t_359: mat2x2<f32> = t_352 + t_354 + t_356 + t_358;
    var t_360: mat2x2<f32> = t_359;
    t_360[0] = vec2<f32>(0.0f, 0.0f);
    var t_361: vec2<f32> = t_359[0];
    var t_362: vec2<f32> = t_346 * t_361;
    var t_363: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    t_363.x = t_362.x + t_362.y;
    var t_364: mat2x2<f32> = mat2x2<f32>(vec2<f32>(0.0f, 0.0f), vec2<f32>(0.0f, 0.0f));
    t_364[0] = t_347 * t_361;
    var t_365: mat2x2<f32> = t_360 + t_364;
    var t_366: mat2x2<f32> = t_365;
    t_366[1] = vec2<f32>(0.0f, 0.0f);
    var t_367: vec2<f32> = t_365[1];
    var t_368: vec2<f32> = t_367;
    t_368.x = 0.0f;
    var t_369: mat2x2<f32> = mat2x2<f32>(vec2<f32>(0.0f, 0.0f), vec2<f32>(0.0f, 0.0f));
    t_369[1] = t_368;
    var t_370: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    t_370.y = t_367.x;
    var t_371: vec3<f32> = t_349 + t_363 + t_370;
    var t_372: vec3<f32> = t_371;
    t_372.y = 0.0f;
    var t_373: f32 = t_371.y;
    var t_374: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    t_374.z = t_344 * t_373;
    var t_375: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    t_375.x = t_345 * t_373;
    var t_376: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    t_376.y = t_373;
    var t_377: vec3<f32> = t_372 + t_374 + t_375 + t_376;
    var t_378: vec3<f32> = t_377;
    t_378.z = 0.0f;
    var t_379: vec2<f32> = vec2<f32>(0.0f, 0.0f);
    t_379.y = t_377.z;
    var t_380: vec3<f32> = t_378;
    t_380.x = 0.0f;
    var t_381: vec2<f32> = vec2<f32>(0.0f, 0.0f);
    t_381.x = t_377.x;
    var t_382: vec2<f32> = vec2<f32>(2.0f, 2.0f) * (t_379 + t_381);
    return swz_bwd_Grads(t_380 + vec3<f32>(t_382.y, 0.0f, t_382.x), t_366 + t_369);
}
fn ties_bwd(p_20: f32, p_21: f32, p_22: f32) -> ties_bwd_Grads {
    var t_383: f32 = sign(p_21 - p_20) * p_22;
    var t_384: bool = p_20 < 0.0f;
    var t_385: bool = p_20 > p_21;
    var t_386: f32 = 2.0f * p_22;
    var t_387: f32 = select(0.0f, 0.5f, p_20 == p_21);
    return ties_bwd_Grads(-t_383 + select(select(1.0f, 0.0f, t_385), 0.0f, t_384) * p_22 + select(t_387, 1.0f, p_20 < p_21) * t_386 + select(t_387, 1.0f, t_385) * p_22, t_383 + select(select(0.0f, 1.0f, t_385), 0.0f, t_384) * p_22 + select(t_387, 1.0f, p_21 < p_20) * t_386 + select(t_387, 1.0f, p_21 > p_20) * p_22);
}
fn swLoop_bwd(p_23: f32, p_24: i32, p_25: f32) -> swLoop_bwd_Grads {
    var s: f32;
    var i_6: i32;
    var s_1: f32 = p_23;
    var i_7: i32 = 0i;
    for (;;) {
        if (i_7 < p_24) {
        } else {
            var t_388: f32 = s_1;
            var t_389: i32 = i_7;
            s = t_388;
            i_6 = t_389;
            break;
        }
        var s_2: f32;
        var i_8: i32;
        switch (i_7 - select(i_7 / 3i, -1i, 3i == 0i) * 3i) {
        case 0i: {
            var t_390: f32 = s_1 * p_23;
            var t_391: i32 = i_7;
            s_2 = t_390;
            i_8 = t_391;
            break;
        }
        case 1i: {
            if (s_1 > 2.0f) {
                var t_392: f32 = s_1;
                var t_393: i32 = i_7;
                s_2 = t_392;
                i_8 = t_393;
                break;
            }
            var t_394: f32 = s_1 + sqrt(abs(s_1));
            var t_395: i32 = i_7;
            s_2 = t_394;
            i_8 = t_395;
            break;
        }
        default: {
            var t_396: f32 = s_1 * 0.5f;
            var t_397: i32 = i_7 + 1i;
            s_1 = t_396;
            i_7 = t_397;
            continue;
        }
        }
        var t_398: f32 = s_2 - 0.01f * p_23;
        var t_399: i32 = i_8 + 1i;
        s_1 = t_398;
        i_7 = t_399;
        continue;
    }
    var t_400: i32;
    var t_401: f32 = p_23;
    var t_402: i32 = 0i;
    var t_403: i32 = 0i;
    for (;;) {
        var t_404: bool = t_402 < p_24;
        var t_405: i32 = select(2i, 0i, t_404);
        var t_406: i32;
        var t_407: f32;
        var t_408: i32;
        var t_409: f32;
        var t_410: i32;
        if (t_405 == 0i) {
            var t_411: f32;
            var t_412: i32;
            var t_413: i32;
            var t_414: f32;
            var t_415: i32;
            var t_416: f32;
            var t_417: i32;
            switch (t_402 - select(t_402 / 3i, -1i, 3i == 0i) * 3i) {
            case 0i: {
                var t_418: f32 = t_401 * p_23;
                var t_419: i32 = t_402;
                var t_420: i32 = 0i;
                var t_421: f32 = 0.0f;
                var t_422: i32 = 0i;
                var t_423: f32 = 0.0f;
                var t_424: i32 = 0i;
                t_411 = t_418;
                t_412 = t_419;
                t_413 = t_420;
                t_414 = t_421;
                t_415 = t_422;
                t_416 = t_423;
                t_417 = t_424;
                break;
            }
            case 1i: {
                var t_425: bool = t_401 > 2.0f;
                var t_426: i32 = select(0i, 3i, t_425);
                var t_427: bool = t_426 == 0i;
                var t_428: i32 = select(t_426, 3i, t_427);
                var t_429: f32 = select(select(0.0f, t_401, t_425), t_401 + sqrt(abs(t_401)), t_427);
                var t_430: i32 = select(select(0i, t_402, t_425), t_402, t_427);
                var t_431: i32 = select(t_428, 0i, t_428 == 3i);
                var t_432: f32 = 0.0f;
                var t_433: i32 = 0i;
                var t_434: f32 = 0.0f;
                var t_435: i32 = 0i;
                t_411 = t_429;
                t_412 = t_430;
                t_413 = t_431;
                t_414 = t_432;
                t_415 = t_433;
                t_416 = t_434;
                t_417 = t_435;
                break;
            }
            default: {
                var t_436: f32 = 0.0f;
                var t_437: i32 = 0i;
                var t_438: i32 = 1i;
                var t_439: f32 = t_401 * 0.5f;
                var t_440: i32 = t_402 + 1i;
                var t_441: f32 = 0.0f;
                var t_442: i32 = 0i;
                t_411 = t_436;
                t_412 = t_437;
                t_413 = t_438;
                t_414 = t_439;
                t_415 = t_440;
                t_416 = t_441;
                t_417 = t_442;
                break;
            }
            }
            var t_443: bool = t_413 == 0i;
            var t_444: i32 = select(t_413, 1i, t_443);
            var t_445: f32 = select(t_414, t_411 - 0.01f * p_23, t_443);
            var t_446: i32 = select(t_415, t_412 + 1i, t_443);
            var t_447: f32 = select(t_416, 0.0f, t_443);
            var t_448: i32 = select(t_417, 0i, t_443);
            t_406 = t_444;
            t_407 = t_445;
            t_408 = t_446;
            t_409 = t_447;
            t_410 = t_448;
        } else {
            var t_449: i32 = t_405;
            var t_450: f32 = 0.0f;
            var t_451: i32 = 0i;
            var t_452: f32 = select(t_401, 0.0f, t_404);
            var t_453: i32 = select(t_402, 0i, t_404);
            t_406 = t_449;
            t_407 = t_450;
            t_408 = t_451;
            t_409 = t_452;
            t_410 = t_453;
        }
        var t_454: i32 = t_403 + 1i;
        if (t_406 == 2i) {
            t_400 = t_454;
            break;
        }
        var t_455: f32 = t_407;
        var t_456: i32 = t_408;
        var t_457: i32 = t_454;
        t_401 = t_455;
        t_402 = t_456;
        t_403 = t_457;
        continue;
    }
    var t_458: i32 = t_400 - 1i;
    var t_459: f32;
    var t_460: f32;
    var t_461: i32 = t_458;
    var t_462: f32 = 0.0f;
    var t_463: f32 = 0.0f;
    for (;;) {
        if (t_461 < 0i) {
            var t_464: f32 = t_462;
            var t_465: f32 = t_463;
            t_459 = t_464;
            t_460 = t_465;
            break;
        }
        var t_466: f32;
        var t_467: i32;
        var t_468: f32 = p_23;
        var t_469: i32 = 0i;
        var t_470: i32 = 0i;
        for (;;) {
            if (t_470 == t_461) {
                var t_471: f32 = t_468;
                var t_472: i32 = t_469;
                t_466 = t_471;
                t_467 = t_472;
                break;
            }
            var t_473: bool = t_469 < p_24;
            var t_474: i32 = select(2i, 0i, t_473);
            var t_475: i32;
            var t_476: f32;
            var t_477: i32;
            var t_478: f32;
            var t_479: i32;
            if (t_474 == 0i) {
                var t_480: f32;
                var t_481: i32;
                var t_482: i32;
                var t_483: f32;
                var t_484: i32;
                var t_485: f32;
                var t_486: i32;
                switch (t_469 - select(t_469 / 3i, -1i, 3i == 0i) * 3i) {
                case 0i: {
                    var t_487: f32 = t_468 * p_23;
                    var t_488: i32 = t_469;
                    var t_489: i32 = 0i;
                    var t_490: f32 = 0.0f;
                    var t_491: i32 = 0i;
                    var t_492: f32 = 0.0f;
                    var t_493: i32 = 0i;
                    t_480 = t_487;
                    t_481 = t_488;
                    t_482 = t_489;
                    t_483 = t_490;
                    t_484 = t_491;
                    t_485 = t_492;
                    t_486 = t_493;
                    break;
                }
                case 1i: {
                    var t_494: bool = t_468 > 2.0f;
                    var t_495: i32 = select(0i, 3i, t_494);
                    var t_496: bool = t_495 == 0i;
                    var t_497: i32 = select(t_495, 3i, t_496);
                    var t_498: f32 = select(select(0.0f, t_468, t_494), t_468 + sqrt(abs(t_468)), t_496);
                    var t_499: i32 = select(select(0i, t_469, t_494), t_469, t_496);
                    var t_500: i32 = select(t_497, 0i, t_497 == 3i);
                    var t_501: f32 = 0.0f;
                    var t_502: i32 = 0i;
                    var t_503: f32 = 0.0f;
                    var t_504: i32 = 0i;
                    t_480 = t_498;
                    t_481 = t_499;
                    t_482 = t_500;
                    t_483 = t_501;
                    t_484 = t_502;
                    t_485 = t_503;
                    t_486 = t_504;
                    break;
                }
                default: {
                    var t_505: f32 = 0.0f;
                    var t_506: i32 = 0i;
                    var t_507: i32 = 1i;
                    var t_508: f32 = t_468 * 0.5f;
                    var t_509: i32 = t_469 + 1i;
                    var t_510: f32 = 0.0f;
                    var t_511: i32 = 0i;
                    t_480 = t_505;
                    t_481 = t_506;
                    t_482 = t_507;
                    t_483 = t_508;
                    t_484 = t_509;
                    t_485 = t_510;
                    t_486 = t_511;
                    break;
                }
                }
                var t_512: bool = t_482 == 0i;
                var t_513: i32 = select(t_482, 1i, t_512);
                var t_514: f32 = select(t_483, t_480 - 0.01f * p_23, t_512);
                var t_515: i32 = select(t_484, t_481 + 1i, t_512);
                var t_516: f32 = select(t_485, 0.0f, t_512);
                var t_517: i32 = select(t_486, 0i, t_512);
                t_475 = t_513;
                t_476 = t_514;
                t_477 = t_515;
                t_478 = t_516;
                t_479 = t_517;
            } else {
                var t_518: i32 = t_474;
                var t_519: f32 = 0.0f;
                var t_520: i32 = 0i;
                var t_521: f32 = select(t_468, 0.0f, t_473);
                var t_522: i32 = select(t_469, 0i, t_473);
                t_475 = t_518;
                t_476 = t_519;
                t_477 = t_520;
                t_478 = t_521;
                t_479 = t_522;
            }
            if (t_475 == 2i) {
                var t_523: f32 = t_468;
                var t_524: i32 = t_469;
                t_466 = t_523;
                t_467 = t_524;
                break;
            }
            var t_525: f32 = t_476;
            var t_526: i32 = t_477;
            var t_527: i32 = t_470 + 1i;
            t_468 = t_525;
            t_469 = t_526;
            t_470 = t_527;
            continue;
        }
        var t_528: bool = t_467 < p_24;
        var t_529: f32 = select(0.0f, p_25, t_461 == t_458);
        var t_530: f32;
        var t_531: f32;
        var t_532: f32;
        var t_533: f32;
        if (select(2i, 0i, t_528) == 0i) {
            var t_534: i32 = t_467 - select(t_467 / 3i, -1i, 3i == 0i) * 3i;
            var t_535: f32;
            var t_536: i32;
            var t_537: i32;
            var t_538: f32;
            var t_539: i32;
            var t_540: f32;
            var t_541: i32;
            switch (t_534) {
            case 0i: {
                var t_542: f32 = t_466 * p_23;
                var t_543: i32 = t_467;
                var t_544: i32 = 0i;
                var t_545: f32 = 0.0f;
                var t_546: i32 = 0i;
                var t_547: f32 = 0.0f;
                var t_548: i32 = 0i;
                t_535 = t_542;
                t_536 = t_543;
                t_537 = t_544;
                t_538 = t_545;
                t_539 = t_546;
                t_540 = t_547;
                t_541 = t_548;
                break;
            }
            case 1i: {
                var t_549: bool = t_466 > 2.0f;
                var t_550: i32 = select(0i, 3i, t_549);
                var t_551: bool = t_550 == 0i;
                var t_552: i32 = select(t_550, 3i, t_551);
                var t_553: f32 = select(select(0.0f, t_466, t_549), t_466 + sqrt(abs(t_466)), t_551);
                var t_554: i32 = select(select(0i, t_467, t_549), t_467, t_551);
                var t_555: i32 = select(t_552, 0i, t_552 == 3i);
                var t_556: f32 = 0.0f;
                var t_557: i32 = 0i;
                var t_558: f32 = 0.0f;
                var t_559: i32 = 0i;
                t_535 = t_553;
                t_536 = t_554;
                t_537 = t_555;
                t_538 = t_556;
                t_539 = t_557;
                t_540 = t_558;
                t_541 = t_559;
                break;
            }
            default: {
                var t_560: f32 = 0.0f;
                var t_561: i32 = 0i;
                var t_562: i32 = 1i;
                var t_563: f32 = t_466 * 0.5f;
                var t_564: i32 = t_467 + 1i;
                var t_565: f32 = 0.0f;
                var t_566: i32 = 0i;
                t_535 = t_560;
                t_536 = t_561;
                t_537 = t_562;
                t_538 = t_563;
                t_539 = t_564;
                t_540 = t_565;
                t_541 = t_566;
                break;
            }
            }
            var t_567: bool = t_537 == 0i;
            var t_568: f32 = select(0.0f, t_462, t_567);
            var t_569: f32 = select(t_462, 0.0f, t_567);
            var t_570: f32;
            var t_571: f32;
            switch (t_534) {
            case 0i: {
                var t_572: f32 = p_23 * t_568;
                var t_573: f32 = t_466 * t_568;
                t_570 = t_572;
                t_571 = t_573;
                break;
            }
            case 1i: {
                var t_574: bool = t_466 > 2.0f;
                var t_575: f32;
                var t_576: f32;
                var t_577: f32;
                var t_578: f32;
                if (select(0i, 3i, t_574) == 0i) {
                    var t_579: f32 = t_568 + sign(t_466) * (0.5f / sqrt(max(1e-7f, abs(t_466))) * t_568);
                    var t_580: f32 = 0.0f;
                    var t_581: f32 = 0.0f;
                    var t_582: f32 = 0.0f;
                    t_575 = t_579;
                    t_576 = t_580;
                    t_577 = t_581;
                    t_578 = t_582;
                } else {
                    var t_583: f32 = 0.0f;
                    var t_584: f32 = t_569;
                    var t_585: f32 = select(t_529, 0.0f, t_567);
                    var t_586: f32 = t_568;
                    t_575 = t_583;
                    t_576 = t_584;
                    t_577 = t_585;
                    t_578 = t_586;
                }
                var t_587: f32 = t_575 + select(0.0f, t_578, t_574);
                var t_588: f32 = 0.0f;
                t_570 = t_587;
                t_571 = t_588;
                break;
            }
            default: {
                var t_589: f32 = 0.5f * t_569;
                var t_590: f32 = 0.0f;
                t_570 = t_589;
                t_571 = t_590;
                break;
            }
            }
            var t_591: f32 = t_570;
            var t_592: f32 = select(0.0f, 0.01f * -t_462, t_567) + t_571;
            var t_593: f32 = 0.0f;
            var t_594: f32 = 0.0f;
            t_530 = t_591;
            t_531 = t_592;
            t_532 = t_593;
            t_533 = t_594;
        } else {
            var t_595: f32 = 0.0f;
            var t_596: f32 = 0.0f;
            var t_597: f32 = t_462;
            var t_598: f32 = t_529;
            t_530 = t_595;
            t_531 = t_596;
            t_532 = t_597;
            t_533 = t_598;
        }
        var t_599: i32 = t_461 - 1i;
        var t_600: f32 = t_530 + select(t_533, 0.0f, t_528);
        var t_601: f32 = t_463 + t_531;
        t_461 = t_599;
        t_462 = t_600;
        t_463 = t_601;
        continue;
    }
    return swLoop_bwd_Grads(t_459 + t_460);
}
fn swLoop_fwd(p_26: f32, p_27: f32, p_28: i32) -> swLoop_fwd_Result {
    var s_3: f32;
    var t_602: f32;
    var i_9: i32;
    var s_4: f32 = p_26;
    var t_603: f32 = p_27;
    var i_10: i32 = 0i;
    for (;;) {
        if (i_10 < p_28) {
        } else {
            var t_604: f32 = s_4;
            var t_605: f32 = t_603;
            var t_606: i32 = i_10;
            s_3 = t_604;
            t_602 = t_605;
            i_9 = t_606;
            break;
        }
        var s_5: f32;
        var t_607: f32;
        var i_11: i32;
        switch (i_10 - select(i_10 / 3i, -1i, 3i == 0i) * 3i) {
        case 0i: {
            var t_608: f32 = s_4 * p_26;
            var t_609: f32 = p_26 * t_603 + s_4 * p_27;
            var t_610: i32 = i_10;
            s_5 = t_608;
            t_607 = t_609;
            i_11 = t_610;
            break;
        }
        case 1i: {
            if (s_4 > 2.0f) {
                var t_611: f32 = s_4;
                var t_612: f32 = t_603;
                var t_613: i32 = i_10;
                s_5 = t_611;
                t_607 = t_612;
                i_11 = t_613;
                break;
            }
            var t_614: f32 = abs(s_4);
            var t_615: f32 = s_4 + sqrt(t_614);
            var t_616: f32 = t_603 + 0.5f / sqrt(max(1e-7f, t_614)) * (sign(s_4) * t_603);
            var t_617: i32 = i_10;
            s_5 = t_615;
            t_607 = t_616;
            i_11 = t_617;
            break;
        }
        default: {
            var t_618: f32 = s_4 * 0.5f;
            var t_619: f32 = 0.5f * t_603;
            var t_620: i32 = i_10 + 1i;
            s_4 = t_618;
            t_603 = t_619;
            i_10 = t_620;
            continue;
        }
        }
        var t_621: f32 = s_5 - 0.01f * p_26;
        var t_622: f32 = t_607 + -(0.01f * p_27);
        var t_623: i32 = i_11 + 1i;
        s_4 = t_621;
        t_603 = t_622;
        i_10 = t_623;
        continue;
    }
    return swLoop_fwd_Result(s_3, t_602);
}
fn computeMain_1() {
    var t_624: scatter_bwd_Grads = scatter_bwd(0.7f, -0.4f, 6i, 1.0f);
    outputBuffer.data[0u] = t_624.f0;
    outputBuffer.data[1u] = t_624.f1;
    var t_625: scatter_fwd_Result = scatter_fwd(0.7f, 1.0f, -0.4f, 0.0f, 6i);
    outputBuffer.data[2u] = t_625.d;
    var t_626: Acc = Acc();
    t_626 = Acc(vec3<f32>(0.1f, 0.2f, 0.3f), 1.5f);
    var t_627: accumulate_bwd_Grads = accumulate_bwd(&t_626, vec3<f32>(1.0f, 2.0f, -1.0f), 3i, Acc(vec3<f32>(1.0f, -1.0f, 0.5f), 2.0f));
    var t_628: Acc = t_627.f0;
    var t_629: vec3<f32> = t_627.f1;
    outputBuffer.data[3u] = t_628.sum.x;
    outputBuffer.data[4u] = t_628.w;
    outputBuffer.data[5u] = t_629.x;
    outputBuffer.data[6u] = t_629.z;
    var t_630: swz_bwd_Grads = swz_bwd(vec3<f32>(0.3f, -0.6f, 1.1f), mat2x2<f32>(vec2<f32>(1.0f, 0.5f), vec2<f32>(-2.0f, 0.75f)), 1.0f);
    var t_631: vec3<f32> = t_630.f0;
    var t_632: mat2x2<f32> = t_630.f1;
    outputBuffer.data[7u] = t_631.x;
    outputBuffer.data[8u] = t_631.y;
    outputBuffer.data[9u] = t_631.z;
    outputBuffer.data[10u] = t_632[0].x;
    var t_633: vec2<f32> = t_632[1];
    outputBuffer.data[11u] = t_633.y;
    outputBuffer.data[12u] = t_633.x;
    var t_634: ties_bwd_Grads = ties_bwd(0.5f, 0.5f, 1.0f);
    outputBuffer.data[13u] = t_634.f0;
    outputBuffer.data[14u] = t_634.f1;
    var t_635: ties_bwd_Grads = ties_bwd(-0.5f, 0.5f, 1.0f);
    outputBuffer.data[15u] = t_635.f0;
    outputBuffer.data[16u] = t_635.f1;
    outputBuffer.data[17u] = 1.8313735f;
    outputBuffer.data[18u] = 0.0f;
    outputBuffer.data[19u] = 1.7641199f;
    outputBuffer.data[20u] = 0.39733866f;
    var t_636: swLoop_bwd_Grads = swLoop_bwd(1.3f, 5i, 1.0f);
    outputBuffer.data[21u] = t_636.f0;
    var t_637: swLoop_fwd_Result = swLoop_fwd(1.3f, 1.0f, 5i);
    outputBuffer.data[22u] = t_637.d;
    var t_638: swLoop_bwd_Grads = swLoop_bwd(0.6f, 4i, 1.0f);
    outputBuffer.data[23u] = t_638.f0;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
