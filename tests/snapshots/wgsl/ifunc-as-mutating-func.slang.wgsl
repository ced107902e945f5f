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
    var t_4: i32;
    switch (t) {
    case 0u: {
        var t_5: i32 = x + t_1.k;
        var t_6: i32 = t_2;
        t_3 = t_5;
        t_4 = t_6;
        break;
    }
    case 1u: {
        var t_7: i32 = t_2 + 1i;
        var t_8: i32 = x * 2i + t_7;
        var t_9: i32 = t_7;
        t_3 = t_8;
        t_4 = t_9;
        break;
    }
    default: {
        var t_10: i32 = 0i;
        var t_11: i32 = t_2;
        t_3 = t_10;
        t_4 = t_11;
        break;
    }
    }
    var t_12: i32;
    var t_13: i32;
    switch (t) {
    case 0u: {
        var t_14: i32 = t_3 + t_1.k;
        var t_15: i32 = t_2;
        t_12 = t_14;
        t_13 = t_15;
        break;
    }
    case 1u: {
        var t_16: i32 = t_2 + 1i;
        var t_17: i32 = t_3 * 2i + t_16;
        var t_18: i32 = t_16;
        t_12 = t_17;
        t_13 = t_18;
        break;
    }
    default: {
        var t_19: i32 = 0i;
        var t_20: i32 = t_2;
        t_12 = t_19;
        t_13 = t_20;
        break;
    }
    }
    return t_12;
}
fn applyOnce(f: _IMutatingFunc1_int_int_, x_1: i32) -> i32 {
    var t_21: i32 = f.p1.calls;
    var t_22: i32;
    var t_23: i32;
    switch (f.typeId) {
    case 0u: {
        var t_24: i32 = x_1 + f.p0.k;
        var t_25: i32 = t_21;
        t_22 = t_24;
        t_23 = t_25;
        break;
    }
    case 1u: {
        var t_26: i32 = t_21 + 1i;
        var t_27: i32 = x_1 * 2i + t_26;
        var t_28: i32 = t_26;
        t_22 = t_27;
        t_23 = t_28;
        break;
    }
    default: {
        var t_29: i32 = 0i;
        var t_30: i32 = t_21;
        t_22 = t_29;
        t_23 = t_30;
        break;
    }
    }
    return t_22;
}
fn computeMain_1() {
    var t_31: i32 = applyTwice(_IMutatingFunc1_int_int_(0u, AddK(5i), Counter(0i)), 1i);
    outputBuffer.data[0u] = t_31;
    var t_32: i32 = applyOnce(_IMutatingFunc1_int_int_(1u, AddK(0i), Counter(0i)), 3i);
    outputBuffer.data[1u] = t_32;
    outputBuffer.data[2u] = 0i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
