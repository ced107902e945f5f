struct RWStructuredBuffer {
    data: array<i32>,
}
struct Tuple_int_float_uint_ {
    _0: i32,
    _1: f32,
    _2: u32,
}
struct Tuple_uint_int_uint_ {
    _0: u32,
    _1: i32,
    _2: u32,
}
struct Tuple_int_int_ {
    _0: i32,
    _1: i32,
}
struct Tuple_int_int_uint_float_ {
    _0: i32,
    _1: i32,
    _2: u32,
    _3: f32,
}
struct Tuple_Tuple_int_int_int_ {
    _0: Tuple_int_int_,
    _1: i32,
}
struct Tuple_int_int_int_ {
    _0: i32,
    _1: i32,
    _2: i32,
}
struct Tuple_int_int_float_ {
    _0: i32,
    _1: i32,
    _2: f32,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var t: Tuple_int_float_uint_ = Tuple_int_float_uint_();
    t = Tuple_int_float_uint_(1i, 2.5f, 3u);
    var t_1: Tuple_int_float_uint_ = t;
    var t_2: Tuple_int_float_uint_ = Tuple_int_float_uint_();
    t_2 = t_1;
    t_2._2 = 9u;
    t_2._1 = 6.5f;
    var t_3: Tuple_int_float_uint_ = t_2;
    t = t_3;
    var t_4: i32 = t._0;
    var t_5: f32 = t._1;
    var t_6: u32 = t._2;
    outputBuffer.data[0u] = t_4 * 100i + i32(t_5 + t_5) * 10i + i32(t_6) - 90i;
    var t_7: u32 = t._2;
    var t_8: i32 = t._0;
    var t_9: u32 = t._2;
    var s: Tuple_uint_int_uint_ = Tuple_uint_int_uint_();
    s = Tuple_uint_int_uint_(t_7, t_8, t_9);
    var t_10: u32 = s._0;
    var t_11: i32 = s._1;
    var t_12: u32 = s._2;
    outputBuffer.data[1u] = i32(t_10) * 100i + t_11 * 10i + i32(t_12);
    var q: Tuple_int_int_ = Tuple_int_int_();
    q = Tuple_int_int_(9i, 2i);
    var t_13: i32 = q._0;
    var t_14: i32 = q._1;
    outputBuffer.data[2u] = t_13 * 10i + t_14;
    var t_15: Tuple_int_int_ = q;
    var r: Tuple_int_int_uint_float_ = Tuple_int_int_uint_float_();
    r = Tuple_int_int_uint_float_(t_15._0, t_15._1, 2u, -1.5f);
    var t_16: u32 = r._2;
    var t_17: f32 = r._3;
    outputBuffer.data[3u] = 4000i + i32(t_16) * 10i + i32(t_17 * -2.0f);
    var n: Tuple_Tuple_int_int_int_ = Tuple_Tuple_int_int_int_();
    n = Tuple_Tuple_int_int_int_(Tuple_int_int_(4i, 5i), 6i);
    n._0._1 = 50i;
    var t_18: Tuple_int_int_ = n._0;
    var w: Tuple_int_int_ = Tuple_int_int_();
    w = t_18;
    var t_19: i32 = n._0._0;
    var t_20: i32 = n._0._1;
    var t_21: i32 = n._1;
    var t_22: i32 = w._0;
    outputBuffer.data[4u] = t_19 * 100i + t_20 + t_21 + t_22 * 1000i;
    var t_23: Tuple_int_int_int_ = Tuple_int_int_int_();
    t_23 = Tuple_int_int_int_(1i, 20i, 300i);
    var t_24: i32 = t_23._0;
    var t_25: i32 = t_23._1;
    var t_26: i32 = t_23._2;
    outputBuffer.data[5u] = t_24 + t_25 + t_26;
    var a: Tuple_int_int_float_ = Tuple_int_int_float_();
    a = Tuple_int_int_float_(1i, 2i, 3.0f);
    var t_27: Tuple_int_int_float_ = a;
    var t_28: i32 = t_27._1;
    var t_29: i32 = t_27._0;
    var cmp: i32;
    if (t_29 < 1i || t_29 == 1i && (t_28 < 3i || t_28 == 3i && t_27._2 < 0.0f)) {
        cmp = 1i;
    } else {
        cmp = 0i;
    }
    var t_30: Tuple_int_int_float_ = a;
    var t_31: f32 = t_30._2;
    var t_32: i32 = t_30._1;
    var t_33: i32 = t_30._0;
    var cmp_1: i32;
    if (t_33 < 1i || t_33 == 1i && (t_32 < 3i || t_32 == 3i && (t_31 < 0.0f || t_31 == 0.0f))) {
        cmp_1 = cmp + 2i;
    } else {
        cmp_1 = cmp;
    }
    var t_34: Tuple_int_int_float_ = a;
    var t_35: i32 = t_34._1;
    var t_36: i32 = t_34._0;
    var cmp_2: i32;
    if (1i < t_36 || 1i == t_36 && (3i < t_35 || 3i == t_35 && 0.0f < t_34._2)) {
        cmp_2 = cmp_1 + 4i;
    } else {
        cmp_2 = cmp_1;
    }
    var t_37: Tuple_int_int_float_ = a;
    var t_38: f32 = t_37._2;
    var t_39: i32 = t_37._1;
    var t_40: i32 = t_37._0;
    var cmp_3: i32;
    if (1i < t_40 || 1i == t_40 && (3i < t_39 || 3i == t_39 && (0.0f < t_38 || 0.0f == t_38))) {
        cmp_3 = cmp_2 + 8i;
    } else {
        cmp_3 = cmp_2;
    }
    var t_41: Tuple_int_int_float_ = a;
    var cmp_4: i32;
    if (t_41._0 == 1i && (t_41._1 == 3i && t_41._2 == 0.0f)) {
        cmp_4 = cmp_3 + 16i;
    } else {
        cmp_4 = cmp_3;
    }
    var t_42: Tuple_int_int_float_ = a;
    var cmp_5: i32;
    if (!(t_42._0 == 1i && (t_42._1 == 3i && t_42._2 == 0.0f))) {
        cmp_5 = cmp_4 + 32i;
    } else {
        cmp_5 = cmp_4;
    }
    var t_43: Tuple_int_int_float_ = a;
    var t_44: Tuple_int_int_float_ = a;
    var t_45: bool;
    if (t_43._0 == t_44._0 && (t_43._1 == t_44._1 && t_43._2 == t_44._2)) {
        var t_46: Tuple_int_int_float_ = a;
        var t_47: Tuple_int_int_float_ = a;
        var t_48: f32 = t_47._2;
        var t_49: f32 = t_46._2;
        var t_50: i32 = t_47._1;
        var t_51: i32 = t_46._1;
        var t_52: i32 = t_47._0;
        var t_53: i32 = t_46._0;
        t_45 = t_53 < t_52 || t_53 == t_52 && (t_51 < t_50 || t_51 == t_50 && (t_49 < t_48 || t_49 == t_48));
    } else {
        t_45 = false;
    }
    var t_54: bool;
    if (t_45) {
        var t_55: Tuple_int_int_float_ = a;
        var t_56: Tuple_int_int_float_ = a;
        var t_57: f32 = t_55._2;
        var t_58: f32 = t_56._2;
        var t_59: i32 = t_55._1;
        var t_60: i32 = t_56._1;
        var t_61: i32 = t_55._0;
        var t_62: i32 = t_56._0;
        t_54 = t_62 < t_61 || t_62 == t_61 && (t_60 < t_59 || t_60 == t_59 && (t_58 < t_57 || t_58 == t_57));
    } else {
        t_54 = false;
    }
    var t_63: bool;
    if (t_54) {
        var t_64: Tuple_int_int_float_ = a;
        var t_65: Tuple_int_int_float_ = a;
        var t_66: i32 = t_64._0;
        var t_67: i32 = t_64._1;
        var t_68: i32 = t_65._0;
        var t_69: i32 = t_65._1;
        t_63 = !(t_66 < t_68 || t_66 == t_68 && (t_67 < t_69 || t_67 == t_69 && t_64._2 < t_65._2));
    } else {
        t_63 = false;
    }
    var t_70: bool;
    if (t_63) {
        var t_71: Tuple_int_int_float_ = a;
        var t_72: Tuple_int_int_float_ = a;
        var t_73: i32 = t_72._0;
        var t_74: i32 = t_72._1;
        var t_75: i32 = t_71._0;
        var t_76: i32 = t_71._1;
        t_70 = !(t_73 < t_75 || t_73 == t_75 && (t_74 < t_76 || t_74 == t_76 && t_72._2 < t_71._2));
    } else {
        t_70 = false;
    }
    var cmp_6: i32;
    if (t_70) {
        cmp_6 = cmp_5 + 64i;
    } else {
        cmp_6 = cmp_5;
    }
    outputBuffer.data[6u] = cmp_6;
    var c: Tuple_int_int_float_ = Tuple_int_int_float_();
    c = Tuple_int_int_float_(1i, 2i, 3.5f);
    var t_77: Tuple_int_int_float_ = a;
    var t_78: Tuple_int_int_float_ = c;
    var t_79: i32 = t_78._1;
    var t_80: i32 = t_77._1;
    var t_81: i32 = t_78._0;
    var t_82: i32 = t_77._0;
    var t_83: i32;
    if (t_82 < t_81 || t_82 == t_81 && (t_80 < t_79 || t_80 == t_79 && t_77._2 < t_78._2)) {
        t_83 = 1i;
    } else {
        t_83 = 0i;
    }
    var t_84: Tuple_int_int_float_ = c;
    var t_85: Tuple_int_int_float_ = a;
    var t_86: i32 = t_84._1;
    var t_87: i32 = t_85._1;
    var t_88: i32 = t_84._0;
    var t_89: i32 = t_85._0;
    var t_90: i32;
    if (t_89 < t_88 || t_89 == t_88 && (t_87 < t_86 || t_87 == t_86 && t_85._2 < t_84._2)) {
        t_90 = 10i;
    } else {
        t_90 = 0i;
    }
    var t_91: i32 = c._0;
    var t_92: i32 = c._1;
    var t_93: i32 = a._0;
    var t_94: i32 = a._1;
    var t_95: i32;
    if (t_91 == t_93 && t_92 == t_94) {
        t_95 = 100i;
    } else {
        t_95 = 0i;
    }
    outputBuffer.data[7u] = t_83 + t_90 + t_95;
    var p: Tuple_int_int_ = Tuple_int_int_();
    p = Tuple_int_int_(7i, 8i);
    var t_96: i32 = p._1;
    var t_97: i32 = p._0;
    p = Tuple_int_int_(t_96, t_97);
    var t_98: i32 = p._0;
    var t_99: i32 = p._1;
    outputBuffer.data[8u] = t_98 * 10i + t_99;
    outputBuffer.data[9u] = 5i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
