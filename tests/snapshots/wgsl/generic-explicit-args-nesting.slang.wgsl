struct RWStructuredBuffer {
    data: array<f32>,
}
struct W {
    v: f32,
}
struct Twice_W_ {
    inner: W,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 25.0f;
    var t: f32 = dropFirst(W(1.0f), W(2.0f), Twice_W_(W(4.0f)));
    outputBuffer.data[1u] = t;
    outputBuffer.data[2u] = 203.0f;
    var xs: array<f32, 3> = array<f32, 3>();
    xs = array<f32, 3>(1.5f, 2.0f, 0.5f);
    var s: f32;
    var i: i32;
    var s_1: f32 = 0.0f;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            var t_1: f32 = s_1;
            var t_2: i32 = i_1;
            s = t_1;
            i = t_2;
            break;
        }
        var t_3: f32 = xs[i_1];
        var t_4: f32 = s_1 + t_3;
        var t_5: i32 = i_1 + 1i;
        s_1 = t_4;
        i_1 = t_5;
        continue;
    }
    outputBuffer.data[3u] = s;
    outputBuffer.data[4u] = 0.0f;
    return;
}
fn dropFirst(p: W, p_1: W, p_2: Twice_W_) -> f32 {
    return 0.0f + p_1.v + 2.0f * p_2.inner.v + 200.0f;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
