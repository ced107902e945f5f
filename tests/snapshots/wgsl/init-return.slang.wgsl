struct RWStructuredBuffer {
    data: array<i32>,
}
struct Pt {
    x: i32,
}
struct Cell_2_ {
    pad: i32,
}
struct Wrap_2_Cell_2_ {
    extra: i32,
    inner: Cell_2_,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn Pt_init_1(p: ptr<function, Pt>, p_1: i32, p_2: i32) {
    var t: Pt = Pt();
    var t_1: i32 = p_1 + p_2;
    for (;;) {
        if (t_1 > 10i) {
            t.x = t_1 * 2i;
            var t_2: Pt = t;
            t = t_2;
            break;
        }
        t.x = t_1 + 1i;
        if (t_1 < 0i) {
            break;
        }
        var t_3: i32 = t.x;
        t.x = t_3 * 10i;
        break;
    }
    var t_4: Pt = t;
    *p = t_4;
    return;
}
fn computeMain() {
    var t_5: Pt = Pt();
    for (;;) {
        if (true) {
            t_5.x = 24i;
            var t_6: Pt = t_5;
            t_5 = t_6;
            break;
        }
        t_5.x = 13i;
        var t_7: i32 = t_5.x;
        t_5.x = t_7 * 10i;
        break;
    }
    var t_8: Pt = t_5;
    outputBuffer.data[0u] = t_8.x;
    var t_9: Pt = Pt();
    for (;;) {
        t_9.x = 4i;
        var t_10: i32 = t_9.x;
        t_9.x = t_10 * 10i;
        break;
    }
    var t_11: Pt = t_9;
    outputBuffer.data[1u] = t_11.x;
    var t_12: Pt = Pt();
    for (;;) {
        t_12.x = -3i;
        if (true) {
            break;
        }
        var t_13: i32 = t_12.x;
        t_12.x = t_13 * 10i;
        break;
    }
    var t_14: Pt = t_12;
    outputBuffer.data[2u] = t_14.x;
    var t_15: Pt = Pt();
    Pt_init_1(&t_15, 1i, 2i);
    var t_16: Pt = t_15;
    outputBuffer.data[3u] = t_16.x;
    var w: Wrap_2_Cell_2_ = Wrap_2_Cell_2_();
    w.extra = 7i;
    w.inner.pad = 1i;
    var t_17: Wrap_2_Cell_2_ = w;
    var w_1: Wrap_2_Cell_2_ = Wrap_2_Cell_2_();
    w_1 = t_17;
    var t_18: Cell_2_ = w_1.inner;
    var this_1: Cell_2_ = Cell_2_();
    this_1 = t_18;
    var t_19: i32 = this_1.pad;
    var t_20: i32 = w_1.extra;
    outputBuffer.data[4u] = 200i + (6i + t_19) + t_20;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
