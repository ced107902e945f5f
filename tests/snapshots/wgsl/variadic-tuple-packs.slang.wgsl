enable f16;
struct RWStructuredBuffer {
    data: array<f32>,
}
struct Tuple_float_half_float_ {
    _0: f32,
    _1: f16,
    _2: f32,
}
struct Tuple_float_float_half_ {
    _0: f32,
    _1: f32,
    _2: f16,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<private> cursor: i32 = 0i;
fn computeMain_1() {
    var t: i32 = cursor;
    cursor = t + 1i;
    outputBuffer.data[u32(t)] = 1.0f;
    var t_1: i32 = cursor;
    cursor = t_1 + 1i;
    outputBuffer.data[u32(t_1)] = 3.0f;
    var t_2: i32 = cursor;
    cursor = t_2 + 1i;
    outputBuffer.data[u32(t_2)] = 15.0f;
    var t_3: i32 = cursor;
    cursor = t_3 + 1i;
    outputBuffer.data[u32(t_3)] = 30.0f;
    var t_4: i32 = cursor;
    cursor = t_4 + 1i;
    outputBuffer.data[u32(t_4)] = 25.5f;
    putAll(Tuple_float_half_float_(9.0f, 10.0h, 11.0f));
    putAll_1(Tuple_float_float_half_(1.0f, 2.0f, 3.0h));
    return;
}
fn putAll(t_5: Tuple_float_half_float_) {
    var t_6: i32 = cursor;
    cursor = t_6 + 1i;
    outputBuffer.data[u32(t_6)] = t_5._0;
    var t_7: i32 = cursor;
    cursor = t_7 + 1i;
    outputBuffer.data[u32(t_7)] = f32(t_5._1);
    var t_8: i32 = cursor;
    cursor = t_8 + 1i;
    outputBuffer.data[u32(t_8)] = t_5._2;
    return;
}
fn putAll_1(t_9: Tuple_float_float_half_) {
    var t_10: i32 = cursor;
    cursor = t_10 + 1i;
    outputBuffer.data[u32(t_10)] = t_9._0;
    var t_11: i32 = cursor;
    cursor = t_11 + 1i;
    outputBuffer.data[u32(t_11)] = t_9._1;
    var t_12: i32 = cursor;
    cursor = t_12 + 1i;
    outputBuffer.data[u32(t_12)] = f32(t_9._2);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
