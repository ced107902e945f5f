struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 15i;
    outputBuffer.data[1u] = 4i;
    outputBuffer.data[2u] = 2104i;
    outputBuffer.data[3u] = 9i;
    outputBuffer.data[4u] = -1i;
    outputBuffer.data[5u] = 11i;
    outputBuffer.data[6u] = 84i;
    outputBuffer.data[7u] = 2i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
