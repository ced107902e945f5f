struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var a: array<i32, 3> = array<i32, 3>();
    a = array<i32, 3>(1i, 2i, 3i);
    var s: i32;
    var i: i32;
    var s_1: i32 = 0i;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            var t: i32 = s_1;
            var t_1: i32 = i_1;
            s = t;
            i = t_1;
            break;
        }
        var t_2: i32 = a[i_1];
        var t_3: i32 = s_1 + t_2;
        var t_4: i32 = i_1 + 1i;
        s_1 = t_3;
        i_1 = t_4;
        continue;
    }
    outputBuffer.data[0u] = s;
    var a_1: array<i32, 5> = array<i32, 5>();
    a_1 = array<i32, 5>(10i, 20i, 30i, 40i, 50i);
    var s_2: i32;
    var i_2: i32;
    var s_3: i32 = 0i;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 5i) {
        } else {
            var t_5: i32 = s_3;
            var t_6: i32 = i_3;
            s_2 = t_5;
            i_2 = t_6;
            break;
        }
        var t_7: i32 = a_1[i_3];
        var t_8: i32 = s_3 + t_7;
        var t_9: i32 = i_3 + 1i;
        s_3 = t_8;
        i_3 = t_9;
        continue;
    }
    outputBuffer.data[1u] = s_2;
    var c: array<i32, 3> = array<i32, 3>();
    c = array<i32, 3>(1i, 2i, 3i);
    var t_10: i32 = c[2i];
    outputBuffer.data[2u] = t_10 * 3i;
    var c_1: array<i32, 5> = array<i32, 5>();
    c_1 = array<i32, 5>(10i, 20i, 30i, 40i, 50i);
    var t_11: i32 = c_1[4i];
    outputBuffer.data[3u] = t_11 * 5i;
    var t_12: array<i32, 3> = array<i32, 3>();
    t_12 = array<i32, 3>(1i, 2i, 3i);
    var i_4: i32;
    var i_5: i32 = 0i;
    for (;;) {
        if (i_5 < 3i) {
        } else {
            i_4 = i_5;
            break;
        }
        var t_13: i32 = t_12[i_5];
        t_12[i_5] = t_13 + 100i;
        i_5 = i_5 + 1i;
        continue;
    }
    var t_14: array<i32, 3> = t_12;
    var a_2: array<i32, 3> = array<i32, 3>();
    a_2 = t_14;
    var s_4: i32;
    var i_6: i32;
    var s_5: i32 = 0i;
    var i_7: i32 = 0i;
    for (;;) {
        if (i_7 < 3i) {
        } else {
            var t_15: i32 = s_5;
            var t_16: i32 = i_7;
            s_4 = t_15;
            i_6 = t_16;
            break;
        }
        var t_17: i32 = a_2[i_7];
        var t_18: i32 = s_5 + t_17;
        var t_19: i32 = i_7 + 1i;
        s_5 = t_18;
        i_7 = t_19;
        continue;
    }
    outputBuffer.data[4u] = s_4;
    var t_20: array<f32, 2> = array<f32, 2>();
    t_20 = array<f32, 2>(0.5f, 1.5f);
    var i_8: i32;
    var i_9: i32 = 0i;
    for (;;) {
        if (i_9 < 2i) {
        } else {
            i_8 = i_9;
            break;
        }
        var t_21: f32 = t_20[i_9];
        t_20[i_9] = t_21 + 1.0f;
        i_9 = i_9 + 1i;
        continue;
    }
    var t_22: array<f32, 2> = t_20;
    outputBuffer.data[5u] = i32(t_22[0] + t_22[1]);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
