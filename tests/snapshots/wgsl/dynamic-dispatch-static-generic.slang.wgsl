struct RWStructuredBuffer {
    data: array<f32>,
}
struct reduce3_bwd_Grads {
    f0: vec3<f32>,
}
struct IReduce {
    typeId: u32,
}
struct Sum_total_bwd_Grads {
    f0: vec3<f32>,
}
struct reduce3_fwd_Result {
    p: f32,
    d: f32,
}
struct Sum_total_fwd_Result {
    p: f32,
    d: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn reduce3_bwd(p: IReduce, p_1: vec3<f32>, p_2: f32) -> reduce3_bwd_Grads {
    var t: u32 = p.typeId;
    var t_1: f32;
    switch (t) {
    case 0u: {
        var v: vec3<f32> = vec3<f32>();
        v = p_1;
        var s: f32;
        var i: u32;
        var s_1: f32 = 0.0f;
        var i_1: u32 = 0u;
        for (;;) {
            if (i_1 < 3u) {
            } else {
                var t_2: f32 = s_1;
                var t_3: u32 = i_1;
                s = t_2;
                i = t_3;
                break;
            }
            var t_4: f32 = v[i_1];
            var t_5: f32 = s_1 + t_4;
            var t_6: u32 = i_1 + 1u;
            s_1 = t_5;
            i_1 = t_6;
            continue;
        }
        t_1 = s;
        break;
    }
    case 1u: {
        t_1 = dot(p_1, p_1);
        break;
    }
    default: {
        t_1 = 0.0f;
        break;
    }
    }
    var t_7: vec3<f32>;
    switch (t) {
    case 0u: {
        var v_1: vec3<f32> = vec3<f32>();
        v_1 = p_1;
        var s_2: f32;
        var i_2: u32;
        var s_3: f32 = 0.0f;
        var i_3: u32 = 0u;
        for (;;) {
            if (i_3 < 3u) {
            } else {
                var t_8: f32 = s_3;
                var t_9: u32 = i_3;
                s_2 = t_8;
                i_2 = t_9;
                break;
            }
            var t_10: f32 = v_1[i_3];
            var t_11: f32 = s_3 + t_10;
            var t_12: u32 = i_3 + 1u;
            s_3 = t_11;
            i_3 = t_12;
            continue;
        }
        var t_13: Sum_total_bwd_Grads = Sum_total_bwd(p_1, p_2);
        t_7 = t_13.f0;
        break;
    }
    case 1u: {
        var t_14: vec3<f32> = vec3<f32>(p_2) * p_1;
        t_7 = t_14 + t_14;
        break;
    }
    default: {
        t_7 = vec3<f32>(0.0f, 0.0f, 0.0f);
        break;
    }
    }
    return reduce3_bwd_Grads(t_7);
}
fn reduce3_fwd(p_3: IReduce, p_4: vec3<f32>, p_5: vec3<f32>) -> reduce3_fwd_Result {
    var t_15: f32;
    var t_16: f32;
    switch (p_3.typeId) {
    case 0u: {
        var t_17: Sum_total_fwd_Result = Sum_total_fwd(p_4, p_5);
        var t_18: f32 = t_17.p;
        var t_19: f32 = t_17.d;
        t_15 = t_18;
        t_16 = t_19;
        break;
    }
    case 1u: {
        var t_20: f32 = dot(p_5, p_4);
        var t_21: f32 = dot(p_4, p_4);
        var t_22: f32 = t_20 + t_20;
        t_15 = t_21;
        t_16 = t_22;
        break;
    }
    default: {
        var t_23: f32 = 0.0f;
        var t_24: f32 = 0.0f;
        t_15 = t_23;
        t_16 = t_24;
        break;
    }
    }
    return reduce3_fwd_Result(t_15, t_16);
}
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t_25: vec3<u32> = GlobalInvocationId;
    var t_26: u32 = t_25.x;
    var t_27: IReduce;
    switch (t_26) {
    case 0u: {
        t_27 = IReduce(t_26);
        break;
    }
    case 1u: {
        t_27 = IReduce(t_26);
        break;
    }
    default: {
        t_27 = IReduce(t_26);
        break;
    }
    }
    var t_28: u32 = t_26 + 1u;
    var t_29: IReduce;
    switch (t_28) {
    case 0u: {
        t_29 = IReduce(t_28);
        break;
    }
    case 1u: {
        t_29 = IReduce(t_28);
        break;
    }
    default: {
        t_29 = IReduce(t_28);
        break;
    }
    }
    var t_30: u32 = t_27.typeId;
    var t_31: f32;
    switch (t_30) {
    case 0u: {
        var v_2: vec3<f32> = vec3<f32>();
        v_2 = vec3<f32>(1.0f, 2.0f, 3.0f);
        var s_4: f32;
        var i_4: u32;
        var s_5: f32 = 0.0f;
        var i_5: u32 = 0u;
        for (;;) {
            if (i_5 < 3u) {
            } else {
                var t_32: f32 = s_5;
                var t_33: u32 = i_5;
                s_4 = t_32;
                i_4 = t_33;
                break;
            }
            var t_34: f32 = v_2[i_5];
            var t_35: f32 = s_5 + t_34;
            var t_36: u32 = i_5 + 1u;
            s_5 = t_35;
            i_5 = t_36;
            continue;
        }
        t_31 = s_4;
        break;
    }
    case 1u: {
        t_31 = 14.0f;
        break;
    }
    default: {
        t_31 = 0.0f;
        break;
    }
    }
    outputBuffer.data[0u] = t_31;
    var t_37: u32 = t_29.typeId;
    var t_38: f32;
    switch (t_37) {
    case 0u: {
        var v_3: vec3<f32> = vec3<f32>();
        v_3 = vec3<f32>(1.0f, 2.0f, 3.0f);
        var s_6: f32;
        var i_6: u32;
        var s_7: f32 = 0.0f;
        var i_7: u32 = 0u;
        for (;;) {
            if (i_7 < 3u) {
            } else {
                var t_39: f32 = s_7;
                var t_40: u32 = i_7;
                s_6 = t_39;
                i_6 = t_40;
                break;
            }
            var t_41: f32 = v_3[i_7];
            var t_42: f32 = s_7 + t_41;
            var t_43: u32 = i_7 + 1u;
            s_7 = t_42;
            i_7 = t_43;
            continue;
        }
        t_38 = s_6;
        break;
    }
    case 1u: {
        t_38 = 14.0f;
        break;
    }
    default: {
        t_38 = 0.0f;
        break;
    }
    }
    outputBuffer.data[1u] = t_38;
    var t_44: f32;
    switch (t_30) {
    case 0u: {
        var v_4: vec2<f32> = vec2<f32>();
        v_4 = vec2<f32>(4.0f, 5.0f);
        var s_8: f32;
        var i_8: u32;
        var s_9: f32 = 0.0f;
        var i_9: u32 = 0u;
        for (;;) {
            if (i_9 < 2u) {
            } else {
                var t_45: f32 = s_9;
                var t_46: u32 = i_9;
                s_8 = t_45;
                i_8 = t_46;
                break;
            }
            var t_47: f32 = v_4[i_9];
            var t_48: f32 = s_9 + t_47;
            var t_49: u32 = i_9 + 1u;
            s_9 = t_48;
            i_9 = t_49;
            continue;
        }
        t_44 = s_8;
        break;
    }
    case 1u: {
        t_44 = 41.0f;
        break;
    }
    default: {
        t_44 = 0.0f;
        break;
    }
    }
    outputBuffer.data[2u] = t_44;
    var t_50: f32;
    switch (t_37) {
    case 0u: {
        var v_5: vec2<f32> = vec2<f32>();
        v_5 = vec2<f32>(4.0f, 5.0f);
        var s_10: f32;
        var i_10: u32;
        var s_11: f32 = 0.0f;
        var i_11: u32 = 0u;
        for (;;) {
            if (i_11 < 2u) {
            } else {
                var t_51: f32 = s_11;
                var t_52: u32 = i_11;
                s_10 = t_51;
                i_10 = t_52;
                break;
            }
            var t_53: f32 = v_5[i_11];
            var t_54: f32 = s_11 + t_53;
            var t_55: u32 = i_11 + 1u;
            s_11 = t_54;
            i_11 = t_55;
            continue;
        }
        t_50 = s_10;
        break;
    }
    case 1u: {
        t_50 = 41.0f;
        break;
    }
    default: {
        t_50 = 0.0f;
        break;
    }
    }
    outputBuffer.data[3u] = t_50;
    var t_56: reduce3_bwd_Grads = reduce3_bwd(t_27, vec3<f32>(1.0f, 2.0f, 3.0f), 2.0f);
    outputBuffer.data[4u] = t_56.f0.y;
    var t_57: reduce3_bwd_Grads = reduce3_bwd(t_29, vec3<f32>(1.0f, 2.0f, 3.0f), 2.0f);
    var t_58: vec3<f32> = t_57.f0;
    outputBuffer.data[5u] = t_58.x;
    outputBuffer.data[6u] = t_58.z;
    var t_59: reduce3_fwd_Result = reduce3_fwd(t_29, vec3<f32>(1.0f, 2.0f, 3.0f), vec3<f32>(1.0f, 0.0f, 1.0f));
    outputBuffer.data[7u] = t_59.d;
    return;
}
fn Sum_total_bwd(p_6: vec3<f32>, p_7: f32) -> Sum_total_bwd_Grads {
    var s_12: f32;
    var i_12: u32;
    var s_13: f32 = 0.0f;
    var i_13: u32 = 0u;
    for (;;) {
        if (i_13 < 3u) {
        } else {
            var t_60: f32 = s_13;
            var t_61: u32 = i_13;
            s_12 = t_60;
            i_12 = t_61;
            break;
        }
        var t_62: f32 = s_13 + p_6[i_13];
        var t_63: u32 = i_13 + 1u;
        s_13 = t_62;
        i_13 = t_63;
        continue;
    }
    var t_64: i32;
    var t_65: f32 = 0.0f;
    var t_66: u32 = 0u;
    var t_67: i32 = 0i;
    for (;;) {
        var t_68: bool = t_66 < 3u;
        var t_69: i32 = select(2i, 0i, t_68);
        var t_70: i32;
        var t_71: f32;
        var t_72: u32;
        var t_73: f32;
        var t_74: u32;
        if (t_69 == 0i) {
            var t_75: i32 = 1i;
            var t_76: f32 = t_65 + p_6[t_66];
            var t_77: u32 = t_66 + 1u;
            var t_78: f32 = 0.0f;
            var t_79: u32 = 0u;
            t_70 = t_75;
            t_71 = t_76;
            t_72 = t_77;
            t_73 = t_78;
            t_74 = t_79;
        } else {
            var t_80: i32 = t_69;
            var t_81: f32 = 0.0f;
            var t_82: u32 = 0u;
            var t_83: f32 = select(t_65, 0.0f, t_68);
            var t_84: u32 = select(t_66, 0u, t_68);
            t_70 = t_80;
            t_71 = t_81;
            t_72 = t_82;
            t_73 = t_83;
            t_74 = t_84;
        }
        var t_85: i32 = t_67 + 1i;
        if (t_70 == 2i) {
            t_64 = t_85;
            break;
        }
        var t_86: f32 = t_71;
        var t_87: u32 = t_72;
        var t_88: i32 = t_85;
        t_65 = t_86;
        t_66 = t_87;
        t_67 = t_88;
        continue;
    }
    var t_89: i32 = t_64 - 1i;
    var t_90: f32;
    var t_91: vec3<f32>;
    var t_92: i32 = t_89;
    var t_93: f32 = 0.0f;
    var t_94: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    for (;;) {
        if (t_92 < 0i) {
            var t_95: f32 = t_93;
            var t_96: vec3<f32> = t_94;
            t_90 = t_95;
            t_91 = t_96;
            break;
        }
        var t_97: f32;
        var t_98: u32;
        var t_99: f32 = 0.0f;
        var t_100: u32 = 0u;
        var t_101: i32 = 0i;
        for (;;) {
            if (t_101 == t_92) {
                var t_102: f32 = t_99;
                var t_103: u32 = t_100;
                t_97 = t_102;
                t_98 = t_103;
                break;
            }
            var t_104: bool = t_100 < 3u;
            var t_105: i32 = select(2i, 0i, t_104);
            var t_106: i32;
            var t_107: f32;
            var t_108: u32;
            var t_109: f32;
            var t_110: u32;
            if (t_105 == 0i) {
                var t_111: i32 = 1i;
                var t_112: f32 = t_99 + p_6[t_100];
                var t_113: u32 = t_100 + 1u;
                var t_114: f32 = 0.0f;
                var t_115: u32 = 0u;
                t_106 = t_111;
                t_107 = t_112;
                t_108 = t_113;
                t_109 = t_114;
                t_110 = t_115;
            } else {
                var t_116: i32 = t_105;
                var t_117: f32 = 0.0f;
                var t_118: u32 = 0u;
                var t_119: f32 = select(t_99, 0.0f, t_104);
                var t_120: u32 = select(t_100, 0u, t_104);
                t_106 = t_116;
                t_107 = t_117;
                t_108 = t_118;
                t_109 = t_119;
                t_110 = t_120;
            }
            if (t_106 == 2i) {
                var t_121: f32 = t_99;
                var t_122: u32 = t_100;
                t_97 = t_121;
                t_98 = t_122;
                break;
            }
            var t_123: f32 = t_107;
            var t_124: u32 = t_108;
            var t_125: i32 = t_101 + 1i;
            t_99 = t_123;
            t_100 = t_124;
            t_101 = t_125;
            continue;
        }
        var t_126: bool = t_98 < 3u;
        var t_127: vec3<f32>;
        var t_128: f32;
        var t_129: f32;
        var t_130: f32;
        if (select(2i, 0i, t_126) == 0i) {
            var t_131: vec3<f32> = vec3<f32>(select(0.0f, t_93, t_98 == 0u), select(0.0f, t_93, t_98 == 1u), select(0.0f, t_93, t_98 == 2u));
            var t_132: f32 = t_93;
            var t_133: f32 = 0.0f;
            var t_134: f32 = 0.0f;
            t_127 = t_131;
            t_128 = t_132;
            t_129 = t_133;
            t_130 = t_134;
        } else {
            var t_135: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
            var t_136: f32 = 0.0f;
            var t_137: f32 = t_93;
            var t_138: f32 = select(0.0f, p_7, t_92 == t_89);
            t_127 = t_135;
            t_128 = t_136;
            t_129 = t_137;
            t_130 = t_138;
        }
        var t_139: i32 = t_92 - 1i;
        var t_140: f32 = t_128 + select(t_130, 0.0f, t_126);
        var t_141: vec3<f32> = t_94 + t_127;
        t_92 = t_139;
        t_93 = t_140;
        t_94 = t_141;
        continue;
    }
    return Sum_total_bwd_Grads(t_91);
}
fn Sum_total_fwd(p_8: vec3<f32>, p_9: vec3<f32>) -> Sum_total_fwd_Result {
    var v_6: vec3<f32> = vec3<f32>();
    var t_142: vec3<f32> = vec3<f32>();
    t_142 = vec3<f32>(0.0f, 0.0f, 0.0f);
    v_6 = p_8;
    t_142 = p_9;
    var s_14: f32;
    var t_143: f32;
    var i_14: u32;
    var s_15: f32 = 0.0f;
    var t_144: f32 = 0.0f;
    var i_15: u32 = 0u;
    for (;;) {
        if (i_15 < 3u) {
        } else {
            var t_145: f32 = s_15;
            var t_146: f32 = t_144;
            var t_147: u32 = i_15;
            s_14 = t_145;
            t_143 = t_146;
            i_14 = t_147;
            break;
        }
        var t_148: f32 = v_6[i_15];
        var t_149: f32 = t_142[i_15];
        var t_150: f32 = s_15 + t_148;
        var t_151: f32 = t_144 + t_149;
        var t_152: u32 = i_15 + 1u;
        s_15 = t_150;
        t_144 = t_151;
        i_15 = t_152;
        continue;
    }
    return Sum_total_fwd_Result(s_14, t_143);
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
