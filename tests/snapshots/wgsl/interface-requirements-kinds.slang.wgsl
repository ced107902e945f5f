struct RWStructuredBuffer {
    data: array<i32>,
}
struct D {
    v: i32,
}
struct Derived {
    a: i32,
    b: i32,
}
struct M {
    x: i32,
}
struct N {
    x: i32,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> output: RWStructuredBuffer;
fn computeMain() {
    var d: D = D();
    d.v = 5i;
    var t: D = d;
    var this_1: D = D();
    this_1 = t;
    var t_1: i32 = this_1.v;
    var t_2: D = d;
    var this_2: D = D();
    this_2 = t_2;
    var t_3: i32 = this_2.v;
    var this_3: D = D();
    this_3 = t_2;
    var t_4: i32 = this_3.v;
    output.data[0u] = t_1 + (t_3 + 1i + t_4) * 100i;
    var t_5: D = d;
    var this_4: D = D();
    this_4 = t_5;
    var t_6: i32 = this_4.v;
    var this_5: D = D();
    this_5 = t_5;
    var t_7: i32 = this_5.v;
    output.data[1u] = t_6 + 1i + (t_7 + 2i);
    var t_8: i32 = build(3i);
    output.data[2u] = t_8;
    var t_9: i32 = build_1(3i);
    output.data[3u] = t_9;
    var x: Derived = Derived();
    x.a = 1i;
    x.b = 2i;
    var t_10: Derived = x;
    var this_6: Derived = Derived();
    this_6 = t_10;
    var t_11: i32 = this_6.a;
    var t_12: i32 = this_6.b;
    var t_13: Derived = this_6;
    var this_7: Derived = Derived();
    this_7 = t_13;
    var t_14: i32 = this_7.a;
    output.data[4u] = t_11 + t_12 + t_14;
    var t_15: D = d;
    var this_8: D = D();
    this_8 = t_15;
    var t_16: i32 = this_8.v;
    output.data[5u] = t_16;
    return;
}
fn build(p: i32) -> i32 {
    var m: M = M();
    m.x = p;
    var t_17: M = m;
    var t_18: M = M();
    t_18.x = p + 1i;
    var t_19: M = t_18;
    var this_9: M = M();
    this_9 = t_17;
    var t_20: i32 = this_9.x;
    var this_10: M = M();
    this_10 = t_19;
    var t_21: M = M();
    var t_22: i32 = this_10.x;
    t_21.x = t_22 * 2i + 1i;
    var t_23: M = t_21;
    var this_11: M = M();
    this_11 = t_23;
    var t_24: i32 = this_11.x;
    var this_12: M = M();
    this_12 = t_17;
    var t_25: i32 = this_12.x;
    return t_20 * 10i + t_24 + t_25 * 100i;
}
fn build_1(k: i32) -> i32 {
    var n: N = N();
    n.x = -k;
    var t_26: N = n;
    var t_27: N = N();
    t_27.x = k - 1i;
    var t_28: N = t_27;
    var this_13: N = N();
    this_13 = t_26;
    var t_29: i32 = this_13.x;
    var this_14: N = N();
    this_14 = t_28;
    var n_1: N = N();
    var t_30: i32 = this_14.x;
    n_1.x = t_30 * 3i;
    var t_31: N = n_1;
    var this_15: N = N();
    this_15 = t_31;
    var t_32: i32 = this_15.x;
    return t_29 * 10i + t_32 + 7i;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
