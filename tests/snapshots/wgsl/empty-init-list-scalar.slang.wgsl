struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 0u;
    outputBuffer.data[1u] = 5u;
    outputBuffer.data[2u] = 0u;
    outputBuffer.data[3u] = 5u;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
