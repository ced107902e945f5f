struct StructuredBuffer {
    data: array<i32>,
}
struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read> values: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: i32 = i32(t.x);
    var t_2: i32;
    var t_3: bool;
    var t_4: i32;
    var t_5: bool = false;
    var t_6: i32 = 0i;
    for (;;) {
        var t_7: bool;
        var t_8: i32;
        var k: i32;
        var t_9: bool = t_5;
        var t_10: i32 = t_6;
        var k_1: i32 = 0i;
        for (;;) {
            if (k_1 < 8i) {
            } else {
                var t_11: bool = t_9;
                var t_12: i32 = t_10;
                var t_13: i32 = k_1;
                t_7 = t_11;
                t_8 = t_12;
                k = t_13;
                break;
            }
            var t_14: i32 = values.data[u32(k_1)];
            var t_15: bool;
            var t_16: i32;
            if (t_14 > t_1) {
                var t_17: bool = true;
                var t_18: i32 = k_1;
                var t_19: i32 = k_1;
                t_7 = t_17;
                t_8 = t_18;
                k = t_19;
                break;
            } else {
                var t_20: bool = t_9;
                var t_21: i32 = t_10;
                t_15 = t_20;
                t_16 = t_21;
            }
            var t_22: bool = t_15;
            var t_23: i32 = t_16;
            var t_24: i32 = k_1 + 1i;
            t_9 = t_22;
            t_10 = t_23;
            k_1 = t_24;
            continue;
        }
        if (t_7) {
            var t_25: i32 = t_8;
            var t_26: bool = t_7;
            var t_27: i32 = t_8;
            t_2 = t_25;
            t_3 = t_26;
            t_4 = t_27;
            break;
        }
        var t_28: i32 = -1i;
        var t_29: bool = t_7;
        var t_30: i32 = t_8;
        t_2 = t_28;
        t_3 = t_29;
        t_4 = t_30;
        break;
    }
    var t_31: i32;
    var t_32: bool;
    var t_33: i32;
    var t_34: bool = false;
    var t_35: i32 = 0i;
    for (;;) {
        var t_36: bool;
        var t_37: i32;
        switch (t_1 - select(t_1 / 3i, -1i, 3i == 0i) * 3i) {
        case 0i: {
            var t_38: i32 = values.data[u32(t_1)];
            var t_39: bool = true;
            var t_40: i32 = t_38;
            t_36 = t_39;
            t_37 = t_40;
            break;
        }
        case 1i: {
            var t_41: bool;
            var t_42: i32;
            if (t_1 > 3i) {
                var t_43: i32 = values.data[u32(t_1)];
                var t_44: bool = true;
                var t_45: i32 = -t_43;
                t_36 = t_44;
                t_37 = t_45;
                break;
            } else {
                var t_46: bool = t_34;
                var t_47: i32 = t_35;
                t_41 = t_46;
                t_42 = t_47;
            }
            var t_48: bool = t_41;
            var t_49: i32 = t_42;
            t_36 = t_48;
            t_37 = t_49;
            break;
        }
        default: {
            var t_50: bool;
            var t_51: i32;
            var j: i32;
            var t_52: bool = t_34;
            var t_53: i32 = t_35;
            var j_1: i32 = 0i;
            for (;;) {
                if (j_1 < 4i) {
                } else {
                    var t_54: bool = t_52;
                    var t_55: i32 = t_53;
                    var t_56: i32 = j_1;
                    t_50 = t_54;
                    t_51 = t_55;
                    j = t_56;
                    break;
                }
                var t_57: bool;
                var t_58: i32;
                var t_59: bool = t_52;
                var t_60: i32 = t_53;
                for (;;) {
                    var t_61: i32 = values.data[u32(j_1)];
                    var t_62: bool;
                    var t_63: i32;
                    if (t_61 == t_1 + 1i) {
                        var t_64: bool = true;
                        var t_65: i32 = 100i + j_1;
                        t_57 = t_64;
                        t_58 = t_65;
                        break;
                    } else {
                        var t_66: bool = t_59;
                        var t_67: i32 = t_60;
                        t_62 = t_66;
                        t_63 = t_67;
                    }
                    var t_68: bool = t_62;
                    var t_69: i32 = t_63;
                    t_57 = t_68;
                    t_58 = t_69;
                    break;
                }
                if (t_57) {
                    var t_70: bool = t_57;
                    var t_71: i32 = t_58;
                    var t_72: i32 = j_1;
                    t_50 = t_70;
                    t_51 = t_71;
                    j = t_72;
                    break;
                }
                var t_73: bool = t_57;
                var t_74: i32 = t_58;
                var t_75: i32 = j_1 + 1i;
                t_52 = t_73;
                t_53 = t_74;
                j_1 = t_75;
                continue;
            }
            if (t_50) {
                var t_76: bool = t_50;
                var t_77: i32 = t_51;
                t_36 = t_76;
                t_37 = t_77;
                break;
            }
            var t_78: bool = t_50;
            var t_79: i32 = t_51;
            t_36 = t_78;
            t_37 = t_79;
            break;
        }
        }
        if (t_36) {
            var t_80: i32 = t_37;
            var t_81: bool = t_36;
            var t_82: i32 = t_37;
            t_31 = t_80;
            t_32 = t_81;
            t_33 = t_82;
            break;
        }
        var t_83: i32 = values.data[u32(7i - t_1)];
        var t_84: i32 = t_83 * 10i;
        var t_85: bool = t_36;
        var t_86: i32 = t_37;
        t_31 = t_84;
        t_32 = t_85;
        t_33 = t_86;
        break;
    }
    var t_87: bool;
    var t_88: bool = false;
    for (;;) {
        var t_89: bool;
        var k_2: i32;
        var t_90: bool = t_88;
        var k_3: i32 = 0i;
        for (;;) {
            if (k_3 < 2i) {
            } else {
                var t_91: bool = t_90;
                var t_92: i32 = k_3;
                t_89 = t_91;
                k_2 = t_92;
                break;
            }
            var t_93: bool;
            if (k_3 == 1i) {
                outputBuffer.data[u32(t_1)] = t_2 * 1000i + t_31;
                var t_94: bool = true;
                var t_95: i32 = k_3;
                t_89 = t_94;
                k_2 = t_95;
                break;
            } else {
                t_93 = t_90;
            }
            var t_96: bool = t_93;
            var t_97: i32 = k_3 + 1i;
            t_90 = t_96;
            k_3 = t_97;
            continue;
        }
        if (t_89) {
            t_87 = t_89;
            break;
        }
        outputBuffer.data[u32(t_1)] = -12345i;
        t_87 = t_89;
        break;
    }
    return;
}
@compute @workgroup_size(8, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
