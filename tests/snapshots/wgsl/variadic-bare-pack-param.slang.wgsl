struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: i32 = digits(1i, 2i, 3i);
    outputBuffer.data[0u] = t;
    outputBuffer.data[1u] = 4i;
    outputBuffer.data[2u] = 305i;
    outputBuffer.data[3u] = 6i;
    return;
}
fn digits(p: i32, p_1: i32, p_2: i32) -> i32 {
    return (p * 10i + p_1) * 10i + p_2;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
