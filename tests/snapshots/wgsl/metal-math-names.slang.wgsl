enable f16;
struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: f32 = f32(t.x);
    var t_2: f32 = -t_1;
    var t_3: f32 = core_copysign_12(3.0f, t_2);
    var t_4: vec2<f32> = core_copysign_13(vec2<f32>(-1.5f, 2.0f), vec2<f32>(1.0f, -4.0f));
    outputBuffer.data[0u] = i32(t_3 * 10.0f) * 100i + i32(t_4.x * 10.0f) + i32(t_4.y);
    var t_5: f16 = core_copysign_14(3.0h, f16(t_2));
    var t_6: vec2<f16> = core_copysign_15(vec2<f16>(-1.5h, 2.0h), vec2<f16>(1.0h, -4.0h));
    var t_7: vec3<f32> = vec3<f32>(vec3<f16>(t_5, t_6.x, t_6.y));
    outputBuffer.data[1u] = i32(t_7.x * 10.0f) * 100i + i32(t_7.y * 10.0f) + i32(t_7.z);
    outputBuffer.data[2u] = 35i;
    outputBuffer.data[3u] = 3i;
    outputBuffer.data[4u] = 4i;
    outputBuffer.data[5u] = 77i;
    outputBuffer.data[6u] = 16i;
    outputBuffer.data[7u] = 32i;
    outputBuffer.data[8u] = -100i;
    outputBuffer.data[9u] = 100i;
    outputBuffer.data[10u] = i32(max(min(t_1, 2.0f), min(max(t_1, 2.0f), 7.0f)));
    outputBuffer.data[11u] = 6i;
    return;
}
fn core_copysign_12(x: f32, y: f32) -> f32 {
    var r: f32;
    var i: i32;
    var r_1: f32 = 0.0f;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 1i) {
        } else {
            var t_8: f32 = r_1;
            var t_9: i32 = i_1;
            r = t_8;
            i = t_9;
            break;
        }
        var t_10: f32 = select(1.0f, -1.0f, (bitcast<u32>(y) & 2147483648u) != 0u);
        var t_11: i32 = i_1 + 1i;
        r_1 = t_10;
        i_1 = t_11;
        continue;
    }
    var r_2: f32;
    var i_2: i32;
    var r_3: f32 = 0.0f;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 1i) {
        } else {
            var t_12: f32 = r_3;
            var t_13: i32 = i_3;
            r_2 = t_12;
            i_2 = t_13;
            break;
        }
        var t_14: f32 = abs(x) * r;
        var t_15: i32 = i_3 + 1i;
        r_3 = t_14;
        i_3 = t_15;
        continue;
    }
    return r_2;
}
fn core_copysign_13(x_1: vec2<f32>, y_1: vec2<f32>) -> vec2<f32> {
    var c: vec2<bool> = vec2<bool>();
    c = (bitcast<vec2<u32>>(y_1) & vec2<u32>(2147483648u, 2147483648u)) != vec2<u32>(0u, 0u);
    var a: vec2<f32> = vec2<f32>();
    a = vec2<f32>(-1.0f, -1.0f);
    var b: vec2<f32> = vec2<f32>();
    b = vec2<f32>(1.0f, 1.0f);
    var r_4: vec2<f32> = vec2<f32>();
    var i_4: i32;
    var i_5: i32 = 0i;
    for (;;) {
        if (i_5 < 2i) {
        } else {
            i_4 = i_5;
            break;
        }
        var t_16: bool = c[i_5];
        var t_17: f32;
        if (t_16) {
            var t_18: f32 = a[i_5];
            t_17 = t_18;
        } else {
            var t_19: f32 = b[i_5];
            t_17 = t_19;
        }
        r_4[i_5] = t_17;
        i_5 = i_5 + 1i;
        continue;
    }
    var t_20: vec2<f32> = r_4;
    var t_21: vec2<f32> = abs(x_1) * t_20;
    var c_1: vec2<bool> = vec2<bool>();
    c_1 = y_1 == vec2<f32>(0.0f, 0.0f);
    var a_1: vec2<f32> = vec2<f32>();
    a_1 = t_21;
    var b_1: vec2<f32> = vec2<f32>();
    b_1 = t_21;
    var r_5: vec2<f32> = vec2<f32>();
    var i_6: i32;
    var i_7: i32 = 0i;
    for (;;) {
        if (i_7 < 2i) {
        } else {
            i_6 = i_7;
            break;
        }
        var t_22: bool = c_1[i_7];
        var t_23: f32;
        if (t_22) {
            var t_24: f32 = a_1[i_7];
            t_23 = t_24;
        } else {
            var t_25: f32 = b_1[i_7];
            t_23 = t_25;
        }
        r_5[i_7] = t_23;
        i_7 = i_7 + 1i;
        continue;
    }
    var t_26: vec2<f32> = r_5;
    return t_26;
}
fn core_copysign_14(x_2: f16, y_2: f16) -> f16 {
    var r_6: f16;
    var i_8: i32;
    var r_7: f16 = 0.0h;
    var i_9: i32 = 0i;
    for (;;) {
        if (i_9 < 1i) {
        } else {
            var t_27: f16 = r_7;
            var t_28: i32 = i_9;
            r_6 = t_27;
            i_8 = t_28;
            break;
        }
        var t_29: f16 = select(1.0h, -1.0h, (bitcast<u32>(f32(y_2)) & 2147483648u) != 0u);
        var t_30: i32 = i_9 + 1i;
        r_7 = t_29;
        i_9 = t_30;
        continue;
    }
    var r_8: f16;
    var i_10: i32;
    var r_9: f16 = 0.0h;
    var i_11: i32 = 0i;
    for (;;) {
        if (i_11 < 1i) {
        } else {
            var t_31: f16 = r_9;
            var t_32: i32 = i_11;
            r_8 = t_31;
            i_10 = t_32;
            break;
        }
        var t_33: f16 = abs(x_2) * r_6;
        var t_34: i32 = i_11 + 1i;
        r_9 = t_33;
        i_11 = t_34;
        continue;
    }
    return r_8;
}
fn core_copysign_15(x_3: vec2<f16>, y_3: vec2<f16>) -> vec2<f16> {
    var c_2: vec2<bool> = vec2<bool>();
    c_2 = (bitcast<vec2<u32>>(vec2<f32>(y_3)) & vec2<u32>(2147483648u, 2147483648u)) != vec2<u32>(0u, 0u);
    var a_2: vec2<f16> = vec2<f16>();
    a_2 = vec2<f16>(-1.0h, -1.0h);
    var b_2: vec2<f16> = vec2<f16>();
    b_2 = vec2<f16>(1.0h, 1.0h);
    var r_10: vec2<f16> = vec2<f16>();
    var i_12: i32;
    var i_13: i32 = 0i;
    for (;;) {
        if (i_13 < 2i) {
        } else {
            i_12 = i_13;
            break;
        }
        var t_35: bool = c_2[i_13];
        var t_36: f16;
        if (t_35) {
            var t_37: f16 = a_2[i_13];
            t_36 = t_37;
        } else {
            var t_38: f16 = b_2[i_13];
            t_36 = t_38;
        }
        r_10[i_13] = t_36;
        i_13 = i_13 + 1i;
        continue;
    }
    var t_39: vec2<f16> = r_10;
    var t_40: vec2<f16> = abs(x_3) * t_39;
    var c_3: vec2<bool> = vec2<bool>();
    c_3 = y_3 == vec2<f16>(0.0h, 0.0h);
    var a_3: vec2<f16> = vec2<f16>();
    a_3 = t_40;
    var b_3: vec2<f16> = vec2<f16>();
    b_3 = t_40;
    var r_11: vec2<f16> = vec2<f16>();
    var i_14: i32;
    var i_15: i32 = 0i;
    for (;;) {
        if (i_15 < 2i) {
        } else {
            i_14 = i_15;
            break;
        }
        var t_41: bool = c_3[i_15];
        var t_42: f16;
        if (t_41) {
            var t_43: f16 = a_3[i_15];
            t_42 = t_43;
        } else {
            var t_44: f16 = b_3[i_15];
            t_42 = t_44;
        }
        r_11[i_15] = t_42;
        i_15 = i_15 + 1i;
        continue;
    }
    var t_45: vec2<f16> = r_11;
    return t_45;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
