struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 149i;
    outputBuffer.data[1u] = 919i;
    outputBuffer.data[2u] = 92i;
    outputBuffer.data[3u] = 4023i;
    outputBuffer.data[4u] = 4456i;
    outputBuffer.data[5u] = 321i;
    outputBuffer.data[6u] = 99i;
    outputBuffer.data[7u] = 111i;
    outputBuffer.data[8u] = 87i;
    outputBuffer.data[9u] = 5i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
