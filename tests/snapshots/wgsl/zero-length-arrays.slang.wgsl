struct RWStructuredBuffer {
    data: array<i32>,
}
struct Bag_0_ {
    first: i32,
    last: i32,
}
struct Bag_2_ {
    first: i32,
    items: array<i32, 2>,
    last: i32,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var t: vec3<u32> = GlobalInvocationId;
    var r: Bag_0_ = Bag_0_();
    r.first = 3i;
    r.last = 4i;
    var t_1: Bag_0_ = r;
    var e: Bag_0_ = Bag_0_();
    e = t_1;
    var t_2: Bag_0_ = e;
    var f: Bag_0_ = Bag_0_();
    f = t_2;
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 0i) {
        } else {
            i = i_1;
            break;
        }
        i_1 = i_1 + 1i;
        continue;
    }
    var t_3: i32 = f.first;
    f.first = t_3 + 10i;
    var g: Bag_2_ = Bag_2_();
    g.first = 1i;
    g.items[0i] = 20i;
    g.items[1i] = 300i;
    g.last = 4000i;
    var i_2: i32;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 2i) {
        } else {
            i_2 = i_3;
            break;
        }
        var t_4: i32 = g.items[i_3];
        g.items[i_3] = t_4 + 1i;
        i_3 = i_3 + 1i;
        continue;
    }
    var t_5: i32 = g.first;
    g.first = t_5 + 1i;
    var t_6: Bag_0_ = e;
    var this_1: Bag_0_ = Bag_0_();
    this_1 = t_6;
    var t_7: i32 = this_1.first;
    var t_8: i32 = this_1.last;
    var s: i32;
    var i_4: i32;
    var s_1: i32 = t_7 + t_8;
    var i_5: i32 = 0i;
    for (;;) {
        if (i_5 < 0i) {
        } else {
            var t_9: i32 = s_1;
            var t_10: i32 = i_5;
            s = t_9;
            i_4 = t_10;
            break;
        }
        var t_11: i32 = s_1;
        var t_12: i32 = i_5 + 1i;
        s_1 = t_11;
        i_5 = t_12;
        continue;
    }
    outputBuffer.data[0u] = s;
    var t_13: Bag_0_ = f;
    var this_2: Bag_0_ = Bag_0_();
    this_2 = t_13;
    var t_14: i32 = this_2.first;
    var t_15: i32 = this_2.last;
    var s_2: i32;
    var i_6: i32;
    var s_3: i32 = t_14 + t_15;
    var i_7: i32 = 0i;
    for (;;) {
        if (i_7 < 0i) {
        } else {
            var t_16: i32 = s_3;
            var t_17: i32 = i_7;
            s_2 = t_16;
            i_6 = t_17;
            break;
        }
        var t_18: i32 = s_3;
        var t_19: i32 = i_7 + 1i;
        s_3 = t_18;
        i_7 = t_19;
        continue;
    }
    outputBuffer.data[1u] = s_2;
    var t_20: i32 = f.first;
    var t_21: i32 = e.first;
    outputBuffer.data[2u] = t_20 * 100i + t_21;
    var t_22: Bag_2_ = g;
    var this_3: Bag_2_ = Bag_2_();
    this_3 = t_22;
    var t_23: i32 = this_3.first;
    var t_24: i32 = this_3.last;
    var s_4: i32;
    var i_8: i32;
    var s_5: i32 = t_23 + t_24;
    var i_9: i32 = 0i;
    for (;;) {
        if (i_9 < 2i) {
        } else {
            var t_25: i32 = s_5;
            var t_26: i32 = i_9;
            s_4 = t_25;
            i_8 = t_26;
            break;
        }
        var t_27: i32 = this_3.items[i_9];
        var t_28: i32 = s_5 + t_27;
        var t_29: i32 = i_9 + 1i;
        s_5 = t_28;
        i_9 = t_29;
        continue;
    }
    outputBuffer.data[3u] = s_4;
    var t_30: i32 = e.last;
    outputBuffer.data[4u] = i32(t.x) + t_30;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
