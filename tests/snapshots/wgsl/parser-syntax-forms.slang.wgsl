struct RWStructuredBuffer {
    data: array<i32>,
}
struct TestImpl {
    v: i32,
}
struct StructuredBuffer {
    data: array<TestImpl>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read> tests: StructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 14i;
    outputBuffer.data[1u] = 41i;
    outputBuffer.data[2u] = 100i;
    outputBuffer.data[3u] = 42i;
    var t: i32 = tests.data[0u].v;
    outputBuffer.data[4u] = t + 1i;
    outputBuffer.data[5u] = 13i;
    outputBuffer.data[6u] = 12i;
    outputBuffer.data[7u] = 3i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
