struct RWStructuredBuffer {
    data: array<i32>,
}
struct Acc {
    base: i32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn Acc_twice(p: Acc, x: i32) -> i32 {
    var t: i32 = p.base;
    return (t + x * 2i) * 2i + (t + 3i);
}
fn computeMain_1() {
    var t_1: i32 = Acc_twice(Acc(100i), 2i);
    outputBuffer.data[0u] = t_1;
    outputBuffer.data[1u] = 321i;
    outputBuffer.data[2u] = 410i;
    outputBuffer.data[3u] = 6i;
    outputBuffer.data[4u] = 35i;
    outputBuffer.data[5u] = 306i;
    outputBuffer.data[6u] = 51i;
    outputBuffer.data[7u] = 700i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
