struct StructuredBuffer {
    data: array<f32>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
struct loopRecord_bwd_Grads {
    f0: array<f32, 3>,
    f1: f32,
}
struct branchRecord_bwd_Grads {
    f0: f32,
}
@group(0) @binding(0) var<storage, read> grad: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn loopRecord_bwd(p: array<f32, 3>, p_1: f32) -> loopRecord_bwd_Grads {
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            i = i_1;
            break;
        }
        outputBuffer.data[7u] = p[i_1] * p_1;
        i_1 = i_1 + 1i;
        continue;
    }
    var t: i32;
    var t_1: i32 = 0i;
    var t_2: i32 = 0i;
    for (;;) {
        var t_3: bool = t_1 < 3i;
        var t_4: i32 = select(2i, 0i, t_3);
        var t_5: i32;
        var t_6: i32;
        var t_7: i32;
        if (t_4 == 0i) {
            outputBuffer.data[7u] = p[t_1] * p_1;
            var t_8: i32 = 1i;
            var t_9: i32 = t_1 + 1i;
            var t_10: i32 = 0i;
            t_5 = t_8;
            t_6 = t_9;
            t_7 = t_10;
        } else {
            var t_11: i32 = t_4;
            var t_12: i32 = 0i;
            var t_13: i32 = select(t_1, 0i, t_3);
            t_5 = t_11;
            t_6 = t_12;
            t_7 = t_13;
        }
        var t_14: i32 = t_2 + 1i;
        if (t_5 == 2i) {
            t = t_14;
            break;
        }
        var t_15: i32 = t_6;
        var t_16: i32 = t_14;
        t_1 = t_15;
        t_2 = t_16;
        continue;
    }
    var t_17: array<f32, 3>;
    var t_18: f32;
    var t_19: i32 = t - 1i;
    var t_20: array<f32, 3> = array<f32, 3>(0.0f, 0.0f, 0.0f);
    var t_21: f32 = 0.0f;
    for (;;) {
        if (t_19 < 0i) {
            var t_22: array<f32, 3> = t_20;
            var t_23: f32 = t_21;
            t_17 = t_22;
            t_18 = t_23;
            break;
        }
        var t_24: i32;
        var t_25: i32 = 0i;
        var t_26: i32 = 0i;
        for (;;) {
            if (t_26 == t_19) {
                t_24 = t_25;
                break;
            }
            var t_27: bool = t_25 < 3i;
            var t_28: i32 = select(2i, 0i, t_27);
            var t_29: i32;
            var t_30: i32;
            var t_31: i32;
            if (t_28 == 0i) {
                outputBuffer.data[7u] = p[t_25] * p_1;
                var t_32: i32 = 1i;
                var t_33: i32 = t_25 + 1i;
                var t_34: i32 = 0i;
                t_29 = t_32;
                t_30 = t_33;
                t_31 = t_34;
            } else {
                var t_35: i32 = t_28;
                var t_36: i32 = 0i;
                var t_37: i32 = select(t_25, 0i, t_27);
                t_29 = t_35;
                t_30 = t_36;
                t_31 = t_37;
            }
            if (t_29 == 2i) {
                t_24 = t_25;
                break;
            }
            var t_38: i32 = t_30;
            var t_39: i32 = t_26 + 1i;
            t_25 = t_38;
            t_26 = t_39;
            continue;
        }
        var t_40: bool = t_24 < 3i;
        var t_41: i32 = select(2i, 0i, t_40);
        var t_42: bool = t_41 == 0i;
        var t_43: i32;
        var t_44: i32;
        var t_45: i32;
        if (t_42) {
            outputBuffer.data[7u] = p[t_24] * p_1;
            var t_46: i32 = 1i;
            var t_47: i32 = t_24 + 1i;
            var t_48: i32 = 0i;
            t_43 = t_46;
            t_44 = t_47;
            t_45 = t_48;
        } else {
            var t_49: i32 = t_41;
            var t_50: i32 = 0i;
            var t_51: i32 = select(t_24, 0i, t_40);
            t_43 = t_49;
            t_44 = t_50;
            t_45 = t_51;
        }
        var t_52: array<f32, 3>;
        var t_53: f32;
        if (t_42) {
            var t_54: f32 = p[t_24];
            outputBuffer.data[7u] = t_54 * p_1;
            var t_55: f32 = grad.data[u32(t_24)];
            var t_56: f32 = p_1 * t_55;
            var t_57: array<f32, 3> = array<f32, 3>(0.0f, 0.0f, 0.0f);
            t_57[0] = select(0.0f, t_56, t_24 == 0i);
            var t_58: array<f32, 3> = t_57;
            t_58[1] = select(0.0f, t_56, t_24 == 1i);
            var t_59: array<f32, 3> = t_58;
            t_59[2] = select(0.0f, t_56, t_24 == 2i);
            var t_60: array<f32, 3> = t_59;
            var t_61: f32 = t_54 * t_55;
            t_52 = t_60;
            t_53 = t_61;
        } else {
            var t_62: array<f32, 3> = array<f32, 3>(0.0f, 0.0f, 0.0f);
            var t_63: f32 = 0.0f;
            t_52 = t_62;
            t_53 = t_63;
        }
        var t_64: i32 = t_19 - 1i;
        var t_65: array<f32, 3> = array<f32, 3>(t_20[0] + t_52[0], t_20[1] + t_52[1], t_20[2] + t_52[2]);
        var t_66: f32 = t_21 + t_53;
        t_19 = t_64;
        t_20 = t_65;
        t_21 = t_66;
        continue;
    }
    return loopRecord_bwd_Grads(t_17, t_18);
}
fn branchRecord_bwd(p_2: f32, p_3: i32) -> branchRecord_bwd_Grads {
    var t_67: bool = p_3 > 0i;
    if (t_67) {
        outputBuffer.data[7u] = p_2 * p_2;
    }
    var t_68: f32;
    if (t_67) {
        outputBuffer.data[7u] = p_2 * p_2;
        var t_69: f32 = grad.data[3u];
        var t_70: f32 = p_2 * t_69;
        t_68 = t_70 + t_70;
    } else {
        t_68 = 0.0f;
    }
    return branchRecord_bwd_Grads(t_68);
}
fn computeMain_1() {
    var t_71: loopRecord_bwd_Grads = loopRecord_bwd(array<f32, 3>(1.0f, 2.0f, 3.0f), 2.0f);
    var t_72: array<f32, 3> = t_71.f0;
    outputBuffer.data[0u] = t_72[0];
    outputBuffer.data[1u] = t_72[2];
    outputBuffer.data[2u] = t_71.f1;
    var t_73: branchRecord_bwd_Grads = branchRecord_bwd(3.0f, 1i);
    outputBuffer.data[3u] = t_73.f0;
    outputBuffer.data[4u] = 6.0f;
    outputBuffer.data[5u] = 3.0f;
    outputBuffer.data[6u] = 228.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
