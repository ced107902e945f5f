struct RWStructuredBuffer {
    data: array<f32>,
}
struct Weight_float_ {
    k: f32,
}
struct DifferentialPair_Weight_float_ {
    p: Weight_float_,
    d: Weight_float_,
}
struct DifferentialPair_float_ {
    p: f32,
    d: f32,
}
struct Row {
    v: vec3<f32>,
}
struct DifferentialPair_Row_ {
    p: Row,
    d: Row,
}
struct pick_bwd_Grads {
    f0: Row,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn _func_extension_bwd_diff_916(_func_extension_this: ptr<function, DifferentialPair_Weight_float_>, x: ptr<function, DifferentialPair_float_>, p: f32) {
    var t: Weight_float_ = (*_func_extension_this).p;
    var t_1: f32 = (*x).p;
    var t_2: Weight_float_ = (*_func_extension_this).p;
    *_func_extension_this = DifferentialPair_Weight_float_(t_2, Weight_float_(p * t_1 * t_1));
    var t_3: f32 = (*x).p;
    *x = DifferentialPair_float_(t_3, p * 2.0f * t.k * t_1);
    return;
}
fn _func_extension_fwd_diff_1177(p_1: DifferentialPair_Row_, i: i32) -> DifferentialPair_float_ {
    var self_1: vec3<f32> = vec3<f32>();
    self_1 = p_1.d.v;
    var this_1: vec3<f32> = vec3<f32>();
    this_1 = p_1.p.v;
    var t_4: f32 = this_1[i];
    var t_5: f32 = self_1[i];
    return DifferentialPair_float_(t_4 * 3.0f, t_5 * 3.0f);
}
fn pick_bwd(p_2: Row, p_3: i32, p_4: f32) -> pick_bwd_Grads {
    var this_2: vec3<f32> = vec3<f32>();
    var t_6: vec3<f32> = p_2.v;
    this_2 = t_6;
    var t_7: f32 = this_2[p_3];
    var this_3: vec3<f32> = vec3<f32>();
    this_3 = t_6;
    var t_8: f32 = this_3[p_3];
    var d: vec3<f32> = vec3<f32>();
    d = vec3<f32>(0.0f, 0.0f, 0.0f);
    d[p_3] = t_7 * 3.0f * p_4 * 3.0f;
    var t_9: vec3<f32> = d;
    var d_1: vec3<f32> = vec3<f32>();
    d_1 = vec3<f32>(0.0f, 0.0f, 0.0f);
    d_1[p_3] = t_8 * 3.0f * p_4 * 3.0f;
    var t_10: vec3<f32> = d_1;
    return pick_bwd_Grads(Row(t_9 + t_10));
}
fn computeMain_1() {
    var t_11: DifferentialPair_Weight_float_ = DifferentialPair_Weight_float_();
    t_11 = DifferentialPair_Weight_float_(Weight_float_(2.0f), Weight_float_(0.0f));
    var t_12: DifferentialPair_float_ = DifferentialPair_float_();
    t_12 = DifferentialPair_float_(5.0f, 0.0f);
    _func_extension_bwd_diff_916(&t_11, &t_12, 1.0f);
    var t_13: DifferentialPair_Weight_float_ = t_11;
    var t_14: DifferentialPair_float_ = t_12;
    outputBuffer.data[0u] = t_13.d.k;
    outputBuffer.data[1u] = t_14.d;
    var t_15: DifferentialPair_float_ = _func_extension_fwd_diff_1177(DifferentialPair_Row_(Row(vec3<f32>(1.0f, 2.0f, 4.0f)), Row(vec3<f32>(0.0f, 0.5f, 0.0f))), 1i);
    var t_16: f32 = t_15.p;
    var t_17: DifferentialPair_float_ = _func_extension_fwd_diff_1177(DifferentialPair_Row_(Row(vec3<f32>(1.0f, 2.0f, 4.0f)), Row(vec3<f32>(0.0f, 0.5f, 0.0f))), 1i);
    var t_18: f32 = t_17.p;
    outputBuffer.data[2u] = t_16 * t_18;
    outputBuffer.data[3u] = t_18 * t_15.d + t_16 * t_17.d;
    var t_19: pick_bwd_Grads = pick_bwd(Row(vec3<f32>(1.0f, 2.0f, 4.0f)), 2i, 1.0f);
    var t_20: vec3<f32> = t_19.f0.v;
    outputBuffer.data[4u] = t_20.x;
    outputBuffer.data[5u] = t_20.y;
    outputBuffer.data[6u] = t_20.z;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
