struct RWStructuredBuffer {
    data: array<f32>,
}
struct Optional_float_ {
    value: f32,
    hasValue: bool,
}
struct weighted_bwd_Grads {
    f0: Optional_float_,
    f1: f32,
}
struct weighted_fwd_Result {
    p: f32,
    d: f32,
}
struct sumSome_bwd_Grads {
    f0: array<Optional_float_, 3>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn weighted_bwd(p: Optional_float_, p_1: f32, p_2: f32) -> weighted_bwd_Grads {
    var t: bool = p.hasValue;
    var t_1: f32 = p.value;
    var t_2: bool = select(0i, 2i, t) == 0i;
    var t_3: f32 = select(p_2, 0.0f, t_2);
    var t_4: Optional_float_;
    var t_5: f32;
    if (t) {
        var t_6: f32 = p_1 * t_3;
        var t_7: Optional_float_ = Optional_float_(0.0f, false);
        t_7.value = p_1 * t_6;
        var t_8: Optional_float_ = t_7;
        t_8.hasValue = true;
        var t_9: Optional_float_ = t_8;
        var t_10: f32 = t_1 * p_1 * t_3 + t_1 * t_6;
        t_4 = t_9;
        t_5 = t_10;
    } else {
        var t_11: Optional_float_ = Optional_float_(0.0f, false);
        var t_12: f32 = 0.0f;
        t_4 = t_11;
        t_5 = t_12;
    }
    return weighted_bwd_Grads(t_4, select(0.0f, p_2, t_2) + t_5);
}
fn weighted_fwd(p_3: Optional_float_, p_4: Optional_float_, p_5: f32, p_6: f32) -> weighted_fwd_Result {
    if (p_3.hasValue) {
        var t_13: f32 = p_3.value;
        var t_14: f32 = t_13 * p_5;
        return weighted_fwd_Result(t_14 * p_5, p_5 * (p_5 * p_4.value + t_13 * p_6) + t_14 * p_6);
    }
    return weighted_fwd_Result(p_5, p_6);
}
fn sumSome_bwd(p_7: array<Optional_float_, 3>, p_8: f32) -> sumSome_bwd_Grads {
    var s: f32;
    var i: i32;
    var s_1: f32 = 0.0f;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            var t_15: f32 = s_1;
            var t_16: i32 = i_1;
            s = t_15;
            i = t_16;
            break;
        }
        var t_17: Optional_float_ = p_7[i_1];
        var t_18: f32 = t_17.value;
        var t_19: f32 = select(s_1, s_1 + t_18 * t_18, t_17.hasValue);
        var t_20: i32 = i_1 + 1i;
        s_1 = t_19;
        i_1 = t_20;
        continue;
    }
    var t_21: i32;
    var t_22: f32 = 0.0f;
    var t_23: i32 = 0i;
    var t_24: i32 = 0i;
    for (;;) {
        var t_25: bool = t_23 < 3i;
        var t_26: i32 = select(2i, 0i, t_25);
        var t_27: i32;
        var t_28: f32;
        var t_29: i32;
        var t_30: f32;
        var t_31: i32;
        if (t_26 == 0i) {
            var t_32: Optional_float_ = p_7[t_23];
            var t_33: f32 = t_32.value;
            var t_34: i32 = 1i;
            var t_35: f32 = select(t_22, t_22 + t_33 * t_33, t_32.hasValue);
            var t_36: i32 = t_23 + 1i;
            var t_37: f32 = 0.0f;
            var t_38: i32 = 0i;
            t_27 = t_34;
            t_28 = t_35;
            t_29 = t_36;
            t_30 = t_37;
            t_31 = t_38;
        } else {
            var t_39: i32 = t_26;
            var t_40: f32 = 0.0f;
            var t_41: i32 = 0i;
            var t_42: f32 = select(t_22, 0.0f, t_25);
            var t_43: i32 = select(t_23, 0i, t_25);
            t_27 = t_39;
            t_28 = t_40;
            t_29 = t_41;
            t_30 = t_42;
            t_31 = t_43;
        }
        var t_44: i32 = t_24 + 1i;
        if (t_27 == 2i) {
            t_21 = t_44;
            break;
        }
        var t_45: f32 = t_28;
        var t_46: i32 = t_29;
        var t_47: i32 = t_44;
        t_22 = t_45;
        t_23 = t_46;
        t_24 = t_47;
        continue;
    }
    var t_48: i32 = t_21 - 1i;
    var t_49: f32;
    var t_50: array<Optional_float_, 3>;
    var t_51: i32 = t_48;
    var t_52: f32 = 0.0f;
    var t_53: array<Optional_float_, 3> = array<Optional_float_, 3>(Optional_float_(0.0f, false), Optional_float_(0.0f, false), Optional_float_(0.0f, false));
    for (;;) {
        if (t_51 < 0i) {
            var t_54: f32 = t_52;
            var t_55: array<Optional_float_, 3> = t_53;
            t_49 = t_54;
            t_50 = t_55;
            break;
        }
        var t_56: f32;
        var t_57: i32;
        var t_58: f32 = 0.0f;
        var t_59: i32 = 0i;
        var t_60: i32 = 0i;
        for (;;) {
            if (t_60 == t_51) {
                var t_61: f32 = t_58;
                var t_62: i32 = t_59;
                t_56 = t_61;
                t_57 = t_62;
                break;
            }
            var t_63: bool = t_59 < 3i;
            var t_64: i32 = select(2i, 0i, t_63);
            var t_65: i32;
            var t_66: f32;
            var t_67: i32;
            var t_68: f32;
            var t_69: i32;
            if (t_64 == 0i) {
                var t_70: Optional_float_ = p_7[t_59];
                var t_71: f32 = t_70.value;
                var t_72: i32 = 1i;
                var t_73: f32 = select(t_58, t_58 + t_71 * t_71, t_70.hasValue);
                var t_74: i32 = t_59 + 1i;
                var t_75: f32 = 0.0f;
                var t_76: i32 = 0i;
                t_65 = t_72;
                t_66 = t_73;
                t_67 = t_74;
                t_68 = t_75;
                t_69 = t_76;
            } else {
                var t_77: i32 = t_64;
                var t_78: f32 = 0.0f;
                var t_79: i32 = 0i;
                var t_80: f32 = select(t_58, 0.0f, t_63);
                var t_81: i32 = select(t_59, 0i, t_63);
                t_65 = t_77;
                t_66 = t_78;
                t_67 = t_79;
                t_68 = t_80;
                t_69 = t_81;
            }
            if (t_65 == 2i) {
                var t_82: f32 = t_58;
                var t_83: i32 = t_59;
                t_56 = t_82;
                t_57 = t_83;
                break;
            }
            var t_84: f32 = t_66;
            var t_85: i32 = t_67;
            var t_86: i32 = t_60 + 1i;
            t_58 = t_84;
            t_59 = t_85;
            t_60 = t_86;
            continue;
        }
        var t_87: bool = t_57 < 3i;
        var t_88: array<Optional_float_, 3>;
        var t_89: f32;
        var t_90: f32;
        var t_91: f32;
        if (select(2i, 0i, t_87) == 0i) {
            var t_92: Optional_float_ = p_7[t_57];
            var t_93: Optional_float_;
            var t_94: f32;
            if (t_92.hasValue) {
                var t_95: f32 = t_92.value * t_52;
                var t_96: Optional_float_ = Optional_float_(0.0f, false);
                t_96.value = t_95 + t_95;
                var t_97: Optional_float_ = t_96;
                t_97.hasValue = true;
                var t_98: Optional_float_ = t_97;
                var t_99: f32 = t_52;
                t_93 = t_98;
                t_94 = t_99;
            } else {
                var t_100: Optional_float_ = Optional_float_(0.0f, false);
                var t_101: f32 = t_52;
                t_93 = t_100;
                t_94 = t_101;
            }
            var t_102: bool = t_57 == 0i;
            var t_103: f32 = t_93.value;
            var t_104: bool = t_93.hasValue;
            var t_105: array<Optional_float_, 3> = array<Optional_float_, 3>(Optional_float_(0.0f, false), Optional_float_(0.0f, false), Optional_float_(0.0f, false));
            t_105[0] = Optional_float_(select(0.0f, t_103, t_102), select(false, t_104, t_102));
            var t_106: bool = t_57 == 1i;
            var t_107: array<Optional_float_, 3> = t_105;
            t_107[1] = Optional_float_(select(0.0f, t_103, t_106), select(false, t_104, t_106));
            var t_108: bool = t_57 == 2i;
            var t_109: array<Optional_float_, 3> = t_107;
            t_109[2] = Optional_float_(select(0.0f, t_103, t_108), select(false, t_104, t_108));
            var t_110: array<Optional_float_, 3> = t_109;
            var t_111: f32 = t_94;
            var t_112: f32 = 0.0f;
            var t_113: f32 = 0.0f;
            t_88 = t_110;
            t_89 = t_111;
            t_90 = t_112;
            t_91 = t_113;
        } else {
            var t_114: array<Optional_float_, 3> = array<Optional_float_, 3>(Optional_float_(0.0f, false), Optional_float_(0.0f, false), Optional_float_(0.0f, false));
            var t_115: f32 = 0.0f;
            var t_116: f32 = t_52;
            var t_117: f32 = select(0.0f, p_8, t_51 == t_48);
            t_88 = t_114;
            t_89 = t_115;
            t_90 = t_116;
            t_91 = t_117;
        }
        var t_118: Optional_float_ = t_88[2];
        var t_119: bool = t_118.hasValue;
        var t_120: Optional_float_ = t_53[2];
        var t_121: bool = t_120.hasValue;
        var t_122: f32 = t_118.value;
        var t_123: f32 = t_120.value;
        var t_124: Optional_float_ = t_88[1];
        var t_125: bool = t_124.hasValue;
        var t_126: Optional_float_ = t_53[1];
        var t_127: bool = t_126.hasValue;
        var t_128: f32 = t_124.value;
        var t_129: f32 = t_126.value;
        var t_130: Optional_float_ = t_88[0];
        var t_131: bool = t_130.hasValue;
        var t_132: Optional_float_ = t_53[0];
        var t_133: bool = t_132.hasValue;
        var t_134: f32 = t_130.value;
        var t_135: f32 = t_132.value;
        var t_136: i32 = t_51 - 1i;
        var t_137: f32 = t_89 + select(t_91, 0.0f, t_87);
        var t_138: array<Optional_float_, 3> = array<Optional_float_, 3>(Optional_float_(select(t_134, select(t_135, t_135 + t_134, t_131), t_133), select(t_131, t_133, t_133)), Optional_float_(select(t_128, select(t_129, t_129 + t_128, t_125), t_127), select(t_125, t_127, t_127)), Optional_float_(select(t_122, select(t_123, t_123 + t_122, t_119), t_121), select(t_119, t_121, t_121)));
        t_51 = t_136;
        t_52 = t_137;
        t_53 = t_138;
        continue;
    }
    return sumSome_bwd_Grads(t_50);
}
fn computeMain_1() {
    var t_139: weighted_bwd_Grads = weighted_bwd(Optional_float_(2.0f, true), 3.0f, 1.0f);
    var t_140: Optional_float_ = t_139.f0;
    outputBuffer.data[0u] = t_140.value;
    outputBuffer.data[1u] = select(0.0f, 1.0f, t_140.hasValue) + 10.0f * t_139.f1;
    var t_141: weighted_bwd_Grads = weighted_bwd(Optional_float_(0.0f, false), 3.0f, 1.0f);
    outputBuffer.data[2u] = select(0.0f, 1.0f, t_141.f0.hasValue) + 10.0f * t_141.f1;
    var t_142: weighted_fwd_Result = weighted_fwd(Optional_float_(2.0f, true), Optional_float_(0.5f, true), 3.0f, 1.0f);
    outputBuffer.data[3u] = t_142.d;
    outputBuffer.data[4u] = 10.25f;
    outputBuffer.data[5u] = 0.0f;
    var t_143: sumSome_bwd_Grads = sumSome_bwd(array<Optional_float_, 3>(Optional_float_(1.0f, true), Optional_float_(0.0f, false), Optional_float_(3.0f, true)), 1.0f);
    var t_144: array<Optional_float_, 3> = t_143.f0;
    var t_145: Optional_float_ = t_144[0];
    var t_146: Optional_float_ = t_144[2];
    outputBuffer.data[6u] = t_145.value + 10.0f * select(0.0f, 1.0f, t_145.hasValue);
    outputBuffer.data[7u] = select(0.0f, 1.0f, t_144[1].hasValue);
    outputBuffer.data[8u] = t_146.value + 10.0f * select(0.0f, 1.0f, t_146.hasValue);
    outputBuffer.data[9u] = 13.0f;
    outputBuffer.data[10u] = 15.0f;
    outputBuffer.data[11u] = 0.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
