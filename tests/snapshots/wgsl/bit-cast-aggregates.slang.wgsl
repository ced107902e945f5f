struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 1107312640u;
    outputBuffer.data[1u] = 30600u;
    outputBuffer.data[2u] = 21862u;
    outputBuffer.data[3u] = 287454020u;
    outputBuffer.data[4u] = 1076895760u;
    outputBuffer.data[5u] = 52445u;
    outputBuffer.data[6u] = 43707u;
    outputBuffer.data[7u] = 1065353216u;
    outputBuffer.data[8u] = 2u;
    outputBuffer.data[9u] = 7u;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
