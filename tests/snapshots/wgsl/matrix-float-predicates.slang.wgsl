struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: f32 = outputBuffer.data[0u];
    var t_1: f32 = outputBuffer.data[2u];
    var t_2: mat2x2<f32> = mat2x2<f32>(vec2<f32>(t / t, t_1 / t), vec2<f32>(2.0f, t_1 / t_1 * 1.0f));
    var x: mat2x2<f32> = mat2x2<f32>();
    x = t_2;
    var r: array<vec2<bool>, 2> = array<vec2<bool>, 2>();
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 2i) {
        } else {
            i = i_1;
            break;
        }
        var t_3: vec2<f32> = x[i_1];
        r[i_1] = (bitcast<vec2<u32>>(t_3) & vec2<u32>(2147483647u)) > vec2<u32>(2139095040u);
        i_1 = i_1 + 1i;
        continue;
    }
    var t_4: array<vec2<bool>, 2> = r;
    var n: array<vec2<bool>, 2> = array<vec2<bool>, 2>();
    n = t_4;
    var x_1: mat2x2<f32> = mat2x2<f32>();
    x_1 = t_2;
    var r_1: array<vec2<bool>, 2> = array<vec2<bool>, 2>();
    var i_2: i32;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 2i) {
        } else {
            i_2 = i_3;
            break;
        }
        var t_5: vec2<f32> = x_1[i_3];
        r_1[i_3] = (bitcast<vec2<u32>>(t_5) & vec2<u32>(2147483647u)) == vec2<u32>(2139095040u);
        i_3 = i_3 + 1i;
        continue;
    }
    var t_6: array<vec2<bool>, 2> = r_1;
    var i_4: array<vec2<bool>, 2> = array<vec2<bool>, 2>();
    i_4 = t_6;
    var x_2: mat2x2<f32> = mat2x2<f32>();
    x_2 = t_2;
    var r_2: array<vec2<bool>, 2> = array<vec2<bool>, 2>();
    var i_5: i32;
    var i_6: i32 = 0i;
    for (;;) {
        if (i_6 < 2i) {
        } else {
            i_5 = i_6;
            break;
        }
        var t_7: vec2<f32> = x_2[i_6];
        r_2[i_6] = (bitcast<vec2<u32>>(t_7) & vec2<u32>(2147483647u)) < vec2<u32>(2139095040u);
        i_6 = i_6 + 1i;
        continue;
    }
    var t_8: array<vec2<bool>, 2> = r_2;
    var f: array<vec2<bool>, 2> = array<vec2<bool>, 2>();
    f = t_8;
    var bits: i32;
    var r_3: i32;
    var bits_1: i32 = 0i;
    var r_4: i32 = 0i;
    for (;;) {
        if (r_4 < 2i) {
        } else {
            var t_9: i32 = bits_1;
            var t_10: i32 = r_4;
            bits = t_9;
            r_3 = t_10;
            break;
        }
        var bits_2: i32;
        var c: i32;
        var bits_3: i32 = bits_1;
        var c_1: i32 = 0i;
        for (;;) {
            if (c_1 < 2i) {
            } else {
                var t_11: i32 = bits_3;
                var t_12: i32 = c_1;
                bits_2 = t_11;
                c = t_12;
                break;
            }
            var t_13: i32 = r_4 * 2i + c_1;
            var t_14: bool = n[r_4][c_1];
            var t_15: bool = i_4[r_4][c_1];
            var t_16: bool = f[r_4][c_1];
            var t_17: i32 = bits_3 | (select(0i, 1i, t_14) << bitcast<u32>(t_13 & 31i)) | (select(0i, 1i, t_15) << bitcast<u32>((t_13 + 4i) & 31i)) | (select(0i, 1i, t_16) << bitcast<u32>((t_13 + 8i) & 31i));
            var t_18: i32 = c_1 + 1i;
            bits_3 = t_17;
            c_1 = t_18;
            continue;
        }
        var t_19: i32 = bits_2;
        var t_20: i32 = r_4 + 1i;
        bits_1 = t_19;
        r_4 = t_20;
        continue;
    }
    outputBuffer.data[0u] = f32(bits);
    var x_3: mat2x2<f32> = mat2x2<f32>();
    x_3 = t_2;
    var r_5: array<vec2<bool>, 2> = array<vec2<bool>, 2>();
    var i_7: i32;
    var i_8: i32 = 0i;
    for (;;) {
        if (i_8 < 2i) {
        } else {
            i_7 = i_8;
            break;
        }
        var t_21: vec2<f32> = x_3[i_8];
        r_5[i_8] = (bitcast<vec2<u32>>(t_21) & vec2<u32>(2147483647u)) > vec2<u32>(2139095040u);
        i_8 = i_8 + 1i;
        continue;
    }
    var t_22: array<vec2<bool>, 2> = r_5;
    var t_23: bool = core_any(t_22);
    outputBuffer.data[1u] = select(0.0f, 1.0f, t_23);
    var x_4: mat2x2<f32> = mat2x2<f32>();
    x_4 = t_2;
    var r_6: array<vec2<bool>, 2> = array<vec2<bool>, 2>();
    var i_9: i32;
    var i_10: i32 = 0i;
    for (;;) {
        if (i_10 < 2i) {
        } else {
            i_9 = i_10;
            break;
        }
        var t_24: vec2<f32> = x_4[i_10];
        r_6[i_10] = (bitcast<vec2<u32>>(t_24) & vec2<u32>(2147483647u)) < vec2<u32>(2139095040u);
        i_10 = i_10 + 1i;
        continue;
    }
    var t_25: array<vec2<bool>, 2> = r_6;
    var t_26: bool = core_all(t_25);
    outputBuffer.data[2u] = select(0.0f, 1.0f, t_26);
    var x_5: mat2x2<f32> = mat2x2<f32>();
    x_5 = t_2;
    var r_7: array<vec2<bool>, 2> = array<vec2<bool>, 2>();
    var i_11: i32;
    var i_12: i32 = 0i;
    for (;;) {
        if (i_12 < 2i) {
        } else {
            i_11 = i_12;
            break;
        }
        var t_27: vec2<f32> = x_5[i_12];
        r_7[i_12] = (bitcast<vec2<u32>>(t_27) & vec2<u32>(2147483647u)) == vec2<u32>(2139095040u);
        i_12 = i_12 + 1i;
        continue;
    }
    var t_28: array<vec2<bool>, 2> = r_7;
    outputBuffer.data[3u] = f32(t_28[0].y);
    return;
}
fn core_any(x_6: array<vec2<bool>, 2>) -> bool {
    var x_7: array<vec2<bool>, 2> = array<vec2<bool>, 2>();
    x_7 = x_6;
    var r_8: i32;
    var r_9: i32 = 0i;
    for (;;) {
        if (r_9 < 2i) {
        } else {
            r_8 = r_9;
            break;
        }
        var t_29: vec2<bool> = x_7[r_9];
        if (any(t_29)) {
            return true;
        }
        r_9 = r_9 + 1i;
        continue;
    }
    return false;
}
fn core_all(x_8: array<vec2<bool>, 2>) -> bool {
    var x_9: array<vec2<bool>, 2> = array<vec2<bool>, 2>();
    x_9 = x_8;
    var r_10: i32;
    var r_11: i32 = 0i;
    for (;;) {
        if (r_11 < 2i) {
        } else {
            r_10 = r_11;
            break;
        }
        var t_30: vec2<bool> = x_9[r_11];
        if (!all(t_30)) {
            return false;
        }
        r_11 = r_11 + 1i;
        continue;
    }
    return true;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
