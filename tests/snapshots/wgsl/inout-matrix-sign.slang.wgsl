struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 0i;
    outputBuffer.data[1u] = 3i;
    outputBuffer.data[2u] = -2i;
    outputBuffer.data[3u] = 5i;
    outputBuffer.data[4u] = 10i;
    outputBuffer.data[5u] = -18i;
    outputBuffer.data[6u] = 28i;
    outputBuffer.data[7u] = 40i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
