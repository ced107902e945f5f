struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 7027i;
    outputBuffer.data[1u] = 8017i;
    outputBuffer.data[2u] = 2i;
    outputBuffer.data[3u] = 1i;
    outputBuffer.data[4u] = 100i;
    outputBuffer.data[5u] = 200i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
