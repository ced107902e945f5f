struct RWStructuredBuffer {
    data: array<i32>,
}
struct Pair_int_ {
    first: i32,
    second: i32,
}
struct Pair_float_ {
    first: f32,
    second: f32,
}
struct Pair_Pair_int_ {
    first: Pair_int_,
    second: Pair_int_,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var p: Pair_int_ = Pair_int_();
    p = Pair_int_(3i, 4i);
    var t: i32 = p.first;
    var t_1: i32 = p.second;
    outputBuffer.data[0u] = t + t_1;
    var p_1: Pair_float_ = Pair_float_();
    p_1 = Pair_float_(1.5f, 2.5f);
    var t_2: f32 = p_1.first;
    var t_3: f32 = p_1.second;
    outputBuffer.data[1u] = i32((t_2 + t_3) * 10.0f);
    var values: array<i32, 3> = array<i32, 3>();
    values = array<i32, 3>(5i, 6i, 7i);
    var s: i32;
    var i: i32;
    var s_1: i32 = 0i;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            var t_4: i32 = s_1;
            var t_5: i32 = i_1;
            s = t_4;
            i = t_5;
            break;
        }
        var t_6: i32 = values[i_1];
        var t_7: i32 = s_1 + t_6;
        var t_8: i32 = i_1 + 1i;
        s_1 = t_7;
        i_1 = t_8;
        continue;
    }
    outputBuffer.data[2u] = s;
    var nested: Pair_Pair_int_ = Pair_Pair_int_();
    nested = Pair_Pair_int_(Pair_int_(3i, 4i), Pair_int_(10i, 20i));
    var t_9: i32 = nested.second.second;
    var t_10: i32 = nested.first.first;
    outputBuffer.data[3u] = t_9 - t_10;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
