struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn endless(p: i32) -> i32 {
    var steps: i32;
    var t: bool;
    var steps_1: i32 = 0i;
    var t_1: bool = false;
    for (;;) {
        var steps_2: i32;
        var t_2: bool;
        var j: i32;
        var steps_3: i32 = steps_1;
        var t_3: bool = t_1;
        var j_1: i32 = 0i;
        for (;;) {
            if (j_1 < 4i) {
            } else {
                var t_4: i32 = steps_3;
                var t_5: bool = t_3;
                var t_6: i32 = j_1;
                steps_2 = t_4;
                t_2 = t_5;
                j = t_6;
                break;
            }
            var t_7: i32 = steps_3 + 1i;
            var t_8: bool;
            if (t_7 > p) {
                var t_9: i32 = t_7;
                var t_10: bool = true;
                var t_11: i32 = j_1;
                steps_2 = t_9;
                t_2 = t_10;
                j = t_11;
                break;
            } else {
                t_8 = t_3;
            }
            var t_12: i32 = t_7;
            var t_13: bool = t_8;
            var t_14: i32 = j_1 + 1i;
            steps_3 = t_12;
            t_3 = t_13;
            j_1 = t_14;
            continue;
        }
        if (t_2) {
            var t_15: i32 = steps_2;
            var t_16: bool = t_2;
            steps = t_15;
            t = t_16;
            break;
        }
        var t_17: i32 = steps_2 + 10i;
        var t_18: bool = t_2;
        steps_1 = t_17;
        t_1 = t_18;
        continue;
    }
    return steps;
}
fn perIteration(n: i32) -> i32 {
    var acc: i32;
    var i: i32;
    var acc_1: i32 = 0i;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            var t_19: i32 = acc_1;
            var t_20: i32 = i_1;
            acc = t_19;
            i = t_20;
            break;
        }
        var acc_2: i32;
        var t_21: bool;
        var acc_3: i32 = acc_1;
        var t_22: bool = false;
        for (;;) {
            var acc_4: i32;
            var t_23: bool;
            var j_2: i32;
            var acc_5: i32 = acc_3;
            var t_24: bool = t_22;
            var j_3: i32 = 0i;
            for (;;) {
                if (j_3 < 5i) {
                } else {
                    var t_25: i32 = acc_5;
                    var t_26: bool = t_24;
                    var t_27: i32 = j_3;
                    acc_4 = t_25;
                    t_23 = t_26;
                    j_2 = t_27;
                    break;
                }
                var acc_6: i32;
                var t_28: bool;
                switch (j_3) {
                case 2i: {
                    var t_29: bool;
                    if (i_1 == n) {
                        var t_30: i32 = acc_5;
                        var t_31: bool = true;
                        acc_6 = t_30;
                        t_28 = t_31;
                        break;
                    } else {
                        t_29 = t_24;
                    }
                    var t_32: i32 = acc_5 + 100i;
                    var t_33: bool = t_29;
                    acc_6 = t_32;
                    t_28 = t_33;
                    break;
                }
                default: {
                    var t_34: i32 = acc_5 + 1i;
                    var t_35: bool = t_24;
                    acc_6 = t_34;
                    t_28 = t_35;
                    break;
                }
                }
                if (t_28) {
                    var t_36: i32 = acc_6;
                    var t_37: bool = t_28;
                    var t_38: i32 = j_3;
                    acc_4 = t_36;
                    t_23 = t_37;
                    j_2 = t_38;
                    break;
                }
                var t_39: i32 = acc_6;
                var t_40: bool = t_28;
                var t_41: i32 = j_3 + 1i;
                acc_5 = t_39;
                t_24 = t_40;
                j_3 = t_41;
                continue;
            }
            if (t_23) {
                var t_42: i32 = acc_4;
                var t_43: bool = t_23;
                acc_2 = t_42;
                t_21 = t_43;
                break;
            }
            var t_44: i32 = acc_4;
            var t_45: bool = t_23;
            acc_2 = t_44;
            t_21 = t_45;
            break;
        }
        var t_46: i32 = acc_2 + 1000i;
        var t_47: i32 = i_1 + 1i;
        acc_1 = t_46;
        i_1 = t_47;
        continue;
    }
    return acc;
}
fn labelledDo(n_1: i32) -> i32 {
    var k: i32;
    var t_48: bool;
    var k_1: i32 = 0i;
    var t_49: bool = false;
    for (;;) {
        var t_50: i32 = k_1 + 1i;
        var t_51: bool;
        switch (t_50 - select(t_50 / 4i, -1i, 4i == 0i) * 4i) {
        case 3i: {
            var t_52: bool;
            if (t_50 > n_1) {
                t_51 = true;
                break;
            } else {
                t_52 = t_49;
            }
            t_51 = t_52;
            break;
        }
        default: {
            t_51 = t_49;
            break;
        }
        }
        if (t_51) {
            var t_53: i32 = t_50;
            var t_54: bool = t_51;
            k = t_53;
            t_48 = t_54;
            break;
        }
        var t_55: i32 = t_50 + 10i;
        if (t_55 < 100i) {
        } else {
            var t_56: i32 = t_55;
            var t_57: bool = t_51;
            k = t_56;
            t_48 = t_57;
            break;
        }
        var t_58: i32 = t_55;
        var t_59: bool = t_51;
        k_1 = t_58;
        t_49 = t_59;
        continue;
    }
    return k;
}
fn labelledSwitch(t_60: i32) -> i32 {
    var r: i32;
    var t_61: bool;
    switch (t_60) {
    case 0i: {
        var r_1: i32;
        var t_62: bool;
        var i_2: i32;
        var r_2: i32 = 0i;
        var t_63: bool = false;
        var i_3: i32 = 0i;
        for (;;) {
            if (i_3 < 10i) {
            } else {
                var t_64: i32 = r_2;
                var t_65: bool = t_63;
                var t_66: i32 = i_3;
                r_1 = t_64;
                t_62 = t_65;
                i_2 = t_66;
                break;
            }
            var t_67: i32 = r_2 + i_3;
            var t_68: bool;
            if (t_67 > 5i) {
                var t_69: i32 = t_67;
                var t_70: bool = true;
                var t_71: i32 = i_3;
                r_1 = t_69;
                t_62 = t_70;
                i_2 = t_71;
                break;
            } else {
                t_68 = t_63;
            }
            var t_72: i32 = t_67;
            var t_73: bool = t_68;
            var t_74: i32 = i_3 + 1i;
            r_2 = t_72;
            t_63 = t_73;
            i_3 = t_74;
            continue;
        }
        if (t_62) {
            var t_75: i32 = r_1;
            var t_76: bool = t_62;
            r = t_75;
            t_61 = t_76;
            break;
        }
        var t_77: i32 = -1i;
        var t_78: bool = t_62;
        r = t_77;
        t_61 = t_78;
        break;
    }
    default: {
        var r_3: i32;
        var i_4: i32;
        var r_4: i32 = 0i;
        var i_5: i32 = 0i;
        for (;;) {
            if (i_5 < 10i) {
            } else {
                var t_79: i32 = r_4;
                var t_80: i32 = i_5;
                r_3 = t_79;
                i_4 = t_80;
                break;
            }
            var t_81: i32 = r_4 + 2i;
            if (i_5 == 2i) {
                var t_82: i32 = t_81;
                var t_83: i32 = i_5;
                r_3 = t_82;
                i_4 = t_83;
                break;
            }
            var t_84: i32 = t_81;
            var t_85: i32 = i_5 + 1i;
            r_4 = t_84;
            i_5 = t_85;
            continue;
        }
        var t_86: i32 = r_3 + 50i;
        var t_87: bool = false;
        r = t_86;
        t_61 = t_87;
        break;
    }
    }
    return r;
}
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t_88: vec3<u32> = GlobalInvocationId;
    var t_89: i32 = i32(t_88.x);
    var t_90: i32 = t_89 * 5i;
    var t_91: i32 = t_90 + 2i;
    var t_92: i32 = endless(t_91);
    outputBuffer.data[u32(t_90)] = t_92;
    var t_93: i32 = perIteration(t_89);
    outputBuffer.data[u32(t_90 + 1i)] = t_93;
    var t_94: i32 = labelledDo(t_89 * 20i + 5i);
    outputBuffer.data[u32(t_91)] = t_94;
    var t_95: i32 = labelledSwitch(t_89);
    outputBuffer.data[u32(t_90 + 3i)] = t_95;
    var t_96: i32 = labelledSwitch(t_89 + 5i);
    outputBuffer.data[u32(t_90 + 4i)] = t_96;
    return;
}
@compute @workgroup_size(2, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
