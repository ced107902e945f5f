struct RWStructuredBuffer {
    data: array<f32>,
}
struct Tuple_int_float_ {
    _0: i32,
    _1: f32,
}
struct Tuple_float_Tuple_int_float_ {
    _0: f32,
    _1: Tuple_int_float_,
}
struct f_fwd_Result {
    p: Tuple_float_Tuple_int_float_,
    d: Tuple_float_Tuple_int_float_,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn f_fwd(p: Tuple_float_Tuple_int_float_, p_1: Tuple_float_Tuple_int_float_) -> f_fwd_Result {
    var t: f32 = p._0;
    var t_1: Tuple_int_float_ = p._1;
    var t_2: i32 = t_1._0;
    var t_3: f32 = t_1._1;
    var t_4: f32 = p_1._0;
    var t_5: f32 = p_1._1._1;
    var t_6: f32 = f32(t_2);
    return f_fwd_Result(Tuple_float_Tuple_int_float_(t * t_3, Tuple_int_float_(t_2, t + t_6 * t_3)), Tuple_float_Tuple_int_float_(t_3 * t_4 + t * t_5, Tuple_int_float_(0i, t_4 + t_6 * t_5)));
}
fn computeMain_1() {
    var t_7: f_fwd_Result = f_fwd(Tuple_float_Tuple_int_float_(2.0f, Tuple_int_float_(3i, 5.0f)), Tuple_float_Tuple_int_float_(1.0f, Tuple_int_float_(0i, 0.5f)));
    var t_8: Tuple_float_Tuple_int_float_ = t_7.d;
    outputBuffer.data[0u] = t_8._0;
    outputBuffer.data[1u] = t_8._1._1;
    outputBuffer.data[2u] = t_7.p._1._1;
    outputBuffer.data[3u] = 7.0f;
    outputBuffer.data[4u] = 8.0f;
    outputBuffer.data[5u] = 3.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
