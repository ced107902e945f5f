struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 2u;
    outputBuffer.data[1u] = 4294967294u;
    outputBuffer.data[2u] = 0u;
    outputBuffer.data[3u] = 15728880u;
    outputBuffer.data[4u] = 4042322175u;
    outputBuffer.data[5u] = 252645135u;
    outputBuffer.data[6u] = 2147483648u;
    outputBuffer.data[7u] = 1u;
    outputBuffer.data[8u] = 3989547399u;
    outputBuffer.data[9u] = 4294967292u;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
