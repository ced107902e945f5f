struct RWStructuredBuffer {
    data: array<i32>,
}
struct Box3 {
    base: i32,
}
struct IBox_int_3_ {
    typeId: u32,
    p0: Box3,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: i32 = IBox_int_3_total(IBox_int_3_(0u, Box3(10i)));
    outputBuffer.data[0u] = t;
    var t_1: i32 = IBox_int_3_total(IBox_int_3_(1u, Box3(0i)));
    outputBuffer.data[1u] = t_1;
    var s: i32;
    var i: i32;
    var s_1: i32 = 0i;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            var t_2: i32 = s_1;
            var t_3: i32 = i_1;
            s = t_2;
            i = t_3;
            break;
        }
        var t_4: i32 = s_1 + (10i + i_1);
        var t_5: i32 = i_1 + 1i;
        s_1 = t_4;
        i_1 = t_5;
        continue;
    }
    outputBuffer.data[2u] = s;
    return;
}
fn IBox_int_3_total(p: IBox_int_3_) -> i32 {
    var s_2: i32;
    var i_2: i32;
    var s_3: i32 = 0i;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 3i) {
        } else {
            var t_6: i32 = s_3;
            var t_7: i32 = i_3;
            s_2 = t_6;
            i_2 = t_7;
            break;
        }
        var t_8: i32;
        switch (p.typeId) {
        case 0u: {
            t_8 = p.p0.base + i_3;
            break;
        }
        case 1u: {
            t_8 = 2i * i_3;
            break;
        }
        default: {
            t_8 = 0i;
            break;
        }
        }
        var t_9: i32 = s_3 + t_8;
        var t_10: i32 = i_3 + 1i;
        s_3 = t_9;
        i_3 = t_10;
        continue;
    }
    return s_2;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
