struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 24i;
    outputBuffer.data[1u] = 4i;
    outputBuffer.data[2u] = 40i;
    outputBuffer.data[3u] = 16i;
    outputBuffer.data[4u] = 48i;
    outputBuffer.data[5u] = 16i;
    outputBuffer.data[6u] = 36i;
    outputBuffer.data[7u] = 44i;
    outputBuffer.data[8u] = 12i;
    outputBuffer.data[9u] = 48i;
    outputBuffer.data[10u] = 16i;
    outputBuffer.data[11u] = 1604i;
    outputBuffer.data[12u] = 1604i;
    outputBuffer.data[13u] = 6416i;
    outputBuffer.data[14u] = 808i;
    outputBuffer.data[15u] = 608i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
