struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = -125i;
    outputBuffer.data[1u] = 40i;
    outputBuffer.data[2u] = 215i;
    outputBuffer.data[3u] = 10i;
    outputBuffer.data[4u] = 45i;
    outputBuffer.data[5u] = -205i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
