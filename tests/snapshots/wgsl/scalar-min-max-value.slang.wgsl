struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 2147483647i;
    outputBuffer.data[1u] = bitcast<i32>(0x80000000u);
    outputBuffer.data[2u] = 2147483647i;
    outputBuffer.data[3u] = 0i;
    outputBuffer.data[4u] = -32768i;
    outputBuffer.data[5u] = 65535i;
    outputBuffer.data[6u] = 8388607i;
    outputBuffer.data[7u] = 65535i;
    outputBuffer.data[8u] = 65504i;
    outputBuffer.data[9u] = 1i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
