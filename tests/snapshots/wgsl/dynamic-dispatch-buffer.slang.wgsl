struct IValue_AnyValue12 {
    rtti: vec2<u32>,
    witness: vec2<u32>,
    d0: u32,
    d1: u32,
    d2: u32,
}
struct StructuredBuffer {
    data: array<IValue_AnyValue12>,
}
struct RWStructuredBuffer {
    data: array<IValue_AnyValue12>,
}
struct RWStructuredBuffer_1 {
    data: array<f32>,
}
struct Pair {
    a: u32,
    b: vec2<f32>,
}
struct Flag {
    on: bool,
}
struct Scaled {
    k: f32,
    bias: i32,
}
struct IValue {
    typeId: u32,
    p0: Pair,
    p1: Flag,
    p2: Scaled,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read> inputs: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> scratch: RWStructuredBuffer;
@group(0) @binding(2) var<storage, read_write> outputBuffer: RWStructuredBuffer_1;
fn pick(p: i32) -> IValue {
    if (p == 0i) {
        return IValue(5u, Pair(1u, vec2<f32>(2.0f, 3.0f)), Flag(false), Scaled(0.0f, 0i));
    }
    if (p == 1i) {
        return IValue(0u, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
    }
    return IValue(3u, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.5f, -2i));
}
fn computeMain() {
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 4i) {
        } else {
            i = i_1;
            break;
        }
        var t: u32 = u32(i_1);
        var t_1: vec2<u32> = inputs.data[t].witness;
        var t_2: u32 = inputs.data[t].d0;
        var t_3: u32 = inputs.data[t].d1;
        var t_4: u32 = inputs.data[t].d2;
        var t_5: u32 = t_1.x;
        var t_6: IValue;
        switch (t_5) {
        case 5u: {
            t_6 = IValue(t_5, Pair(t_2, vec2<f32>(bitcast<f32>(t_3), bitcast<f32>(t_4))), Flag(false), Scaled(0.0f, 0i));
            break;
        }
        case 0u: {
            t_6 = IValue(t_5, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_2 != 0u), Scaled(0.0f, 0i));
            break;
        }
        case 3u: {
            t_6 = IValue(t_5, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_2), bitcast<i32>(t_3)));
            break;
        }
        default: {
            t_6 = IValue(t_5, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
            break;
        }
        }
        var t_7: f32;
        switch (t_6.typeId) {
        case 5u: {
            var t_8: Pair = t_6.p0;
            var t_9: vec2<f32> = t_8.b;
            t_7 = f32(t_8.a) + t_9.x * 2.0f - t_9.y;
            break;
        }
        case 0u: {
            var t_10: f32;
            if (t_6.p1.on) {
                t_10 = 2.0f;
            } else {
                t_10 = -2.0f;
            }
            t_7 = t_10;
            break;
        }
        case 3u: {
            var t_11: Scaled = t_6.p2;
            t_7 = t_11.k * 2.0f + f32(t_11.bias);
            break;
        }
        default: {
            t_7 = 0.0f;
            break;
        }
        }
        outputBuffer.data[t] = t_7;
        i_1 = i_1 + 1i;
        continue;
    }
    var i_2: i32;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 3i) {
        } else {
            i_2 = i_3;
            break;
        }
        var t_12: IValue = pick(i_3);
        var t_13: u32 = t_12.typeId;
        var t_14: IValue_AnyValue12;
        switch (t_13) {
        case 5u: {
            var t_15: Pair = t_12.p0;
            var t_16: vec2<f32> = t_15.b;
            t_14 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_13, 0u), t_15.a, bitcast<u32>(t_16.x), bitcast<u32>(t_16.y));
            break;
        }
        case 0u: {
            t_14 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_13, 0u), select(0u, 1u, t_12.p1.on), 0u, 0u);
            break;
        }
        case 3u: {
            var t_17: Scaled = t_12.p2;
            t_14 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_13, 0u), bitcast<u32>(t_17.k), bitcast<u32>(t_17.bias), 0u);
            break;
        }
        default: {
            t_14 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_13, 0u), 0u, 0u, 0u);
            break;
        }
        }
        scratch.data[u32(i_3)].rtti = t_14.rtti;
        scratch.data[u32(i_3)].witness = t_14.witness;
        scratch.data[u32(i_3)].d0 = t_14.d0;
        scratch.data[u32(i_3)].d1 = t_14.d1;
        scratch.data[u32(i_3)].d2 = t_14.d2;
        i_3 = i_3 + 1i;
        continue;
    }
    var i_4: i32;
    var i_5: i32 = 0i;
    for (;;) {
        if (i_5 < 3i) {
        } else {
            i_4 = i_5;
            break;
        }
        var t_18: vec2<u32> = scratch.data[u32(i_5)].witness;
        var t_19: u32 = scratch.data[u32(i_5)].d0;
        var t_20: u32 = scratch.data[u32(i_5)].d1;
        var t_21: u32 = scratch.data[u32(i_5)].d2;
        var t_22: u32 = t_18.x;
        var t_23: IValue;
        switch (t_22) {
        case 5u: {
            t_23 = IValue(t_22, Pair(t_19, vec2<f32>(bitcast<f32>(t_20), bitcast<f32>(t_21))), Flag(false), Scaled(0.0f, 0i));
            break;
        }
        case 0u: {
            t_23 = IValue(t_22, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_19 != 0u), Scaled(0.0f, 0i));
            break;
        }
        case 3u: {
            t_23 = IValue(t_22, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_19), bitcast<i32>(t_20)));
            break;
        }
        default: {
            t_23 = IValue(t_22, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
            break;
        }
        }
        var t_24: f32;
        switch (t_23.typeId) {
        case 5u: {
            var t_25: Pair = t_23.p0;
            var t_26: vec2<f32> = t_25.b;
            t_24 = f32(t_25.a) + t_26.x * 10.0f - t_26.y;
            break;
        }
        case 0u: {
            var t_27: f32;
            if (t_23.p1.on) {
                t_27 = 10.0f;
            } else {
                t_27 = -10.0f;
            }
            t_24 = t_27;
            break;
        }
        case 3u: {
            var t_28: Scaled = t_23.p2;
            t_24 = t_28.k * 10.0f + f32(t_28.bias);
            break;
        }
        default: {
            t_24 = 0.0f;
            break;
        }
        }
        outputBuffer.data[u32(4i + i_5)] = t_24;
        i_5 = i_5 + 1i;
        continue;
    }
    var t_29: vec2<u32> = scratch.data[0u].witness;
    var t_30: u32 = scratch.data[0u].d0;
    var t_31: u32 = scratch.data[0u].d1;
    var t_32: u32 = scratch.data[0u].d2;
    var t_33: u32 = t_29.x;
    var t_34: IValue;
    switch (t_33) {
    case 5u: {
        t_34 = IValue(t_33, Pair(t_30, vec2<f32>(bitcast<f32>(t_31), bitcast<f32>(t_32))), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    case 0u: {
        t_34 = IValue(t_33, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_30 != 0u), Scaled(0.0f, 0i));
        break;
    }
    case 3u: {
        t_34 = IValue(t_33, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_30), bitcast<i32>(t_31)));
        break;
    }
    default: {
        t_34 = IValue(t_33, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    }
    var t_35: vec2<u32> = inputs.data[1u].witness;
    var t_36: u32 = inputs.data[1u].d0;
    var t_37: u32 = inputs.data[1u].d1;
    var t_38: u32 = inputs.data[1u].d2;
    var t_39: u32 = t_35.x;
    var t_40: IValue;
    switch (t_39) {
    case 5u: {
        t_40 = IValue(t_39, Pair(t_36, vec2<f32>(bitcast<f32>(t_37), bitcast<f32>(t_38))), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    case 0u: {
        t_40 = IValue(t_39, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_36 != 0u), Scaled(0.0f, 0i));
        break;
    }
    case 3u: {
        t_40 = IValue(t_39, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_36), bitcast<i32>(t_37)));
        break;
    }
    default: {
        t_40 = IValue(t_39, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    }
    var t_41: u32 = t_40.typeId;
    var t_42: IValue_AnyValue12;
    switch (t_41) {
    case 5u: {
        var t_43: Pair = t_40.p0;
        var t_44: vec2<f32> = t_43.b;
        t_42 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_41, 0u), t_43.a, bitcast<u32>(t_44.x), bitcast<u32>(t_44.y));
        break;
    }
    case 0u: {
        t_42 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_41, 0u), select(0u, 1u, t_40.p1.on), 0u, 0u);
        break;
    }
    case 3u: {
        var t_45: Scaled = t_40.p2;
        t_42 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_41, 0u), bitcast<u32>(t_45.k), bitcast<u32>(t_45.bias), 0u);
        break;
    }
    default: {
        t_42 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_41, 0u), 0u, 0u, 0u);
        break;
    }
    }
    scratch.data[1u].rtti = t_42.rtti;
    scratch.data[1u].witness = t_42.witness;
    scratch.data[1u].d0 = t_42.d0;
    scratch.data[1u].d1 = t_42.d1;
    scratch.data[1u].d2 = t_42.d2;
    var t_46: f32;
    switch (t_34.typeId) {
    case 5u: {
        var t_47: Pair = t_34.p0;
        var t_48: vec2<f32> = t_47.b;
        t_46 = f32(t_47.a) + t_48.x * 1.0f - t_48.y;
        break;
    }
    case 0u: {
        var t_49: f32;
        if (t_34.p1.on) {
            t_49 = 1.0f;
        } else {
            t_49 = -1.0f;
        }
        t_46 = t_49;
        break;
    }
    case 3u: {
        var t_50: Scaled = t_34.p2;
        t_46 = t_50.k * 1.0f + f32(t_50.bias);
        break;
    }
    default: {
        t_46 = 0.0f;
        break;
    }
    }
    var t_51: vec2<u32> = scratch.data[1u].witness;
    var t_52: u32 = scratch.data[1u].d0;
    var t_53: u32 = scratch.data[1u].d1;
    var t_54: u32 = scratch.data[1u].d2;
    var t_55: u32 = t_51.x;
    var t_56: IValue;
    switch (t_55) {
    case 5u: {
        t_56 = IValue(t_55, Pair(t_52, vec2<f32>(bitcast<f32>(t_53), bitcast<f32>(t_54))), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    case 0u: {
        t_56 = IValue(t_55, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_52 != 0u), Scaled(0.0f, 0i));
        break;
    }
    case 3u: {
        t_56 = IValue(t_55, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_52), bitcast<i32>(t_53)));
        break;
    }
    default: {
        t_56 = IValue(t_55, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    }
    var t_57: f32;
    switch (t_56.typeId) {
    case 5u: {
        var t_58: Pair = t_56.p0;
        var t_59: vec2<f32> = t_58.b;
        t_57 = f32(t_58.a) + t_59.x * 1.0f - t_59.y;
        break;
    }
    case 0u: {
        var t_60: f32;
        if (t_56.p1.on) {
            t_60 = 1.0f;
        } else {
            t_60 = -1.0f;
        }
        t_57 = t_60;
        break;
    }
    case 3u: {
        var t_61: Scaled = t_56.p2;
        t_57 = t_61.k * 1.0f + f32(t_61.bias);
        break;
    }
    default: {
        t_57 = 0.0f;
        break;
    }
    }
    outputBuffer.data[7u] = t_46 + t_57;
    var t_62: vec2<u32> = scratch.data[1u].witness;
    var t_63: u32 = scratch.data[1u].d0;
    var t_64: u32 = scratch.data[1u].d1;
    var t_65: u32 = scratch.data[1u].d2;
    var t_66: u32 = t_62.x;
    var t_67: IValue;
    switch (t_66) {
    case 5u: {
        t_67 = IValue(t_66, Pair(t_63, vec2<f32>(bitcast<f32>(t_64), bitcast<f32>(t_65))), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    case 0u: {
        t_67 = IValue(t_66, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_63 != 0u), Scaled(0.0f, 0i));
        break;
    }
    case 3u: {
        t_67 = IValue(t_66, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_63), bitcast<i32>(t_64)));
        break;
    }
    default: {
        t_67 = IValue(t_66, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    }
    var t_68: u32 = t_67.typeId;
    var t_69: Pair = t_67.p0;
    var t_70: vec2<f32> = t_69.b;
    var t_71: bool = t_67.p1.on;
    var t_72: Scaled = t_67.p2;
    var t_73: f32 = t_72.k;
    var t_74: vec2<f32>;
    var t_75: bool;
    var t_76: f32;
    switch (t_68) {
    case 5u: {
        var t_77: vec2<f32> = t_70 * vec2<f32>(2.0f, 2.0f);
        var t_78: bool = t_71;
        var t_79: f32 = t_73;
        t_74 = t_77;
        t_75 = t_78;
        t_76 = t_79;
        break;
    }
    case 0u: {
        var t_80: vec2<f32> = t_70;
        var t_81: bool = true;
        var t_82: f32 = t_73;
        t_74 = t_80;
        t_75 = t_81;
        t_76 = t_82;
        break;
    }
    case 3u: {
        var t_83: vec2<f32> = t_70;
        var t_84: bool = t_71;
        var t_85: f32 = t_73 * 2.0f;
        t_74 = t_83;
        t_75 = t_84;
        t_76 = t_85;
        break;
    }
    default: {
        var t_86: vec2<f32> = t_70;
        var t_87: bool = t_71;
        var t_88: f32 = t_73;
        t_74 = t_86;
        t_75 = t_87;
        t_76 = t_88;
        break;
    }
    }
    var t_89: IValue_AnyValue12;
    switch (t_68) {
    case 5u: {
        t_89 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_68, 0u), t_69.a, bitcast<u32>(t_74.x), bitcast<u32>(t_74.y));
        break;
    }
    case 0u: {
        t_89 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_68, 0u), select(0u, 1u, t_75), 0u, 0u);
        break;
    }
    case 3u: {
        t_89 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_68, 0u), bitcast<u32>(t_76), bitcast<u32>(t_72.bias), 0u);
        break;
    }
    default: {
        t_89 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_68, 0u), 0u, 0u, 0u);
        break;
    }
    }
    scratch.data[1u].rtti = t_89.rtti;
    scratch.data[1u].witness = t_89.witness;
    scratch.data[1u].d0 = t_89.d0;
    scratch.data[1u].d1 = t_89.d1;
    scratch.data[1u].d2 = t_89.d2;
    var t_90: vec2<u32> = scratch.data[2u].witness;
    var t_91: u32 = scratch.data[2u].d0;
    var t_92: u32 = scratch.data[2u].d1;
    var t_93: u32 = scratch.data[2u].d2;
    var t_94: u32 = t_90.x;
    var t_95: IValue;
    switch (t_94) {
    case 5u: {
        t_95 = IValue(t_94, Pair(t_91, vec2<f32>(bitcast<f32>(t_92), bitcast<f32>(t_93))), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    case 0u: {
        t_95 = IValue(t_94, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_91 != 0u), Scaled(0.0f, 0i));
        break;
    }
    case 3u: {
        t_95 = IValue(t_94, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_91), bitcast<i32>(t_92)));
        break;
    }
    default: {
        t_95 = IValue(t_94, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    }
    var t_96: u32 = t_95.typeId;
    var t_97: Pair = t_95.p0;
    var t_98: vec2<f32> = t_97.b;
    var t_99: bool = t_95.p1.on;
    var t_100: Scaled = t_95.p2;
    var t_101: f32 = t_100.k;
    var t_102: vec2<f32>;
    var t_103: bool;
    var t_104: f32;
    switch (t_96) {
    case 5u: {
        var t_105: vec2<f32> = t_98 * vec2<f32>(-1.0f, -1.0f);
        var t_106: bool = t_99;
        var t_107: f32 = t_101;
        t_102 = t_105;
        t_103 = t_106;
        t_104 = t_107;
        break;
    }
    case 0u: {
        var t_108: vec2<f32> = t_98;
        var t_109: bool = false;
        var t_110: f32 = t_101;
        t_102 = t_108;
        t_103 = t_109;
        t_104 = t_110;
        break;
    }
    case 3u: {
        var t_111: vec2<f32> = t_98;
        var t_112: bool = t_99;
        var t_113: f32 = t_101 * -1.0f;
        t_102 = t_111;
        t_103 = t_112;
        t_104 = t_113;
        break;
    }
    default: {
        var t_114: vec2<f32> = t_98;
        var t_115: bool = t_99;
        var t_116: f32 = t_101;
        t_102 = t_114;
        t_103 = t_115;
        t_104 = t_116;
        break;
    }
    }
    var t_117: IValue_AnyValue12;
    switch (t_96) {
    case 5u: {
        t_117 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_96, 0u), t_97.a, bitcast<u32>(t_102.x), bitcast<u32>(t_102.y));
        break;
    }
    case 0u: {
        t_117 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_96, 0u), select(0u, 1u, t_103), 0u, 0u);
        break;
    }
    case 3u: {
        t_117 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_96, 0u), bitcast<u32>(t_104), bitcast<u32>(t_100.bias), 0u);
        break;
    }
    default: {
        t_117 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_96, 0u), 0u, 0u, 0u);
        break;
    }
    }
    scratch.data[2u].rtti = t_117.rtti;
    scratch.data[2u].witness = t_117.witness;
    scratch.data[2u].d0 = t_117.d0;
    scratch.data[2u].d1 = t_117.d1;
    scratch.data[2u].d2 = t_117.d2;
    var t_118: vec2<u32> = scratch.data[1u].witness;
    var t_119: u32 = scratch.data[1u].d0;
    var t_120: u32 = scratch.data[1u].d1;
    var t_121: u32 = scratch.data[1u].d2;
    var t_122: u32 = t_118.x;
    var t_123: IValue;
    switch (t_122) {
    case 5u: {
        t_123 = IValue(t_122, Pair(t_119, vec2<f32>(bitcast<f32>(t_120), bitcast<f32>(t_121))), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    case 0u: {
        t_123 = IValue(t_122, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_119 != 0u), Scaled(0.0f, 0i));
        break;
    }
    case 3u: {
        t_123 = IValue(t_122, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_119), bitcast<i32>(t_120)));
        break;
    }
    default: {
        t_123 = IValue(t_122, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    }
    var t_124: f32;
    switch (t_123.typeId) {
    case 5u: {
        var t_125: Pair = t_123.p0;
        var t_126: vec2<f32> = t_125.b;
        t_124 = f32(t_125.a) + t_126.x * 1.0f - t_126.y;
        break;
    }
    case 0u: {
        var t_127: f32;
        if (t_123.p1.on) {
            t_127 = 1.0f;
        } else {
            t_127 = -1.0f;
        }
        t_124 = t_127;
        break;
    }
    case 3u: {
        var t_128: Scaled = t_123.p2;
        t_124 = t_128.k * 1.0f + f32(t_128.bias);
        break;
    }
    default: {
        t_124 = 0.0f;
        break;
    }
    }
    outputBuffer.data[8u] = t_124;
    var t_129: vec2<u32> = scratch.data[2u].witness;
    var t_130: u32 = scratch.data[2u].d0;
    var t_131: u32 = scratch.data[2u].d1;
    var t_132: u32 = scratch.data[2u].d2;
    var t_133: u32 = t_129.x;
    var t_134: IValue;
    switch (t_133) {
    case 5u: {
        t_134 = IValue(t_133, Pair(t_130, vec2<f32>(bitcast<f32>(t_131), bitcast<f32>(t_132))), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    case 0u: {
        t_134 = IValue(t_133, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_130 != 0u), Scaled(0.0f, 0i));
        break;
    }
    case 3u: {
        t_134 = IValue(t_133, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_130), bitcast<i32>(t_131)));
        break;
    }
    default: {
        t_134 = IValue(t_133, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    }
    var t_135: f32;
    switch (t_134.typeId) {
    case 5u: {
        var t_136: Pair = t_134.p0;
        var t_137: vec2<f32> = t_136.b;
        t_135 = f32(t_136.a) + t_137.x * 10.0f - t_137.y;
        break;
    }
    case 0u: {
        var t_138: f32;
        if (t_134.p1.on) {
            t_138 = 10.0f;
        } else {
            t_138 = -10.0f;
        }
        t_135 = t_138;
        break;
    }
    case 3u: {
        var t_139: Scaled = t_134.p2;
        t_135 = t_139.k * 10.0f + f32(t_139.bias);
        break;
    }
    default: {
        t_135 = 0.0f;
        break;
    }
    }
    outputBuffer.data[9u] = t_135;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
