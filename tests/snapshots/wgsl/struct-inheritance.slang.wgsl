struct RWStructuredBuffer {
    data: array<i32>,
}
struct Derived {
    a: i32,
    b: i32,
}
struct Base {
    a: i32,
}
struct Leaf {
    a: i32,
    b: i32,
    c: i32,
}
struct Tally_3_ {
    scale: i32,
    extra: i32,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var d: Derived = Derived();
    d = Derived(5i, 7i);
    var t: i32 = d.a;
    var t_1: i32 = d.b;
    outputBuffer.data[0u] = t * 10i + t_1;
    var e: Derived = Derived();
    e = Derived(3i, 4i);
    var t_2: i32 = e.a;
    e.a = t_2 + 2i;
    var t_3: Derived = e;
    var this_1: Derived = Derived();
    this_1 = t_3;
    var t_4: Derived = this_1;
    var this_2: Derived = Derived();
    this_2 = t_4;
    var t_5: i32 = this_2.a;
    var t_6: i32 = this_1.b;
    outputBuffer.data[1u] = t_5 * 2i + t_6;
    var t_7: Derived = e;
    var this_3: Base = Base();
    this_3 = Base(t_7.a);
    var t_8: i32 = this_3.a;
    outputBuffer.data[2u] = t_8 * 2i + 1i;
    var t_9: Derived = e;
    var this_4: Derived = Derived();
    this_4 = t_9;
    var t_10: i32 = this_4.a;
    var this_5: Derived = Derived();
    this_5 = t_9;
    var t_11: Derived = this_5;
    var this_6: Derived = Derived();
    this_6 = t_11;
    var t_12: i32 = this_6.a;
    var t_13: i32 = this_5.b;
    outputBuffer.data[3u] = t_10 * 2i * 1000i + (t_12 * 2i + t_13);
    var l: Leaf = Leaf();
    l = Leaf(1i, 2i, 3i);
    var t_14: i32 = l.a;
    l.a = t_14 + 4i;
    var t_15: Leaf = l;
    var this_7: Leaf = Leaf();
    this_7 = t_15;
    var t_16: i32 = this_7.a;
    var t_17: i32 = this_7.b;
    var t_18: i32 = this_7.c;
    outputBuffer.data[4u] = t_16 * 100i + t_17 * 10i + t_18;
    var t_19: Leaf = l;
    var this_8: Base = Base();
    this_8 = Base(t_19.a);
    var t_20: i32 = this_8.a;
    var t_21: Leaf = l;
    var this_9: Leaf = Leaf();
    this_9 = t_21;
    var t_22: Leaf = this_9;
    var this_10: Leaf = Leaf();
    this_10 = t_22;
    var t_23: i32 = this_10.a;
    var t_24: i32 = this_9.b;
    outputBuffer.data[5u] = t_20 * 2i + 1i + (t_23 * 2i + t_24);
    var this_11: Tally_3_ = Tally_3_();
    this_11 = Tally_3_(2i, 4i);
    var t_25: Tally_3_ = this_11;
    var this_12: Tally_3_ = Tally_3_();
    this_12 = t_25;
    var t_26: i32 = this_12.scale;
    var t_27: i32 = this_11.extra;
    outputBuffer.data[6u] = 3i * t_26 * 10i + t_27;
    var this_13: Tally_3_ = Tally_3_();
    this_13 = Tally_3_(2i, 4i);
    var t_28: i32 = this_13.scale;
    outputBuffer.data[7u] = 3i * t_28;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
