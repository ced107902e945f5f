struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> output: RWStructuredBuffer;
fn computeMain_1() {
    output.data[0u] = 1105i;
    output.data[1u] = 13i;
    var t: i32 = build_M(3i);
    output.data[2u] = t;
    var t_1: i32 = build_N(3i);
    output.data[3u] = t_1;
    output.data[4u] = 4i;
    output.data[5u] = 5i;
    return;
}
fn build_N(p: i32) -> i32 {
    return -p * 10i + (p - 1i) * 3i + 7i;
}
fn build_M(p_1: i32) -> i32 {
    return p_1 * 10i + ((p_1 + 1i) * 2i + 1i) + p_1 * 100i;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
