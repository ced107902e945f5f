struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn switchInLoop(p: i32) -> i32 {
    var acc: i32;
    var i: i32;
    var acc_1: i32 = 0i;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 10i) {
        } else {
            var t: i32 = acc_1;
            var t_1: i32 = i_1;
            acc = t;
            i = t_1;
            break;
        }
        var t_2: i32 = i_1 + p;
        var acc_2: i32;
        var i_2: i32;
        switch (t_2 - select(t_2 / 4i, -1i, 4i == 0i) * 4i) {
        case 0i: {
            var t_3: i32 = acc_1 + 1i;
            var t_4: i32 = i_1 + (1i + (i_1 & 1i));
            acc_1 = t_3;
            i_1 = t_4;
            continue;
        }
        case 1i: {
            var t_5: i32 = acc_1 + 10i + 100i;
            var t_6: i32 = i_1;
            acc_2 = t_5;
            i_2 = t_6;
            break;
        }
        case 2i: {
            var t_7: i32 = acc_1 + 100i;
            var t_8: i32 = i_1;
            acc_2 = t_7;
            i_2 = t_8;
            break;
        }
        default: {
            if (acc_1 > 300i) {
                return acc_1 * 2i;
            }
            var t_9: i32 = acc_1 + 1000i;
            var t_10: i32 = i_1;
            acc_2 = t_9;
            i_2 = t_10;
            break;
        }
        }
        var t_11: i32 = acc_2 + 5i;
        var t_12: i32 = i_2 + (1i + (i_2 & 1i));
        acc_1 = t_11;
        i_1 = t_12;
        continue;
    }
    return acc;
}
fn nested(n: i32) -> i32 {
    var acc_3: i32;
    var done: bool;
    var i_3: i32;
    var acc_4: i32 = 0i;
    var done_1: bool = false;
    var i_4: i32 = 0i;
    for (;;) {
        if (select(false, !done_1, i_4 < 5i)) {
        } else {
            var t_13: i32 = acc_4;
            var t_14: bool = done_1;
            var t_15: i32 = i_4;
            acc_3 = t_13;
            done = t_14;
            i_3 = t_15;
            break;
        }
        var acc_5: i32;
        var done_2: bool;
        var j: i32;
        var acc_6: i32 = acc_4;
        var done_3: bool = done_1;
        var j_1: i32 = 0i;
        for (;;) {
            var t_16: i32 = j_1 + 1i;
            if (t_16 > i_4 + n) {
                var t_17: i32 = acc_6;
                var t_18: bool = done_3;
                var t_19: i32 = t_16;
                acc_5 = t_17;
                done_2 = t_18;
                j = t_19;
                break;
            }
            if ((t_16 & 1i) == 0i) {
                var t_20: i32 = acc_6;
                var t_21: bool = done_3;
                var t_22: i32 = t_16;
                acc_6 = t_20;
                done_3 = t_21;
                j_1 = t_22;
                continue;
            }
            var t_23: i32 = acc_6 + (i_4 * 10i + t_16);
            var done_4: bool;
            if (t_23 > 60i) {
                var t_24: i32 = t_23;
                var t_25: bool = true;
                var t_26: i32 = t_16;
                acc_5 = t_24;
                done_2 = t_25;
                j = t_26;
                break;
            } else {
                done_4 = done_3;
            }
            var t_27: i32 = t_23;
            var t_28: bool = done_4;
            var t_29: i32 = t_16;
            acc_6 = t_27;
            done_3 = t_28;
            j_1 = t_29;
            continue;
        }
        var t_30: i32 = acc_5;
        var t_31: bool = done_2;
        var t_32: i32 = i_4 + 1i;
        acc_4 = t_30;
        done_1 = t_31;
        i_4 = t_32;
        continue;
    }
    return acc_3;
}
fn doWhile(n_1: i32) -> i32 {
    var k: i32;
    var acc_7: i32;
    var k_1: i32 = 0i;
    var acc_8: i32 = 0i;
    for (;;) {
        var t_33: i32 = k_1 + 1i;
        if (t_33 - select(t_33 / 3i, -1i, 3i == 0i) * 3i == 0i) {
            if (t_33 < n_1) {
            } else {
                var t_34: i32 = t_33;
                var t_35: i32 = acc_8;
                k = t_34;
                acc_7 = t_35;
                break;
            }
            var t_36: i32 = t_33;
            var t_37: i32 = acc_8;
            k_1 = t_36;
            acc_8 = t_37;
            continue;
        }
        var t_38: i32 = acc_8 + t_33;
        if (t_33 < n_1) {
        } else {
            var t_39: i32 = t_33;
            var t_40: i32 = t_38;
            k = t_39;
            acc_7 = t_40;
            break;
        }
        var t_41: i32 = t_33;
        var t_42: i32 = t_38;
        k_1 = t_41;
        acc_8 = t_42;
        continue;
    }
    var acc_9: i32;
    var a: i32;
    var b: i32;
    var acc_10: i32 = acc_7;
    var a_1: i32 = 0i;
    var b_1: i32 = 10i;
    for (;;) {
        if (a_1 < b_1) {
        } else {
            var t_43: i32 = acc_10;
            var t_44: i32 = a_1;
            var t_45: i32 = b_1;
            acc_9 = t_43;
            a = t_44;
            b = t_45;
            break;
        }
        var t_46: i32 = acc_10 + a_1 * b_1;
        var t_47: i32 = a_1 + 2i;
        var t_48: i32 = b_1 - 1i;
        acc_10 = t_46;
        a_1 = t_47;
        b_1 = t_48;
        continue;
    }
    return acc_9;
}
fn search(p_1: i32) -> i32 {
    var i_5: i32;
    var i_6: i32 = 0i;
    for (;;) {
        if (i_6 < 4i) {
        } else {
            i_5 = i_6;
            break;
        }
        var j_2: i32;
        var j_3: i32 = 0i;
        for (;;) {
            if (j_3 < 4i) {
            } else {
                j_2 = j_3;
                break;
            }
            var t_49: i32 = i_6 * 4i;
            var t_50: i32 = t_49 + j_3;
            var j_4: i32;
            switch (t_50) {
            case 5i, 6i: {
                if (p_1 == 1i) {
                    return 100i + t_49 + j_3;
                }
                j_4 = j_3;
                break;
            }
            case 9i: {
                if (p_1 == 2i) {
                    return 200i + j_3;
                }
                j_3 = j_3 + 1i;
                continue;
            }
            default: {
                if (t_50 == p_1 * 5i) {
                    return 300i + t_49 + j_3;
                }
                j_4 = j_3;
                break;
            }
            }
            j_3 = j_4 + 1i;
            continue;
        }
        i_6 = i_6 + 1i;
        continue;
    }
    return -1i;
}
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t_51: vec3<u32> = GlobalInvocationId;
    var t_52: i32 = i32(t_51.x);
    var t_53: i32 = t_52 * 4i;
    var t_54: i32 = switchInLoop(t_52);
    outputBuffer.data[u32(t_53)] = t_54;
    var t_55: i32 = nested(t_52);
    outputBuffer.data[u32(t_53 + 1i)] = t_55;
    var t_56: i32 = doWhile(t_52 + 7i);
    outputBuffer.data[u32(t_53 + 2i)] = t_56;
    var t_57: i32 = search(t_52 + 1i);
    outputBuffer.data[u32(t_53 + 3i)] = t_57;
    return;
}
@compute @workgroup_size(2, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
