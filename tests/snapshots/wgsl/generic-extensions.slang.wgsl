struct RWStructuredBuffer {
    data: array<f32>,
}
struct Num {
    v: i32,
}
struct Pair_int_1_ {
    first: i32,
    second: i32,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var this_1: Num = Num();
    this_1 = Num(5i);
    var t: i32 = this_1.v;
    outputBuffer.data[0u] = f32(t + 1i + 1i);
    var this_2: Num = Num();
    this_2 = Num(5i);
    var t_1: i32 = this_2.v;
    outputBuffer.data[1u] = f32((t_1 + 1i + 1i) * 10i);
    outputBuffer.data[2u] = 1000.0f;
    outputBuffer.data[3u] = 12.0f;
    var this_3: vec3<f32> = vec3<f32>();
    this_3 = vec3<f32>(2.5f, 2.5f, 2.5f);
    var s: f32;
    var i: i32;
    var s_1: f32 = 0.0f;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            var t_2: f32 = s_1;
            var t_3: i32 = i_1;
            s = t_2;
            i = t_3;
            break;
        }
        var t_4: f32 = this_3[i_1];
        var t_5: f32 = s_1 + t_4;
        var t_6: i32 = i_1 + 1i;
        s_1 = t_5;
        i_1 = t_6;
        continue;
    }
    outputBuffer.data[4u] = s;
    var this_4: vec2<f32> = vec2<f32>();
    this_4 = vec2<f32>(1.0f, 4.0f);
    var s_2: f32;
    var i_2: i32;
    var s_3: f32 = 0.0f;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 2i) {
        } else {
            var t_7: f32 = s_3;
            var t_8: i32 = i_3;
            s_2 = t_7;
            i_2 = t_8;
            break;
        }
        var t_9: f32 = this_4[i_3];
        var t_10: f32 = s_3 + t_9;
        var t_11: i32 = i_3 + 1i;
        s_3 = t_10;
        i_3 = t_11;
        continue;
    }
    outputBuffer.data[5u] = s_2;
    var this_5: Pair_int_1_ = Pair_int_1_();
    this_5 = Pair_int_1_(8i, 9i);
    var t_12: i32 = this_5.second;
    outputBuffer.data[6u] = f32(t_12);
    outputBuffer.data[7u] = 3.5f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
