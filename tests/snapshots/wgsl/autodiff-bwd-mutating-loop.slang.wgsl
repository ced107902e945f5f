struct RWStructuredBuffer {
    data: array<f32>,
}
struct Buf {
    d: array<f32, 3>,
}
struct Buf_put_bwd_Grads {
    f0: Buf,
    f1: f32,
}
struct fill_bwd_Grads {
    f0: vec3<f32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn Buf_put_bwd(p: ptr<function, Buf>, p_1: f32, p_2: ptr<function, u32>, p_3: Buf) -> Buf_put_bwd_Grads {
    var t: u32 = *p_2;
    var t_1: Buf = *p;
    var t_2: f32 = p_1 * p_1;
    var t_3: array<f32, 3> = t_1.d;
    var t_4: bool = t == 0u;
    var t_5: array<f32, 3> = t_3;
    t_5[0] = select(t_3[0], t_2, t_4);
    var t_6: bool = t == 1u;
    var t_7: array<f32, 3> = t_5;
    t_7[1] = select(t_3[1], t_2, t_6);
    var t_8: bool = t == 2u;
    var t_9: array<f32, 3> = t_7;
    t_9[2] = select(t_3[2], t_2, t_8);
    var t_10: Buf = t_1;
    t_10.d = t_9;
    *p = t_10;
    *p_2 = t + 1u;
    var t_11: array<f32, 3> = p_3.d;
    var t_12: f32 = t_11[2];
    var t_13: f32 = t_11[1];
    var t_14: f32 = t_11[0];
    var t_15: f32 = p_1 * (select(0.0f, t_12, t_8) + select(0.0f, t_13, t_6) + select(0.0f, t_14, t_4));
    return Buf_put_bwd_Grads(Buf(array<f32, 3>(0.0f + (0.0f + select(t_14, 0.0f, t_4)), 0.0f + (0.0f + select(t_13, 0.0f, t_6) + 0.0f + 0.0f), 0.0f + (select(t_12, 0.0f, t_8) + 0.0f + 0.0f + 0.0f))), t_15 + t_15);
}
fn fill(x: vec3<f32>) -> vec3<f32> {
    var x_1: vec3<f32> = vec3<f32>();
    x_1 = x;
    var b: array<f32, 3> = array<f32, 3>();
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            i = i_1;
            break;
        }
        b[i_1] = 0.0f;
        i_1 = i_1 + 1i;
        continue;
    }
    var c: u32;
    var at: u32;
    var i_2: i32;
    var c_1: u32 = 0u;
    var at_1: u32 = 0u;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 3i) {
        } else {
            var t_16: u32 = c_1;
            var t_17: u32 = at_1;
            var t_18: i32 = i_3;
            c = t_16;
            at = t_17;
            i_2 = t_18;
            break;
        }
        var t_19: f32 = x_1[i_3];
        var t_20: f32 = t_19 * f32(c_1 + 1u);
        b[at_1] = t_20 * t_20;
        var t_21: u32 = c_1 + 2u;
        var t_22: u32 = at_1 + 1u;
        var t_23: i32 = i_3 + 1i;
        c_1 = t_21;
        at_1 = t_22;
        i_3 = t_23;
        continue;
    }
    var t_24: f32 = b[0i];
    var t_25: f32 = b[1i];
    var t_26: f32 = b[2i];
    return vec3<f32>(t_24, t_25, t_26);
}
fn fill_bwd(p_4: vec3<f32>, p_5: vec3<f32>) -> fill_bwd_Grads {
    var b_1: Buf;
    var i_4: i32;
    var b_2: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
    var i_5: i32 = 0i;
    for (;;) {
        if (i_5 < 3i) {
        } else {
            var t_27: Buf = b_2;
            var t_28: i32 = i_5;
            b_1 = t_27;
            i_4 = t_28;
            break;
        }
        var t_29: array<f32, 3> = b_2.d;
        var t_30: array<f32, 3> = t_29;
        t_30[0] = select(t_29[0], 0.0f, i_5 == 0i);
        var t_31: array<f32, 3> = t_30;
        t_31[1] = select(t_29[1], 0.0f, i_5 == 1i);
        var t_32: array<f32, 3> = t_31;
        t_32[2] = select(t_29[2], 0.0f, i_5 == 2i);
        var t_33: Buf = b_2;
        t_33.d = t_32;
        var t_34: Buf = t_33;
        var t_35: i32 = i_5 + 1i;
        b_2 = t_34;
        i_5 = t_35;
        continue;
    }
    var b_3: Buf;
    var c_2: u32;
    var at_2: u32;
    var i_6: i32;
    var b_4: Buf = b_1;
    var c_3: u32 = 0u;
    var at_3: u32 = 0u;
    var i_7: i32 = 0i;
    for (;;) {
        if (i_7 < 3i) {
        } else {
            var t_36: Buf = b_4;
            var t_37: u32 = c_3;
            var t_38: u32 = at_3;
            var t_39: i32 = i_7;
            b_3 = t_36;
            c_2 = t_37;
            at_2 = t_38;
            i_6 = t_39;
            break;
        }
        var t_40: f32 = p_4[i_7] * f32(c_3 + 1u);
        var t_41: array<f32, 3> = array<f32, 3>();
        t_41 = b_4.d;
        t_41[at_3] = t_40 * t_40;
        var t_42: array<f32, 3> = t_41;
        var t_43: Buf = Buf(t_42);
        var t_44: u32 = c_3 + 2u;
        var t_45: u32 = at_3 + 1u;
        var t_46: i32 = i_7 + 1i;
        b_4 = t_43;
        c_3 = t_44;
        at_3 = t_45;
        i_7 = t_46;
        continue;
    }
    var t_47: i32;
    var t_48: Buf = b_1;
    var t_49: u32 = 0u;
    var t_50: u32 = 0u;
    var t_51: i32 = 0i;
    var t_52: i32 = 0i;
    for (;;) {
        var t_53: i32;
        var t_54: Buf;
        var t_55: u32;
        var t_56: u32;
        var t_57: i32;
        var t_58: Buf;
        var t_59: u32;
        var t_60: u32;
        var t_61: i32;
        if (t_51 < 3i) {
            var t_62: i32 = 0i;
            var t_63: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_64: u32 = 0u;
            var t_65: u32 = 0u;
            var t_66: i32 = 0i;
            var t_67: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_68: u32 = 0u;
            var t_69: u32 = 0u;
            var t_70: i32 = 0i;
            t_53 = t_62;
            t_54 = t_63;
            t_55 = t_64;
            t_56 = t_65;
            t_57 = t_66;
            t_58 = t_67;
            t_59 = t_68;
            t_60 = t_69;
            t_61 = t_70;
        } else {
            var t_71: i32 = 2i;
            var t_72: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_73: u32 = 0u;
            var t_74: u32 = 0u;
            var t_75: i32 = 0i;
            var t_76: Buf = t_48;
            var t_77: u32 = t_49;
            var t_78: u32 = t_50;
            var t_79: i32 = t_51;
            t_53 = t_71;
            t_54 = t_72;
            t_55 = t_73;
            t_56 = t_74;
            t_57 = t_75;
            t_58 = t_76;
            t_59 = t_77;
            t_60 = t_78;
            t_61 = t_79;
        }
        var t_80: i32;
        var t_81: Buf;
        var t_82: u32;
        var t_83: u32;
        var t_84: i32;
        var t_85: Buf;
        var t_86: u32;
        var t_87: u32;
        var t_88: i32;
        if (t_53 == 0i) {
            var t_89: f32 = p_4[t_51] * f32(t_49 + 1u);
            var t_90: array<f32, 3> = array<f32, 3>();
            t_90 = t_48.d;
            t_90[t_50] = t_89 * t_89;
            var t_91: array<f32, 3> = t_90;
            var t_92: i32 = 1i;
            var t_93: Buf = Buf(t_91);
            var t_94: u32 = t_49 + 2u;
            var t_95: u32 = t_50 + 1u;
            var t_96: i32 = t_51 + 1i;
            var t_97: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_98: u32 = 0u;
            var t_99: u32 = 0u;
            var t_100: i32 = 0i;
            t_80 = t_92;
            t_81 = t_93;
            t_82 = t_94;
            t_83 = t_95;
            t_84 = t_96;
            t_85 = t_97;
            t_86 = t_98;
            t_87 = t_99;
            t_88 = t_100;
        } else {
            var t_101: i32 = t_53;
            var t_102: Buf = t_54;
            var t_103: u32 = t_55;
            var t_104: u32 = t_56;
            var t_105: i32 = t_57;
            var t_106: Buf = t_58;
            var t_107: u32 = t_59;
            var t_108: u32 = t_60;
            var t_109: i32 = t_61;
            t_80 = t_101;
            t_81 = t_102;
            t_82 = t_103;
            t_83 = t_104;
            t_84 = t_105;
            t_85 = t_106;
            t_86 = t_107;
            t_87 = t_108;
            t_88 = t_109;
        }
        var t_110: i32 = t_52 + 1i;
        if (t_80 == 2i) {
            t_47 = t_110;
            break;
        }
        var t_111: Buf = t_81;
        var t_112: u32 = t_82;
        var t_113: u32 = t_83;
        var t_114: i32 = t_84;
        var t_115: i32 = t_110;
        t_48 = t_111;
        t_49 = t_112;
        t_50 = t_113;
        t_51 = t_114;
        t_52 = t_115;
        continue;
    }
    var t_116: i32 = t_47 - 1i;
    var t_117: Buf;
    var t_118: vec3<f32>;
    var t_119: i32 = t_116;
    var t_120: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
    var t_121: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    for (;;) {
        if (t_119 < 0i) {
            var t_122: Buf = t_120;
            var t_123: vec3<f32> = t_121;
            t_117 = t_122;
            t_118 = t_123;
            break;
        }
        var t_124: Buf;
        var t_125: u32;
        var t_126: u32;
        var t_127: i32;
        var t_128: Buf = b_1;
        var t_129: u32 = 0u;
        var t_130: u32 = 0u;
        var t_131: i32 = 0i;
        var t_132: i32 = 0i;
        for (;;) {
            if (t_132 == t_119) {
                var t_133: Buf = t_128;
                var t_134: u32 = t_129;
                var t_135: u32 = t_130;
                var t_136: i32 = t_131;
                t_124 = t_133;
                t_125 = t_134;
                t_126 = t_135;
                t_127 = t_136;
                break;
            }
            var t_137: i32;
            var t_138: Buf;
            var t_139: u32;
            var t_140: u32;
            var t_141: i32;
            var t_142: Buf;
            var t_143: u32;
            var t_144: u32;
            var t_145: i32;
            if (t_131 < 3i) {
                var t_146: i32 = 0i;
                var t_147: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
                var t_148: u32 = 0u;
                var t_149: u32 = 0u;
                var t_150: i32 = 0i;
                var t_151: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
                var t_152: u32 = 0u;
                var t_153: u32 = 0u;
                var t_154: i32 = 0i;
                t_137 = t_146;
                t_138 = t_147;
                t_139 = t_148;
                t_140 = t_149;
                t_141 = t_150;
                t_142 = t_151;
                t_143 = t_152;
                t_144 = t_153;
                t_145 = t_154;
            } else {
                var t_155: i32 = 2i;
                var t_156: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
                var t_157: u32 = 0u;
                var t_158: u32 = 0u;
                var t_159: i32 = 0i;
                var t_160: Buf = t_128;
                var t_161: u32 = t_129;
                var t_162: u32 = t_130;
                var t_163: i32 = t_131;
                t_137 = t_155;
                t_138 = t_156;
                t_139 = t_157;
                t_140 = t_158;
                t_141 = t_159;
                t_142 = t_160;
                t_143 = t_161;
                t_144 = t_162;
                t_145 = t_163;
            }
            var t_164: i32;
            var t_165: Buf;
            var t_166: u32;
            var t_167: u32;
            var t_168: i32;
            var t_169: Buf;
            var t_170: u32;
            var t_171: u32;
            var t_172: i32;
            if (t_137 == 0i) {
                var t_173: f32 = p_4[t_131] * f32(t_129 + 1u);
                var t_174: array<f32, 3> = array<f32, 3>();
                t_174 = t_128.d;
                t_174[t_130] = t_173 * t_173;
                var t_175: array<f32, 3> = t_174;
                var t_176: i32 = 1i;
                var t_177: Buf = Buf(t_175);
                var t_178: u32 = t_129 + 2u;
                var t_179: u32 = t_130 + 1u;
                var t_180: i32 = t_131 + 1i;
                var t_181: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
                var t_182: u32 = 0u;
                var t_183: u32 = 0u;
                var t_184: i32 = 0i;
                t_164 = t_176;
                t_165 = t_177;
                t_166 = t_178;
                t_167 = t_179;
                t_168 = t_180;
                t_169 = t_181;
                t_170 = t_182;
                t_171 = t_183;
                t_172 = t_184;
            } else {
                var t_185: i32 = t_137;
                var t_186: Buf = t_138;
                var t_187: u32 = t_139;
                var t_188: u32 = t_140;
                var t_189: i32 = t_141;
                var t_190: Buf = t_142;
                var t_191: u32 = t_143;
                var t_192: u32 = t_144;
                var t_193: i32 = t_145;
                t_164 = t_185;
                t_165 = t_186;
                t_166 = t_187;
                t_167 = t_188;
                t_168 = t_189;
                t_169 = t_190;
                t_170 = t_191;
                t_171 = t_192;
                t_172 = t_193;
            }
            if (t_164 == 2i) {
                var t_194: Buf = t_128;
                var t_195: u32 = t_129;
                var t_196: u32 = t_130;
                var t_197: i32 = t_131;
                t_124 = t_194;
                t_125 = t_195;
                t_126 = t_196;
                t_127 = t_197;
                break;
            }
            var t_198: Buf = t_165;
            var t_199: u32 = t_166;
            var t_200: u32 = t_167;
            var t_201: i32 = t_168;
            var t_202: i32 = t_132 + 1i;
            t_128 = t_198;
            t_129 = t_199;
            t_130 = t_200;
            t_131 = t_201;
            t_132 = t_202;
            continue;
        }
        var t_203: bool = t_127 < 3i;
        var t_204: i32;
        var t_205: Buf;
        var t_206: u32;
        var t_207: u32;
        var t_208: i32;
        var t_209: Buf;
        var t_210: u32;
        var t_211: u32;
        var t_212: i32;
        if (t_203) {
            var t_213: i32 = 0i;
            var t_214: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_215: u32 = 0u;
            var t_216: u32 = 0u;
            var t_217: i32 = 0i;
            var t_218: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_219: u32 = 0u;
            var t_220: u32 = 0u;
            var t_221: i32 = 0i;
            t_204 = t_213;
            t_205 = t_214;
            t_206 = t_215;
            t_207 = t_216;
            t_208 = t_217;
            t_209 = t_218;
            t_210 = t_219;
            t_211 = t_220;
            t_212 = t_221;
        } else {
            var t_222: i32 = 2i;
            var t_223: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_224: u32 = 0u;
            var t_225: u32 = 0u;
            var t_226: i32 = 0i;
            var t_227: Buf = t_124;
            var t_228: u32 = t_125;
            var t_229: u32 = t_126;
            var t_230: i32 = t_127;
            t_204 = t_222;
            t_205 = t_223;
            t_206 = t_224;
            t_207 = t_225;
            t_208 = t_226;
            t_209 = t_227;
            t_210 = t_228;
            t_211 = t_229;
            t_212 = t_230;
        }
        var t_231: bool = t_204 == 0i;
        var t_232: i32;
        var t_233: Buf;
        var t_234: u32;
        var t_235: u32;
        var t_236: i32;
        var t_237: Buf;
        var t_238: u32;
        var t_239: u32;
        var t_240: i32;
        if (t_231) {
            var t_241: f32 = p_4[t_127] * f32(t_125 + 1u);
            var t_242: array<f32, 3> = array<f32, 3>();
            t_242 = t_124.d;
            t_242[t_126] = t_241 * t_241;
            var t_243: array<f32, 3> = t_242;
            var t_244: i32 = 1i;
            var t_245: Buf = Buf(t_243);
            var t_246: u32 = t_125 + 2u;
            var t_247: u32 = t_126 + 1u;
            var t_248: i32 = t_127 + 1i;
            var t_249: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_250: u32 = 0u;
            var t_251: u32 = 0u;
            var t_252: i32 = 0i;
            t_232 = t_244;
            t_233 = t_245;
            t_234 = t_246;
            t_235 = t_247;
            t_236 = t_248;
            t_237 = t_249;
            t_238 = t_250;
            t_239 = t_251;
            t_240 = t_252;
        } else {
            var t_253: i32 = t_204;
            var t_254: Buf = t_205;
            var t_255: u32 = t_206;
            var t_256: u32 = t_207;
            var t_257: i32 = t_208;
            var t_258: Buf = t_209;
            var t_259: u32 = t_210;
            var t_260: u32 = t_211;
            var t_261: i32 = t_212;
            t_232 = t_253;
            t_233 = t_254;
            t_234 = t_255;
            t_235 = t_256;
            t_236 = t_257;
            t_237 = t_258;
            t_238 = t_259;
            t_239 = t_260;
            t_240 = t_261;
        }
        var t_262: vec3<f32>;
        var t_263: Buf;
        var t_264: Buf;
        var t_265: Buf;
        if (t_231) {
            var t_266: f32 = f32(t_125 + 1u);
            var t_267: f32 = p_4[t_127] * t_266;
            var t_268: array<f32, 3> = array<f32, 3>();
            t_268 = t_124.d;
            var t_269: array<f32, 3> = t_268;
            t_268[t_126] = t_267 * t_267;
            var t_270: Buf = Buf();
            t_270 = Buf(t_269);
            var t_271: u32 = u32();
            t_271 = t_126;
            var t_272: Buf_put_bwd_Grads = Buf_put_bwd(&t_270, t_267, &t_271, t_120);
            var t_273: f32 = t_266 * t_272.f1;
            var t_274: vec3<f32> = vec3<f32>(select(0.0f, t_273, t_127 == 0i), select(0.0f, t_273, t_127 == 1i), select(0.0f, t_273, t_127 == 2i));
            var t_275: Buf = t_272.f0;
            var t_276: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_277: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            t_262 = t_274;
            t_263 = t_275;
            t_264 = t_276;
            t_265 = t_277;
        } else {
            var t_278: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
            var t_279: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_280: Buf = t_120;
            var t_281: Buf = select(Buf(array<f32, 3>(0.0f, 0.0f, 0.0f)), Buf(array<f32, 3>(0.0f + p_5.x, 0.0f + p_5.y + 0.0f, p_5.z + 0.0f + 0.0f)), t_119 == t_116);
            t_262 = t_278;
            t_263 = t_279;
            t_264 = t_280;
            t_265 = t_281;
        }
        var t_282: Buf;
        if (t_203) {
            t_282 = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
        } else {
            t_282 = t_265;
        }
        var t_283: array<f32, 3> = t_263.d;
        var t_284: array<f32, 3> = t_282.d;
        var t_285: i32 = t_119 - 1i;
        var t_286: Buf = Buf(array<f32, 3>(t_283[0] + t_284[0], t_283[1] + t_284[1], t_283[2] + t_284[2]));
        var t_287: vec3<f32> = t_121 + t_262;
        t_119 = t_285;
        t_120 = t_286;
        t_121 = t_287;
        continue;
    }
    var t_288: i32;
    var t_289: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
    var t_290: i32 = 0i;
    var t_291: i32 = 0i;
    for (;;) {
        var t_292: i32;
        var t_293: Buf;
        var t_294: i32;
        var t_295: Buf;
        var t_296: i32;
        if (t_290 < 3i) {
            var t_297: i32 = 0i;
            var t_298: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_299: i32 = 0i;
            var t_300: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_301: i32 = 0i;
            t_292 = t_297;
            t_293 = t_298;
            t_294 = t_299;
            t_295 = t_300;
            t_296 = t_301;
        } else {
            var t_302: i32 = 2i;
            var t_303: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_304: i32 = 0i;
            var t_305: Buf = t_289;
            var t_306: i32 = t_290;
            t_292 = t_302;
            t_293 = t_303;
            t_294 = t_304;
            t_295 = t_305;
            t_296 = t_306;
        }
        var t_307: i32;
        var t_308: Buf;
        var t_309: i32;
        var t_310: Buf;
        var t_311: i32;
        if (t_292 == 0i) {
            var t_312: array<f32, 3> = t_289.d;
            var t_313: array<f32, 3> = t_312;
            t_313[0] = select(t_312[0], 0.0f, t_290 == 0i);
            var t_314: array<f32, 3> = t_313;
            t_314[1] = select(t_312[1], 0.0f, t_290 == 1i);
            var t_315: array<f32, 3> = t_314;
            t_315[2] = select(t_312[2], 0.0f, t_290 == 2i);
            var t_316: Buf = t_289;
            t_316.d = t_315;
            var t_317: i32 = 1i;
            var t_318: Buf = t_316;
            var t_319: i32 = t_290 + 1i;
            var t_320: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_321: i32 = 0i;
            t_307 = t_317;
            t_308 = t_318;
            t_309 = t_319;
            t_310 = t_320;
            t_311 = t_321;
        } else {
            var t_322: i32 = t_292;
            var t_323: Buf = t_293;
            var t_324: i32 = t_294;
            var t_325: Buf = t_295;
            var t_326: i32 = t_296;
            t_307 = t_322;
            t_308 = t_323;
            t_309 = t_324;
            t_310 = t_325;
            t_311 = t_326;
        }
        var t_327: i32 = t_291 + 1i;
        if (t_307 == 2i) {
            t_288 = t_327;
            break;
        }
        var t_328: Buf = t_308;
        var t_329: i32 = t_309;
        var t_330: i32 = t_327;
        t_289 = t_328;
        t_290 = t_329;
        t_291 = t_330;
        continue;
    }
    var t_331: i32 = t_288 - 1i;
    var t_332: Buf;
    var t_333: i32 = t_331;
    var t_334: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
    for (;;) {
        if (t_333 < 0i) {
            t_332 = t_334;
            break;
        }
        var t_335: Buf;
        var t_336: i32;
        var t_337: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
        var t_338: i32 = 0i;
        var t_339: i32 = 0i;
        for (;;) {
            if (t_339 == t_333) {
                var t_340: Buf = t_337;
                var t_341: i32 = t_338;
                t_335 = t_340;
                t_336 = t_341;
                break;
            }
            var t_342: i32;
            var t_343: Buf;
            var t_344: i32;
            var t_345: Buf;
            var t_346: i32;
            if (t_338 < 3i) {
                var t_347: i32 = 0i;
                var t_348: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
                var t_349: i32 = 0i;
                var t_350: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
                var t_351: i32 = 0i;
                t_342 = t_347;
                t_343 = t_348;
                t_344 = t_349;
                t_345 = t_350;
                t_346 = t_351;
            } else {
                var t_352: i32 = 2i;
                var t_353: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
                var t_354: i32 = 0i;
                var t_355: Buf = t_337;
                var t_356: i32 = t_338;
                t_342 = t_352;
                t_343 = t_353;
                t_344 = t_354;
                t_345 = t_355;
                t_346 = t_356;
            }
            var t_357: i32;
            var t_358: Buf;
            var t_359: i32;
            var t_360: Buf;
            var t_361: i32;
            if (t_342 == 0i) {
                var t_362: array<f32, 3> = t_337.d;
                var t_363: array<f32, 3> = t_362;
                t_363[0] = select(t_362[0], 0.0f, t_338 == 0i);
                var t_364: array<f32, 3> = t_363;
                t_364[1] = select(t_362[1], 0.0f, t_338 == 1i);
                var t_365: array<f32, 3> = t_364;
                t_365[2] = select(t_362[2], 0.0f, t_338 == 2i);
                var t_366: Buf = t_337;
                t_366.d = t_365;
                var t_367: i32 = 1i;
                var t_368: Buf = t_366;
                var t_369: i32 = t_338 + 1i;
                var t_370: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
                var t_371: i32 = 0i;
                t_357 = t_367;
                t_358 = t_368;
                t_359 = t_369;
                t_360 = t_370;
                t_361 = t_371;
            } else {
                var t_372: i32 = t_342;
                var t_373: Buf = t_343;
                var t_374: i32 = t_344;
                var t_375: Buf = t_345;
                var t_376: i32 = t_346;
                t_357 = t_372;
                t_358 = t_373;
                t_359 = t_374;
                t_360 = t_375;
                t_361 = t_376;
            }
            if (t_357 == 2i) {
                var t_377: Buf = t_337;
                var t_378: i32 = t_338;
                t_335 = t_377;
                t_336 = t_378;
                break;
            }
            var t_379: Buf = t_358;
            var t_380: i32 = t_359;
            var t_381: i32 = t_339 + 1i;
            t_337 = t_379;
            t_338 = t_380;
            t_339 = t_381;
            continue;
        }
        var t_382: bool = t_336 < 3i;
        var t_383: i32;
        var t_384: Buf;
        var t_385: i32;
        var t_386: Buf;
        var t_387: i32;
        if (t_382) {
            var t_388: i32 = 0i;
            var t_389: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_390: i32 = 0i;
            var t_391: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_392: i32 = 0i;
            t_383 = t_388;
            t_384 = t_389;
            t_385 = t_390;
            t_386 = t_391;
            t_387 = t_392;
        } else {
            var t_393: i32 = 2i;
            var t_394: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_395: i32 = 0i;
            var t_396: Buf = t_335;
            var t_397: i32 = t_336;
            t_383 = t_393;
            t_384 = t_394;
            t_385 = t_395;
            t_386 = t_396;
            t_387 = t_397;
        }
        var t_398: Buf;
        var t_399: Buf;
        var t_400: Buf;
        if (t_383 == 0i) {
            var t_401: array<f32, 3> = t_334.d;
            var t_402: Buf = Buf(array<f32, 3>(0.0f + (0.0f + select(t_401[0], 0.0f, t_336 == 0i)), 0.0f + (0.0f + select(t_401[1], 0.0f, t_336 == 1i) + 0.0f + 0.0f), 0.0f + (select(t_401[2], 0.0f, t_336 == 2i) + 0.0f + 0.0f + 0.0f)));
            var t_403: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_404: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            t_398 = t_402;
            t_399 = t_403;
            t_400 = t_404;
        } else {
            var t_405: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_406: Buf = t_334;
            var t_407: Buf = select(Buf(array<f32, 3>(0.0f, 0.0f, 0.0f)), t_117, t_333 == t_331);
            t_398 = t_405;
            t_399 = t_406;
            t_400 = t_407;
        }
        var t_408: Buf;
        if (t_382) {
            t_408 = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
        } else {
            t_408 = t_400;
        }
        var t_409: array<f32, 3> = t_398.d;
        var t_410: array<f32, 3> = t_408.d;
        var t_411: i32 = t_333 - 1i;
        var t_412: Buf = Buf(array<f32, 3>(t_409[0] + t_410[0], t_409[1] + t_410[1], t_409[2] + t_410[2]));
        t_333 = t_411;
        t_334 = t_412;
        continue;
    }
    return fill_bwd_Grads(t_118);
}
fn computeMain(GlobalInvocationId: vec3<u32>) {
    var t_413: fill_bwd_Grads = fill_bwd(vec3<f32>(1.0f, 2.0f, 3.0f), vec3<f32>(1.0f, 0.5f, 0.1f));
    var t_414: vec3<f32> = t_413.f0;
    outputBuffer.data[0u] = t_414.x;
    outputBuffer.data[1u] = t_414.y;
    outputBuffer.data[2u] = t_414.z;
    var t_415: vec3<f32> = fill(vec3<f32>(1.0f, 2.0f, 3.0f));
    outputBuffer.data[3u] = t_415.x;
    outputBuffer.data[4u] = t_415.y;
    outputBuffer.data[5u] = t_415.z;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain(in_GlobalInvocationId);
}
