struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 3i;
    outputBuffer.data[1u] = 34i;
    outputBuffer.data[2u] = 2221i;
    outputBuffer.data[3u] = 28i;
    outputBuffer.data[4u] = 6i;
    outputBuffer.data[5u] = 4i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
