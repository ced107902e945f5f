struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<private> cursor: i32 = 0i;
fn computeMain_1() {
    recordAll(3i, 2.5f, 7i);
    var t: i32 = total(1i, 4.0f);
    outputBuffer.data[3u] = t;
    var t_1: i32 = total_1(2i, 3i, 1.5f);
    outputBuffer.data[4u] = t_1;
    outputBuffer.data[5u] = 0i;
    var t_2: i32 = sumValues();
    outputBuffer.data[6u] = t_2;
    var t_3: i32 = cursor;
    outputBuffer.data[7u] = t_3;
    return;
}
fn recordAll(p: i32, p_1: f32, p_2: i32) {
    var t_4: i32 = cursor;
    cursor = t_4 + 1i;
    outputBuffer.data[u32(t_4)] = p * 10i;
    var t_5: i32 = cursor;
    cursor = t_5 + 1i;
    outputBuffer.data[u32(t_5)] = i32(p_1 * 2.0f);
    var t_6: i32 = cursor;
    cursor = t_6 + 1i;
    outputBuffer.data[u32(t_6)] = p_2 * 10i;
    return;
}
fn total(args_0: i32, args_1: f32) -> i32 {
    return args_0 * 10i + i32(args_1 * 2.0f) + 2000i;
}
fn sumValues() -> i32 {
    return 153i;
}
fn total_1(args_0_1: i32, args_1_1: i32, args_2: f32) -> i32 {
    return args_0_1 * 10i + args_1_1 * 10i + i32(args_2 * 2.0f) + 3000i;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
