struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 57i;
    outputBuffer.data[1u] = 14i;
    outputBuffer.data[2u] = 11i;
    outputBuffer.data[3u] = 10014i;
    outputBuffer.data[4u] = 523i;
    outputBuffer.data[5u] = 23i;
    outputBuffer.data[6u] = 64i;
    outputBuffer.data[7u] = 6i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
