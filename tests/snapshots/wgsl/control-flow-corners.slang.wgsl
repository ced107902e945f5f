struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<private> calls: i32 = 0i;
fn labels(p: u32) -> i32 {
    var r: i32;
    switch (p) {
    case 4294967295u: {
        r = 1i;
        break;
    }
    case 2147483648u: {
        var r_1: i32;
        switch (p & 3u) {
        case 3u: {
            r_1 = 32i;
            break;
        }
        default: {
            r_1 = 42i;
            break;
        }
        }
        r = r_1 + 100i;
        break;
    }
    case 7u: {
        var r_2: i32;
        switch (p & 3u) {
        case 3u: {
            r_2 = 30i;
            break;
        }
        default: {
            r_2 = 40i;
            break;
        }
        }
        r = r_2 + 100i;
        break;
    }
    default: {
        r = 0i;
        break;
    }
    }
    var r_3: i32;
    switch (r) {
    default: {
        r_3 = r + 1000i;
        break;
    }
    }
    return r_3;
}
fn doSwitch(p_1: i32) -> i32 {
    var i: i32;
    var acc: i32;
    var t: bool;
    var i_1: i32 = 0i;
    var acc_1: i32 = 0i;
    var t_1: bool = false;
    for (;;) {
        var i_2: i32;
        var acc_2: i32;
        var t_2: bool;
        switch (i_1 - select(i_1 / 3i, -1i, 3i == 0i) * 3i) {
        case 0i: {
            var t_3: i32 = i_1 + 2i;
            var t_4: bool;
            if (t_3 < p_1) {
                t_4 = t_1;
            } else {
                var t_5: i32 = t_3;
                var t_6: i32 = acc_1;
                var t_7: bool = true;
                i_2 = t_5;
                acc_2 = t_6;
                t_2 = t_7;
                break;
            }
            var t_8: i32 = t_3;
            var t_9: i32 = acc_1;
            var t_10: bool = t_4;
            i_1 = t_8;
            acc_1 = t_9;
            t_1 = t_10;
            continue;
        }
        case 1i: {
            var t_11: i32 = i_1;
            var t_12: i32 = acc_1 + i_1;
            var t_13: bool = t_1;
            i_2 = t_11;
            acc_2 = t_12;
            t_2 = t_13;
            break;
        }
        default: {
            var t_14: i32 = i_1;
            var t_15: i32 = acc_1 + 10i * i_1;
            var t_16: bool = t_1;
            i_2 = t_14;
            acc_2 = t_15;
            t_2 = t_16;
            break;
        }
        }
        if (t_2) {
            var t_17: i32 = i_2;
            var t_18: i32 = acc_2;
            var t_19: bool = t_2;
            i = t_17;
            acc = t_18;
            t = t_19;
            break;
        }
        var t_20: i32 = i_2 + 1i;
        if (t_20 < p_1) {
        } else {
            var t_21: i32 = t_20;
            var t_22: i32 = acc_2;
            var t_23: bool = t_2;
            i = t_21;
            acc = t_22;
            t = t_23;
            break;
        }
        var t_24: i32 = t_20;
        var t_25: i32 = acc_2;
        var t_26: bool = t_2;
        i_1 = t_24;
        acc_1 = t_25;
        t_1 = t_26;
        continue;
    }
    return acc * 100i + i;
}
fn doNested(n: i32) -> i32 {
    var i_3: i32;
    var acc_3: i32;
    var t_27: bool;
    var i_4: i32 = 0i;
    var acc_4: i32 = 0i;
    var t_28: bool = false;
    for (;;) {
        var t_29: i32 = i_4 + 1i;
        var acc_5: i32;
        var t_30: bool;
        switch (t_29 & 1i) {
        case 1i: {
            var acc_6: i32;
            var t_31: bool;
            switch (t_29 - select(t_29 / 3i, -1i, 3i == 0i) * 3i) {
            case 0i: {
                var t_32: i32 = acc_4 + 1000i;
                var t_33: bool;
                if (t_29 < n) {
                    t_33 = t_28;
                } else {
                    var t_34: i32 = t_32;
                    var t_35: bool = true;
                    acc_6 = t_34;
                    t_31 = t_35;
                    break;
                }
                var t_36: i32 = t_29;
                var t_37: i32 = t_32;
                var t_38: bool = t_33;
                i_4 = t_36;
                acc_4 = t_37;
                t_28 = t_38;
                continue;
            }
            default: {
                var t_39: i32 = acc_4 + t_29;
                var t_40: bool = t_28;
                acc_6 = t_39;
                t_31 = t_40;
                break;
            }
            }
            if (t_31) {
                var t_41: i32 = acc_6;
                var t_42: bool = t_31;
                acc_5 = t_41;
                t_30 = t_42;
                break;
            }
            var t_43: i32 = acc_6 + 100i;
            var t_44: bool = t_31;
            acc_5 = t_43;
            t_30 = t_44;
            break;
        }
        default: {
            var t_45: i32 = acc_4;
            var t_46: bool = t_28;
            acc_5 = t_45;
            t_30 = t_46;
            break;
        }
        }
        if (t_30) {
            var t_47: i32 = t_29;
            var t_48: i32 = acc_5;
            var t_49: bool = t_30;
            i_3 = t_47;
            acc_3 = t_48;
            t_27 = t_49;
            break;
        }
        var t_50: i32 = acc_5 + 1i;
        if (t_29 < n) {
        } else {
            var t_51: i32 = t_29;
            var t_52: i32 = t_50;
            var t_53: bool = t_30;
            i_3 = t_51;
            acc_3 = t_52;
            t_27 = t_53;
            break;
        }
        var t_54: i32 = t_29;
        var t_55: i32 = t_50;
        var t_56: bool = t_30;
        i_4 = t_54;
        acc_4 = t_55;
        t_28 = t_56;
        continue;
    }
    return acc_3;
}
fn shortCircuit(n_1: i32) -> i32 {
    calls = 0i;
    var k: i32;
    var i_5: i32;
    var k_1: i32 = 0i;
    var i_6: i32 = 0i;
    for (;;) {
        var t_57: bool;
        if (i_6 < n_1) {
            var t_58: i32 = calls;
            calls = t_58 + i_6;
            t_57 = i_6 <= 2i;
        } else {
            t_57 = false;
        }
        if (t_57) {
        } else {
            var t_59: i32 = k_1;
            var t_60: i32 = i_6;
            k = t_59;
            i_5 = t_60;
            break;
        }
        var t_61: i32 = k_1 + 1i;
        var t_62: i32 = i_6 + 1i;
        k_1 = t_61;
        i_6 = t_62;
        continue;
    }
    var m: i32;
    var steps: i32;
    var m_1: i32 = n_1;
    var steps_1: i32 = 0i;
    for (;;) {
        var t_63: i32 = select(m_1 / 2i, -1i, 2i == 0i);
        if (t_63 > 0i) {
        } else {
            var t_64: i32 = t_63;
            var t_65: i32 = steps_1;
            m = t_64;
            steps = t_65;
            break;
        }
        var t_66: i32 = t_63;
        var t_67: i32 = steps_1 + 1i;
        m_1 = t_66;
        steps_1 = t_67;
        continue;
    }
    var t_68: i32 = calls;
    return t_68 * 1000i + k * 100i + steps;
}
fn forever(x: i32) -> i32 {
    var i_7: i32;
    var i_8: i32 = 0i;
    for (;;) {
        var t_69: i32 = i_8 + 1i;
        if (t_69 > 50i) {
            return -t_69;
        }
        var t_70: i32 = x * t_69;
        if (t_70 - select(t_70 / 7i, -1i, 7i == 0i) * 7i == 3i) {
            switch (t_69 & 1i) {
            case 0i: {
                return t_69 * 10i;
            }
            case 1i: {
                if (t_69 > 4i) {
                    return t_69 * 100i;
                }
                break;
            }
            default: {
                break;
            }
            }
        }
        i_8 = t_69;
        continue;
    }
    return 0i;
}
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t_71: vec3<u32> = GlobalInvocationId;
    var t_72: i32 = i32(t_71.x);
    var us: array<u32, 3> = array<u32, 3>();
    us = array<u32, 3>(4294967295u, 2147483648u, 7u);
    var t_73: i32 = t_72 * 7i;
    var t_74: u32 = us[t_72];
    var t_75: i32 = labels(t_74);
    outputBuffer.data[u32(t_73)] = t_75;
    var t_76: i32 = labels(select(5u, 7u, t_72 == 0i));
    outputBuffer.data[u32(t_73 + 1i)] = t_76;
    var t_77: i32 = doSwitch(t_72 + 6i);
    outputBuffer.data[u32(t_73 + 2i)] = t_77;
    var t_78: i32 = shortCircuit(t_72 * 3i + 2i);
    outputBuffer.data[u32(t_73 + 3i)] = t_78;
    var t_79: i32 = forever(t_72 + 2i);
    outputBuffer.data[u32(t_73 + 4i)] = t_79;
    var t_80: i32 = forever(t_72 + 5i);
    outputBuffer.data[u32(t_73 + 5i)] = t_80;
    var t_81: i32 = doNested(t_72 * 4i + 3i);
    outputBuffer.data[u32(t_73 + 6i)] = t_81;
    return;
}
@compute @workgroup_size(2, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
