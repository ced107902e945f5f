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
        var f: Flag = Flag();
        f.on = false;
        var t: Flag = f;
        return IValue(0u, Pair(0u, vec2<f32>(0.0f, 0.0f)), t, Scaled(0.0f, 0i));
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
        var t_1: u32 = u32(i_1);
        var t_2: vec2<u32> = inputs.data[t_1].witness;
        var t_3: u32 = inputs.data[t_1].d0;
        var t_4: u32 = inputs.data[t_1].d1;
        var t_5: u32 = inputs.data[t_1].d2;
        var t_6: u32 = t_2.x;
        var t_7: IValue;
        switch (t_6) {
        case 5u: {
            t_7 = IValue(t_6, Pair(t_3, vec2<f32>(bitcast<f32>(t_4), bitcast<f32>(t_5))), Flag(false), Scaled(0.0f, 0i));
            break;
        }
        case 0u: {
            t_7 = IValue(t_6, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_3 != 0u), Scaled(0.0f, 0i));
            break;
        }
        case 3u: {
            t_7 = IValue(t_6, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_3), bitcast<i32>(t_4)));
            break;
        }
        default: {
            t_7 = IValue(t_6, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
            break;
        }
        }
        var t_8: f32;
        switch (t_7.typeId) {
        case 5u: {
            var this_1: Pair = Pair();
            this_1 = t_7.p0;
            var t_9: u32 = this_1.a;
            var t_10: vec2<f32> = this_1.b;
            var t_11: vec2<f32> = this_1.b;
            t_8 = f32(t_9) + t_10.x * 2.0f - t_11.y;
            break;
        }
        case 0u: {
            var this_2: Flag = Flag();
            this_2 = t_7.p1;
            var t_12: bool = this_2.on;
            var t_13: f32;
            if (t_12) {
                t_13 = 2.0f;
            } else {
                t_13 = -2.0f;
            }
            t_8 = t_13;
            break;
        }
        case 3u: {
            var this_3: Scaled = Scaled();
            this_3 = t_7.p2;
            var t_14: f32 = this_3.k;
            var t_15: i32 = this_3.bias;
            t_8 = t_14 * 2.0f + f32(t_15);
            break;
        }
        default: {
            t_8 = 0.0f;
            break;
        }
        }
        outputBuffer.data[t_1] = t_8;
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
        var t_16: IValue = pick(i_3);
        var t_17: u32 = t_16.typeId;
        var t_18: IValue_AnyValue12;
        switch (t_17) {
        case 5u: {
            var t_19: Pair = t_16.p0;
            var t_20: vec2<f32> = t_19.b;
            t_18 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_17, 0u), t_19.a, bitcast<u32>(t_20.x), bitcast<u32>(t_20.y));
            break;
        }
        case 0u: {
            t_18 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_17, 0u), select(0u, 1u, t_16.p1.on), 0u, 0u);
            break;
        }
        case 3u: {
            var t_21: Scaled = t_16.p2;
            t_18 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_17, 0u), bitcast<u32>(t_21.k), bitcast<u32>(t_21.bias), 0u);
            break;
        }
        default: {
            t_18 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_17, 0u), 0u, 0u, 0u);
            break;
        }
        }
        scratch.data[u32(i_3)].rtti = t_18.rtti;
        scratch.data[u32(i_3)].witness = t_18.witness;
        scratch.data[u32(i_3)].d0 = t_18.d0;
        scratch.data[u32(i_3)].d1 = t_18.d1;
        scratch.data[u32(i_3)].d2 = t_18.d2;
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
        var t_22: vec2<u32> = scratch.data[u32(i_5)].witness;
        var t_23: u32 = scratch.data[u32(i_5)].d0;
        var t_24: u32 = scratch.data[u32(i_5)].d1;
        var t_25: u32 = scratch.data[u32(i_5)].d2;
        var t_26: u32 = t_22.x;
        var t_27: IValue;
        switch (t_26) {
        case 5u: {
            t_27 = IValue(t_26, Pair(t_23, vec2<f32>(bitcast<f32>(t_24), bitcast<f32>(t_25))), Flag(false), Scaled(0.0f, 0i));
            break;
        }
        case 0u: {
            t_27 = IValue(t_26, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_23 != 0u), Scaled(0.0f, 0i));
            break;
        }
        case 3u: {
            t_27 = IValue(t_26, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_23), bitcast<i32>(t_24)));
            break;
        }
        default: {
            t_27 = IValue(t_26, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
            break;
        }
        }
        var t_28: f32;
        switch (t_27.typeId) {
        case 5u: {
            var this_4: Pair = Pair();
            this_4 = t_27.p0;
            var t_29: u32 = this_4.a;
            var t_30: vec2<f32> = this_4.b;
            var t_31: vec2<f32> = this_4.b;
            t_28 = f32(t_29) + t_30.x * 10.0f - t_31.y;
            break;
        }
        case 0u: {
            var this_5: Flag = Flag();
            this_5 = t_27.p1;
            var t_32: bool = this_5.on;
            var t_33: f32;
            if (t_32) {
                t_33 = 10.0f;
            } else {
                t_33 = -10.0f;
            }
            t_28 = t_33;
            break;
        }
        case 3u: {
            var this_6: Scaled = Scaled();
            this_6 = t_27.p2;
            var t_34: f32 = this_6.k;
            var t_35: i32 = this_6.bias;
            t_28 = t_34 * 10.0f + f32(t_35);
            break;
        }
        default: {
            t_28 = 0.0f;
            break;
        }
        }
        outputBuffer.data[u32(4i + i_5)] = t_28;
        i_5 = i_5 + 1i;
        continue;
    }
    var t_36: vec2<u32> = scratch.data[0u].witness;
    var t_37: u32 = scratch.data[0u].d0;
    var t_38: u32 = scratch.data[0u].d1;
    var t_39: u32 = scratch.data[0u].d2;
    var t_40: u32 = t_36.x;
    var t_41: IValue;
    switch (t_40) {
    case 5u: {
        t_41 = IValue(t_40, Pair(t_37, vec2<f32>(bitcast<f32>(t_38), bitcast<f32>(t_39))), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    case 0u: {
        t_41 = IValue(t_40, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_37 != 0u), Scaled(0.0f, 0i));
        break;
    }
    case 3u: {
        t_41 = IValue(t_40, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_37), bitcast<i32>(t_38)));
        break;
    }
    default: {
        t_41 = IValue(t_40, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    }
    var t_42: vec2<u32> = inputs.data[1u].witness;
    var t_43: u32 = inputs.data[1u].d0;
    var t_44: u32 = inputs.data[1u].d1;
    var t_45: u32 = inputs.data[1u].d2;
    var t_46: u32 = t_42.x;
    var t_47: IValue;
    switch (t_46) {
    case 5u: {
        t_47 = IValue(t_46, Pair(t_43, vec2<f32>(bitcast<f32>(t_44), bitcast<f32>(t_45))), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    case 0u: {
        t_47 = IValue(t_46, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_43 != 0u), Scaled(0.0f, 0i));
        break;
    }
    case 3u: {
        t_47 = IValue(t_46, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_43), bitcast<i32>(t_44)));
        break;
    }
    default: {
        t_47 = IValue(t_46, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    }
    var t_48: u32 = t_47.typeId;
    var t_49: IValue_AnyValue12;
    switch (t_48) {
    case 5u: {
        var t_50: Pair = t_47.p0;
        var t_51: vec2<f32> = t_50.b;
        t_49 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_48, 0u), t_50.a, bitcast<u32>(t_51.x), bitcast<u32>(t_51.y));
        break;
    }
    case 0u: {
        t_49 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_48, 0u), select(0u, 1u, t_47.p1.on), 0u, 0u);
        break;
    }
    case 3u: {
        var t_52: Scaled = t_47.p2;
        t_49 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_48, 0u), bitcast<u32>(t_52.k), bitcast<u32>(t_52.bias), 0u);
        break;
    }
    default: {
        t_49 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_48, 0u), 0u, 0u, 0u);
        break;
    }
    }
    scratch.data[1u].rtti = t_49.rtti;
    scratch.data[1u].witness = t_49.witness;
    scratch.data[1u].d0 = t_49.d0;
    scratch.data[1u].d1 = t_49.d1;
    scratch.data[1u].d2 = t_49.d2;
    var t_53: f32;
    switch (t_41.typeId) {
    case 5u: {
        var this_7: Pair = Pair();
        this_7 = t_41.p0;
        var t_54: u32 = this_7.a;
        var t_55: vec2<f32> = this_7.b;
        var t_56: vec2<f32> = this_7.b;
        t_53 = f32(t_54) + t_55.x * 1.0f - t_56.y;
        break;
    }
    case 0u: {
        var this_8: Flag = Flag();
        this_8 = t_41.p1;
        var t_57: bool = this_8.on;
        var t_58: f32;
        if (t_57) {
            t_58 = 1.0f;
        } else {
            t_58 = -1.0f;
        }
        t_53 = t_58;
        break;
    }
    case 3u: {
        var this_9: Scaled = Scaled();
        this_9 = t_41.p2;
        var t_59: f32 = this_9.k;
        var t_60: i32 = this_9.bias;
        t_53 = t_59 * 1.0f + f32(t_60);
        break;
    }
    default: {
        t_53 = 0.0f;
        break;
    }
    }
    var t_61: vec2<u32> = scratch.data[1u].witness;
    var t_62: u32 = scratch.data[1u].d0;
    var t_63: u32 = scratch.data[1u].d1;
    var t_64: u32 = scratch.data[1u].d2;
    var t_65: u32 = t_61.x;
    var t_66: IValue;
    switch (t_65) {
    case 5u: {
        t_66 = IValue(t_65, Pair(t_62, vec2<f32>(bitcast<f32>(t_63), bitcast<f32>(t_64))), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    case 0u: {
        t_66 = IValue(t_65, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_62 != 0u), Scaled(0.0f, 0i));
        break;
    }
    case 3u: {
        t_66 = IValue(t_65, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_62), bitcast<i32>(t_63)));
        break;
    }
    default: {
        t_66 = IValue(t_65, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    }
    var t_67: f32;
    switch (t_66.typeId) {
    case 5u: {
        var this_10: Pair = Pair();
        this_10 = t_66.p0;
        var t_68: u32 = this_10.a;
        var t_69: vec2<f32> = this_10.b;
        var t_70: vec2<f32> = this_10.b;
        t_67 = f32(t_68) + t_69.x * 1.0f - t_70.y;
        break;
    }
    case 0u: {
        var this_11: Flag = Flag();
        this_11 = t_66.p1;
        var t_71: bool = this_11.on;
        var t_72: f32;
        if (t_71) {
            t_72 = 1.0f;
        } else {
            t_72 = -1.0f;
        }
        t_67 = t_72;
        break;
    }
    case 3u: {
        var this_12: Scaled = Scaled();
        this_12 = t_66.p2;
        var t_73: f32 = this_12.k;
        var t_74: i32 = this_12.bias;
        t_67 = t_73 * 1.0f + f32(t_74);
        break;
    }
    default: {
        t_67 = 0.0f;
        break;
    }
    }
    outputBuffer.data[7u] = t_53 + t_67;
    var t_75: vec2<u32> = scratch.data[1u].witness;
    var t_76: u32 = scratch.data[1u].d0;
    var t_77: u32 = scratch.data[1u].d1;
    var t_78: u32 = scratch.data[1u].d2;
    var t_79: u32 = t_75.x;
    var t_80: IValue;
    switch (t_79) {
    case 5u: {
        t_80 = IValue(t_79, Pair(t_76, vec2<f32>(bitcast<f32>(t_77), bitcast<f32>(t_78))), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    case 0u: {
        t_80 = IValue(t_79, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_76 != 0u), Scaled(0.0f, 0i));
        break;
    }
    case 3u: {
        t_80 = IValue(t_79, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_76), bitcast<i32>(t_77)));
        break;
    }
    default: {
        t_80 = IValue(t_79, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    }
    var t_81: IValue = IValue();
    t_81 = t_80;
    var t_82: u32 = t_81.typeId;
    switch (t_82) {
    case 5u: {
        var t_83: vec2<f32> = t_81.p0.b;
        t_81.p0.b = t_83 * vec2<f32>(2.0f, 2.0f);
        break;
    }
    case 0u: {
        t_81.p1.on = true;
        break;
    }
    case 3u: {
        var t_84: f32 = t_81.p2.k;
        t_81.p2.k = t_84 * 2.0f;
        break;
    }
    default: {
        break;
    }
    }
    var t_85: IValue = t_81;
    var t_86: u32 = t_85.typeId;
    var t_87: IValue_AnyValue12;
    switch (t_86) {
    case 5u: {
        var t_88: Pair = t_85.p0;
        var t_89: vec2<f32> = t_88.b;
        t_87 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_86, 0u), t_88.a, bitcast<u32>(t_89.x), bitcast<u32>(t_89.y));
        break;
    }
    case 0u: {
        t_87 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_86, 0u), select(0u, 1u, t_85.p1.on), 0u, 0u);
        break;
    }
    case 3u: {
        var t_90: Scaled = t_85.p2;
        t_87 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_86, 0u), bitcast<u32>(t_90.k), bitcast<u32>(t_90.bias), 0u);
        break;
    }
    default: {
        t_87 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_86, 0u), 0u, 0u, 0u);
        break;
    }
    }
    scratch.data[1u].rtti = t_87.rtti;
    scratch.data[1u].witness = t_87.witness;
    scratch.data[1u].d0 = t_87.d0;
    scratch.data[1u].d1 = t_87.d1;
    scratch.data[1u].d2 = t_87.d2;
    var t_91: vec2<u32> = scratch.data[2u].witness;
    var t_92: u32 = scratch.data[2u].d0;
    var t_93: u32 = scratch.data[2u].d1;
    var t_94: u32 = scratch.data[2u].d2;
    var t_95: u32 = t_91.x;
    var t_96: IValue;
    switch (t_95) {
    case 5u: {
        t_96 = IValue(t_95, Pair(t_92, vec2<f32>(bitcast<f32>(t_93), bitcast<f32>(t_94))), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    case 0u: {
        t_96 = IValue(t_95, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_92 != 0u), Scaled(0.0f, 0i));
        break;
    }
    case 3u: {
        t_96 = IValue(t_95, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_92), bitcast<i32>(t_93)));
        break;
    }
    default: {
        t_96 = IValue(t_95, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    }
    var t_97: IValue = IValue();
    t_97 = t_96;
    var t_98: u32 = t_97.typeId;
    switch (t_98) {
    case 5u: {
        var t_99: vec2<f32> = t_97.p0.b;
        t_97.p0.b = t_99 * vec2<f32>(-1.0f, -1.0f);
        break;
    }
    case 0u: {
        t_97.p1.on = false;
        break;
    }
    case 3u: {
        var t_100: f32 = t_97.p2.k;
        t_97.p2.k = t_100 * -1.0f;
        break;
    }
    default: {
        break;
    }
    }
    var t_101: IValue = t_97;
    var t_102: u32 = t_101.typeId;
    var t_103: IValue_AnyValue12;
    switch (t_102) {
    case 5u: {
        var t_104: Pair = t_101.p0;
        var t_105: vec2<f32> = t_104.b;
        t_103 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_102, 0u), t_104.a, bitcast<u32>(t_105.x), bitcast<u32>(t_105.y));
        break;
    }
    case 0u: {
        t_103 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_102, 0u), select(0u, 1u, t_101.p1.on), 0u, 0u);
        break;
    }
    case 3u: {
        var t_106: Scaled = t_101.p2;
        t_103 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_102, 0u), bitcast<u32>(t_106.k), bitcast<u32>(t_106.bias), 0u);
        break;
    }
    default: {
        t_103 = IValue_AnyValue12(vec2<u32>(0u, 0u), vec2<u32>(t_102, 0u), 0u, 0u, 0u);
        break;
    }
    }
    scratch.data[2u].rtti = t_103.rtti;
    scratch.data[2u].witness = t_103.witness;
    scratch.data[2u].d0 = t_103.d0;
    scratch.data[2u].d1 = t_103.d1;
    scratch.data[2u].d2 = t_103.d2;
    var t_107: vec2<u32> = scratch.data[1u].witness;
    var t_108: u32 = scratch.data[1u].d0;
    var t_109: u32 = scratch.data[1u].d1;
    var t_110: u32 = scratch.data[1u].d2;
    var t_111: u32 = t_107.x;
    var t_112: IValue;
    switch (t_111) {
    case 5u: {
        t_112 = IValue(t_111, Pair(t_108, vec2<f32>(bitcast<f32>(t_109), bitcast<f32>(t_110))), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    case 0u: {
        t_112 = IValue(t_111, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_108 != 0u), Scaled(0.0f, 0i));
        break;
    }
    case 3u: {
        t_112 = IValue(t_111, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_108), bitcast<i32>(t_109)));
        break;
    }
    default: {
        t_112 = IValue(t_111, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    }
    var t_113: f32;
    switch (t_112.typeId) {
    case 5u: {
        var this_13: Pair = Pair();
        this_13 = t_112.p0;
        var t_114: u32 = this_13.a;
        var t_115: vec2<f32> = this_13.b;
        var t_116: vec2<f32> = this_13.b;
        t_113 = f32(t_114) + t_115.x * 1.0f - t_116.y;
        break;
    }
    case 0u: {
        var this_14: Flag = Flag();
        this_14 = t_112.p1;
        var t_117: bool = this_14.on;
        var t_118: f32;
        if (t_117) {
            t_118 = 1.0f;
        } else {
            t_118 = -1.0f;
        }
        t_113 = t_118;
        break;
    }
    case 3u: {
        var this_15: Scaled = Scaled();
        this_15 = t_112.p2;
        var t_119: f32 = this_15.k;
        var t_120: i32 = this_15.bias;
        t_113 = t_119 * 1.0f + f32(t_120);
        break;
    }
    default: {
        t_113 = 0.0f;
        break;
    }
    }
    outputBuffer.data[8u] = t_113;
    var t_121: vec2<u32> = scratch.data[2u].witness;
    var t_122: u32 = scratch.data[2u].d0;
    var t_123: u32 = scratch.data[2u].d1;
    var t_124: u32 = scratch.data[2u].d2;
    var t_125: u32 = t_121.x;
    var t_126: IValue;
    switch (t_125) {
    case 5u: {
        t_126 = IValue(t_125, Pair(t_122, vec2<f32>(bitcast<f32>(t_123), bitcast<f32>(t_124))), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    case 0u: {
        t_126 = IValue(t_125, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(t_122 != 0u), Scaled(0.0f, 0i));
        break;
    }
    case 3u: {
        t_126 = IValue(t_125, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(bitcast<f32>(t_122), bitcast<i32>(t_123)));
        break;
    }
    default: {
        t_126 = IValue(t_125, Pair(0u, vec2<f32>(0.0f, 0.0f)), Flag(false), Scaled(0.0f, 0i));
        break;
    }
    }
    var t_127: f32;
    switch (t_126.typeId) {
    case 5u: {
        var this_16: Pair = Pair();
        this_16 = t_126.p0;
        var t_128: u32 = this_16.a;
        var t_129: vec2<f32> = this_16.b;
        var t_130: vec2<f32> = this_16.b;
        t_127 = f32(t_128) + t_129.x * 10.0f - t_130.y;
        break;
    }
    case 0u: {
        var this_17: Flag = Flag();
        this_17 = t_126.p1;
        var t_131: bool = this_17.on;
        var t_132: f32;
        if (t_131) {
            t_132 = 10.0f;
        } else {
            t_132 = -10.0f;
        }
        t_127 = t_132;
        break;
    }
    case 3u: {
        var this_18: Scaled = Scaled();
        this_18 = t_126.p2;
        var t_133: f32 = this_18.k;
        var t_134: i32 = this_18.bias;
        t_127 = t_133 * 10.0f + f32(t_134);
        break;
    }
    default: {
        t_127 = 0.0f;
        break;
    }
    }
    outputBuffer.data[9u] = t_127;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
