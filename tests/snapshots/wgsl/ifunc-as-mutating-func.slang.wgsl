struct RWStructuredBuffer {
    data: array<i32>,
}
struct AddK {
    k: i32,
}
struct Counter {
    calls: i32,
}
struct _IMutatingFunc1_int_int_ {
    typeId: u32,
    p0: AddK,
    p1: Counter,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn applyTwice(p: _IMutatingFunc1_int_int_, x: i32) -> i32 {
    var t: u32 = p.typeId;
    var t_1: AddK = p.p0;
    var t_2: i32 = p.p1.calls;
    var t_3: i32;
    var f: i32;
    switch (t) {
    case 0u: {
        var t_4: i32 = x + t_1.k;
        var t_5: i32 = t_2;
        t_3 = t_4;
        f = t_5;
        break;
    }
    case 1u: {
        var t_6: i32 = t_2 + 1i;
        var t_7: i32 = x * 2i + t_6;
        var t_8: i32 = t_6;
        t_3 = t_7;
        f = t_8;
        break;
    }
    default: {
        var t_9: i32 = 0i;
        var t_10: i32 = t_2;
        t_3 = t_9;
        f = t_10;
        break;
    }
    }
    var t_11: i32;
    var f_1: i32;
    switch (t) {
    case 0u: {
        var t_12: i32 = t_3 + t_1.k;
        var t_13: i32 = f;
        t_11 = t_12;
        f_1 = t_13;
        break;
    }
    case 1u: {
        var t_14: i32 = f + 1i;
        var t_15: i32 = t_3 * 2i + t_14;
        var t_16: i32 = t_14;
        t_11 = t_15;
        f_1 = t_16;
        break;
    }
    default: {
        var t_17: i32 = 0i;
        var t_18: i32 = f;
        t_11 = t_17;
        f_1 = t_18;
        break;
    }
    }
    return t_11;
}
fn computeMain() {
    var t_19: i32 = applyTwice(_IMutatingFunc1_int_int_(0u, AddK(5i), Counter(0i)), 1i);
    outputBuffer.data[0u] = t_19;
    outputBuffer.data[1u] = 7i;
    outputBuffer.data[2u] = 0i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main() {
    computeMain();
}
