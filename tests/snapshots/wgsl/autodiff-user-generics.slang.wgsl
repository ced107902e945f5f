struct RWStructuredBuffer {
    data: array<f32>,
}
struct Particle {
    pos: vec3<f32>,
    mass: f32,
}
struct Particle_kinetic_bwd_Grads {
    f0: Particle,
}
struct withDetach_fwd_Result {
    p: f32,
    d: f32,
}
struct policies_bwd_Grads {
    f0: f32,
}
struct policies_fwd_Result {
    p: f32,
    d: f32,
}
struct Circle {
    r: f32,
}
struct totalArea_bwd_Grads {
    f0: Circle,
    f1: f32,
}
struct Rect {
    size: vec2<f32>,
    tag: f32,
}
struct totalArea_1_bwd_Grads {
    f0: Rect,
    f1: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn Particle_kinetic_bwd(p: Particle, p_1: f32) -> Particle_kinetic_bwd_Grads {
    var t: vec3<f32> = p.pos;
    var t_1: f32 = p.mass;
    var t_2: vec3<f32> = vec3<f32>(t_1);
    var t_3: vec3<f32> = t * t_2;
    var t_4: vec3<f32> = vec3<f32>(0.5f * (1.0f / t_1 * p_1)) * t_3;
    var t_5: vec3<f32> = t_4 + t_4;
    var t_6: vec3<f32> = t * t_5;
    return Particle_kinetic_bwd_Grads(Particle(vec3<f32>(0.0f, 0.0f, 0.0f) + t_2 * t_5, -(0.5f * dot(t_3, t_3) / t_1 / t_1) * p_1 + (t_6.x + t_6.y + t_6.z) + 0.0f));
}
fn withDetach_fwd(p_2: f32, p_3: f32, p_4: f32) -> withDetach_fwd_Result {
    var t_7: f32 = p_2 * p_2 + p_2 * p_4;
    return withDetach_fwd_Result(t_7 * p_2, p_2 * (p_4 * p_3 + p_2 * 0.0f) + t_7 * p_3);
}
fn policies_bwd(p_5: f32, p_6: f32) -> policies_bwd_Grads {
    var s: f32;
    var i: i32;
    var s_1: f32 = 0.0f;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            var t_8: f32 = s_1;
            var t_9: i32 = i_1;
            s = t_8;
            i = t_9;
            break;
        }
        var t_10: f32 = p_5 + f32(i_1);
        var t_11: f32 = s_1 + p_5;
        var t_12: f32 = s_1 + exp(sin(t_10)) * t_10 * log(1.0f + t_11 * t_11);
        var t_13: i32 = i_1 + 1i;
        s_1 = t_12;
        i_1 = t_13;
        continue;
    }
    var t_14: i32;
    var t_15: f32 = 0.0f;
    var t_16: i32 = 0i;
    var t_17: i32 = 0i;
    for (;;) {
        var t_18: bool = t_16 < 3i;
        var t_19: i32 = select(2i, 0i, t_18);
        var t_20: i32;
        var t_21: f32;
        var t_22: i32;
        var t_23: f32;
        var t_24: i32;
        if (t_19 == 0i) {
            var t_25: f32 = p_5 + f32(t_16);
            var t_26: f32 = t_15 + p_5;
            var t_27: i32 = 1i;
            var t_28: f32 = t_15 + exp(sin(t_25)) * t_25 * log(1.0f + t_26 * t_26);
            var t_29: i32 = t_16 + 1i;
            var t_30: f32 = 0.0f;
            var t_31: i32 = 0i;
            t_20 = t_27;
            t_21 = t_28;
            t_22 = t_29;
            t_23 = t_30;
            t_24 = t_31;
        } else {
            var t_32: i32 = t_19;
            var t_33: f32 = 0.0f;
            var t_34: i32 = 0i;
            var t_35: f32 = select(t_15, 0.0f, t_18);
            var t_36: i32 = select(t_16, 0i, t_18);
            t_20 = t_32;
            t_21 = t_33;
            t_22 = t_34;
            t_23 = t_35;
            t_24 = t_36;
        }
        var t_37: i32 = t_17 + 1i;
        if (t_20 == 2i) {
            t_14 = t_37;
            break;
        }
        var t_38: f32 = t_21;
        var t_39: i32 = t_22;
        var t_40: i32 = t_37;
        t_15 = t_38;
        t_16 = t_39;
        t_17 = t_40;
        continue;
    }
    var t_41: i32 = t_14 - 1i;
    var t_42: f32;
    var t_43: f32;
    var t_44: i32 = t_41;
    var t_45: f32 = 0.0f;
    var t_46: f32 = 0.0f;
    for (;;) {
        if (t_44 < 0i) {
            var t_47: f32 = t_45;
            var t_48: f32 = t_46;
            t_42 = t_47;
            t_43 = t_48;
            break;
        }
        var t_49: f32;
        var t_50: i32;
        var t_51: f32 = 0.0f;
        var t_52: i32 = 0i;
        var t_53: i32 = 0i;
        for (;;) {
            if (t_53 == t_44) {
                var t_54: f32 = t_51;
                var t_55: i32 = t_52;
                t_49 = t_54;
                t_50 = t_55;
                break;
            }
            var t_56: bool = t_52 < 3i;
            var t_57: i32 = select(2i, 0i, t_56);
            var t_58: i32;
            var t_59: f32;
            var t_60: i32;
            var t_61: f32;
            var t_62: i32;
            if (t_57 == 0i) {
                var t_63: f32 = p_5 + f32(t_52);
                var t_64: f32 = t_51 + p_5;
                var t_65: i32 = 1i;
                var t_66: f32 = t_51 + exp(sin(t_63)) * t_63 * log(1.0f + t_64 * t_64);
                var t_67: i32 = t_52 + 1i;
                var t_68: f32 = 0.0f;
                var t_69: i32 = 0i;
                t_58 = t_65;
                t_59 = t_66;
                t_60 = t_67;
                t_61 = t_68;
                t_62 = t_69;
            } else {
                var t_70: i32 = t_57;
                var t_71: f32 = 0.0f;
                var t_72: i32 = 0i;
                var t_73: f32 = select(t_51, 0.0f, t_56);
                var t_74: i32 = select(t_52, 0i, t_56);
                t_58 = t_70;
                t_59 = t_71;
                t_60 = t_72;
                t_61 = t_73;
                t_62 = t_74;
            }
            if (t_58 == 2i) {
                var t_75: f32 = t_51;
                var t_76: i32 = t_52;
                t_49 = t_75;
                t_50 = t_76;
                break;
            }
            var t_77: f32 = t_59;
            var t_78: i32 = t_60;
            var t_79: i32 = t_53 + 1i;
            t_51 = t_77;
            t_52 = t_78;
            t_53 = t_79;
            continue;
        }
        var t_80: bool = t_50 < 3i;
        var t_81: f32;
        var t_82: f32;
        var t_83: f32;
        var t_84: f32;
        if (select(2i, 0i, t_80) == 0i) {
            var t_85: f32 = p_5 + f32(t_50);
            var t_86: f32 = exp(sin(t_85));
            var t_87: f32 = t_49 + p_5;
            var t_88: f32 = 1.0f + t_87 * t_87;
            var t_89: f32 = log(t_88) * t_45;
            var t_90: f32 = t_87 * (1.0f / (t_88 * 1.0f) * (t_86 * t_85 * t_45));
            var t_91: f32 = t_90 + t_90;
            var t_92: f32 = t_91 + (t_86 * t_89 + cos(t_85) * (t_86 * (t_85 * t_89)));
            var t_93: f32 = t_45 + t_91;
            var t_94: f32 = 0.0f;
            var t_95: f32 = 0.0f;
            t_81 = t_92;
            t_82 = t_93;
            t_83 = t_94;
            t_84 = t_95;
        } else {
            var t_96: f32 = 0.0f;
            var t_97: f32 = 0.0f;
            var t_98: f32 = t_45;
            var t_99: f32 = select(0.0f, p_6, t_44 == t_41);
            t_81 = t_96;
            t_82 = t_97;
            t_83 = t_98;
            t_84 = t_99;
        }
        var t_100: i32 = t_44 - 1i;
        var t_101: f32 = t_82 + select(t_84, 0.0f, t_80);
        var t_102: f32 = t_46 + t_81;
        t_44 = t_100;
        t_45 = t_101;
        t_46 = t_102;
        continue;
    }
    return policies_bwd_Grads(t_43);
}
fn policies_fwd(p_7: f32, p_8: f32) -> policies_fwd_Result {
    var s_2: f32;
    var t_103: f32;
    var i_2: i32;
    var s_3: f32 = 0.0f;
    var t_104: f32 = 0.0f;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 3i) {
        } else {
            var t_105: f32 = s_3;
            var t_106: f32 = t_104;
            var t_107: i32 = i_3;
            s_2 = t_105;
            t_103 = t_106;
            i_2 = t_107;
            break;
        }
        var t_108: f32 = p_7 + f32(i_3);
        var t_109: f32 = exp(sin(t_108));
        var t_110: f32 = t_109 * t_108;
        var t_111: f32 = s_3 + p_7;
        var t_112: f32 = t_111 * (t_104 + p_8);
        var t_113: f32 = 1.0f + t_111 * t_111;
        var t_114: f32 = log(t_113);
        var t_115: f32 = s_3 + t_110 * t_114;
        var t_116: f32 = t_104 + (t_114 * (t_108 * (t_109 * (cos(t_108) * p_8)) + t_109 * p_8) + t_110 * (1.0f / (t_113 * 1.0f) * (t_112 + t_112)));
        var t_117: i32 = i_3 + 1i;
        s_3 = t_115;
        t_104 = t_116;
        i_3 = t_117;
        continue;
    }
    return policies_fwd_Result(s_2, t_103);
}
fn computeMain_1() {
    var t_118: totalArea_bwd_Grads = totalArea_bwd(Circle(1.3f), 1.1f, 1.0f);
    outputBuffer.data[0u] = t_118.f0.r;
    outputBuffer.data[1u] = t_118.f1;
    var t_119: totalArea_1_bwd_Grads = totalArea_1_bwd(Rect(vec2<f32>(2.0f, 0.5f), 7.0f), 0.9f, 1.0f);
    var t_120: vec2<f32> = t_119.f0.size;
    outputBuffer.data[2u] = t_120.x;
    outputBuffer.data[3u] = t_120.y;
    outputBuffer.data[4u] = t_119.f1;
    outputBuffer.data[5u] = 2.0f;
    outputBuffer.data[6u] = 14.0f;
    var t_121: Particle_kinetic_bwd_Grads = Particle_kinetic_bwd(Particle(vec3<f32>(1.0f, -0.5f, 2.0f), 1.7f), 1.0f);
    var t_122: Particle = t_121.f0;
    var t_123: vec3<f32> = t_122.pos;
    outputBuffer.data[7u] = t_123.x;
    outputBuffer.data[8u] = t_123.z;
    outputBuffer.data[9u] = t_122.mass;
    outputBuffer.data[10u] = 1.5f;
    outputBuffer.data[11u] = 0.6f;
    outputBuffer.data[12u] = -4.0f;
    outputBuffer.data[13u] = 10.36f;
    var t_124: withDetach_fwd_Result = withDetach_fwd(1.4f, 1.0f, 3.0f);
    outputBuffer.data[14u] = t_124.d;
    var t_125: policies_bwd_Grads = policies_bwd(0.35f, 1.0f);
    outputBuffer.data[15u] = t_125.f0;
    var t_126: policies_fwd_Result = policies_fwd(0.35f, 1.0f);
    outputBuffer.data[16u] = t_126.d;
    return;
}
fn totalArea_bwd(p_9: Circle, p_10: f32, p_11: f32) -> totalArea_bwd_Grads {
    var t_127: f32 = p_9.r;
    var t_128: f32 = t_127 * p_10;
    var t_129: f32 = 3.14159f * t_127;
    var t_130: f32 = p_10 * p_11;
    var t_131: f32 = 3.14159f * t_128 * p_11 + 3.14159f * (t_128 * p_11);
    return totalArea_bwd_Grads(Circle(t_129 * t_130 + 3.14159f * (t_127 * t_130) + p_10 * t_131), t_129 * t_127 * p_11 + t_127 * t_131);
}
fn totalArea_1_bwd(p_12: Rect, p_13: f32, p_14: f32) -> totalArea_1_bwd_Grads {
    var t_132: vec2<f32> = p_12.size;
    var t_133: vec2<f32> = vec2<f32>(p_13);
    var t_134: vec2<f32> = t_132 * t_133;
    var t_135: f32 = t_132.x;
    var t_136: f32 = t_132.y;
    var t_137: f32 = p_13 * p_14;
    var t_138: vec2<f32> = vec2<f32>(0.0f, 0.0f);
    t_138.y = t_135 * t_137;
    var t_139: vec2<f32> = vec2<f32>(0.0f, 0.0f);
    t_139.x = t_136 * t_137;
    var t_140: vec2<f32> = vec2<f32>(0.0f, 0.0f);
    t_140.y = t_134.x * p_14;
    var t_141: vec2<f32> = vec2<f32>(0.0f, 0.0f);
    t_141.x = t_134.y * p_14;
    var t_142: vec2<f32> = t_140 + t_141;
    var t_143: vec2<f32> = t_132 * t_142;
    return totalArea_1_bwd_Grads(Rect(t_138 + t_139 + t_133 * t_142, 0.0f), (t_135 * t_136 + p_12.tag) * p_14 + (t_143.x + t_143.y));
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
