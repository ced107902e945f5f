struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 1i;
    outputBuffer.data[1u] = 2i;
    outputBuffer.data[2u] = 2i;
    outputBuffer.data[3u] = 2i;
    outputBuffer.data[4u] = 2i;
    outputBuffer.data[5u] = 1i;
    outputBuffer.data[6u] = 2i;
    outputBuffer.data[7u] = 2i;
    outputBuffer.data[8u] = 2i;
    outputBuffer.data[9u] = 1i;
    outputBuffer.data[10u] = 2i;
    outputBuffer.data[11u] = 1i;
    outputBuffer.data[12u] = 1i;
    outputBuffer.data[13u] = 1i;
    outputBuffer.data[14u] = 1i;
    outputBuffer.data[15u] = 1i;
    outputBuffer.data[16u] = 2i;
    outputBuffer.data[17u] = 2i;
    outputBuffer.data[18u] = 2i;
    outputBuffer.data[19u] = 2i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
