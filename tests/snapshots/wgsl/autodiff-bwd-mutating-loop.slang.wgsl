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
        var t_262: bool = t_119 == t_116;
        var t_263: vec3<f32>;
        var t_264: Buf;
        var t_265: Buf;
        var t_266: Buf;
        if (t_231) {
            var t_267: f32 = f32(t_125 + 1u);
            var t_268: f32 = p_4[t_127] * t_267;
            var t_269: array<f32, 3> = array<f32, 3>();
            t_269 = t_124.d;
            var t_270: array<f32, 3> = t_269;
            t_269[t_126] = t_268 * t_268;
            var t_271: Buf = Buf();
            t_271 = Buf(t_270);
            var t_272: u32 = u32();
            t_272 = t_126;
            var t_273: Buf_put_bwd_Grads = Buf_put_bwd(&t_271, t_268, &t_272, t_120);
            var t_274: f32 = t_267 * t_273.f1;
            var t_275: vec3<f32> = vec3<f32>(select(0.0f, t_274, t_127 == 0i), select(0.0f, t_274, t_127 == 1i), select(0.0f, t_274, t_127 == 2i));
            var t_276: Buf = t_273.f0;
            var t_277: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_278: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            t_263 = t_275;
            t_264 = t_276;
            t_265 = t_277;
            t_266 = t_278;
        } else {
            var t_279: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
            var t_280: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_281: Buf = t_120;
            var t_282: Buf = Buf(array<f32, 3>(select(0.0f, 0.0f + p_5.x, t_262), select(0.0f, 0.0f + p_5.y + 0.0f, t_262), select(0.0f, p_5.z + 0.0f + 0.0f, t_262)));
            t_263 = t_279;
            t_264 = t_280;
            t_265 = t_281;
            t_266 = t_282;
        }
        var t_283: Buf;
        if (t_203) {
            t_283 = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
        } else {
            t_283 = t_266;
        }
        var t_284: array<f32, 3> = t_264.d;
        var t_285: array<f32, 3> = t_283.d;
        var t_286: i32 = t_119 - 1i;
        var t_287: Buf = Buf(array<f32, 3>(t_284[0] + t_285[0], t_284[1] + t_285[1], t_284[2] + t_285[2]));
        var t_288: vec3<f32> = t_121 + t_263;
        t_119 = t_286;
        t_120 = t_287;
        t_121 = t_288;
        continue;
    }
    var t_289: i32;
    var t_290: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
    var t_291: i32 = 0i;
    var t_292: i32 = 0i;
    for (;;) {
        var t_293: i32;
        var t_294: Buf;
        var t_295: i32;
        var t_296: Buf;
        var t_297: i32;
        if (t_291 < 3i) {
            var t_298: i32 = 0i;
            var t_299: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_300: i32 = 0i;
            var t_301: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_302: i32 = 0i;
            t_293 = t_298;
            t_294 = t_299;
            t_295 = t_300;
            t_296 = t_301;
            t_297 = t_302;
        } else {
            var t_303: i32 = 2i;
            var t_304: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_305: i32 = 0i;
            var t_306: Buf = t_290;
            var t_307: i32 = t_291;
            t_293 = t_303;
            t_294 = t_304;
            t_295 = t_305;
            t_296 = t_306;
            t_297 = t_307;
        }
        var t_308: i32;
        var t_309: Buf;
        var t_310: i32;
        var t_311: Buf;
        var t_312: i32;
        if (t_293 == 0i) {
            var t_313: array<f32, 3> = t_290.d;
            var t_314: array<f32, 3> = t_313;
            t_314[0] = select(t_313[0], 0.0f, t_291 == 0i);
            var t_315: array<f32, 3> = t_314;
            t_315[1] = select(t_313[1], 0.0f, t_291 == 1i);
            var t_316: array<f32, 3> = t_315;
            t_316[2] = select(t_313[2], 0.0f, t_291 == 2i);
            var t_317: Buf = t_290;
            t_317.d = t_316;
            var t_318: i32 = 1i;
            var t_319: Buf = t_317;
            var t_320: i32 = t_291 + 1i;
            var t_321: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_322: i32 = 0i;
            t_308 = t_318;
            t_309 = t_319;
            t_310 = t_320;
            t_311 = t_321;
            t_312 = t_322;
        } else {
            var t_323: i32 = t_293;
            var t_324: Buf = t_294;
            var t_325: i32 = t_295;
            var t_326: Buf = t_296;
            var t_327: i32 = t_297;
            t_308 = t_323;
            t_309 = t_324;
            t_310 = t_325;
            t_311 = t_326;
            t_312 = t_327;
        }
        var t_328: i32 = t_292 + 1i;
        if (t_308 == 2i) {
            t_289 = t_328;
            break;
        }
        var t_329: Buf = t_309;
        var t_330: i32 = t_310;
        var t_331: i32 = t_328;
        t_290 = t_329;
        t_291 = t_330;
        t_292 = t_331;
        continue;
    }
    var t_332: i32 = t_289 - 1i;
    var t_333: Buf;
    var t_334: i32 = t_332;
    var t_335: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
    for (;;) {
        if (t_334 < 0i) {
            t_333 = t_335;
            break;
        }
        var t_336: Buf;
        var t_337: i32;
        var t_338: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
        var t_339: i32 = 0i;
        var t_340: i32 = 0i;
        for (;;) {
            if (t_340 == t_334) {
                var t_341: Buf = t_338;
                var t_342: i32 = t_339;
                t_336 = t_341;
                t_337 = t_342;
                break;
            }
            var t_343: i32;
            var t_344: Buf;
            var t_345: i32;
            var t_346: Buf;
            var t_347: i32;
            if (t_339 < 3i) {
                var t_348: i32 = 0i;
                var t_349: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
                var t_350: i32 = 0i;
                var t_351: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
                var t_352: i32 = 0i;
                t_343 = t_348;
                t_344 = t_349;
                t_345 = t_350;
                t_346 = t_351;
                t_347 = t_352;
            } else {
                var t_353: i32 = 2i;
                var t_354: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
                var t_355: i32 = 0i;
                var t_356: Buf = t_338;
                var t_357: i32 = t_339;
                t_343 = t_353;
                t_344 = t_354;
                t_345 = t_355;
                t_346 = t_356;
                t_347 = t_357;
            }
            var t_358: i32;
            var t_359: Buf;
            var t_360: i32;
            var t_361: Buf;
            var t_362: i32;
            if (t_343 == 0i) {
                var t_363: array<f32, 3> = t_338.d;
                var t_364: array<f32, 3> = t_363;
                t_364[0] = select(t_363[0], 0.0f, t_339 == 0i);
                var t_365: array<f32, 3> = t_364;
                t_365[1] = select(t_363[1], 0.0f, t_339 == 1i);
                var t_366: array<f32, 3> = t_365;
                t_366[2] = select(t_363[2], 0.0f, t_339 == 2i);
                var t_367: Buf = t_338;
                t_367.d = t_366;
                var t_368: i32 = 1i;
                var t_369: Buf = t_367;
                var t_370: i32 = t_339 + 1i;
                var t_371: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
                var t_372: i32 = 0i;
                t_358 = t_368;
                t_359 = t_369;
                t_360 = t_370;
                t_361 = t_371;
                t_362 = t_372;
            } else {
                var t_373: i32 = t_343;
                var t_374: Buf = t_344;
                var t_375: i32 = t_345;
                var t_376: Buf = t_346;
                var t_377: i32 = t_347;
                t_358 = t_373;
                t_359 = t_374;
                t_360 = t_375;
                t_361 = t_376;
                t_362 = t_377;
            }
            if (t_358 == 2i) {
                var t_378: Buf = t_338;
                var t_379: i32 = t_339;
                t_336 = t_378;
                t_337 = t_379;
                break;
            }
            var t_380: Buf = t_359;
            var t_381: i32 = t_360;
            var t_382: i32 = t_340 + 1i;
            t_338 = t_380;
            t_339 = t_381;
            t_340 = t_382;
            continue;
        }
        var t_383: bool = t_337 < 3i;
        var t_384: i32;
        var t_385: Buf;
        var t_386: i32;
        var t_387: Buf;
        var t_388: i32;
        if (t_383) {
            var t_389: i32 = 0i;
            var t_390: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_391: i32 = 0i;
            var t_392: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_393: i32 = 0i;
            t_384 = t_389;
            t_385 = t_390;
            t_386 = t_391;
            t_387 = t_392;
            t_388 = t_393;
        } else {
            var t_394: i32 = 2i;
            var t_395: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_396: i32 = 0i;
            var t_397: Buf = t_336;
            var t_398: i32 = t_337;
            t_384 = t_394;
            t_385 = t_395;
            t_386 = t_396;
            t_387 = t_397;
            t_388 = t_398;
        }
        var t_399: bool = t_334 == t_332;
        var t_400: array<f32, 3> = t_117.d;
        var t_401: Buf;
        var t_402: Buf;
        var t_403: Buf;
        if (t_384 == 0i) {
            var t_404: array<f32, 3> = t_335.d;
            var t_405: Buf = Buf(array<f32, 3>(0.0f + (0.0f + select(t_404[0], 0.0f, t_337 == 0i)), 0.0f + (0.0f + select(t_404[1], 0.0f, t_337 == 1i) + 0.0f + 0.0f), 0.0f + (select(t_404[2], 0.0f, t_337 == 2i) + 0.0f + 0.0f + 0.0f)));
            var t_406: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_407: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            t_401 = t_405;
            t_402 = t_406;
            t_403 = t_407;
        } else {
            var t_408: Buf = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
            var t_409: Buf = t_335;
            var t_410: Buf = Buf(array<f32, 3>(select(0.0f, t_400[0], t_399), select(0.0f, t_400[1], t_399), select(0.0f, t_400[2], t_399)));
            t_401 = t_408;
            t_402 = t_409;
            t_403 = t_410;
        }
        var t_411: Buf;
        if (t_383) {
            t_411 = Buf(array<f32, 3>(0.0f, 0.0f, 0.0f));
        } else {
            t_411 = t_403;
        }
        var t_412: array<f32, 3> = t_401.d;
        var t_413: array<f32, 3> = t_411.d;
        var t_414: i32 = t_334 - 1i;
        var t_415: Buf = Buf(array<f32, 3>(t_412[0] + t_413[0], t_412[1] + t_413[1], t_412[2] + t_413[2]));
        t_334 = t_414;
        t_335 = t_415;
        continue;
    }
    return fill_bwd_Grads(t_118);
}
fn computeMain_1() {
    var t_416: fill_bwd_Grads = fill_bwd(vec3<f32>(1.0f, 2.0f, 3.0f), vec3<f32>(1.0f, 0.5f, 0.1f));
    var t_417: vec3<f32> = t_416.f0;
    outputBuffer.data[0u] = t_417.x;
    outputBuffer.data[1u] = t_417.y;
    outputBuffer.data[2u] = t_417.z;
    var t_418: vec3<f32> = fill(vec3<f32>(1.0f, 2.0f, 3.0f));
    outputBuffer.data[3u] = t_418.x;
    outputBuffer.data[4u] = t_418.y;
    outputBuffer.data[5u] = t_418.z;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
