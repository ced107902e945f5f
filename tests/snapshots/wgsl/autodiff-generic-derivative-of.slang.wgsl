struct RWStructuredBuffer {
    data: array<f32>,
}
struct twice_bwd_Grads {
    f0: array<f32, 2>,
}
struct DifferentialPair_float_2_ {
    p: array<f32, 2>,
    d: array<f32, 2>,
}
struct DifferentialPair_float_3_ {
    p: array<f32, 3>,
    d: array<f32, 3>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn twice_bwd(p: array<f32, 2>, p_1: f32) -> twice_bwd_Grads {
    var x: array<f32, 2> = array<f32, 2>();
    x = p;
    var s: f32;
    var i: i32;
    var s_1: f32 = 0.0f;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 2i) {
        } else {
            var t: f32 = s_1;
            var t_1: i32 = i_1;
            s = t;
            i = t_1;
            break;
        }
        var t_2: f32 = x[i_1];
        var t_3: f32 = x[i_1];
        var t_4: f32 = x[i_1];
        var t_5: f32 = s_1 + t_2 * t_3 * t_4;
        var t_6: i32 = i_1 + 1i;
        s_1 = t_5;
        i_1 = t_6;
        continue;
    }
    var t_7: DifferentialPair_float_2_ = DifferentialPair_float_2_();
    t_7 = DifferentialPair_float_2_(p, array<f32, 2>(0.0f, 0.0f));
    cubeSumBwd(&t_7, 2.0f * p_1);
    var t_8: DifferentialPair_float_2_ = t_7;
    return twice_bwd_Grads(t_8.d);
}
fn computeMain_1() {
    var t_9: DifferentialPair_float_3_ = DifferentialPair_float_3_();
    t_9 = DifferentialPair_float_3_(array<f32, 3>(1.0f, 2.0f, 3.0f), array<f32, 3>(0.0f, 0.0f, 0.0f));
    cubeSumBwd_1(&t_9, 2.0f);
    var t_10: DifferentialPair_float_3_ = t_9;
    var t_11: array<f32, 3> = t_10.d;
    outputBuffer.data[0u] = t_11[0];
    outputBuffer.data[1u] = t_11[1];
    outputBuffer.data[2u] = t_11[2];
    var t_12: twice_bwd_Grads = twice_bwd(array<f32, 2>(0.5f, -1.0f), 1.0f);
    var t_13: array<f32, 2> = t_12.f0;
    outputBuffer.data[3u] = t_13[0];
    outputBuffer.data[4u] = t_13[1];
    var x_1: array<f32, 3> = array<f32, 3>();
    x_1 = array<f32, 3>(1.0f, 2.0f, 3.0f);
    var s_2: f32;
    var i_2: i32;
    var s_3: f32 = 0.0f;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 3i) {
        } else {
            var t_14: f32 = s_3;
            var t_15: i32 = i_3;
            s_2 = t_14;
            i_2 = t_15;
            break;
        }
        var t_16: f32 = x_1[i_3];
        var t_17: f32 = x_1[i_3];
        var t_18: f32 = x_1[i_3];
        var t_19: f32 = s_3 + t_16 * t_17 * t_18;
        var t_20: i32 = i_3 + 1i;
        s_3 = t_19;
        i_3 = t_20;
        continue;
    }
    outputBuffer.data[5u] = s_2;
    return;
}
fn cubeSumBwd(x_2: ptr<function, DifferentialPair_float_2_>, p_2: f32) {
    var g: array<f32, 2> = array<f32, 2>();
    var i_4: i32;
    var i_5: i32 = 0i;
    for (;;) {
        if (i_5 < 2i) {
        } else {
            i_4 = i_5;
            break;
        }
        var t_21: f32 = (*x_2).p[i_5];
        var t_22: f32 = (*x_2).p[i_5];
        g[i_5] = 3.0f * t_21 * t_22 * p_2;
        i_5 = i_5 + 1i;
        continue;
    }
    var t_23: array<f32, 2> = (*x_2).p;
    var t_24: array<f32, 2> = g;
    *x_2 = DifferentialPair_float_2_(t_23, t_24);
    return;
}
fn cubeSumBwd_1(x_3: ptr<function, DifferentialPair_float_3_>, dOut: f32) {
    var g_1: array<f32, 3> = array<f32, 3>();
    var i_6: i32;
    var i_7: i32 = 0i;
    for (;;) {
        if (i_7 < 3i) {
        } else {
            i_6 = i_7;
            break;
        }
        var t_25: f32 = (*x_3).p[i_7];
        var t_26: f32 = (*x_3).p[i_7];
        g_1[i_7] = 3.0f * t_25 * t_26 * dOut;
        i_7 = i_7 + 1i;
        continue;
    }
    var t_27: array<f32, 3> = (*x_3).p;
    var t_28: array<f32, 3> = g_1;
    *x_3 = DifferentialPair_float_3_(t_27, t_28);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
