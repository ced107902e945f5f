struct RWStructuredBuffer {
    data: array<i32>,
}
struct Pair {
    lo: i32,
    hi: i32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<private> p: Pair = Pair();
fn computeMain_1() {
    p = Pair(11i, 110i);
    outputBuffer.data[0u] = 8i;
    outputBuffer.data[1u] = 11i;
    outputBuffer.data[2u] = 22i;
    var t: i32 = p.hi;
    var t_1: i32 = p.lo;
    outputBuffer.data[3u] = t + t_1;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
