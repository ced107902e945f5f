struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 123i;
    var t: i32 = oddDigits(1i, 2i, 3i);
    outputBuffer.data[1u] = t;
    outputBuffer.data[2u] = 0i;
    var t_1: i32 = countBig(1i, 5u, 2i);
    outputBuffer.data[3u] = t_1;
    return;
}
fn oddDigits(v_0: i32, v_1: i32, v_2: i32) -> i32 {
    return ((v_0 * 2i + 1i) * 10i + (v_1 * 2i + 1i)) * 10i + (v_2 * 2i + 1i);
}
fn countBig(v_0_1: i32, v_1_1: u32, v_2_1: i32) -> i32 {
    return select(1i, 10i, v_0_1 > 1i) + select(1i, 10i, i32(v_1_1) > 1i) + select(1i, 10i, v_2_1 > 1i);
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
