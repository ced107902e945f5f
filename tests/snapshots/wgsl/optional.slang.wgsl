struct RWStructuredBuffer {
    data: array<i32>,
}
struct Optional_int_ {
    value: i32,
    hasValue: bool,
}
struct Pair {
    a: i32,
    b: f32,
}
struct Optional_Pair_ {
    value: Pair,
    hasValue: bool,
}
struct Holder {
    p: Optional_Pair_,
    tag: i32,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var t: Optional_int_;
    for (;;) {
        if (true) {
            t = Optional_int_(5i, true);
            break;
        }
        t = Optional_int_(0i, false);
        break;
    }
    var t_1: i32;
    for (;;) {
        if (t.hasValue) {
            t_1 = t.value;
            break;
        }
        t_1 = -1i;
        break;
    }
    outputBuffer.data[0u] = t_1;
    var t_2: Optional_int_;
    for (;;) {
        t_2 = Optional_int_(0i, false);
        break;
    }
    var t_3: i32;
    for (;;) {
        if (t_2.hasValue) {
            t_3 = t_2.value;
            break;
        }
        t_3 = -1i;
        break;
    }
    outputBuffer.data[1u] = t_3;
    var o: Optional_int_ = Optional_int_();
    o = Optional_int_(4i, true);
    var t_4: bool = o.hasValue;
    var t_5: i32;
    if (t_4) {
        var t_6: i32 = o.value;
        t_5 = t_6;
    } else {
        t_5 = 100i;
    }
    outputBuffer.data[2u] = t_5;
    o = Optional_int_(0i, false);
    var t_7: bool = o.hasValue;
    var t_8: i32;
    if (t_7) {
        t_8 = 1i;
    } else {
        t_8 = 2i;
    }
    outputBuffer.data[3u] = t_8;
    var t_9: i32;
    for (;;) {
        if (true) {
            t_9 = 9i;
            break;
        }
        t_9 = 0i;
        break;
    }
    outputBuffer.data[4u] = t_9;
    var t_10: Optional_int_ = o;
    var o_1: Optional_int_ = Optional_int_();
    o_1 = t_10;
    var t_11: bool = o_1.hasValue;
    var n: i32;
    if (!t_11) {
        n = 1i;
    } else {
        n = 0i;
    }
    var t_12: Optional_int_ = o;
    var o_2: Optional_int_ = Optional_int_();
    o_2 = t_12;
    var t_13: bool = o_2.hasValue;
    var n_1: i32;
    if (!t_13) {
        n_1 = n + 10i;
    } else {
        n_1 = n;
    }
    var t_14: Optional_int_ = o;
    var o_3: Optional_int_ = Optional_int_();
    o_3 = t_14;
    var t_15: bool = o_3.hasValue;
    var n_2: i32;
    if (t_15) {
        n_2 = n_1 + 100i;
    } else {
        n_2 = n_1;
    }
    o = Optional_int_(3i, true);
    var t_16: Optional_int_ = o;
    var o_4: Optional_int_ = Optional_int_();
    o_4 = t_16;
    var t_17: bool = o_4.hasValue;
    var n_3: i32;
    if (t_17) {
        n_3 = n_2 + 1000i;
    } else {
        n_3 = n_2;
    }
    outputBuffer.data[5u] = n_3;
    var h: Holder = Holder();
    var t_18: Optional_Pair_;
    for (;;) {
        var p: Pair = Pair();
        p.a = 30i;
        p.b = 0.5f;
        if (true) {
            var t_19: Pair = p;
            t_18 = Optional_Pair_(t_19, true);
            break;
        }
        t_18 = Optional_Pair_(Pair(0i, 0.0f), false);
        break;
    }
    h.p = t_18;
    h.tag = 1i;
    var t_20: Optional_Pair_ = h.p;
    var q: Pair = Pair();
    q = t_20.value;
    if (t_20.hasValue) {
        var t_21: i32 = q.a;
        var t_22: f32 = q.b;
        outputBuffer.data[6u] = t_21 + i32(t_22 * 4.0f);
    }
    var t_23: Optional_Pair_;
    for (;;) {
        var p_1: Pair = Pair();
        p_1.a = -10i;
        p_1.b = 0.5f;
        t_23 = Optional_Pair_(Pair(0i, 0.0f), false);
        break;
    }
    h.p = t_23;
    var t_24: bool = h.p.hasValue;
    var t_25: i32;
    if (t_24) {
        t_25 = 1i;
    } else {
        t_25 = 0i;
    }
    outputBuffer.data[7u] = t_25;
    var t_26: Optional_Pair_;
    for (;;) {
        var p_2: Pair = Pair();
        p_2.a = 20i;
        p_2.b = 0.5f;
        if (true) {
            var t_27: Pair = p_2;
            t_26 = Optional_Pair_(t_27, true);
            break;
        }
        t_26 = Optional_Pair_(Pair(0i, 0.0f), false);
        break;
    }
    var q_1: Pair = Pair();
    q_1 = t_26.value;
    if (t_26.hasValue) {
        var t_28: i32 = q_1.a;
        outputBuffer.data[8u] = t_28;
    } else {
        outputBuffer.data[8u] = -5i;
    }
    var t_29: Optional_Pair_;
    for (;;) {
        var p_3: Pair = Pair();
        p_3.a = 0i;
        p_3.b = 0.5f;
        t_29 = Optional_Pair_(Pair(0i, 0.0f), false);
        break;
    }
    var q_2: Pair = Pair();
    q_2 = t_29.value;
    if (t_29.hasValue) {
        var t_30: i32 = q_2.a;
        outputBuffer.data[9u] = t_30;
    } else {
        outputBuffer.data[9u] = -5i;
    }
    var t_31: i32;
    for (;;) {
        if (true) {
            t_31 = 6i;
            break;
        }
        t_31 = 0i;
        break;
    }
    var t_32: i32;
    for (;;) {
        t_32 = 3i;
        break;
    }
    outputBuffer.data[10u] = t_31 * 10i + t_32;
    var t_33: Optional_Pair_;
    for (;;) {
        var p_4: Pair = Pair();
        p_4.a = 10i;
        p_4.b = 0.5f;
        if (true) {
            var t_34: Pair = p_4;
            t_33 = Optional_Pair_(t_34, true);
            break;
        }
        t_33 = Optional_Pair_(Pair(0i, 0.0f), false);
        break;
    }
    var wp: Optional_Pair_ = Optional_Pair_();
    wp = Optional_Pair_(t_33.value, true);
    var t_35: bool = wp.hasValue;
    var t_36: i32;
    if (t_35) {
        var t_37: i32 = wp.value.a;
        t_36 = t_37;
    } else {
        t_36 = 0i;
    }
    outputBuffer.data[11u] = t_36;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
