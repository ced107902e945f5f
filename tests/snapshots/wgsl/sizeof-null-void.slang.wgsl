struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 8i;
    outputBuffer.data[1u] = 8i;
    outputBuffer.data[2u] = 0i;
    outputBuffer.data[3u] = 1i;
    outputBuffer.data[4u] = 12i;
    outputBuffer.data[5u] = 4i;
    outputBuffer.data[6u] = 16i;
    outputBuffer.data[7u] = 9i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
