struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn defaultFirst(x: i32) -> i32 {
    var r: i32;
    var i: i32;
    var r_1: i32 = 0i;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 4i) {
        } else {
            var t: i32 = r_1;
            var t_1: i32 = i_1;
            r = t;
            i = t_1;
            break;
        }
        var r_2: i32;
        var i_2: i32;
        switch (x + i_1) {
        case 2i: {
            var t_2: i32 = r_1 + 10i;
            if (t_2 > 40i) {
                return t_2 + 1000i;
            }
            var r_3: i32;
            var i_3: i32;
            switch (i_1) {
            case 1i: {
                var t_3: i32 = t_2 + 100i;
                var t_4: i32 = i_1 + 1i;
                r_1 = t_3;
                i_1 = t_4;
                continue;
            }
            default: {
                var t_5: i32 = t_2;
                var t_6: i32 = i_1;
                r_3 = t_5;
                i_3 = t_6;
                break;
            }
            }
            var t_7: i32 = r_3 + 5i;
            var t_8: i32 = i_3;
            r_2 = t_7;
            i_2 = t_8;
            break;
        }
        case 3i: {
            var r_4: i32;
            var i_4: i32;
            switch (i_1) {
            case 1i: {
                var t_9: i32 = r_1 + 100i;
                var t_10: i32 = i_1 + 1i;
                r_1 = t_9;
                i_1 = t_10;
                continue;
            }
            default: {
                var t_11: i32 = r_1;
                var t_12: i32 = i_1;
                r_4 = t_11;
                i_4 = t_12;
                break;
            }
            }
            var t_13: i32 = r_4 + 5i;
            var t_14: i32 = i_4;
            r_2 = t_13;
            i_2 = t_14;
            break;
        }
        default: {
            var t_15: i32 = r_1 + 1i + 10i;
            if (t_15 > 40i) {
                return t_15 + 1000i;
            }
            var r_5: i32;
            var i_5: i32;
            switch (i_1) {
            case 1i: {
                var t_16: i32 = t_15 + 100i;
                var t_17: i32 = i_1 + 1i;
                r_1 = t_16;
                i_1 = t_17;
                continue;
            }
            default: {
                var t_18: i32 = t_15;
                var t_19: i32 = i_1;
                r_5 = t_18;
                i_5 = t_19;
                break;
            }
            }
            var t_20: i32 = r_5 + 5i;
            var t_21: i32 = i_5;
            r_2 = t_20;
            i_2 = t_21;
            break;
        }
        }
        var t_22: i32 = r_2 * 2i;
        var t_23: i32 = i_2 + 1i;
        r_1 = t_22;
        i_1 = t_23;
        continue;
    }
    return r;
}
fn whileNested(p: i32) -> i32 {
    var i_6: i32;
    var acc: i32;
    var i_7: i32 = 0i;
    var acc_1: i32 = 0i;
    for (;;) {
        if (i_7 < p) {
        } else {
            var t_24: i32 = i_7;
            var t_25: i32 = acc_1;
            i_6 = t_24;
            acc = t_25;
            break;
        }
        var t_26: i32 = i_7 + 1i;
        var acc_2: i32;
        switch (t_26 - select(t_26 / 3i, -1i, 3i == 0i) * 3i) {
        case 0i: {
            var acc_3: i32;
            var k: i32;
            var acc_4: i32 = acc_1;
            var k_1: i32 = 0i;
            for (;;) {
                if (k_1 < t_26) {
                } else {
                    var t_27: i32 = acc_4;
                    var t_28: i32 = k_1;
                    acc_3 = t_27;
                    k = t_28;
                    break;
                }
                if (k_1 == 2i) {
                    var t_29: i32 = acc_4;
                    var t_30: i32 = k_1;
                    acc_3 = t_29;
                    k = t_30;
                    break;
                }
                var t_31: i32 = acc_4 + k_1;
                var t_32: i32 = k_1 + 1i;
                acc_4 = t_31;
                k_1 = t_32;
                continue;
            }
            acc_2 = acc_3;
            break;
        }
        case 1i: {
            var acc_5: i32;
            switch (t_26 - select(t_26 / 2i, -1i, 2i == 0i) * 2i) {
            case 0i: {
                var t_33: i32 = t_26;
                var t_34: i32 = acc_1;
                i_7 = t_33;
                acc_1 = t_34;
                continue;
            }
            default: {
                acc_5 = acc_1 + 50i;
                break;
            }
            }
            acc_2 = acc_5 + 7i;
            break;
        }
        default: {
            acc_2 = acc_1 + 7i;
            break;
        }
        }
        var t_35: i32 = t_26;
        var t_36: i32 = acc_2 + 1000i;
        i_7 = t_35;
        acc_1 = t_36;
        continue;
    }
    return acc;
}
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t_37: vec3<u32> = GlobalInvocationId;
    var t_38: i32 = i32(t_37.x);
    var t_39: i32 = t_38 * 3i;
    var t_40: i32 = defaultFirst(t_38);
    outputBuffer.data[u32(t_39)] = t_40;
    var t_41: i32 = defaultFirst(t_38 - 3i);
    outputBuffer.data[u32(t_39 + 1i)] = t_41;
    var t_42: i32 = whileNested(t_38 + 3i);
    outputBuffer.data[u32(t_39 + 2i)] = t_42;
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
