struct StructuredBuffer {
    data: array<u32>,
}
struct RWStructuredBuffer {
    data: array<f32>,
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
struct Model {
    l: ILayer,
    bias: f32,
}
struct eval_bwd_Grads {
    f0: Model,
    f1: f32,
}
struct eval_fwd_Result {
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
fn eval(p: Model, x: f32) -> f32 {
    var t: ILayer = p.l;
    var t_1: f32;
    switch (t.typeId) {
    case 0u: {
        t_1 = t.p0.s * x;
        break;
    }
    case 1u: {
        t_1 = t.p1.a * x * x;
        break;
    }
    default: {
        t_1 = 0.0f;
        break;
    }
    }
    return t_1 + p.bias * x;
}
fn eval_bwd(p_1: Model, p_2: f32, p_3: f32) -> eval_bwd_Grads {
    var t_2: ILayer = p_1.l;
    var t_3: u32 = t_2.typeId;
    var t_4: f32 = p_2 * p_3;
    var t_5: ILayer;
    var t_6: f32;
    switch (t_3) {
    case 0u: {
        var t_7: Scale = Scale(0.0f);
        t_7.s = t_4;
        var t_8: ILayer;
        if (t_3 == 0u) {
            t_8 = ILayer(0u, t_7, Sq(0.0f));
        } else {
            t_8 = ILayer(4294967295u, Scale(0.0f), Sq(0.0f));
        }
        var t_9: ILayer = t_8;
        var t_10: f32 = t_2.p0.s * p_3;
        t_5 = t_9;
        t_6 = t_10;
        break;
    }
    case 1u: {
        var t_11: f32 = t_2.p1.a;
        var t_12: Sq = Sq(0.0f);
        t_12.a = p_2 * t_4;
        var t_13: ILayer;
        if (t_3 == 1u) {
            t_13 = ILayer(1u, Scale(0.0f), t_12);
        } else {
            t_13 = ILayer(4294967295u, Scale(0.0f), Sq(0.0f));
        }
        var t_14: ILayer = t_13;
        var t_15: f32 = t_11 * p_2 * p_3 + t_11 * t_4;
        t_5 = t_14;
        t_6 = t_15;
        break;
    }
    default: {
        var t_16: ILayer = ILayer(4294967295u, Scale(0.0f), Sq(0.0f));
        var t_17: f32 = 0.0f;
        t_5 = t_16;
        t_6 = t_17;
        break;
    }
    }
    return eval_bwd_Grads(Model(t_5, t_4 + 0.0f), p_1.bias * p_3 + t_6);
}
fn eval_fwd(p_4: Model, p_5: Model, p_6: f32, p_7: f32) -> eval_fwd_Result {
    var t_18: ILayer = p_4.l;
    var t_19: f32 = p_4.bias;
    var t_20: ILayer = p_5.l;
    var t_21: f32;
    var t_22: f32;
    switch (t_18.typeId) {
    case 0u: {
        var t_23: f32 = t_18.p0.s;
        var t_24: f32 = t_23 * p_6;
        var t_25: f32 = p_6 * t_20.p0.s + t_23 * p_7;
        t_21 = t_24;
        t_22 = t_25;
        break;
    }
    case 1u: {
        var t_26: f32 = t_18.p1.a;
        var t_27: f32 = t_26 * p_6;
        var t_28: f32 = t_27 * p_6;
        var t_29: f32 = p_6 * (p_6 * t_20.p1.a + t_26 * p_7) + t_27 * p_7;
        t_21 = t_28;
        t_22 = t_29;
        break;
    }
    default: {
        var t_30: f32 = 0.0f;
        var t_31: f32 = 0.0f;
        t_21 = t_30;
        t_22 = t_31;
        break;
    }
    }
    return eval_fwd_Result(t_21 + t_19 * p_6, t_22 + (p_6 * p_5.bias + t_19 * p_7));
}
fn model_bwd(p_8: u32, p_9: f32, p_10: f32, p_11: f32) -> model_bwd_Grads {
    var t_32: bool = p_8 == 0u;
    var m: ILayer;
    if (t_32) {
        m = ILayer(0u, Scale(p_9), Sq(0.0f));
    } else {
        m = ILayer(1u, Scale(0.0f), Sq(p_9));
    }
    var t_33: Model = Model(m, p_9 * p_9);
    var t_34: f32 = eval(t_33, p_10);
    var t_35: f32 = 2.0f * p_10;
    var t_36: f32 = eval(t_33, t_35);
    var t_37: eval_bwd_Grads = eval_bwd(t_33, t_35, p_11);
    var t_38: Model = t_37.f0;
    var t_39: ILayer = t_38.l;
    var t_40: eval_bwd_Grads = eval_bwd(t_33, p_10, p_11);
    var t_41: Model = t_40.f0;
    var t_42: ILayer = t_41.l;
    var t_43: ILayer;
    switch (t_39.typeId) {
    case 0u: {
        t_43 = ILayer(0u, Scale(t_39.p0.s + t_42.p0.s), Sq(0.0f));
        break;
    }
    case 1u: {
        t_43 = ILayer(1u, Scale(0.0f), Sq(t_39.p1.a + t_42.p1.a));
        break;
    }
    default: {
        t_43 = t_42;
        break;
    }
    }
    var t_44: f32 = p_9 * (t_38.bias + t_41.bias);
    return model_bwd_Grads(t_44 + t_44 + select(t_43.p1.a, t_43.p0.s, t_32), 2.0f * t_37.f1 + t_40.f1);
}
fn model_fwd(p_12: u32, p_13: f32, p_14: f32, p_15: f32, p_16: f32) -> model_fwd_Result {
    var m_1: ILayer;
    var t_45: ILayer;
    if (p_12 == 0u) {
        var t_46: ILayer = ILayer(0u, Scale(p_13), Sq(0.0f));
        var t_47: ILayer = ILayer(0u, Scale(p_14), Sq(0.0f));
        m_1 = t_46;
        t_45 = t_47;
    } else {
        var t_48: ILayer = ILayer(1u, Scale(0.0f), Sq(p_13));
        var t_49: ILayer = ILayer(1u, Scale(0.0f), Sq(p_14));
        m_1 = t_48;
        t_45 = t_49;
    }
    var t_50: f32 = p_13 * p_14;
    var t_51: Model = Model(m_1, p_13 * p_13);
    var t_52: Model = Model(t_45, t_50 + t_50);
    var t_53: eval_fwd_Result = eval_fwd(t_51, t_52, p_15, p_16);
    var t_54: eval_fwd_Result = eval_fwd(t_51, t_52, 2.0f * p_15, 2.0f * p_16);
    return model_fwd_Result(t_53.p + t_54.p, t_53.d + t_54.d);
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
        var t_55: u32 = kinds.data[i_1];
        var t_56: u32 = i_1 * 4u;
        var t_57: model_fwd_Result = model_fwd(t_55, 1.5f, 1.0f, 0.8f, 0.0f);
        outputBuffer.data[t_56] = t_57.d;
        var t_58: model_fwd_Result = model_fwd(t_55, 1.5f, 0.0f, 0.8f, 1.0f);
        outputBuffer.data[t_56 + 1u] = t_58.d;
        var t_59: model_bwd_Grads = model_bwd(t_55, 1.5f, 0.8f, 1.0f);
        outputBuffer.data[t_56 + 2u] = t_59.f0;
        outputBuffer.data[t_56 + 3u] = t_59.f1;
        i_1 = i_1 + 1u;
        continue;
    }
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
