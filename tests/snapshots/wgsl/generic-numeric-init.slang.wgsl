struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 4294967295u;
    outputBuffer.data[1u] = 4294967295u;
    outputBuffer.data[2u] = 65535u;
    outputBuffer.data[3u] = 0u;
    outputBuffer.data[4u] = 1u;
    outputBuffer.data[5u] = 8u;
    outputBuffer.data[6u] = 7u;
    outputBuffer.data[7u] = 6u;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
