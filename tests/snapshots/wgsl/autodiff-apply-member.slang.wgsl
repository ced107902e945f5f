struct RWStructuredBuffer {
    data: array<f32>,
}
struct Pt {
    a: f32,
    b: f32,
}
struct DifferentialPair_Pt_ {
    p: Pt,
    d: Pt,
}
struct DifferentialPair_float_ {
    p: f32,
    d: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn _func_extension_bwd_diff_737(_func_extension_this: ptr<function, DifferentialPair_Pt_>, s: ptr<function, DifferentialPair_float_>, p: f32) {
    var t: Pt = (*_func_extension_this).p;
    var t_1: f32 = (*s).p;
    var t_2: Pt = (*_func_extension_this).p;
    *_func_extension_this = DifferentialPair_Pt_(t_2, Pt(p * t_1, p * 2.0f * t_1));
    var t_3: f32 = (*s).p;
    *s = DifferentialPair_float_(t_3, p * (t.a + 2.0f * t.b));
    return;
}
fn computeMain_1() {
    var t_4: DifferentialPair_Pt_ = DifferentialPair_Pt_();
    t_4 = DifferentialPair_Pt_(Pt(1.0f, 3.0f), Pt(0.0f, 0.0f));
    var t_5: DifferentialPair_float_ = DifferentialPair_float_();
    t_5 = DifferentialPair_float_(4.0f, 0.0f);
    _func_extension_bwd_diff_737(&t_4, &t_5, 0.5f);
    var t_6: DifferentialPair_Pt_ = t_4;
    var t_7: Pt = t_6.d;
    var t_8: DifferentialPair_float_ = t_5;
    outputBuffer.data[0u] = t_7.a;
    outputBuffer.data[1u] = t_7.b;
    outputBuffer.data[2u] = t_8.d;
    outputBuffer.data[3u] = t_6.p.b;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
