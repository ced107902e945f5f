struct StructuredBuffer {
    data: array<u32>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
struct model_bwd_Grads {
    f0: f32,
    f1: f32,
}
struct Scale {
    s: f32,
}
struct Sq {
    a: f32,
}
struct ILayer {
    typeId: u32,
    p0: Scale,
    p1: Sq,
}
struct model_fwd_Result {
    p: f32,
    d: f32,
}
@group(0) @binding(0) var<storage, read> kinds: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn model_bwd(p: u32, p_1: f32, p_2: f32, p_3: f32) -> model_bwd_Grads {
    var t: bool = p == 0u;
    var l: ILayer;
    if (t) {
        l = ILayer(0u, Scale(p_1), Sq(0.0f));
    } else {
        l = ILayer(1u, Scale(0.0f), Sq(p_1));
    }
    var acc: f32;
    var i: i32;
    var acc_1: f32 = p_2;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            var t_1: f32 = acc_1;
            var t_2: i32 = i_1;
            acc = t_1;
            i = t_2;
            break;
        }
        var t_3: f32;
        switch (l.typeId) {
        case 0u: {
            t_3 = l.p0.s * acc_1;
            break;
        }
        case 1u: {
            t_3 = l.p1.a * acc_1 * acc_1;
            break;
        }
        default: {
            t_3 = 0.0f;
            break;
        }
        }
        var t_4: f32 = t_3 * 0.5f;
        var t_5: i32 = i_1 + 1i;
        acc_1 = t_4;
        i_1 = t_5;
        continue;
    }
    var t_6: i32;
    var t_7: f32 = p_2;
    var t_8: i32 = 0i;
    var t_9: i32 = 0i;
    for (;;) {
        var t_10: bool = t_8 < 3i;
        var t_11: i32 = select(2i, 0i, t_10);
        var t_12: i32;
        var t_13: f32;
        var t_14: i32;
        var t_15: f32;
        var t_16: i32;
        if (t_11 == 0i) {
            var t_17: f32;
            switch (l.typeId) {
            case 0u: {
                t_17 = l.p0.s * t_7;
                break;
            }
            case 1u: {
                t_17 = l.p1.a * t_7 * t_7;
                break;
            }
            default: {
                t_17 = 0.0f;
                break;
            }
            }
            var t_18: i32 = 1i;
            var t_19: f32 = t_17 * 0.5f;
            var t_20: i32 = t_8 + 1i;
            var t_21: f32 = 0.0f;
            var t_22: i32 = 0i;
            t_12 = t_18;
            t_13 = t_19;
            t_14 = t_20;
            t_15 = t_21;
            t_16 = t_22;
        } else {
            var t_23: i32 = t_11;
            var t_24: f32 = 0.0f;
            var t_25: i32 = 0i;
            var t_26: f32 = select(t_7, 0.0f, t_10);
            var t_27: i32 = select(t_8, 0i, t_10);
            t_12 = t_23;
            t_13 = t_24;
            t_14 = t_25;
            t_15 = t_26;
            t_16 = t_27;
        }
        var t_28: i32 = t_9 + 1i;
        if (t_12 == 2i) {
            t_6 = t_28;
            break;
        }
        var t_29: f32 = t_13;
        var t_30: i32 = t_14;
        var t_31: i32 = t_28;
        t_7 = t_29;
        t_8 = t_30;
        t_9 = t_31;
        continue;
    }
    var t_32: i32 = t_6 - 1i;
    var t_33: f32;
    var t_34: ILayer;
    var t_35: i32 = t_32;
    var t_36: f32 = 0.0f;
    var t_37: ILayer = ILayer(4294967295u, Scale(0.0f), Sq(0.0f));
    for (;;) {
        if (t_35 < 0i) {
            var t_38: f32 = t_36;
            var t_39: ILayer = t_37;
            t_33 = t_38;
            t_34 = t_39;
            break;
        }
        var t_40: f32;
        var t_41: i32;
        var t_42: f32 = p_2;
        var t_43: i32 = 0i;
        var t_44: i32 = 0i;
        for (;;) {
            if (t_44 == t_35) {
                var t_45: f32 = t_42;
                var t_46: i32 = t_43;
                t_40 = t_45;
                t_41 = t_46;
                break;
            }
            var t_47: bool = t_43 < 3i;
            var t_48: i32 = select(2i, 0i, t_47);
            var t_49: i32;
            var t_50: f32;
            var t_51: i32;
            var t_52: f32;
            var t_53: i32;
            if (t_48 == 0i) {
                var t_54: f32;
                switch (l.typeId) {
                case 0u: {
                    t_54 = l.p0.s * t_42;
                    break;
                }
                case 1u: {
                    t_54 = l.p1.a * t_42 * t_42;
                    break;
                }
                default: {
                    t_54 = 0.0f;
                    break;
                }
                }
                var t_55: i32 = 1i;
                var t_56: f32 = t_54 * 0.5f;
                var t_57: i32 = t_43 + 1i;
                var t_58: f32 = 0.0f;
                var t_59: i32 = 0i;
                t_49 = t_55;
                t_50 = t_56;
                t_51 = t_57;
                t_52 = t_58;
                t_53 = t_59;
            } else {
                var t_60: i32 = t_48;
                var t_61: f32 = 0.0f;
                var t_62: i32 = 0i;
                var t_63: f32 = select(t_42, 0.0f, t_47);
                var t_64: i32 = select(t_43, 0i, t_47);
                t_49 = t_60;
                t_50 = t_61;
                t_51 = t_62;
                t_52 = t_63;
                t_53 = t_64;
            }
            if (t_49 == 2i) {
                var t_65: f32 = t_42;
                var t_66: i32 = t_43;
                t_40 = t_65;
                t_41 = t_66;
                break;
            }
            var t_67: f32 = t_50;
            var t_68: i32 = t_51;
            var t_69: i32 = t_44 + 1i;
            t_42 = t_67;
            t_43 = t_68;
            t_44 = t_69;
            continue;
        }
        var t_70: bool = t_41 < 3i;
        var t_71: ILayer;
        var t_72: f32;
        var t_73: f32;
        var t_74: f32;
        if (select(2i, 0i, t_70) == 0i) {
            var t_75: u32 = l.typeId;
            var t_76: f32 = 0.5f * t_36;
            var t_77: ILayer;
            var t_78: f32;
            switch (t_75) {
            case 0u: {
                var t_79: Scale = Scale(0.0f);
                t_79.s = t_40 * t_76;
                var t_80: ILayer;
                if (t_75 == 0u) {
                    t_80 = ILayer(0u, t_79, Sq(0.0f));
                } else {
                    t_80 = ILayer(4294967295u, Scale(0.0f), Sq(0.0f));
                }
                var t_81: ILayer = t_80;
                var t_82: f32 = l.p0.s * t_76;
                t_77 = t_81;
                t_78 = t_82;
                break;
            }
            case 1u: {
                var t_83: f32 = l.p1.a;
                var t_84: f32 = t_40 * t_76;
                var t_85: Sq = Sq(0.0f);
                t_85.a = t_40 * t_84;
                var t_86: ILayer;
                if (t_75 == 1u) {
                    t_86 = ILayer(1u, Scale(0.0f), t_85);
                } else {
                    t_86 = ILayer(4294967295u, Scale(0.0f), Sq(0.0f));
                }
                var t_87: ILayer = t_86;
                var t_88: f32 = t_83 * t_40 * t_76 + t_83 * t_84;
                t_77 = t_87;
                t_78 = t_88;
                break;
            }
            default: {
                var t_89: ILayer = ILayer(4294967295u, Scale(0.0f), Sq(0.0f));
                var t_90: f32 = 0.0f;
                t_77 = t_89;
                t_78 = t_90;
                break;
            }
            }
            var t_91: ILayer = t_77;
            var t_92: f32 = t_78;
            var t_93: f32 = 0.0f;
            var t_94: f32 = 0.0f;
            t_71 = t_91;
            t_72 = t_92;
            t_73 = t_93;
            t_74 = t_94;
        } else {
            var t_95: ILayer = ILayer(4294967295u, Scale(0.0f), Sq(0.0f));
            var t_96: f32 = 0.0f;
            var t_97: f32 = t_36;
            var t_98: f32 = select(0.0f, p_3, t_35 == t_32);
            t_71 = t_95;
            t_72 = t_96;
            t_73 = t_97;
            t_74 = t_98;
        }
        var t_99: ILayer;
        switch (t_37.typeId) {
        case 0u: {
            t_99 = ILayer(0u, Scale(t_37.p0.s + t_71.p0.s), Sq(0.0f));
            break;
        }
        case 1u: {
            t_99 = ILayer(1u, Scale(0.0f), Sq(t_37.p1.a + t_71.p1.a));
            break;
        }
        default: {
            t_99 = t_71;
            break;
        }
        }
        var t_100: i32 = t_35 - 1i;
        var t_101: f32 = t_72 + select(t_74, 0.0f, t_70);
        var t_102: ILayer = t_99;
        t_35 = t_100;
        t_36 = t_101;
        t_37 = t_102;
        continue;
    }
    return model_bwd_Grads(select(t_34.p1.a, t_34.p0.s, t), t_33);
}
fn model_fwd(p_4: u32, p_5: f32, p_6: f32, p_7: f32, p_8: f32) -> model_fwd_Result {
    var l_1: ILayer;
    var t_103: ILayer;
    if (p_4 == 0u) {
        var t_104: ILayer = ILayer(0u, Scale(p_5), Sq(0.0f));
        var t_105: ILayer = ILayer(0u, Scale(p_6), Sq(0.0f));
        l_1 = t_104;
        t_103 = t_105;
    } else {
        var t_106: ILayer = ILayer(1u, Scale(0.0f), Sq(p_5));
        var t_107: ILayer = ILayer(1u, Scale(0.0f), Sq(p_6));
        l_1 = t_106;
        t_103 = t_107;
    }
    var acc_2: f32;
    var t_108: f32;
    var i_2: i32;
    var acc_3: f32 = p_7;
    var t_109: f32 = p_8;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 3i) {
        } else {
            var t_110: f32 = acc_3;
            var t_111: f32 = t_109;
            var t_112: i32 = i_3;
            acc_2 = t_110;
            t_108 = t_111;
            i_2 = t_112;
            break;
        }
        var t_113: f32;
        var t_114: f32;
        switch (l_1.typeId) {
        case 0u: {
            var t_115: f32 = l_1.p0.s;
            var t_116: f32 = t_115 * acc_3;
            var t_117: f32 = acc_3 * t_103.p0.s + t_115 * t_109;
            t_113 = t_116;
            t_114 = t_117;
            break;
        }
        case 1u: {
            var t_118: f32 = l_1.p1.a;
            var t_119: f32 = t_118 * acc_3;
            var t_120: f32 = t_119 * acc_3;
            var t_121: f32 = acc_3 * (acc_3 * t_103.p1.a + t_118 * t_109) + t_119 * t_109;
            t_113 = t_120;
            t_114 = t_121;
            break;
        }
        default: {
            var t_122: f32 = 0.0f;
            var t_123: f32 = 0.0f;
            t_113 = t_122;
            t_114 = t_123;
            break;
        }
        }
        var t_124: f32 = t_113 * 0.5f;
        var t_125: f32 = 0.5f * t_114;
        var t_126: i32 = i_3 + 1i;
        acc_3 = t_124;
        t_109 = t_125;
        i_3 = t_126;
        continue;
    }
    return model_fwd_Result(acc_2, t_108);
}
fn computeMain_1() {
    var i_4: u32;
    var i_5: u32 = 0u;
    for (;;) {
        if (i_5 < 2u) {
        } else {
            i_4 = i_5;
            break;
        }
        var t_127: u32 = kinds.data[i_5];
        var t_128: u32 = i_5 * 4u;
        var t_129: model_fwd_Result = model_fwd(t_127, 1.5f, 1.0f, 0.8f, 0.0f);
        outputBuffer.data[t_128] = t_129.d;
        var t_130: model_fwd_Result = model_fwd(t_127, 1.5f, 0.0f, 0.8f, 1.0f);
        outputBuffer.data[t_128 + 1u] = t_130.d;
        var t_131: model_bwd_Grads = model_bwd(t_127, 1.5f, 0.8f, 1.0f);
        outputBuffer.data[t_128 + 2u] = t_131.f0;
        outputBuffer.data[t_128 + 3u] = t_131.f1;
        i_5 = i_5 + 1u;
        continue;
    }
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
