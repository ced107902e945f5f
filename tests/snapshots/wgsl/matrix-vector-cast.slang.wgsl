struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: f32 = 1.0f + f32(t.x);
    var t_2: mat2x2<f32> = mat2x2<f32>(vec2<f32>(t_1, 2.0f), vec2<f32>(3.0f, 4.0f));
    outputBuffer.data[0u] = i32(t_1 * 1000.0f + 200.0f + 30.0f + 4.0f);
    outputBuffer.data[1u] = 2030i;
    var t_3: array<vec2<i32>, 2> = core_select(array<vec2<bool>, 2>(vec2<bool>(true, false), vec2<bool>(false, true)), array<vec2<i32>, 2>(vec2<i32>(10i, 20i), vec2<i32>(30i, 40i)), array<vec2<i32>, 2>(vec2<i32>(1i, 2i), vec2<i32>(3i, 4i)));
    var t_4: vec2<i32> = t_3[0];
    var t_5: vec2<i32> = t_3[1];
    outputBuffer.data[2u] = t_4.x + t_4.y * 100i + t_5.x * 1000i + t_5.y * 10000i;
    var t_6: mat2x2<f32> = core_select_1(array<vec2<bool>, 2>(vec2<bool>(false, false), vec2<bool>(true, true)), t_2, t_2 * -1.0);
    var t_7: vec2<f32> = t_6[0];
    var t_8: vec2<f32> = t_6[1];
    outputBuffer.data[3u] = i32(t_7.x * 1000.0f + t_7.y * 100.0f + t_8.x * 10.0f + t_8.y);
    return;
}
fn core_select(c: array<vec2<bool>, 2>, p: array<vec2<i32>, 2>, p_1: array<vec2<i32>, 2>) -> array<vec2<i32>, 2> {
    var c_1: array<vec2<bool>, 2> = array<vec2<bool>, 2>();
    c_1 = c;
    var a: array<vec2<i32>, 2> = array<vec2<i32>, 2>();
    a = p;
    var b: array<vec2<i32>, 2> = array<vec2<i32>, 2>();
    b = p_1;
    var r: array<vec2<i32>, 2> = array<vec2<i32>, 2>();
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 2i) {
        } else {
            i = i_1;
            break;
        }
        var t_9: vec2<bool> = c_1[i_1];
        var t_10: vec2<i32> = a[i_1];
        var t_11: vec2<i32> = b[i_1];
        var c_2: vec2<bool> = vec2<bool>();
        c_2 = t_9;
        var a_1: vec2<i32> = vec2<i32>();
        a_1 = t_10;
        var b_1: vec2<i32> = vec2<i32>();
        b_1 = t_11;
        var r_1: vec2<i32> = vec2<i32>();
        var i_2: i32;
        var i_3: i32 = 0i;
        for (;;) {
            if (i_3 < 2i) {
            } else {
                i_2 = i_3;
                break;
            }
            var t_12: bool = c_2[i_3];
            var t_13: i32;
            if (t_12) {
                var t_14: i32 = a_1[i_3];
                t_13 = t_14;
            } else {
                var t_15: i32 = b_1[i_3];
                t_13 = t_15;
            }
            r_1[i_3] = t_13;
            i_3 = i_3 + 1i;
            continue;
        }
        var t_16: vec2<i32> = r_1;
        r[i_1] = t_16;
        i_1 = i_1 + 1i;
        continue;
    }
    var t_17: array<vec2<i32>, 2> = r;
    return t_17;
}
fn core_select_1(c_3: array<vec2<bool>, 2>, a_2: mat2x2<f32>, b_2: mat2x2<f32>) -> mat2x2<f32> {
    var c_4: array<vec2<bool>, 2> = array<vec2<bool>, 2>();
    c_4 = c_3;
    var a_3: mat2x2<f32> = mat2x2<f32>();
    a_3 = a_2;
    var b_3: mat2x2<f32> = mat2x2<f32>();
    b_3 = b_2;
    var r_2: mat2x2<f32> = mat2x2<f32>();
    var i_4: i32;
    var i_5: i32 = 0i;
    for (;;) {
        if (i_5 < 2i) {
        } else {
            i_4 = i_5;
            break;
        }
        var t_18: vec2<bool> = c_4[i_5];
        var t_19: vec2<f32> = a_3[i_5];
        var t_20: vec2<f32> = b_3[i_5];
        var c_5: vec2<bool> = vec2<bool>();
        c_5 = t_18;
        var a_4: vec2<f32> = vec2<f32>();
        a_4 = t_19;
        var b_4: vec2<f32> = vec2<f32>();
        b_4 = t_20;
        var r_3: vec2<f32> = vec2<f32>();
        var i_6: i32;
        var i_7: i32 = 0i;
        for (;;) {
            if (i_7 < 2i) {
            } else {
                i_6 = i_7;
                break;
            }
            var t_21: bool = c_5[i_7];
            var t_22: f32;
            if (t_21) {
                var t_23: f32 = a_4[i_7];
                t_22 = t_23;
            } else {
                var t_24: f32 = b_4[i_7];
                t_22 = t_24;
            }
            r_3[i_7] = t_22;
            i_7 = i_7 + 1i;
            continue;
        }
        var t_25: vec2<f32> = r_3;
        r_2[i_5] = t_25;
        i_5 = i_5 + 1i;
        continue;
    }
    var t_26: mat2x2<f32> = r_2;
    return t_26;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
