struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<private> n: i32 = 0i;
fn early(x: i32) -> i32 {
    if (x > 1i) {
        var t: i32 = n;
        outputBuffer.data[u32(t)] = 200i;
        var t_1: i32 = n;
        n = t_1 + 1i;
        var t_2: i32 = n;
        outputBuffer.data[u32(t_2)] = 100i + x;
        var t_3: i32 = n;
        n = t_3 + 1i;
        return x * 2i;
    }
    var t_4: i32 = n;
    outputBuffer.data[u32(t_4)] = 300i;
    var t_5: i32 = n;
    n = t_5 + 1i;
    var t_6: i32 = n;
    outputBuffer.data[u32(t_6)] = 100i + x;
    var t_7: i32 = n;
    n = t_7 + 1i;
    return x;
}
fn computeMain_1() {
    var t_8: i32 = n;
    outputBuffer.data[u32(t_8)] = 40i;
    var t_9: i32 = n;
    n = t_9 + 1i;
    var t_10: i32 = n;
    outputBuffer.data[u32(t_10)] = 2i;
    var t_11: i32 = n;
    n = t_11 + 1i;
    var t_12: i32 = n;
    outputBuffer.data[u32(t_12)] = 1i;
    var t_13: i32 = n;
    n = t_13 + 1i;
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            i = i_1;
            break;
        }
        var i_2: i32;
        if (i_1 == 1i) {
            var t_14: i32 = n;
            outputBuffer.data[u32(t_14)] = 10i + i_1;
            var t_15: i32 = n;
            n = t_15 + 1i;
            i_1 = i_1 + 1i;
            continue;
        } else {
            i_2 = i_1;
        }
        if (i_2 == 2i) {
            var t_16: i32 = n;
            outputBuffer.data[u32(t_16)] = 10i + i_2;
            var t_17: i32 = n;
            n = t_17 + 1i;
            i = i_2;
            break;
        }
        var t_18: i32 = n;
        outputBuffer.data[u32(t_18)] = 20i + i_2;
        var t_19: i32 = n;
        n = t_19 + 1i;
        var t_20: i32 = n;
        outputBuffer.data[u32(t_20)] = 10i + i_2;
        var t_21: i32 = n;
        n = t_21 + 1i;
        i_1 = i_2 + 1i;
        continue;
    }
    var t_22: i32 = early(1i);
    var t_23: i32 = early(5i);
    var t_24: i32 = n;
    outputBuffer.data[u32(t_24)] = t_22 + t_23 * 1000i;
    var t_25: i32 = n;
    n = t_25 + 1i;
    var t_26: i32 = n;
    outputBuffer.data[u32(t_26)] = 7i;
    var t_27: i32 = n;
    n = t_27 + 1i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
