struct RWStructuredBuffer {
    data: array<i32>,
}
struct Table {
    data: array<i32, 4>,
}
struct Scaled_3_ {
    base: i32,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> output: RWStructuredBuffer;
fn computeMain() {
    var t: Table = Table();
    t.data[0i] = 10i;
    t.data[1i] = 12i;
    t.data[2i] = 14i;
    var t_1: Table = t;
    var this_1: Table = Table();
    this_1 = t_1;
    var t_2: i32 = this_1.data[0i];
    var t_3: Table = t;
    var this_2: Table = Table();
    this_2 = t_3;
    var t_4: i32 = this_2.data[1i];
    t.data[3i] = (t_2 + t_4) * 2i;
    var t_5: Table = t;
    var this_3: Table = Table();
    this_3 = t_5;
    var t_6: i32 = this_3.data[0i];
    output.data[0u] = t_6;
    var t_7: Table = t;
    var this_4: Table = Table();
    this_4 = t_7;
    var t_8: i32 = this_4.data[1i];
    output.data[1u] = t_8;
    var t_9: Table = t;
    var this_5: Table = Table();
    this_5 = t_9;
    var t_10: i32 = this_5.data[2i];
    output.data[2u] = t_10;
    var t_11: Table = t;
    var this_6: Table = Table();
    this_6 = t_11;
    var t_12: i32 = this_6.data[3i];
    output.data[3u] = t_12;
    var s: Scaled_3_ = Scaled_3_();
    s.base = 100i;
    var t_13: Scaled_3_ = s;
    var this_7: Scaled_3_ = Scaled_3_();
    this_7 = t_13;
    var t_14: i32 = this_7.base;
    output.data[4u] = t_14 + 6i;
    var t_15: Scaled_3_ = s;
    var this_8: Scaled_3_ = Scaled_3_();
    this_8 = t_15;
    var t_16: i32 = this_8.base;
    var t_17: Scaled_3_ = s;
    var this_9: Scaled_3_ = Scaled_3_();
    this_9 = t_17;
    var t_18: i32 = this_9.base;
    output.data[5u] = t_16 + -12i + (t_18 + 15i);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
