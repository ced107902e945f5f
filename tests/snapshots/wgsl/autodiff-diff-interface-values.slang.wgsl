struct StructuredBuffer {
    data: array<u32>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
struct Scale {
    s: f32,
}
struct Affine {
    a: f32,
    b: f32,
    unused: i32,
}
struct ILayer {
    typeId: u32,
    p0: Scale,
    p1: Affine,
}
struct twice_bwd_Grads {
    f0: ILayer,
    f1: f32,
}
struct twice_fwd_Result {
    p: f32,
    d: f32,
}
struct model_bwd_Grads {
    f0: f32,
    f1: f32,
}
struct model_fwd_Result {
    p: f32,
    d: f32,
}
@group(0) @binding(0) var<storage, read> kinds: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn twice(p: ILayer, x: f32) -> f32 {
    var t: u32 = p.typeId;
    var t_1: f32;
    switch (t) {
    case 0u: {
        t_1 = p.p0.s * x;
        break;
    }
    case 1u: {
        var t_2: Affine = p.p1;
        t_1 = t_2.a * x * x + t_2.b;
        break;
    }
    default: {
        t_1 = 0.0f;
        break;
    }
    }
    var t_3: f32 = x * 2.0f;
    var t_4: f32;
    switch (t) {
    case 0u: {
        t_4 = p.p0.s * t_3;
        break;
    }
    case 1u: {
        var t_5: Affine = p.p1;
        t_4 = t_5.a * t_3 * t_3 + t_5.b;
        break;
    }
    default: {
        t_4 = 0.0f;
        break;
    }
    }
    return t_1 + t_4;
}
fn twice_bwd(p_1: ILayer, p_2: f32, p_3: f32) -> twice_bwd_Grads {
    var t_6: u32 = p_1.typeId;
    var t_7: f32 = p_2 * 2.0f;
    var t_8: ILayer;
    var t_9: f32;
    switch (t_6) {
    case 0u: {
        var t_10: Scale = Scale(0.0f);
        t_10.s = t_7 * p_3;
        var t_11: ILayer;
        if (t_6 == 0u) {
            t_11 = ILayer(0u, t_10, Affine(0.0f, 0.0f, 0i));
        } else {
            t_11 = ILayer(4294967295u, Scale(0.0f), Affine(0.0f, 0.0f, 0i));
        }
        var t_12: ILayer = t_11;
        var t_13: f32 = p_1.p0.s * p_3;
        t_8 = t_12;
        t_9 = t_13;
        break;
    }
    case 1u: {
        var t_14: f32 = p_1.p1.a;
        var t_15: f32 = t_7 * p_3;
        var t_16: ILayer;
        if (t_6 == 1u) {
            t_16 = ILayer(1u, Scale(0.0f), Affine(0.0f + t_7 * t_15, p_3 + 0.0f, 0i));
        } else {
            t_16 = ILayer(4294967295u, Scale(0.0f), Affine(0.0f, 0.0f, 0i));
        }
        var t_17: ILayer = t_16;
        var t_18: f32 = t_14 * t_7 * p_3 + t_14 * t_15;
        t_8 = t_17;
        t_9 = t_18;
        break;
    }
    default: {
        var t_19: ILayer = ILayer(4294967295u, Scale(0.0f), Affine(0.0f, 0.0f, 0i));
        var t_20: f32 = 0.0f;
        t_8 = t_19;
        t_9 = t_20;
        break;
    }
    }
    var t_21: ILayer;
    var t_22: f32;
    switch (t_6) {
    case 0u: {
        var t_23: Scale = Scale(0.0f);
        t_23.s = p_2 * p_3;
        var t_24: ILayer;
        if (t_6 == 0u) {
            t_24 = ILayer(0u, t_23, Affine(0.0f, 0.0f, 0i));
        } else {
            t_24 = ILayer(4294967295u, Scale(0.0f), Affine(0.0f, 0.0f, 0i));
        }
        var t_25: ILayer = t_24;
        var t_26: f32 = p_1.p0.s * p_3;
        t_21 = t_25;
        t_22 = t_26;
        break;
    }
    case 1u: {
        var t_27: f32 = p_1.p1.a;
        var t_28: f32 = p_2 * p_3;
        var t_29: ILayer;
        if (t_6 == 1u) {
            t_29 = ILayer(1u, Scale(0.0f), Affine(0.0f + p_2 * t_28, p_3 + 0.0f, 0i));
        } else {
            t_29 = ILayer(4294967295u, Scale(0.0f), Affine(0.0f, 0.0f, 0i));
        }
        var t_30: ILayer = t_29;
        var t_31: f32 = t_27 * p_2 * p_3 + t_27 * t_28;
        t_21 = t_30;
        t_22 = t_31;
        break;
    }
    default: {
        var t_32: ILayer = ILayer(4294967295u, Scale(0.0f), Affine(0.0f, 0.0f, 0i));
        var t_33: f32 = 0.0f;
        t_21 = t_32;
        t_22 = t_33;
        break;
    }
    }
    var t_34: ILayer;
    switch (t_8.typeId) {
    case 0u: {
        t_34 = ILayer(0u, Scale(t_8.p0.s + t_21.p0.s), Affine(0.0f, 0.0f, 0i));
        break;
    }
    case 1u: {
        var t_35: Affine = t_8.p1;
        var t_36: Affine = t_21.p1;
        t_34 = ILayer(1u, Scale(0.0f), Affine(t_35.a + t_36.a, t_35.b + t_36.b, t_35.unused + t_36.unused));
        break;
    }
    default: {
        t_34 = t_21;
        break;
    }
    }
    return twice_bwd_Grads(t_34, 2.0f * t_9 + t_22);
}
fn twice_fwd(p_4: ILayer, p_5: ILayer, p_6: f32, p_7: f32) -> twice_fwd_Result {
    var t_37: u32 = p_4.typeId;
    var t_38: f32;
    var t_39: f32;
    switch (t_37) {
    case 0u: {
        var t_40: f32 = p_4.p0.s;
        var t_41: f32 = t_40 * p_6;
        var t_42: f32 = p_6 * p_5.p0.s + t_40 * p_7;
        t_38 = t_41;
        t_39 = t_42;
        break;
    }
    case 1u: {
        var t_43: Affine = p_4.p1;
        var t_44: Affine = p_5.p1;
        var t_45: f32 = t_43.a;
        var t_46: f32 = t_45 * p_6;
        var t_47: f32 = t_46 * p_6 + t_43.b;
        var t_48: f32 = p_6 * (p_6 * t_44.a + t_45 * p_7) + t_46 * p_7 + t_44.b;
        t_38 = t_47;
        t_39 = t_48;
        break;
    }
    default: {
        var t_49: f32 = 0.0f;
        var t_50: f32 = 0.0f;
        t_38 = t_49;
        t_39 = t_50;
        break;
    }
    }
    var t_51: f32 = p_6 * 2.0f;
    var t_52: f32 = 2.0f * p_7;
    var t_53: f32;
    var t_54: f32;
    switch (t_37) {
    case 0u: {
        var t_55: f32 = p_4.p0.s;
        var t_56: f32 = t_55 * t_51;
        var t_57: f32 = t_51 * p_5.p0.s + t_55 * t_52;
        t_53 = t_56;
        t_54 = t_57;
        break;
    }
    case 1u: {
        var t_58: Affine = p_4.p1;
        var t_59: Affine = p_5.p1;
        var t_60: f32 = t_58.a;
        var t_61: f32 = t_60 * t_51;
        var t_62: f32 = t_61 * t_51 + t_58.b;
        var t_63: f32 = t_51 * (t_51 * t_59.a + t_60 * t_52) + t_61 * t_52 + t_59.b;
        t_53 = t_62;
        t_54 = t_63;
        break;
    }
    default: {
        var t_64: f32 = 0.0f;
        var t_65: f32 = 0.0f;
        t_53 = t_64;
        t_54 = t_65;
        break;
    }
    }
    return twice_fwd_Result(t_38 + t_53, t_39 + t_54);
}
fn model_bwd(p_8: u32, p_9: f32, p_10: f32, p_11: f32) -> model_bwd_Grads {
    var t_66: bool = p_8 == 0u;
    var l: ILayer;
    if (t_66) {
        l = ILayer(0u, Scale(p_9 * p_9), Affine(0.0f, 0.0f, 0i));
    } else {
        l = ILayer(1u, Scale(0.0f), Affine(p_9, 2.0f * p_9, 3i));
    }
    var t_67: f32 = twice(l, p_10);
    var t_68: twice_bwd_Grads = twice_bwd(l, p_10, p_10 * p_11);
    var t_69: ILayer = t_68.f0;
    var t_70: f32;
    if (t_66) {
        var t_71: f32 = p_9 * t_69.p0.s;
        t_70 = t_71 + t_71;
    } else {
        var t_72: Affine = t_69.p1;
        t_70 = t_72.a + 2.0f * t_72.b;
    }
    return model_bwd_Grads(t_70, t_67 * p_11 + t_68.f1);
}
fn model_fwd(p_12: u32, p_13: f32, p_14: f32, p_15: f32, p_16: f32) -> model_fwd_Result {
    var l_1: ILayer;
    var t_73: ILayer;
    if (p_12 == 0u) {
        var t_74: f32 = p_13 * p_14;
        var t_75: ILayer = ILayer(0u, Scale(p_13 * p_13), Affine(0.0f, 0.0f, 0i));
        var t_76: ILayer = ILayer(0u, Scale(t_74 + t_74), Affine(0.0f, 0.0f, 0i));
        l_1 = t_75;
        t_73 = t_76;
    } else {
        var t_77: ILayer = ILayer(1u, Scale(0.0f), Affine(p_13, 2.0f * p_13, 3i));
        var t_78: ILayer = ILayer(1u, Scale(0.0f), Affine(p_14, 2.0f * p_14, 0i));
        l_1 = t_77;
        t_73 = t_78;
    }
    var t_79: twice_fwd_Result = twice_fwd(l_1, t_73, p_15, p_16);
    var t_80: f32 = t_79.p;
    return model_fwd_Result(t_80 * p_15, p_15 * t_79.d + t_80 * p_16);
}
fn computeMain_1() {
    var i: u32;
    var i_1: u32 = 0u;
    for (;;) {
        if (i_1 < 2u) {
        } else {
            i = i_1;
            break;
        }
        var t_81: u32 = kinds.data[i_1];
        var t_82: u32 = i_1 * 4u;
        var t_83: model_fwd_Result = model_fwd(t_81, 1.5f, 1.0f, 2.0f, 0.0f);
        outputBuffer.data[t_82] = t_83.d;
        var t_84: model_fwd_Result = model_fwd(t_81, 1.5f, 0.0f, 2.0f, 1.0f);
        outputBuffer.data[t_82 + 1u] = t_84.d;
        var t_85: model_bwd_Grads = model_bwd(t_81, 1.5f, 2.0f, 1.0f);
        outputBuffer.data[t_82 + 2u] = t_85.f0;
        outputBuffer.data[t_82 + 3u] = t_85.f1;
        i_1 = i_1 + 1u;
        continue;
    }
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
