struct RWStructuredBuffer {
    data: array<f32>,
}
struct DifferentialPair_float_ {
    p: f32,
    d: f32,
}
struct Pt {
    u: f32,
    v: f32,
}
struct DifferentialPair_Pt_ {
    p: Pt,
    d: Pt,
}
struct Scale {
    k: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn _func_extension_fwd_diff_710(x: DifferentialPair_float_) -> DifferentialPair_float_ {
    var t: f32 = x.p;
    return DifferentialPair_float_(t * t * t * t, 40.0f * t * t * t * x.d);
}
fn _func_extension_fwd_diff_1360(p: DifferentialPair_Pt_) -> DifferentialPair_float_ {
    var t_1: Pt = p.p;
    var t_2: f32 = t_1.u;
    var t_3: f32 = t_1.v;
    var t_4: Pt = p.d;
    return DifferentialPair_float_(t_2 * t_3, 10.0f * (t_4.u * t_3 + t_2 * t_4.v));
}
fn _func_extension_bwd_diff_1543(self_1: ptr<function, DifferentialPair_Pt_>, dOut: f32) {
    var t_5: f32 = 10.0f * dOut;
    var t_6: f32 = (*self_1).p.v;
    var t_7: f32 = (*self_1).p.u;
    var t_8: Pt = (*self_1).p;
    *self_1 = DifferentialPair_Pt_(t_8, Pt(t_5 * t_6, t_5 * t_7));
    return;
}
fn _func_extension_fwd_diff_1807(self_2: Scale, x_1: DifferentialPair_float_) -> DifferentialPair_float_ {
    var t_9: f32 = self_2.k;
    return DifferentialPair_float_(t_9 * x_1.p, 10.0f * t_9 * x_1.d);
}
fn computeMain_1() {
    var t_10: DifferentialPair_float_ = _func_extension_fwd_diff_710(DifferentialPair_float_(2.0f, 0.5f));
    outputBuffer.data[0u] = t_10.p;
    outputBuffer.data[1u] = t_10.d;
    outputBuffer.data[2u] = 2160.0f;
    outputBuffer.data[3u] = 3.0f;
    outputBuffer.data[4u] = 5.0f;
    var t_11: DifferentialPair_float_ = _func_extension_fwd_diff_1360(DifferentialPair_Pt_(Pt(2.0f, 5.0f), Pt(1.0f, 3.0f)));
    outputBuffer.data[5u] = t_11.p;
    outputBuffer.data[6u] = t_11.d;
    var t_12: DifferentialPair_Pt_ = DifferentialPair_Pt_();
    t_12 = DifferentialPair_Pt_(Pt(2.0f, 5.0f), Pt(1.0f, 3.0f));
    _func_extension_bwd_diff_1543(&t_12, 0.5f);
    var t_13: DifferentialPair_Pt_ = t_12;
    var t_14: Pt = t_13.d;
    outputBuffer.data[7u] = t_14.u;
    outputBuffer.data[8u] = t_14.v;
    var t_15: DifferentialPair_float_ = _func_extension_fwd_diff_1807(Scale(4.0f), DifferentialPair_float_(1.0f, 0.75f));
    outputBuffer.data[9u] = t_15.p;
    outputBuffer.data[10u] = t_15.d;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
