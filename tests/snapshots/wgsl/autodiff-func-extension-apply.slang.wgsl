struct RWStructuredBuffer {
    data: array<f32>,
}
struct DifferentialPair_float_ {
    p: f32,
    d: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn _func_extension_bwd_diff_834(a: ptr<function, DifferentialPair_float_>, b: ptr<function, DifferentialPair_float_>, p: f32) {
    var t: f32 = (*a).p;
    var t_1: f32 = (*b).p;
    var t_2: f32 = 10.0f * p;
    var t_3: f32 = (*a).p;
    *a = DifferentialPair_float_(t_3, t_2 * t_1);
    var t_4: f32 = (*b).p;
    *b = DifferentialPair_float_(t_4, t_2 * t);
    return;
}
fn computeMain_1() {
    var t_5: DifferentialPair_float_ = DifferentialPair_float_();
    t_5 = DifferentialPair_float_(3.0f, 0.0f);
    var t_6: DifferentialPair_float_ = DifferentialPair_float_();
    t_6 = DifferentialPair_float_(5.0f, 0.0f);
    _func_extension_bwd_diff_834(&t_5, &t_6, 2.0f);
    var t_7: DifferentialPair_float_ = t_5;
    var t_8: DifferentialPair_float_ = t_6;
    outputBuffer.data[0u] = t_7.d;
    outputBuffer.data[1u] = t_8.d;
    var t_9: DifferentialPair_float_ = DifferentialPair_float_();
    t_9 = DifferentialPair_float_(1.5f, 0.0f);
    _func_extension_bwd_diff_1143(&t_9, 0.5f);
    var t_10: DifferentialPair_float_ = t_9;
    outputBuffer.data[2u] = t_10.d;
    outputBuffer.data[3u] = 8.0f;
    return;
}
fn _func_extension_bwd_diff_1143(x: ptr<function, DifferentialPair_float_>, _func_extension_dOut: f32) {
    var t_11: f32 = (*x).p;
    var t_12: f32 = (*x).p;
    *x = DifferentialPair_float_(t_12, 20.0f * _func_extension_dOut * t_11);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
