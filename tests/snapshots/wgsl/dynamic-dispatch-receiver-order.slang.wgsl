struct RWStructuredBuffer {
    data: array<i32>,
}
struct Counter {
    c: i32,
}
struct IStepper {
    typeId: u32,
    p0: Counter,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn runThen(f: IStepper, x: i32) -> i32 {
    var t: i32 = f.p0.c + 1i;
    var t_1: i32 = t + 1i;
    return (x + t + t_1) * 100i + t_1;
}
fn computeMain_1() {
    outputBuffer.data[0u] = 8i;
    outputBuffer.data[1u] = 51i;
    var t_2: i32 = runThen(IStepper(0u, Counter(1i)), 3i);
    outputBuffer.data[2u] = t_2;
    outputBuffer.data[3u] = 7i;
    outputBuffer.data[4u] = 2i;
    outputBuffer.data[5u] = 9i;
    outputBuffer.data[6u] = 3i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
