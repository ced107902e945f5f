struct RWStructuredBuffer {
    data: array<i32>,
}
struct Bag_3_ {
    bias: i32,
}
struct IFold_3_ {
    typeId: u32,
    p0: Bag_3_,
}
struct Bag_2_ {
    bias: i32,
}
struct IFold_2_ {
    typeId: u32,
    p0: Bag_2_,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 1i;
    outputBuffer.data[1u] = 0i;
    outputBuffer.data[2u] = 1i;
    var t: i32 = apply(IFold_3_(0u, Bag_3_(1i)), 4i);
    outputBuffer.data[3u] = t;
    var t_1: i32 = apply_1(IFold_2_(0u, Bag_2_(0i)), 1i);
    outputBuffer.data[4u] = t_1;
    var xs: array<i32, 3> = array<i32, 3>();
    xs = array<i32, 3>(0i, 0i, 1i);
    var r: i32;
    var i: i32;
    var r_1: i32 = 1i;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            var t_2: i32 = r_1;
            var t_3: i32 = i_1;
            r = t_2;
            i = t_3;
            break;
        }
        var t_4: i32 = xs[i_1];
        var t_5: i32 = r_1 * 2i + t_4;
        var t_6: i32 = i_1 + 1i;
        r_1 = t_5;
        i_1 = t_6;
        continue;
    }
    outputBuffer.data[5u] = r;
    return;
}
fn apply(p: IFold_3_, p_1: i32) -> i32 {
    var xs_1: array<i32, 3> = array<i32, 3>();
    var i_2: i32;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 3i) {
        } else {
            i_2 = i_3;
            break;
        }
        xs_1[i_3] = p_1 + i_3;
        i_3 = i_3 + 1i;
        continue;
    }
    var t_7: array<i32, 3> = xs_1;
    var xs_2: array<i32, 3> = array<i32, 3>();
    xs_2 = t_7;
    var r_2: i32;
    var i_4: i32;
    var r_3: i32 = p.p0.bias;
    var i_5: i32 = 0i;
    for (;;) {
        if (i_5 < 3i) {
        } else {
            var t_8: i32 = r_3;
            var t_9: i32 = i_5;
            r_2 = t_8;
            i_4 = t_9;
            break;
        }
        var t_10: i32 = xs_2[i_5];
        var t_11: i32 = r_3 * 2i + t_10;
        var t_12: i32 = i_5 + 1i;
        r_3 = t_11;
        i_5 = t_12;
        continue;
    }
    return r_2;
}
fn apply_1(f: IFold_2_, seed: i32) -> i32 {
    var xs_3: array<i32, 2> = array<i32, 2>();
    var i_6: i32;
    var i_7: i32 = 0i;
    for (;;) {
        if (i_7 < 2i) {
        } else {
            i_6 = i_7;
            break;
        }
        xs_3[i_7] = seed + i_7;
        i_7 = i_7 + 1i;
        continue;
    }
    var t_13: array<i32, 2> = xs_3;
    var xs_4: array<i32, 2> = array<i32, 2>();
    xs_4 = t_13;
    var r_4: i32;
    var i_8: i32;
    var r_5: i32 = f.p0.bias;
    var i_9: i32 = 0i;
    for (;;) {
        if (i_9 < 2i) {
        } else {
            var t_14: i32 = r_5;
            var t_15: i32 = i_9;
            r_4 = t_14;
            i_8 = t_15;
            break;
        }
        var t_16: i32 = xs_4[i_9];
        var t_17: i32 = r_5 * 2i + t_16;
        var t_18: i32 = i_9 + 1i;
        r_5 = t_17;
        i_9 = t_18;
        continue;
    }
    return r_4;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
