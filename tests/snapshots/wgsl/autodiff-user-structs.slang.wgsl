struct RWStructuredBuffer {
    data: array<f32>,
}
struct Inner {
    a: f32,
    v: vec3<f32>,
    scale: f32,
}
struct Outer {
    inner: Inner,
    w: vec2<f32>,
    count: i32,
}
struct Outer_energy_bwd_Grads {
    f0: Outer,
}
struct Outer_energy_fwd_Result {
    p: f32,
    d: f32,
}
struct Outer_bump_bwd_Grads {
    f0: Outer,
    f1: f32,
}
struct loss_bwd_Grads {
    f0: Outer,
    f1: f32,
}
struct loss_fwd_Result {
    p: f32,
    d: f32,
}
struct arrLoss_bwd_Grads {
    f0: array<Inner, 3>,
    f1: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn Outer_energy(p: Outer) -> f32 {
    var t: Inner = p.inner;
    var t_1: vec3<f32> = t.v;
    var t_2: vec2<f32> = p.w;
    var s: f32;
    var i: i32;
    var s_1: f32 = dot(t_1, t_1) * t.a;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < p.count) {
        } else {
            var t_3: f32 = s_1;
            var t_4: i32 = i_1;
            s = t_3;
            i = t_4;
            break;
        }
        var t_5: f32 = s_1 + t_2.x * t_2.y * t.scale;
        var t_6: i32 = i_1 + 1i;
        s_1 = t_5;
        i_1 = t_6;
        continue;
    }
    return s;
}
fn Outer_energy_bwd(p_1: Outer, p_2: f32) -> Outer_energy_bwd_Grads {
    var t_7: Inner = p_1.inner;
    var t_8: f32 = t_7.a;
    var t_9: vec3<f32> = t_7.v;
    var t_10: f32 = t_7.scale;
    var t_11: vec2<f32> = p_1.w;
    var t_12: i32 = p_1.count;
    var t_13: f32 = dot(t_9, t_9);
    var t_14: f32 = t_13 * t_8;
    var s_2: f32;
    var i_2: i32;
    var s_3: f32 = t_14;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < t_12) {
        } else {
            var t_15: f32 = s_3;
            var t_16: i32 = i_3;
            s_2 = t_15;
            i_2 = t_16;
            break;
        }
        var t_17: f32 = s_3 + t_11.x * t_11.y * t_10;
        var t_18: i32 = i_3 + 1i;
        s_3 = t_17;
        i_3 = t_18;
        continue;
    }
    var t_19: i32;
    var t_20: f32 = t_14;
    var t_21: i32 = 0i;
    var t_22: i32 = 0i;
    for (;;) {
        var t_23: bool = t_21 < t_12;
        var t_24: i32 = select(2i, 0i, t_23);
        var t_25: i32;
        var t_26: f32;
        var t_27: i32;
        var t_28: f32;
        var t_29: i32;
        if (t_24 == 0i) {
            var t_30: i32 = 1i;
            var t_31: f32 = t_20 + t_11.x * t_11.y * t_10;
            var t_32: i32 = t_21 + 1i;
            var t_33: f32 = 0.0f;
            var t_34: i32 = 0i;
            t_25 = t_30;
            t_26 = t_31;
            t_27 = t_32;
            t_28 = t_33;
            t_29 = t_34;
        } else {
            var t_35: i32 = t_24;
            var t_36: f32 = 0.0f;
            var t_37: i32 = 0i;
            var t_38: f32 = select(t_20, 0.0f, t_23);
            var t_39: i32 = select(t_21, 0i, t_23);
            t_25 = t_35;
            t_26 = t_36;
            t_27 = t_37;
            t_28 = t_38;
            t_29 = t_39;
        }
        var t_40: i32 = t_22 + 1i;
        if (t_25 == 2i) {
            t_19 = t_40;
            break;
        }
        var t_41: f32 = t_26;
        var t_42: i32 = t_27;
        var t_43: i32 = t_40;
        t_20 = t_41;
        t_21 = t_42;
        t_22 = t_43;
        continue;
    }
    var t_44: i32 = t_19 - 1i;
    var t_45: f32;
    var t_46: vec2<f32>;
    var t_47: f32;
    var t_48: i32 = t_44;
    var t_49: f32 = 0.0f;
    var t_50: vec2<f32> = vec2<f32>(0.0f, 0.0f);
    var t_51: f32 = 0.0f;
    for (;;) {
        if (t_48 < 0i) {
            var t_52: f32 = t_49;
            var t_53: vec2<f32> = t_50;
            var t_54: f32 = t_51;
            t_45 = t_52;
            t_46 = t_53;
            t_47 = t_54;
            break;
        }
        var t_55: f32;
        var t_56: i32;
        var t_57: f32 = t_14;
        var t_58: i32 = 0i;
        var t_59: i32 = 0i;
        for (;;) {
            if (t_59 == t_48) {
                var t_60: f32 = t_57;
                var t_61: i32 = t_58;
                t_55 = t_60;
                t_56 = t_61;
                break;
            }
            var t_62: bool = t_58 < t_12;
            var t_63: i32 = select(2i, 0i, t_62);
            var t_64: i32;
            var t_65: f32;
            var t_66: i32;
            var t_67: f32;
            var t_68: i32;
            if (t_63 == 0i) {
                var t_69: i32 = 1i;
                var t_70: f32 = t_57 + t_11.x * t_11.y * t_10;
                var t_71: i32 = t_58 + 1i;
                var t_72: f32 = 0.0f;
                var t_73: i32 = 0i;
                t_64 = t_69;
                t_65 = t_70;
                t_66 = t_71;
                t_67 = t_72;
                t_68 = t_73;
            } else {
                var t_74: i32 = t_63;
                var t_75: f32 = 0.0f;
                var t_76: i32 = 0i;
                var t_77: f32 = select(t_57, 0.0f, t_62);
                var t_78: i32 = select(t_58, 0i, t_62);
                t_64 = t_74;
                t_65 = t_75;
                t_66 = t_76;
                t_67 = t_77;
                t_68 = t_78;
            }
            if (t_64 == 2i) {
                var t_79: f32 = t_57;
                var t_80: i32 = t_58;
                t_55 = t_79;
                t_56 = t_80;
                break;
            }
            var t_81: f32 = t_65;
            var t_82: i32 = t_66;
            var t_83: i32 = t_59 + 1i;
            t_57 = t_81;
            t_58 = t_82;
            t_59 = t_83;
            continue;
        }
        var t_84: bool = t_56 < t_12;
        var t_85: vec2<f32>;
        var t_86: f32;
        var t_87: f32;
        var t_88: f32;
        var t_89: f32;
        if (select(2i, 0i, t_84) == 0i) {
            var t_90: f32 = t_11.x;
            var t_91: f32 = t_11.y;
            var t_92: f32 = t_10 * t_49;
            var t_93: vec2<f32> = vec2<f32>(0.0f, 0.0f);
            t_93.y = t_90 * t_92;
            var t_94: vec2<f32> = vec2<f32>(0.0f, 0.0f);
            t_94.x = t_91 * t_92;
            var t_95: vec2<f32> = t_93 + t_94;
            var t_96: f32 = t_90 * t_91 * t_49;
            var t_97: f32 = t_49;
            var t_98: f32 = 0.0f;
            var t_99: f32 = 0.0f;
            t_85 = t_95;
            t_86 = t_96;
            t_87 = t_97;
            t_88 = t_98;
            t_89 = t_99;
        } else {
            var t_100: vec2<f32> = vec2<f32>(0.0f, 0.0f);
            var t_101: f32 = 0.0f;
            var t_102: f32 = 0.0f;
            var t_103: f32 = t_49;
            var t_104: f32 = select(0.0f, p_2, t_48 == t_44);
            t_85 = t_100;
            t_86 = t_101;
            t_87 = t_102;
            t_88 = t_103;
            t_89 = t_104;
        }
        var t_105: i32 = t_48 - 1i;
        var t_106: f32 = t_87 + select(t_89, 0.0f, t_84);
        var t_107: vec2<f32> = t_50 + t_85;
        var t_108: f32 = t_51 + t_86;
        t_48 = t_105;
        t_49 = t_106;
        t_50 = t_107;
        t_51 = t_108;
        continue;
    }
    var t_109: vec3<f32> = vec3<f32>(t_8 * t_45) * t_9;
    return Outer_energy_bwd_Grads(Outer(Inner(0.0f + (0.0f + t_13 * t_45), vec3<f32>(0.0f, 0.0f, 0.0f) + (t_109 + t_109 + vec3<f32>(0.0f, 0.0f, 0.0f)), 0.0f), t_46 + vec2<f32>(0.0f, 0.0f), 0i));
}
fn Outer_energy_fwd(p_3: Outer, p_4: Outer) -> Outer_energy_fwd_Result {
    var t_110: Inner = p_3.inner;
    var t_111: f32 = t_110.a;
    var t_112: vec3<f32> = t_110.v;
    var t_113: f32 = t_110.scale;
    var t_114: vec2<f32> = p_3.w;
    var t_115: Inner = p_4.inner;
    var t_116: vec2<f32> = p_4.w;
    var t_117: f32 = dot(t_112, t_112);
    var t_118: f32 = dot(t_115.v, t_112);
    var s_4: f32;
    var t_119: f32;
    var i_4: i32;
    var s_5: f32 = t_117 * t_111;
    var t_120: f32 = t_111 * (t_118 + t_118) + t_117 * t_115.a;
    var i_5: i32 = 0i;
    for (;;) {
        if (i_5 < p_3.count) {
        } else {
            var t_121: f32 = s_5;
            var t_122: f32 = t_120;
            var t_123: i32 = i_5;
            s_4 = t_121;
            t_119 = t_122;
            i_4 = t_123;
            break;
        }
        var t_124: f32 = t_114.x;
        var t_125: f32 = t_114.y;
        var t_126: f32 = s_5 + t_124 * t_125 * t_113;
        var t_127: f32 = t_120 + t_113 * (t_125 * t_116.x + t_124 * t_116.y);
        var t_128: i32 = i_5 + 1i;
        s_5 = t_126;
        t_120 = t_127;
        i_5 = t_128;
        continue;
    }
    return Outer_energy_fwd_Result(s_4, t_119);
}
fn Outer_bump_bwd(p_5: ptr<function, Outer>, p_6: f32, p_7: Outer) -> Outer_bump_bwd_Grads {
    var t_129: Outer = *p_5;
    var t_130: Inner = t_129.inner;
    var t_131: f32 = t_130.a;
    var t_132: vec2<f32> = t_129.w;
    var t_133: f32 = t_131 * p_6 + t_132.y;
    var t_134: vec2<f32> = vec2<f32>(t_133);
    *p_5 = Outer(Inner(t_133, t_130.v, t_130.scale), t_132 * t_134, t_129.count);
    var t_135: Inner = p_7.inner;
    var t_136: vec2<f32> = p_7.w;
    var t_137: vec2<f32> = t_132 * t_136;
    var t_138: f32 = t_135.a + (t_137.x + t_137.y);
    var t_139: vec2<f32> = vec2<f32>(0.0f, 0.0f);
    t_139.y = t_138;
    return Outer_bump_bwd_Grads(Outer(Inner(0.0f + (0.0f + p_6 * t_138), vec3<f32>(0.0f, 0.0f, 0.0f) + (t_135.v + vec3<f32>(0.0f, 0.0f, 0.0f)), 0.0f), t_134 * t_136 + t_139 + vec2<f32>(0.0f, 0.0f), 0i), t_131 * t_138);
}
fn Outer_bump_fwd(p_8: ptr<function, Outer>, p_9: ptr<function, Outer>, p_10: f32, p_11: f32) {
    var t_140: f32 = (*p_8).inner.a;
    var t_141: f32 = (*p_9).inner.a;
    var t_142: vec2<f32> = (*p_8).w;
    var t_143: vec2<f32> = (*p_9).w;
    (*p_8).inner.a = t_140 * p_10 + t_142.y;
    (*p_9).inner.a = p_10 * t_141 + t_140 * p_11 + t_143.y;
    var t_144: vec2<f32> = (*p_8).w;
    var t_145: vec2<f32> = (*p_9).w;
    var t_146: f32 = (*p_8).inner.a;
    var t_147: f32 = (*p_9).inner.a;
    var t_148: vec2<f32> = vec2<f32>(t_146);
    (*p_8).w = t_144 * t_148;
    (*p_9).w = t_148 * t_145 + t_144 * vec2<f32>(t_147);
    return;
}
fn loss_bwd(p_12: Outer, p_13: f32, p_14: f32) -> loss_bwd_Grads {
    var t_149: Inner = p_12.inner;
    var t_150: vec2<f32> = p_12.w;
    var t_151: f32 = t_149.a * p_13 + t_150.y;
    var t_152: Outer = Outer(Inner(t_151, t_149.v, t_149.scale), t_150 * vec2<f32>(t_151), p_12.count);
    var t_153: f32 = Outer_energy(t_152);
    var t_154: Outer_energy_bwd_Grads = Outer_energy_bwd(t_152, p_14);
    var t_155: Outer = t_154.f0;
    var t_156: Inner = t_155.inner;
    var t_157: Outer = Outer();
    t_157 = p_12;
    var t_158: Outer_bump_bwd_Grads = Outer_bump_bwd(&t_157, p_13, Outer(Inner(0.0f + (0.0f + (cos(t_151) * p_14 + t_156.a)), vec3<f32>(0.0f, 0.0f, 0.0f) + (t_156.v + vec3<f32>(0.0f, 0.0f, 0.0f)), 0.0f), t_155.w + vec2<f32>(0.0f, 0.0f), 0i));
    var t_159: Outer = t_158.f0;
    var t_160: Inner = t_159.inner;
    return loss_bwd_Grads(Outer(Inner(0.0f + (0.0f + t_160.a), vec3<f32>(0.0f, 0.0f, 0.0f) + (t_160.v + vec3<f32>(0.0f, 0.0f, 0.0f)), 0.0f), t_159.w + vec2<f32>(0.0f, 0.0f), 0i), t_158.f1);
}
fn loss_fwd(p_15: Outer, p_16: Outer, p_17: f32, p_18: f32) -> loss_fwd_Result {
    var o: Outer = Outer();
    var t_161: Outer = Outer();
    t_161 = Outer(Inner(0.0f, vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f), vec2<f32>(0.0f, 0.0f), 0i);
    o = p_15;
    t_161 = p_16;
    Outer_bump_fwd(&o, &t_161, p_17, p_18);
    var t_162: Outer = o;
    var t_163: Outer = t_161;
    var t_164: Outer_energy_fwd_Result = Outer_energy_fwd(t_162, t_163);
    var t_165: f32 = o.inner.a;
    var t_166: f32 = t_161.inner.a;
    return loss_fwd_Result(t_164.p + sin(t_165), t_164.d + cos(t_165) * t_166);
}
fn arrLoss_bwd(p_19: array<Inner, 3>, p_20: f32, p_21: f32) -> arrLoss_bwd_Grads {
    var s_6: f32;
    var i_6: i32;
    var s_7: f32 = 0.0f;
    var i_7: i32 = 0i;
    for (;;) {
        if (i_7 < 3i) {
        } else {
            var t_167: f32 = s_7;
            var t_168: i32 = i_7;
            s_6 = t_167;
            i_6 = t_168;
            break;
        }
        var t_169: Inner = p_19[i_7];
        var t_170: f32 = s_7 + (t_169.a * p_20 + length(t_169.v) * t_169.scale);
        var t_171: i32 = i_7 + 1i;
        s_7 = t_170;
        i_7 = t_171;
        continue;
    }
    var t_172: f32 = s_6 * p_21;
    var t_173: i32;
    var t_174: f32 = 0.0f;
    var t_175: i32 = 0i;
    var t_176: i32 = 0i;
    for (;;) {
        var t_177: bool = t_175 < 3i;
        var t_178: i32 = select(2i, 0i, t_177);
        var t_179: i32;
        var t_180: f32;
        var t_181: i32;
        var t_182: f32;
        var t_183: i32;
        if (t_178 == 0i) {
            var t_184: Inner = p_19[t_175];
            var t_185: i32 = 1i;
            var t_186: f32 = t_174 + (t_184.a * p_20 + length(t_184.v) * t_184.scale);
            var t_187: i32 = t_175 + 1i;
            var t_188: f32 = 0.0f;
            var t_189: i32 = 0i;
            t_179 = t_185;
            t_180 = t_186;
            t_181 = t_187;
            t_182 = t_188;
            t_183 = t_189;
        } else {
            var t_190: i32 = t_178;
            var t_191: f32 = 0.0f;
            var t_192: i32 = 0i;
            var t_193: f32 = select(t_174, 0.0f, t_177);
            var t_194: i32 = select(t_175, 0i, t_177);
            t_179 = t_190;
            t_180 = t_191;
            t_181 = t_192;
            t_182 = t_193;
            t_183 = t_194;
        }
        var t_195: i32 = t_176 + 1i;
        if (t_179 == 2i) {
            t_173 = t_195;
            break;
        }
        var t_196: f32 = t_180;
        var t_197: i32 = t_181;
        var t_198: i32 = t_195;
        t_174 = t_196;
        t_175 = t_197;
        t_176 = t_198;
        continue;
    }
    var t_199: i32 = t_173 - 1i;
    var t_200: f32;
    var t_201: array<Inner, 3>;
    var t_202: f32;
    var t_203: i32 = t_199;
    var t_204: f32 = 0.0f;
    var t_205: array<Inner, 3> = array<Inner, 3>(Inner(0.0f, vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f), Inner(0.0f, vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f), Inner(0.0f, vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f));
    var t_206: f32 = 0.0f;
    for (;;) {
        if (t_203 < 0i) {
            var t_207: f32 = t_204;
            var t_208: array<Inner, 3> = t_205;
            var t_209: f32 = t_206;
            t_200 = t_207;
            t_201 = t_208;
            t_202 = t_209;
            break;
        }
        var t_210: f32;
        var t_211: i32;
        var t_212: f32 = 0.0f;
        var t_213: i32 = 0i;
        var t_214: i32 = 0i;
        for (;;) {
            if (t_214 == t_203) {
                var t_215: f32 = t_212;
                var t_216: i32 = t_213;
                t_210 = t_215;
                t_211 = t_216;
                break;
            }
            var t_217: bool = t_213 < 3i;
            var t_218: i32 = select(2i, 0i, t_217);
            var t_219: i32;
            var t_220: f32;
            var t_221: i32;
            var t_222: f32;
            var t_223: i32;
            if (t_218 == 0i) {
                var t_224: Inner = p_19[t_213];
                var t_225: i32 = 1i;
                var t_226: f32 = t_212 + (t_224.a * p_20 + length(t_224.v) * t_224.scale);
                var t_227: i32 = t_213 + 1i;
                var t_228: f32 = 0.0f;
                var t_229: i32 = 0i;
                t_219 = t_225;
                t_220 = t_226;
                t_221 = t_227;
                t_222 = t_228;
                t_223 = t_229;
            } else {
                var t_230: i32 = t_218;
                var t_231: f32 = 0.0f;
                var t_232: i32 = 0i;
                var t_233: f32 = select(t_212, 0.0f, t_217);
                var t_234: i32 = select(t_213, 0i, t_217);
                t_219 = t_230;
                t_220 = t_231;
                t_221 = t_232;
                t_222 = t_233;
                t_223 = t_234;
            }
            if (t_219 == 2i) {
                var t_235: f32 = t_212;
                var t_236: i32 = t_213;
                t_210 = t_235;
                t_211 = t_236;
                break;
            }
            var t_237: f32 = t_220;
            var t_238: i32 = t_221;
            var t_239: i32 = t_214 + 1i;
            t_212 = t_237;
            t_213 = t_238;
            t_214 = t_239;
            continue;
        }
        var t_240: bool = t_211 < 3i;
        var t_241: array<Inner, 3>;
        var t_242: f32;
        var t_243: f32;
        var t_244: f32;
        var t_245: f32;
        if (select(2i, 0i, t_240) == 0i) {
            var t_246: Inner = p_19[t_211];
            var t_247: vec3<f32> = t_246.v;
            var t_248: vec3<f32> = vec3<f32>(t_246.scale * t_204 / length(t_247)) * t_247;
            var t_249: bool = t_211 == 2i;
            var t_250: f32 = p_20 * t_204;
            var t_251: bool = t_211 == 1i;
            var t_252: bool = t_211 == 0i;
            var t_253: array<Inner, 3> = array<Inner, 3>(Inner(0.0f + select(0.0f, t_250, t_252), select(vec3<f32>(0.0f, 0.0f, 0.0f), t_248, t_252) + vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f), Inner(0.0f + select(0.0f, t_250, t_251), select(vec3<f32>(0.0f, 0.0f, 0.0f), t_248, t_251) + vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f), Inner(0.0f + select(0.0f, t_250, t_249), select(vec3<f32>(0.0f, 0.0f, 0.0f), t_248, t_249) + vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f));
            var t_254: f32 = t_246.a * t_204;
            var t_255: f32 = t_204;
            var t_256: f32 = 0.0f;
            var t_257: f32 = 0.0f;
            t_241 = t_253;
            t_242 = t_254;
            t_243 = t_255;
            t_244 = t_256;
            t_245 = t_257;
        } else {
            var t_258: array<Inner, 3> = array<Inner, 3>(Inner(0.0f, vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f), Inner(0.0f, vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f), Inner(0.0f, vec3<f32>(0.0f, 0.0f, 0.0f), 0.0f));
            var t_259: f32 = 0.0f;
            var t_260: f32 = 0.0f;
            var t_261: f32 = t_204;
            var t_262: f32 = select(0.0f, t_172 + t_172, t_203 == t_199);
            t_241 = t_258;
            t_242 = t_259;
            t_243 = t_260;
            t_244 = t_261;
            t_245 = t_262;
        }
        var t_263: Inner = t_205[0];
        var t_264: Inner = t_241[0];
        var t_265: Inner = t_205[1];
        var t_266: Inner = t_241[1];
        var t_267: Inner = t_205[2];
        var t_268: Inner = t_241[2];
        var t_269: i32 = t_203 - 1i;
        var t_270: f32 = t_243 + select(t_245, 0.0f, t_240);
        var t_271: array<Inner, 3> = array<Inner, 3>(Inner(t_263.a + t_264.a, t_263.v + t_264.v, t_263.scale + t_264.scale), Inner(t_265.a + t_266.a, t_265.v + t_266.v, t_265.scale + t_266.scale), Inner(t_267.a + t_268.a, t_267.v + t_268.v, t_267.scale + t_268.scale));
        var t_272: f32 = t_206 + t_242;
        t_203 = t_269;
        t_204 = t_270;
        t_205 = t_271;
        t_206 = t_272;
        continue;
    }
    return arrLoss_bwd_Grads(t_201, t_202);
}
fn computeMain_1() {
    var t_273: loss_bwd_Grads = loss_bwd(Outer(Inner(0.7f, vec3<f32>(1.0f, -2.0f, 0.5f), 3.0f), vec2<f32>(0.3f, 1.2f), 2i), 1.5f, 1.0f);
    var t_274: Outer = t_273.f0;
    var t_275: Inner = t_274.inner;
    var t_276: vec3<f32> = t_275.v;
    var t_277: vec2<f32> = t_274.w;
    outputBuffer.data[0u] = t_275.a;
    outputBuffer.data[1u] = t_276.x;
    outputBuffer.data[2u] = t_276.y;
    outputBuffer.data[3u] = t_276.z;
    outputBuffer.data[4u] = t_277.x;
    outputBuffer.data[5u] = t_277.y;
    outputBuffer.data[6u] = t_273.f1;
    var t_278: loss_fwd_Result = loss_fwd(Outer(Inner(0.7f, vec3<f32>(1.0f, -2.0f, 0.5f), 3.0f), vec2<f32>(0.3f, 1.2f), 2i), Outer(Inner(1.0f, vec3<f32>(0.5f, 0.25f, -1.0f), 0.0f), vec2<f32>(2.0f, -0.5f), 0i), 1.5f, 0.25f);
    outputBuffer.data[7u] = t_278.p;
    outputBuffer.data[8u] = t_278.d;
    var arr: array<Inner, 3> = array<Inner, 3>();
    var i_8: i32;
    var i_9: i32 = 0i;
    for (;;) {
        if (i_9 < 3i) {
        } else {
            i_8 = i_9;
            break;
        }
        var t_279: f32 = f32(i_9);
        arr[i_9].a = 0.5f * t_279 + 0.1f;
        arr[i_9].v = vec3<f32>(t_279, 1.0f, -0.5f * t_279);
        arr[i_9].scale = 2.0f - t_279;
        i_9 = i_9 + 1i;
        continue;
    }
    var t_280: array<Inner, 3> = arr;
    var t_281: arrLoss_bwd_Grads = arrLoss_bwd(t_280, 0.8f, 1.0f);
    var t_282: array<Inner, 3> = t_281.f0;
    var t_283: Inner = t_282[1];
    outputBuffer.data[9u] = t_282[0].a;
    outputBuffer.data[10u] = t_283.a;
    outputBuffer.data[11u] = t_282[2].v.x;
    outputBuffer.data[12u] = t_283.v.y;
    outputBuffer.data[13u] = t_281.f1;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
