struct StructuredBuffer {
    data: array<u32>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
struct AInst_eval_fwd_Result {
    p: f32,
    d: f32,
}
struct AInst {
    s: f32,
}
struct Data {
    v: array<f32, 2>,
}
struct A_setup_bwd_Grads {
    f0: f32,
    f1: Data,
}
struct B_setup_bwd_Grads {
    f0: f32,
    f1: Data,
}
struct g_bwd_Grads {
    f0: f32,
}
struct IMat {
    typeId: u32,
}
struct IInst {
    typeId: u32,
    p0: AInst,
}
struct g_fwd_Result {
    p: f32,
    d: f32,
}
@group(0) @binding(0) var<storage, read> ids: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn AInst_eval_fwd(p: AInst, p_1: Data, p_2: Data, p_3: f32, p_4: f32) -> AInst_eval_fwd_Result {
    var t: f32 = p.s;
    var t_1: array<f32, 2> = p_1.v;
    var t_2: f32 = t_1[0];
    var t_3: array<f32, 2> = p_2.v;
    return AInst_eval_fwd_Result(t_2 * p_3 + t_1[1] * t, p_3 * t_3[0] + t_2 * p_4 + t * t_3[1]);
}
fn A_setup_bwd(p_5: f32, p_6: ptr<function, Data>, p_7: Data) -> A_setup_bwd_Grads {
    *p_6 = Data(array<f32, 2>(p_5 * p_5, 1.0f));
    var t_4: f32 = p_5 * p_7.v[0];
    return A_setup_bwd_Grads(t_4 + 2.0f * t_4, Data(array<f32, 2>(0.0f, 0.0f)));
}
fn A_setup_fwd(p_8: f32, p_9: f32, p_10: ptr<function, Data>, p_11: ptr<function, Data>) -> AInst {
    (*p_10).v[0i] = p_8 * p_8;
    (*p_11).v[0i] = p_8 * (2.0f * p_9) + p_8 * p_9;
    (*p_10).v[1i] = 1.0f;
    (*p_11).v[1i] = 0.0f;
    return AInst(2.0f);
}
fn B_setup_bwd(p_12: f32, p_13: ptr<function, Data>, p_14: Data) -> B_setup_bwd_Grads {
    var t_5: Data = *p_13;
    var t_6: Data;
    var i: i32;
    var t_7: Data = t_5;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 2i) {
        } else {
            var t_8: Data = t_7;
            var t_9: i32 = i_1;
            t_6 = t_8;
            i = t_9;
            break;
        }
        var t_10: i32 = i_1 + 1i;
        var t_11: f32 = p_12 * f32(t_10);
        var t_12: array<f32, 2> = t_7.v;
        var t_13: array<f32, 2> = t_12;
        t_13[0] = select(t_12[0], t_11, i_1 == 0i);
        var t_14: array<f32, 2> = t_13;
        t_14[1] = select(t_12[1], t_11, i_1 == 1i);
        var t_15: Data = t_7;
        t_15.v = t_14;
        var t_16: Data = t_15;
        var t_17: i32 = t_10;
        t_7 = t_16;
        i_1 = t_17;
        continue;
    }
    *p_13 = t_6;
    var t_18: i32;
    var t_19: Data = t_5;
    var t_20: i32 = 0i;
    var t_21: i32 = 0i;
    for (;;) {
        var t_22: i32;
        var t_23: Data;
        var t_24: i32;
        var t_25: Data;
        var t_26: i32;
        if (t_20 < 2i) {
            var t_27: i32 = 0i;
            var t_28: Data = Data(array<f32, 2>(0.0f, 0.0f));
            var t_29: i32 = 0i;
            var t_30: Data = Data(array<f32, 2>(0.0f, 0.0f));
            var t_31: i32 = 0i;
            t_22 = t_27;
            t_23 = t_28;
            t_24 = t_29;
            t_25 = t_30;
            t_26 = t_31;
        } else {
            var t_32: i32 = 2i;
            var t_33: Data = Data(array<f32, 2>(0.0f, 0.0f));
            var t_34: i32 = 0i;
            var t_35: Data = t_19;
            var t_36: i32 = t_20;
            t_22 = t_32;
            t_23 = t_33;
            t_24 = t_34;
            t_25 = t_35;
            t_26 = t_36;
        }
        var t_37: i32;
        var t_38: Data;
        var t_39: i32;
        var t_40: Data;
        var t_41: i32;
        if (t_22 == 0i) {
            var t_42: i32 = t_20 + 1i;
            var t_43: f32 = p_12 * f32(t_42);
            var t_44: array<f32, 2> = t_19.v;
            var t_45: array<f32, 2> = t_44;
            t_45[0] = select(t_44[0], t_43, t_20 == 0i);
            var t_46: array<f32, 2> = t_45;
            t_46[1] = select(t_44[1], t_43, t_20 == 1i);
            var t_47: Data = t_19;
            t_47.v = t_46;
            var t_48: i32 = 1i;
            var t_49: Data = t_47;
            var t_50: i32 = t_42;
            var t_51: Data = Data(array<f32, 2>(0.0f, 0.0f));
            var t_52: i32 = 0i;
            t_37 = t_48;
            t_38 = t_49;
            t_39 = t_50;
            t_40 = t_51;
            t_41 = t_52;
        } else {
            var t_53: i32 = t_22;
            var t_54: Data = t_23;
            var t_55: i32 = t_24;
            var t_56: Data = t_25;
            var t_57: i32 = t_26;
            t_37 = t_53;
            t_38 = t_54;
            t_39 = t_55;
            t_40 = t_56;
            t_41 = t_57;
        }
        var t_58: i32 = t_21 + 1i;
        if (t_37 == 2i) {
            t_18 = t_58;
            break;
        }
        var t_59: Data = t_38;
        var t_60: i32 = t_39;
        var t_61: i32 = t_58;
        t_19 = t_59;
        t_20 = t_60;
        t_21 = t_61;
        continue;
    }
    var t_62: i32 = t_18 - 1i;
    var t_63: Data;
    var t_64: f32;
    var t_65: i32 = t_62;
    var t_66: Data = Data(array<f32, 2>(0.0f, 0.0f));
    var t_67: f32 = 0.0f;
    for (;;) {
        if (t_65 < 0i) {
            var t_68: Data = t_66;
            var t_69: f32 = t_67;
            t_63 = t_68;
            t_64 = t_69;
            break;
        }
        var t_70: Data;
        var t_71: i32;
        var t_72: Data = t_5;
        var t_73: i32 = 0i;
        var t_74: i32 = 0i;
        for (;;) {
            if (t_74 == t_65) {
                var t_75: Data = t_72;
                var t_76: i32 = t_73;
                t_70 = t_75;
                t_71 = t_76;
                break;
            }
            var t_77: i32;
            var t_78: Data;
            var t_79: i32;
            var t_80: Data;
            var t_81: i32;
            if (t_73 < 2i) {
                var t_82: i32 = 0i;
                var t_83: Data = Data(array<f32, 2>(0.0f, 0.0f));
                var t_84: i32 = 0i;
                var t_85: Data = Data(array<f32, 2>(0.0f, 0.0f));
                var t_86: i32 = 0i;
                t_77 = t_82;
                t_78 = t_83;
                t_79 = t_84;
                t_80 = t_85;
                t_81 = t_86;
            } else {
                var t_87: i32 = 2i;
                var t_88: Data = Data(array<f32, 2>(0.0f, 0.0f));
                var t_89: i32 = 0i;
                var t_90: Data = t_72;
                var t_91: i32 = t_73;
                t_77 = t_87;
                t_78 = t_88;
                t_79 = t_89;
                t_80 = t_90;
                t_81 = t_91;
            }
            var t_92: i32;
            var t_93: Data;
            var t_94: i32;
            var t_95: Data;
            var t_96: i32;
            if (t_77 == 0i) {
                var t_97: i32 = t_73 + 1i;
                var t_98: f32 = p_12 * f32(t_97);
                var t_99: array<f32, 2> = t_72.v;
                var t_100: array<f32, 2> = t_99;
                t_100[0] = select(t_99[0], t_98, t_73 == 0i);
                var t_101: array<f32, 2> = t_100;
                t_101[1] = select(t_99[1], t_98, t_73 == 1i);
                var t_102: Data = t_72;
                t_102.v = t_101;
                var t_103: i32 = 1i;
                var t_104: Data = t_102;
                var t_105: i32 = t_97;
                var t_106: Data = Data(array<f32, 2>(0.0f, 0.0f));
                var t_107: i32 = 0i;
                t_92 = t_103;
                t_93 = t_104;
                t_94 = t_105;
                t_95 = t_106;
                t_96 = t_107;
            } else {
                var t_108: i32 = t_77;
                var t_109: Data = t_78;
                var t_110: i32 = t_79;
                var t_111: Data = t_80;
                var t_112: i32 = t_81;
                t_92 = t_108;
                t_93 = t_109;
                t_94 = t_110;
                t_95 = t_111;
                t_96 = t_112;
            }
            if (t_92 == 2i) {
                var t_113: Data = t_72;
                var t_114: i32 = t_73;
                t_70 = t_113;
                t_71 = t_114;
                break;
            }
            var t_115: Data = t_93;
            var t_116: i32 = t_94;
            var t_117: i32 = t_74 + 1i;
            t_72 = t_115;
            t_73 = t_116;
            t_74 = t_117;
            continue;
        }
        var t_118: bool = t_71 < 2i;
        var t_119: i32;
        var t_120: Data;
        var t_121: i32;
        var t_122: Data;
        var t_123: i32;
        if (t_118) {
            var t_124: i32 = 0i;
            var t_125: Data = Data(array<f32, 2>(0.0f, 0.0f));
            var t_126: i32 = 0i;
            var t_127: Data = Data(array<f32, 2>(0.0f, 0.0f));
            var t_128: i32 = 0i;
            t_119 = t_124;
            t_120 = t_125;
            t_121 = t_126;
            t_122 = t_127;
            t_123 = t_128;
        } else {
            var t_129: i32 = 2i;
            var t_130: Data = Data(array<f32, 2>(0.0f, 0.0f));
            var t_131: i32 = 0i;
            var t_132: Data = t_70;
            var t_133: i32 = t_71;
            t_119 = t_129;
            t_120 = t_130;
            t_121 = t_131;
            t_122 = t_132;
            t_123 = t_133;
        }
        var t_134: bool = t_65 == t_62;
        var t_135: array<f32, 2> = p_14.v;
        var t_136: f32;
        var t_137: Data;
        var t_138: Data;
        var t_139: Data;
        if (t_119 == 0i) {
            var t_140: bool = t_71 == 0i;
            var t_141: bool = t_71 == 1i;
            var t_142: array<f32, 2> = t_66.v;
            var t_143: f32 = t_142[1];
            var t_144: f32 = t_142[0];
            var t_145: f32 = 3.0f * (f32(t_71 + 1i) * (select(0.0f, t_143, t_141) + select(0.0f, t_144, t_140)));
            var t_146: Data = Data(array<f32, 2>(0.0f + (0.0f + select(t_144, 0.0f, t_140)), 0.0f + (select(t_143, 0.0f, t_141) + 0.0f + 0.0f)));
            var t_147: Data = Data(array<f32, 2>(0.0f, 0.0f));
            var t_148: Data = Data(array<f32, 2>(0.0f, 0.0f));
            t_136 = t_145;
            t_137 = t_146;
            t_138 = t_147;
            t_139 = t_148;
        } else {
            var t_149: f32 = 0.0f;
            var t_150: Data = Data(array<f32, 2>(0.0f, 0.0f));
            var t_151: Data = t_66;
            var t_152: Data = Data(array<f32, 2>(select(0.0f, t_135[0], t_134), select(0.0f, t_135[1], t_134)));
            t_136 = t_149;
            t_137 = t_150;
            t_138 = t_151;
            t_139 = t_152;
        }
        var t_153: Data;
        if (t_118) {
            t_153 = Data(array<f32, 2>(0.0f, 0.0f));
        } else {
            t_153 = t_139;
        }
        var t_154: array<f32, 2> = t_137.v;
        var t_155: array<f32, 2> = t_153.v;
        var t_156: i32 = t_65 - 1i;
        var t_157: Data = Data(array<f32, 2>(t_154[0] + t_155[0], t_154[1] + t_155[1]));
        var t_158: f32 = t_67 + t_136;
        t_65 = t_156;
        t_66 = t_157;
        t_67 = t_158;
        continue;
    }
    return B_setup_bwd_Grads(t_64, t_63);
}
fn B_setup_fwd(p_15: f32, p_16: f32, p_17: ptr<function, Data>, p_18: ptr<function, Data>) {
    var i_2: i32;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 2i) {
        } else {
            i_2 = i_3;
            break;
        }
        var t_159: i32 = i_3 + 1i;
        var t_160: f32 = f32(t_159);
        (*p_17).v[i_3] = p_15 * t_160;
        (*p_18).v[i_3] = t_160 * (3.0f * p_16);
        i_3 = t_159;
        continue;
    }
    return;
}
fn g_bwd(p_19: u32, p_20: f32, p_21: f32) -> g_bwd_Grads {
    var t_161: IMat;
    for (;;) {
        if (p_19 == 0u) {
            t_161 = IMat(0u);
            break;
        }
        t_161 = IMat(1u);
        break;
    }
    var t_162: u32 = t_161.typeId;
    var t_163: IInst;
    var t_164: Data;
    switch (t_162) {
    case 0u: {
        var t_165: IInst = IInst(0u, AInst(2.0f));
        var t_166: Data = Data(array<f32, 2>(p_20 * p_20, 1.0f));
        t_163 = t_165;
        t_164 = t_166;
        break;
    }
    case 1u: {
        var t_167: array<f32, 2> = array<f32, 2>();
        t_167 = array<f32, 2>(0.0f, 0.0f);
        var i_4: i32;
        var i_5: i32 = 0i;
        for (;;) {
            if (i_5 < 2i) {
            } else {
                i_4 = i_5;
                break;
            }
            var t_168: i32 = i_5 + 1i;
            t_167[i_5] = p_20 * f32(t_168);
            i_5 = t_168;
            continue;
        }
        var t_169: array<f32, 2> = t_167;
        var t_170: IInst = IInst(1u, AInst(0.0f));
        var t_171: Data = Data(t_169);
        t_163 = t_170;
        t_164 = t_171;
        break;
    }
    default: {
        var t_172: IInst = IInst(0u, AInst(0.0f));
        var t_173: Data = Data(array<f32, 2>(0.0f, 0.0f));
        t_163 = t_172;
        t_164 = t_173;
        break;
    }
    }
    var t_174: Data;
    var t_175: f32;
    switch (t_163.typeId) {
    case 0u: {
        var t_176: Data = Data(array<f32, 2>(0.0f, 0.0f));
        t_176.v = array<f32, 2>(0.0f + p_20 * p_21, t_163.p0.s * p_21 + 0.0f);
        var t_177: Data = t_176;
        var t_178: f32 = t_164.v[0] * p_21;
        t_174 = t_177;
        t_175 = t_178;
        break;
    }
    case 1u: {
        var t_179: array<f32, 2> = t_164.v;
        var t_180: Data = Data(array<f32, 2>(0.0f, 0.0f));
        t_180.v = array<f32, 2>(0.0f + t_179[1] * p_21, t_179[0] * p_21 + 0.0f);
        var t_181: Data = t_180;
        var t_182: f32 = p_21;
        t_174 = t_181;
        t_175 = t_182;
        break;
    }
    default: {
        var t_183: Data = Data(array<f32, 2>(0.0f, 0.0f));
        var t_184: f32 = 0.0f;
        t_174 = t_183;
        t_175 = t_184;
        break;
    }
    }
    var t_185: Data;
    var t_186: f32;
    switch (t_162) {
    case 0u: {
        var t_187: Data = Data();
        t_187 = Data(array<f32, 2>(0.0f, 0.0f));
        var t_188: A_setup_bwd_Grads = A_setup_bwd(p_20, &t_187, t_174);
        var t_189: Data = t_188.f1;
        var t_190: f32 = t_188.f0;
        t_185 = t_189;
        t_186 = t_190;
        break;
    }
    case 1u: {
        var t_191: array<f32, 2> = array<f32, 2>();
        t_191 = array<f32, 2>(0.0f, 0.0f);
        var t_192: array<f32, 2> = t_191;
        var i_6: i32;
        var i_7: i32 = 0i;
        for (;;) {
            if (i_7 < 2i) {
            } else {
                i_6 = i_7;
                break;
            }
            var t_193: i32 = i_7 + 1i;
            t_191[i_7] = p_20 * f32(t_193);
            i_7 = t_193;
            continue;
        }
        var t_194: Data = Data();
        t_194 = Data(t_192);
        var t_195: B_setup_bwd_Grads = B_setup_bwd(p_20, &t_194, t_174);
        var t_196: Data = t_195.f1;
        var t_197: f32 = t_195.f0;
        t_185 = t_196;
        t_186 = t_197;
        break;
    }
    default: {
        var t_198: Data = t_174;
        var t_199: f32 = 0.0f;
        t_185 = t_198;
        t_186 = t_199;
        break;
    }
    }
    return g_bwd_Grads(t_175 + t_186);
}
fn g_fwd(p_22: u32, p_23: f32, p_24: f32) -> g_fwd_Result {
    var t_200: IMat;
    for (;;) {
        if (p_22 == 0u) {
            t_200 = IMat(0u);
            break;
        }
        t_200 = IMat(1u);
        break;
    }
    var t_201: Data = Data();
    var t_202: Data = Data();
    t_202 = Data(array<f32, 2>(0.0f, 0.0f));
    var t_203: IInst;
    switch (t_200.typeId) {
    case 0u: {
        var t_204: AInst = A_setup_fwd(p_23, p_24, &t_201, &t_202);
        t_203 = IInst(0u, t_204);
        break;
    }
    case 1u: {
        B_setup_fwd(p_23, p_24, &t_201, &t_202);
        t_203 = IInst(1u, AInst(0.0f));
        break;
    }
    default: {
        t_203 = IInst(0u, AInst(0.0f));
        break;
    }
    }
    var t_205: Data = t_201;
    var t_206: Data = t_202;
    var t_207: f32;
    var t_208: f32;
    switch (t_203.typeId) {
    case 0u: {
        var t_209: AInst_eval_fwd_Result = AInst_eval_fwd(t_203.p0, t_205, t_206, p_23, p_24);
        var t_210: f32 = t_209.p;
        var t_211: f32 = t_209.d;
        t_207 = t_210;
        t_208 = t_211;
        break;
    }
    case 1u: {
        var t_212: array<f32, 2> = t_205.v;
        var t_213: f32 = t_212[0];
        var t_214: f32 = t_212[1];
        var t_215: array<f32, 2> = t_206.v;
        var t_216: f32 = t_213 * t_214 + p_23;
        var t_217: f32 = t_214 * t_215[0] + t_213 * t_215[1] + p_24;
        t_207 = t_216;
        t_208 = t_217;
        break;
    }
    default: {
        var t_218: f32 = 0.0f;
        var t_219: f32 = 0.0f;
        t_207 = t_218;
        t_208 = t_219;
        break;
    }
    }
    return g_fwd_Result(t_207, t_208);
}
fn computeMain_1() {
    var i_8: i32;
    var i_9: i32 = 0i;
    for (;;) {
        if (i_9 < 2i) {
        } else {
            i_8 = i_9;
            break;
        }
        var t_220: u32 = ids.data[u32(i_9)];
        var t_221: g_fwd_Result = g_fwd(t_220, 0.5f, 1.0f);
        var t_222: i32 = 3i * i_9;
        outputBuffer.data[u32(t_222)] = t_221.p;
        outputBuffer.data[u32(t_222 + 1i)] = t_221.d;
        var t_223: g_bwd_Grads = g_bwd(t_220, 0.5f, 1.0f);
        outputBuffer.data[u32(t_222 + 2i)] = t_223.f0;
        i_9 = i_9 + 1i;
        continue;
    }
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
