struct RWStructuredBuffer {
    data: array<f32>,
}
struct att_fwd_Result {
    p: f32,
    d: f32,
}
struct Seg {
    x0: f32,
    x1: f32,
}
struct Hit {
    s: Seg,
    x: f32,
}
struct att_fwd_bwd_Grads {
    f0: Hit,
    f1: Hit,
}
struct att_fwd_fwd_Result {
    p: att_fwd_Result,
    d: att_fwd_Result,
}
struct viaFwd_bwd_Grads {
    f0: f32,
}
struct viaFwd_fwd_Result {
    p: f32,
    d: f32,
}
struct DifferentialPair_Hit_ {
    p: Hit,
    d: Hit,
}
struct core_diffPair_fwd_Result {
    p: DifferentialPair_Hit_,
    d: DifferentialPair_Hit_,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn att_fwd(p: Hit, p_1: Hit) -> att_fwd_Result {
    var t: Seg = p.s;
    var t_1: f32 = t.x0;
    var t_2: f32 = t.x1;
    var t_3: f32 = p.x;
    var t_4: Seg = p_1.s;
    var t_5: f32 = t_2 - t_3;
    var t_6: f32 = t_3 - t_1;
    var t_7: f32 = t_5 + t_6;
    var t_8: f32 = (t_5 * t_1 + t_6 * t_2) / t_7;
    return att_fwd_Result(t_8, 1.0f / t_7 * (t_1 * 0.0f + t_5 * t_4.x0 + (t_2 * 0.0f + t_6 * t_4.x1)) + -(t_8 / t_7) * 0.0f);
}
fn att_fwd_bwd(p_2: Hit, p_3: Hit, p_4: att_fwd_Result) -> att_fwd_bwd_Grads {
    var t_9: Seg = p_2.s;
    var t_10: f32 = p_2.x;
    var t_11: f32 = t_9.x1 - t_10;
    var t_12: f32 = t_10 - t_9.x0;
    var t_13: f32 = 1.0f / (t_11 + t_12);
    var t_14: f32 = p_4.d;
    var t_15: f32 = t_13 * t_14;
    var t_16: f32 = t_13 * (p_4.p + t_13 * -(0.0f * t_14));
    var t_17: f32 = 0.0f * t_15;
    var t_18: Hit = Hit(Seg(0.0f, 0.0f), 0.0f);
    t_18.s = Seg(0.0f + t_11 * t_15, t_12 * t_15 + 0.0f);
    var t_19: Hit = Hit(Seg(0.0f, 0.0f), 0.0f);
    t_19.s = Seg(0.0f + (t_17 + t_11 * t_16), t_17 + t_12 * t_16 + 0.0f);
    return att_fwd_bwd_Grads(t_19, t_18);
}
fn att_fwd_fwd(p_5: Hit, p_6: Hit, p_7: Hit, p_8: Hit) -> att_fwd_fwd_Result {
    var t_20: Seg = p_5.s;
    var t_21: f32 = t_20.x0;
    var t_22: f32 = t_20.x1;
    var t_23: f32 = p_5.x;
    var t_24: Seg = p_6.s;
    var t_25: f32 = t_24.x0;
    var t_26: f32 = t_24.x1;
    var t_27: Seg = p_7.s;
    var t_28: f32 = t_27.x0;
    var t_29: f32 = t_27.x1;
    var t_30: Seg = p_8.s;
    var t_31: f32 = t_22 - t_23;
    var t_32: f32 = t_23 - t_21;
    var t_33: f32 = t_21 * 0.0f;
    var t_34: f32 = t_22 * 0.0f;
    var t_35: f32 = t_33 + t_31 * t_28 + (t_34 + t_32 * t_29);
    var t_36: f32 = t_31 + t_32;
    var t_37: f32 = (t_31 * t_21 + t_32 * t_22) / t_36;
    var t_38: f32 = 1.0f / t_36;
    var t_39: f32 = t_37 / t_36;
    var t_40: f32 = -t_39 * 0.0f;
    var t_41: f32 = t_38 * (t_33 + t_31 * t_25 + (t_34 + t_32 * t_26)) + t_40;
    return att_fwd_fwd_Result(att_fwd_Result(t_37, t_38 * t_35 + t_40), att_fwd_Result(t_41, t_35 * (-(t_38 / t_36) * 0.0f) + t_38 * (0.0f * t_25 + t_33 + (t_28 * 0.0f + t_31 * t_30.x0) + (0.0f * t_26 + t_34 + (t_29 * 0.0f + t_32 * t_30.x1))) + (0.0f * -(t_38 * t_41 + -(t_39 / t_36) * 0.0f) + t_40)));
}
fn viaFwd(x0: f32) -> f32 {
    var t_42: att_fwd_Result = att_fwd(Hit(Seg(x0, 0.7f), 0.5f), Hit(Seg(0.0f, 0.0f), 1.0f));
    return t_42.p;
}
fn viaFwd_bwd(p_9: f32, p_10: f32) -> viaFwd_bwd_Grads {
    var t_43: Hit = Hit(Seg(p_9, 0.7f), 0.5f);
    var t_44: att_fwd_Result = att_fwd(t_43, Hit(Seg(0.0f, 0.0f), 1.0f));
    var t_45: att_fwd_bwd_Grads = att_fwd_bwd(t_43, Hit(Seg(0.0f, 0.0f), 1.0f), att_fwd_Result(0.0f + p_10, 0.0f));
    return viaFwd_bwd_Grads(0.0f + t_45.f0.s.x0);
}
fn viaFwd_fwd(p_11: f32, p_12: f32) -> viaFwd_fwd_Result {
    var t_46: core_diffPair_fwd_Result = core_diffPair_fwd(Hit(Seg(p_11, 0.7f), 0.5f), Hit(Seg(p_12, 0.0f), 0.0f), Hit(Seg(0.0f, 0.0f), 1.0f), Hit(Seg(0.0f, 0.0f), 0.0f));
    var t_47: DifferentialPair_Hit_ = t_46.p;
    var t_48: DifferentialPair_Hit_ = t_46.d;
    var t_49: att_fwd_fwd_Result = att_fwd_fwd(t_47.p, t_48.p, t_47.d, t_48.d);
    return viaFwd_fwd_Result(t_49.p.p, t_49.d.p);
}
fn computeMain_1() {
    var t_50: viaFwd_bwd_Grads = viaFwd_bwd(0.3f, 1.0f);
    outputBuffer.data[0u] = t_50.f0;
    var t_51: viaFwd_fwd_Result = viaFwd_fwd(0.3f, 1.0f);
    outputBuffer.data[1u] = t_51.d;
    var t_52: f32 = viaFwd(0.3f);
    outputBuffer.data[2u] = t_52;
    var t_53: att_fwd_Result = att_fwd(Hit(Seg(0.3f, 0.7f), 0.5f), Hit(Seg(2.0f, 0.0f), 0.0f));
    outputBuffer.data[3u] = t_53.d;
    return;
}
fn core_diffPair_fwd(p_13: Hit, p_14: Hit, p_15: Hit, p_16: Hit) -> core_diffPair_fwd_Result {
    return core_diffPair_fwd_Result(DifferentialPair_Hit_(p_13, p_15), DifferentialPair_Hit_(p_14, p_16));
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
