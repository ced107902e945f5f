struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> output: RWStructuredBuffer;
fn computeMain_1() {
    var t: array<i32, 4> = array<i32, 4>();
    t[0i] = 10i;
    t[1i] = 12i;
    t[2i] = 14i;
    var t_1: array<i32, 4> = t;
    var this_1: array<i32, 4> = array<i32, 4>();
    this_1 = t_1;
    var t_2: i32 = this_1[0i];
    var t_3: array<i32, 4> = t;
    var this_2: array<i32, 4> = array<i32, 4>();
    this_2 = t_3;
    var t_4: i32 = this_2[1i];
    t[3i] = (t_2 + t_4) * 2i;
    var t_5: array<i32, 4> = t;
    var this_3: array<i32, 4> = array<i32, 4>();
    this_3 = t_5;
    var t_6: i32 = this_3[0i];
    output.data[0u] = t_6;
    var t_7: array<i32, 4> = t;
    var this_4: array<i32, 4> = array<i32, 4>();
    this_4 = t_7;
    var t_8: i32 = this_4[1i];
    output.data[1u] = t_8;
    var t_9: array<i32, 4> = t;
    var this_5: array<i32, 4> = array<i32, 4>();
    this_5 = t_9;
    var t_10: i32 = this_5[2i];
    output.data[2u] = t_10;
    var t_11: array<i32, 4> = t;
    var this_6: array<i32, 4> = array<i32, 4>();
    this_6 = t_11;
    var t_12: i32 = this_6[3i];
    output.data[3u] = t_12;
    output.data[4u] = 106i;
    output.data[5u] = 203i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
