struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 805i;
    outputBuffer.data[1u] = 17i;
    outputBuffer.data[2u] = 14i;
    outputBuffer.data[3u] = 70i;
    outputBuffer.data[4u] = 4002i;
    outputBuffer.data[5u] = 21i;
    outputBuffer.data[6u] = 3i;
    outputBuffer.data[7u] = 40i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
