struct ILight_AnyValue40 {
    rtti: vec2<u32>,
    witness: vec2<u32>,
    d0: u32,
    d1: u32,
    d2: u32,
    d3: u32,
    d4: u32,
    d5: u32,
    d6: u32,
    d7: u32,
    d8: u32,
    d9: u32,
}
struct StructuredBuffer {
    data: array<ILight_AnyValue40>,
}
struct RWStructuredBuffer {
    data: array<ILight_AnyValue40>,
}
struct RWStructuredBuffer_1 {
    data: array<f32>,
}
struct Linear {
    k: f32,
}
struct Quad {
    a: f32,
    b: f32,
}
struct IFalloff {
    typeId: u32,
    p0: Linear,
    p1: Quad,
}
struct Spot {
    color: vec3<f32>,
    falloff: IFalloff,
}
struct Flat {
    v: f32,
}
struct ILight {
    typeId: u32,
    p0: Spot,
    p1: Flat,
}
struct IFalloff_AnyValue8 {
    rtti: vec2<u32>,
    witness: vec2<u32>,
    d0: u32,
    d1: u32,
}
@group(0) @binding(0) var<storage, read> lights: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> scratch: RWStructuredBuffer;
@group(0) @binding(2) var<storage, read_write> outputBuffer: RWStructuredBuffer_1;
fn Spot_power(p: Spot, d: f32) -> f32 {
    var t: vec3<f32> = p.color;
    var t_1: IFalloff = p.falloff;
    var t_2: f32;
    switch (t_1.typeId) {
    case 4u: {
        t_2 = 1.0f - t_1.p0.k * d;
        break;
    }
    case 7u: {
        var t_3: Quad = t_1.p1;
        t_2 = t_3.a / (1.0f + t_3.b * d * d);
        break;
    }
    default: {
        t_2 = 0.0f;
        break;
    }
    }
    return (t.x + t.y + t.z) * t_2;
}
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t_4: vec3<u32> = GlobalInvocationId;
    var t_5: vec2<u32> = lights.data[0u].witness;
    var t_6: u32 = lights.data[0u].d0;
    var t_7: u32 = lights.data[0u].d1;
    var t_8: u32 = lights.data[0u].d2;
    var t_9: u32 = lights.data[0u].d5;
    var t_10: u32 = lights.data[0u].d7;
    var t_11: u32 = lights.data[0u].d8;
    var t_12: u32 = t_5.x;
    var t_13: ILight;
    switch (t_12) {
    case 1u: {
        var t_14: IFalloff;
        switch (t_9) {
        case 4u: {
            t_14 = IFalloff(t_9, Linear(bitcast<f32>(t_10)), Quad(0.0f, 0.0f));
            break;
        }
        case 7u: {
            t_14 = IFalloff(t_9, Linear(0.0f), Quad(bitcast<f32>(t_10), bitcast<f32>(t_11)));
            break;
        }
        default: {
            t_14 = IFalloff(t_9, Linear(0.0f), Quad(0.0f, 0.0f));
            break;
        }
        }
        t_13 = ILight(t_12, Spot(vec3<f32>(bitcast<f32>(t_6), bitcast<f32>(t_7), bitcast<f32>(t_8)), t_14), Flat(0.0f));
        break;
    }
    case 2u: {
        t_13 = ILight(t_12, Spot(vec3<f32>(0.0f, 0.0f, 0.0f), IFalloff(0u, Linear(0.0f), Quad(0.0f, 0.0f))), Flat(bitcast<f32>(t_6)));
        break;
    }
    default: {
        t_13 = ILight(t_12, Spot(vec3<f32>(0.0f, 0.0f, 0.0f), IFalloff(0u, Linear(0.0f), Quad(0.0f, 0.0f))), Flat(0.0f));
        break;
    }
    }
    var t_15: f32;
    switch (t_13.typeId) {
    case 1u: {
        var t_16: f32 = Spot_power(t_13.p0, 1.0f);
        t_15 = t_16;
        break;
    }
    case 2u: {
        t_15 = t_13.p1.v;
        break;
    }
    default: {
        t_15 = 0.0f;
        break;
    }
    }
    outputBuffer.data[0u] = t_15;
    var t_17: vec2<u32> = lights.data[1u].witness;
    var t_18: u32 = lights.data[1u].d0;
    var t_19: u32 = lights.data[1u].d1;
    var t_20: u32 = lights.data[1u].d2;
    var t_21: u32 = lights.data[1u].d5;
    var t_22: u32 = lights.data[1u].d7;
    var t_23: u32 = lights.data[1u].d8;
    var t_24: u32 = t_17.x;
    var t_25: ILight;
    switch (t_24) {
    case 1u: {
        var t_26: IFalloff;
        switch (t_21) {
        case 4u: {
            t_26 = IFalloff(t_21, Linear(bitcast<f32>(t_22)), Quad(0.0f, 0.0f));
            break;
        }
        case 7u: {
            t_26 = IFalloff(t_21, Linear(0.0f), Quad(bitcast<f32>(t_22), bitcast<f32>(t_23)));
            break;
        }
        default: {
            t_26 = IFalloff(t_21, Linear(0.0f), Quad(0.0f, 0.0f));
            break;
        }
        }
        t_25 = ILight(t_24, Spot(vec3<f32>(bitcast<f32>(t_18), bitcast<f32>(t_19), bitcast<f32>(t_20)), t_26), Flat(0.0f));
        break;
    }
    case 2u: {
        t_25 = ILight(t_24, Spot(vec3<f32>(0.0f, 0.0f, 0.0f), IFalloff(0u, Linear(0.0f), Quad(0.0f, 0.0f))), Flat(bitcast<f32>(t_18)));
        break;
    }
    default: {
        t_25 = ILight(t_24, Spot(vec3<f32>(0.0f, 0.0f, 0.0f), IFalloff(0u, Linear(0.0f), Quad(0.0f, 0.0f))), Flat(0.0f));
        break;
    }
    }
    var t_27: f32;
    switch (t_25.typeId) {
    case 1u: {
        var t_28: f32 = Spot_power(t_25.p0, 1.0f);
        t_27 = t_28;
        break;
    }
    case 2u: {
        t_27 = t_25.p1.v;
        break;
    }
    default: {
        t_27 = 0.0f;
        break;
    }
    }
    outputBuffer.data[1u] = t_27;
    var s: IFalloff;
    if (i32(t_4.x) == 0i) {
        s = IFalloff(4u, Linear(0.25f), Quad(0.0f, 0.0f));
    } else {
        s = IFalloff(7u, Linear(0.0f), Quad(3.0f, 1.0f));
    }
    var t_29: u32 = s.typeId;
    var t_30: IFalloff_AnyValue8;
    switch (t_29) {
    case 4u: {
        t_30 = IFalloff_AnyValue8(vec2<u32>(0u, 0u), vec2<u32>(t_29, 0u), bitcast<u32>(s.p0.k), 0u);
        break;
    }
    case 7u: {
        var t_31: Quad = s.p1;
        t_30 = IFalloff_AnyValue8(vec2<u32>(0u, 0u), vec2<u32>(t_29, 0u), bitcast<u32>(t_31.a), bitcast<u32>(t_31.b));
        break;
    }
    default: {
        t_30 = IFalloff_AnyValue8(vec2<u32>(0u, 0u), vec2<u32>(t_29, 0u), 0u, 0u);
        break;
    }
    }
    var t_32: vec2<u32> = t_30.rtti;
    var t_33: vec2<u32> = t_30.witness;
    scratch.data[0u].rtti = vec2<u32>(0u, 0u);
    scratch.data[0u].witness = vec2<u32>(1u, 0u);
    scratch.data[0u].d0 = 1056964608u;
    scratch.data[0u].d1 = 1056964608u;
    scratch.data[0u].d2 = 1065353216u;
    scratch.data[0u].d3 = t_32.x;
    scratch.data[0u].d4 = t_32.y;
    scratch.data[0u].d5 = t_33.x;
    scratch.data[0u].d6 = t_33.y;
    scratch.data[0u].d7 = t_30.d0;
    scratch.data[0u].d8 = t_30.d1;
    scratch.data[0u].d9 = 0u;
    var t_34: vec2<u32> = scratch.data[0u].witness;
    var t_35: u32 = scratch.data[0u].d0;
    var t_36: u32 = scratch.data[0u].d1;
    var t_37: u32 = scratch.data[0u].d2;
    var t_38: u32 = scratch.data[0u].d5;
    var t_39: u32 = scratch.data[0u].d7;
    var t_40: u32 = scratch.data[0u].d8;
    var t_41: u32 = t_34.x;
    var t_42: ILight;
    switch (t_41) {
    case 1u: {
        var t_43: IFalloff;
        switch (t_38) {
        case 4u: {
            t_43 = IFalloff(t_38, Linear(bitcast<f32>(t_39)), Quad(0.0f, 0.0f));
            break;
        }
        case 7u: {
            t_43 = IFalloff(t_38, Linear(0.0f), Quad(bitcast<f32>(t_39), bitcast<f32>(t_40)));
            break;
        }
        default: {
            t_43 = IFalloff(t_38, Linear(0.0f), Quad(0.0f, 0.0f));
            break;
        }
        }
        t_42 = ILight(t_41, Spot(vec3<f32>(bitcast<f32>(t_35), bitcast<f32>(t_36), bitcast<f32>(t_37)), t_43), Flat(0.0f));
        break;
    }
    case 2u: {
        t_42 = ILight(t_41, Spot(vec3<f32>(0.0f, 0.0f, 0.0f), IFalloff(0u, Linear(0.0f), Quad(0.0f, 0.0f))), Flat(bitcast<f32>(t_35)));
        break;
    }
    default: {
        t_42 = ILight(t_41, Spot(vec3<f32>(0.0f, 0.0f, 0.0f), IFalloff(0u, Linear(0.0f), Quad(0.0f, 0.0f))), Flat(0.0f));
        break;
    }
    }
    var t_44: f32;
    switch (t_42.typeId) {
    case 1u: {
        var t_45: f32 = Spot_power(t_42.p0, 2.0f);
        t_44 = t_45;
        break;
    }
    case 2u: {
        t_44 = t_42.p1.v;
        break;
    }
    default: {
        t_44 = 0.0f;
        break;
    }
    }
    outputBuffer.data[2u] = t_44;
    var t_46: f32 = Spot_power(Spot(vec3<f32>(1.0f, 1.0f, 1.0f), IFalloff(7u, Linear(0.0f), Quad(6.0f, 0.5f))), 2.0f);
    outputBuffer.data[3u] = t_46;
    var t_47: f32 = Spot_power(Spot(vec3<f32>(0.5f, 0.5f, 1.0f), IFalloff(7u, Linear(0.0f), Quad(3.0f, 1.0f))), 1.0f);
    outputBuffer.data[4u] = t_47;
    var t_48: vec2<u32> = lights.data[0u].witness;
    var t_49: u32 = lights.data[0u].d0;
    var t_50: u32 = lights.data[0u].d1;
    var t_51: u32 = lights.data[0u].d2;
    var t_52: u32 = lights.data[0u].d5;
    var t_53: u32 = lights.data[0u].d7;
    var t_54: u32 = lights.data[0u].d8;
    var t_55: u32 = t_48.x;
    var t_56: ILight;
    switch (t_55) {
    case 1u: {
        var t_57: IFalloff;
        switch (t_52) {
        case 4u: {
            t_57 = IFalloff(t_52, Linear(bitcast<f32>(t_53)), Quad(0.0f, 0.0f));
            break;
        }
        case 7u: {
            t_57 = IFalloff(t_52, Linear(0.0f), Quad(bitcast<f32>(t_53), bitcast<f32>(t_54)));
            break;
        }
        default: {
            t_57 = IFalloff(t_52, Linear(0.0f), Quad(0.0f, 0.0f));
            break;
        }
        }
        t_56 = ILight(t_55, Spot(vec3<f32>(bitcast<f32>(t_49), bitcast<f32>(t_50), bitcast<f32>(t_51)), t_57), Flat(0.0f));
        break;
    }
    case 2u: {
        t_56 = ILight(t_55, Spot(vec3<f32>(0.0f, 0.0f, 0.0f), IFalloff(0u, Linear(0.0f), Quad(0.0f, 0.0f))), Flat(bitcast<f32>(t_49)));
        break;
    }
    default: {
        t_56 = ILight(t_55, Spot(vec3<f32>(0.0f, 0.0f, 0.0f), IFalloff(0u, Linear(0.0f), Quad(0.0f, 0.0f))), Flat(0.0f));
        break;
    }
    }
    var t_58: f32;
    switch (t_56.typeId) {
    case 1u: {
        var t_59: f32 = Spot_power(t_56.p0, 0.0f);
        t_58 = t_59;
        break;
    }
    case 2u: {
        t_58 = t_56.p1.v;
        break;
    }
    default: {
        t_58 = 0.0f;
        break;
    }
    }
    var t_60: vec2<u32> = scratch.data[0u].witness;
    var t_61: u32 = scratch.data[0u].d0;
    var t_62: u32 = scratch.data[0u].d1;
    var t_63: u32 = scratch.data[0u].d2;
    var t_64: u32 = scratch.data[0u].d5;
    var t_65: u32 = scratch.data[0u].d7;
    var t_66: u32 = scratch.data[0u].d8;
    var t_67: u32 = t_60.x;
    var t_68: ILight;
    switch (t_67) {
    case 1u: {
        var t_69: IFalloff;
        switch (t_64) {
        case 4u: {
            t_69 = IFalloff(t_64, Linear(bitcast<f32>(t_65)), Quad(0.0f, 0.0f));
            break;
        }
        case 7u: {
            t_69 = IFalloff(t_64, Linear(0.0f), Quad(bitcast<f32>(t_65), bitcast<f32>(t_66)));
            break;
        }
        default: {
            t_69 = IFalloff(t_64, Linear(0.0f), Quad(0.0f, 0.0f));
            break;
        }
        }
        t_68 = ILight(t_67, Spot(vec3<f32>(bitcast<f32>(t_61), bitcast<f32>(t_62), bitcast<f32>(t_63)), t_69), Flat(0.0f));
        break;
    }
    case 2u: {
        t_68 = ILight(t_67, Spot(vec3<f32>(0.0f, 0.0f, 0.0f), IFalloff(0u, Linear(0.0f), Quad(0.0f, 0.0f))), Flat(bitcast<f32>(t_61)));
        break;
    }
    default: {
        t_68 = ILight(t_67, Spot(vec3<f32>(0.0f, 0.0f, 0.0f), IFalloff(0u, Linear(0.0f), Quad(0.0f, 0.0f))), Flat(0.0f));
        break;
    }
    }
    var t_70: f32;
    switch (t_68.typeId) {
    case 1u: {
        var t_71: f32 = Spot_power(t_68.p0, 0.0f);
        t_70 = t_71;
        break;
    }
    case 2u: {
        t_70 = t_68.p1.v;
        break;
    }
    default: {
        t_70 = 0.0f;
        break;
    }
    }
    outputBuffer.data[5u] = t_58 + t_70;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
