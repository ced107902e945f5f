struct RWStructuredBuffer {
    data: array<i32>,
}
struct Pair_int_ {
    a: i32,
    b: i32,
}
struct Pair_float_ {
    a: f32,
    b: f32,
}
struct Plain {
    v: i32,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> output: RWStructuredBuffer;
fn computeMain() {
    var t: vec3<u32> = GlobalInvocationId;
    var p: Pair_int_ = Pair_int_();
    p.a = i32(t.x) + 6i;
    p.b = 7i;
    var t_1: Pair_int_ = p;
    var this_1: Pair_int_ = Pair_int_();
    this_1 = t_1;
    var t_2: i32 = this_1.a;
    var t_3: i32 = this_1.b;
    output.data[0u] = t_2 + t_3;
    var t_4: Pair_int_ = p;
    var this_2: Pair_int_ = Pair_int_();
    this_2 = t_4;
    var t_5: i32 = this_2.a;
    var t_6: i32 = this_2.b;
    output.data[1u] = t_5 * t_6;
    var q: Pair_float_ = Pair_float_();
    q.a = 1.5f;
    q.b = 4.0f;
    var t_7: Pair_float_ = q;
    var this_3: Pair_float_ = Pair_float_();
    this_3 = t_7;
    var t_8: f32 = this_3.a;
    var t_9: f32 = this_3.b;
    output.data[2u] = i32(t_8 * t_9);
    var s: Plain = Plain();
    s.v = 9i;
    var t_10: i32 = s.v;
    output.data[3u] = t_10;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
