struct RWStructuredBuffer {
    data: array<i32>,
}
struct Cells_int_ {
    v: array<i32, 3>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var c: array<i32, 3> = array<i32, 3>();
    c = array<i32, 3>(4i, 5i, 6i);
    var t: array<i32, 3> = c;
    var t_1: i32 = Cells_int_sumFirst(Cells_int_(t), 3i);
    outputBuffer.data[0u] = t_1;
    c[1i] = 50i;
    var t_2: array<i32, 3> = c;
    var this_1: array<i32, 3> = array<i32, 3>();
    this_1 = t_2;
    var t_3: i32 = this_1[1i];
    outputBuffer.data[1u] = t_3;
    var t_4: i32 = c[1i];
    outputBuffer.data[2u] = t_4;
    var t_5: array<i32, 3> = c;
    var t_6: i32 = Cells_int_sumFirst(Cells_int_(t_5), 2i);
    outputBuffer.data[3u] = t_6;
    var t_7: array<i32, 3> = c;
    var this_2: array<i32, 3> = array<i32, 3>();
    this_2 = t_7;
    var t_8: i32 = this_2[2i];
    outputBuffer.data[4u] = t_8;
    return;
}
fn Cells_int_sumFirst(p: Cells_int_, p_1: i32) -> i32 {
    var this_3: array<i32, 3> = array<i32, 3>();
    var t_9: array<i32, 3> = p.v;
    this_3 = t_9;
    var t_10: i32 = this_3[0i];
    var s: i32;
    var i: i32;
    var s_1: i32 = t_10;
    var i_1: i32 = 1i;
    for (;;) {
        if (i_1 < p_1) {
        } else {
            var t_11: i32 = s_1;
            var t_12: i32 = i_1;
            s = t_11;
            i = t_12;
            break;
        }
        var this_4: array<i32, 3> = array<i32, 3>();
        this_4 = t_9;
        var t_13: i32 = this_4[i_1];
        var t_14: i32 = s_1 + t_13;
        var t_15: i32 = i_1 + 1i;
        s_1 = t_14;
        i_1 = t_15;
        continue;
    }
    return s;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
