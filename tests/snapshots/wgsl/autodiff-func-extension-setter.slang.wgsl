struct RWStructuredBuffer {
    data: array<f32>,
}
struct Cells {
    c: vec3<f32>,
}
struct Cells_subscript_set_bwd_Grads {
    f0: Cells,
    f1: f32,
}
struct DifferentialPair_Cells_ {
    p: Cells,
    d: Cells,
}
struct DifferentialPair_float_ {
    p: f32,
    d: f32,
}
struct f_bwd_Grads {
    f0: Cells,
    f1: f32,
}
struct f_fwd_Result {
    p: f32,
    d: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn Cells_subscript_set_bwd(p: ptr<function, Cells>, p_1: i32, p_2: f32, p_3: Cells) -> Cells_subscript_set_bwd_Grads {
    var t: Cells = *p;
    var t_1: f32 = 2.0f * p_2;
    var t_2: vec3<f32> = t.c;
    var t_3: bool = p_1 == 0i;
    var t_4: vec3<f32> = t_2;
    t_4.x = select(t_2.x, t_1, t_3);
    var t_5: bool = p_1 == 1i;
    var t_6: vec3<f32> = t_4;
    t_6.y = select(t_2.y, t_1, t_5);
    var t_7: bool = p_1 == 2i;
    var t_8: vec3<f32> = t_6;
    t_8.z = select(t_2.z, t_1, t_7);
    var t_9: Cells = t;
    t_9.c = t_8;
    *p = t_9;
    var t_10: vec3<f32> = p_3.c;
    var t_11: vec3<f32> = t_10;
    t_11.z = 0.0f;
    var t_12: f32 = t_10.z;
    var t_13: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    t_13.z = select(t_12, 0.0f, t_7);
    var t_14: vec3<f32> = t_11;
    t_14.y = 0.0f;
    var t_15: f32 = t_10.y;
    var t_16: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    t_16.y = select(t_15, 0.0f, t_5);
    var t_17: vec3<f32> = t_14;
    t_17.x = 0.0f;
    var t_18: f32 = t_10.x;
    var t_19: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    t_19.x = select(t_18, 0.0f, t_3);
    return Cells_subscript_set_bwd_Grads(Cells(vec3<f32>(0.0f, 0.0f, 0.0f) + (t_13 + t_16 + t_17 + t_19)), 2.0f * (select(0.0f, t_12, t_7) + select(0.0f, t_15, t_5) + select(0.0f, t_18, t_3)));
}
fn _func_extension_fwd_diff_937(p_4: ptr<function, DifferentialPair_Cells_>, i: i32, newValue: DifferentialPair_float_) {
    var t_20: Cells = (*p_4).p;
    var p_5: vec3<f32> = vec3<f32>();
    p_5 = t_20.c;
    var t_21: Cells = (*p_4).d;
    var d: vec3<f32> = vec3<f32>();
    d = t_21.c;
    p_5[i] = 2.0f * newValue.p;
    d[i] = 2.0f * newValue.d;
    var t_22: vec3<f32> = p_5;
    var t_23: vec3<f32> = d;
    *p_4 = DifferentialPair_Cells_(Cells(t_22), Cells(t_23));
    return;
}
fn f_bwd(p_6: Cells, p_7: i32, p_8: f32, p_9: f32) -> f_bwd_Grads {
    var t_24: vec3<f32> = vec3<f32>();
    t_24 = p_6.c;
    var t_25: vec3<f32> = t_24;
    t_24[p_7] = 2.0f * p_8;
    var t_26: vec3<f32> = t_24;
    var t_27: f32 = p_8 * p_9;
    var t_28: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    t_28.z = t_27;
    var t_29: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    t_29.y = t_27;
    var t_30: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    t_30.x = t_27;
    var t_31: Cells = Cells(vec3<f32>(0.0f, 0.0f, 0.0f));
    t_31.c = t_28 + t_29 + t_30;
    var t_32: Cells = Cells();
    t_32 = Cells(t_25);
    var t_33: Cells_subscript_set_bwd_Grads = Cells_subscript_set_bwd(&t_32, p_7, p_8, t_31);
    var t_34: Cells = Cells(vec3<f32>(0.0f, 0.0f, 0.0f));
    t_34.c = t_33.f0.c;
    return f_bwd_Grads(t_34, (t_26.x + t_26.y + t_26.z) * p_9 + t_33.f1);
}
fn f_fwd(p_10: Cells, p_11: Cells, p_12: i32, p_13: f32, p_14: f32) -> f_fwd_Result {
    var t_35: DifferentialPair_Cells_ = DifferentialPair_Cells_();
    t_35 = DifferentialPair_Cells_(p_10, p_11);
    _func_extension_fwd_diff_937(&t_35, p_12, DifferentialPair_float_(p_13, p_14));
    var t_36: DifferentialPair_Cells_ = t_35;
    var t_37: vec3<f32> = t_36.p.c;
    var t_38: vec3<f32> = t_36.d.c;
    var t_39: f32 = t_37.x + t_37.y + t_37.z;
    return f_fwd_Result(t_39 * p_13, p_13 * (t_38.x + t_38.y + t_38.z) + t_39 * p_14);
}
fn computeMain_1() {
    var t_40: f_fwd_Result = f_fwd(Cells(vec3<f32>(1.0f, 2.0f, 3.0f)), Cells(vec3<f32>(0.0f, 0.0f, 0.0f)), 1i, 5.0f, 1.0f);
    outputBuffer.data[0u] = t_40.p;
    outputBuffer.data[1u] = t_40.d;
    var t_41: f_fwd_Result = f_fwd(Cells(vec3<f32>(1.0f, 2.0f, 3.0f)), Cells(vec3<f32>(1.0f, 1.0f, 1.0f)), 1i, 5.0f, 0.0f);
    outputBuffer.data[2u] = t_41.d;
    var t_42: f_bwd_Grads = f_bwd(Cells(vec3<f32>(1.0f, 2.0f, 3.0f)), 1i, 5.0f, 1.0f);
    var t_43: vec3<f32> = t_42.f0.c;
    outputBuffer.data[3u] = t_43.x;
    outputBuffer.data[4u] = t_43.y;
    outputBuffer.data[5u] = t_43.z;
    outputBuffer.data[6u] = t_42.f1;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
