struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 65u;
    outputBuffer.data[1u] = 233u;
    outputBuffer.data[2u] = 10u;
    outputBuffer.data[3u] = 65u;
    outputBuffer.data[4u] = 127u;
    outputBuffer.data[5u] = 234u;
    outputBuffer.data[6u] = 2309737967u;
    outputBuffer.data[7u] = 2u;
    outputBuffer.data[8u] = 7u;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
