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
fn computeMain_1() {
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
            t_7 = select(-2.0f, 2.0f, t_6.p1.on);
            break;
        }
        case 3u: {
            var t_10: Scaled = t_6.p2;
            t_7 = t_10.k * 2.0f + f32(t_10.bias);
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
        var t_11: IValue = pick(i_3);
        var t_12: u32 = t_11.typeId;
        var t_13: IValue_AnyValue12;
        switch (t_12) {
        case 5u: {
            var t_14: Pair = t_11.p0;
            var t_15: vec2<f32> = t_14.b;
            t_13 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_12, 0u), t_14.a, bitcast<u32>(t_15.x), bitcast<u32>(t_15.y));
            break;
        }
        case 0u: {
            t_13 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_12, 0u), select(0u, 1u, t_11.p1.on), 0u, 0u);
            break;
        }
        case 3u: {
            var t_16: Scaled = t_11.p2;
            t_13 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_12, 0u), bitcast<u32>(t_16.k), bitcast<u32>(t_16.bias), 0u);
            break;
        }
        default: {
            t_13 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_12, 0u), 0u, 0u, 0u);
            break;
        }
        }
        scratch.data[u32(i_3)].rtti = t_13.rtti;
        scratch.data[u32(i_3)].witness = t_13.witness;
        scratch.data[u32(i_3)].d0 = t_13.d0;
        scratch.data[u32(i_3)].d1 = t_13.d1;
        scratch.data[u32(i_3)].d2 = t_13.d2;
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
        var t_17: vec2<u32> = scratch.data[u32(i_5)].witness;
        var t_18: u32 = scratch.data[u32(i_5)].d0;
        var t_19: u32 = scratch.data[u32(i_5)].d1;
        var t_20: u32 = scratch.data[u32(i_5)].d2;
        var t_21: u32 = t_17.x;
        var t_22: IValue;
        switch (t_21) {
        case 5u: {
            t_22 = IValue(t_21, Pair(t_18, vec2<f32>(bitcast<f32>(t_19), bitcast<f32>(t_20))), Flag(false), Scaled(0.0f, 0i));
            break;
        }
        case 0u: {
            t_22 = IValue(t_21, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_18 != 0u), Scaled(0.0f, 0i));
            break;
        }
        case 3u: {
            t_22 = IValue(t_21, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_18), bitcast<i32>(t_19)));
            break;
        }
        default: {
            t_22 = IValue(t_21, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
            break;
        }
        }
        var t_23: f32;
        switch (t_22.typeId) {
        case 5u: {
            var t_24: Pair = t_22.p0;
            var t_25: vec2<f32> = t_24.b;
            t_23 = f32(t_24.a) + t_25.x * 10.0f - t_25.y;
            break;
        }
        case 0u: {
            t_23 = select(-10.0f, 10.0f, t_22.p1.on);
            break;
        }
        case 3u: {
            var t_26: Scaled = t_22.p2;
            t_23 = t_26.k * 10.0f + f32(t_26.bias);
            break;
        }
        default: {
            t_23 = 0.0f;
            break;
        }
        }
        outputBuffer.data[u32(4i + i_5)] = t_23;
        i_5 = i_5 + 1i;
        continue;
    }
    var t_27: vec2<u32> = scratch.data[0u].witness;
    var t_28: u32 = scratch.data[0u].d0;
    var t_29: u32 = scratch.data[0u].d1;
    var t_30: u32 = scratch.data[0u].d2;
    var t_31: u32 = t_27.x;
    var t_32: IValue;
    switch (t_31) {
    case 5u: {
        t_32 = IValue(t_31, Pair(t_28, vec2<f32>(bitcast<f32>(t_29), bitcast<f32>(t_30))), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    case 0u: {
        t_32 = IValue(t_31, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_28 != 0u), Scaled(0.0f, 0i));
        break;
    }
    case 3u: {
        t_32 = IValue(t_31, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_28), bitcast<i32>(t_29)));
        break;
    }
    default: {
        t_32 = IValue(t_31, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    }
    var t_33: vec2<u32> = inputs.data[1u].witness;
    var t_34: u32 = inputs.data[1u].d0;
    var t_35: u32 = inputs.data[1u].d1;
    var t_36: u32 = inputs.data[1u].d2;
    var t_37: u32 = t_33.x;
    var t_38: IValue;
    switch (t_37) {
    case 5u: {
        t_38 = IValue(t_37, Pair(t_34, vec2<f32>(bitcast<f32>(t_35), bitcast<f32>(t_36))), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    case 0u: {
        t_38 = IValue(t_37, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_34 != 0u), Scaled(0.0f, 0i));
        break;
    }
    case 3u: {
        t_38 = IValue(t_37, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_34), bitcast<i32>(t_35)));
        break;
    }
    default: {
        t_38 = IValue(t_37, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    }
    var t_39: u32 = t_38.typeId;
    var t_40: IValue_AnyValue12;
    switch (t_39) {
    case 5u: {
        var t_41: Pair = t_38.p0;
        var t_42: vec2<f32> = t_41.b;
        t_40 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_39, 0u), t_41.a, bitcast<u32>(t_42.x), bitcast<u32>(t_42.y));
        break;
    }
    case 0u: {
        t_40 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_39, 0u), select(0u, 1u, t_38.p1.on), 0u, 0u);
        break;
    }
    case 3u: {
        var t_43: Scaled = t_38.p2;
        t_40 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_39, 0u), bitcast<u32>(t_43.k), bitcast<u32>(t_43.bias), 0u);
        break;
    }
    default: {
        t_40 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_39, 0u), 0u, 0u, 0u);
        break;
    }
    }
    scratch.data[1u].rtti = t_40.rtti;
    scratch.data[1u].witness = t_40.witness;
    scratch.data[1u].d0 = t_40.d0;
    scratch.data[1u].d1 = t_40.d1;
    scratch.data[1u].d2 = t_40.d2;
    var t_44: f32;
    switch (t_32.typeId) {
    case 5u: {
        var t_45: Pair = t_32.p0;
        var t_46: vec2<f32> = t_45.b;
        t_44 = f32(t_45.a) + t_46.x * 1.0f - t_46.y;
        break;
    }
    case 0u: {
        t_44 = select(-1.0f, 1.0f, t_32.p1.on);
        break;
    }
    case 3u: {
        var t_47: Scaled = t_32.p2;
        t_44 = t_47.k * 1.0f + f32(t_47.bias);
        break;
    }
    default: {
        t_44 = 0.0f;
        break;
    }
    }
    var t_48: vec2<u32> = scratch.data[1u].witness;
    var t_49: u32 = scratch.data[1u].d0;
    var t_50: u32 = scratch.data[1u].d1;
    var t_51: u32 = scratch.data[1u].d2;
    var t_52: u32 = t_48.x;
    var t_53: IValue;
    switch (t_52) {
    case 5u: {
        t_53 = IValue(t_52, Pair(t_49, vec2<f32>(bitcast<f32>(t_50), bitcast<f32>(t_51))), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    case 0u: {
        t_53 = IValue(t_52, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_49 != 0u), Scaled(0.0f, 0i));
        break;
    }
    case 3u: {
        t_53 = IValue(t_52, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_49), bitcast<i32>(t_50)));
        break;
    }
    default: {
        t_53 = IValue(t_52, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    }
    var t_54: f32;
    switch (t_53.typeId) {
    case 5u: {
        var t_55: Pair = t_53.p0;
        var t_56: vec2<f32> = t_55.b;
        t_54 = f32(t_55.a) + t_56.x * 1.0f - t_56.y;
        break;
    }
    case 0u: {
        t_54 = select(-1.0f, 1.0f, t_53.p1.on);
        break;
    }
    case 3u: {
        var t_57: Scaled = t_53.p2;
        t_54 = t_57.k * 1.0f + f32(t_57.bias);
        break;
    }
    default: {
        t_54 = 0.0f;
        break;
    }
    }
    outputBuffer.data[7u] = t_44 + t_54;
    var t_58: vec2<u32> = scratch.data[1u].witness;
    var t_59: u32 = scratch.data[1u].d0;
    var t_60: u32 = scratch.data[1u].d1;
    var t_61: u32 = scratch.data[1u].d2;
    var t_62: u32 = t_58.x;
    var t_63: IValue;
    switch (t_62) {
    case 5u: {
        t_63 = IValue(t_62, Pair(t_59, vec2<f32>(bitcast<f32>(t_60), bitcast<f32>(t_61))), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    case 0u: {
        t_63 = IValue(t_62, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_59 != 0u), Scaled(0.0f, 0i));
        break;
    }
    case 3u: {
        t_63 = IValue(t_62, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_59), bitcast<i32>(t_60)));
        break;
    }
    default: {
        t_63 = IValue(t_62, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    }
    var t_64: u32 = t_63.typeId;
    var t_65: Pair = t_63.p0;
    var t_66: vec2<f32> = t_65.b;
    var t_67: bool = t_63.p1.on;
    var t_68: Scaled = t_63.p2;
    var t_69: f32 = t_68.k;
    var t_70: vec2<f32>;
    var t_71: bool;
    var t_72: f32;
    switch (t_64) {
    case 5u: {
        var t_73: vec2<f32> = t_66 * vec2<f32>(2.0f, 2.0f);
        var t_74: bool = t_67;
        var t_75: f32 = t_69;
        t_70 = t_73;
        t_71 = t_74;
        t_72 = t_75;
        break;
    }
    case 0u: {
        var t_76: vec2<f32> = t_66;
        var t_77: bool = true;
        var t_78: f32 = t_69;
        t_70 = t_76;
        t_71 = t_77;
        t_72 = t_78;
        break;
    }
    case 3u: {
        var t_79: vec2<f32> = t_66;
        var t_80: bool = t_67;
        var t_81: f32 = t_69 * 2.0f;
        t_70 = t_79;
        t_71 = t_80;
        t_72 = t_81;
        break;
    }
    default: {
        var t_82: vec2<f32> = t_66;
        var t_83: bool = t_67;
        var t_84: f32 = t_69;
        t_70 = t_82;
        t_71 = t_83;
        t_72 = t_84;
        break;
    }
    }
    var t_85: IValue_AnyValue12;
    switch (t_64) {
    case 5u: {
        t_85 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_64, 0u), t_65.a, bitcast<u32>(t_70.x), bitcast<u32>(t_70.y));
        break;
    }
    case 0u: {
        t_85 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_64, 0u), select(0u, 1u, t_71), 0u, 0u);
        break;
    }
    case 3u: {
        t_85 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_64, 0u), bitcast<u32>(t_72), bitcast<u32>(t_68.bias), 0u);
        break;
    }
    default: {
        t_85 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_64, 0u), 0u, 0u, 0u);
        break;
    }
    }
    scratch.data[1u].rtti = t_85.rtti;
    scratch.data[1u].witness = t_85.witness;
    scratch.data[1u].d0 = t_85.d0;
    scratch.data[1u].d1 = t_85.d1;
    scratch.data[1u].d2 = t_85.d2;
    var t_86: vec2<u32> = scratch.data[2u].witness;
    var t_87: u32 = scratch.data[2u].d0;
    var t_88: u32 = scratch.data[2u].d1;
    var t_89: u32 = scratch.data[2u].d2;
    var t_90: u32 = t_86.x;
    var t_91: IValue;
    switch (t_90) {
    case 5u: {
        t_91 = IValue(t_90, Pair(t_87, vec2<f32>(bitcast<f32>(t_88), bitcast<f32>(t_89))), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    case 0u: {
        t_91 = IValue(t_90, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_87 != 0u), Scaled(0.0f, 0i));
        break;
    }
    case 3u: {
        t_91 = IValue(t_90, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_87), bitcast<i32>(t_88)));
        break;
    }
    default: {
        t_91 = IValue(t_90, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    }
    var t_92: u32 = t_91.typeId;
    var t_93: Pair = t_91.p0;
    var t_94: vec2<f32> = t_93.b;
    var t_95: bool = t_91.p1.on;
    var t_96: Scaled = t_91.p2;
    var t_97: f32 = t_96.k;
    var t_98: vec2<f32>;
    var t_99: bool;
    var t_100: f32;
    switch (t_92) {
    case 5u: {
        var t_101: vec2<f32> = t_94 * vec2<f32>(-1.0f, -1.0f);
        var t_102: bool = t_95;
        var t_103: f32 = t_97;
        t_98 = t_101;
        t_99 = t_102;
        t_100 = t_103;
        break;
    }
    case 0u: {
        var t_104: vec2<f32> = t_94;
        var t_105: bool = false;
        var t_106: f32 = t_97;
        t_98 = t_104;
        t_99 = t_105;
        t_100 = t_106;
        break;
    }
    case 3u: {
        var t_107: vec2<f32> = t_94;
        var t_108: bool = t_95;
        var t_109: f32 = t_97 * -1.0f;
        t_98 = t_107;
        t_99 = t_108;
        t_100 = t_109;
        break;
    }
    default: {
        var t_110: vec2<f32> = t_94;
        var t_111: bool = t_95;
        var t_112: f32 = t_97;
        t_98 = t_110;
        t_99 = t_111;
        t_100 = t_112;
        break;
    }
    }
    var t_113: IValue_AnyValue12;
    switch (t_92) {
    case 5u: {
        t_113 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_92, 0u), t_93.a, bitcast<u32>(t_98.x), bitcast<u32>(t_98.y));
        break;
    }
    case 0u: {
        t_113 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_92, 0u), select(0u, 1u, t_99), 0u, 0u);
        break;
    }
    case 3u: {
        t_113 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_92, 0u), bitcast<u32>(t_100), bitcast<u32>(t_96.bias), 0u);
        break;
    }
    default: {
        t_113 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_92, 0u), 0u, 0u, 0u);
        break;
    }
    }
    scratch.data[2u].rtti = t_113.rtti;
    scratch.data[2u].witness = t_113.witness;
    scratch.data[2u].d0 = t_113.d0;
    scratch.data[2u].d1 = t_113.d1;
    scratch.data[2u].d2 = t_113.d2;
    var t_114: vec2<u32> = scratch.data[1u].witness;
    var t_115: u32 = scratch.data[1u].d0;
    var t_116: u32 = scratch.data[1u].d1;
    var t_117: u32 = scratch.data[1u].d2;
    var t_118: u32 = t_114.x;
    var t_119: IValue;
    switch (t_118) {
    case 5u: {
        t_119 = IValue(t_118, Pair(t_115, vec2<f32>(bitcast<f32>(t_116), bitcast<f32>(t_117))), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    case 0u: {
        t_119 = IValue(t_118, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_115 != 0u), Scaled(0.0f, 0i));
        break;
    }
    case 3u: {
        t_119 = IValue(t_118, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_115), bitcast<i32>(t_116)));
        break;
    }
    default: {
        t_119 = IValue(t_118, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    }
    var t_120: f32;
    switch (t_119.typeId) {
    case 5u: {
        var t_121: Pair = t_119.p0;
        var t_122: vec2<f32> = t_121.b;
        t_120 = f32(t_121.a) + t_122.x * 1.0f - t_122.y;
        break;
    }
    case 0u: {
        t_120 = select(-1.0f, 1.0f, t_119.p1.on);
        break;
    }
    case 3u: {
        var t_123: Scaled = t_119.p2;
        t_120 = t_123.k * 1.0f + f32(t_123.bias);
        break;
    }
    default: {
        t_120 = 0.0f;
        break;
    }
    }
    outputBuffer.data[8u] = t_120;
    var t_124: vec2<u32> = scratch.data[2u].witness;
    var t_125: u32 = scratch.data[2u].d0;
    var t_126: u32 = scratch.data[2u].d1;
    var t_127: u32 = scratch.data[2u].d2;
    var t_128: u32 = t_124.x;
    var t_129: IValue;
    switch (t_128) {
    case 5u: {
        t_129 = IValue(t_128, Pair(t_125, vec2<f32>(bitcast<f32>(t_126), bitcast<f32>(t_127))), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    case 0u: {
        t_129 = IValue(t_128, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_125 != 0u), Scaled(0.0f, 0i));
        break;
    }
    case 3u: {
        t_129 = IValue(t_128, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_125), bitcast<i32>(t_126)));
        break;
    }
    default: {
        t_129 = IValue(t_128, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    }
    var t_130: f32;
    switch (t_129.typeId) {
    case 5u: {
        var t_131: Pair = t_129.p0;
        var t_132: vec2<f32> = t_131.b;
        t_130 = f32(t_131.a) + t_132.x * 10.0f - t_132.y;
        break;
    }
    case 0u: {
        t_130 = select(-10.0f, 10.0f, t_129.p1.on);
        break;
    }
    case 3u: {
        var t_133: Scaled = t_129.p2;
        t_130 = t_133.k * 10.0f + f32(t_133.bias);
        break;
    }
    default: {
        t_130 = 0.0f;
        break;
    }
    }
    outputBuffer.data[9u] = t_130;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
